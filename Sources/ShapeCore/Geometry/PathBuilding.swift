/// The SwiftUI `Path` builder API (docs/API.md) beyond the basic verbs.
extension Path {
    /// `Path { path in ... }`.
    public init(_ build: (inout Path) throws -> Void) rethrows {
        self.init()
        try build(&self)
    }

    /// A move to the first point, then lines through the rest.
    public mutating func addLines(_ pts: [Point]) {
        guard let first = pts.first else { return }
        move(to: first)
        for p in pts.dropFirst() { addLine(to: p) }
    }

    /// A closed rectangle, clockwise on screen from the top-left corner
    /// (CoreGraphics order).
    public mutating func addRect(_ r: Rect) {
        let r = r.standardized
        if verbs.isEmpty { reserveCapacity(verbs: 5, points: 4) }
        move(to: Point(r.minX, r.minY))
        addLine(to: Point(r.maxX, r.minY))
        addLine(to: Point(r.maxX, r.maxY))
        addLine(to: Point(r.minX, r.maxY))
        closeSubpath()
    }
    public mutating func addRects(_ rs: [Rect]) { for r in rs { addRect(r) } }

    /// An ellipse inscribed in `r`: four quarter arcs starting at the right
    /// edge's midpoint, clockwise on screen; recorded as two SVG arcs.
    public mutating func addEllipse(in r: Rect) {
        let r = r.standardized
        let rx = r.width / 2, ry = r.height / 2
        let c = r.center
        move(to: Point(r.maxX, c.y))
        guard rx > 0 || ry > 0 else { closeSubpath(); return }
        addEllipticalArc(center: c, radiusX: rx, radiusY: ry, startAngle: 0, sweep: 2 * .pi)
        closeSubpath()
    }

    /// Appends `path` mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: AffineTransform = .identity) {
        let p = transform.isIdentity ? path : path.transformed(by: transform)
        appendRaw(verbs: p.verbs, points: p.points, arcs: p.arcs)
    }

    /// A rounded rectangle with one corner size (SwiftUI
    /// `addRoundedRect(in:cornerSize:style:)`): width → x radius, height →
    /// y radius; elliptical corners are circular style only.
    public mutating func addRoundedRect(in r: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        let r = r.standardized
        if cornerSize.width == cornerSize.height {
            // One radius: the CSS rule clamps it to min(w, h) / 2.
            addRoundedRect(in: r, cornerRadii: CornerRadii(all: cornerSize.width), style: style)
            return
        }
        let rx = Swift.min(Swift.max(0, cornerSize.width), r.width / 2)
        let ry = Swift.min(Swift.max(0, cornerSize.height), r.height / 2)
        RoundedCornerDrawing.addEllipticalCornerRect(&self, rect: r, rx: rx, ry: ry)
    }
    /// Per-corner radii, scaled to fit by the CSS rule (docs/API.md).
    public mutating func addRoundedRect(in r: Rect, cornerRadii: CornerRadii, style: RoundedCornerStyle = .continuous) {
        RoundedCornerDrawing.addRoundedRect(&self, rect: r.standardized, radii: cornerRadii, style: style)
    }

    /// Internal: an elliptical arc from the current point's angle, as
    /// cubics (≤ 45° each), recorded for SVG `A` output in pieces of at most 180° (an
    /// SVG arc cannot be a full turn). Draws a line (or move) to the arc's
    /// start when the current point is elsewhere.
    ///
    /// Totality (docs/GEOMETRY.md): a start angle beyond ±1024 rad is
    /// reduced modulo 2π first (past that, adding 45° steps to it would lose
    /// the steps to rounding); a sweep of more than two turns loses whole
    /// pairs of turns (end point, direction, nonzero and even-odd coverage
    /// stay; at most three turns, 24 cubics, are drawn); a sweep, angle,
    /// radius or centre that is not finite draws no arc.
    mutating func addEllipticalArc(center: Point, radiusX rx: Double, radiusY ry: Double, rotation: Double = 0,
                                   startAngle rawStart: Double, sweep rawSweep: Double) {
        let startAngle = Swift.abs(rawStart) > 1024 ? rawStart.truncatingRemainder(dividingBy: 2 * .pi) : rawStart
        let sweep = Self.reducedSweep(rawSweep)
        let cosPhi = rotation == 0 ? 1.0 : Double.cos(rotation)
        let sinPhi = rotation == 0 ? 0.0 : Double.sin(rotation)
        let start = ArcApproximation.point(center: center, rx: rx, ry: ry, cosPhi: cosPhi, sinPhi: sinPhi, theta: startAngle)
        if let cur = currentPoint {
            // CoreGraphics: a line from the current point (after a close:
            // the closed subpath's start) to the arc's start. Rounding of
            // cos/sin must not leave a 1e-15 sliver of a line.
            let slack = 1e-12 * Swift.max(1, Swift.abs(start.x), Swift.abs(start.y), rx, ry)
            if cur.distance(to: start) > slack { addLine(to: start) }
            else if verbs.last == .close { move(to: start) }
        } else {
            move(to: start) // an empty path: the arc starts the subpath
        }
        guard sweep != 0, rx > 0, ry > 0, sweep.isFinite, startAngle.isFinite, rx.isFinite, ry.isFinite,
              rotation.isFinite, center.isFinite else { return }
        let n = ArcApproximation.segmentCount(sweep: sweep)
        var emitted = 0
        let rotationDegrees = rotation * 180 / .pi
        ArcApproximation.forEachCubic(center: center, rx: rx, ry: ry, rotation: rotation, start: startAngle, sweep: sweep) { c1, c2, e in
            addCurve(to: e, control1: c1, control2: c2)
            emitted += 1
            // Close a record every 180° (four 45° cubics) and at the end.
            if emitted % 4 == 0 || emitted == n {
                let count = emitted % 4 == 0 ? 4 : emitted % 4
                recordArc(verbCount: count, radiusX: rx, radiusY: ry, rotationDegrees: rotationDegrees,
                          largeArc: false, sweep: sweep > 0)
            }
        }
    }
}

extension Path {
    /// A sweep of more than two turns without whole pairs of turns: in
    /// (2π, 6π) with the same sign and the same end angle. Two turns or
    /// fewer are returned unchanged.
    static func reducedSweep(_ sweep: Double) -> Double {
        let fourPi = 4 * Double.pi
        guard Swift.abs(sweep) > fourPi, sweep.isFinite else { return sweep }
        var rest = Swift.abs(sweep).truncatingRemainder(dividingBy: fourPi)
        if rest <= 2 * .pi { rest += fourPi } // keep at least one full turn drawn
        return sweep < 0 ? -rest : rest
    }
}

extension Double {
    @inline(__always) static func cos(_ x: Double) -> Double { ArcApproximation.sinCos(x).1 }
    @inline(__always) static func sin(_ x: Double) -> Double { ArcApproximation.sinCos(x).0 }
}
