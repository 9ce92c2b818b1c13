#if canImport(Glibc)
import Glibc
#endif

/// The operands of a path boolean as closed contours of segments, in
/// normalised coordinates (see `BooleanFrame`). Every segment is a cubic
/// (lines are flagged, so they stay lines); a cubic that the path records
/// as part of an elliptical arc is re-approximated by finer cubics
/// (≤ 11.25°, radial error ≈ 7e-8·r instead of the 45° pieces' 4e-6·r)
/// and remembers its ellipse, so the result can write exact arcs again
/// and `exactSignedArea` can integrate the true ellipse.
struct BooleanSegment {
    var curve: Cubic
    var isLine: Bool
    /// 0 for the receiver `a`, 1 for the argument `b`.
    var operand: Int
    /// Index of the closed contour this segment belongs to (global).
    var contour: Int
    /// Index into `BooleanInput.ellipses`, or -1 when not part of an arc.
    var ellipse: Int
}

/// An ellipse: p(θ) = center + R(φ)·(rx cos θ, ry sin θ).
struct BooleanEllipse {
    var center: Point
    var rx: Double, ry: Double
    var rotation: Double
    var cosPhi: Double, sinPhi: Double

    func point(_ theta: Double) -> Point {
        ArcApproximation.point(center: center, rx: rx, ry: ry, cosPhi: cosPhi, sinPhi: sinPhi, theta: theta)
    }
    /// Coordinates of `p` in the frame where the ellipse is the unit circle.
    func local(_ p: Point) -> (Double, Double) {
        let v = p - center
        return ((cosPhi * v.dx + sinPhi * v.dy) / rx, (-sinPhi * v.dx + cosPhi * v.dy) / ry)
    }
    /// Parametric angle of a point on (or near) the ellipse.
    func angle(of p: Point) -> Double {
        let (x, y) = local(p)
        return atan2(y, x)
    }
    /// Signed parametric sweep from `p` to `q` when it is below π in size.
    func shortSweep(from p: Point, to q: Point) -> Double {
        remainder(angle(of: q) - angle(of: p), 2 * .pi)
    }

    /// The ellipse of radii `rx`, `ry` rotated by `rotation` radians that
    /// the arc cubic `c` (at most a quarter turn, built by
    /// `ArcApproximation`) lies on, or nil when `c` is not such an arc.
    /// Method: in the frame where the ellipse is a unit circle, the centre
    /// is one unit from the start point along the normal toward the end.
    static func recovered(from c: Cubic, rx: Double, ry: Double, rotation: Double) -> BooleanEllipse? {
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return nil }
        let cp = cos(rotation), sp = sin(rotation)
        func toUnit(_ p: Point) -> Point { Point((cp * p.x + sp * p.y) / rx, (-sp * p.x + cp * p.y) / ry) }
        let u0 = toUnit(c.p0), u1 = toUnit(c.p1), u3 = toUnit(c.p3)
        let tangent = u1 - u0
        let chord = u3 - u0
        guard tangent.length > 1e-12, chord.length > 1e-12 else { return nil }
        let side: Double = tangent.cross(chord) > 0 ? 1 : -1
        let cu = u0 + tangent.normalized.perpendicular * side
        let center = Point(cp * rx * cu.x - sp * ry * cu.y, sp * rx * cu.x + cp * ry * cu.y)
        let e = BooleanEllipse(center: center, rx: rx, ry: ry, rotation: rotation, cosPhi: cp, sinPhi: sp)
        return e.fits(c) ? e : nil
    }

    /// Whether the cubic's ends lie on the ellipse and its middle near it
    /// (the 45° approximation is 4.2e-6 off; anything 1e-4 off is not an arc).
    func fits(_ c: Cubic) -> Bool {
        func radius(_ p: Point) -> Double { let (x, y) = local(p); return (x * x + y * y).squareRoot() }
        return abs(radius(c.p0) - 1) < 1e-6 && abs(radius(c.p3) - 1) < 1e-6 &&
            abs(radius(c.point(at: 0.5)) - 1) < 1e-4 && abs(shortSweep(from: c.p0, to: c.p3)) < 0.51 * .pi
    }
}

/// Maps both operands into a box of half-size 1 around the origin, so
/// every tolerance is absolute and no product of coordinates overflows
/// (any finite input stays finite: |p − origin| ≤ half the extent).
struct BooleanFrame {
    var origin: Point
    var scale: Double

    init?(_ paths: [Path]) {
        var lo = Point(Double.infinity, Double.infinity), hi = Point(-Double.infinity, -Double.infinity)
        for path in paths {
            for p in path.points where p.isFinite {
                lo.x = min(lo.x, p.x); lo.y = min(lo.y, p.y)
                hi.x = max(hi.x, p.x); hi.y = max(hi.y, p.y)
            }
        }
        guard lo.x <= hi.x, lo.y <= hi.y else { return nil }
        origin = Point(lo.x / 2 + hi.x / 2, lo.y / 2 + hi.y / 2)
        scale = max(hi.x / 2 - lo.x / 2, hi.y / 2 - lo.y / 2)
        guard scale > 0, scale.isFinite else { return nil }
    }

    @inline(__always) func inward(_ p: Point) -> Point {
        Point((p.x - origin.x) / scale, (p.y - origin.y) / scale)
    }
    @inline(__always) func outward(_ p: Point) -> Point {
        Point(origin.x + p.x * scale, origin.y + p.y * scale)
    }
}

struct BooleanInput {
    var segments: [BooleanSegment] = []
    var ellipses: [BooleanEllipse] = []
    var contourCount = 0
    /// Contours of subpaths that were not closed and were added without
    /// their closing line (the outline a line operation cuts).
    var openContours: Set<Int> = []
    /// Segments shorter than this (normalised units) are dropped.
    static let zeroLength = 1e-12

    /// Adds `path`'s subpaths; open ones closed as a fill does, unless
    /// `closeOpen` is false (an outline to cut, for the line operations).
    mutating func add(_ path: Path, operand: Int, frame: BooleanFrame, closeOpen: Bool = true) {
        var pi = 0
        var recordIndex = 0
        var start = Point.zero, current = Point.zero
        var open = false
        // The ellipse of the current arc record (recovered once per record).
        var recordEllipse: (record: Int, ellipse: Int)? = nil
        // Contour numbers only need to differ between subpaths (gaps are fine).
        func finish(closing: Bool = false) {
            if open && (closing || closeOpen) { addLine(current, start, operand) }
            if open && !closing && !closeOpen { openContours.insert(contourCount) }
            open = false
            contourCount += 1
        }
        for (vi, verb) in path.verbs.enumerated() {
            switch verb {
            case .move:
                finish()
                start = frame.inward(path.points[pi]); current = start
            case .line:
                let p = frame.inward(path.points[pi])
                addLine(current, p, operand); current = p; open = true
            case .quad:
                let c = Cubic.quad(current, frame.inward(path.points[pi]), frame.inward(path.points[pi + 1]))
                addCubic(c, operand, ellipse: -1); current = c.p3; open = true
            case .cubic:
                let c = Cubic(current, frame.inward(path.points[pi]), frame.inward(path.points[pi + 1]),
                              frame.inward(path.points[pi + 2]))
                while recordIndex < path.arcs.count,
                      path.arcs[recordIndex].firstVerb + path.arcs[recordIndex].verbCount <= vi { recordIndex += 1 }
                var ellipse = -1
                if recordIndex < path.arcs.count, path.arcs[recordIndex].firstVerb <= vi {
                    let record = path.arcs[recordIndex]
                    if let known = recordEllipse, known.record == recordIndex, ellipses[known.ellipse].fits(c) {
                        ellipse = known.ellipse
                    } else if let e = BooleanEllipse.recovered(
                        from: c, rx: record.radiusX / frame.scale, ry: record.radiusY / frame.scale,
                        rotation: record.rotationDegrees * .pi / 180) {
                        ellipses.append(e)
                        ellipse = ellipses.count - 1
                        recordEllipse = (recordIndex, ellipse)
                    }
                }
                addCubic(c, operand, ellipse: ellipse); current = c.p3; open = true
            case .close:
                finish(closing: true)
                current = start
            }
            pi += verb.pointCount
        }
        finish()
    }

    private mutating func addLine(_ a: Point, _ b: Point, _ operand: Int) {
        guard a.distance(to: b) > Self.zeroLength else { return }
        segments.append(BooleanSegment(curve: .line(a, b), isLine: true, operand: operand,
                                       contour: contourCount, ellipse: -1))
    }

    private mutating func addCubic(_ c: Cubic, _ operand: Int, ellipse: Int) {
        let spread = max(c.p0.distance(to: c.p1), c.p0.distance(to: c.p2), c.p0.distance(to: c.p3))
        guard spread > Self.zeroLength else { return }
        guard ellipse >= 0 else {
            for piece in c.cutAtSelfIntersection() {
                segments.append(BooleanSegment(curve: piece, isLine: false, operand: operand,
                                               contour: contourCount, ellipse: -1))
            }
            return
        }
        let e = ellipses[ellipse]
        let theta0 = e.angle(of: c.p0)
        let sweep = e.shortSweep(from: c.p0, to: c.p3)
        let pieces = max(1, Int((abs(sweep) / (.pi / 16)).rounded(.up)))
        var from = c.p0
        for k in 0..<pieces {
            let step = sweep / Double(pieces)
            ArcApproximation.forEachCubic(center: e.center, rx: e.rx, ry: e.ry, rotation: e.rotation,
                                          start: theta0 + Double(k) * step, sweep: step) { c1, c2, end in
                // The first and last fine pieces keep the original end
                // points exactly, so they meet the neighbouring segments.
                let to = k == pieces - 1 ? c.p3 : end
                segments.append(BooleanSegment(curve: Cubic(from, c1, c2, to), isLine: false, operand: operand,
                                               contour: contourCount, ellipse: ellipse))
                from = to
            }
        }
    }
}
