internal import CRaster
import ShapeCore

extension Raster {
    /// The pixels `png(svg:scale:baseFile:)` would write, handed over as
    /// pixels (straight 8-bit RGBA, row by row, cairo's own rounding) for
    /// a consumer that wants pixels rather than a file — the sixel
    /// preview — so nothing is compressed only to be decompressed again.
    public static func pixels(svg: [UInt8], scale: Double = 1, baseFile: String? = nil) throws(RasterError) -> RasterImage {
        try drawn(svg: svg, scale: scale, baseFile: baseFile) { (api, surface, width, height) throws(RasterError) in
            api.pointee.cairo_surface_flush(surface)
            let stride = Int(api.pointee.cairo_image_surface_get_stride(surface))
            guard let data = api.pointee.cairo_image_surface_get_data(surface) else {
                throw RasterError("cannot read the image: it has no ARGB32 pixels")
            }
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            rgba.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    shl_unpremultiply_row(row, png_uint_32(width), out.baseAddress! + y * width * 4)
                }
            }
            return RasterImage(width: width, height: height, rgba: rgba)
        }
    }
}
