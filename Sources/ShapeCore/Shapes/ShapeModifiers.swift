/// Shape modifiers as geometry (docs/API.md): each returns a new shape.
/// They hold `any Shape` so the Lua layer can chain them freely.
public struct TransformedShape: Shape {
    public let base: any Shape
    /// The transform for a given rect (anchors depend on the rect).
    public let transform: @Sendable (Rect) -> AffineTransform
    public init(base: any Shape, transform: @escaping @Sendable (Rect) -> AffineTransform) {
        self.base = base; self.transform = transform
    }
    public func path(in rect: Rect) -> Path {
        base.path(in: rect).transformed(by: transform(rect))
    }
}

extension Shape {
    public func offset(x: Double, y: Double) -> TransformedShape {
        TransformedShape(base: self) { _ in .translation(x, y) }
    }
    /// Rotation by `degrees` (toward +y: clockwise on screen) around
    /// `anchor` of the rect.
    public func rotation(degrees: Double, anchor: UnitPoint = .center) -> TransformedShape {
        TransformedShape(base: self) { rect in
            let a = anchor.point(in: rect)
            return AffineTransform.translation(-a.x, -a.y)
                .concatenating(.rotation(degrees: degrees))
                .concatenating(.translation(a.x, a.y))
        }
    }
    public func scale(x: Double, y: Double, anchor: UnitPoint = .center) -> TransformedShape {
        TransformedShape(base: self) { rect in
            let a = anchor.point(in: rect)
            return AffineTransform.translation(-a.x, -a.y)
                .concatenating(.scale(x, y))
                .concatenating(.translation(a.x, a.y))
        }
    }
    /// `t` is applied to the path as drawn in the rect.
    public func transform(_ t: AffineTransform) -> TransformedShape {
        TransformedShape(base: self) { _ in t }
    }
}
