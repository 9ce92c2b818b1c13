/// A shape concentric with its container (SwiftUI's
/// `ContainerRelativeShape`), with only `corners` rounded (seed 003).
/// Geometry alone does not know the container: `path(in:)` is a plain
/// rectangle; the view layer calls `resolved(...)` with the container's
/// corner radius and style and how far this shape sits inside it.
public struct ContainerRelativeShape: InsettableShape {
    public var corners: CornerSet
    public var insetAmount: Double = 0
    public init(corners: CornerSet = .all) { self.corners = corners }

    /// With no container: a rectangle (docs/API.md).
    public func path(in rect: Rect) -> Path { Rectangle().inset(by: insetAmount).path(in: rect) }

    public func inset(by amount: Double) -> ContainerRelativeShape {
        var s = self; s.insetAmount += amount; return s
    }

    /// The concentric shape: each listed corner gets radius
    /// max(0, R − d), where d is the larger of the distances from the
    /// container's edges meeting at that corner (`inset`, plus this
    /// shape's own `inset(by:)`); unlisted corners are square.
    public func resolved(containerRadius R: Double, style: RoundedCornerStyle, inset: EdgeInsets) -> UnevenRoundedRectangle {
        // Radii at the shape's rect; its own inset(by:) then shrinks rect
        // and radii together (UnevenRoundedRectangle.insetAmount).
        func radius(_ c: Corner, _ a: Double, _ b: Double) -> Double {
            corners.contains(c) ? Swift.max(0, R - Swift.max(a, b)) : 0
        }
        var shape = UnevenRoundedRectangle(
            cornerRadii: CornerRadii(topLeading: radius(.topLeading, inset.top, inset.leading),
                                     bottomLeading: radius(.bottomLeading, inset.bottom, inset.leading),
                                     bottomTrailing: radius(.bottomTrailing, inset.bottom, inset.trailing),
                                     topTrailing: radius(.topTrailing, inset.top, inset.trailing)),
            style: style)
        shape.insetAmount = insetAmount
        return shape
    }
    public func resolved(containerRadius R: Double, style: RoundedCornerStyle, inset d: Double) -> UnevenRoundedRectangle {
        resolved(containerRadius: R, style: style, inset: EdgeInsets(all: d))
    }
}
