/// `LayoutEngine.place` for each container and modifier, one method each,
/// so the recursive `place` itself keeps a small stack frame (see there).
extension LayoutEngine {
    func placeReader(_ reader: GeometryReader, in rect: Rect, _ env: Environment) throws -> PlacedView {
        let content = try reader.content(GeometryProxy(size: rect.size)).view
        let s = try size(content, ProposedSize(rect.size), env)
        let child = try place(content, in: Rect(origin: rect.origin, size: s), env)
        return PlacedView("GeometryReader", rect, .none, [child])
    }

    func placeFrame(_ child: View, _ spec: FrameSpec, in rect: Rect, _ env: Environment) throws -> PlacedView {
        let (_, childProposal) = try frameSize(spec, child, ProposedSize(rect.size), env)
        let s = try size(child, childProposal, env)
        let origin = spec.alignment.origin(of: s, in: rect)
        return PlacedView("frame", rect, .none, [try place(child, in: Rect(origin: origin, size: s), env)])
    }

    func placePadding(_ child: View, _ e: EdgeInsets, in rect: Rect, _ env: Environment) throws -> PlacedView {
        let s = try size(child, ProposedSize(rect.size).inset(by: e), env)
        let origin = Point(rect.minX + e.leading, rect.minY + e.top)
        return PlacedView("padding", rect, .none, [try place(child, in: Rect(origin: origin, size: s), env)])
    }

    func placeLayer(_ child: View, _ layer: View, _ alignment: Alignment, above: Bool,
                    in rect: Rect, _ env: Environment) throws -> PlacedView {
        let base = try place(child, in: rect, env)
        let ls = try size(layer, ProposedSize(rect.size), env)
        let top = try place(layer, in: Rect(origin: alignment.origin(of: ls, in: rect), size: ls), env)
        return PlacedView(above ? "overlay" : "background", rect, .none, above ? [base, top] : [top, base])
    }

    func placeMask(_ child: View, _ mask: View, in rect: Rect, _ env: Environment) throws -> PlacedView {
        let base = try place(child, in: rect, env)
        let ms = try size(mask, ProposedSize(rect.size), env)
        let m = try place(mask, in: Rect(origin: Alignment.center.origin(of: ms, in: rect), size: ms), env)
        return PlacedView("mask", rect, .mask(m), [base])
    }

    func placeClip(_ child: View, _ shape: any Shape, _ rule: FillRule,
                   in rect: Rect, _ env: Environment) throws -> PlacedView {
        let path = resolvedPath(shape, size: rect.size, origin: rect.origin, env)
        return PlacedView("clipShape", rect, .clip(path, rule), [try place(child, in: rect, env)])
    }

    func placeEffect(_ child: View, _ effect: Effect, in rect: Rect, _ env: Environment) throws -> PlacedView {
        PlacedView("effect", rect, .effect(effect), [try place(child, in: rect, env)])
    }

    func placeAspectRatio(_ child: View, _ ratio: Double?, _ mode: ContentMode,
                          in rect: Rect, _ env: Environment) throws -> PlacedView {
        let cp = try aspectProposal(child, ratio, mode, ProposedSize(rect.size), env)
        let s = try size(child, cp, env)
        let origin = Alignment.center.origin(of: s, in: rect)
        return PlacedView("aspectRatio", rect, .none, [try place(child, in: Rect(origin: origin, size: s), env)])
    }
}
