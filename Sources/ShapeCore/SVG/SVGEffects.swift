/// Masks, opacity, transforms and shadows.
extension SVGRenderer {
    /// The mask's alpha decides visibility (SwiftUI). `mask-type: alpha`
    /// says so, but renderers that only know SVG 1.1 luminance masks would
    /// hide everything drawn in black (the default fill); so the mask's
    /// content is also drawn through a filter that makes it white with its
    /// alpha kept, which gives the same result under both readings.
    /// The mask region is the frame grown by its own size on every side, so
    /// strokes and offsets inside the mask are not cut by the region.
    /// The mask's content is captured from `beginMask` to `endMask` (layout
    /// places it in between), then written as a definition.
    func beginMask(_ f: Rect) {
        let margin = max(f.width, f.height)
        let region = writer.capture {
            writer.attribute("x", f.minX - margin); writer.attribute("y", f.minY - margin)
            writer.attribute("width", f.width + 2 * margin); writer.attribute("height", f.height + 2 * margin)
        }
        let whiten = writer.define(tag: "filter", prefix: UInt8(ascii: "f"), rest: writer.capture {
            writer.raw(" filterUnits=\"userSpaceOnUse\"")
            writer.bytes(region)
            writer.raw(" color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\"")
            writer.raw(" values=\"0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0\"/></filter>")
        })
        let capture = writer.beginCapture()
        writer.raw(" maskUnits=\"userSpaceOnUse\" maskContentUnits=\"userSpaceOnUse\"")
        writer.bytes(region)
        writer.raw(" style=\"mask-type:alpha\"><g")
        writer.urlAttribute("filter", whiten)
        writer.raw(">")
        masks.append(capture)
    }

    /// Defines the mask begun last and opens the group it masks.
    func endMask() {
        let capture = masks.removeLast()
        writer.raw("</g></mask>")
        let rest = writer.endCapture(capture)
        let id = writer.define(tag: "mask", prefix: UInt8(ascii: "m"), rest: rest)
        writer.raw("<g"); writer.urlAttribute("mask", id); writer.raw(">")
    }

    /// Drops the mask begun last and what was captured for it.
    func abandonMask() {
        _ = writer.endCapture(masks.removeLast())
    }

    /// Writes the group an effect opens; false when it needs none (full opacity).
    func openEffect(_ effect: Effect, frame f: Rect) -> Bool {
        switch effect {
        case .opacity(let a):
            if a >= 1 { return false }
            writer.raw("<g"); writer.attribute("opacity", a); writer.raw(">")
        case .offset(let x, let y):
            writer.raw("<g"); writer.translate(Point(x, y)); writer.raw(">")
        case .rotation(let degrees, let anchor):
            let a = anchor.point(in: f)
            writer.raw("<g transform=\"rotate(")
            writer.number(degrees); writer.byte(32); writer.number(a.x); writer.byte(32); writer.number(a.y)
            writer.raw(")\">")
        case .scale(let sx, let sy, let anchor):
            let a = anchor.point(in: f)
            writer.raw("<g transform=\"matrix(")
            let values = (sx, 0.0, 0.0, sy, a.x - sx * a.x, a.y - sy * a.y)
            writer.number(values.0); writer.byte(32); writer.number(values.1); writer.byte(32)
            writer.number(values.2); writer.byte(32); writer.number(values.3); writer.byte(32)
            writer.number(values.4); writer.byte(32); writer.number(values.5)
            writer.raw(")\">")
        case .shadow(let s):
            let id = shadowFilter(s, frame: f)
            writer.raw("<g"); writer.urlAttribute("filter", id); writer.raw(">")
        case .blur, .colorMatrix, .blendMode, .compositingGroup:
            return openFilterEffect(effect, frame: f)
        }
        return true
    }

    /// A drop shadow after SwiftUI: the content's alpha, blurred with
    /// standard deviation radius / 2, offset, tinted, drawn under the content.
    private func shadowFilter(_ s: Shadow, frame f: Rect) -> [UInt8] {
        let sigma = s.radius / 2
        let margin = 3 * sigma + abs(s.x) + abs(s.y) + max(f.width, f.height)
        let rest = writer.capture {
            writer.raw(" filterUnits=\"userSpaceOnUse\" color-interpolation-filters=\"sRGB\"")
            writer.attribute("x", f.minX - margin); writer.attribute("y", f.minY - margin)
            writer.attribute("width", f.width + 2 * margin); writer.attribute("height", f.height + 2 * margin)
            writer.raw("><feGaussianBlur in=\"SourceAlpha\""); writer.attribute("stdDeviation", sigma)
            writer.raw("/><feOffset"); writer.attribute("dx", s.x); writer.attribute("dy", s.y)
            writer.raw(" result=\"offset\"/><feFlood flood-color=\""); writer.hexColor(s.color)
            writer.byte(34); writer.attribute("flood-opacity", s.color.opacity)
            writer.raw("/><feComposite in2=\"offset\" operator=\"in\"/>")
            writer.raw("<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>")
        }
        return writer.define(tag: "filter", prefix: UInt8(ascii: "f"), rest: rest)
    }

    func renderText(_ text: PlacedText, frame: Rect) {
        let paint = writer.paint(text.style, in: frame)
        for line in text.lines where !line.text.isEmpty && !paint.isInvisible {
            let origin = Point(frame.minX + line.baseline.x, frame.minY + line.baseline.y)
            switch textMode {
            case .outlines:
                if line.shaped.outline.isEmpty { continue }
                // Several elements for a very long outline (SVGPathChunks.swift).
                for piece in line.shaped.outline.subpathChunks() {
                    writer.raw("<path")
                    writer.translate(origin)
                    writer.pathData(piece)
                    writer.fillAttributes(paint)
                    writer.raw("/>")
                }
            case .text:
                writer.raw("<text")
                writer.attribute("x", origin.x); writer.attribute("y", origin.y)
                writer.attribute("font-family", text: line.shaped.family)
                writer.attribute("font-size", text.font.size)
                if text.font.weight != .regular { writer.attribute("font-weight", Double(text.font.weight.rawValue)) }
                if text.font.italic { writer.attribute("font-style", text: "italic") }
                if text.font.spacing != 0 { writer.attribute("letter-spacing", text.font.spacing) }
                writer.fillAttributes(paint)
                writer.raw(" xml:space=\"preserve\">")
                writer.escaped(line.text)
                writer.raw("</text>")
            }
        }
        if text.underline != nil || text.strikethrough != nil { renderDecorations(text, frame: frame) }
    }

    /// Underline and strikethrough: a filled bar per line, the line's
    /// advance long, at the primary font's position and thickness (the same
    /// in outline and `<text>` output, so every renderer draws it alike).
    private func renderDecorations(_ text: PlacedText, frame: Rect) {
        let size = text.font.size
        let kinds: [(ShapeStyle?, (ShapedLine) -> TextLineMetric)] = [
            (text.underline, { $0.underline ?? .fallbackUnderline(size: size) }),
            (text.strikethrough, { $0.strikeout ?? .fallbackStrikeout(size: size) }),
        ]
        for (style, metric) in kinds {
            guard let style else { continue }
            let paint = writer.paint(style, in: frame)
            if paint.isInvisible { continue }
            for line in text.lines where !line.text.isEmpty && line.shaped.width > 0 {
                let m = metric(line.shaped)
                var bar = Path()
                bar.addRect(Rect(frame.minX + line.baseline.x, frame.minY + line.baseline.y + m.top,
                                 line.shaped.width, max(m.thickness, 0)))
                writer.raw("<path")
                writer.pathData(bar)
                writer.fillAttributes(paint)
                writer.raw("/>")
            }
        }
    }

    /// SVG 1.1's `xlink:href`, with the namespace declared on the element
    /// itself: Inkscape 1.2 ignores SVG 2's plain `href` on `<image>` (the
    /// image is simply not drawn), and declaring it here keeps documents
    /// without images free of an unused namespace.
    func renderImage(_ image: ImageContent, frame: Rect) {
        writer.raw("<image xmlns:xlink=\"http://www.w3.org/1999/xlink\"")
        writer.attribute("x", frame.minX); writer.attribute("y", frame.minY)
        writer.attribute("width", frame.width); writer.attribute("height", frame.height)
        writer.raw(" preserveAspectRatio=\"none\" xlink:href=\"")
        if let file = image.reference {
            writer.escaped(ImageReference.href(for: file, documentFolder: documentFolder))
            writer.raw("\"/>")
            return
        }
        writer.raw("data:")
        writer.escaped(image.mimeType)
        writer.raw(";base64,")
        var encoded: [UInt8] = []
        Base64.append(image.bytes, to: &encoded)
        writer.bytes(encoded)
        writer.raw("\"/>")
    }
}

