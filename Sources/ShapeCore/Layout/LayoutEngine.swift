/// SwiftUI's layout in one pass over the tree: `size` answers "what size
/// do you choose for this proposal?" (pure; a stack may ask a child more
/// than once), `place` fixes each node's frame top-down and resolves the
/// environment. The rules are written out in docs/LAYOUT.md.
final class LayoutEngine {
    let fonts: FontProvider?
    /// Bounds the recursion of `size` and `place` (and of the rendering
    /// that shares it), so a deep tree is an error, never a stack overflow.
    let nesting: NestingGuard
    private var shapedLines: [ShapedKey: ShapedLine] = [:]

    init(fonts: FontProvider?, nesting: NestingGuard) { self.fonts = fonts; self.nesting = nesting }

    private struct ShapedKey: Hashable { var text: Substring; var font: FontRequest }

    /// Sizes already chosen in this layout run. Stacks ask each child up to
    /// three times (for 0, infinity and its share), so without this nested
    /// stacks would cost 3^depth. The entry keeps its node alive, so the
    /// node's address cannot be reused by another node during the run.
    private var sizes: [SizeKey: (node: View.NodeBox, size: Size)] = [:]

    private struct SizeKey: Hashable {
        var node: ObjectIdentifier
        var width: Double?, height: Double?
        // The parts of the environment that change sizes.
        var font: FontSpec, weight: FontWeight?, lineLimit: Int?, stackAxis: StackAxis?
    }

    /// The view's chosen size for proposal `p`.
    func size(_ view: View, _ p: ProposedSize, _ env: Environment) throws -> Size {
        let key = SizeKey(node: ObjectIdentifier(view.box), width: p.width, height: p.height, font: env.font,
                          weight: env.weight, lineLimit: env.lineLimit, stackAxis: env.stackAxis)
        if let hit = sizes[key] { return hit.size }
        try WorkBudget.check() // per node: a huge tree stops with the run's budget
        try nesting.enter()
        defer { nesting.leave() }
        let s = try computeSize(view, p, env)
        sizes[key] = (view.box, s)
        return s
    }

    private func computeSize(_ view: View, _ p: ProposedSize, _ env: Environment) throws -> Size {
        let spacerAxis = env.stackAxis
        var env = env
        env.stackAxis = nil
        switch view.node {
        case .empty:
            return .zero
        case .shape, .style, .geometryReader:
            return p.replacingUnspecified(by: 10)
        case .spacer(let minLength):
            return spacerSize(minLength ?? 8, p, axis: spacerAxis)
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
        }
    }

    /// Places the view in `rect` (the size it chose for the proposal
    /// `rect.size`) and everything below it. Each container's work is in
    /// its own method (LayoutPlacement.swift): this function is on the
    /// stack once per level of the tree, so its frame is kept small (in a
    /// debug build all cases' locals would otherwise share one 13 KiB frame).
    func place(_ view: View, in rect: Rect, _ env: Environment) throws -> PlacedView {
        try nesting.enter()
        defer { nesting.leave() }
        var env = env
        env.stackAxis = nil
        switch view.node {
        case .empty:
            return PlacedView("empty", rect)
        case .shape(let s):
            return placeShape(s, in: rect, env)
        case .style(let style):
            return PlacedView("Color", rect, .style(style))
        case .spacer:
            return PlacedView("Spacer", rect)
        case .text(let t):
            return try placeText(t, in: rect, env)
        case .image(let image):
            return PlacedView("Image", rect, .image(image))
        case .canvas(let c):
            return PlacedView("Canvas", rect, .canvas(c))
        case .geometryReader(let reader):
            return try placeReader(reader, in: rect, env)
        case .stack(let axis, let cross, let spacing, let children):
            return try placeStack(axis, cross, spacing, flatten(children), in: rect, env)
        case .zstack(let alignment, let children):
            return PlacedView("ZStack", rect, .none, try placeLayered(children, alignment, rect, env))
        case .group(let children):
            return PlacedView("Group", rect, .none, try placeLayered(children, .center, rect, env))
        case .frame(let child, let spec):
            return try placeFrame(child, spec, in: rect, env)
        case .padding(let child, let insets):
            return try placePadding(child, insets, in: rect, env)
        case .layer(let child, let layer, let alignment, let above):
            return try placeLayer(child, layer, alignment, above: above, in: rect, env)
        case .environment(let child, let change):
            return try place(child, in: rect, env.applying(change, frame: rect))
        case .mask(let child, let mask):
            return try placeMask(child, mask, in: rect, env)
        case .clip(let child, let shape, let rule):
            return try placeClip(child, shape, rule, in: rect, env)
        case .effect(let child, let effect):
            return try placeEffect(child, effect, in: rect, env)
        case .aspectRatio(let child, let ratio, let mode):
            return try placeAspectRatio(child, ratio, mode, in: rect, env)
        case .fixedSize(let child, _, _):
            return PlacedView("fixedSize", rect, .none, [try place(child, in: rect, env)])
        }
    }

    // MARK: Leaves

    private func spacerSize(_ minLength: Double, _ p: ProposedSize, axis: StackAxis?) -> Size {
        guard let axis else { return p.replacingUnspecified(by: 10) }
        let primary = max(minLength, p.value(axis) ?? minLength)
        return Size(axis: axis, primary: primary, cross: 0)
    }

    private func placeShape(_ s: ShapeView, in rect: Rect, _ env: Environment) -> PlacedView {
        let path = resolvedPath(s.shape, size: rect.size, origin: rect.origin, env)
        let drawing: PlacedDrawing
        switch s.drawing {
        case .fill(let style, let rule): drawing = .fill(style ?? env.foregroundOrBlack, rule)
        case .stroke(let style, let stroke): drawing = .stroke(style ?? env.foregroundOrBlack, stroke)
        case .strokeBorder(let style, let stroke): drawing = .strokeBorder(style ?? env.foregroundOrBlack, stroke)
        }
        return PlacedView(shapeName(s.shape), rect, .shape(path, drawing))
    }

    /// A shape's path for a frame of `size` placed at `origin`, in local
    /// coordinates (SwiftUI calls `path(in:)` with the frame at the origin).
    /// `ContainerRelativeShape` is resolved against the environment here.
    func resolvedPath(_ shape: any Shape, size: Size, origin: Point, _ env: Environment) -> Path {
        let local = Rect(origin: .zero, size: size)
        if let relative = unwrapped(shape) as? ContainerRelativeShape {
            return resolveContainerRelative(relative, frame: Rect(origin: origin, size: size),
                                            container: env.container).path(in: local)
        }
        return shape.path(in: local)
    }

    private func shapeName(_ shape: any Shape) -> String {
        let full = String(describing: type(of: shape))
        return full.split(separator: ".").last.map(String.init) ?? full
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
        case .textAlignment(let a): env.textAlignment = a
        case .containerShape(let shape): env.container = (shape, frame)
        }
        return env
    }
}
