/// Walks a placed view tree and streams it into an `SVGWriter`.
struct SVGRenderer {
    let writer: SVGWriter
    let textMode: TextRendering
    let fonts: FontProvider?
    /// Shared with the layout that placed the tree, and with layouts a
    /// Canvas starts while drawing (ctx:draw), so their depths add up.
    let nesting: NestingGuard
    /// Where the document will be (absolute): `Image{embed=false}`
    /// references are relative to it.
    var documentFolder: String? = nil

    func render(_ node: PlacedView) throws {
        try nesting.enter()
        defer { nesting.leave() }
        try writer.flushIfNeeded()
        switch node.content {
        case .none:
            try renderChildren(node)
        case .shape(let path, let drawing):
            renderShape(path, drawing, frame: node.frame)
        case .style(let style):
            let paint = writer.paint(style, in: node.frame)
            if paint.isInvisible || node.frame.width <= 0 || node.frame.height <= 0 { return }
            writer.raw("<rect")
            writer.attribute("x", node.frame.minX); writer.attribute("y", node.frame.minY)
            writer.attribute("width", node.frame.width); writer.attribute("height", node.frame.height)
            writer.fillAttributes(paint)
            writer.raw("/>")
        case .text(let text):
            renderText(text, frame: node.frame)
        case .image(let image):
            renderImage(image, frame: node.frame)
        case .canvas(let canvas):
            try renderCanvas(canvas, frame: node.frame)
        case .clip(let path, let rule):
            let id = clipPathID(path, rule, at: node.frame.origin)
            writer.raw("<g"); writer.urlAttribute("clip-path", id); writer.raw(">")
            try renderChildren(node)
            writer.raw("</g>")
        case .mask(let mask):
            try renderMasked(node, by: mask)
        case .effect(let effect):
            try renderEffect(effect, node)
        }
    }

    func renderChildren(_ node: PlacedView) throws {
        for c in node.children { try render(c) }
    }

    /// A `<clipPath>` holding `path` translated to `origin`; its id.
    func clipPathID(_ path: Path, _ rule: FillRule, at origin: Point) -> [UInt8] {
        writer.clipPathID(path, rule) { writer.translate(origin) }
    }

    private func renderShape(_ path: Path, _ drawing: PlacedDrawing, frame: Rect) {
        if path.isEmpty { return }
        let local = Rect(origin: .zero, size: frame.size)
        switch drawing {
        case .fill(let style, let rule):
            let paint = writer.paint(style, in: local)
            if paint.isInvisible { return }
            writer.raw("<path")
            writer.translate(frame.origin)
            writer.pathData(path)
            writer.fillAttributes(paint)
            if rule == .evenOdd { writer.raw(" fill-rule=\"evenodd\"") }
            writer.raw("/>")
        case .stroke(let style, let stroke):
            let paint = writer.paint(style, in: local)
            if paint.isInvisible || stroke.lineWidth <= 0 { return }
            writer.raw("<path")
            writer.translate(frame.origin)
            writer.pathData(path)
            writer.strokeAttributes(paint, stroke)
            writer.raw("/>")
        case .strokeBorder(let style, let stroke):
            let paint = writer.paint(style, in: local)
            if paint.isInvisible || stroke.lineWidth <= 0 { return }
            let clip = clipPathID(path, .nonZero, at: frame.origin)
            writer.raw("<g"); writer.urlAttribute("clip-path", clip); writer.raw("><path")
            writer.translate(frame.origin)
            writer.pathData(path)
            writer.strokeAttributes(paint, stroke, widthScale: 2)
            writer.raw("/></g>")
        }
    }
}

/// How `Text` is written: glyph outlines (the default: looks the same
/// everywhere) or `<text>` elements naming the matched font family.
public enum TextRendering: String, Sendable, CaseIterable {
    case outlines, text
}
