import LuaBridge
import ShapeCore

/// docs/API.md text styles, inherited by the text below (SwiftUI's labels:
/// `underline(_ isActive:, color:)`, `kerning(_ kerning:)`, ...).
enum TextStyleBindings {
    static let isActive = Param("isActive", .boolean, default: "true")

    static func decoration(_ name: String, _ doc: String,
                           _ apply: @escaping (View, Bool, ShapeStyle?) -> View) -> FunctionSpec {
        ViewModifiers.modifier(name, [isActive, Param("color", .style, default: "the text's paint")], doc: doc) { v, a in
            apply(v, try a.value("isActive", .boolean) ?? true, try a.value("color", .style))
        }
    }

    static let all: [FunctionSpec] = [
        ViewModifiers.modifier("bold", [isActive], doc: "`fontWeight(\"bold\")` for the text below; `bold(false)` changes nothing.") { v, a in
            v.bold(try a.value("isActive", .boolean) ?? true)
        },
        ViewModifiers.modifier("italic", [isActive],
                               doc: "Italic text below: the family's italic face when fontconfig has one, else the upright face slanted by about 12°; `italic(false)` turns it off.") { v, a in
            v.italic(try a.value("isActive", .boolean) ?? true)
        },
        ViewModifiers.modifier("monospaced", [isActive],
                               doc: "The text below in the monospaced family (fontconfig's \"monospace\": DejaVu Sans Mono here) at its size and weight; `monospaced(false)` turns it off.") { v, a in
            v.monospaced(try a.value("isActive", .boolean) ?? true)
        },
        decoration("underline", "A line under the text at the font's underline position and thickness; `underline(false)` removes one set above.") { v, on, style in
            v.underline(on, color: style)
        },
        decoration("strikethrough", "A line through the text at the font's strikeout position and thickness.") { v, on, style in
            v.strikethrough(on, color: style)
        },
        ViewModifiers.modifier("kerning", [Param("kerning", .number)],
                               doc: "`kerning` px more space after each character (negative: tighter); ligatures stay.") { v, a in
            v.kerning(try a.need("kerning", .number))
        },
        ViewModifiers.modifier("lineSpacing", [Param("lineSpacing", .length)],
                               doc: "`lineSpacing` points more between the lines of the text below (after the font's own line gap; none above the first line or below the last).") { v, a in
            v.lineSpacing(try a.need("lineSpacing", .length))
        },
        ViewModifiers.modifier("tracking", [Param("tracking", .number)],
                               doc: "`tracking` px more space after each character, with ligatures off; wins over `kerning`.") { v, a in
            v.tracking(try a.need("tracking", .number))
        },
    ]
}
