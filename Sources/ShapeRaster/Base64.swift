internal import CRaster

extension Raster {
    /// `bytes` in base64 (RFC 4648, no line breaks), by GLib's encoder:
    /// how the terminal image protocols carry a PNG.
    public static func base64(_ bytes: [UInt8]) throws(RasterError) -> String {
        let api = try RasterLibrary.api()
        guard let text = bytes.withUnsafeBufferPointer({ api.pointee.g_base64_encode($0.baseAddress, gsize($0.count)) }) else {
            throw RasterError("cannot encode base64: out of memory", allocationFailure: true)
        }
        defer { api.pointee.g_free(text) }
        return String(cString: text)
    }
}
