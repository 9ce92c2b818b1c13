/// Area of the nonzero fill (docs/API.md `area()`).
extension Path {
    /// Absolute enclosed area of the nonzero fill.
    ///
    /// Method: a single subpath that does not cross itself gets the exact
    /// |signed area| by Green's theorem on its curves. Anything else
    /// (several subpaths, which may overlap or nest; self-intersections)
    /// goes through `area(tolerance:)` at 1e-6 of the path's size (area
    /// error about ⅔·tolerance·perimeter). NaN when it cannot be measured
    /// (see `measuredArea()`).
    public var area: Double { (try? measuredArea()) ?? .nan }

    /// `area`, or `GeometryError.tooComplex` when the path flattens into
    /// more edges than the sweep takes (`maxAreaEdges`) even with its
    /// tolerance widened `maxAreaCoarsening` times: wider still, the
    /// polygons stop following the curves (3,000 copies of one loop came
    /// out as 0). Or `tooLarge` when the result overflows.
    public func measuredArea() throws -> Double {
        guard !isEmpty else { return 0 }
        let b = bounds
        let size = Swift.max(b.width, b.height, 1e-300)
        if verbs.lastIndex(of: .move) == 0 {
            let edges = Self.edges(of: flattenedSubpaths(tolerance: 1e-3 * size))
            if !Self.anyProperCrossing(edges) { return try Validate.finiteResult(Swift.abs(signedArea), "the result") }
        }
        let (area, _, edges) = areaAndWork(tolerance: 1e-6 * size)
        if edges > Self.maxAreaEdges {
            throw GeometryError.tooComplex(what: "the area", detail: "the path flattens into \(edges) edges even at "
                                           + "a tolerance of 0.4% of its size, more than the \(Self.maxAreaEdges) the sweep takes")
        }
        return try Validate.finiteResult(area, "the result")
    }

    /// How many times (each 4×) the area's tolerance may widen for a path
    /// to fit `maxAreaEdges`: 4^6 = 4096, so 1e-6 of the path's size
    /// becomes at most ~0.4% of it (300 copies of a loop measured 0.6% low
    /// there; 1,000 copies, which needed more, 6.6% low, and 3,000 came out
    /// as 0 before this limit).
    static let maxAreaCoarsening = 6

    /// The most edges and crossing cuts the sweep works with: it costs
    /// (slabs × edges crossing each), so both are capped to keep every
    /// call bounded whatever the path (docs/GEOMETRY.md, "Totality").
    static let maxAreaEdges = 8192
    static let maxAreaCrossings = 16384

    /// Nonzero-fill area of the flattened path: exact per trapezoid slab
    /// between consecutive vertex and edge-crossing y values (the covered
    /// width is linear in y there). A path that would flatten into more
    /// than `maxAreaEdges` edges is flattened coarser until it fits (at
    /// most `maxAreaCoarsening` times; NaN if it still does not); past
    /// `maxAreaCrossings` crossings the remaining ones do not cut slabs
    /// (those slabs are then integrated at their midpoints).
    public func area(tolerance: Double) -> Double { areaAndWork(tolerance: tolerance).area }

    /// The area (NaN when the path is too complex: see `measuredArea()`),
    /// the edge visits it took (the totality tests bound it) and how many
    /// edges the flattening left.
    func areaAndWork(tolerance: Double) -> (area: Double, work: Int, edges: Int) {
        var tol = Swift.max(tolerance, 1e-12)
        var polys = flattenedSubpaths(tolerance: tol)
        var count = polys.reduce(0) { $0 + $1.points.count }
        var coarsenings = 0
        while count > Self.maxAreaEdges && coarsenings < Self.maxAreaCoarsening {
            // Wang's count grows as 1/√tol: 4× the tolerance halves it.
            tol *= 4
            coarsenings += 1
            polys = flattenedSubpaths(tolerance: tol)
            count = polys.reduce(0) { $0 + $1.points.count }
        }
        // Still too many: wider tolerances stop following the curves.
        if count > Self.maxAreaEdges { return (.nan, count, count) }
        // Flattening a curve near ±1.8e308 can overflow: no area, refused.
        guard polys.allSatisfy({ $0.points.allSatisfy(\.isFinite) }) else { return (.nan, count, count) }
        var edges = Self.edges(of: polys)
        var ys: [Double] = []
        ys.reserveCapacity(count)
        for poly in polys { for p in poly.points { ys.append(p.y) } }
        var crossings = 0
        Self.forEachProperCrossing(&edges) { a, b, c, d in
            let t = (c - a).cross(d - c) / (b - a).cross(d - c)
            let y = a.y + (b.y - a.y) * t
            if y.isFinite { ys.append(y) }
            crossings += 1
            return crossings < Self.maxAreaCrossings
        }
        ys.sort()
        // Sweep: edges sorted by their top (forEachProperCrossing sorted
        // them); `active` holds those that may span the current slab.
        var active: [(Point, Point)] = []
        var next = 0
        var work = edges.count
        var total = 0.0
        var xs: [(Double, Int)] = []
        var i = 0
        while i + 1 < ys.count {
            let y0 = ys[i], y1 = ys[i + 1]
            i += 1
            if !(y1 > y0) { continue }
            let ym = (y0 + y1) / 2
            while next < edges.count && Swift.min(edges[next].0.y, edges[next].1.y) <= ym {
                active.append(edges[next]); next += 1
            }
            active.removeAll { Swift.max($0.0.y, $0.1.y) <= ym }
            xs.removeAll(keepingCapacity: true)
            work += active.count
            for (a, b) in active {
                let lo = Swift.min(a.y, b.y), hi = Swift.max(a.y, b.y)
                if ym < lo || ym >= hi { continue }
                let x = a.x + (ym - a.y) / (b.y - a.y) * (b.x - a.x)
                xs.append((x, b.y > a.y ? 1 : -1))
            }
            xs.sort { $0.0 < $1.0 }
            var w = 0
            var width = 0.0
            for k in 0..<xs.count {
                if w != 0 && k > 0 { width += xs[k].0 - xs[k - 1].0 }
                w += xs[k].1
            }
            total += width * (y1 - y0)
        }
        return (total, work, count)
    }

    /// The non-horizontal, non-degenerate edges of closed polylines.
    static func edges(of polys: [(points: [Point], closed: Bool)]) -> [(Point, Point)] {
        var edges: [(Point, Point)] = []
        for poly in polys where poly.points.count > 1 {
            let pts = poly.points
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if a != b { edges.append((a, b)) }
            }
        }
        return edges
    }

    static func anyProperCrossing(_ input: [(Point, Point)]) -> Bool {
        var edges = input
        var found = false
        forEachProperCrossing(&edges) { _, _, _, _ in found = true; return false }
        return found
    }

    /// Calls `body` for every pair of edges crossing at interior points
    /// (touching at end points does not count); `body` returns false to
    /// stop. Sweep: edges sorted by top, each compared only with edges
    /// starting above its bottom. Sorts `edges` in place.
    static func forEachProperCrossing(_ edges: inout [(Point, Point)], _ body: (Point, Point, Point, Point) -> Bool) {
        edges.sort { Swift.min($0.0.y, $0.1.y) < Swift.min($1.0.y, $1.1.y) }
        for i in 0..<edges.count {
            let bottom = Swift.max(edges[i].0.y, edges[i].1.y)
            let left = Swift.min(edges[i].0.x, edges[i].1.x), right = Swift.max(edges[i].0.x, edges[i].1.x)
            var j = i + 1
            while j < edges.count && Swift.min(edges[j].0.y, edges[j].1.y) <= bottom {
                let e = edges[j]
                if Swift.max(e.0.x, e.1.x) >= left && Swift.min(e.0.x, e.1.x) <= right
                    && properlyCross(edges[i], e) {
                    if !body(edges[i].0, edges[i].1, e.0, e.1) { return }
                }
                j += 1
            }
        }
    }

    static func properlyCross(_ s: (Point, Point), _ t: (Point, Point)) -> Bool {
        let d1 = (s.1 - s.0).cross(t.0 - s.0), d2 = (s.1 - s.0).cross(t.1 - s.0)
        let d3 = (t.1 - t.0).cross(s.0 - t.0), d4 = (t.1 - t.0).cross(s.1 - t.0)
        return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
    }
}
