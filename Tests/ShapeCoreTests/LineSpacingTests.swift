@testable import ShapeCore
import Testing

/// `lineSpacing` (View/LineSpacing.swift) with the fake font: each line 1 em
/// tall (ascent 0.8, descent 0.2), line gap 0.1 em, glyphs 0.4 × 0.7 em boxes.
@Suite struct LineSpacingTests {
    func placed(_ v: some ViewConvertible) throws -> (Size, PlacedText) {
        let r = try layout(v, options: SVGOptions(fonts: FakeFont()))
        guard let node = r.root.allNodes.first(where: { if case .text = $0.content { return true }; return false }),
              case .text(let t) = node.content else { throw SVGTestSupport.RenderFailure(description: "no text") }
        return (r.size, t)
    }

    @Test func spacingIsAddedBetweenLinesOnly() throws {
        let text = Text("ab\ncd\nef").font(FontSpec(size: 10))
        let (plain, p) = try placed(text)
        #expect(plain == Size(10, 3 * 10 + 2 * 1))
        for spacing in [0.0, 5, 12.5] {
            let (size, t) = try placed(text.lineSpacing(spacing))
            #expect(size == Size(10, plain.height + 2 * spacing))
            #expect(t.lines.map(\.baseline) == p.lines.enumerated().map { i, l in
                Point(l.baseline.x, l.baseline.y + Double(i) * spacing)
            })
        }
        // One line: nothing above or below it.
        #expect(try placed(Text("ab").font(FontSpec(size: 10)).lineSpacing(30)).0 == Size(10, 10))
    }

    @Test func innermostSpacingWinsAndWrappedLinesAreSpacedToo() throws {
        let text = Text("aa bb").font(FontSpec(size: 10)).lineSpacing(4)
        let (size, t) = try placed(VStack(spacing: 0, [text.lineSpacing(9).frame(width: 20, alignment: .leading)]))
        #expect(t.lines.map { String($0.text) } == ["aa", "bb"])
        #expect(size.height == 10 + 1 + 4 + 10)
    }

    @Test func theSecondLineMovesDownInPixels() throws {
        // Line 1's boxes cover y 1…8, line 2's 12…19; with 5 more, 17…24.
        let text = Text("ab\ncd").font(FontSpec(size: 10)).foregroundColor(Color.black)
        let (_, plain) = try SVGTestSupport.render(text)
        let (_, spaced) = try SVGTestSupport.render(text.lineSpacing(5))
        #expect(plain.pixel(2, 15).a == 255)
        #expect(spaced.pixel(2, 15) == .transparent)
        #expect(spaced.pixel(2, 21).a == 255)
        #expect(spaced.pixel(2, 5).a == 255)
    }
}
