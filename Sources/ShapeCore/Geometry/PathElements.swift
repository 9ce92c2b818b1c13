/// SwiftUI's `Path.Element`, and the list the Lua `elements()` returns.
extension Path {
    public enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case closeSubpath

        /// The Lua op name: "move", "line", "quad", "cubic", "close".
        public var op: String {
            switch self {
            case .move: return "move"
            case .line: return "line"
            case .quadCurve: return "quad"
            case .curve: return "cubic"
            case .closeSubpath: return "close"
            }
        }
        /// The numbers after the op, in SwiftUI argument order:
        /// move/line: x, y; quad: x, y, cx, cy; cubic: x, y, c1x, c1y, c2x, c2y.
        public var numbers: [Double] {
            switch self {
            case .move(let p), .line(let p): return [p.x, p.y]
            case let .quadCurve(p, c): return [p.x, p.y, c.x, c.y]
            case let .curve(p, c1, c2): return [p.x, p.y, c1.x, c1.y, c2.x, c2.y]
            case .closeSubpath: return []
            }
        }
    }

    /// The path as elements (arcs appear as their cubics).
    public var elements: [Element] {
        var out: [Element] = []
        out.reserveCapacity(verbs.count)
        forEachElement { out.append($0) }
        return out
    }

    public func forEachElement(_ body: (Element) -> Void) {
        var pi = 0
        for v in verbs {
            switch v {
            case .move: body(.move(to: points[pi]))
            case .line: body(.line(to: points[pi]))
            case .quad: body(.quadCurve(to: points[pi + 1], control: points[pi]))
            case .cubic: body(.curve(to: points[pi + 2], control1: points[pi], control2: points[pi + 1]))
            case .close: body(.closeSubpath)
            }
            pi += v.pointCount
        }
    }
}
