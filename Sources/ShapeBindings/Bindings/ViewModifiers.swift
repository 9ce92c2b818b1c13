import LuaBridge
import ShapeCore

/// docs/API.md view modifiers, shared by every drawable value (views, shapes,
/// paths, colours, gradients). Each returns a new view that prints as its
/// call ("frame(width: 100.0, height: 100.0)").
enum ViewModifiers {
    static let alignments = Alignment.names
    static let anchor = Param("anchor", .unitPoint, default: "\"center\"")

    /// A modifier: decode, call ShapeCore, push the view.
    static func modifier(_ name: String, _ params: [Param] = [], extraLabels: [String] = [], doc: String,
                         _ apply: @escaping (View, inout Args) throws -> View) -> FunctionSpec {
        FunctionSpec(name, params, extraLabels: extraLabels, returns: "View", doc: doc) { a in
            let base = try a.selfView()
            let view = try apply(base, &a)
            return try a.push(view: view, a.chainDescription())
        }
    }

    static func alignment(_ a: Args) throws -> Alignment {
        try a.value("alignment", as: .choice(alignments)) { try alignment($0) } ?? .center
    }

    /// The `alignment` parameter at position `i` (the modifiers made per
    /// view read their parameters by position: no label lookups).
    static func alignment(_ a: Args, _ i: Int) throws -> Alignment {
        try a.value(i, "alignment", as: .choice(alignments)) { try alignment($0) } ?? .center
    }

    private static func alignment(_ c: ArgContext) throws -> Alignment {
        do { return try Alignment(named: try c.string()) } catch let e as LuaCallError { throw e } catch { throw c.valueError("\(error)") }
    }

    static func anchorValue(_ a: Args) throws -> UnitPoint {
        try a.value("anchor", .unitPoint) ?? .center
    }

    static let fixedFrame = modifier(
        "frame", [Param("width", .length, default: "nil"), Param("height", .length, default: "nil"),
                  Param("alignment", .choice(alignments), default: "\"center\"")],
        doc: "A fixed size on the given axes (nil keeps the child's choice)."
    ) { v, a in
        v.frame(width: try a.value(0, "width", .length), height: try a.value(1, "height", .length), alignment: try alignment(a, 2))
    }

    static let flexibleFrame = modifier(
        "frame", ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].map {
            Param($0, $0.hasPrefix("max") ? .extendedLength : .length, default: "nil")
        } + [Param("alignment", .choice(alignments), default: "\"center\"")],
        doc: "The flexible frame: min, ideal and max per axis (`math.huge` for max = infinity)."
    ) { v, a in
        func ext(_ l: String) throws -> Double? { try a.value(l, .extendedLength) }
        return try v.frame(minWidth: try a.value("minWidth", .length), idealWidth: try a.value("idealWidth", .length),
                           maxWidth: try ext("maxWidth"), minHeight: try a.value("minHeight", .length),
                           idealHeight: try a.value("idealHeight", .length), maxHeight: try ext("maxHeight"),
                           alignment: try alignment(a))
    }

    /// A label table with one of these keys is the flexible frame.
    static let flexibleFrameLabels = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    /// Raw key lookups (no Set built per call: `frame` is called per view),
    /// and none at all for positional arguments.
    static let frame = FunctionSpec("frame", variants: [fixedFrame, flexibleFrame.labelOnly()], doc: "frame") { shape, v in
        shape.isLoneTable && flexibleFrameLabels.contains(where: shape.hasKey) ? v[1] : v[0]
    }

    static let paddingLength = modifier(
        "padding", [Param("length", .number, default: "16")], doc: "Space around the view on every edge (negative allowed)."
    ) { v, a in v.padding(try a.value("length", .number) ?? 16) }

    static let paddingEdges = modifier(
        "padding", [Param("edges", .edges, default: "\"all\""), Param("length", .number, default: "16")],
        doc: "Space on the listed edges: `top bottom leading trailing horizontal vertical all`."
    ) { v, a in
        v.padding(try a.value("edges", .edges) ?? .all, try a.value("length", .number) ?? 16)
    }

    static let padding = FunctionSpec("padding", variants: [paddingLength, paddingEdges], doc: "padding") { shape, v in
        let keys = shape.labelKeys
        if keys.contains("edges") { return v[1] }
        if !keys.isEmpty { return v[0] }
        let t = shape.type(1)
        // padding(nil, 8): SwiftUI's edges default (.all) with a length.
        return t == "string" || t == "table" || shape.count >= 2 ? v[1] : v[0]
    }

    static func layer(_ name: String, above: Bool) -> FunctionSpec {
        modifier(name, [Param("content", .view), Param("alignment", .choice(alignments), default: "\"center\"")],
                 doc: above ? "`content` (a view or a style) drawn over this view, in its frame."
                            : "`content` (a view or a style) drawn behind this view, in its frame.") { v, a in
            let content = try a.need(0, "content", .view)
            return above ? v.overlay(content, alignment: try alignment(a, 1)) : v.background(content, alignment: try alignment(a, 1))
        }
    }

    static let cornerRadiusStyle = modifier(
        "cornerRadius", [Param("radius", .length), Param("style", .choice(["continuous", "circular"]), default: "\"continuous\"")],
        doc: "Clips to `RoundedRectangle(radius, style)`."
    ) { v, a in
        let style = try a.value("style", .name(["continuous", "circular"], kind: "corner style")).flatMap(RoundedCornerStyle.init(rawValue:)) ?? .continuous
        return v.cornerRadius(try a.need("radius", .length), style: style)
    }

    static let cornerRadiusCorners = modifier(
        "cornerRadius", [Param("radius", .length), Param("corners", .corners)],
        doc: "Seed 000: rounds only the listed corners, with circular arcs; chained calls nest."
    ) { v, a in
        v.cornerRadius(try a.need("radius", .length), corners: try a.need("corners", .corners))
    }

    static let cornerRadius = FunctionSpec("cornerRadius", variants: [cornerRadiusStyle, cornerRadiusCorners], doc: "cornerRadius") { shape, v in
        let keys = shape.labelKeys
        if keys.contains("corners") { return v[1] }
        if !keys.isEmpty { return v[0] }
        if shape.type(2) == "table" { return v[1] }
        if shape.type(2) == "string", !shape.isString(2, in: ["continuous", "circular"]) { return v[1] }
        return v[0]
    }

    static let borderStyle = modifier(
        "border", [Param("content", .style), Param("width", .length, default: "1")],
        doc: "SwiftUI's border: inside the frame, all four sides."
    ) { v, a in v.border(try a.need("content", .style), width: try a.value("width", .length) ?? 1) }

    static let borderEdges = modifier(
        "border", [Param("edges", .edges, aliases: ["edge"]), Param("color", .style), Param("thickness", .length)],
        doc: "Seed 002: a bar of `thickness` along each listed edge, inside the frame, drawn in call order."
    ) { v, a in
        v.border(try a.need("edges", .edges), try a.need("color", .style),
                 thickness: try a.need("thickness", .length))
    }

    static let border = FunctionSpec("border", variants: [borderStyle, borderEdges], doc: "border") { shape, v in
        let keys = shape.labelKeys
        // "edge" is the seed's own label (`border(_ edge: Edge.Set, ...)`).
        if keys.contains("edges") || keys.contains("edge") || keys.contains("thickness") { return v[1] }
        if !keys.isEmpty { return v[0] }
        if shape.type(1) == "table" { return v[1] }
        if shape.isString(1, in: EdgeSet.names) { return v[1] }
        return v[0]
    }

    static let scaleUniform = modifier(
        "scaleEffect", [Param("s", .number), anchor], doc: "Scales the drawing by `s` around `anchor` (layout unchanged)."
    ) { v, a in v.scaleEffect(try a.need("s", .number), anchor: try anchorValue(a)) }

    static let scaleXY = modifier(
        "scaleEffect", [Param("x", .number, default: "1"), Param("y", .number, default: "1"), anchor],
        doc: "Scales the drawing by x and y around `anchor`."
    ) { v, a in v.scaleEffect(x: try a.value("x", .number) ?? 1, y: try a.value("y", .number) ?? 1, anchor: try anchorValue(a)) }

    static let scaleEffect = FunctionSpec("scaleEffect", variants: [scaleUniform, scaleXY], doc: "scaleEffect") { shape, v in
        let keys = shape.labelKeys
        if keys.contains("x") || keys.contains("y") { return v[1] }
        if !keys.isEmpty { return v[0] }
        // Three arguments are only (x, y, anchor), with nil for a default y.
        return shape.count >= 3 || (shape.count >= 2 && shape.type(2) == "number") ? v[1] : v[0]
    }

    static let ignoredRegions = [Param("regions", .oneOf([.string, .list(.string)]), default: "nil"),
                                 Param("edges", .oneOf([.string, .list(.string)]), default: "nil")]

    static let all: [FunctionSpec] = [
        frame, padding, layer("background", above: false), layer("overlay", above: true),
        modifier("foregroundColor", [Param("content", .style)], doc: "Default fill for shapes and text below.") { v, a in
            v.foregroundColor(try a.need("content", .style))
        },
        modifier("foregroundStyle", [Param("content", .style)], doc: "Default fill for shapes and text below.") { v, a in
            v.foregroundStyle(try a.need("content", .style))
        },
        TextModifiers.font,
        modifier("fontWeight", [Param("weight", FontWeightConversion().kind)],
                 doc: "The weight of text below.") { v, a in
            v.fontWeight(try a.need("weight", .fontWeight))
        },
        modifier("lineLimit", [Param("limit", .integer)], doc: "At most `limit` lines of text.") { v, a in
            let n = try a.need("limit", .integer)
            guard n >= 1 else { throw a.context("limit").valueError("limit must be >= 1, got \(n)") }
            return v.lineLimit(n)
        },
        modifier("multilineTextAlignment", [Param("alignment", .choice(TextAlignment.allCases.map(\.rawValue)))],
                 doc: "How lines of text align.") { v, a in
            let name = try a.need("alignment", as: .choice(TextAlignment.allCases.map(\.rawValue)), "string") { try $0.choice(TextAlignment.allCases.map(\.rawValue), kind: "text alignment") }
            return v.multilineTextAlignment(TextAlignment(rawValue: name)!)
        },
        modifier("mask", [Param("mask", .view)], doc: "Alpha mask: the view shows where `mask` is opaque.") { v, a in
            v.mask(try a.need("mask", .view))
        },
        modifier("clipShape", [Param("shape", .shape), Param("fillRule", .choice(FillRule.allCases.map(\.rawValue)), default: "\"nonZero\"")],
                 doc: "Clips to the shape laid out in the view's frame.") { v, a in
            let rule = try a.value("fillRule", .name(FillRule.allCases.map(\.rawValue), kind: "fill rule")).flatMap(FillRule.init(rawValue:)) ?? .nonZero
            return v.clipShape(any: try a.need("shape", .shape), fillRule: rule)
        },
        cornerRadius, border,
        // The seed's parameter is `_ style: S`, so its key is `style` (docs/BINDINGS.md).
        modifier("roundedBorder", [Param("style", .style, aliases: ["content"]), Param("width", .length), Param("radius", .length),
                                   Param("cornerStyle", .choice(["continuous", "circular"]), default: "\"continuous\"")],
                 doc: "Seed 004: clipped to `RoundedRectangle(radius, cornerStyle)` with a border of `width` inside that outline.") { v, a in
            let style = try a.value("cornerStyle", .name(["continuous", "circular"], kind: "corner style")).flatMap(RoundedCornerStyle.init(rawValue:)) ?? .continuous
            return v.roundedBorder(try a.need("style", .style), width: try a.need("width", .length),
                                   radius: try a.need("radius", .length), cornerStyle: style)
        },
        modifier("containerShape", [Param("shape", .shape)],
                 doc: "Makes this view the container that `ContainerRelativeShape` below it is concentric with.") { v, a in
            // Passed opened (not boxed in AnyShape) so ShapeCore sees the
            // container's concrete shape and its corner radius.
            let shape: any Shape = try a.need("shape", .shape)
            return v.containerShape(shape)
        },
        modifier("shadow", [Param("color", .color, default: "black 33%"), Param("radius", .length),
                            Param("x", .number, default: "0"), Param("y", .number, default: "0")],
                 doc: "Drop shadow (Gaussian blur of standard deviation radius / 2).") { v, a in
            let color = try a.value("color", as: .color) { try $0.color(a.call) } ?? Shadow.defaultColor
            return v.shadow(color: color, radius: try a.need("radius", .length), x: try a.value("x", .number) ?? 0, y: try a.value("y", .number) ?? 0)
        },
        modifier("opacity", [Param("opacity", .number)], doc: "Multiplies the alpha of the drawing.") { v, a in
            v.opacity(try a.need("opacity", .number))
        },
        modifier("offset", [Param("x", .number, default: "0"), Param("y", .number, default: "0")],
                 doc: "Moves the drawing (layout unchanged).") { v, a in
            v.offset(x: try a.value(0, "x", .number) ?? 0, y: try a.value(1, "y", .number) ?? 0)
        },
        modifier("rotationEffect", [Param("degrees", .angle), anchor], doc: "Rotates the drawing around `anchor`.") { v, a in
            v.rotationEffect(degrees: try a.need("degrees", .angle), anchor: try anchorValue(a))
        },
        scaleEffect,
        modifier("aspectRatio", [Param("ratio", .length, default: "nil"), Param("contentMode", .choice(["fit", "fill"]), default: "\"fit\"")],
                 doc: "Fits or fills the offered size at `ratio` (width / height; nil: the content's own).") { v, a in
            let mode = try a.value("contentMode", .name(["fit", "fill"], kind: "content mode")).flatMap(ContentMode.init(rawValue:)) ?? .fit
            return v.aspectRatio(try a.value("ratio", .length), contentMode: mode)
        },
        modifier("scaledToFit", doc: "`aspectRatio(nil, \"fit\")`.") { v, _ in v.scaledToFit() },
        modifier("scaledToFill", doc: "`aspectRatio(nil, \"fill\")`.") { v, _ in v.scaledToFill() },
        modifier("fixedSize", [Param("horizontal", .boolean, default: "true"), Param("vertical", .boolean, default: "true")],
                 doc: "The view takes its ideal size on the given axes.") { v, a in
            v.fixedSize(horizontal: try a.value("horizontal", .boolean) ?? true, vertical: try a.value("vertical", .boolean) ?? true)
        },
        modifier("ignoresSafeArea", ignoredRegions, doc: "Accepted and ignored (no safe area in SVG).") { v, _ in v },
        modifier("edgesIgnoringSafeArea", [Param("edges", .oneOf([.string, .list(.string)]), default: "nil")],
                 doc: "Accepted and ignored.") { v, _ in v },
    ]
}

extension ArgumentShape {
    /// True when argument k is a string in `names`.
    func isString(_ k: Int, in names: [String]) -> Bool {
        let index = first + Int32(k) - 1
        guard index <= stack.top, let s = stack.string(at: index) else { return false }
        return names.contains(s)
    }
}

extension ArgContext {
    /// An edge name or a list (docs/API.md).
    func edges() throws -> EdgeSet {
        let names: [String]
        if let name = stack.string(at: index) { names = [name] } else {
            guard stack.isTable(at: index) else { throw typeError("edge name or list") }
            names = try list { try $0.string() }
        }
        do { return try EdgeSet(names: names) } catch { throw valueError("\(error)") }
    }
}
