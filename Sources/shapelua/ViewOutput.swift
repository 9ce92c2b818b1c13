import LuaBridge

/// What the command line needs from the shape library, and nothing more.
///
/// The command line calls, in this order:
/// - `install(into:options:)` once per new state, after the standard
///   libraries are open and before any user code (LUA_INIT, -e, -l, the
///   script, the REPL) runs. It registers the globals and `require "shape"`.
///   With `options.sandbox` the state has no `package`/`require`/`io`;
///   `save()` must resolve its paths with `options.output.resolve(_:)` and
///   write with `AtomicFile.write(to:_:)`.
/// - `isView(_:at:)` on the first value the main chunk returns (for `-o`
///   and standard output), and on the first value of every REPL line (for
///   `--preview`). It must not raise: raw access only.
/// - `write(_:at:options:to:)` when that value is a view: the SVG document
///   in order, in chunks (about 64 KiB each), so a big canvas is never held
///   whole in memory; the caller streams them into an atomic file (or
///   collects them for standard output). A thrown error — also one thrown
///   by `sink` — is reported as "shapelua: <error>" with exit status 1 (in
///   the REPL: the REPL goes on); the caller then discards what it got.
///   Returns whether the document references files (`Image{embed=false}`
///   relative to `options.documentPath`), which `encode` then resolves.
/// - `members(_:at:)` for the REPL's Tab completion of `value.` and
///   `value:` when the value's fields are computed by an `__index`
///   function that completion cannot enumerate. Raw access only.
/// - `apiMarkdown()` for `--api`, with no state.
///
/// `index` is always an absolute (positive) stack index of `lua.L`.
protocol ViewOutput {
    func install(into lua: LuaState, options: LibraryOptions) throws
    func isView(_ lua: LuaState, at index: Int32) -> Bool
    @discardableResult
    func write(_ lua: LuaState, at index: Int32, options: RenderOptions,
               to sink: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Bool
    func members(_ lua: LuaState, at index: Int32) -> Members
    func apiMarkdown() -> String
    /// nil when `path` names an SVG file; otherwise the file's bytes made
    /// from the document `svg` (PNG or PDF, docs/EXPORT.md), or an error (an
    /// unsupported extension, librsvg missing). `baseFile`: where the
    /// document's references resolve from, nil when it has none (what
    /// `write` returned).
    func encode(_ svg: [UInt8], for path: String, scale: Double?, baseFile: String?) throws -> [UInt8]?
    /// nil unless `path` names an Android VectorDrawable (`.xml`); then
    /// the drawable of the view at `index`, made from the view itself.
    func vectorDrawable(_ lua: LuaState, at index: Int32, options: RenderOptions, for path: String) throws -> [UInt8]?
    /// Whether `path` is written as SVG (throws for extensions that are not written at all).
    func writesSVG(_ path: String) throws -> Bool
    /// Where a document made into a PNG or PDF stands, for its references
    /// (ShapeBindings' SavedFormat.rasterDocumentFile).
    var rasterDocumentPath: String { get }
    /// Numbers `-o`'s write to `path` as the run's last save (docs/BATCH.md)
    /// and says whether this shard performs it (a path a save() already
    /// named keeps that save's shard).
    func takeSaveTurn(_ lua: LuaState, path: String) -> Bool
}

/// The names a value answers to, for completion.
struct Members: Equatable {
    var methods: [String] = []
    var fields: [String] = []
}

/// How the library is installed into one state.
struct LibraryOptions {
    /// `--sandbox`: only the safe standard libraries are open.
    var sandbox: Bool
    /// `--output-dir`: where `save()` may write.
    var output: OutputLocation
    /// `--shard K/N` (docs/BATCH.md); (0, 1) performs every save.
    var shard: (index: Int, count: Int) = (0, 1)
    /// Told each path a save() wrote (the progress line).
    var didWrite: ((String) -> Void)? = nil
    /// Told each image file `Image` read (`--watch` follows them).
    var didRead: ((String) -> Void)? = nil
    /// With `--sandbox`: the main script's folder (nil: the working
    /// directory), the only one `Image` may read.
    var sandboxImageFolder: String? = nil
}

/// The provider the command line uses: the shape library
/// (`ShapeViewOutput`). `NoViews` below is the command line without it.
func makeViewOutput() -> ViewOutput {
    ShapeViewOutput()
}

/// Knows no views: the command line without the shape library. `-o` then
/// always reports "nothing to write", and nothing is ever previewed.
struct NoViews: ViewOutput {
    func install(into lua: LuaState, options: LibraryOptions) throws {}
    func isView(_ lua: LuaState, at index: Int32) -> Bool { false }
    func write(_ lua: LuaState, at index: Int32, options: RenderOptions,
               to sink: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Bool {
        throw OutputError(message: "no view library is built into this shapelua")
    }
    func members(_ lua: LuaState, at index: Int32) -> Members { Members() }
    func encode(_ svg: [UInt8], for path: String, scale: Double?, baseFile: String?) throws -> [UInt8]? { nil }
    func vectorDrawable(_ lua: LuaState, at index: Int32, options: RenderOptions, for path: String) throws -> [UInt8]? { nil }
    func writesSVG(_ path: String) throws -> Bool { true }
    var rasterDocumentPath: String { "" }
    func takeSaveTurn(_ lua: LuaState, path: String) -> Bool { true }
    func apiMarkdown() -> String {
        """
        # shapelua API

        This build of shapelua has no shape library yet: scripts have Lua 5.4's
        standard libraries only, and no value is a view.

        """
    }
}

extension ViewOutput {
    /// The whole document in memory (standard output, which must get all
    /// of it or nothing).
    func svg(_ lua: LuaState, at index: Int32, options: RenderOptions) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try write(lua, at: index, options: options) { bytes += $0 }
        return bytes
    }

    /// Streams the document into an atomic file at `path` (already
    /// resolved by `location`); devices and pipes only without `--output-dir`.
    /// A PNG or PDF (by the extension) is made from the whole document
    /// in memory and then written atomically the same way.
    /// `beforeCommit` runs once the document is complete, before the file
    /// replaces the target; what it throws discards the file.
    func save(_ lua: LuaState, at index: Int32, options: RenderOptions, to path: String,
              location: OutputLocation, beforeCommit: () throws -> Void = {}) throws {
        if let bytes = try vectorDrawable(lua, at: index, options: options, for: path) {
            try beforeCommit()
            try AtomicFile.write(to: path, allowDevices: location.directory == nil) { sink in
                try bytes.withUnsafeBufferPointer { try sink($0) }
            }
            return
        }
        var options = options
        let raster = try !writesSVG(path)
        // A PNG's or PDF's references are relative to, and resolve from, the
        // working folder (SavedFormat.rasterDocumentFile); an SVG's to its file.
        options.documentPath = raster ? rasterDocumentPath : path
        if raster {
            var document: [UInt8] = []
            let referencesFiles = try write(lua, at: index, options: options) { document += $0 }
            try beforeCommit()
            guard let bytes = try encode(document, for: path, scale: options.scale,
                                         baseFile: referencesFiles ? options.documentPath : nil) else { return }
            try AtomicFile.write(to: path, allowDevices: location.directory == nil) { sink in
                try bytes.withUnsafeBufferPointer { try sink($0) }
            }
            return
        }
        try AtomicFile.write(to: path, allowDevices: location.directory == nil) { sink in
            try write(lua, at: index, options: options, to: sink)
            try beforeCommit()
        }
    }
}

/// An error while producing or writing output, reported as "shapelua: message".
struct OutputError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
