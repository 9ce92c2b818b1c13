/// `cssBorder{borderWidth=, borderColor=, borderRadius=, cornerShape=}`
/// (docs/GEOMETRY.md): a solid CSS border over the view's frame, as Chromium draws
/// a `box-sizing: border-box` div of that size, with the content clipped
/// to the padding edge (`overflow: hidden`).
public struct CSSBorder: Sendable {
    /// top, right, bottom, left (>= 0)
    public var widths: [Double]
    /// top, right, bottom, left; nil is the foreground style (CSS's
    /// `currentcolor`, the initial border colour).
    public var colors: [ShapeStyle?]
    public var radius: CSSBorderRadius
    /// top-left, top-right, bottom-right, bottom-left
    public var shapes: [CSSCornerShape]

    /// Each list takes 1–4 values with CSS's repetition rule.
    public init(widths: [Double], colors: [ShapeStyle?] = [nil], radius: CSSBorderRadius = .zero,
                shapes: [CSSCornerShape] = [.round]) throws {
        self.widths = try cssExpandFour(widths.map { try Validate.nonNegative($0, "borderWidth") }, name: "borderWidth")
        self.colors = try cssExpandFour(colors, name: "borderColor")
        self.radius = radius
        self.shapes = try cssExpandFour(shapes, name: "cornerShape")
    }

    func box(in rect: Rect) -> CSSBox { CSSBox(rect: rect, radius: radius, shapes: shapes) }

    /// Sides of one colour, in the order they first appear (Chromium paints
    /// equal colours as one path, so no seam shows between them).
    var colorGroups: [(style: ShapeStyle?, sides: [Int])] {
        var groups: [(style: ShapeStyle?, sides: [Int])] = []
        for side in 0..<4 where widths[side] > 0 {
            if let i = groups.firstIndex(where: { $0.style == colors[side] }) { groups[i].sides.append(side) }
            else { groups.append((colors[side], [side])) }
        }
        return groups
    }
}

/// The padding edge of a `CSSBorder` laid out in a rect.
struct CSSPaddingEdgeShape: Shape {
    let border: CSSBorder
    func path(in rect: Rect) -> Path { border.box(in: rect).paddingEdge(widths: border.widths) }
}

/// The border area: border edge and padding edge as two subpaths (fill it
/// even-odd).
struct CSSBorderAreaShape: Shape {
    let border: CSSBorder
    func path(in rect: Rect) -> Path {
        let box = border.box(in: rect)
        var path = box.borderEdge
        path.addPath(box.paddingEdge(widths: border.widths))
        return path
    }
}

extension ViewConvertible {
    public func cssBorder(_ border: CSSBorder) -> View {
        let area = CSSBorderAreaShape(border: border)
        let groups = border.colorGroups
        var layers: [View] = []
        for group in groups {
            let fill = group.style.map { area.fill($0, fillRule: .evenOdd) } ?? area.fill(fillRule: .evenOdd)
            layers.append(groups.count == 1 ? fill : fill.clipShape(CSSBorderSidesShape(border: border, sides: group.sides)))
        }
        let clipped = clipShape(CSSPaddingEdgeShape(border: border))
        return layers.isEmpty ? clipped : clipped.overlay(View(.zstack(.center, layers)))
    }
}
