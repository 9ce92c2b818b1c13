internal import CFontStack
import ShapeCore

/// A fontconfig configuration with the system's fonts loaded. Creating one
/// costs several milliseconds (it reads the config files and font caches),
/// which is why `SystemFontProvider` makes it only on first use.
final class FontConfig {
    let handle: OpaquePointer
    let api: FontAPI

    init(api: FontAPI) throws(FontError) {
        self.api = api
        guard let config = api.pointee.FcInitLoadConfigAndFonts() else {
            throw FontError("fontconfig could not load its configuration or fonts (is libfontconfig1 installed?)")
        }
        handle = config
    }

    /// A configuration read from one file instead of the system's (fonts
    /// limited to the directories it names, e.g. for reproducible output).
    init(file: String, api: FontAPI) throws(FontError) {
        self.api = api
        guard let config = api.pointee.FcConfigCreate() else { throw FontError("fontconfig: out of memory") }
        guard api.pointee.FcConfigParseAndLoad(config, file, FcTrue) != 0, api.pointee.FcConfigBuildFonts(config) != 0 else {
            api.pointee.FcConfigDestroy(config)
            throw FontError("fontconfig could not load the configuration file \(MessageText.quoted(file))")
        }
        handle = config
    }

    deinit { api.pointee.FcConfigDestroy(handle) }

    /// The fonts fontconfig ranks for a list of families (in order of
    /// preference: a script's family, then the default face and its
    /// fallbacks) and a weight, best first: the first usable one is the
    /// primary face, the rest are per-glyph fallbacks. `request` names what
    /// was asked for in the error when there is no font at all.
    func fallbackChain(families: [String], weight: FontWeight, italic: Bool = false,
                       request: String) throws(FontError) -> FontChain {
        guard let pattern = api.pointee.FcPatternCreate() else { throw FontError("fontconfig: out of memory") }
        defer { api.pointee.FcPatternDestroy(pattern) }
        for family in families {
            _ = family.withCString { name in
                name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                    api.pointee.FcPatternAddString(pattern, FC_FAMILY, $0)
                }
            }
        }
        _ = api.pointee.FcPatternAddInteger(pattern, FC_WEIGHT, Int32(api.pointee.FcWeightFromOpenType(Int32(weight.rawValue))))
        if italic { _ = api.pointee.FcPatternAddInteger(pattern, FC_SLANT, Int32(FC_SLANT_ITALIC)) }
        _ = api.pointee.FcConfigSubstitute(handle, pattern, FcMatchPattern)
        api.pointee.FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        // trim = true drops fonts that add no code point to those ranked
        // above them: they could never be chosen as a fallback.
        guard let set = api.pointee.FcFontSort(handle, pattern, FcTrue, nil, &result), set.pointee.nfont > 0 else {
            throw FontError("fontconfig found no font for \(request) (are fonts-inter and fonts-dejavu-core installed?)")
        }
        return FontChain(set: set, config: self)
    }
}

/// One candidate font of a chain, as fontconfig describes it.
struct FontCandidate {
    var file: String
    var index: Int
    var family: String
    /// fontconfig's slant: FC_SLANT_ROMAN (0), italic or oblique.
    var slant: Int32 = 0
    /// The face's OpenType weight (400 regular, 700 bold); nil when
    /// fontconfig gives a range (a variable font has every weight).
    var weight: Int?
    /// Every family name the font gives (fontconfig lists e.g. "Inter" and
    /// "Inter Thin" for one face).
    var families: [String] = []
    /// The code points the font covers; owned by the chain's font set.
    var charset: OpaquePointer?
    let api: FontAPI

    func covers(_ scalar: UInt32) -> Bool {
        guard let charset else { return false }
        return api.pointee.FcCharSetHasChar(charset, scalar) != 0
    }
}

/// The ranked fonts for one (family, weight), kept with the fontconfig set
/// that owns their charsets.
final class FontChain {
    let candidates: [FontCandidate]
    private let set: UnsafeMutablePointer<FcFontSet>
    private let config: FontConfig // outlives `set`

    init(set: UnsafeMutablePointer<FcFontSet>, config: FontConfig) {
        self.set = set
        self.config = config
        let api = config.api
        var found: [FontCandidate] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            var scalable = FcFalse
            if api.pointee.FcPatternGetBool(font, FC_SCALABLE, 0, &scalable) == FcResultMatch, scalable == FcFalse { continue }
            guard let file = font.string(FC_FILE, api) else { continue }
            var index: Int32 = 0
            _ = api.pointee.FcPatternGetInteger(font, FC_INDEX, 0, &index)
            var charset: OpaquePointer?
            _ = api.pointee.FcPatternGetCharSet(font, FC_CHARSET, 0, &charset)
            var slant: Int32 = 0
            _ = api.pointee.FcPatternGetInteger(font, FC_SLANT, 0, &slant)
            var fcWeight: Int32 = 0
            let weight = api.pointee.FcPatternGetInteger(font, FC_WEIGHT, 0, &fcWeight) == FcResultMatch
                ? Int(api.pointee.FcWeightToOpenType(fcWeight)) : nil
            var families: [String] = []
            while let name = font.string(FC_FAMILY, api, at: Int32(families.count)) { families.append(name) }
            found.append(FontCandidate(file: file, index: Int(index), family: families.first ?? file,
                                       slant: slant, weight: weight, families: families, charset: charset, api: api))
        }
        candidates = found
    }

    deinit { config.api.pointee.FcFontSetDestroy(set) }

    /// Whether a ranked font has `name` among its family names, compared as
    /// fontconfig compares them (ignoring case and blanks). The first font
    /// of an installed family is never trimmed from the set, so false means
    /// fontconfig has no font of that family.
    func hasFamily(_ name: String) -> Bool {
        func folded(_ s: String) -> String { String(s.lowercased().filter { $0 != " " }) }
        let wanted = folded(name)
        return candidates.contains { $0.families.contains { folded($0) == wanted } }
    }
}

private extension OpaquePointer {
    /// A value (the first by default) of a string property of a fontconfig pattern.
    func string(_ property: String, _ api: FontAPI, at n: Int32 = 0) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard api.pointee.FcPatternGetString(self, property, n, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
