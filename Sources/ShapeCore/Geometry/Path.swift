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

    /// Empties the path, keeping its storage for the next one built in it
    /// (a Canvas context lays out shape after shape in one path).
    public mutating func removeAll(keepingCapacity: Bool) {
        verbs.removeAll(keepingCapacity: keepingCapacity)
        points.removeAll(keepingCapacity: keepingCapacity)
        arcs.removeAll(keepingCapacity: keepingCapacity)
        subpathStartIndex = -1
    }

    public mutating func reserveCapacity(verbs verbCount: Int, points pointCount: Int) {
        verbs.reserveCapacity(verbCount)
        points.reserveCapacity(pointCount)
    }
    public mutating func reserveCapacity(verbs verbCount: Int, points pointCount: Int, arcs arcCount: Int) {
        reserveCapacity(verbs: verbCount, points: pointCount)
        arcs.reserveCapacity(arcCount)
    }

    /// Point index of the last `move` (the current subpath's start), or -1.
    private(set) var subpathStartIndex = -1

    /// Removes everything appended since `mark` (a builder call refused as
    /// too large leaves the path as it was; docs/GEOMETRY.md "Totality").
    public mutating func rollBack(to mark: Mark) {
        guard mark.verbs <= verbs.count, mark.points <= points.count, mark.arcs <= arcs.count else { return }
        verbs.removeLast(verbs.count - mark.verbs)
        points.removeLast(points.count - mark.points)
        arcs.removeLast(arcs.count - mark.arcs)
        subpathStartIndex = mark.subpathStart
    }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) {
        subpathStartIndex = points.count
        verbs.append(.move); points.append(p)
    }

    /// CoreGraphics semantics for drawing without a current point: after
    /// `closeSubpath` a new subpath starts at the closed one's start (an
    /// explicit `move` is stored so every subpath begins with one); on an
    /// empty path the call becomes a `move` to its end point.
    /// Returns false when the caller should not draw (it was a move).
    @inline(__always)
    private mutating func prepareToDraw(to p: Point) -> Bool {
        guard let last = verbs.last else { move(to: p); return false }
        if last == .close { move(to: points[subpathStartIndex]) }
        return true
    }

    public mutating func addLine(to p: Point) {
        guard prepareToDraw(to: p) else { return } // + a move after a close
        verbs.append(.line); points.append(p)
    }
    public mutating func addQuadCurve(to p: Point, control c: Point) {
        guard prepareToDraw(to: p) else { return } // + a move after a close
        verbs.append(.quad); points.append(c); points.append(p)
    }
    public mutating func addCurve(to p: Point, control1 c1: Point, control2 c2: Point) {
        guard prepareToDraw(to: p) else { return } // + a move after a close
        verbs.append(.cubic); points.append(c1); points.append(c2); points.append(p)
    }
    /// Closes the current subpath (nothing happens on an empty path or
    /// right after another close).
    public mutating func closeSubpath() {
        guard let last = verbs.last, last != .close else { return }
        verbs.append(.close)
    }

    /// The point the next segment starts from, or nil on an empty path.
    /// After `closeSubpath` it is the closed subpath's start (CoreGraphics).
    public var currentPoint: Point? {
        guard let last = verbs.last else { return nil }
        return last == .close ? points[subpathStartIndex] : points[points.count - 1]
    }
    /// Start of the current subpath, or nil on an empty path.
    public var subpathStart: Point? { subpathStartIndex >= 0 ? points[subpathStartIndex] : nil }

    /// Appends raw verbs and points (used by transforms and `addPath`).
    mutating func appendRaw(verbs newVerbs: [Verb], points newPoints: [Point], arcs newArcs: [ArcRecord]) {
        let offset = verbs.count
        if let i = newVerbs.lastIndex(of: .move) {
            // Point index of that move inside newPoints.
            var index = 0
            for v in newVerbs[..<i] { index += v.pointCount }
            subpathStartIndex = points.count + index
        }
        verbs.append(contentsOf: newVerbs)
        points.append(contentsOf: newPoints)
        for var arc in newArcs { arc.firstVerb += offset; arcs.append(arc) }
    }

    /// A line to `p` unless the current point is already there up to
    /// rounding (1e-12 relative): shapes join corners computed along
    /// different routes and must not leave zero-length `L`s behind. When
    /// the points differ only by rounding, the next segment starts at the
    /// current point (a shift of < 1e-12 relative).
    mutating func addLineIfApart(to p: Point) {
        if let c = currentPoint, verbs.last != .close {
            let slack = 1e-12 * Swift.max(1, Swift.abs(p.x), Swift.abs(p.y))
            if Swift.abs(c.x - p.x) <= slack && Swift.abs(c.y - p.y) <= slack { return }
        }
        addLine(to: p)
    }

    /// Replaces everything in the path with one subpath built elsewhere
    /// (`CircularRoundedRect`), as `removeAll(keepingCapacity: true)` then
    /// `setSubpath` would, in one copy per array; false, nothing changed,
    /// unless every array already has the capacity (a Canvas context's
    /// path, shape after shape), so no budget needs asking.
    mutating func replaceWithSubpath(verbs newVerbs: UnsafeBufferPointer<Verb>, points newPoints: UnsafeBufferPointer<Point>,
                                     arcs newArcs: UnsafeBufferPointer<ArcRecord>) -> Bool {
        guard newVerbs.first == .move, newVerbs.count <= verbs.capacity, newPoints.count <= points.capacity,
              newArcs.count <= arcs.capacity else { return false }
        subpathStartIndex = 0
        Self.replaceAll(&verbs, with: newVerbs)
        Self.replaceAll(&points, with: newPoints)
        Self.replaceAll(&arcs, with: newArcs)
        return true
    }

    /// `array`'s contents replaced by `new`'s: overwritten in place when the
    /// counts are equal (shape after shape of one kind: no generic
    /// `replaceSubrange`, ~100 instructions an array), else replaced.
    @inline(__always)
    private static func replaceAll<T>(_ array: inout [T], with new: UnsafeBufferPointer<T>) {
        if array.count == new.count {
            array.withUnsafeMutableBufferPointer { old in
                if let base = old.baseAddress, let from = new.baseAddress { base.update(from: from, count: new.count) }
            }
        } else {
            array.replaceSubrange(array.startIndex..<array.endIndex, with: new)
        }
    }

    /// Stores a whole subpath built elsewhere (`CircularRoundedRect`) in
    /// this empty path, as its builder calls would have: one copy per
    /// array. False, nothing stored, when the points may not be.
    mutating func setSubpath(verbs newVerbs: UnsafeBufferPointer<Verb>, points newPoints: UnsafeBufferPointer<Point>,
                             arcs newArcs: UnsafeBufferPointer<ArcRecord>) -> Bool {
        guard verbs.isEmpty, newVerbs.first == .move else { return false }
        subpathStartIndex = 0
        verbs.append(contentsOf: newVerbs)
        points.append(contentsOf: newPoints)
        arcs.append(contentsOf: newArcs)
        return true
    }

    /// Replaces the last stored point (snapping an arc's end exactly).
    mutating func replaceLastPoint(with p: Point) {
        guard !points.isEmpty, verbs.last != .close else { return }
        points[points.count - 1] = p
    }

    /// Replaces every point (same count, same verbs) — for transforms.
    mutating func replacePoints(_ newPoints: [Point]) {
        precondition(newPoints.count == points.count)
        points = newPoints
    }

    /// `addEllipticalArc(center:radiusX: r, radiusY: r, startAngle:
    /// sweep: .pi / 2)` for a start angle on an axis, then its end point
    /// replaced by `end` (RoundedCornerDrawing's circular corners): the same
    /// expressions on the same Doubles as the general code, so bit for bit
    /// the same points and record (RoundedCornerArcTests), without its angle
    /// reduction, segment count, libm calls and per-cubic closure; the two
    /// cubics' six points are appended after one room check.
    mutating func addQuarterArc(center: Point, radius r: Double, _ turn: QuarterTurn.Corner, end: Point) {
        let start = turn.start(center: center, radius: r)
        if let cur = currentPoint {
            if cur.distance(to: start) > QuarterTurn.Corner.joinSlack(start, radius: r) { addLine(to: start) }
            else if verbs.last == .close { move(to: start) }
        } else {
            move(to: start)
        }
        // No arc (a radius or centre that is not finite): the end point still
        // replaces the last one, as the general sequence does.
        guard r > 0, r.isFinite, center.isFinite else { replaceLastPoint(with: end); return }
        let c = turn.cubics(center: center, radius: r)
        guard let last = verbs.last, last != .close else {
            // Only when the budget refused a point (the run is stopping):
            // the general code's steps, one cubic at a time.
            addCurve(to: c.e1, control1: c.a1, control2: c.b1)
            addCurve(to: c.end, control1: c.a2, control2: c.b2)
            recordArc(verbCount: 2, radiusX: r, radiusY: r, rotationDegrees: 0, largeArc: false, sweep: true)
            replaceLastPoint(with: end)
            return
        }
        verbs.append(.cubic); verbs.append(.cubic)
        points.append(c.a1); points.append(c.b1); points.append(c.e1)
        points.append(c.a2); points.append(c.b2); points.append(end)
        recordArc(verbCount: 2, radiusX: r, radiusY: r, rotationDegrees: 0, largeArc: false, sweep: true)
    }

    /// Records that the last `verbCount` verbs (cubics) form one arc.
    mutating func recordArc(verbCount: Int, radiusX: Double, radiusY: Double,
                            rotationDegrees: Double, largeArc: Bool, sweep: Bool) {
        guard verbCount > 0 else { return }
        // Shapes record up to four arcs: grow once, not 1 → 2 → 4.
        if arcs.capacity == 0 { arcs.reserveCapacity(4) }
        arcs.append(ArcRecord(firstVerb: verbs.count - verbCount, verbCount: verbCount,
                              radiusX: radiusX, radiusY: radiusY, rotationDegrees: rotationDegrees,
                              largeArc: largeArc, sweep: sweep))
    }
}
