#if canImport(Glibc)
import Glibc // cos/sin; not Foundation, which adds ~60 MB and a slower start-up
#endif

/// `AngularGradient` in SVG, which has no conic gradient (docs/SVG.md,
/// "Angular gradients"): a `<pattern>` of thin flat-coloured wedges around
/// the centre. A pattern is a paint server like a gradient, so it fills
/// and strokes shapes, text and Canvas paths through `fill="url(#p1)"`
/// with nothing else changed, and it is deduplicated in `<defs>` like one.
///
/// - Each piece between two knots of the gradient's turn is cut into
///   wedges so that neighbours differ by at most one 8-bit level in every
///   channel (a step no display shows), but never into wedges thinner than
///   one pixel at 4× at the tile's farthest corner (more would not change
///   a pixel), and never wider than 10° (a wedge is a triangle reaching
///   past that corner). At most 4096 wedges in all.
/// - The wedges are drawn with `shape-rendering="crispEdges"`: each pixel
///   takes the colour of the wedge over its centre, so anti-aliasing
///   cannot leave a seam of background between neighbours; an opaque
///   wedge also reaches 20° under the ones drawn after it, so a renderer
///   that anti-aliases them anyway cannot open a gap either.
/// - The tile is the frame grown by a quarter of its longer side, so a
///   stroke or glyph that overflows the frame a little still gets its
///   colour from the right angle (past that margin the pattern repeats).
extension SVGWriter {
    static let conicMaxWedges = 4096
    static let conicOverlap = 20.0

    /// The pattern's definition text is kept per gradient and rect (a
    /// Canvas filling thousands of equal rects computes its wedges once);
    /// `define` still decides the id, so a rolled-back view cannot leave a
    /// reference to a definition that was taken back. At most 64 are kept.
    func conicPattern(_ g: AngularGradient, in rect: Rect) -> [UInt8] {
        let key = ConicPatternKey(gradient: g, rect: rect)
        if let rest = conicPatterns[key] {
            return define(tag: "pattern", prefix: UInt8(ascii: "p"), rest: rest)
        }
        let rest = conicPatternText(g, in: rect)
        if conicPatterns.count >= 64 { conicPatterns.removeAll(keepingCapacity: true) }
        conicPatterns[key] = rest
        return define(tag: "pattern", prefix: UInt8(ascii: "p"), rest: rest)
    }

    private func conicPatternText(_ g: AngularGradient, in rect: Rect) -> [UInt8] {
        let margin = max(rect.width, rect.height) / 4
        let tile = Rect(x: rect.minX - margin, y: rect.minY - margin,
                        width: rect.width + 2 * margin, height: rect.height + 2 * margin)
        let c = g.center.point(in: rect)
        var reach = 1.0
        for corner in [Point(tile.minX, tile.minY), Point(tile.maxX, tile.minY),
                       Point(tile.minX, tile.maxY), Point(tile.maxX, tile.maxY)] {
            reach = max(reach, ((corner.x - c.x) * (corner.x - c.x) + (corner.y - c.y) * (corner.y - c.y)).squareRoot())
        }
        let turn = g.turn
        let wedges = Self.conicWedges(turn.knots, reach: reach)
        let rest = capture {
            raw(" patternUnits=\"userSpaceOnUse\"")
            attribute("x", tile.minX); attribute("y", tile.minY)
            attribute("width", tile.width); attribute("height", tile.height)
            raw("><g shape-rendering=\"crispEdges\"")
            // Pattern content is placed relative to the tile's corner.
            translate(Point(-tile.minX, -tile.minY))
            raw(">")
            for w in wedges {
                // Past the half-angle's cosine the chord between the outer
                // points lies beyond `reach` (a wedge spans at most 10° plus
                // 20° forward, and the first also 20° back).
                let half = (w.to - w.from) / 2
                let r = reach / cos(half * .pi / 180) + 1
                let a0 = (turn.base + turn.sign * w.from) * .pi / 180
                let a1 = (turn.base + turn.sign * w.to) * .pi / 180
                raw("<path d=\"M"); number(c.x); byte(32); number(c.y)
                raw("L"); number(c.x + r * cos(a0)); byte(32); number(c.y + r * sin(a0))
                raw("L"); number(c.x + r * cos(a1)); byte(32); number(c.y + r * sin(a1))
                raw("Z\" fill=\""); hexColor(w.color); byte(34)
                if w.color.opacity < 1 { attribute("fill-opacity", w.color.opacity) }
                raw("/>")
            }
            raw("</g></pattern>")
        }
        return rest
    }

    struct ConicWedge { var from: Double, to: Double, color: Color }
}

struct ConicPatternKey: Hashable {
    var gradient: AngularGradient
    var rect: Rect
}

extension SVGWriter {

    /// The wedges for one turn, in drawing order (u increasing). Each
    /// colour is the gradient's at the wedge's middle.
    static func conicWedges(_ knots: [(u: Double, color: Color)], reach: Double) -> [ConicWedge] {
        struct Piece { var from: Double, to: Double, a: Color, b: Color, steps: Double }
        var pieces: [Piece] = []
        for i in 0..<(knots.count - 1) {
            let a = knots[i], b = knots[i + 1]
            let span = b.u - a.u
            if !(span > 0) { continue }
            let d = max(abs(a.color.red - b.color.red), abs(a.color.green - b.color.green),
                        abs(a.color.blue - b.color.blue), abs(a.color.opacity - b.color.opacity))
            let byColor = (d * 255).rounded(.up)
            // The arc at the tile's farthest corner, in pixels at 4×.
            let bySize = (reach * span * .pi / 180 * 4).rounded(.up)
            pieces.append(Piece(from: a.u, to: b.u, a: a.color, b: b.color, steps: max(1, min(byColor, bySize))))
        }
        let total = pieces.reduce(0) { $0 + $1.steps }
        let scale = min(1, Double(conicMaxWedges) / max(total, 1))
        var wedges: [ConicWedge] = []
        for p in pieces {
            let span = p.to - p.from
            let steps = Int(max((p.steps * scale).rounded(.down), (span / 10).rounded(.up), 1))
            let h = span / Double(steps)
            for k in 0..<steps {
                let from = p.from + Double(k) * h
                wedges.append(ConicWedge(from: from, to: from + h,
                                         color: p.a.interpolated(to: p.b, (Double(k) + 0.5) / Double(steps))))
            }
        }
        // Opaque wedges reach `conicOverlap` degrees under the wedges drawn
        // after them (not past the turn's end, nor under a translucent
        // wedge, whose alpha would add up); the first reaches back under
        // the last ones. A renderer that anti-aliases the wedges anyway
        // (Inkscape ignores crispEdges) then still finds, for every pixel
        // farther than a few pixels from the centre, one opaque wedge
        // covering all of it below the thin ones drawn over it, so no
        // background shows through.
        var runEnd = wedges.count
        for i in wedges.indices.reversed() {
            if wedges[i].color.opacity < 1 { runEnd = i; continue }
            let limit = runEnd < wedges.count ? wedges[runEnd].from : wedges[wedges.count - 1].to
            wedges[i].to = min(wedges[i].to + conicOverlap, max(limit, wedges[i].to))
        }
        if let first = wedges.first, let last = wedges.last, first.color.opacity >= 1, last.color.opacity >= 1 {
            wedges[0].from -= conicOverlap
        }
        return wedges
    }
}
