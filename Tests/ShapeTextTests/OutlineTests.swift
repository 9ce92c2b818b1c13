import ShapeCore
import ShapeText
import Testing

/// Glyph outlines: scaled from font units, flipped to y-down, placed on the
/// pen position, and inside the line's ascent and descent.
@Suite struct OutlineTests {
    let fonts = SystemFontProvider()
    let size = 50.0

    @Test func glyphBoxMatchesFreeTypeScaledAndFlipped() throws {
        let face = try ReferenceFace(file: try Reference.fontFile("DejaVu Sans"))
        let s = size / face.unitsPerEm
        for c: Unicode.Scalar in ["H", "g", "O", "&"] {
            let line = try fonts.shape(String(c), font: FontRequest(family: "DejaVu Sans", size: size))
            let (minX, minY, maxX, maxY) = face.box(c)
            let bounds = try #require(line.outline.pointBounds)
            #expect(abs(bounds.minX - minX * s) < 1e-9, "\(c)")
            #expect(abs(bounds.maxX - maxX * s) < 1e-9, "\(c)")
            // y up in the font, y down here: the top is -maxY.
            #expect(abs(bounds.minY - -maxY * s) < 1e-9, "\(c)")
            #expect(abs(bounds.maxY - -minY * s) < 1e-9, "\(c)")
        }
    }

    @Test func lowercaseLIsARectangleOfTheRightArea() throws {
        // DejaVu Sans draws "l" as one rectangular contour of straight lines.
        let line = try fonts.shape("l", font: FontRequest(family: "DejaVu Sans", size: size))
        let path = line.outline
        #expect(path.verbs.first == .move && path.verbs.last == .close)
        #expect(path.verbs.allSatisfy { $0 == .move || $0 == .line || $0 == .close })
        let bounds = try #require(path.pointBounds)
        // Clockwise in y-down coordinates after the flip or not, the
        // magnitude must be the box's area for a rectangle.
        #expect(abs(abs(path.polygonArea) - bounds.width * bounds.height) < 1e-9)
        #expect(bounds.maxY == 0) // it stands on the baseline
    }

    @Test func secondGlyphSitsOneAdvanceToTheRight() throws {
        let face = try ReferenceFace(file: try Reference.fontFile("DejaVu Sans"))
        let dejavu = FontRequest(family: "DejaVu Sans", size: size)
        let one = try #require(try fonts.shape("l", font: dejavu).outline.pointBounds)
        let two = try #require(try fonts.shape("ll", font: dejavu).outline.pointBounds)
        #expect(abs(two.maxX - (one.maxX + face.advance("l") * size / face.unitsPerEm)) < 1e-9)
        #expect(two.minX == one.minX)
    }

    @Test func outlinesSitWithinAscentAndDescent() throws {
        for text in ["Hello, World!", "gjpqy ÁÉÍ", "角丸 Åg", "部分毎に異なる角丸を適用"] {
            for weight in [FontWeight.regular, .bold] {
                let line = try fonts.shape(text, font: FontRequest(size: size, weight: weight))
                let bounds = try #require(line.outline.pointBounds)
                #expect(bounds.minY >= -line.ascent, "\(text): top \(bounds.minY), ascent \(line.ascent)")
                #expect(bounds.maxY <= line.descent, "\(text): bottom \(bounds.maxY), descent \(line.descent)")
                #expect(bounds.minX >= -0.1 * size && bounds.maxX <= line.width + 0.1 * size)
                #expect(line.outline.points.allSatisfy { $0.isFinite })
            }
        }
    }

    @Test func zeroSizeGivesAZeroLine() throws {
        let line = try fonts.shape("Hello", font: FontRequest(size: 0))
        #expect(line.width == 0 && line.ascent == 0)
        #expect(line.outline.points.allSatisfy { $0 == .zero })
    }
}
