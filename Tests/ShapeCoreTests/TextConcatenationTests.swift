@testable import ShapeCore
import Testing

/// `Text + Text` (TextContent.swift, TextLayout.swift) with the fake font:
/// 0.5 em per character, ascent 0.8 em, descent 0.2 em, line gap 0.1 em,
/// each glyph a 0.4 em × 0.7 em box on the baseline.
@Suite struct TextConcatenationTests {
    func join(_ a: some ViewConvertible, _ b: some ViewConvertible) throws -> View {
        try TextConcatenation.join(a.view, b.view).get()
    }

    func placed(_ v: some ViewConvertible, _ w: Double? = nil) throws -> (Size, PlacedView) {
        let r = try layout(v, options: SVGOptions(width: w, fonts: FakeFont()))
        return (r.size, r.root)
    }

    /// The placed text pieces in drawing order: their text, paint and baselines.
    func runs(_ root: PlacedView) -> [(text: String, style: ShapeStyle, font: FontRequest, baseline: Point)] {
        var out: [(text: String, style: ShapeStyle, font: FontRequest, baseline: Point)] = []
        for node in root.allNodes {
            guard case .text(let t) = node.content else { continue }
            for line in t.lines { out.append((String(line.text), t.style, t.font, line.baseline)) }
        }
        return out
    }

    @Test func runWidthsAddUpAndALineIsAsTallAsItsTallestRun() throws {
        let fonts = FakeFont()
        let a = Text("ab").font(FontSpec(size: 10)), b = Text("cde").font(FontSpec(size: 20)).bold()
        let joined = try join(a, b)
        let sa = try idealSize(a, fonts: fonts), sb = try idealSize(b, fonts: fonts)
        let s = try idealSize(joined, fonts: fonts)
        #expect(s.width == sa.width + sb.width)
        #expect(s.width == 2 * 5 + 3 * 10)
        #expect(s.height == max(sa.height, sb.height))
        // One baseline: the tallest run's ascent (0.8 × 20) from the top.
        let (_, root) = try placed(joined)
        let r = runs(root)
        #expect(r.map(\.text) == ["ab", "cde"])
        #expect(r.map(\.baseline) == [Point(0, 16), Point(10, 16)])
        #expect(r.map(\.font.size) == [10, 20])
        #expect(r.map(\.font.weight) == [.regular, .bold])
    }

    @Test func linesThatCrossRunsAddTheirHeightsAndGaps() throws {
        // "a" | "b" + "c": the second line holds a 10 pt and a 20 pt run.
        let joined = try join(Text("a\nb").font(FontSpec(size: 10)), Text("c").font(FontSpec(size: 20)))
        let (size, root) = try placed(joined)
        // Line 1: 10 tall; line 2: ascent 16 + descent 4, after the larger gap (2).
        #expect(size == Size(5 + 10, 10 + 2 + 20))
        #expect(runs(root).map(\.text) == ["a", "b", "c"])
        #expect(runs(root).map(\.baseline) == [Point(0, 8), Point(0, 12 + 16), Point(5, 12 + 16)])
    }

    @Test func aRunsOwnModifierWinsOverOneOnTheJoinedText() throws {
        let joined = try join(Text("ab").foregroundColor(Color.red), Text("cd")).foregroundColor(Color.blue)
        let (_, root) = try placed(joined.font(FontSpec(size: 20)))
        let styles = runs(root).map(\.style)
        #expect(styles.count == 2)
        if case .color(let c) = styles[0] { #expect(c == .red) } else { Issue.record("\(styles[0])") }
        if case .color(let c) = styles[1] { #expect(c == .blue) } else { Issue.record("\(styles[1])") }
        // Pixels: each glyph box is 8 wide from x = 10 i, rows 2…16.
        let (_, image) = try SVGTestSupport.render(joined.font(FontSpec(size: 20)))
        for (x, color) in [(4.0, Color.red), (14, .red), (24, .blue), (34, .blue)] {
            #expect(image.pixel(x, 10).isClose(to: RGBAImage.Pixel(color)), "x \(x): \(image.pixel(x, 10))")
        }
        #expect(image.pixel(9, 10) == .transparent) // between two glyph boxes
    }

    @Test func joinedTextsJoinAgainAndKeepEveryRun() throws {
        let ab = try join(Text("a").foregroundColor(Color.red), Text("b").italic())
        let abc = try join(ab, Text("c").font(FontSpec(size: 30)))
        let (size, root) = try placed(abc.font(FontSpec(size: 10)))
        #expect(size == Size(5 + 5 + 15, 30))
        let r = runs(root)
        #expect(r.map(\.text) == ["a", "b", "c"])
        #expect(r.map(\.font.italic) == [false, true, false])
        #expect(r.map(\.font.size) == [10, 10, 30])
    }

    @Test func wrappingAndTruncationCrossRuns() throws {
        let joined = try join(Text("aa bb "), Text("cc dd").foregroundColor(Color.red)).font(FontSpec(size: 10))
        let (_, root) = try placed(joined.frame(width: 30, alignment: .topLeading))
        // "aa bb cc dd" is 55 wide: "aa bb" and "cc dd", each in its run.
        #expect(runs(root).map(\.text) == ["aa bb", "cc dd"])
        #expect(runs(root).map(\.baseline) == [Point(0, 8), Point(0, 11 + 8)])
        // One word over two runs, cut to fit: "…" follows the last character kept, in its run.
        let word = try join(Text("abc"), Text("def").foregroundColor(Color.red)).font(FontSpec(size: 10))
        #expect(runs(try placed(word.frame(width: 20, alignment: .leading)).1).map(\.text) == ["abc…"])
        #expect(runs(try placed(word.frame(width: 25, alignment: .leading)).1).map(\.text) == ["abc", "d…"])
    }

    @Test func onlyTextModifiersKeepATextAText() throws {
        for modifier in [{ (t: Text) in t.bold() }, { $0.italic() }, { $0.underline() }, { $0.strikethrough() },
                         { $0.kerning(1) }, { $0.tracking(1) }, { $0.font(FontSpec(size: 9)) },
                         { $0.fontWeight(.light) }, { $0.foregroundColor(Color.red) }, { $0.foregroundStyle(Color.red) }] {
            #expect(TextConcatenation.isText(modifier(Text("x"))))
        }
        for modifier in [{ (t: Text) in t.padding() }, { $0.frame(width: 3) }, { $0.lineLimit(1) },
                         { $0.multilineTextAlignment(.center) }, { $0.opacity(0.5) }] {
            #expect(!TextConcatenation.isText(modifier(Text("x"))))
            #expect(throws: TextConcatenation.Operand.left) { try join(modifier(Text("x")), Text("y")) }
            #expect(throws: TextConcatenation.Operand.right) { try join(Text("y"), modifier(Text("x"))) }
        }
        #expect(throws: TextConcatenation.Operand.right) { try join(Text("y"), Rectangle()) }
        #expect(!TextConcatenation.isText(Rectangle().view))
    }

    @Test func aSingleTextStillPlacesOneNode() throws {
        let (_, root) = try placed(Text("ab").foregroundColor(Color.red))
        #expect(root.allNodes.filter { $0.name == "Text" || $0.name == "Text run" }.count == 1)
        let (_, joined) = try placed(try join(Text("a"), Text("b")))
        #expect(joined.frames(named: "Text run").count == 2)
    }
}

/// Long paths are written as several elements (SVGPathChunks.swift).
@Suite struct PathChunkTests {
    func squares(_ n: Int) -> Path {
        var p = Path()
        for i in 0..<n { p.addRect(Rect(Double(i), 0, 1, 1)) }
        return p
    }

    @Test func chunksHoldWholeSubpathsInOrder() {
        let path = squares(100)                      // 4 points a square
        let chunks = path.subpathChunks(maxPoints: 10)
        #expect(chunks.count == 34)                  // 12 points (3 squares) a chunk, 4 in the last
        #expect(chunks.allSatisfy { $0.points.count <= 10 + 3 && $0.verbs.first == .move })
        #expect(chunks.flatMap(\.points) == path.points)
        #expect(chunks.flatMap(\.verbs) == path.verbs)
        #expect(squares(2).subpathChunks(maxPoints: 10).count == 1)
        #expect(Path().subpathChunks().count == 1)
    }

    @Test func aLongTextOutlineIsWrittenInSeveralPaths() throws {
        var outline = squares(Path.svgChunkPoints / 4 * 3)  // three chunks' worth
        outline.addRect(Rect(0, 2, 1, 1))
        final class Long: FontProvider {
            let outline: Path
            init(_ o: Path) { outline = o }
            func shape(_ line: String, font: FontRequest) throws -> ShapedLine {
                ShapedLine(width: 10, ascent: 8, descent: 2, lineGap: 0, outline: outline, family: "Long")
            }
        }
        let doc = try svg(Text("x"), options: SVGOptions(fonts: Long(outline)))
        #expect(doc.components(separatedBy: "<path").count - 1 == 4)
    }
}
