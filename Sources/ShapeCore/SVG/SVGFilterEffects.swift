/// The filter effects (`blur`, the colour matrices), `blendMode` and
/// `compositingGroup` (docs/SVG.md, "Effects"). Filters are definitions
/// like gradients: the same effect over the same frame is written once.
extension SVGRenderer {
    /// Opens the group for one of these effects; false when it is a no-op
    /// (radius 0, the identity matrix, the normal blend mode).
    func openFilterEffect(_ effect: Effect, frame f: Rect) -> Bool {
        switch effect {
        case .blur(let radius):
            if radius <= 0 { return false }
            let sigma = radius / 2
            let id = filter(frame: f, margin: 3 * sigma) {
                writer.raw("<feGaussianBlur"); writer.attribute("stdDeviation", sigma); writer.raw("/>")
            }
            writer.raw("<g"); writer.urlAttribute("filter", id); writer.raw(">")
        case .colorMatrix(let m):
            if m == ColorMatrix.identity { return false }
            let id = filter(frame: f, margin: 0) {
                writer.raw("<feColorMatrix type=\"matrix\" values=\"")
                // Coefficients, not coordinates: at least 3 decimals even
                // in a document written at a lower precision.
                for (i, v) in m.values.enumerated() {
                    if i > 0 { writer.byte(32) }
                    writer.number(v, precision: max(writer.precision, 3))
                }
                writer.raw("\"/>")
            }
            writer.raw("<g"); writer.urlAttribute("filter", id); writer.raw(">")
        case .blendMode(let mode):
            if mode == .normal { return false }
            writer.raw("<g style=\"mix-blend-mode:"); writer.raw(mode.cssName); writer.raw("\">")
        case .compositingGroup:
            writer.raw("<g style=\"isolation:isolate\">")
        default:
            return false
        }
        return true
    }

    /// A `<filter>` in user space over the frame grown by its own size
    /// (content may overflow its frame: strokes, offsets, shadows inside)
    /// plus `margin`; its primitives work on sRGB values, as SwiftUI's
    /// effects and the matrices in ColorMatrix are defined.
    private func filter(frame f: Rect, margin extra: Double, _ primitives: () -> Void) -> [UInt8] {
        let margin = max(f.width, f.height) + extra
        let rest = writer.capture {
            writer.raw(" filterUnits=\"userSpaceOnUse\" color-interpolation-filters=\"sRGB\"")
            writer.attribute("x", f.minX - margin); writer.attribute("y", f.minY - margin)
            writer.attribute("width", f.width + 2 * margin); writer.attribute("height", f.height + 2 * margin)
            writer.raw(">")
            primitives()
            writer.raw("</filter>")
        }
        return writer.define(tag: "filter", prefix: UInt8(ascii: "f"), rest: rest)
    }
}
