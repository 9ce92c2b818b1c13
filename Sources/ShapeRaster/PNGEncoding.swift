internal import CRaster
import ShapeCore
#if canImport(Glibc)
import Glibc
#endif

/// Writes 8-bit RGBA PNGs (colour type 6: docs/EXPORT.md; cairo's own writer
/// turns an opaque image into RGB) through libpng, and, when asked, RGB
/// PNGs without an alpha channel (an iOS App Store icon).
enum PNGEncoding {
    /// A cairo ARGB32 surface: premultiplied native-endian words, made
    /// straight RGBA bytes row by row as libpng takes them (cairo's own
    /// rounding, `shl_unpremultiply_row`), with no copy of the whole image.
    static func encode(_ api: UnsafePointer<shl_Raster>, surface: OpaquePointer?, opaque: Bool = false) throws(RasterError) -> [UInt8] {
        api.pointee.cairo_surface_flush(surface)
        let width = Int(api.pointee.cairo_image_surface_get_width(surface))
        let height = Int(api.pointee.cairo_image_surface_get_height(surface))
        let stride = Int(api.pointee.cairo_image_surface_get_stride(surface))
        guard api.pointee.cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let data = api.pointee.cairo_image_surface_get_data(surface) else {
            throw RasterError("cannot encode the PNG: the image has no ARGB32 pixels")
        }
        return try encode(api, UnsafePointer(data), stride: stride, cairoARGB32: true, opaque: opaque, width: width, height: height)
    }

    /// Straight RGBA bytes, row by row, as a PNG.
    static func encode(_ api: UnsafePointer<shl_Raster>, _ image: RasterImage) throws(RasterError) -> [UInt8] {
        guard image.width > 0, image.height > 0, image.width <= Raster.maxSide, image.height <= Raster.maxSide,
              image.rgba.count == image.width * image.height * 4 else {
            throw RasterError("cannot encode a PNG of \(image.width)×\(image.height) from \(image.rgba.count) bytes")
        }
        return try image.rgba.withUnsafeBufferPointer { (pixels) throws(RasterError) in
            try encode(api, pixels.baseAddress!, stride: image.width * 4, cairoARGB32: false, opaque: false,
                       width: image.width, height: image.height)
        }
    }

    /// `height` rows of `width` pixels, `stride` bytes apart, as a PNG
    /// (`shl_png_encode`: no row filter and zlib at level 3, see
    /// CRaster/shim.h).
    private static func encode(_ api: UnsafePointer<shl_Raster>, _ pixels: UnsafePointer<UInt8>, stride: Int,
                               cairoARGB32: Bool, opaque: Bool, width: Int, height: Int) throws(RasterError) -> [UInt8] {
        guard width > 0, height > 0, width <= Raster.maxSide, height <= Raster.maxSide, stride >= width * 4 else {
            throw RasterError("cannot encode a PNG of \(width)×\(height) pixels")
        }
        var size = 0
        var error = [CChar](repeating: 0, count: 256)
        guard let file = shl_png_encode(api, pixels, stride, cairoARGB32 ? 1 : 0, opaque ? 1 : 0, png_uint_32(width), png_uint_32(height),
                                        &size, &error, error.count) else {
            let detail = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw RasterError("cannot encode the PNG: \(detail.isEmpty ? "libpng failed" : detail)")
        }
        defer { free(file) }
        return Array(UnsafeBufferPointer(start: file, count: size))
    }

    /// libpng's message for a failed call, escaped (it may quote a chunk's name).
    static func message(_ info: png_image) -> String {
        var copy = info.message
        let text = withUnsafeBytes(of: &copy) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return text.isEmpty ? "libpng failed" : MessageText.escaped(text)
    }
}
