/// Options of `svg(view, options)` (docs/SVG.md).
public struct SVGOptions {
    /// The document size; the view is offered this size and centred. nil:
    /// the view's ideal size on that axis.
    public var width: Double?
    public var height: Double?
    /// Decimals of every number (0...17), default 3.
    public var precision: Int
    /// Painted under everything, over the whole document.
    public var background: ShapeStyle?
    public var text: TextRendering
    /// Shapes and measures `Text`; nil is fine for documents without text.
    public var fonts: FontProvider?
    /// The absolute, normalized folder the document is written to:
    /// references of `Image(...).referenced(as:)` are relative to it (nil:
    /// they are absolute paths). Asked for only when such an image is
    /// written (finding the folder can cost system calls; most documents
    /// have no referenced image), and at most once per document.
    public var documentFolder: (() -> String?)?
    /// On an axis without a width or height: the frame alone, or also the
    /// ink of shadows and blurs beyond it (the default; InkBounds.swift).
    public var bounds: DocumentBounds = .ink

    public init(width: Double? = nil, height: Double? = nil, precision: Int = 3,
                background: ShapeStyle? = nil, text: TextRendering = .outlines, fonts: FontProvider? = nil) {
        self.width = width; self.height = height; self.precision = precision
        self.background = background; self.text = text; self.fonts = fonts
    }
}

/// Lays `view` out for a document per `options`: the view's frame is
/// centred in the document. Returns the document size and the placed tree
/// (for tests and tools; writing SVG never builds this tree).
public func layout(_ view: some ViewConvertible, options: SVGOptions = SVGOptions()) throws -> (size: Size, root: PlacedView) {
    let tree = PlacedTreeBuilder()
    let engine = LayoutEngine(fonts: options.fonts, nesting: NestingGuard(), sink: tree)
    let root = view.view
    let (size, rect) = try documentFrame(root, options: options, engine: engine)
    try engine.place(root, in: rect, Environment())
    guard let root = tree.root else { throw ViewError.message("layout: no view was placed") }
    return (size, root)
}

/// The size of the document `layout` and the SVG writer would make for
/// `view` per `options`, from the sizing pass alone: no view is placed
/// (no GeometryReader's or Canvas's function runs) unless the document
/// must hold the ink of shadows or blurs beyond the frame (`bounds = .ink`
/// on an axis without a size), which takes a pass over the placed views.
public func documentSize(_ view: some ViewConvertible, options: SVGOptions = SVGOptions()) throws -> Size {
    let engine = LayoutEngine(fonts: options.fonts, nesting: NestingGuard(), sink: PlacedTreeBuilder())
    return try documentFrame(view.view, options: options, engine: engine).size
}

/// The document size for `view` and the frame the view is placed in.
private func documentFrame(_ root: View, options: SVGOptions, engine: LayoutEngine) throws -> (size: Size, frame: Rect) {
    for (name, v) in [("width", options.width), ("height", options.height)] {
        if let v, !(v.isFinite && v >= 0) {
            throw ViewError.message("svg: \(name) must be a finite number >= 0, got \(v)")
        }
    }
    let chosen = try engine.size(root, ProposedSize(width: options.width, height: options.height), Environment())
    // A frame of width or height infinity (or NaN from an unchecked number)
    // cannot become a document; say so instead of writing huge numbers.
    guard chosen.width.isFinite, chosen.height.isFinite else {
        throw ViewError.message("svg: the view's size is not finite (\(chosen.width) × \(chosen.height)); give the document a width and height or use finite frames")
    }
    // What the document holds on an axis it is not given: the frame, with
    // the frame at the origin, or also its shadows' and blurs' ink.
    let frame = Rect(origin: .zero, size: chosen)
    let extent = options.width != nil && options.height != nil ? frame
        : try LayoutEngine.extent(of: root, in: frame, bounds: options.bounds, fonts: options.fonts)
    let doc = Size(options.width ?? wholeUnits(extent.width), options.height ?? wholeUnits(extent.height))
    guard doc.width.isFinite, doc.height.isFinite else {
        throw ViewError.message("svg: the view's size is not finite (\(doc.width) × \(doc.height)); give the document a width and height or use finite frames")
    }
    // The frame centred on an axis given a size, the extent centred on
    // the others (docs/SVG.md, the document's `width`/`height`).
    let x = options.width != nil ? (doc.width - chosen.width) / 2 : (doc.width - extent.width) / 2 - extent.minX
    let y = options.height != nil ? (doc.height - chosen.height) / 2 : (doc.height - extent.height) / 2 - extent.minY
    return (doc, Rect(origin: Point(x, y), size: chosen))
}

/// docs/SVG.md: a document sized by its view is rounded up to whole units,
/// because renderers disagree on fractional sizes (librsvg makes 773 pixels
/// of 772.025, Inkscape 772). A size within 1e-9 (relative) of a whole
/// number is that number: the float noise of a layout (0.1 + 0.2) must not
/// add a unit. Infinity and NaN pass through for the caller's check.
func wholeUnits(_ length: Double) -> Double {
    guard length.isFinite else { return length }
    let nearest = length.rounded()
    if abs(length - nearest) <= 1e-9 * max(1, abs(length)) { return nearest }
    return length.rounded(.up)
}

/// The SVG document for `view` as UTF-8 bytes (byte-identical for the same input).
public func svgBytes(_ view: some ViewConvertible, options: SVGOptions = SVGOptions()) throws -> [UInt8] {
    let w = try writeDocument(view, options: options, writer: { SVGWriter(precision: $0) })
    return w.out
}

/// `svgBytes` written without the SVG writer's recent paths (every path's
/// data formatted anew): what the tests compare the cached writer with.
func svgBytes(_ view: some ViewConvertible, options: SVGOptions = SVGOptions(), keepingRecentPaths: Bool) throws -> [UInt8] {
    try writeDocument(view, options: options, writer: { SVGWriter(precision: $0, keepsRecentPaths: keepingRecentPaths) }).out
}

/// Streams the SVG document for `view` to `sink` in chunks of about 64 KiB,
/// in order; the concatenated chunks equal `svgBytes(view, options)`. Memory
/// stays near one chunk whatever the document's size (for big canvases).
/// An error thrown by `sink` stops writing and is rethrown. The document is
/// written while it is laid out, so an error (a GeometryReader's or a
/// Canvas's function failing) can come after some chunks were handed over:
/// write to something that can be discarded (an atomic file) or buffer.
/// A chunk is the writer's own buffer, valid only during the call: a sink
/// that keeps chunks copies them.
public func writeSVG(_ view: some ViewConvertible, options: SVGOptions = SVGOptions(),
                     to sink: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
    let w = try writeDocument(view, options: options, writer: { SVGWriter(precision: $0, sink: sink) })
    try w.finish()
}

private func writeDocument(_ view: some ViewConvertible, options: SVGOptions,
                           writer make: (Int) -> SVGWriter) throws -> SVGWriter {
    guard (0...NumberFormatting.maxPrecision).contains(options.precision) else {
        throw ViewError.message("svg: precision must be in 0...\(NumberFormatting.maxPrecision), got \(options.precision)")
    }
    let nesting = NestingGuard()
    let w = make(options.precision)
    let renderer = SVGRenderer(writer: w, textMode: options.text, fonts: options.fonts, nesting: nesting)
    renderer.findDocumentFolder = options.documentFolder
    // One engine sizes and places, so the sizes measured for the document
    // are not measured again while placing.
    let engine = LayoutEngine(fonts: options.fonts, nesting: nesting, sink: renderer)
    let root = view.view
    let (size, frame) = try documentFrame(root, options: options, engine: engine)
    w.raw("<svg xmlns=\"http://www.w3.org/2000/svg\"")
    w.attribute("width", size.width); w.attribute("height", size.height)
    w.raw(" viewBox=\"0 0 "); w.number(size.width); w.byte(32); w.number(size.height); w.raw("\">")
    if let bg = options.background {
        let docRect = Rect(origin: .zero, size: size)
        let paint = w.paint(bg, in: docRect)
        w.raw("<rect"); w.attribute("width", size.width); w.attribute("height", size.height)
        w.fillAttributes(paint); w.raw("/>")
    }
    try engine.place(root, in: frame, Environment())
    if w.sawNonFinite {
        throw ViewError.message("svg: the drawing has coordinates too large to write (not finite numbers); check sizes, scales and transforms")
    }
    w.raw("</svg>\n")
    return w
}

/// The SVG document for `view` as a string.
public func svg(_ view: some ViewConvertible, options: SVGOptions = SVGOptions()) throws -> String {
    String(decoding: try svgBytes(view, options: options), as: UTF8.self)
}
