/// `strokeBorder` geometry: a stroke lying entirely inside the shape's
/// outline (SwiftUI: `inset(by: w/2).stroke(style)`), and the generic
/// inward offset that `inset(by:)` uses for shapes without an exact inset.
public struct StrokeBorderShape: Shape {
    public let base: any Shape
    public let style: StrokeStyle
    public init(base: any Shape, style: StrokeStyle) { self.base = base; self.style = style }

    public func path(in rect: Rect) -> Path {
        let h = style.lineWidth / 2
        guard h > 0 else { return Path() }
        // Insettable shapes: exactly SwiftUI's definition.
        if let insettable = base as? any InsettableShape {
            return insettable.inset(by: h).path(in: rect).strokedPath(style)
        }
        // Any other closed shape: offset its outline inward by w/2, stroke.
        let outline = base.path(in: rect)
        let b = outline.bounds
        let tol = Path.flatteningTolerance(size: Swift.max(b.width, b.height, style.lineWidth))
        return outline.offsetInward(by: h, tolerance: tol).strokedPath(style, tolerance: tol)
    }
}

/// The outline of any shape offset inward (docs/API.md `inset` for shapes
/// without an exact inset; see `Path.offsetInward` for the method).
public struct OffsetInsetShape: InsettableShape {
    public let base: any Shape
    public let amount: Double
    public init(base: any Shape, amount: Double) { self.base = base; self.amount = amount }
    public func path(in rect: Rect) -> Path {
        let outline = base.path(in: rect)
        if amount == 0 { return outline }
        let b = outline.bounds
        return outline.offsetInward(by: amount, tolerance: Path.flatteningTolerance(size: Swift.max(b.width, b.height)))
    }
    public func inset(by more: Double) -> OffsetInsetShape { OffsetInsetShape(base: base, amount: amount + more) }
}

extension Shape {
    /// The stroked shape (SwiftUI's `stroke(style:)` without content).
    public func stroke(style: StrokeStyle) -> StrokedShape { StrokedShape(base: self, style: style) }
    public func stroke(lineWidth: Double) -> StrokedShape { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
    public func strokeBorder(style: StrokeStyle) -> StrokeBorderShape { StrokeBorderShape(base: self, style: style) }
    public func strokeBorder(lineWidth: Double) -> StrokeBorderShape { strokeBorder(style: StrokeStyle(lineWidth: lineWidth)) }
    /// Exact inset for insettable shapes, the generic inward offset otherwise.
    public func insetShape(by amount: Double) -> any Shape {
        if let s = self as? any InsettableShape { return s.inset(by: amount) }
        return OffsetInsetShape(base: self, amount: amount)
    }
}

/// A shape's stroke outline as a shape (fillable; nonzero rule).
public struct StrokedShape: Shape {
    public let base: any Shape
    public let style: StrokeStyle
    public func path(in rect: Rect) -> Path { base.path(in: rect).strokedPath(style) }
}
