/// The layout and style modifiers of docs/API.md, on every view.
extension ViewConvertible {
    /// `frame(width, height, alignment)`: a fixed size on the given axes;
    /// nil keeps the child's choice on that axis.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> View {
        View(.frame(view, FrameSpec(width: width, height: height, alignment: alignment)))
    }

    /// The flexible frame: min / ideal / max per axis (`.infinity` allowed
    /// for max). Throws when min > ideal > max is violated, as SwiftUI logs.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) throws -> View {
        let spec = FrameSpec(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                             minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                             alignment: alignment)
        try spec.validate()
        return View(.frame(view, spec))
    }

    /// `padding(length)` on all edges; SwiftUI's default length is 16.
    public func padding(_ length: Double = 16) -> View {
        View(.padding(view, EdgeInsets(all: length)))
    }
    /// `padding(edges, length)`.
    public func padding(_ edges: EdgeSet, _ length: Double = 16) -> View {
        View(.padding(view, EdgeInsets(edges, length)))
    }
    public func padding(_ insets: EdgeInsets) -> View {
        View(.padding(view, insets))
    }

    /// `background(view, alignment)`: laid out in this view's frame, drawn below.
    public func background(_ content: some ViewConvertible, alignment: Alignment = .center) -> View {
        View(.layer(view, layer: content.view, alignment: alignment, above: false))
    }
    /// `overlay(view, alignment)`: laid out in this view's frame, drawn above.
    public func overlay(_ content: some ViewConvertible, alignment: Alignment = .center) -> View {
        View(.layer(view, layer: content.view, alignment: alignment, above: true))
    }

    /// `foregroundColor` / `foregroundStyle`: the default paint of shapes and text below.
    public func foregroundStyle(_ style: some ShapeStyleConvertible) -> View {
        View(.environment(view, .foreground(style.shapeStyle)))
    }
    public func foregroundColor(_ style: some ShapeStyleConvertible) -> View {
        foregroundStyle(style)
    }

    /// `font(spec)` for the text below (`Text(...):font("title")`).
    public func font(_ font: FontSpec) -> View { View(.environment(view, .font(font))) }
    public func fontWeight(_ weight: FontWeight) -> View { View(.environment(view, .weight(weight))) }
    /// `lineLimit(n)`: at most n lines are shown (nil: no limit).
    public func lineLimit(_ n: Int?) -> View { View(.environment(view, .lineLimit(n))) }
    public func multilineTextAlignment(_ a: TextAlignment) -> View {
        View(.environment(view, .textAlignment(a)))
    }

    /// `mask(view)`: the mask is laid out in this view's frame; its alpha
    /// (not its luminance) decides what stays visible.
    public func mask(_ mask: some ViewConvertible) -> View {
        View(.mask(view, mask: mask.view))
    }

    /// `clipShape(shape, fillRule)`: clip to the shape laid out in this view's frame.
    public func clipShape(_ shape: some Shape, fillRule: FillRule = .nonZero) -> View {
        View(.clip(view, shape: ShapeBox(shape), fillRule: fillRule))
    }
    public func clipShape(any shape: any Shape, fillRule: FillRule = .nonZero) -> View {
        View(.clip(view, shape: ShapeBox(shape), fillRule: fillRule))
    }

    /// `containerShape(shape)`: `ContainerRelativeShape`s below are
    /// concentric with `shape` laid out in this view's frame.
    public func containerShape(_ shape: some Shape) -> View {
        View(.environment(view, .containerShape(ShapeBox(shape))))
    }

    /// `aspectRatio(ratio, contentMode)`: ratio width/height, nil for the
    /// child's own ideal ratio.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> View {
        View(.aspectRatio(view, ratio: ratio, mode: contentMode))
    }
    public func scaledToFit() -> View { aspectRatio(nil, contentMode: .fit) }
    public func scaledToFill() -> View { aspectRatio(nil, contentMode: .fill) }

    /// `fixedSize()`: the child gets nil (its ideal size) on the given axes.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> View {
        View(.fixedSize(view, horizontal: horizontal, vertical: vertical))
    }

    /// `ignoresSafeArea` / `edgesIgnoringSafeArea`: accepted and ignored
    /// (there is no safe area in a document).
    public func ignoresSafeArea() -> View { view }
    public func edgesIgnoringSafeArea() -> View { view }
}

/// Effects: drawn differently, laid out the same (SwiftUI).
extension ViewConvertible {
    public func opacity(_ amount: Double) -> View {
        View(.effect(view, .opacity(min(max(amount, 0), 1))))
    }
    public func offset(x: Double = 0, y: Double = 0) -> View {
        View(.effect(view, .offset(x: x, y: y)))
    }
    /// `rotationEffect(degrees, anchor)`: positive degrees turn clockwise on screen (y down).
    public func rotationEffect(degrees: Double, anchor: UnitPoint = .center) -> View {
        View(.effect(view, .rotation(degrees: degrees, anchor: anchor)))
    }
    public func scaleEffect(_ s: Double, anchor: UnitPoint = .center) -> View {
        scaleEffect(x: s, y: s, anchor: anchor)
    }
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> View {
        View(.effect(view, .scale(x: x, y: y, anchor: anchor)))
    }
    /// `shadow{color=, radius=, x=, y=}`: default colour black at 33% opacity.
    public func shadow(color: Color = Shadow.defaultColor, radius: Double, x: Double = 0, y: Double = 0) -> View {
        View(.effect(view, .shadow(Shadow(color: color, radius: max(radius, 0), x: x, y: y))))
    }
}
