#if canImport(Glibc)
import Glibc
#endif

/// One corner of a CSS box, in the corner's own frame: `point` is the box
/// corner, `alongStart` the unit vector from the corner's start toward the
/// corner point (the side the outline arrives on, walking clockwise on
/// screen) and `alongEnd` the unit vector from the corner point along the
/// side it leaves on. Local coordinates (u, v) map to
/// `point − u·alongStart + v·alongEnd`: u is the distance from the end
/// side, v the distance from the start side, both >= 0 inside the box.
struct CSSCornerFrame {
    var point: Point
    var alongStart: Vector
    var alongEnd: Vector

    func global(_ u: Double, _ v: Double) -> Point {
        point - alongStart * u + alongEnd * v
    }
}

/// A superellipse quadrant in local corner coordinates:
/// P(s) = origin + X(s)·start + Y(s)·end, X = cos(s)^(2/n), Y = sin(s)^(2/n),
/// s ∈ [0, π/2], so P(0) = origin + start and P(π/2) = origin + end. The
/// two offsets are axis-aligned and perpendicular, and u(s) falls while
/// v(s) rises along the curve (for every corner built here). n = 1 is a
/// straight line, n = 2 an elliptical arc, n >= `CSSCornerShape.straightExponent`
/// the two sides of the box (origin + start → origin + start + end → origin + end).
struct CSSCornerCurve {
    var origin: (u: Double, v: Double)
    var start: (du: Double, dv: Double)
    var end: (du: Double, dv: Double)
    var n: Double
    /// n = 2 with offsets that need not be axis-aligned or perpendicular:
    /// the affine image of a quarter circle (a conic of weight √2/2 from
    /// origin + start to origin + end with control point `turn`), drawn as
    /// cubics. Only the inner curve of a shallow concave corner
    /// (`CSSShallowConcaveCorner`) is one.
    var oblique = false

    var isStraight: Bool { n >= CSSCornerShape.straightExponent }

    /// The outline's own corner of `shape` in a radius box of extent
    /// `ru` along the start side and `rv` along the end side. Convex
    /// (K >= 0): centred on the box's inner corner (ru, rv), running from
    /// (ru, 0) to (0, rv). Concave (K < 0): the mirror image, centred on
    /// the corner point itself.
    static func outer(shape: CSSCornerShape, ru: Double, rv: Double) -> CSSCornerCurve {
        if shape.isConcave {
            return CSSCornerCurve(origin: (0, 0), start: (ru, 0), end: (0, rv), n: shape.exponent)
        }
        return CSSCornerCurve(origin: (ru, rv), start: (0, -rv), end: (-ru, 0), n: shape.exponent)
    }

    /// X(s), Y(s) of the unit superellipse (a polyline through (1, 1) when straight).
    func unit(_ s: Double) -> (x: Double, y: Double) {
        let (sn, cs) = ArcApproximation.sinCos(s)
        if isStraight {
            // Two sides: (1, 0) → (1, 1) for s ≤ π/4, then (1, 1) → (0, 1).
            let t = s / (.pi / 4)
            return t <= 1 ? (1, t) : (2 - t, 1)
        }
        if n == 1 { return (cs * cs, sn * sn) }
        return (pow(Swift.max(0, cs), 2 / n), pow(Swift.max(0, sn), 2 / n))
    }

    func local(_ s: Double) -> (u: Double, v: Double) {
        let (x, y) = unit(s)
        return (origin.u + x * start.du + y * end.du, origin.v + x * start.dv + y * end.dv)
    }

    /// The farthest corner of the curve's box from the origin: the
    /// straight corner's turning point.
    var turn: (u: Double, v: Double) {
        (origin.u + start.du + end.du, origin.v + start.dv + end.dv)
    }

    /// Appends the curve from s0 to s1 (the current point is P(s0)),
    /// within `tolerance` of the true superellipse.
    func append(to path: inout Path, frame: CSSCornerFrame, from s0: Double, to s1: Double, tolerance: Double) {
        guard s1 > s0 else { return }
        func g(_ p: (u: Double, v: Double)) -> Point { frame.global(p.u, p.v) }
        if isStraight {
            if s0 < .pi / 4 && s1 > .pi / 4 { path.addLineIfApart(to: g(turn)) }
            path.addLineIfApart(to: g(local(s1)))
            return
        }
        if n == 1 { path.addLineIfApart(to: g(local(s1))); return }
        if oblique { appendOblique(to: &path, frame: frame, from: s0, to: s1); return }
        let o = g(origin)
        let au = frame.global(origin.u + start.du, origin.v + start.dv) - o
        let bv = frame.global(origin.u + end.du, origin.v + end.dv) - o
        if n == 2 {
            // An elliptical arc: P = o + cos s·au + sin s·bv with au ⟂ bv
            // axis-aligned; express it with the x/y radii and angles.
            let rx = Swift.abs(au.dx) + Swift.abs(bv.dx), ry = Swift.abs(au.dy) + Swift.abs(bv.dy)
            guard rx > 0, ry > 0 else { path.addLineIfApart(to: g(local(s1))); return }
            func angle(_ s: Double) -> Double {
                let p = au * ArcApproximation.sinCos(s).1 + bv * ArcApproximation.sinCos(s).0
                return atan2(p.dy / ry, p.dx / rx)
            }
            let t0 = angle(s0)
            var sweep = angle(s1) - t0
            // The sweep's sign is the orientation of (au, bv); its size < π.
            let orientation = au.cross(bv) >= 0 ? 1.0 : -1.0
            if sweep * orientation < 0 { sweep += orientation * 2 * .pi }
            path.addEllipticalArc(center: o, radiusX: rx, radiusY: ry, startAngle: t0, sweep: sweep)
            path.replaceLastPoint(with: g(local(s1)))
            return
        }
        let scale = Swift.max(au.length, bv.length)
        guard scale > 0 else { return }
        var cubics: [Cubic] = []
        LameCurve.fit(a: 1, b: 1, n: n, s0: s0, s1: s1, tol: 0.9 * tolerance / scale, depth: 0, into: &cubics)
        func map(_ p: Point) -> Point { o + au * p.x + bv * p.y }
        for c in cubics { path.addCurve(to: map(c.p3), control1: map(c.p1), control2: map(c.p2)) }
    }

    /// P(s) = origin + cos s·start + sin s·end as cubics of at most π/4
    /// each: the circle's cubic approximation (control arms 4/3·tan(Δ/4)
    /// of the tangent) mapped by the same affine map, within 5e-6 of the
    /// larger offset at π/4.
    func appendOblique(to path: inout Path, frame: CSSCornerFrame, from s0: Double, to s1: Double) {
        func point(_ s: Double) -> Point {
            let (sn, cs) = ArcApproximation.sinCos(s)
            return frame.global(origin.u + cs * start.du + sn * end.du, origin.v + cs * start.dv + sn * end.dv)
        }
        func tangent(_ s: Double) -> Vector {
            let (sn, cs) = ArcApproximation.sinCos(s)
            return frame.global(-sn * start.du + cs * end.du, -sn * start.dv + cs * end.dv) - frame.global(0, 0)
        }
        let pieces = Swift.max(1, Int(((s1 - s0) / (.pi / 4)).rounded(.up)))
        let step = (s1 - s0) / Double(pieces)
        let arm = 4.0 / 3 * tan(step / 4)
        for i in 0..<pieces {
            let a = s0 + Double(i) * step, b = a + step
            path.addCurve(to: point(b), control1: point(a) + tangent(a) * arm, control2: point(b) - tangent(b) * arm)
        }
    }
}
