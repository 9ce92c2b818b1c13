import LuaBridge

/// What the command line needs from the shape library, and nothing more.
///
/// The command line calls, in this order:
/// - `install(into:options:)` once per new state, after the standard
///   libraries are open and before any user code (LUA_INIT, -e, -l, the
///   script, the REPL) runs. It registers the globals and `require "shape"`.
///   With `options.sandbox` the state has no `package`/`require`/`io`;
///   the library's files are resolved with `options.output.resolve(_:)`
///   and written with `AtomicFile` and `AtomicFileSet`.
/// - `isView(_:at:)` on the first value the main chunk returns (for `-o`
///   and standard output), and on the first value of every REPL line (for
///   `--preview`). It must not raise: raw access only.
/// - `save(_:at:options:to:numbered:)` when that value is a view and goes
///   to a file (`-o`, `--preview FILE`): the library's one exporter writes
///   it as `save()` would — the format from the extension, the path
///   resolved by the output rules given to `install` (not confined by
///   `--sandbox`: the command line named it), the run's budget checked
///   before the file is committed, atomically. `numbered`: one of the
///   run's saves (`--shard`, the progress line). A thrown error is
///   reported as "shapelua: <error>" with exit status 1 (in the REPL: the
///   REPL goes on); nothing is written then.
/// - `svg(_:at:options:)` for the document in memory (standard output,
///   which must get all of it or nothing, and `--preview terminal`).
/// - `members(_:at:)` for the REPL's Tab completion of `value.` and
///   `value:` when the value's fields are computed by an `__index`
///   function that completion cannot enumerate. Raw access only.
/// - `apiMarkdown()` for `--api`, with no state.
///
/// `index` is always an absolute (positive) stack index of `lua.L`.
protocol ViewOutput {
    func install(into lua: LuaState, options: LibraryOptions) throws
    func isView(_ lua: LuaState, at index: Int32) -> Bool
    func save(_ lua: LuaState, at index: Int32, options: RenderOptions, to path: String, numbered: Bool) throws
    func svg(_ lua: LuaState, at index: Int32, options: RenderOptions) throws -> [UInt8]
    /// Where a document drawn into pixels stands for librsvg, so the files
    /// it references (`Image{embed=false}`) resolve as in a saved PNG.
    var rasterBaseFile: String? { get }
    func members(_ lua: LuaState, at index: Int32) -> Members
    func apiMarkdown() -> String
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
    /// Told each path a save of the run wrote (`save()`, the icon and
    /// image sets, `-o`): the progress line.
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
    func save(_ lua: LuaState, at index: Int32, options: RenderOptions, to path: String, numbered: Bool) throws {
        throw OutputError(message: "no view library is built into this shapelua")
    }
    func svg(_ lua: LuaState, at index: Int32, options: RenderOptions) throws -> [UInt8] {
        throw OutputError(message: "no view library is built into this shapelua")
    }
    var rasterBaseFile: String? { nil }
    func members(_ lua: LuaState, at index: Int32) -> Members { Members() }
    func apiMarkdown() -> String {
        """
        # shapelua API

        This build of shapelua has no shape library yet: scripts have Lua 5.4's
        standard libraries only, and no value is a view.

        """
    }
}

/// An error while producing or writing output, reported as "shapelua: message".
struct OutputError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
