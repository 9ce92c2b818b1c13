/// Text: lines split on "\n" (no other wrapping), at most `lineLimit` of
/// them; each line shaped by the font provider. The text's size is its
/// widest line by the sum of line heights (ascent + descent) plus the
/// font's line gap between lines. It ignores the proposal.
extension LayoutEngine {
    struct TextMetrics {
        var size: Size
        var lines: [(text: Substring, shaped: ShapedLine)]
        var font: FontRequest
    }

    func fontRequest(_ env: Environment) -> FontRequest {
        FontRequest(family: env.font.family, size: env.font.size,
                    weight: env.weight ?? env.font.weight ?? .regular)
    }

    func textMetrics(_ t: TextContent, _ env: Environment) throws -> TextMetrics {
        let font = fontRequest(env)
        var lines = t.lines
        if let limit = env.lineLimit, lines.count > limit { lines = Array(lines.prefix(max(limit, 0))) }
        var result: [(text: Substring, shaped: ShapedLine)] = []
        var width = 0.0, height = 0.0
        for (i, line) in lines.enumerated() {
            let s = try shaped(line, font)
            result.append((line, s))
            width = max(width, s.width)
            height += s.ascent + s.descent + (i > 0 ? s.lineGap : 0)
        }
        return TextMetrics(size: Size(width, height), lines: result, font: font)
    }

    func placeText(_ t: TextContent, in rect: Rect, _ env: Environment) throws -> PlacedView {
        let m = try textMetrics(t, env)
        let fraction: Double
        switch env.textAlignment {
        case .leading: fraction = 0
        case .center: fraction = 0.5
        case .trailing: fraction = 1
        }
        var y = 0.0
        var lines: [(text: Substring, shaped: ShapedLine, baseline: Point)] = []
        for (i, line) in m.lines.enumerated() {
            if i > 0 { y += line.shaped.lineGap }
            let x = (m.size.width - line.shaped.width) * fraction
            lines.append((line.text, line.shaped, Point(x, y + line.shaped.ascent)))
            y += line.shaped.ascent + line.shaped.descent
        }
        let text = PlacedText(lines: lines, style: env.foregroundOrBlack, font: m.font)
        return PlacedView("Text", rect, .text(text))
    }
}
