/// Where a path boolean's segments meet. Method (after Skia PathOps and
/// Paper.js' curve intersection): recursive de Casteljau subdivision of
/// both curves, pruned by control-point boxes (the convex-hull property),
/// down to pieces flat within `flatness`; there the chord intersection is
/// the first guess, refined by Newton's method on the exact curves.
/// Each flat pair also projects the segments' end points that it holds
/// onto the other piece, which finds touching points (a vertex on the
/// other outline) and the ends of coincident stretches, where the chord
/// test fails.
struct BooleanIntersections {
    /// One place where a segment is cut: its parameter and the shared point.
    struct Cut { var t: Double; var point: Point }

    /// Cuts per segment (not sorted).
    private(set) var cuts: [[Cut]]
    private let segments: [BooleanSegment]
    private var work = 0

    /// Pieces flatter than this (normalised units) are treated as chords.
    static let flatness = 1e-4
    /// A refined point counts as an intersection when the curves are this
    /// close there.
    static let meet = 1e-9
    /// Subdivision steps allowed per input segment before giving up.
    static let workPerSegment = 20_000

    init(_ segments: [BooleanSegment]) throws {
        self.segments = segments
        cuts = Array(repeating: [], count: segments.count)
        try findAll()
    }

    private mutating func findAll() throws {
        let boxes = segments.map { Self.hull($0.curve) }
        let order = boxes.indices.sorted { boxes[$0].lo.x < boxes[$1].lo.x }
        let budget = Self.workPerSegment * Swift.max(segments.count, 16)
        for (k, i) in order.enumerated() {
            var m = k + 1
            while m < order.count, boxes[order[m]].lo.x <= boxes[i].hi.x + Self.meet {
                let j = order[m]
                m += 1
                guard Self.overlap(boxes[i], boxes[j]) else { continue }
                intersect(i, j)
                if work > budget { throw BooleanError.tooComplex }
            }
        }
    }

    private mutating func intersect(_ i: Int, _ j: Int) {
        let a = segments[i], b = segments[j]
        if a.isLine && b.isLine {
            leaf(i, a.curve, 0, 1, j, b.curve, 0, 1)
        } else {
            subdivide(i, a.curve, 0, 1, j, b.curve, 0, 1, depth: 0)
        }
    }

    private mutating func subdivide(_ i: Int, _ a: Cubic, _ a0: Double, _ a1: Double,
                                    _ j: Int, _ b: Cubic, _ b0: Double, _ b1: Double, depth: Int) {
        work += 1
        guard Self.overlap(Self.hull(a), Self.hull(b)) else { return }
        let flatA = segments[i].isLine || Self.flatness(a) <= Self.flatness
        let flatB = segments[j].isLine || Self.flatness(b) <= Self.flatness
        if (flatA && flatB) || depth >= 40 {
            leaf(i, a, a0, a1, j, b, b0, b1)
            return
        }
        let am = (a0 + a1) / 2, bm = (b0 + b1) / 2
        if flatA {
            let (l, r) = b.split(at: 0.5)
            subdivide(i, a, a0, a1, j, l, b0, bm, depth: depth + 1)
            subdivide(i, a, a0, a1, j, r, bm, b1, depth: depth + 1)
        } else if flatB {
            let (l, r) = a.split(at: 0.5)
            subdivide(i, l, a0, am, j, b, b0, b1, depth: depth + 1)
            subdivide(i, r, am, a1, j, b, b0, b1, depth: depth + 1)
        } else {
            let (al, ar) = a.split(at: 0.5), (bl, br) = b.split(at: 0.5)
            subdivide(i, al, a0, am, j, bl, b0, bm, depth: depth + 1)
            subdivide(i, al, a0, am, j, br, bm, b1, depth: depth + 1)
            subdivide(i, ar, am, a1, j, bl, b0, bm, depth: depth + 1)
            subdivide(i, ar, am, a1, j, br, bm, b1, depth: depth + 1)
        }
    }

    /// Two flat pieces (parameter ranges [a0, a1] of segment i, [b0, b1] of j).
    private mutating func leaf(_ i: Int, _ a: Cubic, _ a0: Double, _ a1: Double,
                               _ j: Int, _ b: Cubic, _ b0: Double, _ b1: Double) {
        work += 1
        let ca = segments[i].curve, cb = segments[j].curve
        let da = a.p3 - a.p0, db = b.p3 - b.p0
        let denominator = da.cross(db)
        if abs(denominator) > 1e-12 * da.length * db.length {
            let w = b.p0 - a.p0
            let s = w.cross(db) / denominator, u = w.cross(da) / denominator
            if s > -0.5 && s < 1.5 && u > -0.5 && u < 1.5 {
                let t = a0 + (a1 - a0) * Swift.min(Swift.max(s, 0), 1)
                let v = b0 + (b1 - b0) * Swift.min(Swift.max(u, 0), 1)
                if let (t, v) = Self.newton(ca, cb, t, v) { record(i, t, j, v) }
            }
        }
        // A segment's end point on the other piece: a vertex touching the
        // other outline, or where a coincident stretch ends. (Only the
        // segments' own ends: the ends of subdivision pieces along a
        // tangency would all be "within `meet`" and cut slivers.)
        for (t, p) in [(a0, a.p0), (a1, a.p3)] where t == 0 || t == 1 {
            if let v = Self.foot(of: p, on: cb, b0, b1) { record(i, t, j, v) }
        }
        for (v, p) in [(b0, b.p0), (b1, b.p3)] where v == 0 || v == 1 {
            if let t = Self.foot(of: p, on: ca, a0, a1) { record(i, t, j, v) }
        }
    }

    private mutating func record(_ i: Int, _ t: Double, _ j: Int, _ v: Double) {
        let p = segments[i].curve.point(at: t), q = segments[j].curve.point(at: v)
        guard p.distance(to: q) <= Self.meet else { return }
        let m = p.lerp(q, 0.5)
        cuts[i].append(Cut(t: t, point: m))
        cuts[j].append(Cut(t: v, point: m))
    }

    /// Newton's method on a(t) − b(v) = 0 from (t, v); nil when it leaves
    /// the curves or does not bring them within `meet`.
    static func newton(_ a: Cubic, _ b: Cubic, _ t0: Double, _ v0: Double) -> (Double, Double)? {
        var t = t0, v = v0
        for _ in 0..<30 {
            let f = a.point(at: t) - b.point(at: v)
            if f.length <= 1e-15 { break }
            let da = a.derivative(at: t), db = b.derivative(at: v)
            let det = -da.cross(db)
            guard abs(det) > 1e-300 else { break }
            // Solve [da, -db]·(Δt, Δv) = −f by Cramer's rule.
            let dt = -(f.dx * -db.dy - f.dy * -db.dx) / det
            let dv = -(da.dx * f.dy - da.dy * f.dx) / det
            t = Swift.min(Swift.max(t + dt, 0), 1)
            v = Swift.min(Swift.max(v + dv, 0), 1)
            if abs(dt) < 1e-15 && abs(dv) < 1e-15 { break }
        }
        return a.point(at: t).distance(to: b.point(at: v)) <= meet ? (t, v) : nil
    }

    /// The parameter in [lo, hi] (slightly widened) of the point of `c`
    /// nearest `p`, when that point is within `meet` of `p`.
    static func foot(of p: Point, on c: Cubic, _ lo: Double, _ hi: Double) -> Double? {
        var best = lo, bestDistance = Double.infinity
        for k in 0...4 {
            let t = lo + (hi - lo) * Double(k) / 4
            let d = c.point(at: t).distance(to: p)
            if d < bestDistance { bestDistance = d; best = t }
        }
        var t = best
        // Newton on (c(t) − p)·c'(t) = 0, second derivative included.
        for _ in 0..<20 {
            let f = c.point(at: t) - p, d1 = c.derivative(at: t), d2 = secondDerivative(c, t)
            let g = f.dot(d1), dg = d1.dot(d1) + f.dot(d2)
            guard dg > 1e-300 else { break }
            let next = Swift.min(Swift.max(t - g / dg, 0), 1)
            if abs(next - t) < 1e-16 { t = next; break }
            t = next
        }
        let slack = (hi - lo) * 1e-6
        guard t >= lo - slack, t <= hi + slack, c.point(at: t).distance(to: p) <= meet else { return nil }
        return t
    }

    static func secondDerivative(_ c: Cubic, _ t: Double) -> Vector {
        let a = (c.p2 - c.p1) - (c.p1 - c.p0), b = (c.p3 - c.p2) - (c.p2 - c.p1)
        return (a * (1 - t) + b * t) * 6
    }

    /// Largest distance of the control points from the chord.
    static func flatness(_ c: Cubic) -> Double {
        let chord = c.p3 - c.p0
        let length = chord.length
        if length < 1e-15 { return Swift.max(c.p1.distance(to: c.p0), c.p2.distance(to: c.p0)) }
        return Swift.max(abs(chord.cross(c.p1 - c.p0)), abs(chord.cross(c.p2 - c.p0))) / length
    }

    struct Box { var lo: Point; var hi: Point }
    static func hull(_ c: Cubic) -> Box {
        Box(lo: Point(Swift.min(c.p0.x, c.p1.x, c.p2.x, c.p3.x), Swift.min(c.p0.y, c.p1.y, c.p2.y, c.p3.y)),
            hi: Point(Swift.max(c.p0.x, c.p1.x, c.p2.x, c.p3.x), Swift.max(c.p0.y, c.p1.y, c.p2.y, c.p3.y)))
    }
    static func overlap(_ a: Box, _ b: Box) -> Bool {
        a.lo.x <= b.hi.x + meet && b.lo.x <= a.hi.x + meet && a.lo.y <= b.hi.y + meet && b.lo.y <= a.hi.y + meet
    }
}

/// Why a path boolean gave up (input with more crossings than it can
/// resolve in reasonable time).
public enum BooleanError: Error, Hashable, Sendable, CustomStringConvertible {
    case tooComplex
    public var description: String {
        "path boolean: the outlines cross too often to resolve (more than \(BooleanIntersections.workPerSegment) subdivision steps per segment)"
    }
}
