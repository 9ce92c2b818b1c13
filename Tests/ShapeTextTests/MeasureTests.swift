import ShapeCore
import ShapeText
import Testing

/// Widths and metrics against FreeType's own numbers, read independently.
@Suite struct MeasureTests {
    let fonts = SystemFontProvider()

    @Test func helloAt17MatchesFreeTypeAdvances() throws {
        let file = try Reference.fontFile("DejaVu Sans")
        #expect(file.hasSuffix("DejaVuSans.ttf"))
        let face = try ReferenceFace(file: file)
        let units = "Hello".unicodeScalars.reduce(0.0) { $0 + face.advance($1) }
        let expected = units * 17 / face.unitsPerEm
        let line = try fonts.shape("Hello", font: FontRequest(family: "DejaVu Sans", size: 17))
        // DejaVu Sans has no kerning between these letters, so HarfBuzz's
        // advances must add up to FreeType's exactly.
        #expect(abs(line.width - expected) < 1e-9, "width \(line.width), FreeType \(expected)")
        #expect(line.family == "DejaVu Sans")
        #expect(line.families == ["DejaVu Sans"])
        // DejaVu Sans: 2048 units per em, hhea ascender 1901, descender -483.
        #expect(abs(line.ascent - 1901 * 17 / 2048.0) < 1e-9)
        #expect(abs(line.descent - 483 * 17 / 2048.0) < 1e-9)
    }

    @Test func widthScalesLinearlyWithSize() throws {
        let small = try fonts.shape("Hello, World!", font: FontRequest(size: 10))
        for size in [1.0, 17, 34, 123.5] {
            let line = try fonts.shape("Hello, World!", font: FontRequest(size: size))
            #expect(abs(line.width - small.width * size / 10) < 1e-9 * size)
            #expect(abs(line.ascent - small.ascent * size / 10) < 1e-9 * size)
        }
        #expect(small.width > 0)
    }

    @Test func boldIsWiderThanRegular() throws {
        let regular = try fonts.shape("Hello, World!", font: FontRequest(size: 28))
        let bold = try fonts.shape("Hello, World!", font: FontRequest(size: 28, weight: .bold))
        #expect(bold.width > regular.width * 1.05, "bold \(bold.width), regular \(regular.width)")
        // The bold face really is Inter Display Bold: its advances add up.
        let boldFile = try Reference.fontFile("Inter Display:weight=200") // fontconfig's bold
        #expect(boldFile.hasSuffix("InterDisplay-Bold.otf"))
        let face = try ReferenceFace(file: boldFile)
        let units = "Hello".unicodeScalars.reduce(0.0) { $0 + face.advance($1) }
        let hello = try fonts.shape("Hello", font: FontRequest(size: 28, weight: .bold))
        #expect(abs(hello.width - units * 28 / face.unitsPerEm) < 1e-9)
    }

    @Test func everyWeightUsesTheFaceFcMatchPicks() throws {
        // fontconfig's weight constants for the CSS weights 100...900
        // (FC_WEIGHT_THIN ... FC_WEIGHT_BLACK in fontconfig.h).
        let fcWeights: [FontWeight: Int] = [.ultraLight: 0, .thin: 40, .light: 50, .regular: 80, .medium: 100,
                                            .semibold: 180, .bold: 200, .heavy: 205, .black: 210]
        for weight in FontWeight.allCases {
            let file = try Reference.fontFile("Inter Display:weight=\(fcWeights[weight]!)")
            #expect(file.contains("InterDisplay-"), "\(weight) → \(file)")
            let face = try ReferenceFace(file: file)
            let units = "Hello".unicodeScalars.reduce(0.0) { $0 + face.advance($1) }
            let line = try fonts.shape("Hello", font: FontRequest(size: 17, weight: weight))
            #expect(abs(line.width - units * 17 / face.unitsPerEm) < 1e-9, "\(weight) → \(file)")
        }
    }

    @Test func kerningIsApplied() throws {
        // "AV" is a kerning pair in DejaVu Sans: shaped narrower than the
        // sum of the two advances.
        let face = try ReferenceFace(file: try Reference.fontFile("DejaVu Sans"))
        let sum = (face.advance("A") + face.advance("V")) * 40 / face.unitsPerEm
        let line = try fonts.shape("AV", font: FontRequest(size: 40))
        #expect(line.width < sum - 0.5, "AV \(line.width), unkerned \(sum)")
    }

    @Test func unknownFamilyFallsBackToTheDefaultFace() throws {
        let request = FontRequest(family: "No Such Family 123", size: 17)
        let fonts = SystemFontProvider(warnings: FontWarnings { _ in })
        let line = try fonts.shape("Hello", font: request)
        let expected = try fonts.shape("Hello", font: FontRequest(size: 17))
        #expect(try fonts.matchedFamily(for: request) == "Inter Display")
        #expect(line.family == "Inter Display")
        #expect(line.width == expected.width)
    }

    @Test func emptyLineHasTheFontsMetrics() throws {
        let empty = try fonts.shape("", font: FontRequest(size: 20))
        let full = try fonts.shape("Hg", font: FontRequest(size: 20))
        #expect(empty.width == 0)
        #expect(empty.outline.isEmpty)
        #expect(empty.ascent == full.ascent && empty.descent == full.descent)
        #expect(empty.family == "Inter Display")
    }

    @Test func badSizesAreErrors() {
        for size in [-1, Double.nan, .infinity] {
            #expect(throws: FontError.self) { try fonts.shape("x", font: FontRequest(size: size)) }
        }
        #expect(throws: Never.self) { try fonts.shape("x", font: FontRequest(size: 0)) }
    }
}
