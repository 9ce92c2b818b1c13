internal import CFontStack
import ShapeCore

/// FreeType, fontconfig and HarfBuzz, opened on first use (see shim.h for
/// why they are not linked). Every call into them goes through `api`.
typealias FontAPI = UnsafePointer<shl_FontStack>

enum FontStack {
    /// Debian 12's sonames (packages libfreetype6, libfontconfig1, libharfbuzz0b).
    static let sonames = (freetype: "libfreetype.so.6", fontconfig: "libfontconfig.so.1", harfbuzz: "libharfbuzz.so.0")

    /// The process-wide table, loaded once (a static let is initialised
    /// lazily and exactly once).
    private static let loaded: Result<UnsafePointer<shl_FontStack>, FontError> =
        open(sonames.freetype, sonames.fontconfig, sonames.harfbuzz)

    static func api() throws(FontError) -> UnsafePointer<shl_FontStack> {
        try loaded.get()
    }

    /// Opens the three libraries by name; an error says which is missing.
    static func open(_ freetype: String, _ fontconfig: String, _ harfbuzz: String)
        -> Result<UnsafePointer<shl_FontStack>, FontError> {
        var message = [CChar](repeating: 0, count: 512)
        guard let api = shl_fontstack_open(freetype, fontconfig, harfbuzz, &message, message.count) else {
            let detail = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(FontError("text needs FreeType, fontconfig and HarfBuzz, which could not be loaded: "
                + "\(MessageText.escaped(detail)) (Debian: apt-get install libfreetype6 libfontconfig1 libharfbuzz0b)"))
        }
        return .success(api)
    }
}
