import LuaBridge
import ShapeCore
#if canImport(Glibc)
import Glibc
#endif

/// docs/API.md: Text, Image, stacks, Spacer, Group, GeometryReader.
enum ViewConstructors {
    /// The children: the label table's array items, or every argument
    /// (`VStack(a, b, c)`); an empty stack when there are none.
    static func children(_ a: Args) throws -> [View] {
        if a.childrenArguments > 0 {
            return try (0..<a.childrenArguments).map { i in
                let index = a.firstIndex + i
                return try ArgContext(stack: a.call, index: index, argNumber: index - a.spec.argumentShift,
                                      label: "content", labelled: false).view(a.call)
            }
        }
        if !a.has("content") { return [] }
        return try a.need("content", as: .children, "views") { c in try c.list { try $0.view(a.call) } }
    }

    static let spacingParam = Param("spacing", .length, default: "8")
    static let contentParam = Param("content", .children, doc: "the child views, as the table's array items")

    static let all: [FunctionSpec] = [
        FunctionSpec("Text", [Param("content", .string, default: "nil", doc: "drawn with its inline Markdown, as SwiftUI draws a string literal"),
                              Param("verbatim", .string, default: "nil", doc: "drawn as written (SwiftUI's `Text(verbatim:)`); give this or `content`")],
                     returns: "View",
                     doc: "Text, shaped with HarfBuzz and drawn with FreeType (fontconfig fallback per glyph); \"\\n\" breaks lines. Inline Markdown in `content` is drawn as SwiftUI draws it: `**bold**`, `*italic*`, `~~strike~~`, `` `code` `` (monospaced), `[link](url)` (in the accent colour, blue); `\\*` is a literal `*`. `+` joins Texts: `Text(\"a\") + Text(\"b\"):bold()` (see View).",
                     example: "Text(\"Hello **world**\"):font(\"title\")") { a in
            func short(_ s: String) -> String { s.count > 20 ? String(s.prefix(20)) + "…" : s }
            let content = try a.value("content", .string), verbatim = try a.value("verbatim", .string)
            switch (content, verbatim) {
            case (let s?, nil): return try a.push(view: Text(markdown: s).view, "Text(\(short(s)))")
            case (nil, let s?): return try a.push(view: Text(verbatim: s).view, "Text(verbatim: \(short(s)))")
            case (nil, nil): throw LuaCallError.message("Text: give the text as content (Markdown) or verbatim (drawn as written)")
            case (_?, _?): throw LuaCallError.message("Text: give content (Markdown) or verbatim (drawn as written), not both")
            }
        },
        FunctionSpec("Image", [Param("path", .string), Param("embed", .boolean, default: "true"),
                               Param("systemName", .string, default: "nil",
                                     doc: "an SF Symbol's name: an error on Linux (no SF Symbols); give `path` instead")], returns: "View",
                     doc: "A PNG, JPEG or SVG regular file embedded in the output as a data URI (up to 6 MiB), at its intrinsic size; a relative path is relative to the folder of the script that calls Image (the working directory for -e, standard input and the REPL; with --sandbox, only files inside that folder). `embed = false` writes a reference to the file, relative to the output file (for `svg()` and standard output: to the working directory).",
                     example: "Image{path = \"photo.jpg\", embed = false}") { a in
            if let symbol = try a.value("systemName", .string) {
                throw LuaCallError.message(ControlBindings.noSymbols("Image", symbol, "Image(\"file.svg\")"))
            }
            let path = try a.needPath("path")
            let embed = try a.value("embed", .boolean) ?? true
            let sandboxed = LuaState.owner(of: a.call.L).libraries == .sandbox
            let folder = sandboxed ? LibraryContext.of(a.call.L)?.sandboxImageFolder : ImageInput.callerFolder(a.call.L)
            let bytes = try ImageInput.read(path, relativeTo: folder, sandboxed: sandboxed, embed: embed)
            LibraryContext.of(a.call.L)?.output?.didRead?(ImageInput.absolutePath(ImageInput.resolved(path, relativeTo: folder)))
            var image: Image
            do { image = try Image(bytes: bytes, svg: LibraryContext.of(a.call.L)?.svgImages) } catch { throw LuaCallError.message("Image: \(MessageText.quoted(path)): \(error)") }
            if !embed { image = image.referenced(as: ImageInput.absolutePath(ImageInput.resolved(path, relativeTo: folder))) }
            return try a.push(view: image.view, "Image(\(path))", image: image)
        },
        FunctionSpec("VStack", [spacingParam, Param("alignment", .choice(HorizontalAlignment.allCases.map(\.rawValue)), default: "\"center\""), contentParam],
                     returns: "View", doc: "Children one below the other, given as the table's array items or as arguments (`VStack(a, b)`).", example: "VStack{spacing = 4, Circle(), Rectangle()}") { a in
            let alignment = try a.value("alignment", .name(HorizontalAlignment.allCases.map(\.rawValue), kind: "horizontal alignment"))
                .flatMap(HorizontalAlignment.init(rawValue:)) ?? .center
            let kids = try children(a)
            return try a.push(view: VStack(alignment: alignment, spacing: try a.value("spacing", .length), views: kids).view,
                          "VStack(\(kids.count) views)")
        },
        FunctionSpec("HStack", [spacingParam, Param("alignment", .choice(VerticalAlignment.allCases.map(\.rawValue)), default: "\"center\""), contentParam],
                     returns: "View", doc: "Children side by side.") { a in
            let alignment = try a.value("alignment", .name(VerticalAlignment.allCases.map(\.rawValue), kind: "vertical alignment"))
                .flatMap(VerticalAlignment.init(rawValue:)) ?? .center
            let kids = try children(a)
            return try a.push(view: HStack(alignment: alignment, spacing: try a.value("spacing", .length), views: kids).view,
                          "HStack(\(kids.count) views)")
        },
        FunctionSpec("ZStack", [Param("alignment", .choice(Alignment.names), default: "\"center\""), contentParam],
                     returns: "View", doc: "Children on top of each other.") { a in
            let kids = try children(a)
            return try a.push(view: ZStack(alignment: try ViewModifiers.alignment(a), views: kids).view, "ZStack(\(kids.count) views)")
        },
        FunctionSpec("Group", [contentParam], returns: "View", doc: "Children without layout of their own.") { a in
            let kids = try children(a)
            return try a.push(view: Group(views: kids).view, "Group(\(kids.count) views)")
        },
        FunctionSpec("Spacer", [Param("minLength", .length, default: "nil")], returns: "View",
                     doc: "Flexible space along a stack's axis.") { a in
            try a.push(view: Spacer(minLength: try a.value("minLength", .length)).view, a.callDescription())
        },
        FunctionSpec("GeometryReader", [Param("content", .function)], returns: "View",
                     doc: "A view built from the size it is offered: the function gets a GeometryProxy (`geo.size.width`, `geo.frame`; `geo.width` and `geo.height` too) and returns a view.") { a in
            let function = try a.need("content", .function)
            let callback = LuaCallback(a.call, function, what: "GeometryReader function")
            return try a.push(view: GeometryReader { proxy in try callback.view(for: proxy.size) }.view, "GeometryReader(function)")
        },
    ]
}

/// `Text` modifiers that need more than one spelling.
enum TextModifiers {
    static let bySize = ViewModifiers.modifier(
        "font", [Param("size", .oneOf([.length, .choice(FontSpec.presetNames)]))],
        doc: "A size in points or a text style: `largeTitle title title2 title3 headline body callout subheadline footnote caption caption2`."
    ) { v, a in
        let c = a.context("size")
        if let name = c.isAbsent ? nil : c.stack.string(at: c.index) {
            do { return v.font(try FontSpec(named: name)) } catch { throw c.valueError("\(error)") }
        }
        return v.font(FontSpec(size: try a.need("size", .length)))
    }

    static let byFields = ViewModifiers.modifier(
        "font", [Param("size", .length), Param("family", .string, default: "system"),
                 Param("weight", FontWeightConversion().kind, default: "nil")],
        doc: "A font by size, family and weight. No family: the default face, Inter Display (docs/DEFAULT-FACE.md); a family that is not installed draws with it and is named once on standard error."
    ) { v, a in
        let weight = try a.value("weight", .fontWeight)
        return v.font(FontSpec(size: try a.value("size", .length) ?? 17, family: try a.value("family", .string), weight: weight))
    }

    static let font = FunctionSpec("font", variants: [bySize, byFields.labelOnly()], doc: "font") { shape, v in
        shape.labelKeys.isEmpty || shape.labelKeys == ["size"] ? v[0] : v[1]
    }
}
