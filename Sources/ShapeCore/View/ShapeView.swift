/// A shape drawn as a view: it fills the space offered (10×10 when offered
/// nil) and draws its path laid out in that frame.
struct ShapeView {
    let box: ShapeBox
    var drawing: Drawing

    /// Kept compact: a shape view sits inline in `View.Node`, whose
    /// largest case sets the size of every node's heap box (five per child
    /// of the views row). The usual drawings — a colour or the foreground,
    /// a stroke that sets only its width — are held in place (51 bytes
    /// with the box); a gradient or a fuller `StrokeStyle` is boxed apart.
    /// Inline, `ShapeStyle?` and `StrokeStyle` made the view 96 bytes.
    enum Drawing {
        case fill(StoredStyle, FillRule)
        /// A stroke whose every other field is StrokeStyle's default.
        /// `border`: a stroke entirely inside the outline, drawn as a
        /// stroke of twice the width clipped to the shape, which is exact
        /// for every closed shape, custom ones included (seed 004).
        case stroke(lineWidth: Double, StoredStyle, border: Bool)
        indirect case styledStroke(StrokeStyle, StoredStyle, border: Bool)

        /// A stroke, held in the smallest form that reads back the same.
        static func stroke(_ style: ShapeStyle?, _ stroke: StrokeStyle, border: Bool) -> Drawing {
            isWidthOnly(stroke) ? .stroke(lineWidth: stroke.lineWidth, StoredStyle(style), border: border)
                                : .styledStroke(stroke, StoredStyle(style), border: border)
        }

        /// Whether every field but the width is the default, compared as
        /// bit patterns so that only a stroke that reads back identical
        /// (-0.0 and NaN included) is kept as its width alone.
        static func isWidthOnly(_ stroke: StrokeStyle) -> Bool {
            let defaults = StrokeStyle(lineWidth: stroke.lineWidth)
            return stroke.lineCap == defaults.lineCap && stroke.lineJoin == defaults.lineJoin
                && stroke.miterLimit.bitPattern == defaults.miterLimit.bitPattern && stroke.dash.isEmpty
                && stroke.dashPhase.bitPattern == defaults.dashPhase.bitPattern
        }

        /// The drawing with the environment's foreground style for a nil style.
        func resolved(foreground: ShapeStyle) -> PlacedDrawing {
            switch self {
            case .fill(let style, let rule):
                return .fill(style.style ?? foreground, rule)
            case .stroke(let width, let style, let border):
                let paint = style.style ?? foreground, stroke = StrokeStyle(lineWidth: width)
                return border ? .strokeBorder(paint, stroke) : .stroke(paint, stroke)
            case .styledStroke(let stroke, let style, let border):
                let paint = style.style ?? foreground
                return border ? .strokeBorder(paint, stroke) : .stroke(paint, stroke)
            }
        }
    }
}

/// A shape view's own style: none (the environment's foreground style,
/// black by default), a colour in place (33 bytes against `ShapeStyle?`'s
/// 41), or any other style boxed.
enum StoredStyle {
    case foreground
    case color(Color)
    indirect case other(ShapeStyle)

    init(_ style: ShapeStyle?) {
        switch style {
        case nil: self = .foreground
        case .color(let c)?: self = .color(c)
        case let other?: self = .other(other)
        }
    }

    var style: ShapeStyle? {
        switch self {
        case .foreground: return nil
        case .color(let c): return .color(c)
        case .other(let s): return s
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

    /// Generic and inlinable, so a caller knowing the shape's type boxes it
    /// without going through value witnesses (an `any Shape` argument is
    /// opened; its type is then found at run time as before).
    @inlinable public convenience init<S: Shape>(_ shape: S) {
        self.init(erased: shape)
    }

    @usableFromInline init(erased shape: any Shape) {
        self.shape = shape
    }

    /// Whether the shape may be a `ContainerRelativeShape` (resolved
    /// against the environment): two compares of the existential's type,
    /// so the usual shape skips the dynamic casts of `unwrapped(shape) as?
    /// ContainerRelativeShape`. Not a stored flag: the box is then 56
    /// bytes, a 64-byte malloc chunk instead of 80. The existential is
    /// opened in place (`type(of: shape)` copied it and asked the runtime
    /// for its dynamic type, ~140 instructions a shape). (Its path cache
    /// key is not kept here either: 73 bytes more per box, and a view of
    /// an inline shape such as `Rectangle()` boxes it per view;
    /// docs/PERFORMANCE.md.)
    var mayBeContainerRelative: Bool { Self.mayBeContainerRelative(shape) }

    private static func mayBeContainerRelative<S: Shape>(_ shape: S) -> Bool {
        S.self == ContainerRelativeShape.self || S.self == AnyShape.self
    }
}

extension ShapeBox {
    /// The shape as a view filled with the foreground style.
    public var view: View { View(.shape(ShapeView(box: self, drawing: .fill(.foreground, .nonZero)))) }

    /// Filled with `style` (nil: the foreground style).
    public func fill(_ style: ShapeStyle?, fillRule: FillRule = .nonZero) -> View {
        View(.shape(ShapeView(box: self, drawing: .fill(StoredStyle(style), fillRule))))
    }

    /// The outline stroked with `style` (nil: the foreground style), centred on the path.
    public func stroke(_ style: ShapeStyle?, style stroke: StrokeStyle) -> View {
        View(.shape(ShapeView(box: self, drawing: .stroke(style, stroke, border: false))))
    }

    /// A stroke of `style` (nil: the foreground style) inside the outline.
    public func strokeBorder(_ style: ShapeStyle?, style stroke: StrokeStyle) -> View {
        View(.shape(ShapeView(box: self, drawing: .stroke(style, stroke, border: true))))
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
