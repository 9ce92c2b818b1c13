internal import CRaster

/// Pixels read back from a PNG through cairo's PNG reader (libpng): for
/// the tests that compare renderings, and for sixel previews, which need
/// pixels rather than a file.
public struct RasterImage: Equatable {
    public let width: Int
    public let height: Int
    /// Row-major, 4 bytes per pixel: red, green, blue, alpha, not
    /// premultiplied (cairo stores premultiplied values, so a pixel of
    /// partial alpha comes back within rounding of what the file holds).
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
    /// Decodes a PNG file's bytes; an error when they are not a PNG.
    public static func decodePNG(_ bytes: [UInt8]) throws(RasterError) -> RasterImage {
        let api = try RasterLibrary.api()
        let source = ByteSource(bytes)
        let surface = api.pointee.cairo_image_surface_create_from_png_stream(ByteSource.read, Unmanaged.passUnretained(source).toOpaque())
        defer { api.pointee.cairo_surface_destroy(surface) }
        try check(api, api.pointee.cairo_surface_status(surface), "cannot read the PNG")
        api.pointee.cairo_surface_flush(surface)
        let width = Int(api.pointee.cairo_image_surface_get_width(surface))
        let height = Int(api.pointee.cairo_image_surface_get_height(surface))
        let stride = Int(api.pointee.cairo_image_surface_get_stride(surface))
        let format = api.pointee.cairo_image_surface_get_format(surface)
        guard let data = api.pointee.cairo_image_surface_get_data(surface) else {
            return RasterImage(width: width, height: height, rgba: [])
        }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            // cairo's ARGB32/RGB24: one native-endian (little) 32-bit word per pixel.
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let word = row[x]
                let a = format == CAIRO_FORMAT_RGB24 ? 255 : UInt32(word >> 24)
                var channels = [(word >> 16) & 0xFF, (word >> 8) & 0xFF, word & 0xFF]
                if a != 255 {
                    channels = channels.map { a == 0 ? 0 : ($0 * 255 + a / 2) / a }
                }
                let i = (y * width + x) * 4
                rgba[i] = UInt8(channels[0]); rgba[i + 1] = UInt8(channels[1]); rgba[i + 2] = UInt8(channels[2])
                rgba[i + 3] = UInt8(a)
            }
        }
        return RasterImage(width: width, height: height, rgba: rgba)
    }
}

/// Feeds bytes to cairo's PNG reader.
final class ByteSource {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static let read: cairo_read_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.bytes.count - source.offset >= count else { return CAIRO_STATUS_READ_ERROR }
        source.bytes.withUnsafeBufferPointer { buffer in
            data.update(from: buffer.baseAddress! + source.offset, count: count)
        }
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
