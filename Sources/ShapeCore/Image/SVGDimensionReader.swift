/// How ShapeCore learns an SVG image's intrinsic size without parsing XML:
/// an SVG library reads the root element's width, height and viewBox
/// (ShapeRaster implements this protocol with librsvg, the renderer the
/// PNG export and rsvg-convert use, so a size agrees with how the file is
/// drawn); ShapeCore combines them. Injected as fonts are (`FontProvider`):
/// ShapeCore itself has no C libraries and does no I/O.
public protocol SVGDimensionReader: Sendable {
    /// The root `<svg>` element's dimensions, or an `ImageError` when the
    /// bytes are not a well-formed SVG document (or the library is missing).
    func dimensions(ofSVG bytes: [UInt8]) throws(ImageError) -> SVGDimensions

    /// An `ImageError` when the library would refuse to draw the document
    /// at `size` (its intrinsic size): such an image otherwise vanishes
    /// from whatever embeds it. Readers that cannot tell do nothing.
    func checkDrawable(svg bytes: [UInt8], size: Size) throws(ImageError)
}

extension SVGDimensionReader {
    public func checkDrawable(svg bytes: [UInt8], size: Size) throws(ImageError) {}
}

/// The root element's sizing attributes, as the SVG library parsed them.
public struct SVGDimensions: Hashable, Sendable {
    /// width and height in px; nil when absent, invalid or relative (a
    /// percentage depends on where the SVG is used, so the viewBox decides).
    public var width: Double?
    public var height: Double?
    /// The viewBox's width and height, nil without a (valid) viewBox.
    public var viewBox: Size?

    public init(width: Double?, height: Double?, viewBox: Size?) {
        self.width = width
        self.height = height
        self.viewBox = viewBox
    }
}
