import LuaBridge
import ShapeCore

/// docs/API.md: `fill`, `stroke`, `strokeBorder` on shapes and paths. Two
/// stroke keys never mean anything else: `content` is the paint, `style`
/// the StrokeStyle; StrokeStyle's own fields may also sit in the label table.
enum ShapeDrawing {
    static let strokeFields = Records.strokeStyle.fields.map(\.label)
    static let fillRules = FillRule.allCases.map(\.rawValue)
    static let fillRuleChoices = Choices(FillRule.self)

    /// `self` as a shape (a path is a shape drawn as it is), read in place:
    /// a copy of the whole value would retain its text and shape to
    /// release them again.
    static func selfShape(_ a: Args) throws -> any Shape {
        if let s = a.call.userdata(1, as: ShapeValue.self) { return s.pointee.shape }
        if let p = a.call.userdata(1, as: Path.self) { return PathShape(p.pointee) }
        throw a.selfContext.typeError("Shape")
    }

    /// `self` as a boxed shape for a view: a shape value's own box, shared
    /// by every view made from it (see `ShapeBox`).
    static func selfShapeBox(_ a: Args) throws -> ShapeBox {
        if let s = a.call.userdata(1, as: ShapeValue.self) { return ShapeValue.sharedBox(s, a.call, at: 1) }
        if let p = a.call.userdata(1, as: Path.self) { return ShapeBox(PathShape(p.pointee)) }
        throw a.selfContext.typeError("Shape")
    }

    static let fill = FunctionSpec(
        "fill", [Param("content", .style, default: "foreground style"),
                 Param("fillRule", .choice(fillRules), default: "\"nonZero\"")],
        returns: "View", doc: "The shape filled with `content` (a colour, gradient or colour name)."
    ) { a in
        let shape = try selfShapeBox(a)
        // By position (`fill` is called per view): no label lookups.
        let rule = try a.value(1, "fillRule", .choice(fillRuleChoices, kind: "fill rule")) ?? .nonZero
        let style = try a.value(0, "content", .style)
        return try a.push(view: shape.fill(style, fillRule: rule), a.chainDescription())
    }

    /// stroke / strokeBorder with content: a view.
    static func withContent(_ name: String, border: Bool) -> FunctionSpec {
        FunctionSpec(
            name, [Param("content", .style), Param("lineWidth", .oneOf([.length, .strokeStyle]), default: "1"),
                   Param("style", .strokeStyle, default: "nil")],
            extraLabels: Array(strokeFields.dropFirst()), returns: "View",
            doc: border ? "A stroke of `content` lying entirely inside the outline; `lineWidth` is a number or a StrokeStyle."
                        : "The outline stroked with `content`, centred on the path; `lineWidth` is a number or a StrokeStyle."
        ) { a in
            let shape = try selfShapeBox(a)
            let paint = try a.need(0, "content", .style)
            let stroke = try contentStrokeStyle(a)
            let view = border ? shape.strokeBorder(paint, style: stroke) : shape.stroke(paint, style: stroke)
            return try a.push(view: view, a.chainDescription())
        }
    }

    /// stroke / strokeBorder without content: the stroked shape.
    static func withoutContent(_ name: String, border: Bool) -> FunctionSpec {
        FunctionSpec(
            name, Records.strokeStyle.fields, returns: "Shape",
            doc: "Without content: the stroke outline as a shape (as SwiftUI), to fill, clip to or mask with."
        ) { a in
            let base = try selfShape(a)
            let stroke = try shapeStrokeStyle(a)
            let shape: any Shape = border ? base.strokeBorder(style: stroke) : base.stroke(style: stroke)
            return try a.push(shape: shape, a.chainDescription(), depth: a.shapeDepth(at: 1) + 1)
        }
    }

    static func overloaded(_ name: String, border: Bool) -> FunctionSpec {
        FunctionSpec(name, variants: [withContent(name, border: border), withoutContent(name, border: border)],
                     doc: "With content: a view; without: a shape.") { shape, variants in
            if shape.count == 0 { return variants[1] }
            let keys = shape.labelKeys
            if !keys.isEmpty {
                return keys.contains("content") || keys.contains("style") ? variants[0] : variants[1]
            }
            return shape.type(1) == "number" ? variants[1] : variants[0]
        }
    }

    /// The StrokeStyle of `stroke(content, ...)` (parameters content,
    /// lineWidth, style; the other fields only as extra labels): `style`,
    /// `lineWidth` as a number or a StrokeStyle table, or StrokeStyle
    /// fields in the label table. Parameters are read by position (a
    /// stroke is made per view: looking labels up by name cost ~14 string
    /// comparisons per call).
    static func contentStrokeStyle(_ a: Args) throws -> StrokeStyle {
        if try a.value(2, "style", as: .strokeStyle, { try $0.table() }) != nil {
            return try a.context(2, "style").strokeStyleTable()
        }
        let c = a.context(1, "lineWidth")
        if !c.isAbsent, c.stack.isTable(at: c.index) { return try c.strokeStyleTable() }
        var fields = StrokeFieldIndices()
        fields[0] = c.index
        if a.isLabelled {
            for k in 1..<strokeFields.count { fields[k] = a.extraLabelIndex(strokeFields[k]) }
        }
        return try c.strokeStyle(fields: fields)
    }

    /// The StrokeStyle of `stroke(lineWidth, lineCap, ...)` without content,
    /// whose parameters are StrokeStyle's fields in `strokeFields` order;
    /// `lineWidth` may also be a StrokeStyle table.
    static func shapeStrokeStyle(_ a: Args) throws -> StrokeStyle {
        let c = a.context(0, "lineWidth")
        if !c.isAbsent, c.stack.isTable(at: c.index) { return try c.strokeStyleTable() }
        var fields = StrokeFieldIndices()
        for k in 0..<strokeFields.count {
            assert(a.spec.params[k].label == strokeFields[k], "\(a.spec.name): parameter \(k) is not \(strokeFields[k])")
            fields[k] = a.slot(k)
        }
        return try c.strokeStyle(fields: fields)
    }

    static let all: [FunctionSpec] = [fill, overloaded("stroke", border: false), overloaded("strokeBorder", border: true)]
}

extension ArgContext {
    /// A StrokeStyle table `{lineWidth=, lineCap=, lineJoin=, miterLimit=, dash=, dashPhase=}`.
    func strokeStyleTable() throws -> StrokeStyle {
        try record(Records.strokeStyle) { r in
            var fields = StrokeFieldIndices()
            for k in 0..<ShapeDrawing.strokeFields.count { fields[k] = r.slots[k] }
            return try strokeStyle(fields: fields)
        }
    }

    func strokeStyle(fields: StrokeFieldIndices) throws -> StrokeStyle {
        // Field k of `strokeFields`, named by itself in messages. By index:
        // looking names up compared ~20 strings per stroke call, and the
        // context was built with an interpolated label only to be renamed.
        func part(_ k: Int) -> ArgContext? {
            guard fields[k] != 0 else { return nil }
            return ArgContext(stack: stack, index: fields[k], argNumber: argNumber,
                              label: ShapeDrawing.strokeFields[k], labelled: labelled)
        }
        let width = try part(0).map { try $0.length() } ?? 1
        let cap = try part(1).map { try $0.choice(StrokeStyle.LineCap.allCases.map(\.rawValue), kind: "line cap") }
        let join = try part(2).map { try $0.choice(StrokeStyle.LineJoin.allCases.map(\.rawValue), kind: "line join") }
        let miter = try part(3).map { try $0.length() } ?? 10
        let dash = try part(4).map { c in try c.list { try $0.length() } } ?? []
        let phase = try part(5).map { try $0.number() } ?? 0
        return StrokeStyle(lineWidth: width, lineCap: cap.flatMap(StrokeStyle.LineCap.init(rawValue:)) ?? .butt,
                           lineJoin: join.flatMap(StrokeStyle.LineJoin.init(rawValue:)) ?? .miter,
                           miterLimit: miter, dash: dash, dashPhase: phase)
    }

}

/// Stack indices of StrokeStyle's fields, in `ShapeDrawing.strokeFields`
/// order, 0 when absent: inline, as a stroke call is made per view.
struct StrokeFieldIndices {
    private var indices = SIMD8<Int32>()
    subscript(k: Int) -> Int32 {
        get { indices[k] }
        set { indices[k] = newValue }
    }
}
