#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The drawing context a `Canvas` hands its closure, after SwiftUI's
/// `GraphicsContext`. Every call writes SVG immediately (no view tree is
/// built per drawn shape). State — transform, opacity, clip — belongs to
/// the context; `drawLayer` gives a child context, composited as one group,
/// whose state changes do not leak back. A context is valid only while its drawing function (or
/// layer closure) runs; afterwards every call throws `invalidContext`.
public final class GraphicsContext {
    private let renderer: SVGRenderer
    private var transform: CanvasTransform
    /// Opacity applied to each drawing operation (0...1).
    private var alpha: Double
    /// `<g clip-path>` elements this context opened; closed when it ends.
    private var openClips = 0
    private var isValid = true
    /// A child layer is running: this context must not draw until it ends,
    /// or its output would land inside the child's clip groups.
    private var isSuspended = false

    init(renderer: SVGRenderer, transform: CanvasTransform = .identity, alpha: Double = 1) {
        self.renderer = renderer
        self.transform = transform
        self.alpha = alpha
    }

    private var writer: SVGWriter { renderer.writer }

    /// Throws when this context may not draw now (kept after its function
    /// returned, or suspended by a running layer); bindings call it before
    /// decoding arguments so a kept context is reported as such first.
    public func checkUsable() throws { try check() }

    private func check() throws {
        guard isValid else { throw ViewError.invalidContext }
        guard !isSuspended else {
            throw ViewError.message("this Canvas context is suspended while a drawLayer it started is running; draw with the layer's context")
        }
    }

    /// Runs `body` with a fresh context and invalidates it afterwards.
    static func run(_ renderer: SVGRenderer, _ body: (GraphicsContext) throws -> Void) throws {
        let ctx = GraphicsContext(renderer: renderer)
        defer { ctx.end() }
        try body(ctx)
    }

    private func end() {
        for _ in 0..<openClips { writer.raw("</g>") }
        openClips = 0
        isValid = false
    }

    // MARK: Drawing

    /// `ctx:fill(path, style)`: the path as it is.
    public func fill(_ path: Path, with style: some ShapeStyleConvertible, fillRule: FillRule = .nonZero) throws {
        try check()
        try drawPath(path, paintRect: nil, style.shapeStyle) { w, paint in
            w.fillAttributes(paint)
            if fillRule == .evenOdd { w.raw(" fill-rule=\"evenodd\"") }
        }
    }

    /// `ctx:fill(shape, style, rect)`: the shape laid out in `rect`.
    public func fill(_ shape: some Shape, in rect: Rect, with style: some ShapeStyleConvertible,
                     fillRule: FillRule = .nonZero) throws {
        try check()
        try drawPath(shape.path(in: rect), paintRect: rect, style.shapeStyle) { w, paint in
            w.fillAttributes(paint)
            if fillRule == .evenOdd { w.raw(" fill-rule=\"evenodd\"") }
        }
    }

    /// `fill(shape, in: rect, ...)` for a shape already laid out in `rect`
    /// (the bindings keep the last one: fill then stroke of the same shape).
    /// `memo` is the path's (`SVGWriter.pathData(_:memo:)`): its owner
    /// keeps the path unchanged while it keeps the memo, so the stroke
    /// after a fill copies the fill's data without comparing the path.
    public func fill(laidOut path: Path, in rect: Rect, with style: some ShapeStyleConvertible,
                     fillRule: FillRule = .nonZero, memo: inout PathDataMemo) throws {
        try check()
        try drawPath(path, paintRect: rect, style.shapeStyle, memo: &memo) { w, paint in
            w.fillAttributes(paint)
            if fillRule == .evenOdd { w.raw(" fill-rule=\"evenodd\"") }
        }
    }

    /// `stroke(shape, in: rect, ...)` for a shape already laid out in `rect`
    /// (`memo`: as for `fill(laidOut:...)`).
    public func stroke(laidOut path: Path, in rect: Rect, with style: some ShapeStyleConvertible,
                       style stroke: StrokeStyle, memo: inout PathDataMemo) throws {
        try check()
        if stroke.lineWidth <= 0 { return }
        try drawPath(path, paintRect: rect, style.shapeStyle, memo: &memo) { w, paint in w.strokeAttributes(paint, stroke) }
    }

    /// `ctx:stroke(path, style, lineWidth or StrokeStyle)`.
    public func stroke(_ path: Path, with style: some ShapeStyleConvertible, style stroke: StrokeStyle) throws {
        try check()
        if stroke.lineWidth <= 0 { return }
        try drawPath(path, paintRect: nil, style.shapeStyle) { w, paint in w.strokeAttributes(paint, stroke) }
    }
    public func stroke(_ path: Path, with style: some ShapeStyleConvertible, lineWidth: Double = 1) throws {
        try stroke(path, with: style, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// `ctx:stroke(shape, style, lineWidth, rect)`.
    public func stroke(_ shape: some Shape, in rect: Rect, with style: some ShapeStyleConvertible,
                       style stroke: StrokeStyle) throws {
        try check()
        if stroke.lineWidth <= 0 { return }
        try drawPath(shape.path(in: rect), paintRect: rect, style.shapeStyle) { w, paint in w.strokeAttributes(paint, stroke) }
    }
    public func stroke(_ shape: some Shape, in rect: Rect, with style: some ShapeStyleConvertible,
                       lineWidth: Double = 1) throws {
        try stroke(shape, in: rect, with: style, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// One `<path>` with the current transform and opacity. A gradient
    /// spans `paintRect`, or the path's bounds for a bare path. A path
    /// painted with a gradient is written in the coordinates of that rect
    /// (moved there by its transform), as a view's shape is: the gradient
    /// is then defined in the rect's own space, so every shape of the same
    /// size painted with the same gradient shares one definition instead
    /// of writing one per position.
    private func drawPath(_ path: Path, paintRect: Rect?, _ style: ShapeStyle,
                          attributes: (SVGWriter, SVGPaint) -> Void) throws {
        var memo = PathDataMemo()
        try drawPath(path, paintRect: paintRect, style, memo: &memo, attributes: attributes)
    }

    /// `drawPath` with the path's memo (`SVGWriter.pathData(_:memo:)`),
    /// used when the path itself is written (not a moved copy).
    private func drawPath(_ path: Path, paintRect: Rect?, _ style: ShapeStyle, memo: inout PathDataMemo,
                          attributes: (SVGWriter, SVGPaint) -> Void) throws {
        if path.isEmpty || alpha <= 0 { return }
        // Read once: each use of the computed property retains and releases.
        let writer = self.writer
        // The moved copy only for a gradient off the origin: a colour (the
        // usual case) writes `path` itself, no copy of its arrays.
        var moved: Path?, placement = transform, paint: SVGPaint
        if case .color(let c) = style {
            paint = .color(c)
        } else {
            let rect = paintRect ?? path.boundingRect
            paint = writer.paint(style, in: Rect(origin: .zero, size: rect.size))
            if rect.minX != 0 || rect.minY != 0 {
                moved = path.offsetBy(dx: -rect.minX, dy: -rect.minY)
                placement = transform.prepending(CanvasTransform(e: rect.minX, f: rect.minY))
            }
        }
        if paint.isInvisible { return }
        writer.raw("<path")
        placement.writeAttribute(writer)
        if let moved { writer.pathData(moved) } else { writer.pathData(path, memo: &memo) }
        attributes(writer, paint)
        if alpha < 1 { writer.attribute("opacity", alpha) }
        writer.raw("/>")
        try writer.flushIfNeeded()
    }

    /// `ctx:draw(view, at)`: the view at its ideal size, centred on `point`
    /// (SwiftUI's default anchor), under the current transform and opacity.
    public func draw(_ view: some ViewConvertible, at point: Point, anchor: UnitPoint = .center) throws {
        try check()
        let engine = LayoutEngine(fonts: renderer.fonts, nesting: renderer.nesting, sink: renderer)
        let env = Environment()
        let v = view.view
        let s = try engine.size(v, .unspecified, env)
        let origin = Point(point.x - anchor.x * s.width, point.y - anchor.y * s.height)
        // The view is written while it is laid out; a layout that fails
        // half-way (a GeometryReader's error caught by pcall) is undone, so
        // it leaves nothing, as if it had been laid out first.
        writer.flushHolds += 1
        defer { writer.flushHolds -= 1 }
        let start = renderer.mark
        do {
            let needsGroup = !transform.isIdentity || alpha < 1
            if needsGroup {
                writer.raw("<g")
                transform.writeAttribute(writer)
                if alpha < 1 { writer.attribute("opacity", alpha) }
                writer.raw(">")
            }
            try engine.place(v, in: Rect(origin: origin, size: s), env)
            if needsGroup { writer.raw("</g>") }
        } catch {
            renderer.rollBack(to: start)
            throw error
        }
    }

    // MARK: State

    /// `ctx:clip(path)`: later drawing in this context (and its layers) is
    /// clipped to the path, intersected with any earlier clip.
    public func clip(to path: Path, fillRule: FillRule = .nonZero) throws {
        try check()
        let id = writer.clipPathID(path, fillRule) { transform.writeAttribute(writer) }
        writer.raw("<g"); writer.urlAttribute("clip-path", id); writer.raw(">")
        openClips += 1
    }
    public func clip(to shape: some Shape, in rect: Rect, fillRule: FillRule = .nonZero) throws {
        try clip(to: shape.path(in: rect), fillRule: fillRule)
    }

    public func translateBy(x: Double, y: Double) throws {
        try check()
        transform = transform.prepending(CanvasTransform(e: x, f: y))
    }

    /// Positive degrees turn clockwise on screen (y points down).
    public func rotate(degrees: Double) throws {
        try check()
        let r = degrees * Double.pi / 180
        let c = cos(r), s = sin(r)
        transform = transform.prepending(CanvasTransform(a: c, b: s, c: -s, d: c))
    }

    public func scaleBy(x: Double, y: Double) throws {
        try check()
        transform = transform.prepending(CanvasTransform(a: x, d: y))
    }

    /// Sets (not multiplies) the opacity of later drawing operations, as
    /// assigning SwiftUI's `context.opacity = a` does; clamped to 0...1.
    /// Inside a layer it is relative to the layer, which is composited at
    /// the parent's opacity.
    public func opacity(_ a: Double) throws {
        try check()
        alpha = a.isNaN ? 0 : min(max(a, 0), 1)
    }

    /// `ctx:drawLayer(function(ctx2) ... end)`: as SwiftUI's, the layer is
    /// composited into this context as one group, so this context's opacity
    /// applies to the layer once (two overlapping shapes in a half-opaque
    /// layer show no darker overlap). The group is written as the layer
    /// draws — streamed, never buffered. `ctx2` starts with this context's
    /// transform and clip (the clip groups it sits inside) and opacity 1
    /// relative to the group; what it changes stays inside.
    public func drawLayer(_ body: (GraphicsContext) throws -> Void) throws {
        try check()
        let grouped = alpha < 1
        if grouped { writer.raw("<g"); writer.attribute("opacity", alpha); writer.raw(">") }
        let child = GraphicsContext(renderer: renderer, transform: transform, alpha: 1)
        isSuspended = true
        defer {
            isSuspended = false
            child.end()
            if grouped { writer.raw("</g>") }
        }
        try body(child)
    }
}

extension SVGRenderer {
    /// The canvas's drawing function runs now, writing into the document
    /// in the canvas's own coordinates (origin at its frame's top-left).
    func renderCanvas(_ canvas: Canvas, frame: Rect) throws {
        let moved = frame.minX != 0 || frame.minY != 0
        if moved { writer.raw("<g"); writer.translate(frame.origin); writer.raw(">") }
        try GraphicsContext.run(self, canvas.draw)
        if moved { writer.raw("</g>") }
    }
}
