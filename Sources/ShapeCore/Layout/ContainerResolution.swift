/// `ContainerRelativeShape` resolved against the nearest `containerShape`
/// (seed 003, docs/API.md): with d the smallest distance from the shape's frame
/// edges to the container's (floored at 0), each listed corner's radius is
/// the container's radius at that corner minus d, floored at 0, in the
/// container's corner style. One d for all corners is what makes the
/// article's middle figure (plain ContainerRelativeShape) round all four
/// corners of the inset image, the behaviour the article then restricts.
extension LayoutEngine {
    func resolveContainerRelative(_ shape: ContainerRelativeShape, frame: Rect,
                                  container: (shape: any Shape, frame: Rect)?) -> any Shape {
        guard let container, let (radii, style) = cornerGeometry(of: container.shape, in: container.frame.size) else {
            return shape
        }
        let c = container.frame
        let d = max(0, min(frame.minY - c.minY, frame.minX - c.minX, c.maxY - frame.maxY, c.maxX - frame.maxX))
        var result = CornerRadii()
        for corner in Corner.allCases where shape.corners.contains(corner) {
            let one = ContainerRelativeShape(corners: CornerSet(corner))
            result[corner] = one.resolved(containerRadius: radii[corner], style: style, inset: d).cornerRadii[corner]
        }
        var out = UnevenRoundedRectangle(cornerRadii: result, style: style)
        out.insetAmount = shape.insetAmount
        return out
    }

    /// The radii a container shape actually draws in a frame of `size`
    /// (after the CSS fitting rule), and their style; nil for shapes
    /// without corner radii (the container is then a rectangle: radius 0).
    private func cornerGeometry(of shape: any Shape, in size: Size) -> (CornerRadii, RoundedCornerStyle)? {
        let half = min(size.width, size.height) / 2
        switch unwrapped(shape) {
        case let r as RoundedRectangle:
            let radius = max(0, min(r.cornerSize.width, r.cornerSize.height) - r.insetAmount)
            return (CornerRadii(all: min(radius, half)), r.style)
        case let u as UnevenRoundedRectangle:
            return (u.cornerRadii.inset(by: u.insetAmount).scaledToFit(width: size.width, height: size.height), u.style)
        case let c as Capsule:
            return (CornerRadii(all: half), c.style)
        case is Circle:
            return (CornerRadii(all: half), .circular)
        case let s as SmoothRoundedRectangle:
            return (s.cornerRadii.scaledToFit(width: size.width, height: size.height), .continuous)
        default:
            return (CornerRadii(), .circular)
        }
    }
}

/// The shape inside any number of `AnyShape` wrappers (the Lua binding
/// stores shapes type-erased).
func unwrapped(_ shape: any Shape) -> any Shape {
    var s = shape
    while let any = s as? AnyShape { s = any.base }
    return s
}
