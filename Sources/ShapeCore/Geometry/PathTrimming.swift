/// `trimmedPath(from:to:)`: the part of the path between two fractions of
/// its length (SwiftUI semantics: fractions are clamped to 0…1, from ≥ to
/// gives an empty path; each piece keeps its curves, cut exactly at the
/// parameter whose arc length matches, found by bisection).
extension Path {
    public func trimmedPath(from: Double, to: Double) -> Path {
        let f = Swift.max(0, Swift.min(1, from.isNaN ? 0 : from)), t = Swift.max(0, Swift.min(1, to.isNaN ? 1 : to))
        var out = Path()
        guard t > f else { return out }
        // The sum the walk below adds up, cubic by cubic, and not `length`
        // (which measures recorded arcs on the true ellipse, not on the
        // cubics cut here): trimming to 1 must reach the path's end.
        var total = 0.0
        forEachSegment(closeOpenSubpaths: false) { c, kind in
            total += kind == .line || kind == .close ? c.p0.distance(to: c.p3) : c.length()
        }
        guard total > 0 else { return out }
        let startLen = f * total, endLen = t * total
        var walked = 0.0
        var needsMove = true
        forEachSegment(closeOpenSubpaths: false, subpathStarted: { _ in needsMove = true }) { c, kind in
            let isLine = kind == .line || kind == .close
            let len = isLine ? c.p0.distance(to: c.p3) : c.length()
            defer { walked += len }
            let s0 = walked, s1 = walked + len
            guard s1 > startLen, s0 < endLen, len > 0 else { return }
            let a = Swift.max(0, startLen - s0) / len, b = Swift.min(len, endLen - s0) / len
            let ta = isLine ? a : Self.parameter(c, fraction: a, length: len)
            let tb = isLine ? b : Self.parameter(c, fraction: b, length: len)
            let piece = isLine ? Cubic.line(c.p0.lerp(c.p3, ta), c.p0.lerp(c.p3, tb)) : c.subsegment(ta, tb)
            if needsMove || out.currentPoint != piece.p0 { out.move(to: piece.p0); needsMove = false }
            if isLine { out.addLine(to: piece.p3) }
            else { out.addCurve(to: piece.p3, control1: piece.p1, control2: piece.p2) }
        }
        return out
    }

    /// t with length(0…t) = fraction × length, by bisection.
    static func parameter(_ c: Cubic, fraction: Double, length: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        let target = fraction * length
        var lo = 0.0, hi = 1.0
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if c.subsegment(0, mid).length(tolerance: 1e-7) < target { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
