/// `LayoutEngine.place` for each container and modifier, one method each,
/// so the recursive `place` itself keeps a small stack frame (see there).
/// Each reports its node to the sink and places its children in drawing
/// order: a background's layer before the view, a mask before the view it
/// masks (so GeometryReader functions run in the order the document is
/// written).
extension LayoutEngine {
    func placeReader(_ reader: GeometryReader, in rect: Rect, _ env: Environment) throws {
        guard sink.laysOutReaderContent else { return try sink.leaf("GeometryReader", rect, .none) }
        let content = try reader.content(GeometryProxy(size: rect.size)).view
        let s = try size(content, ProposedSize(rect.size), env)
        try sink.open("GeometryReader", rect, .none)
        try place(content, in: Rect(origin: rect.origin, size: s), env)
        try sink.close()
    }

    func placeFrame(_ child: View, _ spec: FrameSpec, in rect: Rect, _ env: Environment) throws {
        let (_, childProposal) = try frameSize(spec, child, ProposedSize(rect.size), env)
        let s = try size(child, childProposal, env)
        let origin = spec.alignment.origin(of: s, in: rect)
        try sink.open("frame", rect, .none)
        try place(child, in: Rect(origin: origin, size: s), env)
        try sink.close()
    }

    func placePadding(_ child: View, _ e: EdgeInsets, in rect: Rect, _ env: Environment) throws {
        let s = try size(child, ProposedSize(rect.size).inset(by: e), env)
        let origin = Point(rect.minX + e.leading, rect.minY + e.top)
        try sink.open("padding", rect, .none)
        try place(child, in: Rect(origin: origin, size: s), env)
        try sink.close()
    }

    func placeLayer(_ child: View, _ layer: View, _ alignment: Alignment, above: Bool,
                    in rect: Rect, _ env: Environment) throws {
        let ls = try size(layer, ProposedSize(rect.size), env)
        let layerRect = Rect(origin: alignment.origin(of: ls, in: rect), size: ls)
        try sink.open(above ? "overlay" : "background", rect, .none)
        if above {
            try place(child, in: rect, env)
            try place(layer, in: layerRect, env)
        } else {
            try place(layer, in: layerRect, env)
            try place(child, in: rect, env)
        }
        try sink.close()
    }

    func placeMask(_ child: View, _ mask: View, in rect: Rect, _ env: Environment) throws {
        let ms = try size(mask, ProposedSize(rect.size), env)
        try sink.openMask(rect)
        try place(mask, in: Rect(origin: Alignment.center.origin(of: ms, in: rect), size: ms), env)
        try sink.maskEnded()
        try place(child, in: rect, env)
        try sink.close()
    }

    func placeClip(_ child: View, _ shape: ShapeBox, _ rule: FillRule,
                   in rect: Rect, _ env: Environment) throws {
        let path = resolvedPath(shape, size: rect.size, origin: rect.origin, env)
        try sink.open("clipShape", rect, .clip(path, rule))
        try place(child, in: rect, env)
        try sink.close()
    }

    func placeEffect(_ child: View, _ effect: Effect, in rect: Rect, _ env: Environment) throws {
        try sink.open("effect", rect, .effect(effect))
        try place(child, in: rect, env)
        try sink.close()
    }

    func placeAspectRatio(_ child: View, _ ratio: Double?, _ mode: ContentMode,
                          in rect: Rect, _ env: Environment) throws {
        let cp = try aspectProposal(child, ratio, mode, ProposedSize(rect.size), env)
        let s = try size(child, cp, env)
        let origin = Alignment.center.origin(of: s, in: rect)
        try sink.open("aspectRatio", rect, .none)
        try place(child, in: Rect(origin: origin, size: s), env)
        try sink.close()
    }
}
