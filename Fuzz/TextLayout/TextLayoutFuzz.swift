import FuzzInput
import ShapeCore
import ShapeText

/// One provider for the whole run, as a shapelua run has one: fontconfig and
/// FreeType are set up on the first input, and faces stay cached.
nonisolated(unsafe) private let fonts = SystemFontProvider()

/// libFuzzer target: text layout (line breaking, wrapping, truncation,
/// HarfBuzz shaping, glyph outlines) and its SVG, with the system's real
/// fonts (`SystemFontProvider`: DejaVu, IPAGothic for CJK). The first bytes
/// choose the font size, weight, the width offered, the line limit, the
/// alignment and how text is written; the rest is the text (any UTF-8,
/// invalid bytes as U+FFFD). Either an error is thrown or the document is
/// made of finite numbers: the writer refuses non-finite coordinates, so an
/// accepted document that still has "nan" or "inf" in its numbers is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextLayout(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(data, count)
    let size = input.double()
    let weight = FontWeight.allCases[input.choice(FontWeight.allCases.count)]
    let width: Double? = input.choice(4) == 0 ? nil : input.double()
    let lineLimit: Int? = [nil, 0, 1, 2, 3, -1, Int.max][input.choice(7)]
    let alignment = TextAlignment.allCases[input.choice(TextAlignment.allCases.count)]
    let mode = TextRendering.allCases[input.choice(TextRendering.allCases.count)]
    let text = input.rest()
    let view = Text(text).font(FontSpec(size: size, weight: weight)).lineLimit(lineLimit)
        .multilineTextAlignment(alignment)
    let options = SVGOptions(width: width, height: nil, text: mode, fonts: fonts)
    guard let bytes = try? svgBytes(view, options: options) else { return 0 }
    let document = String(decoding: bytes, as: UTF8.self)
    guard document.hasPrefix("<svg"), document.hasSuffix("</svg>\n") else {
        fatalError("text document is not one <svg> element: \(document.prefix(200))")
    }
    // The text itself is written in `.text` mode; numbers are checked in
    // the outline mode, where every attribute is geometry.
    if mode == .outlines, document.contains("nan") || document.contains("inf") {
        fatalError("non-finite number in a text document: \(document.prefix(400))")
    }
    return 0
}
