internal import CFontStack
import ShapeCore

/// ShapeCore's `FontProvider` over the system's fonts: fontconfig picks the
/// font for a family and weight (nil family: `defaultFamilies`) and ranks
/// fallbacks, HarfBuzz shapes, FreeType gives the glyph outlines.
///
/// Creating one costs nothing: the three libraries are opened (dlopen) and
/// fontconfig and FreeType initialised on the first `shape` call, so a
/// program that never shows text never pays for them, and runs on a machine
/// without them; there, `shape` throws a `FontError` naming the missing
/// library. Not thread-safe; use one per thread.
public final class SystemFontProvider: FontProvider {
    private var fontconfig: FontConfig?
    private var faces: FaceCache?
    private var chains: [ChainKey: FaceChain] = [:]

    private struct ChainKey: Hashable {
        var family: String?
        var weight: FontWeight
        var italic: Bool
    }

    /// The configuration file given instead of the system's, if any.
    private let configFile: String?
    private let warnings: FontWarnings

    /// The default face, then its fallbacks, for a `Text` that names no
    /// family (and after a family that is not installed). Inter Display
    /// (Debian's fonts-inter) is, of the faces Debian ships, the one whose
    /// widths are closest to Apple's system font (docs/DEFAULT-FACE.md);
    /// without it DejaVu Sans draws, and IPAGothic covers Japanese.
    public static let defaultFamilies = ["Inter Display", "DejaVu Sans", "IPAGothic"]

    /// Names fontconfig resolves to a configured family rather than to a
    /// font of that name: asking for one is never a missing family.
    static let genericFamilies: Set<String> = ["sans-serif", "sans", "serif", "monospace", "mono",
                                               "cursive", "fantasy", "system-ui", "emoji", "math"]

    /// Uses the system's fontconfig configuration (fonts installed by Debian
    /// packages such as fonts-inter, fonts-dejavu-core and
    /// fonts-ipafont-gothic). A family that is not installed is reported
    /// to `warnings` (by default once per run on standard error).
    public init(warnings: FontWarnings = .standardError) {
        configFile = nil
        self.warnings = warnings
    }

    /// Uses only the fontconfig configuration in `fontconfigFile` (read on
    /// first use, like the system's): its `<dir>`s are the only fonts.
    public init(fontconfigFile: String, warnings: FontWarnings = .standardError) {
        configFile = fontconfigFile
        self.warnings = warnings
    }

    public func shape(_ line: String, font: FontRequest) throws -> ShapedLine {
        guard font.size.isFinite, font.size >= 0 else {
            throw FontError("font size must be a finite number >= 0, got \(font.size)")
        }
        guard font.spacing.isFinite else { throw FontError("letter spacing must be a finite number, got \(font.spacing)") }
        return LineShaper(chain: try chain(for: font), size: font.size, italic: font.italic,
                          spacing: font.spacing, ligatures: font.ligatures).shape(line)
    }

    /// The family fontconfig matches for the request (what `shape` uses for
    /// every glyph the font has), e.g. "Inter Display" for nil or an
    /// unknown name ("DejaVu Sans" where fonts-inter is not installed).
    public func matchedFamily(for font: FontRequest) throws -> String {
        try chain(for: font).primary.family
    }

    private func chain(for font: FontRequest) throws(FontError) -> FaceChain {
        let key = ChainKey(family: font.family, weight: font.weight, italic: font.italic)
        if let known = chains[key] { return known }
        if fontconfig == nil {
            let api = try FontStack.api()
            if let configFile { fontconfig = try FontConfig(file: configFile, api: api) } else { fontconfig = try FontConfig(api: api) }
        }
        if faces == nil, let fontconfig { faces = try FaceCache(api: fontconfig.api) }
        guard let config = fontconfig, let cache = faces else { throw FontError("font system not initialised") }
        // A named family comes first; the default face and its fallbacks
        // follow, so a name that is not installed draws with the default.
        // A generic name goes alone: fontconfig binds its configured
        // families weakly, so any family named beside it would win.
        let families = key.family.map { Self.genericFamilies.contains($0.lowercased()) ? [$0] : [$0] + Self.defaultFamilies }
            ?? Self.defaultFamilies
        let name = key.family.map { "family \(MessageText.quoted($0))" } ?? "the default face"
        let ranked = try config.fallbackChain(families: families, weight: key.weight, italic: key.italic, request: name)
        let chain = try FaceChain(ranked, cache: cache, weight: key.weight, request: "\(key.family ?? "default") \(key.weight)\(key.italic ? " italic" : "")")
        chains[key] = chain
        if let family = key.family, !Self.genericFamilies.contains(family.lowercased()), !ranked.hasFamily(family) {
            warnings.reportMissing(family, fallback: chain.primary.family)
        }
        return chain
    }
}
