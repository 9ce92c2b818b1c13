/// Fill and stroke paint: colours inline, gradients as definitions in the
/// user space of the element they paint (the frame they are laid out in).
enum SVGPaint {
    case color(Color)
    case reference([UInt8])

    var isInvisible: Bool {
        if case .color(let c) = self { return c.opacity == 0 }
        return false
    }
}

extension SVGWriter {
    /// Defines what `style` needs (a gradient over `rect`) and returns the
    /// paint to reference. Call before opening the element that uses it.
    func paint(_ style: ShapeStyle, in rect: Rect) -> SVGPaint {
        switch style {
        case .color(let c):
            return .color(c)
        case .linearGradient(let g):
            let a = g.startPoint.point(in: rect), b = g.endPoint.point(in: rect)
            let rest = capture {
                raw(" gradientUnits=\"userSpaceOnUse\"")
                attribute("x1", a.x); attribute("y1", a.y); attribute("x2", b.x); attribute("y2", b.y)
                byte(UInt8(ascii: ">"))
                stops(g.gradient.stops.map { ($0.color, $0.location) })
                raw("</linearGradient>")
            }
            return .reference(define(tag: "linearGradient", prefix: UInt8(ascii: "g"), rest: rest))
        case .radialGradient(let g):
            let c = g.center.point(in: rect)
            // SVG 1.1 has no start radius: map SwiftUI's stops from
            // [startRadius, endRadius] onto [0, endRadius] instead.
            let end = max(g.endRadius, 0), start = min(max(g.startRadius, 0), end)
            let stopList = g.gradient.stops.map { s -> (Color, Double) in
                (s.color, end > 0 ? (start + s.location * (end - start)) / end : s.location)
            }
            let rest = capture {
                raw(" gradientUnits=\"userSpaceOnUse\"")
                attribute("cx", c.x); attribute("cy", c.y); attribute("r", end)
                byte(UInt8(ascii: ">"))
                stops(stopList)
                raw("</radialGradient>")
            }
            return .reference(define(tag: "radialGradient", prefix: UInt8(ascii: "g"), rest: rest))
        case .ellipticalGradient(let g):
            // Defined in the unit square, then stretched onto the frame by
            // gradientTransform (objectBoundingBox units would follow the
            // painted element's bounds, not its frame).
            let end = max(g.endRadiusFraction, 0), start = min(max(g.startRadiusFraction, 0), end)
            let stopList = g.gradient.stops.map { s -> (Color, Double) in
                (s.color, end > 0 ? (start + s.location * (end - start)) / end : s.location)
            }
            // The unit circle scaled to the end radius: every number is in
            // user units, so `precision` rounds them as it rounds the rest.
            let c = g.center.point(in: rect), k = end > 0 ? end : 1
            let rest = capture {
                raw(" gradientUnits=\"userSpaceOnUse\" gradientTransform=\"matrix(")
                number(rect.width * k); raw(" 0 0 "); number(rect.height * k); byte(32)
                number(c.x); byte(32); number(c.y); raw(")\" cx=\"0\" cy=\"0\"")
                raw(end > 0 ? " r=\"1\">" : " r=\"0\">")
                stops(stopList)
                raw("</radialGradient>")
            }
            return .reference(define(tag: "radialGradient", prefix: UInt8(ascii: "g"), rest: rest))
        case .angularGradient(let g):
            return .reference(conicPattern(g, in: rect))
        }
    }

    private func stops(_ list: [(Color, Double)]) {
        for (color, offset) in list {
            raw("<stop"); attribute("offset", offset)
            raw(" stop-color=\""); hexColor(color); byte(34)
            if color.opacity < 1 { attribute("stop-opacity", color.opacity) }
            raw("/>")
        }
    }

    /// ` fill="..."` (and `fill-opacity` below 1).
    func fillAttributes(_ p: SVGPaint) {
        if case .color(let c) = p, inOneCopy({ w in
            w.raw(" fill=\""); w.hexColor(c); w.byte(34)
            if c.opacity < 1 { w.raw(" fill-opacity=\""); w.number(c.opacity); w.byte(34) }
        }) { return }
        switch p {
        case .color(let c):
            raw(" fill=\""); hexColor(c); byte(34)
            if c.opacity < 1 { attribute("fill-opacity", c.opacity) }
        case .reference(let id):
            urlAttribute("fill", id)
        }
    }

    /// ` fill="none" stroke="..." stroke-width=...` and the non-default stroke options.
    func strokeAttributes(_ p: SVGPaint, _ s: StrokeStyle, widthScale: Double = 1) {
        let width = s.lineWidth * widthScale
        // The usual stroke (a colour, butt caps, miter joins: only the miter
        // limit, whose StrokeStyle default of 10 is written) in one copy.
        let plainOptions = s.lineCap == .butt && s.lineJoin == .miter
        // The usual stroke repeated (a drawing strokes with one style again
        // and again): the bytes it was written as last time.
        let memoKey: StrokeMemo.Key?
        if case .color(let c) = p, plainOptions && s.dash.isEmpty {
            let key = StrokeMemo.Key(c, width: width, miterLimit: s.miterLimit)
            if key == lastStroke.key {
                bytes(lastStroke.bytes)
                return
            }
            memoKey = key
        } else {
            memoKey = nil
        }
        let start = output.count
        if case .color(let c) = p, inOneCopy({ w in
            w.raw(" fill=\"none\" stroke=\""); w.hexColor(c); w.byte(34)
            if c.opacity < 1 { w.raw(" stroke-opacity=\""); w.number(c.opacity); w.byte(34) }
            w.raw(" stroke-width=\""); w.number(width); w.byte(34)
            if plainOptions && s.miterLimit != 4 { w.raw(" stroke-miterlimit=\""); w.number(s.miterLimit); w.byte(34) }
        }) {
            if !plainOptions { strokeOptions(s) }
            if let memoKey {
                // In the memo's own array (no allocation per stroke when
                // every shape has a stroke of its own).
                lastStroke.key = memoKey
                lastStroke.bytes.removeAll(keepingCapacity: true)
                lastStroke.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: output.buffer[start...]))
            }
        } else {
            raw(" fill=\"none\"")
            switch p {
            case .color(let c):
                raw(" stroke=\""); hexColor(c); byte(34)
                if c.opacity < 1 { attribute("stroke-opacity", c.opacity) }
            case .reference(let id):
                urlAttribute("stroke", id)
            }
            attribute("stroke-width", width)
            strokeOptions(s)
        }
        if !s.dash.isEmpty {
            raw(" stroke-dasharray=\"")
            for (i, d) in s.dash.enumerated() {
                if i > 0 { byte(32) }
                number(d)
            }
            byte(34)
            if s.dashPhase != 0 { attribute("stroke-dashoffset", s.dashPhase) }
        }
    }

    /// The last usual stroke's attributes — a colour, butt caps, miter joins,
    /// no dash: what `strokeAttributes` writes in one copy — and their
    /// bytes. Exact: those bytes depend only on the colour, the width and
    /// the miter limit (compared as bit patterns) and the document's
    /// precision, which a writer keeps.
    struct StrokeMemo {
        struct Key: Equatable {
            var red: UInt64, green: UInt64, blue: UInt64, opacity: UInt64, width: UInt64, miterLimit: UInt64
            init(_ c: Color, width: Double, miterLimit: Double) {
                red = c.red.bitPattern; green = c.green.bitPattern; blue = c.blue.bitPattern
                opacity = c.opacity.bitPattern; self.width = width.bitPattern; self.miterLimit = miterLimit.bitPattern
            }
        }
        var key: Key?
        var bytes: [UInt8] = []
    }

    /// The non-default line cap, line join and miter limit, in that order.
    private func strokeOptions(_ s: StrokeStyle) {
        if s.lineCap != .butt { raw(" stroke-linecap=\""); raw(s.lineCap.rawValue); byte(34) }
        if s.lineJoin != .miter { raw(" stroke-linejoin=\""); raw(s.lineJoin.rawValue); byte(34) }
        if s.miterLimit != 4 { attribute("stroke-miterlimit", s.miterLimit) }
    }
}
