import Testing
@testable import ShapeCore

@Suite struct SVGDocumentTests {
    @Test func documentHasSizeAndViewBox() throws {
        let s = try svg(Rectangle().fill(Color.red).frame(width: 20, height: 10))
        #expect(s.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"10\" viewBox=\"0 0 20 10\">"))
        #expect(s.contains("<path d=\"M0 0L20 0L20 10L0 10Z\" fill=\"#ff3b30\"/>"))
        #expect(s.hasSuffix("</svg>\n"))
        try SVGTestSupport.checkWellFormed(s)
    }

    @Test func viewIsCentredAndPixelsLandWhereLayoutSaysSo() throws {
        let v = Rectangle().fill(Color.blue).frame(width: 20, height: 10).padding(5).background(Color.yellow)
        let (_, image) = try SVGTestSupport.render(v, options: SVGOptions(width: 60, height: 40, background: .color(.white)))
        // Background 30×20 centred: (15, 10)...(45, 30); blue 20×10 at (20, 15).
        #expect(image.pixel(10, 5) == .init(Color.white))
        #expect(image.pixel(16, 11) == .init(Color.yellow))
        #expect(image.pixel(21, 16) == .init(Color.blue))
        #expect(image.pixel(39.5, 24.5) == .init(Color.blue))
        #expect(image.pixel(40.5, 24.5) == .init(Color.yellow))
        #expect(image.pixel(46, 31) == .init(Color.white))
    }

    /// docs/SVG.md: sized by its view, a document has whole units, the view
    /// centred; float noise of a layout does not add a unit; an explicit
    /// size is kept exactly.
    @Test func wholeUnitDocuments() throws {
        let v = Rectangle().fill(Color.red).frame(width: 772.025, height: 10.5)
        let s = try svg(v)
        #expect(s.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"773\" height=\"11\" viewBox=\"0 0 773 11\">"))
        #expect(s.contains("translate(0.488 0.25)"))  // (773 − 772.025) / 2, (11 − 10.5) / 2
        let noisy = Rectangle().frame(width: 0.1 * 3 * 10 / 3, height: 3 * 0.1 * 10)  // 1.0000000000000002, 3.0000000000000004
        #expect(try svg(noisy).contains("width=\"1\" height=\"3\""))
        let exact = try svg(v, options: SVGOptions(width: 772.025, height: 10.5))
        #expect(exact.contains("width=\"772.025\" height=\"10.5\""))
        let oneAxis = try svg(v, options: SVGOptions(width: 800.5))
        #expect(oneAxis.contains("width=\"800.5\" height=\"11\""))
        #expect(wholeUnits(0) == 0 && wholeUnits(2) == 2 && wholeUnits(2.000001) == 3 && wholeUnits(1e300) == 1e300)
    }

    @Test func precisionAndNoNegativeZero() throws {
        let v = Rectangle().fill(Color.red).frame(width: 1.23456, height: 1).offset(x: -0.0001)
        let s3 = try svg(v)
        #expect(s3.contains("d=\"M0 0L1.235 0"))
        #expect(!s3.contains("-0\"") && !s3.contains("-0 ") && !s3.contains("-0)"))
        let s1 = try svg(v, options: SVGOptions(precision: 1))
        #expect(s1.contains("d=\"M0 0L1.2 0"))
        #expect(throws: ViewError.self) { try svg(v, options: SVGOptions(precision: 18)) }
        #expect(throws: ViewError.self) { try svg(v, options: SVGOptions(width: .nan)) }
        #expect(throws: ViewError.self) { try svg(v, options: SVGOptions(height: -1)) }
    }

    @Test func textIsEscaped() throws {
        let s = try svg(Text("a<b & \"c\"'"), options: SVGOptions(text: .text, fonts: FakeFont()))
        #expect(s.contains(">a&lt;b &amp; &quot;c&quot;&apos;</text>"))
        #expect(s.contains("font-family=\"Fake Sans\""))
        try SVGTestSupport.checkWellFormed(s)
    }

    @Test func definitionsAreWrittenOnceWithDeterministicIds() throws {
        let clipped = Color.red.frame(width: 10, height: 10).clipShape(Rectangle())
        let g = try LinearGradient(colors: [.red, .blue])
        let v = HStack(spacing: 0, [clipped, clipped, Rectangle().fill(g).frame(width: 10, height: 10),
                                    Rectangle().fill(g).frame(width: 10, height: 10)])
        let s = try svg(v)
        #expect(s.components(separatedBy: "<clipPath").count == 3) // two clip paths: different origins
        #expect(s.components(separatedBy: "<linearGradient").count == 2) // one gradient, used twice
        #expect(s.contains("id=\"c1\"") && s.contains("id=\"c2\"") && s.contains("id=\"g1\""))
        #expect(s.components(separatedBy: "url(#g1)").count == 3)
        #expect(try svg(v) == s)
        try SVGTestSupport.checkWellFormed(s)
    }

    @Test func sameClipAtSameOriginIsShared() throws {
        let v = ZStack([Color.red.frame(width: 10, height: 10).clipShape(Rectangle()),
                        Color.blue.frame(width: 10, height: 10).clipShape(Rectangle())])
        let s = try svg(v)
        #expect(s.components(separatedBy: "<clipPath").count == 2)
        #expect(s.components(separatedBy: "url(#c1)").count == 3)
    }

    @Test func gradientRendersBetweenItsColours() throws {
        let g = try LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
        let (_, image) = try SVGTestSupport.render(Rectangle().fill(g).frame(width: 100, height: 10))
        #expect(image.pixel(0.5, 5).r < 10)
        #expect(image.pixel(99.5, 5).r > 245)
        #expect(abs(image.pixel(50, 5).r - 128) < 6)
    }

    @Test func effectsRenderWithoutChangingLayout() throws {
        let v = Rectangle().fill(Color.black).frame(width: 10, height: 10).offset(x: 20).frame(width: 40, height: 10, alignment: .leading)
        let (s, image) = try SVGTestSupport.render(v)
        #expect(s.contains("width=\"40\""))
        #expect(image.pixel(5, 5).a == 0)
        #expect(image.pixel(25, 5) == .init(Color.black))
        let faded = try SVGTestSupport.render(Color.black.frame(width: 10, height: 10).opacity(0.5)).image
        #expect(abs(faded.pixel(5, 5).a - 128) <= 1)
        let rotated = try SVGTestSupport.render(
            Color.black.frame(width: 40, height: 2).rotationEffect(degrees: 90).frame(width: 40, height: 40)).image
        #expect(rotated.pixel(20, 5).a == 255)
        #expect(rotated.pixel(5, 20).a == 0)
        let scaled = try SVGTestSupport.render(Color.black.frame(width: 20, height: 20).scaleEffect(0.5)).image
        #expect(scaled.pixel(2, 2).a == 0)
        #expect(scaled.pixel(10, 10).a == 255)
    }

    @Test func streamedChunksEqualTheWholeDocument() throws {
        let canvas = Canvas(width: 500, height: 500) { ctx in
            for i in 0..<3000 {
                let r = Rect(Double(i % 50) * 10, Double(i / 50) * 10, 8.25, 7.5)
                try ctx.fill(UnevenRoundedRectangle(topLeadingRadius: 2, bottomTrailingRadius: 3, style: .circular),
                             in: r, with: Color.blue)
            }
        }
        var chunks: [[UInt8]] = []
        try writeSVG(canvas) { chunks.append(Array($0)) }
        #expect(chunks.count > 2)
        #expect(chunks.dropLast().allSatisfy { $0.count >= SVGWriter.chunkSize })
        #expect(Array(chunks.joined()) == (try svgBytes(canvas)))
        struct Full: Error {}
        #expect(throws: Full.self) { try writeSVG(canvas) { _ in throw Full() } }
    }

    /// Shadow: black at 33% blurred with standard deviation radius / 2.
    /// A 40×40 square at (20, 20) casts its shadow at (30, 30)...(70, 70).
    /// 2.5 px inside the shadow's right edge the coverage is Φ(2.5 / σ):
    /// σ = 2 (radius 4) gives 0.894 → alpha 75; σ = 4 would give 62, σ = 1 84.
    @Test func shadowIsAGaussianOfHalfTheRadius() throws {
        let v = Color.white.frame(width: 40, height: 40).shadow(radius: 4, x: 10, y: 10).padding(20)
        let (s, image) = try SVGTestSupport.render(v)
        #expect(s.contains("stdDeviation=\"2\"") && s.contains("flood-opacity=\"0.33\""))
        #expect(image.pixel(40, 40) == .init(Color.white))            // the content itself
        #expect(abs(image.pixel(65, 50).a - 84) <= 2)                  // deep in the shadow: 33%
        #expect(abs(image.pixel(67, 50).a - 75) <= 4)                  // Φ(1.25)
        #expect(abs(image.pixel(69.5, 50).a - 50) <= 4)                // centre 0.5 inside: Φ(0.25)
        #expect(abs(image.pixel(70.5, 50).a - 34) <= 4)                // centre 0.5 outside: Φ(−0.25)
        #expect(image.pixel(78, 50).a <= 2)                            // 4σ outside: nothing
    }

    /// Masks use alpha (SwiftUI). A renderer that ignores `mask-type` and
    /// reads luminance (SVG 1.1) must see the same: the mask content is
    /// whitened by a filter, keeping its alpha. Simulated by stripping
    /// `mask-type` and rendering again.
    @Test func masksLookTheSameUnderLuminanceReading() throws {
        let v = Color.orange.frame(width: 40, height: 40)
            .mask(Circle().fill(Color.black.opacity(0.5)))
        let (s, alphaRead) = try SVGTestSupport.render(v)
        let stripped = s.replacingOccurrences(of: " style=\"mask-type:alpha\"", with: "")
        #expect(stripped != s)
        let luminanceRead = try SVGTestSupport.render(stripped)
        for (x, y) in [(20.0, 20.0), (1.0, 1.0), (20.0, 1.0), (35.0, 35.0)] {
            #expect(alphaRead.pixel(x, y) == luminanceRead.pixel(x, y), "at (\(x), \(y))")
        }
        #expect(abs(alphaRead.pixel(20, 20).a - 128) <= 1)   // half-transparent mask: half visible
        #expect(alphaRead.pixel(1, 1).a == 0)
    }
}
