import Testing
@testable import ShapeCore

/// Exact frames for stacks, frames and paddings (docs/LAYOUT.md's rules).
@Suite struct LayoutTests {
    func placed(_ v: some ViewConvertible, _ w: Double? = nil, _ h: Double? = nil) throws -> (Size, PlacedView) {
        let r = try layout(v, options: SVGOptions(width: w, height: h, fonts: FakeFont()))
        return (r.size, r.root)
    }

    @Test func hstackSpacingAndCenterAlignment() throws {
        let v = HStack(spacing: 10, [Rectangle().frame(width: 20, height: 30), Rectangle().frame(width: 40, height: 10)])
        let (size, root) = try placed(v)
        #expect(size == Size(70, 30))
        #expect(root.frames(named: "Rectangle") == [Rect(0, 0, 20, 30), Rect(30, 10, 40, 10)])
    }

    @Test func vstackDefaultSpacingLeadingAlignment() throws {
        let v = VStack(alignment: .leading, [Rectangle().frame(width: 50, height: 10), Rectangle().frame(width: 20, height: 10)])
        let (size, root) = try placed(v)
        #expect(size == Size(50, 28))
        #expect(root.frames(named: "Rectangle") == [Rect(0, 0, 50, 10), Rect(0, 18, 20, 10)])
    }

    @Test func hstackBottomAlignmentAndTrailingVStack() throws {
        let h = HStack(alignment: .bottom, spacing: 0, [Rectangle().frame(width: 10, height: 40), Rectangle().frame(width: 10, height: 10)])
        #expect(try placed(h).1.frames(named: "Rectangle")[1] == Rect(10, 30, 10, 10))
        let v = VStack(alignment: .trailing, spacing: 2, [Rectangle().frame(width: 30, height: 5), Rectangle().frame(width: 10, height: 5)])
        #expect(try placed(v).1.frames(named: "Rectangle")[1] == Rect(20, 7, 10, 5))
    }

    @Test func leastFlexibleChildrenChooseFirst() throws {
        let v = HStack([Rectangle().frame(width: 30), Rectangle()])
        let (_, root) = try placed(v, 200, 50)
        #expect(root.frames(named: "Rectangle") == [Rect(0, 0, 30, 50), Rect(38, 0, 162, 50)])
    }

    @Test func equalSharesForEquallyFlexibleChildren() throws {
        let v = VStack(spacing: 10, [Rectangle(), Rectangle(), Rectangle()])
        let (_, root) = try placed(v, 40, 100)
        let expected = [Rect(0, 0, 40, 80.0 / 3), Rect(0, 80.0 / 3 + 10, 40, 80.0 / 3), Rect(0, 160.0 / 3 + 20, 40, 80.0 / 3)]
        for (a, b) in zip(root.frames(named: "Rectangle"), expected) {
            #expect(abs(a.minY - b.minY) < 1e-9 && abs(a.height - b.height) < 1e-9 && a.width == b.width)
        }
    }

    @Test func spacerTakesTheRest() throws {
        let v = HStack([Rectangle().frame(width: 10, height: 10), Spacer(), Rectangle().frame(width: 10, height: 10)])
        let (size, root) = try placed(v, 100, 10)
        #expect(size == Size(100, 10))
        #expect(root.frames(named: "Rectangle") == [Rect(0, 0, 10, 10), Rect(90, 0, 10, 10)])
        #expect(root.frames(named: "Spacer") == [Rect(18, 5, 64, 0)])
        // Ideal size: the spacer's minimum length.
        let ideal = HStack(spacing: 0, [Rectangle().frame(width: 10, height: 10), Spacer(minLength: 5)])
        #expect(try placed(ideal).0 == Size(15, 10))
    }

    @Test func nilProposalGivesShapesTenByTen() throws {
        #expect(try placed(Rectangle()).0 == Size(10, 10))
        #expect(try placed(Color.red).0 == Size(10, 10))
        #expect(try placed(GeometryReader { _ in Color.red }).0 == Size(10, 10))
        #expect(try placed(Rectangle().frame(width: 30)).0 == Size(30, 10))
    }

    @Test func nestedPaddingsAndFrames() throws {
        let v = Rectangle().frame(width: 40, height: 20).padding(10).padding(EdgeInsets(top: 5))
        let (size, root) = try placed(v)
        #expect(size == Size(60, 45))
        #expect(root.frames(named: "Rectangle") == [Rect(10, 15, 40, 20)])
        let framed = Rectangle().frame(width: 10, height: 10).frame(width: 50, height: 30, alignment: .bottomTrailing).padding(.horizontal, 4)
        let (s2, r2) = try placed(framed)
        #expect(s2 == Size(58, 30))
        #expect(r2.frames(named: "Rectangle") == [Rect(44, 20, 10, 10)])
    }

    @Test func flexibleFrameClampsBetweenMinAndMax() throws {
        let v = try Rectangle().frame(minWidth: 50, maxWidth: 100, minHeight: 10, maxHeight: 20)
        let (size, root) = try placed(v, 300, 5)
        #expect(size == Size(300, 5))
        #expect(root.frame == Rect(100, -2.5, 100, 10))
        // Ideal size with an ideal width, and max = infinity taking the proposal.
        #expect(try placed(try Rectangle().frame(idealWidth: 70, maxWidth: .infinity)).0 == Size(70, 10))
        let wide = try Text("abcd").frame(maxWidth: .infinity)
        let (_, r2) = try placed(wide, 200, 17)
        #expect(r2.frames(named: "Text") == [Rect(83, 0, 34, 17)])
    }

    @Test func flexibleFrameMinWinsOverSmallChild() throws {
        let v = try Text("ab").frame(minWidth: 50, alignment: .leading)
        let (size, root) = try placed(v)
        #expect(size == Size(50, 17))
        #expect(root.frames(named: "Text") == [Rect(0, 0, 17, 17)])
        #expect(throws: ViewError.self) { try Rectangle().frame(minWidth: 20, maxWidth: 10) }
        #expect(throws: ViewError.self) { try Rectangle().frame(minWidth: .infinity) }
        #expect(throws: ViewError.self) { try Rectangle().frame(idealHeight: .nan) }
        #expect(throws: ViewError.self) { try svg(Rectangle().frame(width: .infinity, height: 10)) }
        // Offered a finite document, an infinite frame is cut to it (as SwiftUI would lay it out).
        #expect(throws: Never.self) { try svg(try Rectangle().frame(maxWidth: .infinity), options: SVGOptions(width: 50, height: 10)) }
    }

    @Test func textMeasuresLinesWithTheFont() throws {
        let v = Text("ab\ncde").font(FontSpec(size: 20)).multilineTextAlignment(.center)
        let (size, root) = try placed(v)
        #expect(size == Size(30, 42))
        guard case .text(let t) = root.allNodes.first(where: { $0.name == "Text" })!.content else {
            Issue.record("no text"); return
        }
        #expect(t.lines.map(\.baseline) == [Point(5, 16), Point(0, 38)])
        let limited = Text("ab\ncde").font(FontSpec(size: 20)).lineLimit(1)
        #expect(try placed(limited).0 == Size(30, 20))            // "ab…": a line was dropped
    }

    @Test func textWrapsAtSpacesToTheProposedWidth() throws {
        let t = Text("aa bb cc").font(FontSpec(size: 10))       // 5 per character
        #expect(try placed(t).0 == Size(40, 10))                  // ideal: one line
        let (size, root) = try placed(t.frame(width: 30, alignment: .topLeading))
        #expect(size == Size(30, 21))
        #expect(root.frames(named: "Text") == [Rect(0, 0, 25, 21)])
        guard case .text(let text) = root.allNodes.first(where: { $0.name == "Text" })!.content else {
            Issue.record("no text"); return
        }
        #expect(text.lines.map { String($0.text) } == ["aa bb", "cc"])
        // A word wider than the proposal is truncated ("a…"); lineLimit cuts wrapped lines.
        let (narrow, _) = try placed(Text("abcdef gh").font(FontSpec(size: 10)).frame(width: 12, alignment: .leading))
        #expect(narrow == Size(12, 21))
        let (limited, _) = try placed(t.lineLimit(1).frame(width: 30))
        #expect(limited == Size(30, 10))
        // In an HStack the text is offered its share and wraps into it.
        let h = HStack(spacing: 0, [Text("aa bb").font(FontSpec(size: 10)), Rectangle().frame(width: 20)])
        let (_, hr) = try placed(h, 35, 40)
        // The fixed rectangle takes 20 first; 15 is left, "aa bb" (25) wraps to 10 wide.
        #expect(hr.frames(named: "Text").first?.size == Size(10, 21))
    }

    @Test func fontPresetsAndWeights() throws {
        let fake = FakeFont()
        _ = try layout(Text("x").font(try FontSpec(named: "headline")), options: SVGOptions(fonts: fake))
        _ = try layout(Text("x").font(try FontSpec(named: "title")).fontWeight(.bold), options: SVGOptions(fonts: fake))
        #expect(fake.requests.map(\.size) == [17, 28])
        #expect(fake.requests.map(\.weight) == [.semibold, .bold])
        let sizes = try FontSpec.presetNames.map { try FontSpec(named: $0).size }
        #expect(sizes == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(throws: ViewError.self) { try FontSpec(named: "huge") }
        #expect(throws: ViewError.noFontProvider) { try layout(Text("x")) }
    }

    @Test func backgroundAndOverlayUseTheViewsFrame() throws {
        let v = Rectangle().frame(width: 40, height: 20)
            .overlay(Rectangle().frame(width: 10, height: 4), alignment: .top)
            .background(Color.red)
        let (_, root) = try placed(v)
        #expect(root.frames(named: "Rectangle") == [Rect(0, 0, 40, 20), Rect(15, 0, 10, 4)])
        #expect(root.frames(named: "Color") == [Rect(0, 0, 40, 20)])
    }

    @Test func viewIsCentredInTheDocument() throws {
        let (size, root) = try placed(Rectangle().frame(width: 20, height: 10), 100, 50)
        #expect(size == Size(100, 50))
        #expect(root.frame == Rect(40, 20, 20, 10))
    }

    @Test func geometryReaderGetsTheOfferedSize() throws {
        var seen: [Size] = []
        let v = GeometryReader { geo in seen.append(geo.size); return Rectangle().frame(width: geo.size.width / 2) }
            .frame(width: 80, height: 40)
        let (_, root) = try placed(v)
        #expect(seen.last == Size(80, 40))
        #expect(root.frames(named: "Rectangle") == [Rect(0, 0, 40, 40)])
    }

    @Test func groupJoinsTheStack() throws {
        let v = HStack(spacing: 1, [Group([Rectangle().frame(width: 5, height: 5), Rectangle().frame(width: 5, height: 5)]),
                                    Rectangle().frame(width: 5, height: 5)])
        #expect(try placed(v).0 == Size(17, 5))
    }

    @Test func zstackAlignsInTheUnion() throws {
        let v = ZStack(alignment: .bottomLeading, [Rectangle().frame(width: 30, height: 20), Rectangle().frame(width: 10, height: 5)])
        let (size, root) = try placed(v)
        #expect(size == Size(30, 20))
        #expect(root.frames(named: "Rectangle") == [Rect(0, 0, 30, 20), Rect(0, 15, 10, 5)])
    }

    @Test func imagesKeepTheirSizeUnlessResizable() throws {
        let image = Image(bytes: [0], mimeType: "image/png", intrinsicSize: Size(40, 20))
        #expect(try placed(image.frame(width: 80, height: 80)).1.frames(named: "Image") == [Rect(20, 30, 40, 20)])
        #expect(try placed(image.resizable().frame(width: 80, height: 80)).1.frames(named: "Image") == [Rect(0, 0, 80, 80)])
        #expect(try placed(image.resizable().scaledToFit().frame(width: 80, height: 80)).1.frames(named: "Image")
                == [Rect(0, 20, 80, 40)])
        #expect(try placed(image.resizable().aspectRatio(1, contentMode: .fit).frame(width: 100, height: 50)).1
                .frames(named: "Image") == [Rect(25, 0, 50, 50)])
        #expect(try placed(image.resizable()).0 == Size(40, 20))       // ideal: intrinsic
        #expect(try placed(image.resizable().scaledToFit()).0 == Size(40, 20))
    }

    @Test func imageBytesAreCheckedAndEmbedded() throws {
        #expect(throws: ImageError.self) { try Image(bytes: [1, 2, 3]) }
        let png = try RGBAImage.solidPNG(width: 3, height: 2, rgb: (0, 0, 255))
        let image = try Image(bytes: png)
        #expect(image.intrinsicSize == Size(3, 2))
        let (s, pixels) = try SVGTestSupport.render(image.resizable().frame(width: 30, height: 20))
        #expect(s.contains(" xlink:href=\"data:image/png;base64,iVBORw0KGgo"))
        #expect(pixels.pixel(15, 10) == RGBAImage.Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func seed003ImageSitsEightIn() throws {
        let image = Image(bytes: [0], mimeType: "image/png", intrinsicSize: Size(40, 20))
            .resizable().scaledToFill().frame(width: 80, height: 80)
        let content = try Group([image]).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).padding(8)
        let (_, root) = try placed(content.frame(width: 169, height: 169))
        #expect(root.frames(named: "frame")[1] == Rect(8, 8, 153, 153))
        #expect(root.frames(named: "frame")[2] == Rect(8, 8, 80, 80))
        // scaledToFill: 2:1 image filling 80×80 is 160×80, centred on the frame.
        #expect(root.frames(named: "Image") == [Rect(-32, 8, 160, 80)])
    }

    /// Stacks ask children several times; the size cache keeps deep nesting
    /// linear (3^40 sizings would never finish).
    @Test func deeplyNestedStacksLayOutQuickly() throws {
        var v: View = Rectangle().frame(width: 10, height: 10)
        for i in 0..<40 {
            v = i % 2 == 0 ? HStack(spacing: 1, [v, Rectangle()]).view : VStack(spacing: 1, [v, Spacer()]).view
        }
        let (size, root) = try placed(v, 500, 500)
        #expect(size == Size(500, 500))
        #expect(root.frames(named: "Rectangle").count == 21)
        #expect(root.frames(named: "Rectangle").first?.size == Size(10, 10))
    }
}
