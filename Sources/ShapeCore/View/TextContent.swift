/// What a `Text` draws: its characters and, for concatenated text
/// (`Text("a") + Text("b"):bold()`) or Markdown, the styled runs they are
/// made of.
struct TextContent {
    var string: String
    /// The runs in order, covering `string`; empty means one run in the
    /// style of the environment the Text is placed in.
    var runs: [TextRun] = []

    init(string: String, runs: [TextRun] = []) { self.string = string; self.runs = runs }

    var lines: [Substring] { string.split(separator: "\n", omittingEmptySubsequences: false) }

    /// The text of `markdown` with its markup as runs: bold, italic,
    /// strikethrough, code in the monospaced family, links in SwiftUI's
    /// default accent colour (Color.blue), which a foreground style on the
    /// Text does not change (SwiftUI draws links in the tint colour).
    init(markdown: String) {
        let spans = InlineMarkdown.spans(markdown)
        string = spans.map(\.text).joined()
        guard spans.contains(where: { !$0.styles.isEmpty }) else { return }
        var end = 0
        runs = spans.map { span in
            end += span.text.utf8.count
            var changes: [EnvironmentChange] = []
            if span.styles.contains(.bold) { changes.append(.weight(.bold)) }
            if span.styles.contains(.italic) { changes.append(.textStyle(.italic(true))) }
            if span.styles.contains(.strikethrough) { changes.append(.textStyle(.strikethrough(nil, isActive: true))) }
            if span.styles.contains(.code) { changes.append(.textStyle(.monospaced(true))) }
            if span.styles.contains(.link) { changes.append(.foreground(.color(Color.blue))) }
            return TextRun(end: end, changes: changes)
        }
    }

    /// The runs, with the implicit single run spelled out.
    var explicitRuns: [TextRun] {
        runs.isEmpty ? [TextRun(end: string.utf8.count, changes: [])] : runs
    }
}

/// One styled run of a `TextContent`.
struct TextRun {
    /// Where the run ends, as a UTF-8 offset into the text's string (the
    /// run starts where the previous one ends). Offsets rather than
    /// `String.Index`: they stay valid when strings are joined.
    var end: Int
    /// The Text modifiers on this run, outermost first: applied in order to
    /// the environment the whole Text is placed in, so a run's own modifier
    /// wins over one applied to the joined Text (SwiftUI).
    var changes: [EnvironmentChange]
}

/// SwiftUI's Text concatenation: `Text + Text` is a Text whose runs keep
/// their own styling. Only modifiers that return a Text in SwiftUI may be
/// applied to an operand: the font, its weight, italic, underline,
/// strikethrough, kerning, tracking and the foreground colour or style.
public enum TextConcatenation {
    /// The modifiers a Text keeps being a Text under, for error messages.
    public static let textModifiers = ["font", "fontWeight", "bold", "italic", "monospaced", "underline", "strikethrough",
                                       "kerning", "tracking", "foregroundColor", "foregroundStyle"]

    /// `a + b`; fails naming the operand that is not a Text.
    public static func join(_ a: View, _ b: View) -> Result<View, Operand> {
        guard let left = content(of: a) else { return .failure(.left) }
        guard let right = content(of: b) else { return .failure(.right) }
        let shift = left.string.utf8.count
        var runs = left.explicitRuns
        runs.reserveCapacity(runs.count + max(right.runs.count, 1))
        for run in right.explicitRuns { runs.append(TextRun(end: run.end + shift, changes: run.changes)) }
        return .success(View(.text(TextContent(string: left.string + right.string, runs: runs))))
    }

    public enum Operand: Error, Sendable { case left, right }

    /// Whether `view` is a Text, possibly under Text modifiers.
    public static func isText(_ view: View) -> Bool { content(of: view) != nil }

    /// The view's text with every Text modifier around it folded into its
    /// runs; nil when something else wraps it.
    static func content(of view: View) -> TextContent? {
        switch view.box.node {
        case .text(let t):
            var c = t
            c.runs = t.explicitRuns
            return c
        case .environment(let child, let change):
            guard change.isTextModifier, var c = content(of: child) else { return nil }
            for i in c.runs.indices { c.runs[i].changes.insert(change, at: 0) }
            return c
        default:
            return nil
        }
    }
}

extension EnvironmentChange {
    /// A change a SwiftUI Text modifier makes (it returns a Text).
    var isTextModifier: Bool {
        switch self {
        case .foreground, .font, .weight, .textStyle: return true
        default: return false
        }
    }
}
