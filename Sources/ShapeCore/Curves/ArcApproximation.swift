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
        let quarter = QuarterTurn.shared
        let k = delta.bitPattern == quarter.delta.bitPattern ? quarter.k : 4.0 / 3.0 * tan(delta / 4)
        let (sinPhi, cosPhi) = phi == 0 ? (0.0, 1.0) : (sin(phi), cos(phi))
        var theta = start
        var (s0, c0) = sinCos(theta)
        for i in 0..<n {
            let next = i == n - 1 ? start + sweep : theta + delta
            let (s1, c1) = quarter.sinCos(next)
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

/// The trigonometry of a rounded rectangle's circular corner — a quarter
/// turn from one of the four axis directions, drawn as two 45° cubics —
/// computed once: the handle factor `4/3·tan(δ/4)` for δ = 45°, each
/// corner's start angle (`RoundedCornerDrawing`) and sin/cos at each
/// corner's midpoint. Each value is computed by the very expression the
/// general code evaluates, on the same Double, so a corner's points are
/// bit for bit what they were; three of a corner's four libm calls
/// (atan2, tan, sin and cos) become table reads (~14% of a Canvas of
/// rounded rectangles; docs/PERFORMANCE.md). Immutable after its
/// thread-safe lazy initialisation.
struct QuarterTurn: Sendable {
    static let shared = QuarterTurn()

    /// δ as `forEachCubic` computes it for a sweep of π/2 in two pieces.
    let delta = (Double.pi / 2) / Double(2)
    let k: Double
    /// `(-v).angle` for v = right, down, left, up (the corners' outgoing
    /// sides, RoundedCornerDrawing.addRoundedRect).
    let startAngles: SIMD4<Double>
    /// The midpoints `start + δ` of those corners and their sin and cos.
    private let midpoints: SIMD4<Double>
    private let sines: SIMD4<Double>
    private let cosines: SIMD4<Double>

    private init() {
        k = 4.0 / 3.0 * tan(delta / 4)
        let axes = [Vector(1, 0), Vector(0, 1), Vector(-1, 0), Vector(0, -1)]
        var starts = SIMD4<Double>(), mids = SIMD4<Double>(), s = SIMD4<Double>(), c = SIMD4<Double>()
        for (i, v) in axes.enumerated() {
            starts[i] = (-v).angle
            mids[i] = starts[i] + delta
            (s[i], c[i]) = ArcApproximation.sinCos(mids[i])
        }
        startAngles = starts; midpoints = mids; sines = s; cosines = c
        corners = (0..<4).map { i in
            let start = ArcApproximation.sinCos(starts[i])
            let end = ArcApproximation.sinCos(starts[i] + .pi / 2) // forEachCubic's last end: start + sweep
            return Corner(start: (start.0, start.1), mid: (s[i], c[i]), end: (end.0, end.1))
        }
    }

    /// `ArcApproximation.sinCos(theta)`, from the table when `theta` is
    /// one of the midpoints (compared bit for bit).
    @inline(__always)
    func sinCos(_ theta: Double) -> (Double, Double) {
        for i in 0..<4 where midpoints[i].bitPattern == theta.bitPattern { return (sines[i], cosines[i]) }
        return ArcApproximation.sinCos(theta)
    }

    /// The trigonometry of the corner whose outgoing side runs along an
    /// axis direction `v`: sin and cos at its start, its midpoint and its
    /// end, each as `forEachCubic` computes it for a sweep of π/2 from
    /// `startAngle(reversing: v)` (`Path.addQuarterArc`).
    struct Corner: Sendable {
        let start: (sin: Double, cos: Double)
        let mid: (sin: Double, cos: Double)
        let end: (sin: Double, cos: Double)
    }
    private let corners: [Corner]

    /// The corner leaving along `v` when `v` is an axis direction, else nil.
    @inline(__always)
    func corner(leaving v: Vector) -> Corner? {
        Self.axisIndex(v).map { corners[$0] }
    }

    /// `(-v).angle`, from the table for the four axis directions.
    @inline(__always)
    func startAngle(reversing v: Vector) -> Double {
        Self.axisIndex(v).map { startAngles[$0] } ?? (-v).angle
    }

    /// 0, 1, 2, 3 for right, down, left, up (the tables' order), compared
    /// bit for bit (a -0 component can change the angle: atan2 sees its
    /// sign); nil for any other `v`.
    @inline(__always)
    private static func axisIndex(_ v: Vector) -> Int? {
        let x = v.dx.bitPattern, y = v.dy.bitPattern, one = (1.0).bitPattern, minusOne = (-1.0).bitPattern
        let zero = (0.0).bitPattern
        if y == zero {
            if x == one { return 0 }
            if x == minusOne { return 2 }
        } else if x == zero {
            if y == one { return 1 }
            if y == minusOne { return 3 }
        }
        return nil
    }
}

extension QuarterTurn.Corner {
    /// `ArcApproximation.forEachCubic`'s `place` with rotation 0 (cosPhi 1,
    /// sinPhi 0), expression for expression: the quarter arc's points are
    /// bit for bit the general code's.
    @inline(__always)
    private static func place(_ center: Point, _ v0: Double, _ v1: Double) -> Point {
        let cosPhi = 1.0, sinPhi = 0.0
        return Point(center.x + cosPhi * v0 - sinPhi * v1, center.y + sinPhi * v0 + cosPhi * v1)
    }

    /// Where the corner's arc of radius `r` about `center` starts.
    @inline(__always)
    func start(center: Point, radius r: Double) -> Point {
        Self.place(center, r * start.cos, r * start.sin)
    }

    /// How far a current point may be from `start` and still be it
    /// (`Path.addEllipticalArc`'s rule: no joining line below it).
    @inline(__always)
    static func joinSlack(_ start: Point, radius r: Double) -> Double {
        1e-12 * Swift.max(1, Swift.abs(start.x), Swift.abs(start.y), r, r)
    }

    /// The two cubics of the arc: the first's controls and end, the
    /// second's controls and its own end (`end`, before a caller snaps it).
    @inline(__always)
    func cubics(center: Point, radius r: Double)
        -> (a1: Point, b1: Point, e1: Point, a2: Point, b2: Point, end: Point) {
        let (s0, c0) = start, (sm, cm) = mid, (s1, c1) = end
        let k = QuarterTurn.shared.k
        return (Self.place(center, r * (c0 - k * s0), r * (s0 + k * c0)),
                Self.place(center, r * (cm + k * sm), r * (sm - k * cm)),
                Self.place(center, r * cm, r * sm),
                Self.place(center, r * (cm - k * sm), r * (sm + k * cm)),
                Self.place(center, r * (c1 + k * s1), r * (s1 - k * c1)),
                Self.place(center, r * c1, r * s1))
    }
}
