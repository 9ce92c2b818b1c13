/// The bytes of an Android VectorDrawable (`<vector>` XML): numbers in the
/// SVG writer's form (shortest at the document's precision, never `-0`,
/// `nan` or an exponent), colours as Android's `#AARRGGBB`, one element
/// per line. It writes only numbers, colours and fixed names, so no text
/// of the user's reaches the XML and nothing needs escaping.
final class VectorDrawableWriter {
    private(set) var out: [UInt8] = []
    let decimals: NumberFormatting.Decimals
    /// Nesting of open elements, for the indentation.
    private var depth = 0
    /// A number written was NaN or infinite (the caller reports it).
    private(set) var sawNonFinite = false

    init(precision: Int) {
        decimals = NumberFormatting.Decimals(precision: precision)
    }

    func raw(_ s: StaticString) {
        s.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    func number(_ v: Double) {
        if !v.isFinite { sawNonFinite = true }
        NumberFormatting.append(v, decimals, to: &out)
    }

    /// ` android:name="value"`.
    func attribute(_ name: StaticString, _ v: Double) {
        raw(" android:"); raw(name); raw("=\""); number(v); out.append(34)
    }

    func attribute(_ name: StaticString, word: StaticString) {
        raw(" android:"); raw(name); raw("=\""); raw(word); out.append(34)
    }

    /// ` android:name="#AARRGGBB"` (alpha rounded to 8 bits, as the RGB).
    func colorAttribute(_ name: StaticString, _ c: Color) {
        raw(" android:"); raw(name); raw("=\""); color(c); out.append(34)
    }

    func color(_ c: Color) {
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        out.append(UInt8(ascii: "#"))
        for v in [c.opacity, c.red, c.green, c.blue] {
            let b = Int((min(max(v.isNaN ? 0 : v, 0), 1) * 255).rounded())
            out.append(hex[b >> 4]); out.append(hex[b & 15])
        }
    }

    /// ` android:pathData="…"` in SVG path syntax (Android's PathParser
    /// reads the same letters, arcs included).
    func pathData(_ path: Path) {
        raw(" android:pathData=\"")
        for p in path.points where !(p.x.isFinite && p.y.isFinite) { sawNonFinite = true }
        path.appendSVGPathData(decimals, to: &out)
        out.append(34)
    }

    /// A new line indented to the current depth, then `<tag`.
    func openTag(_ tag: StaticString) {
        newline()
        out.append(UInt8(ascii: "<")); raw(tag)
    }

    /// Ends a start tag whose children follow.
    func endStartTag() {
        out.append(UInt8(ascii: ">"))
        depth += 1
    }

    /// Ends an element without children.
    func endEmpty() { raw("/>") }

    func closeTag(_ tag: StaticString) {
        depth -= 1
        newline()
        raw("</"); raw(tag); out.append(UInt8(ascii: ">"))
    }

    private func newline() {
        out.append(10)
        for _ in 0..<depth { raw("    ") }
    }

    func finish() { out.append(10) }
}
