internal import CRaster
import ShapeCore

/// ShapeCore's `SVGDimensionReader` through librsvg: an embedded SVG
/// image's width, height and viewBox as the renderer itself reads them
/// (`rsvg_handle_get_intrinsic_dimensions`), so `Image("x.svg")` is sized
/// as rsvg-convert and the PNG export draw the file. librsvg is opened on
/// the first SVG image only (start-up never maps it); without it the
/// error names the Debian packages.
public struct LibrsvgDimensionReader: SVGDimensionReader {
    /// rsvg-convert's resolution: 96 px per inch (CSS), not the 90 that a
    /// new librsvg handle assumes.
    static let dpi = 96.0

    public init() {}

    public func dimensions(ofSVG bytes: [UInt8]) throws(ImageError) -> SVGDimensions {
        let api: UnsafePointer<shl_Raster>
        do { api = try RasterLibrary.api("SVG images need") } catch {
            throw ImageError(.noReader, .svg, error.message)
        }
        let handle: OpaquePointer
        do { handle = try RsvgLoading.loadRootElement(api, bytes) } catch {
            throw ImageError(.corrupt, .svg, error.message)
        }
        defer { api.pointee.g_object_unref(UnsafeMutableRawPointer(handle)) }
        api.pointee.rsvg_handle_set_dpi(UnsafeMutablePointer(handle), Self.dpi)
        var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
        var width = RsvgLength(length: 0, unit: RSVG_UNIT_PERCENT)
        var height = RsvgLength(length: 0, unit: RSVG_UNIT_PERCENT)
        var viewBox = RsvgRectangle(x: 0, y: 0, width: 0, height: 0)
        api.pointee.rsvg_handle_get_intrinsic_dimensions(UnsafeMutablePointer(handle), &hasWidth, &width,
                                                         &hasHeight, &height, &hasViewBox, &viewBox)
        return SVGDimensions(width: hasWidth != 0 ? Self.pixels(width) : nil,
                             height: hasHeight != 0 ? Self.pixels(height) : nil,
                             viewBox: hasViewBox != 0 ? Size(Self.decimal(viewBox.width), Self.decimal(viewBox.height)) : nil)
    }

    /// Renders the document once where nothing is kept (`LibrsvgDrawCheck`),
    /// so an image librsvg refuses to draw is an error naming it.
    public func checkDrawable(svg bytes: [UInt8], size: Size) throws(ImageError) {
        let api: UnsafePointer<shl_Raster>
        do { api = try RasterLibrary.api("SVG images need") } catch {
            throw ImageError(.noReader, .svg, error.message)
        }
        try LibrsvgDrawCheck.check(api, bytes, size: size)
    }

    /// A length in px, or nil for a percentage (librsvg reports an absent or
    /// invalid width or height as 100%). em and ex use librsvg's default
    /// font size, 12 px, and ex = em / 2, as `rsvg_handle_get_intrinsic_size_in_pixels`
    /// converts them (librsvg 2.54, src/c_api/handle.rs).
    static func pixels(_ length: RsvgLength) -> Double? {
        let perUnit: Double
        switch length.unit {
        case RSVG_UNIT_PX: perUnit = 1
        case RSVG_UNIT_IN: perUnit = dpi
        case RSVG_UNIT_CM: perUnit = dpi / 2.54
        case RSVG_UNIT_MM: perUnit = dpi / 25.4
        case RSVG_UNIT_PT: perUnit = dpi / 72
        case RSVG_UNIT_PC: perUnit = dpi / 6
        case RSVG_UNIT_EM: perUnit = 12
        case RSVG_UNIT_EX: perUnit = 6
        default: return nil // RSVG_UNIT_PERCENT (and any unit a later librsvg adds)
        }
        return decimal(length.length) * perUnit
    }

    /// librsvg parses lengths as 32-bit floats ("10.1" arrives as
    /// 10.100000381...): the shortest decimal that rounds to the same float
    /// is what the file says (for up to 7 significant digits, all a float
    /// keeps), so sizes stay exactly as written.
    static func decimal(_ value: Double) -> Double {
        let float = Float(value)
        guard float.isFinite, Double(float) == value else { return value }
        return Double(float.description) ?? value
    }
}

/// Loading an SVG document into a librsvg handle (not named RsvgHandle:
/// that is librsvg's own C type), shared by the export and
/// the dimension reader.
enum RsvgLoading {
    /// A new handle with `svg` loaded, which the caller unrefs. `baseFile`
    /// is where relative references resolve from; nil allows none.
    static func load(_ api: UnsafePointer<shl_Raster>, _ svg: [UInt8], baseFile: String?) throws(RasterError) -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        // The stream reads `svg` in place; the load finishes inside this
        // closure, while the buffer is alive.
        let loaded: OpaquePointer? = svg.withUnsafeBufferPointer { buffer in
            let stream = api.pointee.g_memory_input_stream_new_from_data(buffer.baseAddress, gssize(buffer.count), nil)
            defer { api.pointee.g_object_unref(UnsafeMutableRawPointer(stream)) }
            let base = baseFile.map { api.pointee.g_file_new_for_path($0) }
            defer { if let base { api.pointee.g_object_unref(UnsafeMutableRawPointer(base)) } }
            return api.pointee.rsvg_handle_new_from_stream_sync(stream, base ?? nil, RSVG_HANDLE_FLAGS_NONE, nil, &error)
                .map { OpaquePointer($0) }
        }
        guard let loaded else { throw RasterError("librsvg cannot read the document: \(message(api, error))") }
        return loaded
    }

    /// A handle that knows the document's intrinsic dimensions, which
    /// librsvg takes from the root element alone: when libxml2 finds the
    /// document well-formed (`shl_svg_root_end`: no tree built, no
    /// entities), librsvg reads only the prolog and the root start tag,
    /// closed as an empty element, instead of every element and path of a
    /// possibly huge file. Otherwise, or if that fails, librsvg reads the
    /// whole document, so every error is the one it gives for the file.
    static func loadRootElement(_ api: UnsafePointer<shl_Raster>, _ svg: [UInt8]) throws(RasterError) -> OpaquePointer {
        if let end = rootElementEnd(api, svg), let handle = try? load(api, Array(svg[..<end]) + Array("/>".utf8), baseFile: nil) {
            return handle
        }
        return try load(api, svg, baseFile: nil)
    }

    /// Where the root start tag's '>' or "/>" is, when the root element
    /// alone gives the document's size (`shl_svg_root_end`); nil otherwise.
    static func rootElementEnd(_ api: UnsafePointer<shl_Raster>, _ svg: [UInt8]) -> Int? {
        guard !svg.isEmpty, svg.count <= Int(Int32.max) else { return nil }
        let end = svg.withUnsafeBufferPointer { shl_svg_root_end(api, $0.baseAddress, Int32($0.count)) }
        return end > 0 ? Int(end) : nil
    }

    /// The error's message without libxml2's trailing newline, escaped
    /// (it quotes the document: an element's name, a line of text); frees it.
    static func message(_ api: UnsafePointer<shl_Raster>, _ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { api.pointee.g_error_free(error) }
        let text = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
        return MessageText.escaped(String(text.reversed().drop { $0 == "\n" || $0 == " " }.reversed()))
    }
}
