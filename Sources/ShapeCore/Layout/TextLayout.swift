/// Text: lines split on "\n"; a line wider than a finite proposed width is
/// wrapped greedily at the break opportunities of `LineBreaking` (spaces,
/// and between CJK characters); then at most `lineLimit` lines are kept.
/// When lines are dropped, the last kept line ends in "…"; a line still
/// wider than a finite proposal (one unbreakable piece) is cut to fit and
/// ends in "…" too (SwiftUI's tail truncation). The text's size is its
/// widest line by the sum of line heights (ascent + descent) plus, between
/// lines, the font's line gap and the environment's `lineSpacing`.
///
/// A line is drawn in segments, one per styled run it crosses (a joined
/// Text, `Text("a") + Text("b"):bold()`): each segment is shaped by the
/// font provider in its run's font, the segments follow each other on one
/// baseline, and the line is as wide as their advances together and as
/// tall as the tallest. A Text of one run has one segment per line.
extension LayoutEngine {
    /// One run of a Text with the environment it is drawn in.
    struct ResolvedRun {
        /// Where the run ends in the Text's string.
        var end: String.Index
        var env: Environment
        var font: FontRequest
    }

    /// The part of one line drawn in one run's style.
    struct LineSegment {
        var text: Substring
        var shaped: ShapedLine
        var run: Int
        /// Where the segment starts on its line.
        var x: Double
    }

    struct MeasuredLine {
        var segments: [LineSegment]
        var width = 0.0
        var ascent = 0.0
        var descent = 0.0
        var lineGap = 0.0
    }

    /// A line as chosen by wrapping and truncation: a piece of the Text's
    /// string, followed by "…" when it was cut.
    private struct LineChoice {
        var text: Substring
        var ellipsis = false
    }

    struct TextMetrics {
        var size: Size
        var lines: [MeasuredLine]
        var runs: [ResolvedRun]
    }

    func fontRequest(_ env: Environment) -> FontRequest {
        let style = env.textStyle
        // tracking wins over kerning and turns ligatures off (SwiftUI, Core Text).
        return FontRequest(family: style.monospaced ? "monospace" : env.font.family, size: env.font.size,
                           weight: env.weight ?? env.font.weight ?? .regular, italic: style.italic,
                           spacing: style.tracking ?? style.kerning ?? 0, ligatures: (style.tracking ?? 0) == 0)
    }

    /// Each run's modifiers applied, in order, to the Text's environment.
    func resolvedRuns(_ t: TextContent, _ env: Environment) -> [ResolvedRun] {
        if t.runs.isEmpty { return [ResolvedRun(end: t.string.endIndex, env: env, font: fontRequest(env))] }
        let utf8 = t.string.utf8
        return t.runs.map { run in
            var e = env
            for change in run.changes { e = e.applying(change, frame: .zero) }
            return ResolvedRun(end: utf8.index(utf8.startIndex, offsetBy: run.end), env: e, font: fontRequest(e))
        }
    }

    func textMetrics(_ t: TextContent, _ env: Environment, width: Double?) throws -> TextMetrics {
        let runs = resolvedRuns(t, env)
        var lines: [LineChoice] = []
        for hard in t.lines {
            if let width, width.isFinite {
                lines += try wrap(hard, runs, width).map { LineChoice(text: $0) }
            } else {
                lines.append(LineChoice(text: hard))
            }
        }
        var linesDropped = false
        if let limit = env.lineLimit, lines.count > limit {
            lines = Array(lines.prefix(max(limit, 0)))
            linesDropped = true
        }
        let finiteWidth = width.flatMap { $0.isFinite ? $0 : nil }
        for i in lines.indices {
            let isLastAfterDrop = linesDropped && i == lines.count - 1
            let overflows = try finiteWidth.map { try measure(lines[i], runs).width > $0 + Self.textSlack } ?? false
            if isLastAfterDrop || overflows { lines[i] = try truncated(lines[i].text, runs, finiteWidth) }
        }
        var result: [MeasuredLine] = []
        var width = 0.0, height = 0.0
        for (i, line) in lines.enumerated() {
            let m = try measure(line, runs)
            result.append(m)
            width = max(width, m.width)
            height += m.ascent + m.descent + (i > 0 ? m.lineGap + env.lineSpacing : 0)
        }
        return TextMetrics(size: Size(width, height), lines: result, runs: runs)
    }

    static let textSlack = 1e-9

    /// Shapes a line segment by segment. A line with no characters still
    /// has the metrics of the run it is in.
    private func measure(_ line: LineChoice, _ runs: [ResolvedRun]) throws -> MeasuredLine {
        let string = line.text.base
        var r = firstRun(endingAfter: line.text.startIndex, runs)
        var pieces: [(text: Substring, run: Int)] = []
        var start = line.text.startIndex
        while start < line.text.endIndex {
            let end = min(runs[r].end, line.text.endIndex)
            if start < end { pieces.append((Substring(string.unicodeScalars[start..<end]), r)) }
            start = max(start, end)
            if r == runs.count - 1 { break }
            r += 1
        }
        if pieces.isEmpty { pieces.append((line.text, firstRun(endingAfter: line.text.startIndex, runs))) }
        if line.ellipsis { pieces[pieces.count - 1].text = Substring(String(pieces[pieces.count - 1].text) + "…") }
        var m = MeasuredLine(segments: [])
        m.segments.reserveCapacity(pieces.count)
        for piece in pieces {
            let s = try shaped(piece.text, runs[piece.run].font)
            m.segments.append(LineSegment(text: piece.text, shaped: s, run: piece.run, x: m.width))
            m.width += s.width
            m.ascent = max(m.ascent, s.ascent)
            m.descent = max(m.descent, s.descent)
            m.lineGap = max(m.lineGap, s.lineGap)
        }
        return m
    }

    /// The first run that ends after `index` (the last run at the end).
    private func firstRun(endingAfter index: String.Index, _ runs: [ResolvedRun]) -> Int {
        var low = 0, high = runs.count - 1
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].end > index { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Greedy line breaking: each line takes as many pieces (see
    /// `LineBreaking`) as fit. Re-wrapping at the widest resulting line
    /// gives the same lines, so placing text in the size it chose does not
    /// change it.
    private func wrap(_ line: Substring, _ runs: [ResolvedRun], _ width: Double) throws -> [Substring] {
        func fits(_ text: Substring) throws -> Bool {
            try measure(LineChoice(text: text), runs).width <= width + Self.textSlack
        }
        if try fits(line) { return [line] }
        var result: [Substring] = []
        var current: Substring?
        for piece in LineBreaking.pieces(line) {
            guard let c = current else { current = piece; continue }
            let candidate = line[c.startIndex..<piece.endIndex]
            if try fits(candidate) {
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
    private func truncated(_ line: Substring, _ runs: [ResolvedRun], _ width: Double?) throws -> LineChoice {
        func candidate(_ count: Int) -> LineChoice {
            var kept = line.prefix(count)
            while kept.last == " " { kept = kept.dropLast() }
            return LineChoice(text: kept, ellipsis: true)
        }
        guard let width else { return candidate(line.count) }
        func fits(_ count: Int) throws -> Bool {
            return try measure(candidate(count), runs).width <= width + Self.textSlack
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
        // Every segment with its baseline's origin in the text's frame.
        var y = 0.0
        var placed: [(segment: LineSegment, baseline: Point)] = []
        for (i, line) in m.lines.enumerated() {
            if i > 0 { y += line.lineGap + env.lineSpacing }
            let x = (m.size.width - line.width) * fraction
            for segment in line.segments {
                placed.append((segment, Point(x + segment.x, y + line.ascent)))
            }
            y += line.ascent + line.descent
        }
        if m.runs.count == 1 {
            try sink.leaf("Text", rect, .text(placedText(placed, m.runs[0])))
            return
        }
        try sink.open("Text", rect, .none)
        for piece in placed {
            try sink.leaf("Text run", rect, .text(placedText([piece], m.runs[piece.segment.run])))
        }
        try sink.close()
    }

    private func placedText(_ segments: [(segment: LineSegment, baseline: Point)], _ run: ResolvedRun) -> PlacedText {
        let style = run.env.foregroundOrBlack
        var text = PlacedText(lines: segments.map { ($0.segment.text, $0.segment.shaped, $0.baseline) },
                              style: style, font: run.font)
        text.underline = run.env.textStyle.underline.map { $0 ?? style }
        text.strikethrough = run.env.textStyle.strikethrough.map { $0 ?? style }
        return text
    }
}
