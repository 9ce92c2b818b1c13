/// Writes placed nodes into an `SVGWriter` as layout hands them over
/// (PlacementSink): the document is streamed while the view tree is laid
/// out, without a placed tree in between.
final class SVGRenderer: PlacementSink {
    let writer: SVGWriter
    let textMode: TextRendering
    let fonts: FontProvider?
    /// Shared with the layout that places the nodes, and with layouts a
    /// Canvas starts while drawing (ctx:draw), so their depths add up.
    let nesting: NestingGuard
    /// Where the document will be (absolute): `Image{embed=false}`
    /// references are relative to it.
    var findDocumentFolder: (() -> String?)?
    private(set) lazy var documentFolder: String? = findDocumentFolder?()
    /// What each open node writes when it closes: true for a `</g>`.
    private var closesGroup: [Bool] = []

    init(writer: SVGWriter, textMode: TextRendering, fonts: FontProvider?, nesting: NestingGuard) {
        self.writer = writer; self.textMode = textMode; self.fonts = fonts; self.nesting = nesting
    }

    // MARK: PlacementSink

    func leaf(_ name: StaticString, _ frame: Rect, _ content: PlacedContent) throws {
        try writer.flushIfNeeded()
        switch content {
        case .style(let style):
            let paint = writer.paint(style, in: frame)
            if paint.isInvisible || frame.width <= 0 || frame.height <= 0 { return }
            writer.raw("<rect")
            writer.attribute("x", frame.minX); writer.attribute("y", frame.minY)
            writer.attribute("width", frame.width); writer.attribute("height", frame.height)
            writer.fillAttributes(paint)
            writer.raw("/>")
        case .text(let text):
            renderText(text, frame: frame)
        case .image(let image):
            renderImage(image, frame: frame)
        case .canvas(let canvas):
            try renderCanvas(canvas, frame: frame)
        case .none, .shape, .clip, .mask, .effect:
            break
        }
    }

    func shape(_ shape: ShapeBox, _ frame: Rect, _ path: Path, _ drawing: PlacedDrawing) throws {
        try writer.flushIfNeeded()
        renderShape(path, drawing, frame: frame)
    }

    func open(_ name: StaticString, _ frame: Rect, _ content: PlacedContent) throws {
        try writer.flushIfNeeded()
        switch content {
        case .clip(let path, let rule):
            let id = clipPathID(path, rule, at: frame.origin)
            writer.raw("<g"); writer.urlAttribute("clip-path", id); writer.raw(">")
            closesGroup.append(true)
        case .effect(let effect):
            closesGroup.append(openEffect(effect, frame: frame))
        default:
            closesGroup.append(false)
        }
    }

    func close() throws {
        if closesGroup.removeLast() { writer.raw("</g>") }
    }

    func openMask(_ frame: Rect) throws {
        try writer.flushIfNeeded()
        beginMask(frame)
    }

    func maskEnded() throws {
        endMask()
        closesGroup.append(true)
    }

    /// Where the nodes written so far end, to undo a view that failed
    /// half-way (see `rollBack`).
    struct Mark {
        fileprivate var openNodes: Int, masks: Int, writer: SVGWriter.Mark
    }

    /// Valid while the writer's flushing is held.
    var mark: Mark { Mark(openNodes: closesGroup.count, masks: masks.count, writer: writer.mark) }

    /// Drops everything written and defined since `m`, as if the view begun
    /// there had never been drawn.
    func rollBack(to m: Mark) {
        while masks.count > m.masks { abandonMask() }
        closesGroup.removeLast(closesGroup.count - m.openNodes)
        writer.rollBack(to: m.writer)
    }

    // MARK: Drawing

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

    /// The masks whose content is being captured, innermost last.
    var masks: [SVGWriter.Capture] = []
}

/// How `Text` is written: glyph outlines (the default: looks the same
/// everywhere) or `<text>` elements naming the matched font family.
public enum TextRendering: String, Sendable, CaseIterable {
    case outlines, text
}
