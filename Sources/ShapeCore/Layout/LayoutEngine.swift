/// SwiftUI's layout in one pass over the tree: `size` answers "what size
/// do you choose for this proposal?" (pure; a stack may ask a child more
/// than once), `place` fixes each node's frame top-down, resolves the
/// environment and hands each node to the sink in drawing order (the SVG
/// renderer writes it at once; see PlacementSink). The rules are written
/// out in docs/LAYOUT.md.
final class LayoutEngine {
    let fonts: FontProvider?
    /// Bounds the recursion of `size` and `place` (and of the rendering
    /// that shares it), so a deep tree is an error, never a stack overflow.
    let nesting: NestingGuard
    /// Receives the placed nodes.
    let sink: PlacementSink
    private var shapedLines: [ShapedKey: ShapedLine] = [:]
    /// Paths of rounded shapes built in this run, reused for equal frames.
    private var shapePaths = ShapePathCache()

    init(fonts: FontProvider?, nesting: NestingGuard, sink: PlacementSink) {
        self.fonts = fonts; self.nesting = nesting; self.sink = sink
    }

    private struct ShapedKey: Hashable { var text: Substring; var font: FontRequest }

    /// Sizes already chosen in this layout run, for the nodes that ask
    /// their children more than once or are costly to measure (stacks,
    /// ZStack, Group, aspectRatio, Text). Stacks ask each child up to
    /// three times (for 0, infinity and its share), so without this nested
    /// stacks would cost 3^depth. Leaves and one-child modifiers are
    /// recomputed instead: they cost a few operations plus one question to
    /// their child, and caching them was most of the time and memory of a
    /// big ZStack's layout. The entry keeps its node alive, so the node's
    /// address cannot be reused by another node during the run.
    private var sizes: [SizeKey: (node: View.NodeBox, size: Size)] = [:]

    private struct SizeKey: Hashable {
        var node: ObjectIdentifier
        var width: Double?, height: Double?
        // The parts of the environment that change sizes.
        var font: FontSpec, weight: FontWeight?, lineLimit: Int?, lineSpacing: Double, stackAxis: StackAxis?
        var enclosingStackAxis: StackAxis?
        var italic: Bool, monospaced: Bool, spacing: Double?, tracking: Double?
    }

    /// The view's chosen size for proposal `p`.
    func size(_ view: View, _ p: ProposedSize, _ env: Environment) throws -> Size {
        guard view.box.cachesSize else {
            try nesting.enter()
            defer { nesting.leave() }
            return try computeSize(view, p, env)
        }
        let key = SizeKey(node: ObjectIdentifier(view.box), width: p.width, height: p.height, font: env.font,
                          weight: env.weight, lineLimit: env.lineLimit, lineSpacing: env.lineSpacing, stackAxis: env.stackAxis,
                          enclosingStackAxis: env.enclosingStackAxis, italic: env.textStyle.italic, monospaced: env.textStyle.monospaced,
                          spacing: env.textStyle.kerning, tracking: env.textStyle.tracking)
        if let hit = sizes[key] { return hit.size }
        try nesting.enter()
        defer { nesting.leave() }
        let s = try computeSize(view, p, env)
        sizes[key] = (view.box, s)
        return s
    }

    private func computeSize(_ view: View, _ p: ProposedSize, _ env: Environment) throws -> Size {
        try computeSize(of: view.box.node, p, env)
    }

    /// The node is borrowed (see `View.box`): no copy per question.
    private func computeSize(of node: borrowing View.Node, _ p: ProposedSize, _ env: Environment) throws -> Size {
        // Only a Spacer reads the stack axis; it is cleared for everything
        // below (copying the environment only when there is one to clear).
        if let spacerAxis = env.stackAxis {
            switch node {
            case .spacer(let minLength): return spacerSize(minLength ?? 8, p, axis: spacerAxis)
            default: break
            }
            var inner = env
            inner.stackAxis = nil
            return try computeSize(of: node, p, inner)
        }
        switch node {
        case .empty:
            return .zero
        case .shape, .style, .geometryReader:
            return p.replacingUnspecified(by: 10)
        case .spacer(let minLength):
            return spacerSize(minLength ?? 8, p, axis: nil)
        case .text(let t):
            return try textMetrics(t, env, width: p.width).size
        case .image(let image):
            return image.size(for: p)
        case .canvas(let c):
            return c.size
        case .stack(let axis, let cross, let spacing, let children):
            return try stackSizes(axis, cross, spacing, flatten(children), p, env).size
        case .zstack(_, let children), .group(let children):
            var result = Size.zero
            for c in children {
                let s = try size(c, p, env)
                result = Size(max(result.width, s.width), max(result.height, s.height))
            }
            return result
        case .frame(let child, let spec):
            return try frameSize(spec, child, p, env).size
        case .padding(let child, let insets):
            let s = try size(child, p.inset(by: insets), env)
            return Size(max(s.width + insets.horizontal, 0), max(s.height + insets.vertical, 0))
        case .layer(let child, _, _, _), .mask(let child, _), .clip(let child, _, _), .effect(let child, _):
            return try size(child, p, env)
        case .environment(let child, let change):
            return try size(child, p, env.applying(change, frame: .zero))
        case .aspectRatio(let child, let ratio, let mode):
            return try size(child, try aspectProposal(child, ratio, mode, p, env), env)
        case .fixedSize(let child, let h, let v):
            return try size(child, ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height), env)
        case .divider, .hidden, .trait, .position:
            return try vocabularySize(node, p, env)
        case .grid(let g):
            return try gridSize(g, p, env)
        case .gridRow(let alignment, let children):
            return try stackSizes(.horizontal, Alignment(horizontal: .center, vertical: alignment ?? .center), nil,
                                  flatten(children), p, env).size
        case .lazyGrid(let g):
            return try lazyGridSize(g, p, env)
        }
    }

    /// Places the view in `rect` (the size it chose for the proposal
    /// `rect.size`) and everything below it, handing each node to the sink
    /// in drawing order. Each container's work is in its own method
    /// (LayoutPlacement.swift): this function is on the stack once per
    /// level of the tree, so its frame is kept small (in a debug build all
    /// cases' locals would otherwise share one 13 KiB frame).
    func place(_ view: View, in rect: Rect, _ env: Environment) throws {
        try nesting.enter()
        defer { nesting.leave() }
        if env.stackAxis != nil {
            var inner = env
            inner.stackAxis = nil
            return try placeNode(view, in: rect, inner)
        }
        try placeNode(view, in: rect, env)
    }

    private func placeNode(_ view: View, in rect: Rect, _ env: Environment) throws {
        try placeNode(view.box.node, in: rect, env)
    }

    /// The node is borrowed (see `View.box`).
    private func placeNode(_ node: borrowing View.Node, in rect: Rect, _ env: Environment) throws {
        switch node {
        case .empty:
            try sink.leaf("empty", rect, .none)
        case .shape(let s):
            try placeShape(s, in: rect, env)
        case .style(let style):
            try sink.leaf("Color", rect, .style(style))
        case .spacer:
            try sink.leaf("Spacer", rect, .none)
        case .text(let t):
            try placeText(t, in: rect, env)
        case .image(let image):
            try sink.leaf("Image", rect, .image(image))
        case .canvas(let c):
            try sink.leaf("Canvas", rect, .canvas(c))
        case .geometryReader(let reader):
            try placeReader(reader, in: rect, env)
        case .stack(let axis, let cross, let spacing, let children):
            try placeStack(axis, cross, spacing, flatten(children), in: rect, env)
        case .zstack(let alignment, let children):
            try sink.open("ZStack", rect, .none)
            try placeLayered(children, alignment, rect, env)
            try sink.close()
        case .group(let children):
            try sink.open("Group", rect, .none)
            try placeLayered(children, .center, rect, env)
            try sink.close()
        case .frame(let child, let spec):
            try placeFrame(child, spec, in: rect, env)
        case .padding(let child, let insets):
            try placePadding(child, insets, in: rect, env)
        case .layer(let child, let layer, let alignment, let above):
            try placeLayer(child, layer, alignment, above: above, in: rect, env)
        case .environment(let child, let change):
            try place(child, in: rect, env.applying(change, frame: rect))
        case .mask(let child, let mask):
            try placeMask(child, mask, in: rect, env)
        case .clip(let child, let shape, let rule):
            try placeClip(child, shape, rule, in: rect, env)
        case .effect(let child, let effect):
            try placeEffect(child, effect, in: rect, env)
        case .aspectRatio(let child, let ratio, let mode):
            try placeAspectRatio(child, ratio, mode, in: rect, env)
        case .fixedSize(let child, _, _):
            try sink.open("fixedSize", rect, .none)
            try place(child, in: rect, env)
            try sink.close()
        case .divider, .hidden, .trait, .position:
            try placeVocabulary(node, in: rect, env)
        case .grid(let g):
            try placeGrid(g, in: rect, env)
        case .gridRow(let alignment, let children):
            // Outside a Grid: an HStack of its cells.
            try placeStack(.horizontal, Alignment(horizontal: .center, vertical: alignment ?? .center), nil,
                           flatten(children), in: rect, env)
        case .lazyGrid(let g):
            try placeLazyGrid(g, in: rect, env)
        }
    }

    // MARK: Leaves

    private func spacerSize(_ minLength: Double, _ p: ProposedSize, axis: StackAxis?) -> Size {
        guard let axis else { return p.replacingUnspecified(by: 10) }
        let primary = max(minLength, p.value(axis) ?? minLength)
        return Size(axis: axis, primary: primary, cross: 0)
    }

    private func placeShape(_ s: ShapeView, in rect: Rect, _ env: Environment) throws {
        let path = resolvedPath(s.box, size: rect.size, origin: rect.origin, env)
        try sink.shape(s.box, rect, path, s.drawing.resolved(foreground: env.foregroundOrBlack))
    }

    /// A shape's path for a frame of `size` placed at `origin`, in local
    /// coordinates (SwiftUI calls `path(in:)` with the frame at the origin).
    /// `ContainerRelativeShape` is resolved against the environment here.
    func resolvedPath(_ box: ShapeBox, size: Size, origin: Point, _ env: Environment) -> Path {
        let local = Rect(origin: .zero, size: size)
        // A flag set when boxed, so the usual shape skips the two dynamic
        // casts of `unwrapped(shape) as? ContainerRelativeShape`.
        if box.mayBeContainerRelative, let relative = unwrapped(box.shape) as? ContainerRelativeShape {
            return resolveContainerRelative(relative, frame: Rect(origin: origin, size: size),
                                            container: env.container).path(in: local)
        }
        return shapePaths.path(box, in: local)
    }

    // MARK: Text

    func shaped(_ line: Substring, _ font: FontRequest) throws -> ShapedLine {
        let key = ShapedKey(text: line, font: font)
        if let s = shapedLines[key] { return s }
        guard let fonts else { throw ViewError.noFontProvider }
        let s = try fonts.shape(String(line), font: font)
        shapedLines[key] = s
        return s
    }
}

extension Environment {
    func applying(_ change: EnvironmentChange, frame: Rect) -> Environment {
        var env = self
        switch change {
        case .foreground(let s): env.foreground = s
        case .font(let f): env.font = f
        case .weight(let w): env.weight = w
        case .lineLimit(let n): env.lineLimit = n
        case .lineSpacing(let s): env.lineSpacing = s
        case .textAlignment(let a): env.textAlignment = a
        case .containerShape(let box): env.container = (box.shape, frame)
        case .textStyle(let change): env.textStyle.apply(change)
        }
        return env
    }
}
