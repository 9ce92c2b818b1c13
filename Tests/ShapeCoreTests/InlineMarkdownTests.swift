@testable import ShapeCore
import Testing

/// SwiftUI's inline Markdown in a Text (InlineMarkdown.swift): the spans
/// for inputs whose answers the CommonMark specification (0.31) gives.
@Suite struct InlineMarkdownTests {
    typealias S = InlineMarkdown.Styles

    static let cases: [(String, [(String, S)])] = [
        ("plain text", [("plain text", [])]),
        ("", [("", [])]),
        ("*foo bar*", [("foo bar", .italic)]),
        ("a * foo bar*", [("a * foo bar*", [])]),            // "* " is not left-flanking
        ("foo*bar*", [("foo", []), ("bar", .italic)]),
        ("5*6*78", [("5", []), ("6", .italic), ("78", [])]),
        ("_foo bar_", [("foo bar", .italic)]),
        ("foo_bar_", [("foo_bar_", [])]),                    // no "_" emphasis inside a word
        ("snake_case_name", [("snake_case_name", [])]),
        ("**foo bar**", [("foo bar", .bold)]),
        ("__foo__bar", [("__foo__bar", [])]),
        ("***strong emph***", [("strong emph", [.bold, .italic])]),
        ("*foo**bar**baz*", [("foo", .italic), ("bar", [.italic, .bold]), ("baz", .italic)]),
        ("*foo**bar*", [("foo**bar", .italic)]),             // the rule of 3
        ("**foo*", [("*", []), ("foo", .italic)]),
        ("*foo**", [("foo", .italic), ("*", [])]),
        ("`code`", [("code", .code)]),
        ("`` foo ` bar ``", [("foo ` bar", .code)]),
        ("` `` `", [("``", .code)]),
        ("`foo", [("`foo", [])]),
        ("*a `*` b*", [("a ", .italic), ("*", [.italic, .code]), (" b", .italic)]),
        ("\\*not\\*", [("*not*", [])]),
        ("\\a", [("\\a", [])]),                              // only punctuation escapes
        ("[link](/uri)", [("link", .link)]),
        ("[a *b*](u) c", [("a ", .link), ("b", [.link, .italic]), (" c", [])]),
        ("[not a link]", [("[not a link]", [])]),
        ("[a](b", [("[a](b", [])]),
        ("*[a*](u)", [("*", []), ("a*", .link)]),            // emphasis does not cross a link
        ("<https://x.org> a < b", [("https://x.org", .link), (" a < b", [])]),
        ("~~del~~ ~one~", [("del", .strikethrough), (" ~one~", [])]),
        ("**a\nb**", [("a\nb", .bold)]),
    ]

    @Test(arguments: cases.indices) func spans(_ i: Int) {
        let (input, expected) = Self.cases[i]
        let got = InlineMarkdown.spans(input)
        #expect(got == expected.map { InlineMarkdown.Span(text: $0.0, styles: $0.1) }, "\(input)")
    }

    @Test func manyUnmatchedOrNestedDelimitersKeepTheirText() {
        // Unmatched openers and closers stay text; deeply nested pairs all
        // match (the openers bottom and the range sweep keep it linear).
        let n = 20_000
        let openers = String(repeating: "*a ", count: n), closers = String(repeating: "a* ", count: n)
        #expect(InlineMarkdown.spans(openers).map(\.text).joined() == openers)
        #expect(InlineMarkdown.spans(closers + openers).map(\.text).joined() == closers + openers)
        let nested = String(repeating: "*", count: n) + "x" + String(repeating: "*", count: n)
        #expect(InlineMarkdown.spans(nested).map(\.text).joined() == "x")
    }

    func placed(_ v: some ViewConvertible) throws -> [(text: String, style: ShapeStyle, font: FontRequest)] {
        let r = try layout(v, options: SVGOptions(fonts: FakeFont()))
        var out: [(text: String, style: ShapeStyle, font: FontRequest)] = []
        for node in r.root.allNodes {
            guard case .text(let t) = node.content else { continue }
            for line in t.lines { out.append((String(line.text), t.style, t.font)) }
        }
        return out
    }

    @Test func stylesBecomeTextModifiersOnRuns() throws {
        let runs = try placed(Text(markdown: "a **b** *c* `d` ~~e~~ [f](u)").font(FontSpec(size: 10)))
        #expect(runs.map(\.text) == ["a ", "b", " ", "c", " ", "d", " ", "e", " ", "f"])
        #expect(runs[1].font.weight == .bold && runs[3].font.italic)
        #expect(runs[5].font.family == "monospace" && runs[5].font.size == 10)
        #expect(runs[0].font.family == nil && runs[0].font.weight == .regular && !runs[0].font.italic)
        #expect(try placed(Text(verbatim: "a **b**")).map(\.text) == ["a **b**"])
        #expect(Text(markdown: "a **b**").string == "a b")
    }

    @Test func linksKeepTheAccentColourUnderAForegroundColour() throws {
        // Fake glyphs: 8-wide boxes every 10 at size 20, rows 2…16.
        let text = Text(markdown: "ab[cd](u)").foregroundColor(Color.red).font(FontSpec(size: 20))
        let (_, image) = try SVGTestSupport.render(text)
        for (x, color) in [(4.0, Color.red), (14, .red), (24, .blue), (34, .blue)] {
            #expect(image.pixel(x, 10).isClose(to: RGBAImage.Pixel(color)), "x \(x): \(image.pixel(x, 10))")
        }
    }
}
