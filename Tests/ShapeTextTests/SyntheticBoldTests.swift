import ShapeCore
import ShapeText
import Testing

/// Bold asked of a face with no bold of its own (IPAGothic: Japanese)
/// thickens the outlines as FreeType's FT_GlyphSlot_Embolden does: by
/// em / 24, the glyph growing right and up, its advance wider by as much.
@Suite struct SyntheticBoldTests {
    let fonts = SystemFontProvider()

    func ipaStrength() throws -> (strength: Double, upem: Double) {
        let ipa = try ReferenceFace(file: try Reference.fontFile("IPAGothic"))
        return (Double(Int(ipa.unitsPerEm) / 24), ipa.unitsPerEm)
    }

    @Test func eachGlyphAdvancesFurtherByTheStrength() throws {
        let (strength, upem) = try ipaStrength()
        for size in [17.0, 40] {
            let regular = try fonts.shape("角丸を", font: FontRequest(size: size))
            let bold = try fonts.shape("角丸を", font: FontRequest(size: size, weight: .bold))
            #expect(bold.families == ["Inter Display", "IPAGothic"])
            #expect(abs(bold.width - (regular.width + 3 * strength * size / upem)) < 1e-9,
                    "bold \(bold.width), regular \(regular.width)")
        }
    }

    @Test func theGlyphGrowsRightAndUp() throws {
        let (strength, upem) = try ipaStrength()
        let size = 200.0, grow = strength * size / upem, unit = size / upem
        // 一 is one rectangle in IPAGothic, so its box shows the growth
        // exactly (a glyph with acute corners grows more at its miters).
        let regular = try fonts.shape("一", font: FontRequest(size: size))
        let bold = try fonts.shape("一", font: FontRequest(size: size, weight: .bold))
        let r = try #require(regular.outline.pointBounds), b = try #require(bold.outline.pointBounds)
        // FT_Outline_EmboldenXY keeps the left and bottom edges (y is down
        // here) and moves each side half the strength in whole font units
        // (85 → 2 × 42): the box grows by the strength within one unit.
        #expect(abs(b.minX - r.minX) < 1e-9 && abs(b.maxY - r.maxY) < 1e-9, "\(r) → \(b)")
        #expect(abs(b.width - (r.width + grow)) <= unit && abs(b.height - (r.height + grow)) <= unit,
                "\(r) → \(b), strength \(grow) px")
        // The same contours, each point moved (FreeType adds no points).
        #expect(bold.outline.verbs == regular.outline.verbs)
        #expect(bold.outline.points != regular.outline.points)
    }

    @Test func facesWithABoldAreNotEmboldened() throws {
        // DejaVu Sans Bold and Inter Display Bold draw with their own
        // advances; semibold asks too little for synthesis (fontconfig's
        // rule: a weight of bold or more from a face of medium or less).
        for (family, file) in [("DejaVu Sans", "DejaVu Sans:bold"), ("Inter Display", "Inter Display:bold")] {
            let face = try ReferenceFace(file: try Reference.fontFile(file))
            let units = "Hello".unicodeScalars.reduce(0.0) { $0 + face.advance($1) }
            let line = try fonts.shape("Hello", font: FontRequest(family: family, size: 17, weight: .bold))
            #expect(abs(line.width - units * 17 / face.unitsPerEm) < 1e-9, "\(family)")
        }
        let regular = try fonts.shape("角丸", font: FontRequest(size: 17))
        let semibold = try fonts.shape("角丸", font: FontRequest(size: 17, weight: .semibold))
        #expect(semibold.width == regular.width && semibold.outline.points == regular.outline.points)
    }
}
