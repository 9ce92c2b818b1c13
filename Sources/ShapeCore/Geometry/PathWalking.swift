/// Walking a path's segments with their start points (the one place that
/// decodes verbs for the queries).
extension Path {
    public enum SegmentKind: Sendable { case line, quad, cubic, close }

    /// Calls `body` for every segment as a cubic (lines and quads raised
    /// exactly). `.close` segments are the closing lines of closed
    /// subpaths; with `closeOpenSubpaths`, open subpaths get one too (fill
    /// semantics). `subpathStarted` is called at every move.
    public func forEachSegment(closeOpenSubpaths: Bool,
                               subpathStarted: (Point) -> Void = { _ in },
                               _ body: (Cubic, SegmentKind) -> Void) {
        var pi = 0
        var start = Point.zero, current = Point.zero
        var open = false
        func finish() {
            if open && closeOpenSubpaths && current != start { body(.line(current, start), .close) }
            open = false
        }
        for verb in verbs {
            switch verb {
            case .move:
                finish()
                start = points[pi]; current = start
                subpathStarted(start)
            case .line:
                let p = points[pi]
                body(.line(current, p), .line); current = p; open = true
            case .quad:
                let c = points[pi], p = points[pi + 1]
                body(.quad(current, c, p), .quad); current = p; open = true
            case .cubic:
                let c = Cubic(current, points[pi], points[pi + 1], points[pi + 2])
                body(c, .cubic); current = c.p3; open = true
            case .close:
                if current != start { body(.line(current, start), .close) }
                current = start; open = false
            }
            pi += verb.pointCount
        }
        finish()
    }

    /// The subpaths as polylines within `tolerance` of the curves.
    public func flattenedSubpaths(tolerance: Double) -> [(points: [Point], closed: Bool)] {
        var result: [(points: [Point], closed: Bool)] = []
        var pi = 0
        var current: [Point] = []
        var closed = false
        func flush() {
            if !current.isEmpty { result.append((current, closed)) }
            current = []; closed = false
        }
        for verb in verbs {
            switch verb {
            case .move:
                flush(); current = [points[pi]]
            case .line:
                current.append(points[pi])
            case .quad:
                Cubic.quad(current[current.count - 1], points[pi], points[pi + 1]).flatten(tolerance: tolerance, into: &current)
            case .cubic:
                Cubic(current[current.count - 1], points[pi], points[pi + 1], points[pi + 2]).flatten(tolerance: tolerance, into: &current)
            case .close:
                closed = true
                flush()
            }
            pi += verb.pointCount
        }
        flush()
        return result
    }
}
