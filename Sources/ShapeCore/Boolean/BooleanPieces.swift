/// The segments cut at every intersection: pieces whose ends are shared
/// nodes (points closer than `nodeMerge` are one node), so the kept
/// pieces chain into contours by node number, not by comparing floats.
struct BooleanPieces {
    struct Piece {
        /// The piece's curve; its ends are exactly its nodes' points.
        var curve: Cubic
        var isLine: Bool
        var segment: Int
        /// Parameter range on the segment (t0 < t1 before any reversal).
        var t0: Double, t1: Double
        var start: Int, end: Int
        var operand: Int
        var contour: Int
        var ellipse: Int

        mutating func reverse() {
            curve = Cubic(curve.p3, curve.p2, curve.p1, curve.p0)
            swap(&t0, &t1); swap(&start, &end)
        }
    }

    /// Nodes closer than this (normalised units: the operands span 2)
    /// are one point. It absorbs the near-duplicate intersections that a
    /// tangency produces: where two curves touch, their distance grows
    /// with the square of the offset, so Newton's method can only place
    /// the touching point to about √(1e-15) ≈ 3e-8.
    static let nodeMerge = 1e-7

    private(set) var pieces: [Piece] = []
    private(set) var nodes: [Point] = []
    private var grid: [Cell: [Int]] = [:]

    private struct Cell: Hashable { var x: Int64, y: Int64 }

    init(_ segments: [BooleanSegment], cuts: [[BooleanIntersections.Cut]]) {
        pieces.reserveCapacity(segments.count + cuts.reduce(0) { $0 + $1.count })
        for (i, s) in segments.enumerated() {
            let sorted = cuts[i].sorted { $0.t < $1.t }
            var stops: [BooleanIntersections.Cut] = [.init(t: 0, point: s.curve.p0)]
            for cut in sorted where cut.t > 0 && cut.t < 1 {
                if cut.point.distance(to: stops[stops.count - 1].point) > Self.nodeMerge { stops.append(cut) }
            }
            // The last cut may sit on the end point: the end wins.
            if stops.count > 1, stops[stops.count - 1].point.distance(to: s.curve.p3) <= Self.nodeMerge { stops.removeLast() }
            stops.append(.init(t: 1, point: s.curve.p3))
            for k in 0..<(stops.count - 1) {
                let a = stops[k], b = stops[k + 1]
                let start = node(a.point), end = node(b.point)
                var c = s.isLine ? Cubic.line(nodes[start], nodes[end]) : s.curve.subsegment(a.t, b.t)
                c.p0 = nodes[start]; c.p3 = nodes[end]
                if start == end && (s.isLine || BooleanIntersections.flatness(c) <= Self.nodeMerge) { continue }
                pieces.append(Piece(curve: c, isLine: s.isLine, segment: i, t0: a.t, t1: b.t, start: start, end: end,
                                    operand: s.operand, contour: s.contour, ellipse: s.ellipse))
            }
        }
    }

    /// The grid cell (4 × `nodeMerge` wide) of a coordinate. Never traps:
    /// a coordinate past ±7e301 divides to ±infinity and one past ±3.7e12
    /// does not fit an Int64 (the 1M-call fuzz, seed 77, trapped here in a
    /// `lineIntersection` laid out in a frame padded by -1e308), so the
    /// index is clamped to ±2^61 (neighbours ±1 cannot overflow) and NaN
    /// goes to cell 0. Clamped points share a cell, which costs only the
    /// search: whether two nodes merge is still their exact distance.
    static func cellIndex(_ v: Double) -> Int64 {
        let q = (v / (nodeMerge * 4)).rounded(.down)
        let limit = Double(Int64(1) << 61)
        guard !q.isNaN else { return 0 }
        return Int64(Swift.min(Swift.max(q, -limit), limit))
    }

    /// The node at `p`: an existing one within `nodeMerge`, or a new one.
    private mutating func node(_ p: Point) -> Int {
        let cx = Self.cellIndex(p.x), cy = Self.cellIndex(p.y)
        for dx in Int64(-1)...1 {
            for dy in Int64(-1)...1 {
                for n in grid[Cell(x: cx + dx, y: cy + dy)] ?? [] where nodes[n].distance(to: p) <= Self.nodeMerge {
                    return n
                }
            }
        }
        nodes.append(p)
        grid[Cell(x: cx, y: cy), default: []].append(nodes.count - 1)
        return nodes.count - 1
    }
}
