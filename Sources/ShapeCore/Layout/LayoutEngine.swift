/// SwiftUI's layout in one pass over the tree: `size` answers "what size
/// do you choose for this proposal?" (pure; a stack may ask a child more
/// than once), `place` fixes each node's frame top-down and resolves the
/// environment. The rules are written out in docs/LAYOUT.md.
final class LayoutEngine {
    let fonts: FontProvider?
    private var shapedLines: [ShapedKey: ShapedLine] = [:]

    init(fonts: FontProvider?) { self.fonts = fonts }

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
    /// `rect.size`) and everything below it.
    func place(_ view: View, in rect: Rect, _ env: Environment) throws -> PlacedView {
        var env = env
        env.stackAxis = nil
        let p = ProposedSize(rect.size)
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
            let content = try reader.content(GeometryProxy(size: rect.size)).view
            let s = try size(content, p, env)
            let child = try place(content, in: Rect(origin: rect.origin, size: s), env)
            return PlacedView("GeometryReader", rect, .none, [child])
        case .stack(let axis, let cross, let spacing, let children):
            return try placeStack(axis, cross, spacing, flatten(children), in: rect, env)
        case .zstack(let alignment, let children):
            return PlacedView("ZStack", rect, .none, try placeLayered(children, alignment, rect, env))
        case .group(let children):
            return PlacedView("Group", rect, .none, try placeLayered(children, .center, rect, env))
        case .frame(let child, let spec):
            let (_, childProposal) = try frameSize(spec, child, p, env)
            let s = try size(child, childProposal, env)
            let origin = spec.alignment.origin(of: s, in: rect)
            return PlacedView("frame", rect, .none, [try place(child, in: Rect(origin: origin, size: s), env)])
        case .padding(let child, let e):
            let s = try size(child, p.inset(by: e), env)
            let origin = Point(rect.minX + e.leading, rect.minY + e.top)
            return PlacedView("padding", rect, .none, [try place(child, in: Rect(origin: origin, size: s), env)])
        case .layer(let child, let layer, let alignment, let above):
            let base = try place(child, in: rect, env)
            let ls = try size(layer, p, env)
            let top = try place(layer, in: Rect(origin: alignment.origin(of: ls, in: rect), size: ls), env)
            return PlacedView(above ? "overlay" : "background", rect, .none, above ? [base, top] : [top, base])
        case .environment(let child, let change):
            return try place(child, in: rect, env.applying(change, frame: rect))
        case .mask(let child, let mask):
            let base = try place(child, in: rect, env)
            let ms = try size(mask, p, env)
            let m = try place(mask, in: Rect(origin: Alignment.center.origin(of: ms, in: rect), size: ms), env)
            return PlacedView("mask", rect, .mask(m), [base])
        case .clip(let child, let shape, let rule):
            let path = resolvedPath(shape, size: rect.size, origin: rect.origin, env)
            return PlacedView("clipShape", rect, .clip(path, rule), [try place(child, in: rect, env)])
        case .effect(let child, let effect):
            return PlacedView("effect", rect, .effect(effect), [try place(child, in: rect, env)])
        case .aspectRatio(let child, let ratio, let mode):
            let cp = try aspectProposal(child, ratio, mode, p, env)
            let s = try size(child, cp, env)
            let origin = Alignment.center.origin(of: s, in: rect)
            return PlacedView("aspectRatio", rect, .none, [try place(child, in: Rect(origin: origin, size: s), env)])
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
