#if canImport(Glibc)
import Glibc
#endif

/// Circular arcs with CoreGraphics / SwiftUI semantics in y-down space.
extension Path {
    /// SwiftUI `addArc(center:radius:startAngle:endAngle:clockwise:)`.
    ///
    /// Angles run from +x toward +y (y points down, so toward the bottom of
    /// the screen). `clockwise: false` sweeps toward *increasing* angles and
    /// `clockwise: true` toward *decreasing* ones — which, because y points
    /// down, looks counter-clockwise on screen (SwiftUI's well-known
    /// surprise; the names come from CoreGraphics' y-up space).
    /// A sweep of a full turn or more draws a full circle; equal angles
    /// draw nothing but the connecting line. The arc is joined to the
    /// current point by a line (or starts a subpath when there is none).
    public mutating func addArc(center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let twoPi = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        if !delta.isFinite {
            // Angles of opposite sign near ±1.8e308 rad: their difference
            // overflows, but only its value modulo a turn matters below.
            delta = endAngle.radians.truncatingRemainder(dividingBy: twoPi)
                - startAngle.radians.truncatingRemainder(dividingBy: twoPi)
        }
        if !clockwise {
            if delta >= twoPi { delta = twoPi }
            else if delta < 0 { delta = delta.truncatingRemainder(dividingBy: twoPi); if delta < 0 { delta += twoPi } }
        } else {
            if delta <= -twoPi { delta = -twoPi }
            else if delta > 0 { delta = delta.truncatingRemainder(dividingBy: twoPi); if delta > 0 { delta -= twoPi } }
        }
        addEllipticalArc(center: center, radiusX: Swift.abs(radius), radiusY: Swift.abs(radius),
                         startAngle: startAngle.radians, sweep: delta)
    }

    /// SwiftUI `addRelativeArc(center:radius:startAngle:delta:)`: sweeps
    /// exactly `delta` (positive: toward increasing angles).
    public mutating func addRelativeArc(center: Point, radius: Double, startAngle: Angle, delta: Angle) {
        addEllipticalArc(center: center, radiusX: Swift.abs(radius), radiusY: Swift.abs(radius),
                         startAngle: startAngle.radians, sweep: delta.radians)
    }

    /// CoreGraphics `addArc(tangent1End:tangent2End:radius:)`: a line from
    /// the current point P0 to the first tangent point, then the arc of
    /// `radius` tangent to the lines P0→P1 and P1→P2, ending at the second
    /// tangent point. Degenerate cases (CoreGraphics behaviour): radius 0,
    /// P0 = P1, P1 = P2, or the three points collinear (either direction)
    /// add a line to P1. With no current point it starts a subpath at P1.
    public mutating func addArc(tangent1End p1: Point, tangent2End p2: Point, radius: Double) {
        guard let p0 = currentPoint else { move(to: p1); return }
        let u = (p0 - p1), v = (p2 - p1)
        let lu = u.length, lv = v.length
        let r = Swift.abs(radius)
        guard r > 0, lu > 0, lv > 0 else { addLine(to: p1); return }
        let un = u * (1 / lu), vn = v * (1 / lv)
        let cross = un.cross(vn)
        // sin of the angle between the legs; collinear within rounding.
        guard Swift.abs(cross) > 1e-12 else { addLine(to: p1); return }
        let cosTheta = Swift.max(-1, Swift.min(1, un.dot(vn)))
        let theta = acos(cosTheta) // angle at P1 between the two legs, (0, π)
        let d = r / tan(theta / 2) // distance from P1 to each tangent point
        let t1 = p1 + un * d, t2 = p1 + vn * d
        let bisector = (un + vn).normalized
        let center = p1 + bisector * (r / sin(theta / 2))
        let a0 = (t1 - center).angle, a1 = (t2 - center).angle
        // The arc turns the same way as the path turns at P1: a left turn
        // in y-down terms (cross(P1−P0, P2−P1) > 0) is a positive sweep.
        let turn = (p1 - p0).cross(p2 - p1)
        var sweep = a1 - a0
        if turn > 0 { while sweep <= 0 { sweep += 2 * .pi } } else { while sweep >= 0 { sweep -= 2 * .pi } }
        addLine(to: t1)
        addEllipticalArc(center: center, radiusX: r, radiusY: r, startAngle: a0, sweep: sweep)
        // Land exactly on the computed tangent point (rounding of cos/sin).
        replaceLastPoint(with: t2)
    }
}
