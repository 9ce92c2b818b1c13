/// `Image`: encoded image bytes embedded in the SVG as a data URI, with the
/// intrinsic size read from the file. Not resizable, it has exactly that
/// size; `resizable()` makes it take the size offered (its intrinsic size
/// when offered nil) and stretch to it.
public struct Image: ViewConvertible {
    var content: ImageContent

    /// A PNG, JPEG or SVG file's bytes (the caller reads the file: ShapeCore
    /// does no I/O). The format and intrinsic size come from the header; a
    /// damaged file throws `ImageError` (the caller adds the path). An SVG's
    /// size is read by `svg` (see `SVGDimensionReader`; nil refuses SVG).
    public init(bytes: [UInt8], svg: SVGDimensionReader?) throws {
        let info = try ImageInfo.read(bytes, svg: svg)
        self.init(bytes: bytes, mimeType: info.format.mimeType, intrinsicSize: info.size)
    }

    /// Bytes with a known MIME type and size (tests, generated images).
    public init(bytes: [UInt8], mimeType: String, intrinsicSize: Size) {
        content = ImageContent(bytes: bytes, mimeType: mimeType, intrinsicSize: intrinsicSize, resizable: false)
    }

    /// The intrinsic size read from the file.
    public var intrinsicSize: Size { content.intrinsicSize }

    public var view: View { View(.image(content)) }

    /// The same image written as a reference to `file` (an absolute,
    /// normalized path) instead of a data URI: the bytes are dropped, the
    /// size stays (`Image{path=, embed=false}`, see `ImageReference`).
    public func referenced(as file: String) -> Image {
        var copy = self
        copy.content.bytes = []
        copy.content.reference = file
        return copy
    }

    /// SwiftUI's `resizable()`.
    public func resizable() -> Image {
        var copy = self
        copy.content.resizable = true
        return copy
    }
    fileprivate init(content: ImageContent) { self.content = content }
}

extension View {
    /// The image this view draws, when it is an image itself (not a
    /// modifier on one).
    public var image: Image? {
        if case .image(let content) = box.node { return Image(content: content) }
        return nil
    }
}

struct ImageContent {
    var bytes: [UInt8]
    var mimeType: String
    var intrinsicSize: Size
    var resizable: Bool
    /// Set by `referenced(as:)`: the file the SVG refers to, not embeds.
    var reference: String? = nil

    func size(for p: ProposedSize) -> Size {
        guard resizable else { return intrinsicSize }
        return Size(p.width ?? intrinsicSize.width, p.height ?? intrinsicSize.height)
    }
}
