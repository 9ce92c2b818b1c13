internal import CRaster
#if canImport(Glibc)
import Glibc
#endif

/// Writes 8-bit RGBA PNGs (colour type 6, always: SPEC §11; cairo's own
/// writer turns an opaque image into RGB) through libpng.
enum PNGEncoding {
    /// A cairo ARGB32 surface: premultiplied native-endian words, made
    /// straight RGBA bytes first (cairo's own rounding), then written.
    static func encode(_ api: UnsafePointer<shl_Raster>, surface: OpaquePointer?) throws(RasterError) -> [UInt8] {
        api.pointee.cairo_surface_flush(surface)
        let width = Int(api.pointee.cairo_image_surface_get_width(surface))
        let height = Int(api.pointee.cairo_image_surface_get_height(surface))
        let stride = Int(api.pointee.cairo_image_surface_get_stride(surface))
        guard let data = api.pointee.cairo_image_surface_get_data(surface) else {
            throw RasterError("cannot encode the PNG: the image has no pixels")
        }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                unpremultiply(UnsafeRawPointer(data + y * stride), width, into: out.baseAddress! + y * width * 4)
            }
        }
        return try encode(api, RasterImage(width: width, height: height, rgba: rgba))
    }

    /// Straight RGBA bytes, row by row, as a PNG (`shl_png_encode`: the
    /// Paeth filter and zlib's Z_RLE strategy, see CRaster/shim.h).
    static func encode(_ api: UnsafePointer<shl_Raster>, _ image: RasterImage) throws(RasterError) -> [UInt8] {
        guard image.width > 0, image.height > 0, image.width <= Raster.maxSide, image.height <= Raster.maxSide,
              image.rgba.count == image.width * image.height * 4 else {
            throw RasterError("cannot encode a PNG of \(image.width)×\(image.height) from \(image.rgba.count) bytes")
        }
        var size = 0
        var error = [CChar](repeating: 0, count: 256)
        let file = image.rgba.withUnsafeBufferPointer { pixels in
            shl_png_encode(api, pixels.baseAddress, png_uint_32(image.width), png_uint_32(image.height), &size, &error, error.count)
        }
        guard let file else {
            let detail = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw RasterError("cannot encode the PNG: \(detail.isEmpty ? "libpng failed" : detail)")
        }
        defer { free(file) }
        return Array(UnsafeBufferPointer(start: file, count: size))
    }

    /// libpng's message for a failed call.
    static func message(_ info: png_image) -> String {
        var copy = info.message
        let text = withUnsafeBytes(of: &copy) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return text.isEmpty ? "libpng failed" : text
    }

    /// cairo's premultiplied native-endian words → straight RGBA bytes,
    /// rounding as cairo's own PNG writer does.
    private static func unpremultiply(_ row: UnsafeRawPointer, _ width: Int, into o: UnsafeMutablePointer<UInt8>) {
        let words = row.assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
            let w = words[x]
            let a = w >> 24
            var r = (w >> 16) & 0xFF, g = (w >> 8) & 0xFF, b = w & 0xFF
            if a == 0 {
                r = 0; g = 0; b = 0
            } else if a != 255 {
                r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a
            }
            o[x * 4] = UInt8(r); o[x * 4 + 1] = UInt8(g); o[x * 4 + 2] = UInt8(b); o[x * 4 + 3] = UInt8(a)
        }
    }
}
