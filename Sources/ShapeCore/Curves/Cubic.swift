#if canImport(Glibc)
import Glibc
#endif

/// A cubic Bézier segment: the one curve type every query works on
/// (lines and quads are raised to cubics exactly where needed).
public struct Cubic: Hashable, Sendable {
    public var p0: Point, p1: Point, p2: Point, p3: Point
    public init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        self.p0 = p0; self.p1 = p1; self.p2 = p2; self.p3 = p3
    }
    /// A straight line as a cubic (control points at thirds: uniform speed).
    public static func line(_ a: Point, _ b: Point) -> Cubic {
        Cubic(a, a.lerp(b, 1.0 / 3), a.lerp(b, 2.0 / 3), b)
    }
    /// Exact degree elevation of a quadratic.
    public static func quad(_ a: Point, _ c: Point, _ b: Point) -> Cubic {
        Cubic(a, a.lerp(c, 2.0 / 3), b.lerp(c, 2.0 / 3), b)
    }

    @inline(__always)
    public func point(at t: Double) -> Point {
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return Point(a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                     a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
    @inline(__always)
    public func derivative(at t: Double) -> Vector {
        let mt = 1 - t
        let a = 3 * mt * mt, b = 6 * mt * t, c = 3 * t * t
        return Vector(a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
                      a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
    }

    /// de Casteljau split at t.
    public func split(at t: Double) -> (Cubic, Cubic) {
        let a = p0.lerp(p1, t), b = p1.lerp(p2, t), c = p2.lerp(p3, t)
        let d = a.lerp(b, t), e = b.lerp(c, t)
        let m = d.lerp(e, t)
        return (Cubic(p0, a, d, m), Cubic(m, e, c, p3))
    }
    /// The piece between parameters t0 < t1.
    public func subsegment(_ t0: Double, _ t1: Double) -> Cubic {
        if t0 <= 0 { return t1 >= 1 ? self : split(at: t1).0 }
        let right = split(at: t0).1
        if t1 >= 1 { return right }
        return right.split(at: (t1 - t0) / (1 - t0)).0
    }

    /// Parameters in (0, 1) where dx/dt = 0 or dy/dt = 0, sorted.
    public func extremaParameters() -> [Double] {
        var ts: [Double] = []
        Self.derivativeRoots(p0.x, p1.x, p2.x, p3.x, into: &ts)
        Self.derivativeRoots(p0.y, p1.y, p2.y, p3.y, into: &ts)
        ts.sort()
        return ts
    }
    /// Parameters in (0, 1) where dy/dt = 0 (for y-monotone splitting).
    public func yExtremaParameters() -> [Double] {
        var ts: [Double] = []
        Self.derivativeRoots(p0.y, p1.y, p2.y, p3.y, into: &ts)
        ts.sort()
        return ts
    }

    /// Roots in (0,1) of the derivative of one coordinate: the quadratic
    /// a t² + b t + c with a = -p0+3p1-3p2+p3, b = 2(p0-2p1+p2), c = p1-p0
    /// (derivative divided by 3).
    static func derivativeRoots(_ r0: Double, _ r1: Double, _ r2: Double, _ r3: Double, into out: inout [Double]) {
        // The roots do not change when all four values are scaled; beyond
        // 2^±400 they are brought near 1 by a power of two (exact), so
        // b² − 4ac neither overflows (control points at 1e200) nor
        // underflows. Ordinary values are used as they are.
        let big = Swift.max(Swift.abs(r0), Swift.abs(r1), Swift.abs(r2), Swift.abs(r3))
        guard big.isFinite else { return }
        let k = big > 0x1p400 || (big < 0x1p-400 && big > 0) ? Double(sign: .plus, exponent: Swift.min(-big.exponent, 1000), significand: 1) : 1
        let q0 = r0 * k, q1 = r1 * k, q2 = r2 * k, q3 = r3 * k
        let a = -q0 + 3 * q1 - 3 * q2 + q3
        let b = 2 * (q0 - 2 * q1 + q2)
        let c = q1 - q0
        let scale = Swift.abs(q0) + Swift.abs(q1) + Swift.abs(q2) + Swift.abs(q3)
        if Swift.abs(a) <= 1e-12 * scale {
            if b != 0 { let t = -c / b; if t > 0 && t < 1 { out.append(t) } }
            return
        }
        let disc = b * b - 4 * a * c
        if disc < 0 { return }
        let s = disc.squareRoot()
        // Numerically stable pair (Numerical Recipes §5.6).
        let q = -0.5 * (b + (b < 0 ? -s : s))
        if q != 0 {
            let t1 = q / a, t2 = c / q
            if t1 > 0 && t1 < 1 { out.append(t1) }
            if t2 > 0 && t2 < 1 && t2 != t1 { out.append(t2) }
        } else {
            let t = -b / (2 * a)
            if t > 0 && t < 1 { out.append(t) }
        }
    }

    /// Tight bounds: end points plus the points at the extrema.
    public func bounds() -> (min: Point, max: Point) {
        var lo = Point(Swift.min(p0.x, p3.x), Swift.min(p0.y, p3.y))
        var hi = Point(Swift.max(p0.x, p3.x), Swift.max(p0.y, p3.y))
        // Control points inside the end-point box cannot extend it.
        if p1.x >= lo.x && p1.x <= hi.x && p2.x >= lo.x && p2.x <= hi.x &&
            p1.y >= lo.y && p1.y <= hi.y && p2.y >= lo.y && p2.y <= hi.y {
            return (lo, hi)
        }
        for t in extremaParameters() {
            let p = point(at: t)
            lo.x = Swift.min(lo.x, p.x); lo.y = Swift.min(lo.y, p.y)
            hi.x = Swift.max(hi.x, p.x); hi.y = Swift.max(hi.y, p.y)
        }
        return (lo, hi)
    }

    /// ∫ (x dy − y dx) / 2 over the segment: its contribution to the signed
    /// area by Green's theorem. The integrand is a degree-5 polynomial, so
    /// 3-point Gauss–Legendre quadrature is exact (up to rounding).
    public func signedAreaContribution() -> Double {
        var sum = 0.0
        for (t, w) in GaussLegendre.three {
            let p = point(at: t), d = derivative(at: t)
            sum += w * (p.x * d.dy - p.y * d.dx)
        }
        return sum / 2
    }

    /// Arc length by adaptive 5-point Gauss–Legendre (relative error ~1e-9
    /// at every scale: the tolerance is relative to the length itself).
    public func length(tolerance: Double = 1e-9) -> Double {
        var work = 0
        return lengthAdaptive(tolerance: tolerance, depth: 0, work: &work)
    }
    /// `work` counts the 5-point speed integrals (≤ 3 · (2^13 − 1) per
    /// cubic: the depth is capped at 12).
    func lengthAdaptive(tolerance: Double, depth: Int, work: inout Int) -> Double {
        let whole = GaussLegendre.speedIntegral(self, 0, 1)
        let (l, r) = split(at: 0.5)
        let halves = GaussLegendre.speedIntegral(l, 0, 1) + GaussLegendre.speedIntegral(r, 0, 1)
        work += 3
        // Not finite (coordinates near ±1.8e308 overflow the speed): stop,
        // the caller refuses the infinite total.
        if depth >= 12 || !(Swift.abs(whole - halves) > tolerance * halves) { return halves }
        return l.lengthAdaptive(tolerance: tolerance, depth: depth + 1, work: &work) +
            r.lengthAdaptive(tolerance: tolerance, depth: depth + 1, work: &work)
    }

    /// The most segments one cubic is flattened into, whatever its size
    /// and the tolerance asked for (callers scale tolerances with the
    /// path's size, so real paths stay far below it).
    public static let maxFlatteningSegments = 1 << 16

    /// Number of line segments that keep the polyline within `tolerance`
    /// of the curve (Wang's formula: n = ⌈√(3·M / (4·tol))⌉ with M the
    /// largest second difference of the control points), in
    /// 1…`maxFlatteningSegments`. Computed in floating point and clamped
    /// before the `Int` conversion, so no size or tolerance can trap it.
    /// Control points near ±1.8e308 overflow M: it is then taken from the
    /// quartered points (exact); a point that is not finite gets 1 segment
    /// (the result is refused as too large anyway, so no work is spent).
    public func flatteningSegmentCount(tolerance: Double) -> Int {
        var m = Self.secondDifference(p0, p1, p2, p3, scale: 1)
        var factor = 0.75
        if !m.isFinite {
            m = Self.secondDifference(p0, p1, p2, p3, scale: 0.25)
            factor = 3 // 0.75 · 4
            guard m.isFinite else { return 1 }
        }
        guard m > 0, tolerance > 0 else { return 1 }
        let n = (factor * m / tolerance).squareRoot().rounded(.up)
        let cap = Double(Self.maxFlatteningSegments)
        return Int(n < cap ? Swift.max(1, n) : cap) // n = ∞ (a subnormal tolerance) takes the cap
    }

    /// max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|) of the points times `scale`.
    @inline(__always)
    static func secondDifference(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, scale k: Double) -> Double {
        let ddx1 = k * p0.x - 2 * (k * p1.x) + k * p2.x, ddy1 = k * p0.y - 2 * (k * p1.y) + k * p2.y
        let ddx2 = k * p1.x - 2 * (k * p2.x) + k * p3.x, ddy2 = k * p1.y - 2 * (k * p2.y) + k * p3.y
        return Swift.max(Vector(ddx1, ddy1).length, Vector(ddx2, ddy2).length)
    }
    /// Appends the polyline points after p0 (p0 itself is not appended).
    public func flatten(tolerance: Double, into out: inout [Point]) {
        let n = flatteningSegmentCount(tolerance: tolerance)
        for i in 1..<n { out.append(point(at: Double(i) / Double(n))) }
        out.append(p3)
    }
}

enum GaussLegendre {
    static let three: [(Double, Double)] = [
        (0.5 - 0.5 * 0.7745966692414834, 5.0 / 18), (0.5, 8.0 / 18), (0.5 + 0.5 * 0.7745966692414834, 5.0 / 18),
    ]
    static let five: [(Double, Double)] = {
        let x: [Double] = [0, 0.5384693101056831, 0.9061798459386640]
        let w: [Double] = [0.5688888888888889, 0.4786286704993665, 0.2369268850561891]
        return [(0.5, w[0] / 2), (0.5 - x[1] / 2, w[1] / 2), (0.5 + x[1] / 2, w[1] / 2),
                (0.5 - x[2] / 2, w[2] / 2), (0.5 + x[2] / 2, w[2] / 2)]
    }()
    static func speedIntegral(_ c: Cubic, _ t0: Double, _ t1: Double) -> Double {
        var s = 0.0
        for (t, w) in five { s += w * c.derivative(at: t0 + (t1 - t0) * t).length }
        return s * (t1 - t0)
    }
}
