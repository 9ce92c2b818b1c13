/// Offsetting closed outlines inward: the generic `inset(by:)` for shapes
/// without an exact inset, and `strokeBorder` for custom shapes.
///
/// Method: each closed subpath is flattened (tolerance as given); every
/// vertex moves along its angle bisector so that both adjacent edges move
/// by exactly `distance` toward the inside (the side given by the
/// subpath's orientation); the miter length is capped at 4 × distance. The
/// result is exact for convex polygons; for concave outlines it is right
/// while `distance` is smaller than the local feature size (no clean-up of
/// self-intersections is done). Open subpaths are dropped.
extension Path {
    public func offsetInward(by distance: Double, tolerance: Double) -> Path {
        var out = Path()
        for sub in flattenedSubpaths(tolerance: Swift.max(tolerance, 1e-9)) {
            var pts: [Point] = []
            for p in sub.points where pts.last != p { pts.append(p) }
            if pts.count > 1 && pts.first == pts.last { pts.removeLast() }
            guard pts.count > 2 else { continue }
            var area = 0.0
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                area += a.x * b.y - b.x * a.y
            }
            guard area != 0 else { continue }
            // Clockwise on screen (area > 0): the inside is on the +90° side.
            let side: Double = area > 0 ? 1 : -1
            var moved: [Point] = []
            moved.reserveCapacity(pts.count)
            let n = pts.count
            for i in 0..<n {
                let prev = pts[(i - 1 + n) % n], v = pts[i], next = pts[(i + 1) % n]
                let n1 = (v - prev).normalized.perpendicular * side
                let n2 = (next - v).normalized.perpendicular * side
                let bis = (n1 + n2)
                let cosHalf = bis.length / 2
                let dir = bis.normalized
                let reach = cosHalf > 0.25 ? distance / cosHalf : distance * 4
                moved.append(cosHalf > 1e-12 ? v + dir * reach : v + n1 * distance)
            }
            out.addLines(moved)
            out.closeSubpath()
        }
        return out
    }

    /// The path with every subpath reversed (used to cut holes for the
    /// nonzero rule).
    public func reversed() -> Path {
        var out = Path()
        for sub in subpathsAsSegments() {
            guard let last = sub.segments.last else { out.move(to: sub.start); continue }
            out.move(to: last.p3)
            for c in sub.segments.reversed() {
                switch c.kind {
                case .line, .close: out.addLine(to: c.p0)
                default: out.addCurve(to: c.p0, control1: c.p2, control2: c.p1)
                }
            }
            if sub.closed { out.closeSubpath() }
        }
        return out
    }

    struct SubpathSegments {
        var start: Point
        var segments: [(p0: Point, p1: Point, p2: Point, p3: Point, kind: SegmentKind)]
        var closed: Bool
    }
    func subpathsAsSegments() -> [SubpathSegments] {
        var result: [SubpathSegments] = []
        forEachSegment(closeOpenSubpaths: false, subpathStarted: { p in
            result.append(SubpathSegments(start: p, segments: [], closed: false))
        }) { c, kind in
            if kind == .close { result[result.count - 1].closed = true }
            result[result.count - 1].segments.append((c.p0, c.p1, c.p2, c.p3, kind))
        }
        // Closed subpaths whose last point already equals the start have no
        // closing segment; mark them from the verbs.
        var k = -1
        for v in verbs {
            if v == .move { k += 1 }
            if v == .close && k >= 0 { result[k].closed = true }
        }
        return result
    }
}
