/// A rounded rectangle with circular corners built into an empty path in
/// one go: the points, verbs and arc records are put together on the stack
/// and stored with one copy each, instead of ~25 appends that each check
/// the path's storage and room (the Canvas benchmark's hot path: one such
/// shape per drawn rect).
///
/// Bit for bit `RoundedCornerDrawing`'s general sequence for the circular
/// style — `move`, per corner `addLineIfApart` and `Path.addQuarterArc`,
/// `closeSubpath` — with the same expressions on the same Doubles and the
/// same decisions; it gives up (false, the path untouched) wherever that
/// sequence would take a rare branch (a coordinate or radius that is not
/// finite, an arc centre that overflows, a path that is not empty, no room),
/// and the general code runs instead. `CircularRoundedRectTests` compares
/// the two.
enum CircularRoundedRect {
    /// Radii are the fitted ones (`scaledToFit`, not all zero).
    static func add(_ path: inout Path, rect r: Rect, tl: Double, tr: Double, br: Double, bl: Double) -> Bool {
        guard path.isEmpty else { return false }
        return build(&path, rect: r, tl: tl, tr: tr, br: br, bl: bl, replacing: false)
    }

    /// `path.removeAll(keepingCapacity: true)` then `addRoundedRect` with
    /// the circular style, for fitted `radii` (`RoundedCornerDrawing.fittedRadii`),
    /// in one copy per array over the path's old contents; false, the path
    /// untouched, where `add` would give up, where all radii are 0 (a
    /// plain rect) or where the path's storage has no room for the result.
    static func replace(_ path: inout Path, rect r: Rect, radii: CornerRadii) -> Bool {
        let tl = radii.topLeading, tr = radii.topTrailing, br = radii.bottomTrailing, bl = radii.bottomLeading
        if tl == 0 && tr == 0 && br == 0 && bl == 0 { return false }
        return build(&path, rect: r, tl: tl, tr: tr, br: br, bl: bl, replacing: true)
    }

    private static func build(_ path: inout Path, rect r: Rect, tl: Double, tr: Double, br: Double, bl: Double,
                              replacing: Bool) -> Bool {
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite,
              tl.isFinite, tr.isFinite, br.isFinite, bl.isFinite else { return false }
        return withUnsafeTemporaryAllocation(byteCount: Builder.bytes, alignment: 16) { raw -> Bool in
            var b = Builder(raw.baseAddress!)
            let right = Vector(1, 0), down = Vector(0, 1), left = Vector(-1, 0), up = Vector(0, -1)
            // RoundedCornerDrawing.cornerExtent, circular: the radius, or 0.
            b.move(Point(r.minX + (tl > 0 ? tl : 0), r.minY))
            guard b.corner(Point(r.maxX, r.minY), left, down, tr),
                  b.corner(Point(r.maxX, r.maxY), up, left, br),
                  b.corner(Point(r.minX, r.maxY), right, up, bl),
                  b.corner(Point(r.minX, r.minY), down, right, tl) else { return false }
            b.close()
            let verbs = UnsafeBufferPointer(start: b.verbs, count: b.verbCount)
            let points = UnsafeBufferPointer(start: b.points, count: b.pointCount)
            let arcs = UnsafeBufferPointer(start: b.arcs, count: b.arcCount)
            return replacing ? path.replaceWithSubpath(verbs: verbs, points: points, arcs: arcs)
                : path.setSubpath(verbs: verbs, points: points, arcs: arcs)
        }
    }

    /// The path under construction, in fixed buffers: four corners take at
    /// most 14 verbs, 30 points and 4 arc records.
    private struct Builder {
        static let maxPoints = 32, maxArcs = 4, maxVerbs = 16
        static let arcOffset = maxPoints * MemoryLayout<Point>.stride
        static let verbOffset = arcOffset + maxArcs * MemoryLayout<Path.ArcRecord>.stride
        static let bytes = verbOffset + maxVerbs

        let points: UnsafeMutablePointer<Point>
        let arcs: UnsafeMutablePointer<Path.ArcRecord>
        let verbs: UnsafeMutablePointer<Path.Verb>
        var pointCount = 0, arcCount = 0, verbCount = 0

        init(_ raw: UnsafeMutableRawPointer) {
            points = raw.bindMemory(to: Point.self, capacity: Self.maxPoints)
            arcs = (raw + Self.arcOffset).bindMemory(to: Path.ArcRecord.self, capacity: Self.maxArcs)
            verbs = (raw + Self.verbOffset).bindMemory(to: Path.Verb.self, capacity: Self.maxVerbs)
        }

        private mutating func point(_ p: Point) { (points + pointCount).initialize(to: p); pointCount += 1 }
        private mutating func verb(_ v: Path.Verb) { (verbs + verbCount).initialize(to: v); verbCount += 1 }

        /// `Path.move(to:)` on an empty path.
        mutating func move(_ p: Point) { verb(.move); point(p) }
        /// `Path.addLine(to:)` after a move, line or cubic.
        private mutating func line(_ p: Point) { verb(.line); point(p) }
        /// `Path.closeSubpath()` after a cubic or line.
        mutating func close() { verb(.close) }

        /// `Path.addLineIfApart(to:)`: the current point is the last one
        /// (no close yet).
        private mutating func lineIfApart(_ p: Point) {
            let c = points[pointCount - 1]
            let slack = 1e-12 * Swift.max(1, Swift.abs(p.x), Swift.abs(p.y))
            if Swift.abs(c.x - p.x) <= slack && Swift.abs(c.y - p.y) <= slack { return }
            line(p)
        }

        /// `RoundedCornerDrawing.addCorner`, circular; false where it would
        /// take a branch this builder does not follow.
        mutating func corner(_ k: Point, _ u: Vector, _ v: Vector, _ radius: Double) -> Bool {
            if radius <= 0 {
                lineIfApart(k)
                return true
            }
            let start = k + u * radius
            lineIfApart(start)
            let center = k + (u + v) * radius
            guard let turn = QuarterTurn.shared.corner(leaving: v) else { return false }
            return quarterArc(center: center, radius: radius, turn, end: k + v * radius)
        }

        /// `Path.addQuarterArc`, expression for expression, with a current
        /// point that is never a close.
        private mutating func quarterArc(center: Point, radius r: Double, _ turn: QuarterTurn.Corner, end: Point) -> Bool {
            let start = turn.start(center: center, radius: r)
            let cur = points[pointCount - 1]
            // Where the corner's line ended exactly at the arc's start (the
            // usual case) the distance is 0, which is never above the slack
            // (> 0, or NaN): the same decision without hypot.
            if cur.x != start.x || cur.y != start.y,
               cur.distance(to: start) > QuarterTurn.Corner.joinSlack(start, radius: r) { line(start) }
            guard r > 0, r.isFinite, center.isFinite else { return false }
            let c = turn.cubics(center: center, radius: r)
            verb(.cubic); verb(.cubic)
            point(c.a1); point(c.b1); point(c.e1); point(c.a2); point(c.b2); point(end)
            (arcs + arcCount).initialize(to: Path.ArcRecord(firstVerb: verbCount - 2, verbCount: 2, radiusX: r, radiusY: r,
                                                             rotationDegrees: 0, largeArc: false, sweep: true))
            arcCount += 1
            return true
        }
    }
}
