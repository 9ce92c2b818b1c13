/// Where a cubic crosses itself (a loop), so a path boolean can cut it
/// there: the intersection search only pairs different segments, and a
/// piece running through its own crossing would be classified (and
/// oriented) as a whole although its sides swap there.
extension Cubic {
    /// The parameters s < t in (0, 1) with B(s) = B(t), or nil when the
    /// curve has no loop inside its parameter range.
    ///
    /// Method (the standard derivation; the loop/cusp/inflection
    /// classification is Stone & DeRose 1989, "A geometric
    /// characterization of parametric cubic curves"): in power form
    /// B(t) = a·t³ + b·t² + c·t + p₀, (B(s) − B(t)) / (s − t) = 0 reads
    /// a(σ² − π) + bσ + c = 0 with σ = s + t, π = s·t. Its cross product
    /// with a removes π: σ = −(a × c) / (a × b); its dot product with a
    /// then gives π = σ² + (bσ + c)·a / (a·a); s and t are the roots of
    /// x² − σx + π, real and distinct (a loop) when σ² − 4π > 0. The
    /// closed form is refined by Newton's method on B(s) − B(t) = 0.
    func selfIntersection() -> (Double, Double)? {
        let a = (p1 - p2) * 3 + (p3 - p0)
        let b = ((p0 - p1) + (p2 - p1)) * 3
        let c = (p1 - p0) * 3
        let ab = a.cross(b), aa = a.dot(a)
        // a ∥ b (or a = 0: a quadratic or less) has no loop.
        guard aa > 0, abs(ab) > 1e-12 * aa.squareRoot() * b.length else { return nil }
        let sigma = -a.cross(c) / ab
        let pi = sigma * sigma + (b * sigma + c).dot(a) / aa
        let discriminant = sigma * sigma - 4 * pi
        guard discriminant.isFinite, discriminant > 0 else { return nil }
        let root = discriminant.squareRoot()
        var s = (sigma - root) / 2, t = (sigma + root) / 2
        // A loop that closes outside [0, 1] is not drawn.
        guard s > -1e-9, t < 1 + 1e-9 else { return nil }
        if let (rs, rt) = BooleanIntersections.newton(self, self, s, t), rt - rs > (t - s) / 2 { s = rs; t = rt }
        let lo = Swift.max(s, 0), hi = Swift.min(t, 1)
        guard hi - lo > 1e-9 else { return nil }
        return (lo, hi)
    }

    /// The curve, or its three pieces when it loops, cut where it crosses
    /// itself; the pieces share the crossing point exactly (the middle of
    /// B(s) and B(t)), so it becomes one node.
    func cutAtSelfIntersection() -> [Cubic] {
        guard let (s, t) = selfIntersection() else { return [self] }
        let m = point(at: s).lerp(point(at: t), 0.5)
        let stops = [0] + [s, t].filter { $0 > 1e-9 && $0 < 1 - 1e-9 } + [1]
        return (0..<(stops.count - 1)).map { k in
            var piece = subsegment(stops[k], stops[k + 1])
            if k > 0 { piece.p0 = m }
            if k < stops.count - 2 { piece.p3 = m }
            return piece
        }
    }
}
