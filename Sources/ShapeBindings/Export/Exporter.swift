import LuaBridge
import ShapeCore
import ShapeRaster

/// The one way from a view to its bytes and files (docs/ARCHITECTURE.md,
/// "One exporter"), for `svg()`, `save()`, `iconset()`, `imageset()`, and
/// the command line's `-o`, standard output and `--preview`:
///
/// - the document: the view laid out and written as SVG, or as an Android
///   VectorDrawable, with the state's fonts and its Lua callbacks running
///   under one `CallbackScope`;
/// - the format (`SavedFormat`): SVG streamed in chunks, PNG and PDF
///   rendered from the whole document by librsvg, VectorDrawable from the
///   view itself;
/// - references (`Image{embed=false}`): relative to an SVG file's own
///   folder, to the working folder for a PNG or PDF (librsvg's base file
///   is given only to a document that has some: `DocumentReferences`);
/// - the path: resolved by the host (`OutputHooks.resolve`: `--output-dir`,
///   `--sandbox`), numbered for `--shard` before anything is laid out;
/// - the budget gate: the run's limits and Ctrl-C are checked before every
///   chunk and before a file or set is committed, so a document the run
///   cut short is never written (the call fails with the limit's message);
/// - the write: through the host's atomic writer (`OutputHooks.stream`,
///   `.writeSet`), a set of files whole or not at all;
/// - who is told: `didWrite` (the progress line) for every file written.
struct Exporter {
    let call: LuaCall

    private var context: LibraryContext? { LibraryContext.of(call.L) }

    /// The run's limits and Ctrl-C: Swift work whose loops may have ended
    /// early (the count hook cannot raise while no Lua code runs) must not
    /// be written or returned. Ctrl-C is "interrupted!" raised where the
    /// script called, as lua.c's hook raises it; a limit is the limit's
    /// message.
    func gate() throws {
        let state = call.state
        if state.stopReason == .interrupt { throw LuaCallError.message("interrupted!") }
        try state.checkBudget()
    }

    /// The host's file system hooks, or an error naming `function`.
    func output(_ function: String) throws -> (LibraryContext, OutputHooks) {
        guard let context, let output = context.output else {
            throw LuaCallError.message("\(function): file output is not available in this host")
        }
        return (context, output)
    }

    // MARK: documents

    /// The SVG document in memory (`svg()`, standard output, the terminal
    /// preview, an icon's drawing). `document.documentFolder` nil:
    /// references are relative to the working folder.
    func svg(_ view: View, _ document: SVGOptions) throws -> [UInt8] {
        let options = prepared(document)
        let bytes = try CallbackScope.run(call) { try svgBytes(view, options: options) }
        try gate()
        return bytes
    }

    /// The Android VectorDrawable of the view (`.xml`, ShapeCore's
    /// `vectorDrawableBytes`): the SVG document's layout, other elements.
    func vectorDrawable(_ view: View, _ document: SVGOptions) throws -> [UInt8] {
        let options = prepared(document)
        let bytes = try CallbackScope.run(call) { try vectorDrawableBytes(view, options: options) }
        try gate()
        return bytes
    }

    /// The SVG document in chunks of about 64 KiB (ShapeCore's streaming
    /// writer), each passed through the gate: memory stays near one chunk.
    /// A failed callback is thrown after the last chunk; the sink's owner
    /// discards them then.
    func stream(_ view: View, _ document: SVGOptions,
                to sink: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        let options = prepared(document)
        try CallbackScope.run(call) {
            try writeSVG(view, options: options) { chunk in
                try gate()
                try sink(chunk)
            }
        }
        try gate()
    }

    private func prepared(_ document: SVGOptions) -> SVGOptions {
        var options = document
        options.fonts = context?.fonts
        options.documentFolder = options.documentFolder ?? { Exporter.workingFolder }
        return options
    }

    // MARK: files

    /// Writes one file (`Export`). Returns the resolved path, nil when
    /// another shard performs this save.
    @discardableResult
    func save(_ export: Export, function: String) throws -> String? {
        let (context, output) = try self.output(function)
        let target = try resolve(export.path, export.origin, output)
        // docs/BATCH.md: numbered in call order; another shard's save stops
        // here, before layout, rendering and writing.
        if export.numbered, !context.takeSaveTurn(output.shard, paths: [target]) { return nil }
        let format = try export.format ?? SavedFormat(path: export.path)
        let references = DocumentReferences()
        var document = export.document
        // A PNG or PDF resolves its references from the working folder
        // (SavedFormat.rasterDocumentFile); an SVG file from its own folder.
        let svgFile = format == .svg
        document.documentFolder = references.folder { svgFile ? Exporter.folder(of: target) : Exporter.workingFolder }
        switch format {
        case .svg:
            // Streamed into the temporary file as it is written.
            try output.stream(target) { sink in try stream(export.view, document, to: sink) }
        case .vectorDrawable:
            try write(try vectorDrawable(export.view, document), to: target, output)
        case .png, .pdf:
            let svg = try self.svg(export.view, document)
            let bytes = try format.encode(svg, scale: export.scale ?? 1,
                                          baseFile: references.baseFile(SavedFormat.rasterDocumentFile))
            try gate()
            try write(bytes, to: target, output)
        }
        if export.numbered { output.didWrite?(target) }
        return target
    }

    private func write(_ bytes: [UInt8], to target: String, _ output: OutputHooks) throws {
        try output.stream(target) { sink in try bytes.withUnsafeBufferPointer { try sink($0) } }
    }

    /// The paths of a set of files (`iconset`, `imageset`), resolved
    /// before anything is rendered so that a path outside the output
    /// fails first.
    func resolve(_ paths: [String], _ output: OutputHooks) throws -> [String] {
        try paths.map { try resolve($0, .script, output) }
    }

    /// A path is one value from its caller to the file system: the file
    /// system would see it only up to a NUL, so a NUL in it is an error
    /// here, whoever named it (a script's arguments are refused earlier,
    /// naming the argument), before the host resolves it.
    private func resolve(_ path: String, _ origin: OutputHooks.PathOrigin, _ output: OutputHooks) throws -> String {
        guard !path.utf8.contains(0) else {
            throw LuaCallError.message("output path \(MessageText.quoted(path)) contains a NUL byte")
        }
        return try output.resolve(path, origin)
    }

    /// A set's paths resolved and the set numbered as one save of the run
    /// (docs/BATCH.md); nil when another shard writes it (before anything
    /// is laid out).
    func beginSet(_ paths: [String], _ context: LibraryContext, _ output: OutputHooks) throws -> [String]? {
        let targets = try resolve(paths, output)
        return context.takeSaveTurn(output.shard, paths: targets) ? targets : nil
    }

    /// Writes a set of files whole or not at all: `body` stages each
    /// file's bytes through the gate; nothing is in place until it returns.
    /// `owned`: the resolved folder the set owns whole (replaced with
    /// everything in it), nil when its files share their folders. Every
    /// path is told to `didWrite` once the set is in place.
    func writeSet(_ targets: [String], owned: String?, _ output: OutputHooks,
                  _ body: (_ stage: ([UInt8], String) throws -> Void) throws -> Void) throws {
        let writeSet = output.writeSet ?? { _, body in
            try body { bytes, path in try bytes.withUnsafeBufferPointer { b in try output.stream(path) { try $0(b) } } }
        }
        try writeSet(owned) { stage in
            try body { bytes, path in
                try gate()
                try stage(bytes, path)
            }
            try gate()
        }
        for target in targets { output.didWrite?(target) }
    }
}

extension Exporter {
    /// Where a document without a file (svg(), an icon's drawing) is
    /// taken to be, for `Image{embed=false}` references: the working folder.
    static var workingFolder: String { ImageInput.absolutePath(".") }

    /// The absolute folder of the file `path` will be written to.
    static func folder(of path: String) -> String {
        let absolute = ImageInput.absolutePath(path)
        guard let slash = absolute.lastIndex(of: "/"), slash != absolute.startIndex else { return "/" }
        return String(absolute[..<slash])
    }
}
