/// `frame` and `aspectRatio` sizing (docs/LAYOUT.md has the rules in prose).
extension LayoutEngine {
    /// The frame's size for proposal `p`, and the proposal it makes to its child.
    func frameSize(_ spec: FrameSpec, _ child: View, _ p: ProposedSize,
                   _ env: Environment) throws -> (size: Size, childProposal: ProposedSize) {
        if !spec.isFlexible {
            let cp = ProposedSize(width: spec.width ?? p.width, height: spec.height ?? p.height)
            let needsChild = spec.width == nil || spec.height == nil
            let cs = needsChild ? try size(child, cp, env) : .zero
            return (Size(spec.width ?? cs.width, spec.height ?? cs.height), cp)
        }
        let cp = ProposedSize(
            width: flexibleProposal(p.width, spec.minWidth, spec.idealWidth, spec.maxWidth),
            height: flexibleProposal(p.height, spec.minHeight, spec.idealHeight, spec.maxHeight))
        let cs = try size(child, cp, env)
        let w = flexibleResult(p.width, spec.minWidth, spec.idealWidth, spec.maxWidth, child: cs.width)
        let h = flexibleResult(p.height, spec.minHeight, spec.idealHeight, spec.maxHeight, child: cs.height)
        return (Size(w, h), cp)
    }

    /// The child is offered the proposal (or the ideal when the proposal is
    /// nil), clamped to min...max.
    private func flexibleProposal(_ p: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?) -> Double? {
        guard var v = p ?? ideal else { return nil }
        if let lo, v < lo { v = lo }
        if let hi, v > hi { v = hi }
        return v
    }

    /// The frame's own size on one axis: the child's size pulled toward the
    /// proposal by the bounds: with a min it is max(min, min(child,
    /// proposal)); with a max, min(max, max(child, proposal)). A nil
    /// proposal counts as the ideal, or else the child's size.
    private func flexibleResult(_ p: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?, child: Double) -> Double {
        let proposal = p ?? ideal ?? child
        if lo == nil && hi == nil { return p == nil ? (ideal ?? child) : child }
        var r = child
        if let lo { r = max(lo, min(r, proposal)) }
        if let hi { r = min(hi, max(r, proposal)) }
        return r
    }

    /// `aspectRatio(ratio, mode)`: the largest size of that ratio inside the
    /// proposal (fit) or the smallest containing it (fill); an unspecified
    /// axis follows from the other; with neither, the child's ideal width.
    func aspectProposal(_ child: View, _ ratio: Double?, _ mode: ContentMode,
                        _ p: ProposedSize, _ env: Environment) throws -> ProposedSize {
        let ideal = try size(child, .unspecified, env)
        let r: Double
        if let ratio, ratio > 0, ratio.isFinite { r = ratio }
        else if ideal.width > 0, ideal.height > 0 { r = ideal.width / ideal.height }
        else { return p }
        switch (p.width, p.height) {
        case (nil, nil):
            return ProposedSize(width: ideal.width, height: ideal.width / r)
        case (let w?, nil):
            return ProposedSize(width: w, height: w / r)
        case (nil, let h?):
            return ProposedSize(width: h * r, height: h)
        case (let w?, let h?):
            let byWidth = Size(w, w / r), byHeight = Size(h * r, h)
            let fitsByWidth = byWidth.height <= h
            let chosen = (mode == .fit) == fitsByWidth ? byWidth : byHeight
            return ProposedSize(chosen)
        }
    }
}
