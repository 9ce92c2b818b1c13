#if canImport(Glibc)
import Glibc
#endif

/// Apple's continuous ("squircle") corner as published by PaintCode
/// ("Code for iOS 7 rounded rectangles", PaintCode blog, 2014), in units
/// of the corner radius r. Local frame of one corner: u runs from the
/// corner point back along the incoming side, v along the outgoing side.
/// The profile goes from (k, 0) to (0, k), k = 1.52866483: the corner
/// starts 1.52866483·r from the corner point. PaintCode's two halves
/// differ in the 7th digit; we mirror the first half so the corner is
/// exactly symmetric.
///
/// Blend (our design, docs/GEOMETRY.md): when the corner may use only
/// q·r of its sides with 1 ≤ q < k, every profile point is interpolated
/// between the circular corner (written with the same structure: sub-arcs
/// cut where the continuous profile's short straight joints point) and
/// the continuous one, with weight t = (q − 1)/(k − 1). The blended corner
/// then uses exactly q·r of each side, is continuous in r, stays in its
/// q·r box and is exactly circular at q = 1. (The published profile itself
/// turns by 4.5° and 6.2° at its two short straight joints; the blend's
/// turns there lie between those and 0.)
enum ContinuousCorner {
    static let extent = 1.52866483

    /// Continuous profile in four cubics (16 points): [P0 C C P1],
    /// [P2 C C M], [M C C P3], [P4 C C P5]; the middle curve of PaintCode's
    /// corner is split at t = 1/2 (de Casteljau, the same curve) so that
    /// the circular counterpart's middle arc is two pieces of ≤ 31.3°,
    /// accurate to 5e-7·r.
    static let continuous: [(Double, Double)] = {
        let first: [(Double, Double)] = [
            (1.52866483, 0), (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600),
            (0.63149399, 0.07491100), (0.37282392, 0.16905899),
        ]
        // Mirror (u, v) -> (v, u) for the second half, reversed.
        let mirrored = first.reversed().map { ($0.1, $0.0) }
        let all = first + mirrored // 12 points: 3 cubics
        let mid = Cubic(Point(all[4].0, all[4].1), Point(all[5].0, all[5].1), Point(all[6].0, all[6].1), Point(all[7].0, all[7].1))
        let (l, r) = mid.split(at: 0.5)
        let halves = [l.p0, l.p1, l.p2, l.p3, r.p0, r.p1, r.p2, r.p3].map { ($0.x, $0.y) }
        return Array(all[0..<4]) + halves + Array(all[8..<12])
    }()

    /// The circular corner (radius 1, centre (1, 1)) in the same 16-point
    /// structure; the two straight joints have zero length.
    static let circular: [(Double, Double)] = {
        let j = continuous
        let split = atan2(j[4].1 - j[3].1, j[3].0 - j[4].0) // joint direction
        func point(_ phi: Double) -> (Double, Double) {
            let (s, c) = ArcApproximation.sinCos(phi) // exact at 0 and 90°
            return (1 - s, 1 - c)
        }
        func tangent(_ phi: Double) -> (Double, Double) {
            let (s, c) = ArcApproximation.sinCos(phi)
            return (-c, s)
        }
        var out: [(Double, Double)] = []
        let cuts = [0, split, Double.pi / 4, Double.pi / 2 - split, Double.pi / 2]
        for s in 0..<4 {
            let a = cuts[s], b = cuts[s + 1]
            let h = 4.0 / 3.0 * tan((b - a) / 4)
            let pa = point(a), pb = point(b), ta = tangent(a), tb = tangent(b)
            out.append(pa)
            out.append((pa.0 + h * ta.0, pa.1 + h * ta.1))
            out.append((pb.0 - h * tb.0, pb.1 - h * tb.1))
            out.append(pb)
        }
        return out
    }()

    /// Appends one corner: a line to its start, then the curves.
    /// `corner` is the corner point, `uAxis`/`vAxis` unit vectors along the
    /// incoming side (backwards) and the outgoing side; `q` ∈ [1, k] the
    /// share of each side it may use, in radii.
    static func add(_ path: inout Path, corner: Point, uAxis: Vector, vAxis: Vector, radius r: Double, share q: Double) {
        let t = Swift.max(0, Swift.min(1, (q - 1) / (extent - 1)))
        withUnsafeTemporaryAllocation(of: Point.self, capacity: 16) { buf in
            for i in 0..<16 {
                let c = circular[i], s = continuous[i]
                let u = (c.0 + (s.0 - c.0) * t) * r, v = (c.1 + (s.1 - c.1) * t) * r
                buf[i] = Point(corner.x + uAxis.dx * u + vAxis.dx * v, corner.y + uAxis.dy * u + vAxis.dy * v)
            }
            path.addLineIfApart(to: buf[0])
            for s in 0..<4 {
                // Joints 1 and 3 are PaintCode's short straight pieces.
                if s > 0 && buf[4 * s] != buf[4 * s - 1] { path.addLine(to: buf[4 * s]) }
                path.addCurve(to: buf[4 * s + 3], control1: buf[4 * s + 1], control2: buf[4 * s + 2])
            }
            if t == 0 {
                // Exactly circular: the four cubics are one quarter circle.
                path.recordArc(verbCount: 4, radiusX: r, radiusY: r, rotationDegrees: 0, largeArc: false, sweep: true)
            }
        }
    }
}
