/// Totality checks (docs/GEOMETRY.md, "Totality: huge, tiny and subnormal
/// numbers"). Geometry never traps and does bounded work for every finite
/// input, but a finite input can still have a result beyond ±1.8e308 (a
/// rect at 1e308 moved by 1e308, the area of a 1e200 square). Such results
/// are refused, not clamped: callers that hand results to users (the Lua
/// bindings) pass them through these checks, which throw
/// `GeometryError.tooLarge` naming the result.
extension Path {
    /// Every point and every arc record's radii are finite.
    public var isFinite: Bool { isFinite(since: Mark(verbs: 0, points: 0, arcs: 0, subpathStart: -1)) }

    /// How far the path was built: a builder checks only what it appended
    /// since, so building stays linear.
    public struct Mark: Hashable, Sendable {
        public var verbs: Int
        public var points: Int
        public var arcs: Int
        var subpathStart: Int
    }
    public var mark: Mark { Mark(verbs: verbs.count, points: points.count, arcs: arcs.count, subpathStart: subpathStartIndex) }

    /// The points and arc radii appended since `mark` are finite.
    public func isFinite(since mark: Mark) -> Bool {
        var i = Swift.max(0, mark.points)
        while i < points.count {
            if !points[i].isFinite { return false }
            i += 1
        }
        var k = Swift.max(0, mark.arcs)
        while k < arcs.count {
            if !(arcs[k].radiusX.isFinite && arcs[k].radiusY.isFinite) { return false }
            k += 1
        }
        return true
    }

    /// `self`, or `GeometryError.tooLarge(what)` when some number is not
    /// finite.
    public func checkedFinite(_ what: String = "the path") throws -> Path {
        guard isFinite else { throw GeometryError.tooLarge(what: what) }
        return self
    }

    /// Throws `GeometryError.tooLarge(what)` unless what was appended since
    /// `mark` is finite (the check after a builder call).
    public func requireFinite(since mark: Mark, _ what: String = "the path") throws {
        guard isFinite(since: mark) else { throw GeometryError.tooLarge(what: what) }
    }
}

extension Validate {
    /// `v`, or `GeometryError.tooLarge(what)` when it is not finite (an
    /// area or length that overflowed).
    public static func finiteResult(_ v: Double, _ what: String) throws -> Double {
        guard v.isFinite else { throw GeometryError.tooLarge(what: what) }
        return v
    }

    /// `r`, or `GeometryError.tooLarge(what)` when an edge or the size is
    /// not finite (bounds wider than 1.8e308).
    public static func finiteResult(_ r: Rect, _ what: String) throws -> Rect {
        guard r.isFinite, r.maxX.isFinite, r.maxY.isFinite else { throw GeometryError.tooLarge(what: what) }
        return r
    }
}
