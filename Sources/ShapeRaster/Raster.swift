internal import CRaster
import ShapeCore
#if canImport(Glibc)
import Glibc
#endif

/// PNG and PDF from an SVG document, in process, through librsvg and cairo
/// (docs/EXPORT.md): the renderer `rsvg-convert` is made of, driven the way it
/// drives it, so a PNG's pixels equal `rsvg-convert --zoom S`'s and a PDF
/// keeps vectors (cairo's PDF surface records the paths librsvg draws).
///
/// Every function is safe to call from several threads at once (each call
/// has its own handle and surfaces); the libraries are loaded on the first.
public enum Raster {
    /// cairo's largest image surface side (pixman's 32767).
    public static let maxSide = 32767
    /// The largest PNG made, in pixels (4 bytes each, 1 GiB): past it the
    /// request is an error, not an attempt to allocate what is not there.
    public static let maxPixels = 1 << 28

    /// The document's size in SVG user units (px), as librsvg reads it.
    public static func documentSize(svg: [UInt8], baseFile: String? = nil) throws(RasterError) -> (width: Double, height: Double) {
        let api = try RasterLibrary.api()
        let document = try Document(api, svg, baseFile)
        return document.size
    }

    /// A PNG of `svg` at `scale` pixels per unit: ceil(width·scale) ×
    /// ceil(height·scale) pixels, 8-bit RGBA (`PNGEncoding`).
    /// `baseFile` is where relative references (`Image{embed = false}`)
    /// resolve from: the path the file is written to.
    public static func png(svg: [UInt8], scale: Double = 1, baseFile: String? = nil) throws(RasterError) -> [UInt8] {
        try drawn(svg: svg, scale: scale, baseFile: baseFile) { (api, surface, _, _) throws(RasterError) in
            try PNGEncoding.encode(api, surface: surface)
        }
    }

    /// `svg` drawn at `scale` onto a new ARGB32 image of ceil(width·scale)
    /// × ceil(height·scale) pixels, which `body` reads before it is freed:
    /// what a PNG and the preview's pixels are made from.
    static func drawn<T>(svg: [UInt8], scale: Double, baseFile: String?,
                         _ body: (UnsafePointer<shl_Raster>, OpaquePointer?, Int, Int) throws(RasterError) -> T) throws(RasterError) -> T {
        try checkScale(scale)
        let api = try RasterLibrary.api()
        let document = try Document(api, svg, baseFile)
        let (width, height) = try pixelSize(document.size, scale)
        let surface = api.pointee.cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { api.pointee.cairo_surface_destroy(surface) }
        try check(api, api.pointee.cairo_surface_status(surface), "cannot make a \(width)×\(height) image")
        try document.render(onto: surface, scale: scale)
        return try body(api, surface, width, height)
    }

    /// A PNG of exactly `pixels` × `pixels` of a square document (an icon
    /// size), scaled by pixels / side: computing the scale first and
    /// rounding up could add a pixel to float noise. `opaque`: an RGB PNG
    /// without an alpha channel (pixels that are not opaque as over black).
    public static func png(svg: [UInt8], pixels: Int, baseFile: String? = nil, opaque: Bool = false) throws(RasterError) -> [UInt8] {
        let api = try RasterLibrary.api()
        let document = try Document(api, svg, baseFile)
        let side = max(document.size.width, document.size.height)
        guard pixels >= 1, pixels <= maxSide, side > 0 else {
            throw RasterError("an icon of \(pixels) pixels from a document of \(side) units cannot be made")
        }
        let surface = api.pointee.cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixels), Int32(pixels))
        defer { api.pointee.cairo_surface_destroy(surface) }
        try check(api, api.pointee.cairo_surface_status(surface), "cannot make a \(pixels)×\(pixels) image")
        try document.render(onto: surface, scale: Double(pixels) / side)
        return try PNGEncoding.encode(api, surface: surface, opaque: opaque)
    }

    /// A one-page PDF of `svg` whose page is the document's size times
    /// `scale` (one unit is 1/96 inch, as in rsvg-convert: 0.75 pt), drawn
    /// as vectors.
    /// Byte-identical for the same SVG: the creation date cairo would
    /// stamp is left out (batches compare files byte for byte, docs/BATCH.md).
    public static func pdf(svg: [UInt8], scale: Double = 1, baseFile: String? = nil) throws(RasterError) -> [UInt8] {
        try checkScale(scale)
        let api = try RasterLibrary.api()
        let document = try Document(api, svg, baseFile)
        let (w, h) = document.size
        let points = 72.0 / 96.0 * scale
        guard (w * points).isFinite, (h * points).isFinite, w > 0, h > 0 else {
            throw RasterError("a PDF page of \(w)×\(h) at scale \(scale) has no area or is not finite")
        }
        let out = ByteSink()
        let surface = api.pointee.cairo_pdf_surface_create_for_stream(ByteSink.write, Unmanaged.passUnretained(out).toOpaque(),
                                                                      w * points, h * points)
        defer { api.pointee.cairo_surface_destroy(surface) }
        try check(api, api.pointee.cairo_surface_status(surface), "cannot make a PDF page")
        api.pointee.cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, nil)
        try document.render(onto: surface, scale: points)
        api.pointee.cairo_surface_finish(surface)
        try check(api, api.pointee.cairo_surface_status(surface), "cannot write the PDF")
        return out.bytes
    }

    static func checkScale(_ scale: Double) throws(RasterError) {
        guard scale.isFinite, scale > 0 else {
            throw RasterError("scale must be a finite number > 0, got \(scale)")
        }
    }

    /// ceil(size·scale) on each axis, within cairo's limits.
    static func pixelSize(_ size: (width: Double, height: Double), _ scale: Double) throws(RasterError) -> (Int, Int) {
        let w = (size.width * scale).rounded(.up), h = (size.height * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w <= Double(maxSide), h <= Double(maxSide) else {
            throw RasterError("a PNG of \(size.width)×\(size.height) at scale \(scale) would be \(w)×\(h) pixels; the largest side is \(maxSide)")
        }
        guard w >= 1, h >= 1 else {
            throw RasterError("a PNG of \(size.width)×\(size.height) at scale \(scale) would have no pixels (\(Int(w))×\(Int(h)))")
        }
        guard Int(w) * Int(h) <= maxPixels else {
            throw RasterError("a PNG of \(Int(w))×\(Int(h)) pixels is more than the \(maxPixels) pixels shapelua makes")
        }
        return (Int(w), Int(h))
    }

    static func check(_ api: UnsafePointer<shl_Raster>, _ status: cairo_status_t, _ what: String) throws(RasterError) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw RasterError("\(what): \(api.pointee.cairo_status_to_string(status).map { String(cString: $0) } ?? "cairo status \(status.rawValue)")",
                          allocationFailure: status == CAIRO_STATUS_NO_MEMORY)
    }
}

/// One SVG document loaded into librsvg.
final class Document {
    let api: UnsafePointer<shl_Raster>
    let handle: OpaquePointer
    let size: (width: Double, height: Double)

    init(_ api: UnsafePointer<shl_Raster>, _ svg: [UInt8], _ baseFile: String?) throws(RasterError) {
        self.api = api
        let loaded = try RsvgLoading.load(api, svg, baseFile: baseFile)
        handle = loaded
        var w = 0.0, h = 0.0
        guard api.pointee.rsvg_handle_get_intrinsic_size_in_pixels(UnsafeMutablePointer(loaded), &w, &h) != 0 else {
            api.pointee.g_object_unref(UnsafeMutableRawPointer(loaded))
            throw RasterError("the document has no size in pixels (width and height are needed)")
        }
        size = (w, h)
    }

    deinit { api.pointee.g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// Draws the whole document over `size` user units, scaled by `scale`.
    func render(onto surface: OpaquePointer?, scale: Double) throws(RasterError) {
        let cr = api.pointee.cairo_create(surface)
        defer { api.pointee.cairo_destroy(cr) }
        api.pointee.cairo_scale(cr, scale, scale)
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
        var error: UnsafeMutablePointer<GError>?
        guard api.pointee.rsvg_handle_render_document(UnsafeMutablePointer(handle), cr, &viewport, &error) != 0 else {
            throw RasterError("librsvg cannot render the document: \(RsvgLoading.message(api, error))")
        }
        try Raster.check(api, api.pointee.cairo_status(cr), "cannot render the document")
    }
}

/// Collects what cairo writes (its write callback appends here).
final class ByteSink {
    var bytes: [UInt8] = []

    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
}

private extension Array where Element == UInt8 {
    /// Whether `needle` occurs (a plain scan: the documents are written by
    /// shapelua, and one scan is small beside rendering them).
    func containsBytes(_ needle: StaticString) -> Bool {
        let n = needle.utf8CodeUnitCount
        guard n > 0, count >= n else { return false }
        return needle.withUTF8Buffer { pattern in
            withUnsafeBufferPointer { bytes in
                let first = pattern[0]
                var i = 0
                while i <= bytes.count - n {
                    if bytes[i] == first, memcmp(bytes.baseAddress! + i, pattern.baseAddress!, n) == 0 { return true }
                    i += 1
                }
                return false
            }
        }
    }
}
