import CLua
import LuaBridge
import ShapeCore

/// docs/SVG.md: `svg(view, options)`, `save(view, path, options)`, and the
/// host's view test and rendering for `-o`, standard output and `--preview`.
enum OutputBindings {
    static let optionParams = [
        Param("width", .length, default: "ideal width"), Param("height", .length, default: "ideal height"),
        Param("precision", .integer, default: "3"), Param("background", .style, default: "none"),
        Param("text", .choice(TextRendering.allCases.map(\.rawValue)), default: "\"outlines\""),
        Param("bounds", .choice(DocumentBounds.allCases.map(\.rawValue)), default: "\"ink\"",
              doc: "on an axis without a size: `\"ink\"` holds the shadows and blurs beyond the frame, `\"frame\"` the frame alone"),
    ]
    static let optionNames = optionParams.map(\.label)

    /// Reads the options table at argument `index` (nil or absent: defaults).
    static func options(_ a: Args, _ label: String) throws -> SVGOptions {
        try documentOptions(a, label, names: optionNames).svg
    }

    /// `svg`'s options, plus `scale` when `names` lists it (save, docs/EXPORT.md).
    static func documentOptions(_ a: Args, _ label: String, names: [String]) throws -> (svg: SVGOptions, scale: Double?) {
        var options = SVGOptions()
        var scale: Double?
        let c = a.context(label)
        guard !c.isAbsent else { return (options, scale) }
        guard c.stack.isTable(at: c.index) else { throw c.typeError("table") }
        try c.stack.forEachPair(c.index) { key, value in
            guard let name = c.stack.string(at: key), names.contains(name) else {
                throw LuaCallError.message("\(a.spec.name): " + c.stack.unknownKeyText("option", at: key, valid: names))
            }
            let field = c.part(name, at: value).renamed(name)
            switch name {
            case "width": options.width = try field.length()
            case "height": options.height = try field.length()
            case "precision":
                let p = try field.integer()
                guard (0...NumberFormatting.maxPrecision).contains(p) else {
                    throw field.valueError("precision must be between 0 and \(NumberFormatting.maxPrecision), got \(p)")
                }
                options.precision = p
            case "background": options.background = try field.style(a.call)
            case "scale":
                let v = try field.number()
                guard v > 0 else { throw field.valueError("scale must be > 0, got \(luaNumberString(v))") }
                scale = v
            case "bounds":
                options.bounds = DocumentBounds(rawValue: try field.choice(DocumentBounds.allCases.map(\.rawValue), kind: "bounds"))!
            default: options.text = TextRendering(rawValue: try field.choice(TextRendering.allCases.map(\.rawValue), kind: "text mode"))!
            }
        }
        return (options, scale)
    }

    static func render(_ view: View, _ options: SVGOptions, _ call: LuaCall) throws -> [UInt8] {
        var options = options
        options.fonts = LibraryContext.of(call.L)?.fonts
        options.documentFolder = options.documentFolder ?? { workingFolder }
        return try CallbackScope.run(call) { try svgBytes(view, options: options) }
    }

    /// The Android VectorDrawable of the view (`.xml`, ShapeCore's
    /// `vectorDrawableBytes`): the SVG document's layout, other elements.
    static func vectorDrawable(_ view: View, _ options: SVGOptions, _ call: LuaCall) throws -> [UInt8] {
        var options = options
        options.fonts = LibraryContext.of(call.L)?.fonts
        return try CallbackScope.run(call) { try vectorDrawableBytes(view, options: options) }
    }

    /// The document in chunks of about 64 KiB (ShapeCore's streaming
    /// writer), for files: memory stays near one chunk. A failed callback
    /// is thrown after the last chunk; the sink's owner discards them then.
    static func stream(_ view: View, _ options: SVGOptions, _ call: LuaCall,
                       to sink: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        var options = options
        options.fonts = LibraryContext.of(call.L)?.fonts
        options.documentFolder = options.documentFolder ?? { workingFolder }
        try CallbackScope.run(call) { try writeSVG(view, options: options, to: sink) }
    }

    static let svgFunction = FunctionSpec(
        "svg", [Param("view", .view), Param("options", .record("SVGOptions"), default: "{}")],
        returns: "string",
        doc: "The SVG text of a view: offered `width`×`height` and centred (default: its ideal size, grown to hold the ink of its shadows and blurs unless `bounds = \"frame\"`); `precision` decimals (default 3); `text = \"text\"` writes `<text>` elements instead of outlines.",
        example: "print(svg(Circle():frame(20, 20), {precision = 1}))"
    ) { a in
        let view = try a.needDocumentView("view")
        let bytes = try render(view, try options(a, "options"), a.call)
        LuaCall(L: a.call.L).pushBytes(bytes)
        return 1
    }

    static let saveFunction = FunctionSpec(
        "save", [Param("view", .view), Param("path", .string), Param("options", .record("SaveOptions"), default: "{}")],
        returns: "nil",
        doc: "Writes the view to `path` atomically (a temporary file, then a rename), creating missing folders; with `--output-dir`, inside that folder only. The extension picks the format: `.png` (`scale` pixels per unit, default 1) and `.pdf` (vectors; `scale` scales the page) are rendered in process by librsvg, `.xml` is an Android VectorDrawable (an error for what it cannot express: blur, shadow, blend modes, masks, images), anything else is SVG. With `--shard K/N` only this shard's saves are performed (docs/BATCH.md).",
        example: "save(Circle():fill(\"teal\"):frame(64, 64), \"out/dot.png\", {scale = 2})"
    ) { a in
        let view = try a.needDocumentView("view")
        let path = try a.needPath("path")
        let format = try SavedFormat(path: path, a.context("path"))
        guard let context = LibraryContext.of(a.call.L), let output = context.output else {
            throw LuaCallError.message("save: file output is not available in this host")
        }
        let (parsedOptions, scale) = try documentOptions(a, "options", names: optionNames + ["scale"])
        var svgOptions = parsedOptions
        if scale != nil, format == .svg || format == .vectorDrawable {
            throw LuaCallError.message("save: 'scale' is for .png and .pdf files; \(MessageText.quoted(path)) is \(format == .svg ? "SVG" : "a VectorDrawable")")
        }
        let target = try output.resolve(path)
        let references = DocumentReferences()
        // A PNG or PDF resolves its references from the working folder
        // (SavedFormat.rasterDocumentFile); an SVG file from its own folder.
        svgOptions.documentFolder = references.folder { format == .svg ? folder(of: target) : workingFolder }
        // docs/BATCH.md: numbered in call order; another shard's save stops here,
        // before layout, rendering and writing.
        guard context.takeSaveTurn(output.shard, paths: [target]) else { return 0 }
        if format == .vectorDrawable {
            let bytes = try vectorDrawable(view, svgOptions, a.call)
            try output.write(bytes, target)
            output.didWrite?(target)
            return 0
        }
        if format != .svg {
            let svg = try render(view, svgOptions, a.call)
            let bytes: [UInt8]
            bytes = try format.encode(svg, scale: scale ?? 1, baseFile: references.baseFile(SavedFormat.rasterDocumentFile))
            try output.write(bytes, target)
            output.didWrite?(target)
            return 0
        }
        // Errors of the rendering (a failing Shape callback) pass through
        // as they are; only the file system's get the "save:" prefix.
        // Ctrl-C while Swift writes (no Lua code runs, so the hook cannot
        // raise) is checked before every chunk and before the rename: an
        // interrupted save() leaves the old file (docs/SVG.md).
        var renderError: Error?
        let call = a.call
        do {
            try output.stream(target) { sink in
                var sinkError: Error?
                do {
                    try stream(view, svgOptions, a.call) { chunk in
                        try stopIfInterrupted(call)
                        do { try sink(chunk) } catch { sinkError = error; throw error }
                    }
                    try stopIfInterrupted(call)
                } catch {
                    if sinkError == nil { renderError = error }
                    throw error
                }
            }
        } catch {
            throw renderError ?? error
        }
        output.didWrite?(target)
        return 0
    }
}

extension OutputBindings {
    /// Where a document without a file (svg(), standard output) is taken
    /// to be, for `Image{embed=false}` references: the working directory.
    static var workingFolder: String { ImageInput.absolutePath(".") }

    /// The absolute folder of the file `path` will be written to.
    static func folder(of path: String) -> String {
        let absolute = ImageInput.absolutePath(path)
        guard let slash = absolute.lastIndex(of: "/"), slash != absolute.startIndex else { return "/" }
        return String(absolute[..<slash])
    }

    /// "interrupted!", as the count hook raises it, once SIGINT reached the
    /// state (the flag is the bridge's, sticky for the run).
    static func stopIfInterrupted(_ call: LuaCall) throws {
        if call.state.stopReason == .interrupt { throw LuaCallError.message("interrupted!") }
    }
}

extension LuaCall {
    func pushBytes(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { b in
            b.withMemoryRebound(to: CChar.self) { _ = lua_pushlstring(L, $0.baseAddress, $0.count) }
        }
    }
}

extension ShapeLibrary {
    /// True when the value at `index` is a view, a shape, a path, a colour
    /// or a gradient (raw checks only, never raises).
    public static func isView(_ lua: LuaState, at index: Int32) -> Bool {
        LuaCall.withCall(lua.L) { call in
            guard lua_type(call.L, index) == LUA_TUSERDATA else { return false }
            return call.userdata(index, as: ViewValue.self) != nil || call.userdata(index, as: ShapeValue.self) != nil
                || call.userdata(index, as: Path.self) != nil || call.userdata(index, as: Color.self) != nil
                || call.userdata(index, as: ShapeStyle.self) != nil
        }
    }

    /// The SVG of the view at `index` (for `-o`, standard output, `--preview`).
    public static func svg(_ lua: LuaState, at index: Int32, width: Double?, height: Double?,
                           precision: Int?, bounds: DocumentBounds = .ink) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try writeSVG(lua, at: index, width: width, height: height, precision: precision, bounds: bounds) { bytes += $0 }
        return bytes
    }

    /// The Android VectorDrawable of the view at `index` (for `-o x.xml`).
    public static func vectorDrawable(_ lua: LuaState, at index: Int32, width: Double?, height: Double?,
                                      precision: Int?) throws -> [UInt8] {
        var result: Result<[UInt8], Error> = .failure(LuaError(kind: .runtime, message: "not a view"))
        LuaCall.withCall(lua.L) { call in
            let context = ArgContext(stack: LuaCall(L: call.L), index: index, argNumber: 1, label: "view",
                                     labelled: false)
            result = Result {
                let view = try context.view(call)
                let options = SVGOptions(width: width, height: height, precision: precision ?? 3)
                return try OutputBindings.vectorDrawable(view, options, call)
            }
        }
        switch result {
        case .success(let bytes): return bytes
        case .failure(let error as LuaCallError):
            switch error {
            case .lua(let e): throw e
            case .message(let m), .argument(_, let m): throw LuaError(kind: .runtime, message: m)
            }
        case .failure(let error): throw error
        }
    }

    /// The SVG of the view at `index`, streamed to `sink` in chunks of about
    /// 64 KiB (for `-o` and `--preview`: an atomic file written as it comes).
    /// `documentPath`: the file being written (nil: none, as for standard
    /// output), which `Image{embed=false}` references are relative to.
    /// Returns whether the document references files (`DocumentReferences`).
    @discardableResult
    public static func writeSVG(_ lua: LuaState, at index: Int32, width: Double?, height: Double?,
                                precision: Int?, bounds: DocumentBounds = .ink, documentPath: String? = nil,
                                to sink: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Bool {
        let references = DocumentReferences()
        var result: Result<Void, Error> = .failure(LuaError(kind: .runtime, message: "not a view"))
        LuaCall.withCall(lua.L) { call in
            let context = ArgContext(stack: LuaCall(L: call.L), index: index, argNumber: 1, label: "view",
                                     labelled: false)
            result = Result {
                let view = try context.view(call)
                var options = SVGOptions(width: width, height: height, precision: precision ?? 3)
                options.bounds = bounds
                options.documentFolder = documentPath.map { path in references.folder { OutputBindings.folder(of: path) } }
                try OutputBindings.stream(view, options, call, to: sink)
            }
        }
        switch result {
        case .success: return references.found
        case .failure(let error as LuaCallError):
            switch error {
            case .lua(let e): throw e
            case .message(let m), .argument(_, let m): throw LuaError(kind: .runtime, message: m)
            }
        case .failure(let error): throw error
        }
    }
}
