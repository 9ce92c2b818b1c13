/// Sizing and placing docs/API.md added views and modifiers (the values are
/// in View/ViewVocabulary.swift; docs/LAYOUT.md has the rules in prose).
extension LayoutEngine {
    func vocabularySize(_ node: borrowing View.Node, _ p: ProposedSize, _ env: Environment) throws -> Size {
        switch node {
        case .divider:
            let t = Divider.thickness
            return env.enclosingStackAxis == .horizontal ? Size(t, p.height ?? 10) : Size(p.width ?? 10, t)
        case .hidden(let child), .trait(let child, _):
            return try size(child, p, env)
        case .position:
            return p.replacingUnspecified(by: 10)
        default:
            preconditionFailure("not a vocabulary node")
        }
    }

    func placeVocabulary(_ node: borrowing View.Node, in rect: Rect, _ env: Environment) throws {
        switch node {
        case .divider:
            try sink.leaf("Divider", rect, .style(.color(Divider.color)))
        case .hidden:
            // Laid out (its size counted by the parent) but not drawn: no
            // GeometryReader or Canvas function below it runs.
            try sink.leaf("hidden", rect, .none)
        case .trait(let child, _):
            try place(child, in: rect, env)
        case .position(let child, let x, let y):
            let s = try size(child, ProposedSize(rect.size), env)
            try sink.open("position", rect, .none)
            try place(child, in: Rect(rect.minX + x - s.width / 2, rect.minY + y - s.height / 2, s.width, s.height), env)
            try sink.close()
        default:
            preconditionFailure("not a vocabulary node")
        }
    }

    /// The order a container draws its children in: by `zIndex`, stable
    /// for equal z (so without zIndex the order is the written one).
    func drawingOrder(_ children: [View]) -> [Int] {
        var z: [Double] = []
        z.reserveCapacity(children.count)
        var anyZ = false
        for c in children {
            let v = c.zIndex
            anyZ = anyZ || v != 0
            z.append(v)
        }
        let indices = Array(children.indices)
        guard anyZ else { return indices }
        return indices.sorted { (z[$0], $0) < (z[$1], $1) }
    }
}
