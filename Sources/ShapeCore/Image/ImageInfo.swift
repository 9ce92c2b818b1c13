/// Image files embedded in SVG output: their format and intrinsic size,
/// read from the bytes (ShapeCore does no I/O; the caller reads the file).

/// The image formats `Image(path)` accepts.
public enum ImageFormat: String, Sendable, CaseIterable {
    case png, jpeg, svg

    /// The MIME type a data URI names.
    public var mimeType: String {
        switch self {
        case .png: return "image/png"
        case .jpeg: return "image/jpeg"
        case .svg: return "image/svg+xml"
        }
    }

    /// The name used in messages ("PNG", "JPEG", "SVG").
    public var displayName: String { rawValue.uppercased() }
}

/// What an image file says about itself.
public struct ImageInfo: Hashable, Sendable {
    public var format: ImageFormat
    /// Intrinsic size in px (SVG user units). PNG and JPEG sizes are whole
    /// pixels; an SVG's may be fractional ("10.5mm").
    public var size: Size

    public init(format: ImageFormat, size: Size) {
        self.format = format
        self.size = size
    }

    /// Reads the format from the leading bytes and the size from the header,
    /// checking the file's structure end to end so that a truncated or
    /// damaged file is an error here rather than a broken image later.
    /// An SVG's size comes from `svg` (nil: SVG files are refused).
    public static func read(_ bytes: [UInt8], svg: SVGDimensionReader?) throws(ImageError) -> ImageInfo {
        switch ImageFormat.sniff(bytes) {
        case .png: return try bounded(ImageInfo(format: .png, size: try PNGHeader.size(of: bytes)))
        case .jpeg: return try bounded(ImageInfo(format: .jpeg, size: try JPEGHeader.size(of: bytes)))
        case .svg: return ImageInfo(format: .svg, size: try SVGHeader.size(of: bytes, reader: svg))
        case nil:
            if bytes.starts(with: [0x1F, 0x8B]) {
                throw ImageError(.unknownFormat, nil, "gzip-compressed data (SVGZ is not supported; use plain SVG)")
            }
            throw ImageError(.unknownFormat, nil, bytes.isEmpty ? "the file is empty" : "not a PNG, JPEG or SVG file")
        }
    }
}

extension ImageInfo {
    /// The most pixels a PNG or JPEG may declare. Whoever draws the image
    /// (librsvg through gdk-pixbuf, a browser) decodes all of it whatever
    /// size it is drawn at: a 68-byte PNG declaring 65535 × 65535 pixels
    /// took 38 s and 16.8 GB to draw as a blank box. The bound is Pillow's
    /// decompression-bomb default (`Image.MAX_IMAGE_PIXELS`, 89,478,485:
    /// 256 MiB at 3 bytes a pixel), about 9,459 × 9,459: larger than what
    /// cameras make, small enough to decode on an ordinary machine.
    public static let maxPixels = 89_478_485

    static func bounded(_ info: ImageInfo) throws(ImageError) -> ImageInfo {
        guard info.size.width * info.size.height <= Double(maxPixels) else {
            throw ImageError(.tooLarge, info.format,
                             "\(Int(info.size.width))×\(Int(info.size.height)) pixels; images are drawn up to \(maxPixels) pixels, as decoding one means holding all of them")
        }
        return info
    }
}

extension ImageFormat {
    /// The format the leading bytes announce: the PNG signature, a JPEG
    /// start-of-image marker, or text whose first tag could be `<svg`.
    static func sniff(_ bytes: [UInt8]) -> ImageFormat? {
        if bytes.starts(with: PNGHeader.signature) { return .png }
        if bytes.starts(with: [0xFF, 0xD8]) { return .jpeg }
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0 // UTF-8 byte order mark
        while i < bytes.count, SVGHeader.isSpace(bytes[i]) { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "<") ? .svg : nil
    }
}

/// Why an image's bytes were refused. The message names the format and the
/// problem; callers add the path ("camera.png: truncated PNG (...)").
public struct ImageError: Error, Hashable, CustomStringConvertible, Sendable {
    public enum Reason: Sendable, Hashable {
        /// Not PNG, JPEG or SVG.
        case unknownFormat
        /// The data ends before the format says it should.
        case truncated
        /// The data contradicts the format (bad checksum, bad marker, ...).
        case corrupt
        /// An SVG with neither width/height nor a viewBox to size it by.
        case noSize
        /// An SVG, with no SVG library to read it (not installed, or none given).
        case noReader
        /// More pixels than an image may have (`ImageInfo.maxPixels`).
        case tooLarge
        /// The drawing library refuses to draw it (an SVG past librsvg's limits).
        case undrawable
    }
    public var reason: Reason
    public var format: ImageFormat?
    public var detail: String

    public init(_ reason: Reason, _ format: ImageFormat?, _ detail: String) {
        self.reason = reason
        self.format = format
        self.detail = detail
    }

    public var description: String {
        let name = format?.displayName ?? "image"
        switch reason {
        case .unknownFormat: return "unknown image format: \(detail)"
        case .truncated: return "truncated \(name) (\(detail))"
        case .corrupt: return "corrupt \(name) (\(detail))"
        case .noSize: return "\(name) has no intrinsic size (\(detail))"
        case .noReader: return "cannot read \(name) images: \(detail)"
        case .tooLarge: return "\(name) too large to draw (\(detail))"
        case .undrawable: return "\(name) cannot be drawn (\(detail))"
        }
    }
}

/// Big-endian reads that throw `truncated` instead of running off the end.
struct ByteReader {
    let bytes: [UInt8]
    var position: Int
    let format: ImageFormat

    init(_ bytes: [UInt8], at position: Int, format: ImageFormat) {
        self.bytes = bytes
        self.position = position
        self.format = format
    }

    var remaining: Int { bytes.count - position }

    mutating func need(_ count: Int, _ what: @autoclosure () -> String) throws(ImageError) {
        if count < 0 || remaining < count {
            throw ImageError(.truncated, format, "the data ends inside \(what())")
        }
    }

    mutating func u8(_ what: @autoclosure () -> String) throws(ImageError) -> UInt8 {
        try need(1, what())
        defer { position += 1 }
        return bytes[position]
    }

    mutating func u16(_ what: @autoclosure () -> String) throws(ImageError) -> Int {
        try need(2, what())
        defer { position += 2 }
        return Int(bytes[position]) << 8 | Int(bytes[position + 1])
    }

    mutating func u32(_ what: @autoclosure () -> String) throws(ImageError) -> UInt32 {
        try need(4, what())
        defer { position += 4 }
        return bytes[position..<position + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
