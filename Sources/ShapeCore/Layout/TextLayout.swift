/// Text: lines split on "\n"; a line wider than a finite proposed width is
/// wrapped greedily at spaces (a single word wider than the proposal stays
/// whole and overflows); then at most `lineLimit` lines are kept. Each line
/// is shaped by the font provider. The text's size is its widest line by
/// the sum of line heights (ascent + descent) plus the font's line gap
/// between lines.
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

    func textMetrics(_ t: TextContent, _ env: Environment, width: Double?) throws -> TextMetrics {
        let font = fontRequest(env)
        var lines: [Substring] = []
        for hard in t.lines {
            if let width, width.isFinite { lines += try wrap(hard, font, width) } else { lines.append(hard) }
        }
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

    /// Greedy line breaking at spaces: each line takes as many words as fit.
    /// Re-wrapping at the widest resulting line gives the same lines, so
    /// placing text in the size it chose does not change it.
    private func wrap(_ line: Substring, _ font: FontRequest, _ width: Double) throws -> [Substring] {
        let slack = 1e-9
        if try shaped(line, font).width <= width + slack { return [line] }
        var result: [Substring] = []
        var current: Substring?
        for word in line.split(separator: " ") {
            guard let c = current else { current = word; continue }
            let candidate = line[c.startIndex..<word.endIndex]
            if try shaped(candidate, font).width <= width + slack {
                current = candidate
            } else {
                result.append(c)
                current = word
            }
        }
        if let current { result.append(current) }
        return result.isEmpty ? [line] : result
    }

    func placeText(_ t: TextContent, in rect: Rect, _ env: Environment) throws -> PlacedView {
        let m = try textMetrics(t, env, width: rect.width)
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
