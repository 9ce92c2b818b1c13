/// docs/API.md text styles: `bold`, `italic`, `underline`, `strikethrough`,
/// `kerning`, `tracking` — inherited by the text below, as SwiftUI's
/// environment carries them (docs/TEXT-AND-IMAGES.md).

/// The text options beyond font and weight.
struct TextStyle {
    var italic = false
    /// The fontconfig family "monospace" instead of the font's (`monospaced`, Markdown code).
    var monospaced = false
    /// nil: no line; `.some(nil)`: a line in the text's own paint.
    var underline: ShapeStyle??
    var strikethrough: ShapeStyle??
    var kerning: Double?
    var tracking: Double?

    mutating func apply(_ change: TextStyleChange) {
        switch change {
        case .italic(let on): italic = on
        case .monospaced(let on): monospaced = on
        case .underline(let style, let on): underline = on ? .some(style) : nil
        case .strikethrough(let style, let on): strikethrough = on ? .some(style) : nil
        case .kerning(let k): kerning = k
        case .tracking(let t): tracking = t
        }
    }
}

/// The style before the flag: a Bool first would pad the style to offset
/// 8 and make every `EnvironmentChange`, and so every `View.Node`, larger.
enum TextStyleChange {
    case italic(Bool)
    case monospaced(Bool)
    case underline(ShapeStyle?, isActive: Bool)
    case strikethrough(ShapeStyle?, isActive: Bool)
    case kerning(Double)
    case tracking(Double)
}

extension ViewConvertible {
    /// `bold()`: `fontWeight(.bold)`; `bold(false)` changes nothing.
    public func bold(_ isActive: Bool = true) -> View { isActive ? fontWeight(.bold) : view }
    /// `italic()`: the family's italic face when fontconfig has one, else
    /// the upright face slanted; `italic(false)` turns it off below.
    public func italic(_ isActive: Bool = true) -> View { textStyle(.italic(isActive)) }
    /// `monospaced()`: the text below in fontconfig's "monospace" family
    /// (DejaVu Sans Mono here), at the same size and weight; `monospaced(false)` turns it off below.
    public func monospaced(_ isActive: Bool = true) -> View { textStyle(.monospaced(isActive)) }
    /// `underline(isActive, color)`: a line at the font's underline
    /// position and thickness, in `color` (default: the text's paint).
    public func underline(_ isActive: Bool = true, color: (any ShapeStyleConvertible)? = nil) -> View {
        textStyle(.underline(color?.shapeStyle, isActive: isActive))
    }
    /// `strikethrough(isActive, color)`: at the font's strikeout position.
    public func strikethrough(_ isActive: Bool = true, color: (any ShapeStyleConvertible)? = nil) -> View {
        textStyle(.strikethrough(color?.shapeStyle, isActive: isActive))
    }
    /// `kerning(k)`: k px more after each character (negative: tighter);
    /// ligatures stay.
    public func kerning(_ k: Double) -> View { textStyle(.kerning(k)) }
    /// `tracking(t)`: t px more after each character, ligatures off; it
    /// takes precedence over `kerning` (SwiftUI).
    public func tracking(_ t: Double) -> View { textStyle(.tracking(t)) }

    private func textStyle(_ change: TextStyleChange) -> View { View(.environment(view, .textStyle(change))) }
}

extension TextLineMetric {
    /// For a font without the metrics (and the tests' fake font): an
    /// underline 0.075 em below the baseline and a strikeout 0.3 em above
    /// it, 0.05 em thick (close to DejaVu Sans and Liberation Sans).
    static func fallbackUnderline(size: Double) -> TextLineMetric { TextLineMetric(top: 0.075 * size, thickness: 0.05 * size) }
    static func fallbackStrikeout(size: Double) -> TextLineMetric { TextLineMetric(top: -0.3 * size, thickness: 0.05 * size) }
}
