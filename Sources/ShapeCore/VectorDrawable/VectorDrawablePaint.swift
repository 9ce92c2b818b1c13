/// Fill and stroke paint for a VectorDrawable: a colour, or a gradient
/// written as an `aapt:attr` child of the path (Android's inline complex
/// colour, API 24+). Gradients are in the coordinates of the path data,
/// which the renderer writes in document units, so a gradient over a frame
/// is given in the frame's document position.
enum VectorDrawablePaint {
    case color(Color)
    case gradient(VectorDrawableGradient)
    /// A circular gradient in a space stretched by `scaleX` about `pivot`:
    /// the path is written inside a group with that scale, its data
    /// compressed by the inverse (VectorDrawable gradients have no
    /// transform of their own; `EllipticalGradient` needs one).
    case stretched(scaleX: Double, pivot: Point, VectorDrawableGradient)

    var isInvisible: Bool {
        if case .color(let c) = self { return c.opacity == 0 }
        return false
    }

    /// The paint of `style` over `rect` (document coordinates), with
    /// SVG's rules for the degenerate cases, so the drawable draws what the
    /// SVG document draws: a gradient of zero length or radius paints its
    /// last colour.
    init(_ style: ShapeStyle, in rect: Rect) {
        switch style {
        case .color(let c):
            self = .color(c)
        case .linearGradient(let g):
            let a = g.startPoint.point(in: rect), b = g.endPoint.point(in: rect)
            let stops = g.gradient.stops.map { (offset: $0.location, color: $0.color) }
            self = a == b ? .color(stops[stops.count - 1].color)
                : Self.gradient(.linear(start: a, end: b), stops)
        case .radialGradient(let g):
            // As the SVG writer: stops moved from [start, end] onto [0, end].
            let end = max(g.endRadius, 0), start = min(max(g.startRadius, 0), end)
            let stops = g.gradient.stops.map { s in
                (offset: end > 0 ? (start + s.location * (end - start)) / end : s.location, color: s.color)
            }
            self = end > 0 ? Self.gradient(.radial(center: g.center.point(in: rect), radius: end), stops)
                : .color(stops[stops.count - 1].color)
        case .ellipticalGradient(let g):
            let end = max(g.endRadiusFraction, 0), start = min(max(g.startRadiusFraction, 0), end)
            let stops = g.gradient.stops.map { s in
                (offset: end > 0 ? (start + s.location * (end - start)) / end : s.location, color: s.color)
            }
            let c = g.center.point(in: rect)
            guard end > 0, rect.width > 0, rect.height > 0 else {
                self = .color(stops[stops.count - 1].color)
                return
            }
            // Rings with the frame's proportions: a circle of radius
            // end·height, stretched horizontally by width / height.
            let circle = Self.gradient(.radial(center: c, radius: end * rect.height), stops)
            if rect.width == rect.height { self = circle; return }
            if case .gradient(let gradient) = circle {
                self = .stretched(scaleX: rect.width / rect.height, pivot: c, gradient)
            } else {
                self = circle
            }
        case .angularGradient(let g):
            let c = g.center.point(in: rect)
            let items = Self.sweepItems(g.turn)
            self = Self.gradient(.sweep(center: c), items)
        }
    }

    /// One colour when every stop has it (Android wants two items at least).
    private static func gradient(_ kind: VectorDrawableGradient.Kind, _ stops: [(offset: Double, color: Color)]) -> VectorDrawablePaint {
        if stops.allSatisfy({ $0.color == stops[0].color }) { return .color(stops[0].color) }
        return .gradient(VectorDrawableGradient(kind: kind, items: stops))
    }

    /// Android's sweep gradient starts at +x and turns clockwise on screen,
    /// as SwiftUI's angle 0 does, but has no start angle and no direction:
    /// the gradient's turn (`AngularGradient.turn`) is rotated so that its
    /// knot at angle 0 comes first, and a counter-clockwise turn is read
    /// backwards (angle base − u is angle base + (360 − u)).
    static func sweepItems(_ turn: AngularGradient.Turn) -> [(offset: Double, color: Color)] {
        var knots = turn.knots
        if turn.sign < 0 { knots = knots.reversed().map { (360 - $0.u, $0.color) } }
        var s = turn.base.truncatingRemainder(dividingBy: 360)
        if s < 0 { s += 360 }
        if s == 0 { return knots.map { ($0.u / 360, $0.color) } }
        // Knot u lies at angle u + s: those at u >= 360 − s wrap to the start.
        let cut = 360 - s
        let fromAbove = AngularGradient.Turn.color(knots, at: cut)
        var fromBelow = fromAbove
        if let j = knots.firstIndex(where: { $0.u >= cut }), j > 0 {
            let a = knots[j - 1], b = knots[j]
            fromBelow = b.u > a.u ? a.color.interpolated(to: b.color, (cut - a.u) / (b.u - a.u)) : b.color
        }
        var items: [(offset: Double, color: Color)] = [(0, fromAbove)]
        for k in knots where k.u > cut { items.append(((k.u - cut) / 360, k.color)) }
        for k in knots where k.u < cut { items.append(((k.u + s) / 360, k.color)) }
        items.append((1, fromBelow))
        return items
    }
}

/// A gradient as Android's `<gradient>` element reads it.
struct VectorDrawableGradient {
    enum Kind {
        case linear(start: Point, end: Point)
        case radial(center: Point, radius: Double)
        case sweep(center: Point)
    }
    var kind: Kind
    /// Offsets in 0...1, ascending; equal offsets are a hard change.
    var items: [(offset: Double, color: Color)]

    /// `<aapt:attr name="android:fillColor"><gradient …>` with its items.
    func write(_ w: VectorDrawableWriter, attribute: StaticString) {
        w.openTag("aapt:attr name=\""); w.raw(attribute); w.raw("\"")
        w.endStartTag()
        w.openTag("gradient")
        switch kind {
        case .linear(let a, let b):
            w.attribute("type", word: "linear")
            w.attribute("startX", a.x); w.attribute("startY", a.y)
            w.attribute("endX", b.x); w.attribute("endY", b.y)
        case .radial(let c, let r):
            w.attribute("type", word: "radial")
            w.attribute("centerX", c.x); w.attribute("centerY", c.y)
            w.attribute("gradientRadius", r)
        case .sweep(let c):
            w.attribute("type", word: "sweep")
            w.attribute("centerX", c.x); w.attribute("centerY", c.y)
        }
        w.endStartTag()
        for item in items {
            w.openTag("item")
            w.attribute("offset", min(max(item.offset, 0), 1))
            w.colorAttribute("color", item.color)
            w.endEmpty()
        }
        w.closeTag("gradient")
        w.closeTag("aapt:attr")
    }
}
