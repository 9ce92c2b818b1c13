#if canImport(Glibc)
import Glibc
#endif

/// The Lamé curve |x/a|ⁿ + |y/b|ⁿ = 1 by cubic Béziers within a tolerance.
///
/// Method (our construction): one quadrant is parametrised by
/// P(s) = (a·cos(s)^(2/n), b·sin(s)^(2/n)), s ∈ [0, π/2]. Each piece
/// [s0, s1] becomes a cubic through P(s0), P(s1) whose end tangents are
/// the curve's (from the implicit gradient) and whose handle lengths make
/// the cubic pass through P((s0+s1)/2) at t = 1/2. The piece is split in
/// half while any of 8 sample points of the cubic lies farther than the
/// tolerance from the true curve (distance measured to a 48-point
/// polyline of the true piece, a slight overestimate). The other three
/// quadrants are mirrors.
enum LameCurve {
    static func path(in rect: Rect, exponent n: Double, tolerance: Double) -> Path {
        let a = rect.width / 2, b = rect.height / 2
        let c = rect.center
        var path = Path()
        guard a > 0, b > 0, a.isFinite, b.isFinite, n.isFinite, n > 0 else { path.addRect(rect); return path }
        // Fit in a frame scaled by a power of two (exact) so the squared
        // distances of `error` neither overflow (a ≥ 1e154) nor underflow
        // (a ≤ 1e-154); ordinary sizes are fitted unscaled, as before.
        let size = Swift.max(a, b)
        let unit = size > 0x1p500 || size < 0x1p-500 ? Double(sign: .plus, exponent: Swift.min(-size.exponent, 1000), significand: 1) : 1
        let ua = a * unit, ub = b * unit
        guard ua > 0, ub > 0 else { path.addRect(rect); return path } // b/a below 2^-1074: a flat box
        let tol = Swift.max(tolerance.isNaN ? 0 : tolerance * unit, 1e-9 * Swift.max(ua, ub))
        // First quadrant in local coordinates from (a, 0) to (0, b) (y down:
        // the bottom-right quadrant), then mirrored around clockwise.
        var scaled: [Cubic] = []
        fit(a: ua, b: ub, n: n, s0: 0, s1: .pi / 2, tol: tol * 0.9, depth: 0, into: &scaled)
        let back = 1 / unit
        let quadrant = unit == 1 ? scaled : scaled.map {
            Cubic(Point($0.p0.x * back, $0.p0.y * back), Point($0.p1.x * back, $0.p1.y * back),
                  Point($0.p2.x * back, $0.p2.y * back), Point($0.p3.x * back, $0.p3.y * back))
        }
        let mirrors: [(Double, Double, Bool)] = [(1, 1, false), (-1, 1, true), (-1, -1, false), (1, -1, true)]
        path.move(to: Point(c.x + a, c.y))
        for (sx, sy, reversed) in mirrors {
            let seq = reversed ? quadrant.reversed().map { Cubic($0.p3, $0.p2, $0.p1, $0.p0) } : quadrant
            for q in seq {
                path.addCurve(to: Point(c.x + sx * q.p3.x, c.y + sy * q.p3.y),
                              control1: Point(c.x + sx * q.p1.x, c.y + sy * q.p1.y),
                              control2: Point(c.x + sx * q.p2.x, c.y + sy * q.p2.y))
            }
        }
        path.closeSubpath()
        return path
    }

    @inline(__always)
    static func point(_ a: Double, _ b: Double, _ n: Double, _ s: Double) -> Point {
        let (sn, cs) = ArcApproximation.sinCos(s)
        return Point(a * pow(Swift.max(0, cs), 2 / n), b * pow(Swift.max(0, sn), 2 / n))
    }

    /// Unit tangent in the direction of increasing s, from the gradient
    /// (n·xⁿ⁻¹/aⁿ, n·yⁿ⁻¹/bⁿ) rotated; handles the axis points by limits.
    static func tangent(_ a: Double, _ b: Double, _ n: Double, _ s: Double) -> Vector {
        if s <= 0 { return n > 1 ? Vector(0, 1) : (n < 1 ? Vector(-1, 0) : Vector(-a, b).normalized) }
        if s >= .pi / 2 { return n > 1 ? Vector(-1, 0) : (n < 1 ? Vector(0, 1) : Vector(-a, b).normalized) }
        let p = point(a, b, n, s)
        // Gradient of (x/a)^n + (y/b)^n in log form to avoid under/overflow.
        let gx = exp((n - 1) * log(p.x / a)) / a
        let gy = exp((n - 1) * log(p.y / b)) / b
        let t = Vector(-gy, gx).normalized
        if t.dx.isFinite && t.dy.isFinite && t != .zero { return t }
        // The powers over- or underflowed (an exponent near 0.1 close to an
        // axis, or radii near 1e300): the same direction from the logs,
        // scaled so the larger component is 1; a coordinate that itself
        // underflowed to 0 sits on the axis, whose limit tangent applies.
        let lx = (n - 1) * log(p.x / a) - log(a), ly = (n - 1) * log(p.y / b) - log(b)
        guard lx.isFinite && ly.isFinite else { return tangent(a, b, n, p.x / a < p.y / b ? .pi / 2 : 0) }
        let m = Swift.max(lx, ly)
        return Vector(-exp(ly - m), exp(lx - m)).normalized
    }

    static func fit(a: Double, b: Double, n: Double, s0: Double, s1: Double, tol: Double, depth: Int, into out: inout [Cubic]) {
        let p0 = point(a, b, n, s0), p3 = point(a, b, n, s1)
        let t0 = tangent(a, b, n, s0), t1 = tangent(a, b, n, s1)
        let m = point(a, b, n, (s0 + s1) / 2)
        let chord = p0.distance(to: p3)
        // Solve α·t0 − β·t1 = 8/3·(m − (p0+p3)/2) for the handle lengths.
        let rhs = (m - p0.lerp(p3, 0.5)) * (8.0 / 3.0)
        let det = t0.cross(-t1)
        var alpha = chord / 3, beta = chord / 3
        if Swift.abs(det) > 1e-9 {
            let al = rhs.cross(-t1) / det, be = t0.cross(rhs) / det
            if al > 0 && be > 0 && al < 2 * chord && be < 2 * chord { alpha = al; beta = be }
        }
        let cubic = Cubic(p0, p0 + t0 * alpha, p3 - t1 * beta, p3)
        if depth >= 14 || error(cubic, a: a, b: b, n: n, s0: s0, s1: s1) <= tol {
            out.append(cubic)
            return
        }
        let mid = (s0 + s1) / 2
        fit(a: a, b: b, n: n, s0: s0, s1: mid, tol: tol, depth: depth + 1, into: &out)
        fit(a: a, b: b, n: n, s0: mid, s1: s1, tol: tol, depth: depth + 1, into: &out)
    }

    /// Largest distance from 8 interior samples of the cubic to the true
    /// piece (as a fine polyline, plus a margin for its chord error).
    static func error(_ c: Cubic, a: Double, b: Double, n: Double, s0: Double, s1: Double) -> Double {
        let k = 48
        var truth: [Point] = []
        truth.reserveCapacity(k + 1)
        for i in 0...k { truth.append(point(a, b, n, s0 + (s1 - s0) * Double(i) / Double(k))) }
        var worst = 0.0
        for j in 1...8 {
            let p = c.point(at: Double(j) / 9)
            var best = Double.infinity
            for i in 0..<k { best = Swift.min(best, Self.distance(p, truth[i], truth[i + 1])) }
            worst = Swift.max(worst, best)
        }
        return worst
    }

    static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let ab = b - a, ap = p - a
        let l2 = ab.lengthSquared
        let t = l2 > 0 ? Swift.max(0, Swift.min(1, ap.dot(ab) / l2)) : 0
        return p.distance(to: a + ab * t)
    }
}
