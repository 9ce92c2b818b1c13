/// Writes a laid-out view tree (`layout()`, the tree the SVG writer draws
/// from the same layout) as VectorDrawable elements: shapes, colour and
/// gradient fills, text outlines as `<path>`; clips as a `<group>` opening
/// with a `<clip-path>`; offset, rotation and scale as group transforms.
///
/// Opacity: VectorDrawable has alpha on the whole drawable and on each
/// path's fill and stroke, none on a group. So an `opacity` wrapping all
/// the drawing becomes the `<vector>`'s alpha (`trunkOpacity`), and any
/// other is multiplied into the alpha of each path beneath it — which is
/// the same picture only where those paths do not overlap; where their
/// bounds overlap the view is refused (`groupOpacity`).
///
/// Dashed strokes: VectorDrawable has no dashes, so a dashed stroke is
/// written as its outline (`Path.strokedPath`, the library's own stroker:
/// within 0.001 × the path's size of the true outline) filled.
final class VectorDrawableRenderer {
    let w: VectorDrawableWriter
    let textMode: TextRendering
    /// Document coordinates of the current group's space, for the bounds
    /// the opacity rule compares.
    private var transform = AffineTransform.identity

    init(writer: VectorDrawableWriter, textMode: TextRendering) {
        w = writer; self.textMode = textMode
    }

    /// The product of the opacities on the tree's trunk: the chain of
    /// nodes from the root that draw nothing themselves and hold one child.
    /// Everything drawn lies beneath them, so their opacity applies to
    /// the whole drawing at once, as the vector's `android:alpha`.
    static func trunkOpacity(_ root: PlacedView) -> Double {
        var alpha = 1.0
        var node = root
        while isTrunk(node) {
            if case .effect(.opacity(let a)) = node.content { alpha *= max(min(a, 1), 0) }
            node = node.children[0]
        }
        return alpha
    }

    private static func isTrunk(_ node: PlacedView) -> Bool {
        guard node.children.count == 1 else { return false }
        switch node.content {
        case .none, .clip: return true
        case .effect(let e):
            switch e {
            case .opacity, .offset, .rotation, .scale, .compositingGroup: return true
            default: return false
            }
        default: return false
        }
    }

    /// Draws `node` with its paths' alpha multiplied by `alpha`; appends
    /// the document-space bounds of what it drew to `drawn`. `onTrunk`:
    /// the node is on the trunk, whose opacity the vector already has.
    func draw(_ node: PlacedView, alpha: Double, onTrunk: Bool, drawn: inout [Rect]) throws {
        let childTrunk = onTrunk && Self.isTrunk(node)
        let f = node.frame
        switch node.content {
        case .none:
            break
        case .shape(let path, let drawing):
            drawShape(path.offsetBy(dx: f.minX, dy: f.minY), drawing, frame: f, alpha: alpha, drawn: &drawn)
        case .style(let style):
            guard f.width > 0, f.height > 0 else { break }
            var rect = Path()
            rect.addRect(f)
            fill(rect, VectorDrawablePaint(style, in: f), .nonZero, alpha: alpha, drawn: &drawn)
        case .text(let text):
            try drawText(text, frame: f, alpha: alpha, drawn: &drawn)
        case .image:
            throw VectorDrawableUnsupported.image.error
        case .canvas:
            throw VectorDrawableUnsupported.canvas.error
        case .mask:
            throw VectorDrawableUnsupported.mask.error
        case .clip(let path, let rule):
            var clip = path.offsetBy(dx: f.minX, dy: f.minY)
            // A clip-path fills by the nonzero rule only: an even-odd clip
            // becomes the same region as nonzero contours.
            if rule == .evenOdd { clip = try clip.union(Path(), eoFill: true) }
            w.openTag("group"); w.endStartTag()
            w.openTag("clip-path"); w.pathData(clip); w.endEmpty()
            try drawChildren(node, alpha: alpha, onTrunk: childTrunk, drawn: &drawn)
            w.closeTag("group")
            return
        case .effect(let effect):
            try drawEffect(effect, node, alpha: alpha, onTrunk: onTrunk, childTrunk: childTrunk, drawn: &drawn)
            return
        }
        try drawChildren(node, alpha: alpha, onTrunk: childTrunk, drawn: &drawn)
    }

    private func drawChildren(_ node: PlacedView, alpha: Double, onTrunk: Bool, drawn: inout [Rect]) throws {
        for child in node.children { try draw(child, alpha: alpha, onTrunk: onTrunk, drawn: &drawn) }
    }

    private func drawEffect(_ effect: Effect, _ node: PlacedView, alpha: Double, onTrunk: Bool, childTrunk: Bool,
                            drawn: inout [Rect]) throws {
        let f = node.frame
        switch effect {
        case .opacity(let a):
            let a = max(min(a, 1), 0)
            if onTrunk || a >= 1 {
                try drawChildren(node, alpha: alpha, onTrunk: childTrunk, drawn: &drawn)
                return
            }
            var inner: [Rect] = []
            try drawChildren(node, alpha: alpha * a, onTrunk: false, drawn: &inner)
            if Self.anyOverlap(inner) { throw VectorDrawableUnsupported.groupOpacity.error }
            drawn += inner
        case .offset(let x, let y):
            try group(.translation(x, y), node, alpha: alpha, childTrunk: childTrunk, drawn: &drawn) {
                w.attribute("translateX", x); w.attribute("translateY", y)
            }
        case .rotation(let degrees, let anchor):
            let p = anchor.point(in: f)
            let m = AffineTransform.translation(-p.x, -p.y)
                .concatenating(.rotation(degrees: degrees)).concatenating(.translation(p.x, p.y))
            try group(m, node, alpha: alpha, childTrunk: childTrunk, drawn: &drawn) {
                w.attribute("rotation", degrees); w.attribute("pivotX", p.x); w.attribute("pivotY", p.y)
            }
        case .scale(let sx, let sy, let anchor):
            let p = anchor.point(in: f)
            let m = AffineTransform.translation(-p.x, -p.y)
                .concatenating(.scale(sx, sy)).concatenating(.translation(p.x, p.y))
            try group(m, node, alpha: alpha, childTrunk: childTrunk, drawn: &drawn) {
                w.attribute("scaleX", sx); w.attribute("scaleY", sy); w.attribute("pivotX", p.x); w.attribute("pivotY", p.y)
            }
        case .shadow: throw VectorDrawableUnsupported.shadow.error
        case .blur: throw VectorDrawableUnsupported.blur.error
        case .colorMatrix: throw VectorDrawableUnsupported.colorEffect.error
        case .blendMode(let mode):
            if mode != .normal { throw VectorDrawableUnsupported.blendMode(mode).error }
            try drawChildren(node, alpha: alpha, onTrunk: childTrunk, drawn: &drawn)
        case .compositingGroup:
            // Isolation matters only to blend modes, which are refused.
            try drawChildren(node, alpha: alpha, onTrunk: childTrunk, drawn: &drawn)
        }
    }

    /// A `<group>` with the attributes `attributes` writes, whose
    /// transform (in its parent's space) is `m`.
    private func group(_ m: AffineTransform, _ node: PlacedView, alpha: Double, childTrunk: Bool,
                       drawn: inout [Rect], attributes: () -> Void) throws {
        w.openTag("group"); attributes(); w.endStartTag()
        let saved = transform
        transform = m.concatenating(transform)
        defer { transform = saved }
        try drawChildren(node, alpha: alpha, onTrunk: childTrunk, drawn: &drawn)
        w.closeTag("group")
    }

    // MARK: Paths

    private func drawShape(_ path: Path, _ drawing: PlacedDrawing, frame: Rect, alpha: Double, drawn: inout [Rect]) {
        if path.isEmpty { return }
        switch drawing {
        case .fill(let style, let rule):
            fill(path, VectorDrawablePaint(style, in: frame), rule, alpha: alpha, drawn: &drawn)
        case .stroke(let style, let s):
            stroke(path, VectorDrawablePaint(style, in: frame), s, alpha: alpha, drawn: &drawn)
        case .strokeBorder(let style, let s):
            // As the SVG writer: twice the width, clipped to the shape.
            let paint = VectorDrawablePaint(style, in: frame)
            if paint.isInvisible || s.lineWidth <= 0 { return }
            var doubled = s
            doubled.lineWidth = s.lineWidth * 2
            w.openTag("group"); w.endStartTag()
            w.openTag("clip-path"); w.pathData(path); w.endEmpty()
            var inner: [Rect] = []
            stroke(path, paint, doubled, alpha: alpha, drawn: &inner)
            w.closeTag("group")
            // What is drawn stays inside the shape.
            if !inner.isEmpty { drawn.append(documentBounds(path.bounds)) }
        }
    }

    func fill(_ path: Path, _ paint: VectorDrawablePaint, _ rule: FillRule, alpha: Double, drawn: inout [Rect]) {
        if paint.isInvisible || path.isEmpty || alpha <= 0 { return }
        drawn.append(documentBounds(path.bounds))
        element(path, paint, alpha: alpha) { gradient in
            if let gradient { gradient.write(w, attribute: "android:fillColor") }
        } attributes: { color in
            if let color { w.colorAttribute("fillColor", color) }
            if alpha < 1 { w.attribute("fillAlpha", alpha) }
            if rule == .evenOdd { w.attribute("fillType", word: "evenOdd") }
        }
    }

    private func stroke(_ path: Path, _ paint: VectorDrawablePaint, _ s: StrokeStyle, alpha: Double, drawn: inout [Rect]) {
        if paint.isInvisible || s.lineWidth <= 0 || path.isEmpty || alpha <= 0 { return }
        // No dashes in a VectorDrawable, and a stretched gradient's group
        // would stretch the stroke's width too: both become the outline.
        var isStretched = false
        if case .stretched = paint { isStretched = true }
        if s.hasDash || isStretched {
            fill(path.strokedPath(s), paint, .nonZero, alpha: alpha, drawn: &drawn)
            return
        }
        let reach = s.lineWidth / 2 * max(s.lineJoin == .miter ? s.miterLimit : 1, 1.5)
        let b = path.bounds
        drawn.append(documentBounds(Rect(b.minX - reach, b.minY - reach, b.width + 2 * reach, b.height + 2 * reach)))
        element(path, paint, alpha: alpha) { gradient in
            if let gradient { gradient.write(w, attribute: "android:strokeColor") }
        } attributes: { color in
            if let color { w.colorAttribute("strokeColor", color) }
            if alpha < 1 { w.attribute("strokeAlpha", alpha) }
            w.attribute("strokeWidth", s.lineWidth)
            switch s.lineCap {
            case .butt: break
            case .round: w.attribute("strokeLineCap", word: "round")
            case .square: w.attribute("strokeLineCap", word: "square")
            }
            switch s.lineJoin {
            case .miter: w.attribute("strokeMiterLimit", s.miterLimit)
            case .round: w.attribute("strokeLineJoin", word: "round")
            case .bevel: w.attribute("strokeLineJoin", word: "bevel")
            }
        }
    }

    /// One `<path>`: `attributes` gets the colour (nil for a gradient),
    /// `children` the gradient (nil for a colour). A stretched gradient
    /// puts the path in its group, the path data compressed to match.
    private func element(_ path: Path, _ paint: VectorDrawablePaint, alpha: Double,
                         children: (VectorDrawableGradient?) -> Void, attributes: (Color?) -> Void) {
        var data = path
        var stretchedGroup = false
        let gradient: VectorDrawableGradient?, color: Color?
        switch paint {
        case .color(let c): gradient = nil; color = c
        case .gradient(let g): gradient = g; color = nil
        case .stretched(let sx, let pivot, let g):
            gradient = g; color = nil
            stretchedGroup = true
            w.openTag("group")
            w.attribute("scaleX", sx); w.attribute("pivotX", pivot.x); w.attribute("pivotY", pivot.y)
            w.endStartTag()
            data = path.transformed(by: AffineTransform.translation(-pivot.x, -pivot.y)
                .concatenating(.scale(1 / sx, 1)).concatenating(.translation(pivot.x, pivot.y)))
        }
        w.openTag("path")
        w.pathData(data)
        attributes(color)
        if let gradient {
            w.endStartTag()
            children(gradient)
            w.closeTag("path")
        } else {
            w.endEmpty()
        }
        if stretchedGroup { w.closeTag("group") }
    }

    private func drawText(_ text: PlacedText, frame: Rect, alpha: Double, drawn: inout [Rect]) throws {
        if textMode == .text { throw VectorDrawableUnsupported.textElements.error }
        let paint = VectorDrawablePaint(text.style, in: frame)
        for line in text.lines where !line.text.isEmpty && !line.shaped.outline.isEmpty {
            let outline = line.shaped.outline.offsetBy(dx: frame.minX + line.baseline.x, dy: frame.minY + line.baseline.y)
            fill(outline, paint, .nonZero, alpha: alpha, drawn: &drawn)
        }
        let size = text.font.size
        let kinds: [(ShapeStyle?, (ShapedLine) -> TextLineMetric)] = [
            (text.underline, { $0.underline ?? .fallbackUnderline(size: size) }),
            (text.strikethrough, { $0.strikeout ?? .fallbackStrikeout(size: size) }),
        ]
        for (style, metric) in kinds {
            guard let style else { continue }
            for line in text.lines where !line.text.isEmpty && line.shaped.width > 0 {
                let m = metric(line.shaped)
                var bar = Path()
                bar.addRect(Rect(frame.minX + line.baseline.x, frame.minY + line.baseline.y + m.top,
                                 line.shaped.width, max(m.thickness, 0)))
                fill(bar, VectorDrawablePaint(style, in: frame), .nonZero, alpha: alpha, drawn: &drawn)
            }
        }
    }

    // MARK: Opacity

    private func documentBounds(_ r: Rect) -> Rect {
        if transform.isIdentity { return r }
        let corners = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.minX, r.maxY), Point(r.maxX, r.maxY)]
            .map { transform.apply($0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
    }

    /// Two of `rects` share interior (touching edges do not count).
    static func anyOverlap(_ rects: [Rect]) -> Bool {
        let sorted = rects.sorted { $0.minX < $1.minX }
        for i in sorted.indices {
            for j in (i + 1)..<sorted.count {
                if sorted[j].minX >= sorted[i].maxX { break }
                if sorted[j].minY < sorted[i].maxY && sorted[i].minY < sorted[j].maxY { return true }
            }
        }
        return false
    }
}
