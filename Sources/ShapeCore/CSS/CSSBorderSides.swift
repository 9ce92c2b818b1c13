/// The parts of a CSS border that each side's colour paints, as Chromium
/// 156 splits them (re-derived from its screenshots; the paint order is
/// Blink's `BoxBorderPainter`, which paints sides of one style in the
/// order top, bottom, right, left, each later side over the earlier ones).
///
/// - Normally a point belongs to the side whose distance, divided by that
///   side's width, is smallest: the boundaries are the lines from each box
///   corner through the padding rect's corner (the "miter" lines).
/// - A concave corner (K < 0) has a zone: the bounding box of its radius
///   box and its inner curve (the radius box grown by the border widths,
///   since a notch's or scoop's inner legs lie beyond it). Inside a zone the
///   corner's own miter line alone splits the border between the corner's
///   two sides, however far that is from them: the inner leg of a 48%
///   notch is its start or end side's colour, never the opposite side's,
///   as the weighted distance would make it past the box's middle.
/// - Where zones overlap (two large notches whose legs cross), each zone
///   names a side and the one Chromium paints last wins.
/// While no zone reaches a side other than its corner's two and no two
/// zones overlap, both rules give the same regions; the first (one convex
/// polygon per side) is then used. Convex corners have no zone: Chromium
/// splits even a 90%-wide bevel's border by the distance rule (the right
/// side keeps its colour where the corner's radius box reaches it).
struct CSSBorderSidesShape: Shape {
    let widths: [Double]
    let sides: [Int]
    /// Radii and corner shapes for the zones; nil: the distance rule alone.
    var border: CSSBorder? = nil

    init(widths: [Double], sides: [Int]) { self.widths = widths; self.sides = sides }
    init(border: CSSBorder, sides: [Int]) { self.widths = border.widths; self.sides = sides; self.border = border }

    /// Blink's paint order of the sides (top 0, right 1, bottom 2, left 3):
    /// a higher rank paints later, over a lower one.
    static let paintRank = [0, 2, 1, 3]

    /// A corner's zone and the two sides its miter line divides.
    struct Zone {
        var rect: Rect
        var startSide: Int, endSide: Int
    }

    func zones(in rect: Rect) -> [Zone] {
        guard let border else { return [] }
        let box = border.box(in: rect)
        let allRound = box.shapes.allSatisfy { $0 == .round }
        var zones: [Zone] = []
        for c in box.corners where !c.isSquare && c.shape.isConcave {
            let wS = widths[c.startSide], wE = widths[c.endSide]
            guard wS > 0 || wE > 0 else { continue }
            let curve = CSSBox.innerCurve(c, wS: wS, wE: wE, allRound: allRound)
            let ends = [curve.local(0), curve.local(.pi / 2), curve.origin, curve.turn]
            let u = Swift.max(c.ru, ends.map(\.u).max()!), v = Swift.max(c.rv, ends.map(\.v).max()!)
            let a = c.frame.point, b = c.frame.global(u, v)
            let zone = Rect(Swift.min(a.x, b.x), Swift.min(a.y, b.y), Swift.abs(b.x - a.x), Swift.abs(b.y - a.y))
            guard let clipped = zone.intersection(rect), clipped.width > 0, clipped.height > 0 else { continue }
            zones.append(Zone(rect: clipped, startSide: c.startSide, endSide: c.endSide))
        }
        return zones
    }

    /// Distance of p to side i, inside the box.
    static func distance(_ side: Int, _ p: Point, _ r: Rect) -> Double {
        switch side {
        case 0: return p.y - r.minY
        case 1: return r.maxX - p.x
        case 2: return r.maxY - p.y
        default: return p.x - r.minX
        }
    }

    /// The region where `side` is nearest by the weighted distance
    /// (convex: the box cut by one half-plane per other side).
    func nearest(_ side: Int, in r: Rect) -> [Point] {
        var polygon = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)]
        for other in 0..<4 where other != side {
            // Keep d_side · w_other <= d_other · w_side (linear in p).
            polygon = Self.clip(polygon) { Self.distance(side, $0, r) * widths[other] - Self.distance(other, $0, r) * widths[side] }
        }
        return polygon
    }

    func path(in rect: Rect) -> Path {
        let r = rect.standardized
        let zones = zones(in: r)
        var path = Path()
        if !needsZones(zones, in: r) {
            for side in sides where widths[side] > 0 {
                let polygon = nearest(side, in: r)
                guard polygon.count >= 3 else { continue }
                path.addLines(polygon)
                path.closeSubpath()
            }
            return path
        }
        // Each requested side's region outside every zone (its nearest-side
        // polygon less the zones' rects) and its pieces inside the zones,
        // merged by the booleans into as few contours as they make (so the
        // clip's anti-aliased edges are the joins, not the cells' seams).
        // If the booleans run out of budget: every cell's pieces as they are.
        do {
            var zoneRects = Path()
            for z in zones { zoneRects.addRect(z.rect) }
            var all = Path()
            for side in sides where widths[side] > 0 {
                let polygon = nearest(side, in: r)
                guard polygon.count >= 3 else { continue }
                var region = Path()
                region.addLines(polygon)
                region.closeSubpath()
                all.addPath(try region.subtracting(zoneRects))
            }
            for polygon in zonedPieces(zones, in: r, freeCells: false) where sides.contains(polygon.side) {
                all.addLines(polygon.points)
                all.closeSubpath()
            }
            return all.isEmpty ? all : try all.union(Path())
        } catch {
            for polygon in zonedPieces(zones, in: r, freeCells: true) where sides.contains(polygon.side) {
                path.addLines(polygon.points)
                path.closeSubpath()
            }
            return path
        }
    }

    /// Whether some zone reaches the nearest-side region of a side other
    /// than its corner's two, or two zones overlap.
    func needsZones(_ zones: [Zone], in r: Rect) -> Bool {
        for (i, z) in zones.enumerated() {
            for other in zones[(i + 1)...] where CSSBox.interiorsOverlap(z.rect, other.rect) { return true }
            for side in 0..<4 where side != z.startSide && side != z.endSide && widths[side] > 0 {
                if Self.area(Self.clipConvex(nearest(side, in: r), to: z.rect)) > 1e-9 * Swift.max(1, r.width * r.height) { return true }
            }
        }
        return false
    }

    /// The box cut along every zone's edges into cells; a cell in no zone
    /// splits by the weighted distance, a cell in zones by their miter
    /// lines (each combination of sides of those lines is one convex
    /// piece, won by the side painted last).
    /// `freeCells`: also the cells in no zone (else only the zones' cells).
    func zonedPieces(_ zones: [Zone], in r: Rect, freeCells: Bool) -> [(side: Int, points: [Point])] {
        func cuts(_ values: [Double], _ lo: Double, _ hi: Double) -> [Double] {
            Array(Set(values.map { Swift.max(lo, Swift.min(hi, $0)) } + [lo, hi])).sorted()
        }
        let xs = cuts(zones.flatMap { [$0.rect.minX, $0.rect.maxX] }, r.minX, r.maxX)
        let ys = cuts(zones.flatMap { [$0.rect.minY, $0.rect.maxY] }, r.minY, r.maxY)
        var pieces: [(side: Int, points: [Point])] = []
        for i in 0..<(xs.count - 1) {
            for j in 0..<(ys.count - 1) where xs[i + 1] > xs[i] && ys[j + 1] > ys[j] {
                let cell = Rect(xs[i], ys[j], xs[i + 1] - xs[i], ys[j + 1] - ys[j])
                let centre = Point(cell.midX, cell.midY)
                let inside = zones.filter { $0.rect.contains(centre) }
                if inside.isEmpty {
                    guard freeCells else { continue }
                    for side in 0..<4 where widths[side] > 0 {
                        let polygon = Self.clipConvex(nearest(side, in: r), to: cell)
                        if polygon.count >= 3 { pieces.append((side, polygon)) }
                    }
                    continue
                }
                for choice in 0..<(1 << inside.count) {
                    var polygon = rectangle(cell)
                    var winner = -1
                    for (k, z) in inside.enumerated() {
                        let takesStart = choice & (1 << k) != 0
                        let (s, e) = (z.startSide, z.endSide)
                        // d_s / w_s <= d_e / w_e: the start side's half.
                        polygon = Self.clip(polygon) { p in
                            let f = Self.distance(s, p, r) * widths[e] - Self.distance(e, p, r) * widths[s]
                            return takesStart ? f : -f
                        }
                        let side = takesStart ? s : e
                        if winner < 0 || Self.paintRank[side] > Self.paintRank[winner] { winner = side }
                    }
                    if polygon.count >= 3 && Self.area(polygon) > 0 && widths[winner] > 0 { pieces.append((winner, polygon)) }
                }
            }
        }
        return pieces
    }

    func rectangle(_ r: Rect) -> [Point] {
        [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)]
    }

    /// A convex polygon clipped to a rect.
    static func clipConvex(_ polygon: [Point], to cell: Rect) -> [Point] {
        var p = clip(polygon) { cell.minX - $0.x }
        p = clip(p) { $0.x - cell.maxX }
        p = clip(p) { cell.minY - $0.y }
        return clip(p) { $0.y - cell.maxY }
    }

    /// The shoelace area (unsigned).
    static func area(_ p: [Point]) -> Double {
        guard p.count >= 3 else { return 0 }
        var a = 0.0
        for i in p.indices { a += p[i].x * p[(i + 1) % p.count].y - p[(i + 1) % p.count].x * p[i].y }
        return Swift.abs(a) / 2
    }

    /// Sutherland–Hodgman: the part of a convex polygon where f <= 0 (f linear).
    static func clip(_ polygon: [Point], _ f: (Point) -> Double) -> [Point] {
        var out: [Point] = []
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            let fp = f(p), fq = f(q)
            if fp <= 0 { out.append(p) }
            if (fp < 0 && fq > 0) || (fp > 0 && fq < 0) { out.append(p.lerp(q, fp / (fp - fq))) }
        }
        return out
    }
}
