/// A shape drawn as a view: it fills the space offered (10×10 when offered
/// nil) and draws its path laid out in that frame.
struct ShapeView {
    var shape: any Shape
    var drawing: Drawing

    enum Drawing {
        /// nil style: the environment's foreground style (black by default).
        case fill(ShapeStyle?, FillRule)
        case stroke(ShapeStyle?, StrokeStyle)
        /// A stroke entirely inside the outline: drawn as a stroke of twice
        /// the width clipped to the shape, which is exact for every closed
        /// shape, custom ones included (the construction of seed 004).
        case strokeBorder(ShapeStyle?, StrokeStyle)
    }
}

extension Shape {
    /// The shape as a view filled with the foreground style.
    public var view: View { View(.shape(ShapeView(shape: self, drawing: .fill(nil, .nonZero)))) }

    /// `fill(content, fillRule)`: a view filled with `style`.
    public func fill(_ style: some ShapeStyleConvertible, fillRule: FillRule = .nonZero) -> View {
        View(.shape(ShapeView(shape: self, drawing: .fill(style.shapeStyle, fillRule))))
    }

    /// `fill()` with the foreground style.
    public func fill(fillRule: FillRule = .nonZero) -> View {
        View(.shape(ShapeView(shape: self, drawing: .fill(nil, fillRule))))
    }

    /// `stroke(content, lineWidth)`: the outline stroked, centred on the path.
    public func stroke(_ style: some ShapeStyleConvertible, lineWidth: Double = 1) -> View {
        View(.shape(ShapeView(shape: self, drawing: .stroke(style.shapeStyle, StrokeStyle(lineWidth: lineWidth)))))
    }

    /// `stroke(content, style)`.
    public func stroke(_ style: some ShapeStyleConvertible, style stroke: StrokeStyle) -> View {
        View(.shape(ShapeView(shape: self, drawing: .stroke(style.shapeStyle, stroke))))
    }

    /// `strokeBorder(content, lineWidth)`: the stroke lies inside the outline.
    public func strokeBorder(_ style: some ShapeStyleConvertible, lineWidth: Double = 1) -> View {
        View(.shape(ShapeView(shape: self, drawing: .strokeBorder(style.shapeStyle, StrokeStyle(lineWidth: lineWidth)))))
    }

    /// `strokeBorder(content, style)`.
    public func strokeBorder(_ style: some ShapeStyleConvertible, style stroke: StrokeStyle) -> View {
        View(.shape(ShapeView(shape: self, drawing: .strokeBorder(style.shapeStyle, stroke))))
    }

    /// The stroke (or inside stroke) painted with the foreground style.
    public func strokeView(style stroke: StrokeStyle) -> View {
        View(.shape(ShapeView(shape: self, drawing: .stroke(nil, stroke))))
    }
    public func strokeBorderView(style stroke: StrokeStyle) -> View {
        View(.shape(ShapeView(shape: self, drawing: .strokeBorder(nil, stroke))))
    }
}

/// A fixed path as a shape (SwiftUI's `Path` is a `Shape`): drawn as it
/// is, whatever rect it is laid out in.
public struct PathShape: Shape, ViewConvertible {
    public let path: Path
    public init(_ path: Path) { self.path = path }
    public func path(in rect: Rect) -> Path { path }
}
