internal import CRaster
import ShapeCore

/// Whether librsvg can draw an SVG image, asked when `Image()` reads it:
/// an SVG embedded in a document that librsvg refuses to render (past its
/// limit of referenced elements, say, which nested `<use>` reaches at
/// once) is left out of the PNG or PDF without a word, so the refusal is
/// found here, where it can name the file. The document is loaded whole
/// and rendered onto a 1×1 surface: librsvg walks every element as at any
/// size, and everything it draws outside that one pixel is clipped away,
/// so the memory is the document's tree and librsvg's own bounds the time.
///
/// Only a document that refers to something is rendered: what librsvg
/// 2.54 refuses at render time is a document past its limit of referenced
/// elements (`<use>`, paint servers, markers, clip paths, masks, filters,
/// all named by `href` or `url(…)`); one without a reference draws, and
/// it keeps the cheap size reading (a 6 MB file of 100,000 `<rect>`s
/// rendered whole takes 15 times the time and 5 times the memory).
enum LibrsvgDrawCheck {
    static func check(_ api: UnsafePointer<shl_Raster>, _ svg: [UInt8], size: Size) throws(ImageError) {
        guard mayRefer(svg) else { return }
        let handle: OpaquePointer
        do { handle = try RsvgLoading.load(api, svg, baseFile: nil) } catch {
            throw ImageError(.corrupt, .svg, error.message)
        }
        defer { api.pointee.g_object_unref(UnsafeMutableRawPointer(handle)) }
        api.pointee.rsvg_handle_set_dpi(UnsafeMutablePointer(handle), LibrsvgDimensionReader.dpi)
        let surface = api.pointee.cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        defer { api.pointee.cairo_surface_destroy(surface) }
        let cr = api.pointee.cairo_create(surface)
        defer { api.pointee.cairo_destroy(cr) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
        var error: UnsafeMutablePointer<GError>?
        guard api.pointee.rsvg_handle_render_document(UnsafeMutablePointer(handle), cr, &viewport, &error) != 0 else {
            throw ImageError(.undrawable, .svg, "librsvg: \(RsvgLoading.message(api, error))")
        }
    }

    /// Whether the document contains `href` (any case of `url(`, as CSS
    /// function names are case-insensitive).
    static func mayRefer(_ svg: [UInt8]) -> Bool {
        svg.withUnsafeBufferPointer { bytes in
            guard bytes.count >= 4 else { return false }
            let lower = { (i: Int) in bytes[i] | 0x20 }
            for i in 0...(bytes.count - 4) {
                switch bytes[i] {
                case UInt8(ascii: "h"):
                    if bytes[i + 1] == UInt8(ascii: "r"), bytes[i + 2] == UInt8(ascii: "e"), bytes[i + 3] == UInt8(ascii: "f") { return true }
                case UInt8(ascii: "("):
                    if i >= 3, lower(i - 3) == UInt8(ascii: "u"), lower(i - 2) == UInt8(ascii: "r"), lower(i - 1) == UInt8(ascii: "l") { return true }
                default: continue
                }
            }
            return false
        }
    }
}
