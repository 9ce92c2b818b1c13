/// Splitting polylines by a dash pattern (the dashing step of stroking).
enum PolylineDashing {
    /// The "on" pieces of `points` (closed: the closing edge included).
    /// The pattern repeats (odd counts are doubled, as SVG/CG do) and
    /// starts `phase` into the pattern, continuing across subpaths' edges.
    static func dash(_ points: [Point], closed: Bool, pattern input: [Double], phase: Double) -> [[Point]] {
        let pattern = input.count % 2 == 1 ? input + input : input
        let total = pattern.reduce(0, +)
        guard total > 0, points.count > 1 else { return [points] }
        var pts = points
        if closed { pts.append(points[0]) }
        // Every loop below is bounded by `budget` steps, whatever the
        // numbers (entries absorbed in rounding next to 1e300 ones cannot
        // make it spin): past it the dashing stops where it is.
        var budget = 4 * StrokeStyle.maxDashPieces + 4 * pattern.count + 16
        // Position in the pattern.
        var index = 0
        var remaining: Double
        if total.isFinite {
            var offset = phase.truncatingRemainder(dividingBy: total)
            if offset < 0 { offset += total }
            while offset >= pattern[index] && budget > 0 {
                offset -= pattern[index]; index = (index + 1) % pattern.count; budget -= 1
            }
            remaining = pattern[index] - offset
        } else if phase >= 0 {
            // A period beyond 1.8e308: the phase (finite) lies in its first
            // pass, so it is walked forward without reducing it.
            var offset = phase
            while offset >= pattern[index] && budget > 0 {
                offset -= pattern[index]; index = (index + 1) % pattern.count; budget -= 1
            }
            remaining = pattern[index] - offset
        } else {
            // Negative phase, infinite period: |phase| back from the end.
            index = pattern.count - 1
            var back = -phase
            while back > pattern[index] && budget > 0 {
                back -= pattern[index]; index = (index + pattern.count - 1) % pattern.count; budget -= 1
            }
            remaining = back
        }
        var on = index % 2 == 0
        var pieces: [[Point]] = []
        var current: [Point] = on ? [pts[0]] : []
        for k in 0..<(pts.count - 1) {
            var a = pts[k]
            let b = pts[k + 1]
            var segLeft = a.distance(to: b)
            while segLeft > remaining && budget > 0 {
                budget -= 1
                let p = a.lerp(b, remaining / segLeft)
                segLeft -= remaining
                if on { current.append(p); pieces.append(current); current = [] } else { current = [p] }
                a = p
                on.toggle()
                index = (index + 1) % pattern.count
                remaining = pattern[index]
                while remaining == 0 && budget > 0 {
                    budget -= 1
                    // Zero-length entries: a dot (on) or nothing (off).
                    if on { pieces.append([a]); } else { current = [] }
                    on.toggle(); index = (index + 1) % pattern.count; remaining = pattern[index]
                    if on { current = [a] }
                }
            }
            remaining -= segLeft
            if on { current.append(b) }
        }
        if on && !current.isEmpty { pieces.append(current) }
        return pieces
    }
}
