#if canImport(Glibc)
import Glibc
#endif

/// Pure queries on a path (docs/API.md).
extension Path {
    /// Tight bounds from curve extrema (not control points); `.zero` for
    /// an empty path. A lone `move` counts as a point.
    public var bounds: Rect {
        guard !points.isEmpty else { return .zero }
        var lo = Point(Double.infinity, Double.infinity), hi = Point(-Double.infinity, -Double.infinity)
        func add(_ p: Point) {
            lo.x = Swift.min(lo.x, p.x); lo.y = Swift.min(lo.y, p.y)
            hi.x = Swift.max(hi.x, p.x); hi.y = Swift.max(hi.y, p.y)
        }
        forEachSegment(closeOpenSubpaths: false, subpathStarted: add) { c, kind in
            if kind == .cubic || kind == .quad {
                let b = c.bounds(); add(b.min); add(b.max)
            } else {
                add(c.p3)
            }
        }
        return Rect(lo.x, lo.y, hi.x - lo.x, hi.y - lo.y)
    }
    /// SwiftUI's name for `bounds`.
    public var boundingRect: Rect { bounds }

    /// Winding number of the fill (open subpaths closed) around `p`, from
    /// exact crossings of the ray toward +x: each cubic is split at its y
    /// extrema into y-monotone pieces and each piece is solved for the
    /// crossing by bisection.
    public func windingNumber(at p: Point) -> Int {
        var winding = 0
        forEachSegment(closeOpenSubpaths: true) { c, kind in
            if kind == .line || kind == .close {
                winding += Self.lineCrossing(c.p0, c.p3, p)
                return
            }
            let ymin = Swift.min(c.p0.y, c.p1.y, c.p2.y, c.p3.y), ymax = Swift.max(c.p0.y, c.p1.y, c.p2.y, c.p3.y)
            if p.y < ymin || p.y >= ymax { return }
            if p.x > Swift.max(c.p0.x, c.p1.x, c.p2.x, c.p3.x) { return }
            var t0 = 0.0
            for t1 in c.yExtremaParameters() + [1.0] {
                winding += Self.monotoneCrossing(c, t0, t1, p)
                t0 = t1
            }
        }
        return winding
    }

    /// Line crossing, half-open in y (so shared vertices count once).
    @inline(__always)
    static func lineCrossing(_ a: Point, _ b: Point, _ p: Point) -> Int {
        if a.y <= p.y {
            if b.y > p.y && (b - a).cross(p - a) > 0 { return 1 }
        } else if b.y <= p.y && (b - a).cross(p - a) < 0 {
            return -1
        }
        return 0
    }

    static func monotoneCrossing(_ c: Cubic, _ t0: Double, _ t1: Double, _ p: Point) -> Int {
        let a = c.point(at: t0), b = c.point(at: t1)
        let up = b.y > a.y
        let (ylo, yhi) = up ? (a.y, b.y) : (b.y, a.y)
        guard p.y >= ylo && p.y < yhi else { return 0 }
        var lo = t0, hi = t1
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            let y = c.point(at: mid).y
            if (y < p.y) == up { lo = mid } else { hi = mid }
        }
        let x = c.point(at: (lo + hi) / 2).x
        guard x > p.x else { return 0 }
        return up ? 1 : -1
    }

    /// Whether the fill of the path covers `p` under `rule`.
    public func contains(_ p: Point, fillRule rule: FillRule = .nonZero) -> Bool {
        let w = windingNumber(at: p)
        return rule == .nonZero ? w != 0 : (w & 1) != 0
    }

    /// Signed area by Green's theorem, ½∮(x dy − y dx), on the exact
    /// segments (positive when the outline runs clockwise on screen, i.e.
    /// from +x toward +y): lines, quads and cubics in closed form, and the
    /// cubics of a recorded arc as the arc of the true ellipse, the one the
    /// SVG `A` command draws (`forEachExactSegment`, `CenterArc`), not its
    /// 45° cubics (which enclose 4.4e-6 more of a circle).
    public var signedArea: Double {
        var sum = 0.0
        forEachExactSegment(closeOpenSubpaths: true) { segment in
            switch segment {
            case let .curve(c, kind):
                if kind == .line || kind == .close {
                    sum += (c.p0.x * c.p3.y - c.p3.x * c.p0.y) / 2
                } else {
                    sum += c.signedAreaContribution()
                }
            case let .arc(arc, from, to):
                sum += arc.signedAreaContribution(from: from, to: to)
            }
        }
        return sum
    }

    /// Total length of the drawn segments (closing lines of closed
    /// subpaths included, implicit closes of open ones not). Recorded arcs
    /// are measured on the true ellipse: a circle's exactly (r·|Δθ|), an
    /// ellipse's to ~1e-13 (`EllipseArcLength`); other curves to 1e-9.
    public var length: Double { lengthAndWork().length }

    /// The length and the number of quadrature rules it took (the totality
    /// tests bound the work by it).
    func lengthAndWork() -> (length: Double, work: Int) {
        var total = 0.0, work = 0
        forEachExactSegment(closeOpenSubpaths: false) { segment in
            switch segment {
            case let .curve(c, kind):
                if kind == .line || kind == .close {
                    total += c.p0.distance(to: c.p3); work += 1
                } else {
                    total += c.lengthAdaptive(tolerance: 1e-9, depth: 0, work: &work)
                }
            case let .arc(arc, _, _):
                total += arc.length(work: &work)
            }
        }
        return (total, work)
    }

    /// The path with lines only, within `tolerance` of the curves.
    public func flattened(tolerance: Double) -> Path {
        var out = Path()
        for poly in flattenedSubpaths(tolerance: Swift.max(tolerance, 1e-9)) {
            out.addLines(poly.points)
            if poly.closed { out.closeSubpath() }
        }
        return out
    }

    /// Every point mapped by `t`. Arc records survive: an affine image of
    /// an ellipse is an ellipse, whose SVG radii and rotation come from the
    /// eigen-decomposition of M·Mᵀ, M = L·R(φ)·diag(rx, ry); a mirror flips
    /// the sweep. A singular transform drops them (the cubics remain).
    public func transformed(by t: AffineTransform) -> Path {
        var out = self
        out.replacePoints(points.map { t.apply($0) })
        let det = t.determinant
        if det == 0 || !det.isFinite { out.arcs = []; return out }
        out.arcs = arcs.map { arc in
            var a = arc
            let phi = arc.rotationDegrees * .pi / 180
            let cp = cos(phi), sp = sin(phi)
            // M = L · R(φ) · diag(rx, ry)
            let m00 = (t.a * cp + t.c * sp) * arc.radiusX, m01 = (-t.a * sp + t.c * cp) * arc.radiusY
            let m10 = (t.b * cp + t.d * sp) * arc.radiusX, m11 = (-t.b * sp + t.d * cp) * arc.radiusY
            let p = m00 * m00 + m01 * m01, s = m10 * m10 + m11 * m11, q = m00 * m10 + m01 * m11
            let mean = (p + s) / 2, dev = (((p - s) / 2) * ((p - s) / 2) + q * q).squareRoot()
            a.radiusX = (mean + dev).squareRoot()
            a.radiusY = Swift.max(0, mean - dev).squareRoot()
            a.rotationDegrees = dev == 0 ? 0 : 0.5 * atan2(2 * q, p - s) * 180 / .pi
            if det < 0 { a.sweep.toggle() }
            return a
        }
        return out
    }
    public func transformed(_ t: AffineTransform) -> Path { transformed(by: t) }
    public func offsetBy(dx: Double, dy: Double) -> Path { transformed(by: .translation(dx, dy)) }
}
