/// Text: lines split on "\n"; a line wider than a finite proposed width is
/// wrapped greedily at the break opportunities of `LineBreaking` (spaces,
/// and between CJK characters); then at most `lineLimit` lines are kept.
/// When lines are dropped, the last kept line ends in "…"; a line still
/// wider than a finite proposal (one unbreakable piece) is cut to fit and
/// ends in "…" too (SwiftUI's tail truncation). Each line is shaped by the
/// font provider. The text's size is its widest line by the sum of line
/// heights (ascent + descent) plus the font's line gap between lines.
extension LayoutEngine {
    struct TextMetrics {
        var size: Size
        var lines: [(text: Substring, shaped: ShapedLine)]
        var font: FontRequest
    }

    func fontRequest(_ env: Environment) -> FontRequest {
        let style = env.textStyle
        // tracking wins over kerning and turns ligatures off (SwiftUI, Core Text).
        return FontRequest(family: env.font.family, size: env.font.size,
                           weight: env.weight ?? env.font.weight ?? .regular, italic: style.italic,
                           spacing: style.tracking ?? style.kerning ?? 0, ligatures: (style.tracking ?? 0) == 0)
    }

    func textMetrics(_ t: TextContent, _ env: Environment, width: Double?) throws -> TextMetrics {
        let font = fontRequest(env)
        var lines: [Substring] = []
        for hard in t.lines {
            if let width, width.isFinite { lines += try wrap(hard, font, width) } else { lines.append(hard) }
        }
        var linesDropped = false
        if let limit = env.lineLimit, lines.count > limit {
            lines = Array(lines.prefix(max(limit, 0)))
            linesDropped = true
        }
        let finiteWidth = width.flatMap { $0.isFinite ? $0 : nil }
        for i in lines.indices {
            let isLastAfterDrop = linesDropped && i == lines.count - 1
            let overflows = try finiteWidth.map { try shaped(lines[i], font).width > $0 + Self.textSlack } ?? false
            if isLastAfterDrop || overflows { lines[i] = try truncated(lines[i], font, finiteWidth) }
        }
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

    static let textSlack = 1e-9

    /// Greedy line breaking: each line takes as many pieces (see
    /// `LineBreaking`) as fit. Re-wrapping at the widest resulting line
    /// gives the same lines, so placing text in the size it chose does not
    /// change it.
    private func wrap(_ line: Substring, _ font: FontRequest, _ width: Double) throws -> [Substring] {
        if try shaped(line, font).width <= width + Self.textSlack { return [line] }
        var result: [Substring] = []
        var current: Substring?
        for piece in LineBreaking.pieces(line) {
            guard let c = current else { current = piece; continue }
            let candidate = line[c.startIndex..<piece.endIndex]
            if try shaped(candidate, font).width <= width + Self.textSlack {
                current = candidate
            } else {
                result.append(c)
                current = piece
            }
        }
        if let current { result.append(current) }
        return result.isEmpty ? [line] : result
    }

    /// Tail truncation: the longest start of `line` (trailing spaces
    /// dropped) that, followed by "…", fits `width`; with no width, only
    /// appends "…". When not even "…" fits, "…" alone is the line.
    ///
    /// A binary search over the number of characters kept: a shaped width
    /// grows with the text, so the predicate "fits" holds up to some length
    /// and not after. Dropping one character at a time shaped (and the
    /// shaping cache kept) every start of the line: quadratic time and
    /// memory — 20,000 characters took tens of GB (docs/RELIABILITY.md,
    /// finding 7). Now O(log n) shapings per line.
    private func truncated(_ line: Substring, _ font: FontRequest, _ width: Double?) throws -> Substring {
        func candidate(_ count: Int) -> Substring {
            var kept = line.prefix(count)
            while kept.last == " " { kept = kept.dropLast() }
            return kept.isEmpty ? "…" : Substring(String(kept) + "…")
        }
        guard let width else { return candidate(line.count) }
        func fits(_ count: Int) throws -> Bool {
            return try shaped(candidate(count), font).width <= width + Self.textSlack
        }
        let total = line.count
        if try fits(total) { return candidate(total) }
        var low = 0, high = total // fits(low) is taken as true ("…" alone), fits(high) is false
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if try fits(middle) { low = middle } else { high = middle }
        }
        return candidate(low)
    }

    func placeText(_ t: TextContent, in rect: Rect, _ env: Environment) throws {
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
        let style = env.foregroundOrBlack
        var text = PlacedText(lines: lines, style: style, font: m.font)
        text.underline = env.textStyle.underline.map { $0 ?? style }
        text.strikethrough = env.textStyle.strikethrough.map { $0 ?? style }
        try sink.leaf("Text", rect, .text(text))
    }
}
