/// How ShapeCore reaches fonts without knowing FreeType: the text target
/// (Sources/ShapeText) implements this protocol; tests can supply a fake.

/// SwiftUI's font weights, with their CSS/OpenType numeric weights.
public enum FontWeight: Int, Sendable, CaseIterable {
    case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
    case semibold = 600, bold = 700, heavy = 800, black = 900
}

/// What a `Text` asks for.
public struct FontRequest: Hashable, Sendable {
    /// A family name, or nil for the system default (fontconfig's "sans-serif").
    public var family: String?
    public var size: Double
    public var weight: FontWeight
    public init(family: String? = nil, size: Double, weight: FontWeight = .regular) {
        self.family = family; self.size = size; self.weight = weight
    }
}

/// One line of shaped text, laid out from x = 0 on a baseline at y = 0
/// (y down, so glyphs above the baseline have negative y).
public struct ShapedLine: Sendable {
    /// The advance width of the line.
    public var width: Double
    /// Distance from the baseline up to the top of the line box (positive).
    public var ascent: Double
    /// Distance from the baseline down to the bottom of the line box (positive).
    public var descent: Double
    /// Extra space between lines recommended by the font.
    public var lineGap: Double
    /// The glyph outlines, ready to fill.
    public var outline: Path
    /// The family actually used for the first glyph (written into the SVG
    /// so renderers pick the same face when text is written as `<text>`).
    public var family: String
    /// Every family the line's glyphs came from: the requested font's match
    /// first, then fallbacks in order of first use (a `<text>` element's
    /// `font-family` list, so renderers fall back the same way).
    public var families: [String]
    public init(width: Double, ascent: Double, descent: Double, lineGap: Double, outline: Path,
                family: String, families: [String]? = nil) {
        self.width = width; self.ascent = ascent; self.descent = descent
        self.lineGap = lineGap; self.outline = outline; self.family = family
        self.families = families ?? [family]
    }
}

public protocol FontProvider: AnyObject {
    /// Shapes one line (no "\n" in it). Throws (a `FontError`) when no font
    /// can be loaded; an empty line still returns the font's metrics.
    func shape(_ line: String, font: FontRequest) throws -> ShapedLine
}
