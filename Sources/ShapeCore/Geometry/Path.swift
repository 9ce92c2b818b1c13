/// A path: verbs and points in two contiguous arrays (no enum-of-boxes).
/// Builder methods append; queries (in other files) are pure.
///
/// # Guarantees
/// - Every stored point is finite when every input was.
/// - `points.count` equals the sum of `verb.pointCount` over `verbs`.
public struct Path: Hashable, Sendable {
    public enum Verb: UInt8, Sendable {
        case move, line, quad, cubic, close
        /// How many points the verb consumes from `points`.
        public var pointCount: Int {
            switch self {
            case .move, .line: return 1
            case .quad: return 2
            case .cubic: return 3
            case .close: return 0
            }
        }
    }

    public private(set) var verbs: [Verb] = []
    /// Points in verb order; for quad: control, end; for cubic: c1, c2, end.
    public private(set) var points: [Point] = []

    public init() {}

    public var isEmpty: Bool { verbs.isEmpty }

    public mutating func reserveCapacity(verbs verbCount: Int, points pointCount: Int) {
        verbs.reserveCapacity(verbCount)
        points.reserveCapacity(pointCount)
    }

    public mutating func move(to p: Point) {
        verbs.append(.move); points.append(p)
    }
    public mutating func addLine(to p: Point) {
        verbs.append(.line); points.append(p)
    }
    public mutating func addQuadCurve(to p: Point, control c: Point) {
        verbs.append(.quad); points.append(c); points.append(p)
    }
    public mutating func addCurve(to p: Point, control1 c1: Point, control2 c2: Point) {
        verbs.append(.cubic); points.append(c1); points.append(c2); points.append(p)
    }
    public mutating func closeSubpath() {
        verbs.append(.close)
    }
}
