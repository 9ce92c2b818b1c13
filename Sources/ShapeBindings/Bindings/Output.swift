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

    /// Reads the options table at argument `index` (nil or absent: defaults).
    static func options(_ a: Args, _ label: String) throws -> SVGOptions {
        try documentOptions(a, label, Records.svgOptions).svg
    }

    /// `svg`'s options, plus `scale` for `save`'s record (docs/EXPORT.md).
    static func documentOptions(_ a: Args, _ label: String, _ record: RecordSpec) throws -> (svg: SVGOptions, scale: Double?) {
        var options = SVGOptions()
        var scale: Double?
        let c = a.context(label)
        guard !c.isAbsent else { return (options, scale) }
        try c.record(record) { r in
            if let field = r.field("width", as: .length) { options.width = try field.length() }
            if let field = r.field("height", as: .length) { options.height = try field.length() }
            if let field = r.field("precision", as: .integer) {
                let p = try field.integer()
                guard (0...NumberFormatting.maxPrecision).contains(p) else {
                    throw field.valueError("precision must be between 0 and \(NumberFormatting.maxPrecision), got \(p)")
                }
                options.precision = p
            }
            if let field = r.field("background", as: .style) { options.background = try field.style(a.call) }
            if let field = r.field("text", as: .choice(TextRendering.allCases.map(\.rawValue))) {
                options.text = TextRendering(rawValue: try field.choice(TextRendering.allCases.map(\.rawValue), kind: "text mode"))!
            }
            if let field = r.field("bounds", as: .choice(DocumentBounds.allCases.map(\.rawValue))) {
                options.bounds = DocumentBounds(rawValue: try field.choice(DocumentBounds.allCases.map(\.rawValue), kind: "bounds"))!
            }
            if record === Records.saveOptions, let field = r.field("scale", as: .number) {
                let v = try field.number()
                guard v > 0 else { throw field.valueError("scale must be > 0, got \(luaNumberString(v))") }
                scale = v
            }
        }
        return (options, scale)
    }

    static let svgFunction = FunctionSpec(
        "svg", [Param("view", .view), Param("options", .record(Records.svgOptions.name), default: "{}")],
        returns: "string",
        doc: "The SVG text of a view: offered `width`×`height` and centred (default: its ideal size, grown to hold the ink of its shadows and blurs unless `bounds = \"frame\"`); `precision` decimals (default 3); `text = \"text\"` writes `<text>` elements instead of outlines.",
        example: "print(svg(Circle():frame(20, 20), {precision = 1}))"
    ) { a in
        let view = try a.needDocumentView("view")
        let bytes = try Exporter(call: a.call).svg(view, try options(a, "options"))
        a.call.push(bytes: bytes)
        return 1
    }

    static let saveFunction = FunctionSpec(
        "save", [Param("view", .view), Param("path", .string), Param("options", .record(Records.saveOptions.name), default: "{}")],
        returns: "nil",
        doc: "Writes the view to `path` atomically (a temporary file, then a rename), creating missing folders; with `--output-dir`, inside that folder only. The extension picks the format: `.png` (`scale` pixels per unit, default 1) and `.pdf` (vectors; `scale` scales the page) are rendered in process by librsvg, `.xml` is an Android VectorDrawable (an error for what it cannot express: blur, shadow, blend modes, masks, images), anything else is SVG. With `--shard K/N` only this shard's saves are performed (docs/BATCH.md).",
        example: "save(Circle():fill(\"teal\"):frame(64, 64), \"out/dot.png\", {scale = 2})"
    ) { a in
        let view = try a.needDocumentView("view")
        let path = try a.needPath("path")
        let format = try SavedFormat(path: path, a.context("path"))
        let exporter = Exporter(call: a.call)
        _ = try exporter.output("save")
        let (document, scale) = try documentOptions(a, "options", Records.saveOptions)
        if scale != nil, format == .svg || format == .vectorDrawable {
            throw LuaCallError.message("save: 'scale' is for .png and .pdf files; \(MessageText.quoted(path)) is \(format == .svg ? "SVG" : "a VectorDrawable")")
        }
        // Errors of the rendering (a failing Shape callback) pass through
        // as they are; only the file system's get the "save:" prefix.
        try exporter.save(Export(view: view, document: document, scale: scale, path: path, format: format, origin: .script),
                          function: "save")
        return 0
    }
}

extension ShapeLibrary {
    /// True when the value at `index` is a view, a shape, a path, a colour
    /// or a gradient (raw checks only, never raises).
    public static func isView(_ lua: LuaState, at index: Int32) -> Bool {
        LuaCall.withCall(lua.L) { call in
            guard call.type(at: index) == .userdata else { return false }
            return call.userdata(index, as: ViewValue.self) != nil || call.userdata(index, as: ShapeValue.self) != nil
                || call.userdata(index, as: Path.self) != nil || call.userdata(index, as: Color.self) != nil
                || call.userdata(index, as: ShapeStyle.self) != nil
        }
    }
}
