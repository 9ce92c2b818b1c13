import ShapeCore
import ShapeText
import Testing

/// Per-glyph fallback: code points the requested font lacks come from the
/// font fontconfig ranks next that has them (IPAGothic for the seeds' labels).
@Suite struct FallbackTests {
    let fonts = SystemFontProvider()
    let size = 17.0

    @Test func japaneseComesFromAFallbackFont() throws {
        let inter = try ReferenceFace(file: try Reference.fontFile("Inter Display"))
        #expect(!inter.has("角") && !inter.has("丸")) // so fallback is needed
        let line = try fonts.shape("角丸", font: FontRequest(size: size))
        #expect(line.family == "IPAGothic", "fallback family \(line.family)")
        #expect(line.families == ["Inter Display", "IPAGothic"])
        #expect(!line.outline.isEmpty)
        let ipa = try ReferenceFace(file: try Reference.fontFile("IPAGothic"))
        let expected = (ipa.advance("角") + ipa.advance("丸")) * size / ipa.unitsPerEm
        #expect(line.width > 0)
        #expect(abs(line.width - expected) < 1e-9, "width \(line.width), IPAGothic advances \(expected)")
    }

    @Test func fallbackGlyphBoxMatchesIPAGothic() throws {
        let ipa = try ReferenceFace(file: try Reference.fontFile("IPAGothic"))
        let line = try fonts.shape("角", font: FontRequest(size: 100))
        let (minX, minY, maxX, maxY) = ipa.box("角")
        let s = 100 / ipa.unitsPerEm
        let bounds = try #require(line.outline.pointBounds)
        #expect(abs(bounds.minX - minX * s) < 1e-9 && abs(bounds.maxX - maxX * s) < 1e-9)
        #expect(abs(bounds.minY + maxY * s) < 1e-9 && abs(bounds.maxY + minY * s) < 1e-9)
        // Every contour FreeType has, each closed (角 has several; a
        // .notdef box would have two).
        #expect(ipa.contours("角") > 2)
        #expect(line.outline.verbs.filter { $0 == .move }.count == ipa.contours("角"))
        #expect(line.outline.verbs.filter { $0 == .close }.count == ipa.contours("角"))
    }

    @Test func seedLabelsAreEntirelyCovered() throws {
        let ipa = try ReferenceFace(file: try Reference.fontFile("IPAGothic"))
        for label in ["指定箇所にまとめて角丸を適用", "部分毎に異なる角丸を適用"] {
            let line = try fonts.shape(label, font: FontRequest(size: size))
            // Every character has a real glyph in IPAGothic, and the width is
            // exactly their advances: no .notdef box took a character's place.
            #expect(label.unicodeScalars.allSatisfy { ipa.has($0) })
            let units = label.unicodeScalars.reduce(0.0) { $0 + ipa.advance($1) }
            #expect(abs(line.width - units * size / ipa.unitsPerEm) < 1e-9, "\(label)")
            #expect(line.outline.verbs.filter { $0 == .move }.count >= label.unicodeScalars.count)
        }
    }

    @Test func mixedTextAddsTheRunsOfEachFont() throws {
        let mixed = try fonts.shape("Hello 角丸!", font: FontRequest(size: size))
        let latin = try fonts.shape("Hello ", font: FontRequest(size: size))
        let japanese = try fonts.shape("角丸", font: FontRequest(size: size))
        let bang = try fonts.shape("!", font: FontRequest(size: size))
        #expect(mixed.family == "Inter Display")
        #expect(mixed.families == ["Inter Display", "IPAGothic"])
        #expect(abs(mixed.width - (latin.width + japanese.width + bang.width)) < 1e-9)
        // The line box is tall enough for both fonts.
        #expect(mixed.ascent >= max(latin.ascent, japanese.ascent))
    }

    @Test func boldJapaneseStillRenders() throws {
        let line = try fonts.shape("角丸", font: FontRequest(size: size, weight: .bold))
        #expect(!line.outline.isEmpty && line.width > 0)
    }
}
