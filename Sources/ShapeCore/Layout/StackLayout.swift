/// HStack / VStack after SwiftUI: with a proposal on the stack's axis, the
/// space left after spacing is shared out to the least flexible children
/// first (flexibility = the size chosen for an infinite proposal minus the
/// one chosen for 0), each offered an equal share of what remains; children
/// of a higher `layoutPriority` are offered space first, after the minimum
/// sizes of the lower ones are set aside. Children are drawn in `zIndex`
/// order (stable). Without one (nil), every child gets nil and the stack
/// is the sum of ideals.
extension LayoutEngine {
    struct StackResult {
        var size: Size
        var childSizes: [Size]
        var spacing: Double
    }

    /// Groups inside a stack contribute their children to it (SwiftUI).
    func flatten(_ children: [View]) -> [View] {
        var out: [View] = []
        for c in children {
            if let inner = Self.groupChildren(c.box.node) { out += flatten(inner) } else { out.append(c) }
        }
        return out
    }

    /// A group's children, or nil for any other node (read in place).
    private static func groupChildren(_ node: borrowing View.Node) -> [View]? {
        switch node {
        case .group(let inner): return copy inner
        default: return nil
        }
    }

    func stackSizes(_ axis: StackAxis, _ cross: Alignment, _ spacing: Double?,
                    _ children: [View], _ p: ProposedSize, _ env: Environment) throws -> StackResult {
        var childEnv = env
        childEnv.stackAxis = axis
        childEnv.enclosingStackAxis = axis
        let gap = spacing ?? 8
        let n = children.count
        guard n > 0 else { return StackResult(size: .zero, childSizes: [], spacing: gap) }
        let totalSpacing = gap * Double(n - 1)
        let crossProposal = p.cross(axis)
        func proposal(_ primary: Double?) -> ProposedSize {
            axis == .horizontal ? ProposedSize(width: primary, height: crossProposal)
                                : ProposedSize(width: crossProposal, height: primary)
        }
        var sizes = [Size](repeating: .zero, count: n)
        if let total = p.value(axis) {
            var flexibility: [Double] = [], minimum: [Double] = [], priority: [Double] = []
            for c in children {
                let lo = try size(c, proposal(0), childEnv).value(axis)
                let hi = try size(c, proposal(.infinity), childEnv).value(axis)
                flexibility.append(hi - lo)
                minimum.append(lo)
                priority.append(c.layoutPriority)
            }
            // Higher layoutPriority first; within one priority, least flexible first.
            let order = (0..<n).sorted { (-priority[$0], flexibility[$0], $0) < (-priority[$1], flexibility[$1], $1) }
            var remaining = max(total - totalSpacing, 0)
            // The minimum sizes of the groups not yet offered space: a group
            // shares out what is left after reserving them (SwiftUI).
            var lowerMinimum = minimum.reduce(0, +)
            var k = 0
            while k < n {
                var end = k, groupMinimum = 0.0
                while end < n && priority[order[end]] == priority[order[k]] { groupMinimum += minimum[order[end]]; end += 1 }
                lowerMinimum = end == n ? 0 : lowerMinimum - groupMinimum
                var groupRemaining = max(remaining - lowerMinimum, 0)
                var left = Double(end - k)
                for i in order[k..<end] {
                    let share = max(groupRemaining / left, 0)
                    sizes[i] = try size(children[i], proposal(share), childEnv)
                    groupRemaining -= sizes[i].value(axis)
                    remaining -= sizes[i].value(axis)
                    left -= 1
                }
                k = end
            }
        } else {
            for i in 0..<n { sizes[i] = try size(children[i], proposal(nil), childEnv) }
        }
        let primary = sizes.reduce(0) { $0 + $1.value(axis) } + totalSpacing
        let crossSize = sizes.reduce(0) { max($0, $1.cross(axis)) }
        return StackResult(size: Size(axis: axis, primary: primary, cross: crossSize),
                           childSizes: sizes, spacing: gap)
    }

    func placeStack(_ axis: StackAxis, _ cross: Alignment, _ spacing: Double?,
                    _ children: [View], in rect: Rect, _ env: Environment) throws {
        let result = try stackSizes(axis, cross, spacing, children, ProposedSize(rect.size), env)
        var childEnv = env
        childEnv.stackAxis = axis
        childEnv.enclosingStackAxis = axis
        try sink.open(axis == .horizontal ? "HStack" : "VStack", rect, .none)
        var cursor = axis == .horizontal ? rect.minX : rect.minY
        var frames: [Rect] = []
        frames.reserveCapacity(children.count)
        for s in result.childSizes {
            let origin: Point
            if axis == .horizontal {
                origin = Point(cursor, rect.minY + (rect.height - s.height) * cross.vertical.fraction)
            } else {
                origin = Point(rect.minX + (rect.width - s.width) * cross.horizontal.fraction, cursor)
            }
            frames.append(Rect(origin: origin, size: s))
            cursor += s.value(axis) + result.spacing
        }
        for i in drawingOrder(children) { try place(children[i], in: frames[i], childEnv) }
        try sink.close()
    }

    /// ZStack and a lone Group: every child offered the whole rect, aligned in it.
    func placeLayered(_ children: [View], _ alignment: Alignment, _ rect: Rect, _ env: Environment) throws {
        for i in drawingOrder(children) {
            let c = children[i]
            let s = try size(c, ProposedSize(rect.size), env)
            try place(c, in: Rect(origin: alignment.origin(of: s, in: rect), size: s), env)
        }
    }
}
