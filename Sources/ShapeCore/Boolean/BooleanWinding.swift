/// Winding numbers of one operand at many points, and distances to its
/// outline, with the segments bucketed by y so a query looks at the
/// segments of one horizontal band only (classification stays near
/// linear instead of pieces × segments).
struct BooleanWinding {
    private let curves: [Cubic]
    private let lines: [Bool]
    private let yExtrema: [[Double]]
    private let boxes: [BooleanIntersections.Box]
    private var buckets: [[Int]]
    private let bandHeight: Double
    private let top: Double

    /// How many segments it holds.
    var count: Int { curves.count }

    init(_ segments: [BooleanSegment]) {
        curves = segments.map(\.curve)
        lines = segments.map(\.isLine)
        yExtrema = segments.map { $0.isLine ? [] : $0.curve.yExtremaParameters() }
        boxes = curves.map(BooleanIntersections.hull)
        let lo = boxes.map(\.lo.y).min() ?? 0, hi = boxes.map(\.hi.y).max() ?? 0
        let count = Swift.min(Swift.max(segments.count / 2, 1), 4096)
        top = lo
        bandHeight = Swift.max((hi - lo) / Double(count), 1e-12)
        buckets = Array(repeating: [], count: count)
        for (i, box) in boxes.enumerated() {
            for band in band(box.lo.y - 1e-6)...band(box.hi.y + 1e-6) { buckets[band].append(i) }
        }
    }

    private func band(_ y: Double) -> Int {
        let b = Int(((y - top) / bandHeight).rounded(.down).clamped(-1, Double(buckets.count)))
        return Swift.min(Swift.max(b, 0), buckets.count - 1)
    }

    /// Winding number around `p` (crossings of the ray toward +x, half-open
    /// in y so shared vertices count once — `Path.windingNumber`'s rules).
    func winding(at p: Point) -> Int {
        var w = 0
        for i in buckets[band(p.y)] {
            let box = boxes[i]
            if p.y < box.lo.y || p.y > box.hi.y || p.x > box.hi.x { continue }
            let c = curves[i]
            if lines[i] { w += Path.lineCrossing(c.p0, c.p3, p); continue }
            var t0 = 0.0
            for t1 in yExtrema[i] + [1.0] {
                w += Path.monotoneCrossing(c, t0, t1, p)
                t0 = t1
            }
        }
        return w
    }

    func contains(_ p: Point, evenOdd: Bool) -> Bool {
        let w = winding(at: p)
        return evenOdd ? (w & 1) != 0 : w != 0
    }

    /// The distance from `p` to the nearest segment other than `own` that
    /// does not pass through `p` (closer than `through`), when it is below
    /// `limit`; else `limit`.
    func nearestDistance(_ p: Point, excluding own: Int, through: Double, limit: Double) -> Double {
        var best = limit
        for i in buckets[band(p.y)] where i != own {
            let box = boxes[i]
            if p.x < box.lo.x - best || p.x > box.hi.x + best ||
                p.y < box.lo.y - best || p.y > box.hi.y + best { continue }
            let d = Self.distance(from: p, to: curves[i])
            if d > through { best = Swift.min(best, d) }
        }
        return best
    }

    /// Distance from `p` to a cubic: the best of 16 samples, refined.
    static func distance(from p: Point, to c: Cubic) -> Double {
        var best = 0.0, bestDistance = Double.infinity
        for k in 0...16 {
            let t = Double(k) / 16
            let d = c.point(at: t).distance(to: p)
            if d < bestDistance { bestDistance = d; best = t }
        }
        var t = best
        for _ in 0..<12 {
            let f = c.point(at: t) - p, d1 = c.derivative(at: t)
            let d2 = BooleanIntersections.secondDerivative(c, t)
            let dg = d1.dot(d1) + f.dot(d2)
            guard dg > 1e-300 else { break }
            t = Swift.min(Swift.max(t - f.dot(d1) / dg, 0), 1)
        }
        return Swift.min(bestDistance, c.point(at: t).distance(to: p))
    }
}

extension Double {
    /// NaN gives `lo` (Swift.max passes NaN through, and `Int(NaN)` traps).
    func clamped(_ lo: Double, _ hi: Double) -> Double { isNaN ? lo : Swift.min(Swift.max(self, lo), hi) }
}
