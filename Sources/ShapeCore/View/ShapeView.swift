/// A shape drawn as a view: it fills the space offered (10×10 when offered
/// nil) and draws its path laid out in that frame.
struct ShapeView {
    let box: ShapeBox
    var drawing: Drawing

    enum Drawing {
        /// nil style: the environment's foreground style (black by default).
        case fill(ShapeStyle?, FillRule)
        case stroke(ShapeStyle?, StoredStroke)
        /// A stroke entirely inside the outline: drawn as a stroke of twice
        /// the width clipped to the shape, which is exact for every closed
        /// shape, custom ones included (the construction of seed 004).
        case strokeBorder(ShapeStyle?, StoredStroke)
    }
}

/// A `StrokeStyle` as a shape view keeps it: the usual stroke (a width,
/// every other field its default) in place, any other in a box of its
/// own. A shape view sits inline in `View.Node`, and a 40-byte
/// `StrokeStyle` there made every node, of whatever kind, that much larger.
enum StoredStroke {
    case lineWidth(Double)
    indirect case style(StrokeStyle)

    init(_ stroke: StrokeStyle) {
        // Bit patterns, so that only a stroke that reads back identical
        // (-0.0 and NaN included) is stored as its width alone.
        let defaults = StrokeStyle(lineWidth: stroke.lineWidth)
        if stroke.lineCap == defaults.lineCap, stroke.lineJoin == defaults.lineJoin,
           stroke.miterLimit.bitPattern == defaults.miterLimit.bitPattern, stroke.dash.isEmpty,
           stroke.dashPhase.bitPattern == defaults.dashPhase.bitPattern {
            self = .lineWidth(stroke.lineWidth)
        } else {
            self = .style(stroke)
        }
    }

    var style: StrokeStyle {
        switch self {
        case .lineWidth(let w): return StrokeStyle(lineWidth: w)
        case .style(let s): return s
        }
    }
}

/// A shape held by reference: what shape views, clips and container shapes
/// keep. With it every payload of `View.Node` is a plain value or a
/// reference, so layout switches over a node in place; an `any Shape`
/// payload made the enum address-only, and every switch copied the node
/// (retaining its payload, and the shape's own heap box when larger than
/// the existential's inline buffer, as `RoundedRectangle` is). A Lua shape
/// value keeps one box for all the views made from it (`fill`, `stroke`).
public final class ShapeBox {
    public let shape: any Shape
    /// Whether the shape may be a `ContainerRelativeShape` (resolved
    /// against the environment), found once here. (Its path cache key is
    /// not kept here: 73 bytes more per box, and a view of an inline shape
    /// such as `Rectangle()` boxes it per view; docs/PERFORMANCE.md.)
    let mayBeContainerRelative: Bool

    /// Generic and inlinable, so a caller knowing the shape's type boxes it
    /// without going through value witnesses (an `any Shape` argument is
    /// opened; its type is then found at run time as before).
    @inlinable public convenience init<S: Shape>(_ shape: S) {
        self.init(erased: shape, mayBeContainerRelative: S.self == ContainerRelativeShape.self || S.self == AnyShape.self)
    }

    @usableFromInline init(erased shape: any Shape, mayBeContainerRelative: Bool) {
        self.shape = shape
        self.mayBeContainerRelative = mayBeContainerRelative
    }
}

extension ShapeBox {
    /// The shape as a view filled with the foreground style.
    public var view: View { View(.shape(ShapeView(box: self, drawing: .fill(nil, .nonZero)))) }

    /// Filled with `style` (nil: the foreground style).
    public func fill(_ style: ShapeStyle?, fillRule: FillRule = .nonZero) -> View {
        View(.shape(ShapeView(box: self, drawing: .fill(style, fillRule))))
    }

    /// The outline stroked with `style` (nil: the foreground style), centred on the path.
    public func stroke(_ style: ShapeStyle?, style stroke: StrokeStyle) -> View {
        View(.shape(ShapeView(box: self, drawing: .stroke(style, StoredStroke(stroke)))))
    }

    /// A stroke of `style` (nil: the foreground style) inside the outline.
    public func strokeBorder(_ style: ShapeStyle?, style stroke: StrokeStyle) -> View {
        View(.shape(ShapeView(box: self, drawing: .strokeBorder(style, StoredStroke(stroke)))))
    }
}

extension Shape {
    /// The shape as a view filled with the foreground style.
    public var view: View { ShapeBox(self).view }

    /// `fill(content, fillRule)`: a view filled with `style`.
    public func fill(_ style: some ShapeStyleConvertible, fillRule: FillRule = .nonZero) -> View {
        ShapeBox(self).fill(style.shapeStyle, fillRule: fillRule)
    }

    /// `fill()` with the foreground style.
    public func fill(fillRule: FillRule = .nonZero) -> View {
        ShapeBox(self).fill(nil, fillRule: fillRule)
    }

    /// `stroke(content, lineWidth)`: the outline stroked, centred on the path.
    public func stroke(_ style: some ShapeStyleConvertible, lineWidth: Double = 1) -> View {
        ShapeBox(self).stroke(style.shapeStyle, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// `stroke(content, style)`.
    public func stroke(_ style: some ShapeStyleConvertible, style stroke: StrokeStyle) -> View {
        ShapeBox(self).stroke(style.shapeStyle, style: stroke)
    }

    /// `strokeBorder(content, lineWidth)`: the stroke lies inside the outline.
    public func strokeBorder(_ style: some ShapeStyleConvertible, lineWidth: Double = 1) -> View {
        ShapeBox(self).strokeBorder(style.shapeStyle, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// `strokeBorder(content, style)`.
    public func strokeBorder(_ style: some ShapeStyleConvertible, style stroke: StrokeStyle) -> View {
        ShapeBox(self).strokeBorder(style.shapeStyle, style: stroke)
    }

    /// The stroke (or inside stroke) painted with the foreground style.
    public func strokeView(style stroke: StrokeStyle) -> View {
        ShapeBox(self).stroke(nil, style: stroke)
    }
    public func strokeBorderView(style stroke: StrokeStyle) -> View {
        ShapeBox(self).strokeBorder(nil, style: stroke)
    }
}

/// A fixed path as a shape (SwiftUI's `Path` is a `Shape`): drawn as it
/// is, whatever rect it is laid out in.
public struct PathShape: Shape, ViewConvertible {
    public let path: Path
    public init(_ path: Path) { self.path = path }
    public func path(in rect: Rect) -> Path { path }
}
