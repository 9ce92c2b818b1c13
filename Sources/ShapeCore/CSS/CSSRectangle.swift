/// `CSSRectangle{borderRadius=, cornerShape=}` (docs/GEOMETRY.md): the border edge
/// of a CSS box laid out in the rect, as Chromium draws it. Inset by d, it
/// is the padding edge inside a border of width d on every side (the
/// curve follows the corner shape; see `CSSBox`).
public struct CSSRectangle: InsettableShape {
    public var borderRadius: CSSBorderRadius
    /// top-left, top-right, bottom-right, bottom-left
    public var cornerShapes: [CSSCornerShape]
    public var insetAmount: Double = 0

    public init(borderRadius: CSSBorderRadius = .zero, cornerShapes: [CSSCornerShape] = [.round]) throws {
        self.borderRadius = borderRadius
        self.cornerShapes = try cssExpandFour(cornerShapes, name: "cornerShape")
    }

    public func path(in rect: Rect) -> Path {
        let box = CSSBox(rect: rect, radius: borderRadius, shapes: cornerShapes)
        if insetAmount == 0 { return box.borderEdge }
        return box.paddingEdge(widths: [insetAmount, insetAmount, insetAmount, insetAmount])
    }

    public func inset(by amount: Double) -> CSSRectangle {
        var s = self; s.insetAmount += amount; return s
    }
}
