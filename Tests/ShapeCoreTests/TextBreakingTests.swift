import Testing
@testable import ShapeCore

/// Line breaking between CJK characters and tail truncation with "…"
/// (docs/LAYOUT.md, Text). FakeFont at size 10: every character is 5 wide,
/// a line is 10 high, the line gap is 1.
@Suite struct TextBreakingTests {
    /// The Text's frame and its lines as placed (placement re-measures the
    /// text in the size it chose, so these also show the result is stable).
    func placedLines(_ s: String, width: Double, limit: Int? = nil) throws -> (Rect, [String]) {
        let t = Text(s).font(FontSpec(size: 10)).lineLimit(limit)
        let v = t.frame(width: width, alignment: .topLeading)
        let root = try layout(v, options: SVGOptions(fonts: FakeFont())).root
        guard let node = root.allNodes.first(where: { $0.name == "Text" }), case .text(let text) = node.content else {
            Issue.record("no text"); return (Rect(0, 0, 0, 0), [])
        }
        return (node.frame, text.lines.map { String($0.text) })
    }

    @Test func japaneseBreaksBetweenAnyTwoCharacters() throws {
        // Seed 000's label, 14 characters (70 wide), offered 30: six per line.
        let (frame, lines) = try placedLines("指定箇所にまとめて角丸を適用", width: 30)
        #expect(lines == ["指定箇所にま", "とめて角丸を", "適用"])
        #expect(frame == Rect(0, 0, 30, 32))
    }

    @Test func closingPunctuationAndOpeningBracketsStayAttached() throws {
        #expect(try placedLines("あいう、えお", width: 15).1 == ["あい", "う、え", "お"])
        #expect(try placedLines("「角丸」を適用", width: 15).1 == ["「角", "丸」を", "適用"])
    }

    @Test func latinStillBreaksOnlyAtSpacesNextToCJK() throws {
        #expect(try placedLines("SwiftUI で角丸", width: 40).1 == ["SwiftUI", "で角丸"])
        #expect(try placedLines("abc漢字", width: 20).1 == ["abc漢", "字"])
        #expect(try placedLines("abc漢字", width: 15).1 == ["abc", "漢字"])
        #expect(LineBreaking.pieces("ab cd") == ["ab", "cd"])
        #expect(!LineBreaking.mayBreak(between: "a", and: "b"))
        #expect(LineBreaking.mayBreak(between: "a", and: "漢"))
        #expect(LineBreaking.isCJK("カ") && LineBreaking.isCJK("Ａ") && !LineBreaking.isCJK("é"))
    }

    @Test func lineLimitEndsTheLastLineWithAnEllipsis() throws {
        // "aa bb" + "…" is 30, too wide for 27: shortened to "aa b…" (25).
        let (frame, lines) = try placedLines("aa bb cc", width: 27, limit: 1)
        #expect(lines == ["aa b…"])
        #expect(frame == Rect(0, 0, 25, 10))
        // Exactly fitting: "aa bb…" is 30.
        #expect(try placedLines("aa bb cc", width: 30, limit: 1).1 == ["aa bb…"])
        // Japanese, two lines kept; "とめて角丸を…" (35) is cut to 30.
        #expect(try placedLines("指定箇所にまとめて角丸を適用", width: 30, limit: 2).1 == ["指定箇所にま", "とめて角丸…"])
        // Nothing dropped: no ellipsis.
        #expect(try placedLines("aa bb", width: 30, limit: 1).1 == ["aa bb"])
    }

    @Test func anUnbreakableLineIsTruncatedToTheProposal() throws {
        #expect(try placedLines("abcdefgh", width: 22).1 == ["abc…"])
        #expect(try placedLines("abcdef gh", width: 12).1 == ["a…", "gh"])
        // Not even "…" (5) fits in 3: the ellipsis alone.
        #expect(try placedLines("abc", width: 3).1 == ["…"])
    }

    @Test func idealSizeWithDroppedLinesAppendsTheEllipsis() throws {
        let r = try layout(Text("ab\ncde").font(FontSpec(size: 10)).lineLimit(1), options: SVGOptions(fonts: FakeFont()))
        #expect(r.size == Size(15, 10))
    }
}
