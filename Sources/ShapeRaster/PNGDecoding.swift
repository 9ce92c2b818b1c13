internal import CRaster

/// Pixels of a PNG: what libpng reads from a file (for the tests that
/// compare renderings, and for sixel previews, which need pixels rather
/// than a file), or what `Raster.encodePNG` writes.
public struct RasterImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Row-major, 4 bytes per pixel: red, green, blue, alpha, not
    /// premultiplied, exactly as the file holds them (libpng converts
    /// other colour types and bit depths to 8-bit RGBA).
    public let rgba: [UInt8]

    /// The pixel at (x, y) as (r, g, b, a).
    public func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }

    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width; self.height = height; self.rgba = rgba
    }
}

extension Raster {
    /// Decodes a PNG file's bytes to 8-bit RGBA (libpng's simplified API);
    /// an error when they are not a whole, valid PNG.
    public static func decodePNG(_ bytes: [UInt8]) throws(RasterError) -> RasterImage {
        let api = try RasterLibrary.api()
        var info = png_image()
        info.version = shl_png_image_version
        let begun = bytes.withUnsafeBytes { api.pointee.png_image_begin_read_from_memory(&info, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw RasterError("cannot read the PNG: \(PNGEncoding.message(info))") }
        let width = Int(info.width), height = Int(info.height)
        guard width * height <= maxPixels else {
            api.pointee.png_image_free(&info)
            throw RasterError("cannot read the PNG: \(width)×\(height) pixels is more than \(maxPixels)")
        }
        info.format = shl_png_format_rgba
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        // finish_read frees libpng's state, whether it succeeds or not.
        let finished = rgba.withUnsafeMutableBytes {
            api.pointee.png_image_finish_read(&info, nil, $0.baseAddress, png_int_32(width * 4), nil)
        }
        guard finished != 0 else { throw RasterError("cannot read the PNG: \(PNGEncoding.message(info))") }
        return RasterImage(width: width, height: height, rgba: rgba)
    }

    /// Straight 8-bit RGBA pixels as a PNG file (colour type 6), as `png`
    /// writes its renderings.
    public static func encodePNG(_ image: RasterImage) throws(RasterError) -> [UInt8] {
        try PNGEncoding.encode(try RasterLibrary.api(), image)
    }
}
