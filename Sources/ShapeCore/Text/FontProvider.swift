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
    /// An italic face when fontconfig has one, else the upright face slanted.
    public var italic: Bool
    /// Extra advance after each character, in px (`kerning` / `tracking`).
    public var spacing: Double
    /// False turns off the fonts' optional ligatures (`tracking`, as Core Text does).
    public var ligatures: Bool
    public init(family: String? = nil, size: Double, weight: FontWeight = .regular,
                italic: Bool = false, spacing: Double = 0, ligatures: Bool = true) {
        self.family = family; self.size = size; self.weight = weight
        self.italic = italic; self.spacing = spacing; self.ligatures = ligatures
    }
}

/// Where a text decoration (underline, strikethrough) goes: the top of its
/// stroke relative to the baseline (y down, px) and its thickness (px).
public struct TextLineMetric: Hashable, Sendable {
    public var top: Double
    public var thickness: Double
    public init(top: Double, thickness: Double) { self.top = top; self.thickness = thickness }
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
    /// The primary font's underline and strikeout strokes at this size
    /// (nil: the font has none; decorations then use `TextLineMetric`'s
    /// fallbacks in TextStyles.swift).
    public var underline: TextLineMetric?
    public var strikeout: TextLineMetric?
    public init(width: Double, ascent: Double, descent: Double, lineGap: Double, outline: Path,
                family: String, families: [String]? = nil,
                underline: TextLineMetric? = nil, strikeout: TextLineMetric? = nil) {
        self.width = width; self.ascent = ascent; self.descent = descent
        self.lineGap = lineGap; self.outline = outline; self.family = family
        self.families = families ?? [family]
        self.underline = underline; self.strikeout = strikeout
    }
}

public protocol FontProvider: AnyObject {
    /// Shapes one line (no "\n" in it). Throws (a `FontError`) when no font
    /// can be loaded; an empty line still returns the font's metrics.
    func shape(_ line: String, font: FontRequest) throws -> ShapedLine
}
