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
    /// Side data: runs of cubics that are exactly an arc of a circle or an
    /// ellipse, so SVG writing can emit one `A` command for them. The
    /// cubics stay in `verbs`/`points`, so every query (bounds, contains,
    /// flattening) works without knowing about arcs. Sorted by `firstVerb`.
    public internal(set) var arcs: [ArcRecord] = []

    /// `verbCount` cubic verbs starting at `firstVerb` approximate one
    /// elliptical arc (SVG parameters: radii, x-axis rotation, flags) whose
    /// end point is the last cubic's end point.
    public struct ArcRecord: Hashable, Sendable {
        public var firstVerb: Int
        public var verbCount: Int
        public var radiusX: Double
        public var radiusY: Double
        public var rotationDegrees: Double
        public var largeArc: Bool
        public var sweep: Bool
    }

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

    /// Appends raw verbs and points (used by transforms and `addPath`).
    mutating func appendRaw(verbs newVerbs: [Verb], points newPoints: [Point], arcs newArcs: [ArcRecord]) {
        let offset = verbs.count
        verbs.append(contentsOf: newVerbs)
        points.append(contentsOf: newPoints)
        for var arc in newArcs { arc.firstVerb += offset; arcs.append(arc) }
    }

    /// Replaces every point (same count, same verbs) — for transforms.
    mutating func replacePoints(_ newPoints: [Point]) {
        precondition(newPoints.count == points.count)
        points = newPoints
    }

    /// Records that the last `verbCount` verbs (cubics) form one arc.
    mutating func recordArc(verbCount: Int, radiusX: Double, radiusY: Double,
                            rotationDegrees: Double, largeArc: Bool, sweep: Bool) {
        guard verbCount > 0 else { return }
        arcs.append(ArcRecord(firstVerb: verbs.count - verbCount, verbCount: verbCount,
                              radiusX: radiusX, radiusY: radiusY, rotationDegrees: rotationDegrees,
                              largeArc: largeArc, sweep: sweep))
    }
}
