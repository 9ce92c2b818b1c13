#if canImport(Glibc)
import Glibc
#endif

/// Kept pieces → the result `Path`: pieces chained into closed contours
/// by node, neighbours that continue one another merged back into one
/// segment (collinear lines; consecutive pieces of one input cubic; of
/// one ellipse, rewritten as an arc with its SVG record), no zero-length
/// segment, and every point mapped back out of the normalised frame.
struct BooleanAssembly {
    let frame: BooleanFrame
    let ellipses: [BooleanEllipse]
    let segments: [BooleanSegment]
    let nodes: [Point]

    /// Closed contours from oriented pieces. At a node with several ways
    /// on, the sharpest turn toward the result's side is taken, so shapes
    /// touching at a point stay separate contours. A chain that cannot be
    /// continued (only after a numerical failure) is closed where it
    /// stopped rather than dropped.
    func contours(_ pieces: [BooleanPieces.Piece]) -> [[BooleanPieces.Piece]] {
        var outgoing: [Int: [Int]] = [:]
        for (i, p) in pieces.enumerated() { outgoing[p.start, default: []].append(i) }
        var used = [Bool](repeating: false, count: pieces.count)
        var loops: [[BooleanPieces.Piece]] = []
        for first in pieces.indices where !used[first] {
            var loop: [BooleanPieces.Piece] = []
            var current = first
            while true {
                used[current] = true
                loop.append(pieces[current])
                let piece = pieces[current]
                if piece.end == pieces[first].start { break }
                let choices = (outgoing[piece.end] ?? []).filter { !used[$0] }
                guard !choices.isEmpty else { break }
                let incoming = piece.curve.derivative(at: 1)
                current = choices.max { turn(incoming, pieces[$0]) < turn(incoming, pieces[$1]) }!
            }
            loops.append(loop)
        }
        return loops
    }

    /// Whether a closed contour is thinner than the classification can
    /// see (mean width area/perimeter below the side probes' distance):
    /// e.g. the lens where a line tangent to a circle crosses the circle's
    /// cubic approximation twice. Such a contour is dropped.
    func isSliver(_ loop: [BooleanPieces.Piece]) -> Bool {
        var area = 0.0, perimeter = 0.0
        for p in loop {
            area += p.isLine ? (p.curve.p0.x * p.curve.p3.y - p.curve.p3.x * p.curve.p0.y) / 2
                             : p.curve.signedAreaContribution()
            let c = p.curve
            perimeter += c.p0.distance(to: c.p1) + c.p1.distance(to: c.p2) + c.p2.distance(to: c.p3)
        }
        // A chain that stopped short is closed by a line, as `emit` closes it.
        if let first = loop.first?.curve.p0, let last = loop.last?.curve.p3, first != last {
            area += (last.x * first.y - first.x * last.y) / 2
            perimeter += last.distance(to: first)
        }
        return abs(area) < perimeter * BooleanClassification.sideStep / 2
    }

    /// Signed turn from direction `d` into `piece` (positive toward the
    /// result's side, the perpendicular (−dy, dx)).
    private func turn(_ d: Vector, _ piece: BooleanPieces.Piece) -> Double {
        var out = piece.curve.derivative(at: 0)
        if out.length < 1e-12 { out = piece.curve.p3 - piece.curve.p0 }
        return atan2(d.cross(out), d.dot(out))
    }

    /// One output segment: a run of pieces that continue one another.
    struct Run {
        var first: BooleanPieces.Piece
        var last: BooleanPieces.Piece
        /// For an arc: the signed parametric sweep so far.
        var sweep: Double
    }

    func runs(_ loop: [BooleanPieces.Piece], closed: Bool = true) -> [Run] {
        var runs: [Run] = []
        for piece in loop {
            if var run = runs.last, let sweep = continues(run, piece) {
                run.last = piece; run.sweep = sweep
                runs[runs.count - 1] = run
            } else {
                runs.append(Run(first: piece, last: piece, sweep: arcSweep(piece)))
            }
        }
        // The loop may start in the middle of a run.
        if closed, runs.count > 1, let sweep = continues(runs[runs.count - 1], runs[0].first, then: runs[0]) {
            var run = runs.removeLast()
            run.last = runs[0].last; run.sweep = sweep
            runs[0] = run
        }
        return runs
    }

    private func arcSweep(_ p: BooleanPieces.Piece) -> Double {
        p.ellipse >= 0 ? ellipses[p.ellipse].shortSweep(from: p.curve.p0, to: p.curve.p3) : 0
    }

    /// The run's new sweep when `piece` (and then `next`) continues `run`, or nil.
    private func continues(_ run: Run, _ piece: BooleanPieces.Piece, then next: Run? = nil) -> Double? {
        let last = run.last
        let extra = next.map { $0.sweep - arcSweep($0.first) } ?? 0
        if last.ellipse >= 0 {
            guard piece.ellipse == last.ellipse else { return nil }
            let s = arcSweep(piece)
            guard (s > 0) == (run.sweep > 0) else { return nil }
            let total = run.sweep + s + extra
            return abs(total) < 2 * .pi - 1e-9 ? total : nil
        }
        if last.isLine {
            guard piece.isLine else { return nil }
            let d1 = last.curve.p3 - run.first.curve.p0, d2 = piece.curve.p3 - piece.curve.p0
            let lengths = d1.length * d2.length
            return abs(d1.cross(d2)) <= 1e-12 * lengths && d1.dot(d2) > 0 ? 0 : nil
        }
        guard !piece.isLine, piece.ellipse < 0, piece.segment == last.segment else { return nil }
        let forward = last.t1 > last.t0
        guard (piece.t1 > piece.t0) == forward, piece.t0 == last.t1 else { return nil }
        return 0
    }

    /// Appends one contour made of `runs`: closed (the close draws a last
    /// line) or open (the pieces of an outline a line operation keeps).
    func emit(_ runs: [Run], closed: Bool = true, into path: inout Path) {
        guard let first = runs.first else { return }
        // Two lines (or one) enclose nothing: a sliver left by rounding.
        if closed && runs.count < 3 && runs.allSatisfy({ $0.first.isLine }) { return }
        path.move(to: frame.outward(nodes[first.first.start]))
        for (k, run) in runs.enumerated() {
            let end = frame.outward(nodes[run.last.end])
            if run.first.ellipse >= 0 {
                emitArc(run, to: end, into: &path)
            } else if run.first.isLine {
                // The close draws the last line.
                if k < runs.count - 1 || !closed { path.addLine(to: end) }
            } else {
                let c = segments[run.first.segment].curve
                let (lo, hi) = (Swift.min(run.first.t0, run.last.t1), Swift.max(run.first.t0, run.last.t1))
                var piece = c.subsegment(lo, hi)
                if run.first.t0 > run.last.t1 { piece = Cubic(piece.p3, piece.p2, piece.p1, piece.p0) }
                path.addCurve(to: end, control1: frame.outward(piece.p1), control2: frame.outward(piece.p2))
            }
        }
        if closed { path.closeSubpath() }
    }

    /// An arc run as cubics of ≤ 45° (ArcApproximation's), recorded for
    /// SVG `A` output in pieces of at most 180°, ends snapped to the nodes.
    private func emitArc(_ run: Run, to end: Point, into path: inout Path) {
        let e = ellipses[run.first.ellipse]
        let start = e.angle(of: run.first.curve.p0)
        let n = ArcApproximation.segmentCount(sweep: run.sweep)
        var emitted = 0
        let center = frame.outward(e.center)
        let rx = e.rx * frame.scale, ry = e.ry * frame.scale
        ArcApproximation.forEachCubic(center: center, rx: rx, ry: ry, rotation: e.rotation,
                                      start: start, sweep: run.sweep) { c1, c2, p in
            emitted += 1
            path.addCurve(to: emitted == n ? end : p, control1: c1, control2: c2)
            if emitted % 4 == 0 || emitted == n {
                path.recordArc(verbCount: emitted % 4 == 0 ? 4 : emitted % 4, radiusX: rx, radiusY: ry,
                               rotationDegrees: e.rotation * 180 / .pi, largeArc: false, sweep: run.sweep > 0)
            }
        }
    }
}
