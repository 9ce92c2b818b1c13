/// The padding edge when the corners' cuts reach into each other.
///
/// Each shaped corner cuts a region out of the padding rect: the part
/// between the rect's corner and the corner's inner curve (with the 45°
/// lines that continue it to the rect's sides). Chromium builds the padding
/// edge as the padding rect intersected with one region per corner, each
/// bounded by that corner's curve (Skia path ops; `PathBuilder::
/// AddContouredRect` in Blink, as read in its source, re-derived here), so
/// cuts that overlap simply remove their union. `CSSBox.paddingEdge` walks
/// the corners in order instead, which is the same region as long as no
/// two cuts overlap except through the crossing 45° lines it handles; for
/// large concave corners (a 48% notch's inner legs lie the border widths
/// beyond its radius box) the cuts of neighbouring or opposite corners
/// overlap, the walk would cross itself, and the filled region would keep
/// the overlap as padding. Then the padding edge is the padding rect minus
/// every cut, by the path booleans (curves kept as curves), possibly
/// several pieces or nothing at all.
extension CSSBox {
    /// The region a corner's inner curve cuts out of the padding rect
    /// (closed: rect corner → lead or start → curve → trail → rect
    /// corner), and its bounding box; nil for a corner that cuts nothing.
    static func cut(_ p: InnerCorner) -> (path: Path, bounds: Rect)? {
        guard let curve = p.curve, let start = p.startPoint, let end = p.endPoint else { return nil }
        let corner = p.corner.frame.global(p.wE, p.wS)
        var path = Path()
        path.move(to: corner)
        if let lead = p.lead { path.addLineIfApart(to: lead) }
        path.addLineIfApart(to: start)
        curve.append(to: &path, frame: p.corner.frame, from: p.s0, to: p.s1, tolerance: tolerance(p.corner))
        if let trail = p.trail { path.addLineIfApart(to: trail) }
        path.closeSubpath()
        // The curve is monotone in both axes between start and end, so
        // these points span the region.
        let points = [corner, p.lead ?? start, start, end, p.trail ?? end]
        let xs = points.map(\.x), ys = points.map(\.y)
        let bounds = Rect(xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
        return (path, bounds)
    }

    /// The padding edge as the padding rect minus every cut, when two
    /// cuts' bounding boxes share interior (nil otherwise, or if the
    /// booleans run out of budget: the caller's walk is then used).
    static func paddingEdgeOfOverlappingCuts(_ pieces: [InnerCorner], inner: Rect) -> Path? {
        let cuts = pieces.compactMap(cut)
        guard cuts.count >= 2 else { return nil }
        var overlapping = false
        for i in cuts.indices {
            for j in cuts.indices where j > i && interiorsOverlap(cuts[i].bounds, cuts[j].bounds) { overlapping = true }
        }
        guard overlapping else { return nil }
        var region = Path()
        region.addRect(inner)
        // One boolean call: the cuts as one operand (nonzero, so where two
        // overlap the region is cut once).
        var all = Path()
        for c in cuts { all.addPath(c.path) }
        return try? region.subtracting(all)
    }

    static func interiorsOverlap(_ a: Rect, _ b: Rect) -> Bool {
        let eps = 1e-9 * Swift.max(1, Swift.abs(a.maxX), Swift.abs(a.maxY), Swift.abs(b.maxX), Swift.abs(b.maxY))
        return a.minX < b.maxX - eps && b.minX < a.maxX - eps && a.minY < b.maxY - eps && b.minY < a.maxY - eps
    }
}
