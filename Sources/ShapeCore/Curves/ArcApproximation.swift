#if canImport(Glibc)
import Glibc
#endif

/// Elliptical arc → cubic Béziers. Each cubic spans at most 45°, with
/// handle length k = 4/3·tan(δ/4) of the radius (the standard construction,
/// e.g. Riškus 2006). Radial error: 2.7e-4·r for 90° pieces, 4.2e-6·r for
/// 45° pieces — we use 45° so the cubics agree with the exact SVG `A` we
/// write to below the default 3-decimal precision up to r ≈ 100.
public enum ArcApproximation {
    /// The point at parametric angle `theta` on the ellipse.
    @inline(__always)
    public static func point(center: Point, rx: Double, ry: Double, cosPhi: Double, sinPhi: Double, theta: Double) -> Point {
        let (s, c) = sinCos(theta)
        let x = rx * c, y = ry * s
        return Point(center.x + cosPhi * x - sinPhi * y, center.y + sinPhi * x + cosPhi * y)
    }

    /// sin and cos, exact at multiples of π/2 so axis-aligned arcs land on
    /// exact coordinates (no 6.1e-17 noise in the SVG). Total: the quadrant
    /// is taken in floating point (no `Int` conversion), and beyond 2^40
    /// quarter turns, where an angle has no sub-quadrant precision left, the
    /// snapping is skipped (libm reduces such arguments exactly).
    @inline(__always)
    public static func sinCos(_ theta: Double) -> (Double, Double) {
        let q = theta / (Double.pi / 2)
        let r = q.rounded()
        if Swift.abs(r) < 0x1p40 && Swift.abs(q - r) < 1e-14 {
            var quadrant = r.truncatingRemainder(dividingBy: 4)
            if quadrant < 0 { quadrant += 4 }
            switch quadrant {
            case 0: return (0, 1)
            case 1: return (1, 0)
            case 2: return (0, -1)
            default: return (-1, 0)
            }
        }
        return (sin(theta), cos(theta))
    }

    /// The most cubics one arc may use: 8 turns' worth. Every builder sweeps
    /// less than three turns (`Path.addEllipticalArc` reduces longer
    /// sweeps), so the cap only guards direct callers.
    public static let maxSegments = 64

    /// How many cubics an arc of `sweep` radians needs (≤ 45° each), in
    /// 1…`maxSegments`; a sweep that is not finite gets 1 (its caller
    /// draws nothing for it). Computed in floating point, so no sweep can
    /// trap the `Int` conversion.
    public static func segmentCount(sweep: Double) -> Int {
        let n = (Swift.abs(sweep) / (Double.pi / 4) - 1e-9).rounded(.up)
        guard n.isFinite else { return 1 }
        return Int(Swift.max(1, Swift.min(n, Double(maxSegments))))
    }

    /// Calls `emit(c1, c2, end)` for each cubic of the arc from `start`
    /// sweeping `sweep` radians (positive: from +x toward +y).
    public static func forEachCubic(center: Point, rx: Double, ry: Double, rotation phi: Double = 0,
                                    start: Double, sweep: Double,
                                    _ emit: (Point, Point, Point) -> Void) {
        let n = segmentCount(sweep: sweep)
        let delta = sweep / Double(n)
        let k = 4.0 / 3.0 * tan(delta / 4)
        let (sinPhi, cosPhi) = phi == 0 ? (0.0, 1.0) : (sin(phi), cos(phi))
        var theta = start
        var (s0, c0) = sinCos(theta)
        for i in 0..<n {
            let next = i == n - 1 ? start + sweep : theta + delta
            let (s1, c1) = sinCos(next)
            // Control points in the ellipse's own frame, then rotated.
            let a = (rx * (c0 - k * s0), ry * (s0 + k * c0))
            let b = (rx * (c1 + k * s1), ry * (s1 - k * c1))
            let e = (rx * c1, ry * s1)
            func place(_ v: (Double, Double)) -> Point {
                Point(center.x + cosPhi * v.0 - sinPhi * v.1, center.y + sinPhi * v.0 + cosPhi * v.1)
            }
            emit(place(a), place(b), place(e))
            theta = next; s0 = s1; c0 = c1
        }
    }
}
