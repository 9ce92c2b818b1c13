import Foundation
import ShapeCore
@testable import ShapeText
import Testing

/// docs/API.md text styles at the font level: italic (a real face, or the
/// upright one slanted), letter spacing, ligatures, decoration metrics.
@Suite struct TextStyleTests {
    let fonts = SystemFontProvider()
    let size = 50.0

    /// A provider whose only font is DejaVu Sans Book (no italic face).
    func uprightOnly() throws -> (SystemFontProvider, cleanup: () -> Void) {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("shapelua-upright-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let book = try Reference.fontFile("DejaVu Sans:style=Book")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("DejaVuSans.ttf").path,
                                                   withDestinationPath: book)
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("shapelua-fontcache").path
        let conf = dir.appendingPathComponent("fonts.conf")
        try "<?xml version=\"1.0\"?>\n<fontconfig><dir>\(dir.path)</dir><cachedir>\(cache)</cachedir></fontconfig>\n"
            .write(to: conf, atomically: true, encoding: .utf8)
        return (SystemFontProvider(fontconfigFile: conf.path), { try? FileManager.default.removeItem(at: dir) })
    }

    @Test func italicWithoutAnItalicFaceSlantsTheUprightGlyphs() throws {
        let (upright, cleanup) = try uprightOnly()
        defer { cleanup() }
        let regular = try upright.shape("l", font: FontRequest(size: size))
        let italic = try upright.shape("l", font: FontRequest(size: size, italic: true))
        #expect(italic.width == regular.width) // same face, same advances
        let r = try #require(regular.outline.pointBounds), i = try #require(italic.outline.pointBounds)
        // "l" is a rectangle on the baseline: its top edge moves right by
        // shear × height, its foot stays.
        #expect(abs(i.minX - r.minX) < 1e-9)
        #expect(abs(i.maxX - (r.maxX + LineShaper.obliqueShear * -r.minY)) < 1e-9)
        #expect(i.minY == r.minY && i.maxY == r.maxY)
    }

    @Test func italicUsesTheFamilysItalicFaceWhenThereIsOne() throws {
        // scripts/setup installs fonts-dejavu-extra, which has DejaVu Sans Oblique.
        let file = try Reference.fontFile("DejaVu Sans:slant=100")
        #expect(file.hasSuffix("DejaVuSans-Oblique.ttf"), "\(file)")
        let face = try ReferenceFace(file: file)
        let units = "Hello".unicodeScalars.reduce(0.0) { $0 + face.advance($1) }
        let line = try fonts.shape("Hello", font: FontRequest(family: "DejaVu Sans", size: size, italic: true))
        #expect(abs(line.width - units * size / face.unitsPerEm) < 1e-9)
        // The oblique face's own outline, not a slanted Book "l": its box is the face's.
        let l = try fonts.shape("l", font: FontRequest(family: "DejaVu Sans", size: size, italic: true))
        let bounds = try #require(l.outline.pointBounds)
        let (minX, _, maxX, _) = face.box("l")
        #expect(abs(bounds.minX - minX * size / face.unitsPerEm) < 1e-9)
        #expect(abs(bounds.maxX - maxX * size / face.unitsPerEm) < 1e-9)
    }

    @Test func spacingIsAddedAfterEachCharacter() throws {
        let plain = try fonts.shape("Hello", font: FontRequest(size: size))
        let spaced = try fonts.shape("Hello", font: FontRequest(size: size, spacing: 3))
        #expect(abs(spaced.width - (plain.width + 5 * 3)) < 1e-9)
        let tight = try fonts.shape("Hello", font: FontRequest(size: size, spacing: -1))
        #expect(abs(tight.width - (plain.width - 5)) < 1e-9)
        // A combining mark is part of its character's cluster: one spacing.
        let accented = try fonts.shape("e\u{301}", font: FontRequest(size: size, spacing: 3))
        let accentedPlain = try fonts.shape("e\u{301}", font: FontRequest(size: size))
        #expect(abs(accented.width - (accentedPlain.width + 3)) < 1e-9)
    }

    @Test func ligaturesCanBeTurnedOff() throws {
        // DejaVu Sans ligates "ffi" through `liga`: with ligatures the three
        // letters are one glyph (one cluster: one spacing), without them three.
        let with = try fonts.shape("ffi", font: FontRequest(family: "DejaVu Sans", size: size, spacing: 10))
        let without = try fonts.shape("ffi", font: FontRequest(family: "DejaVu Sans", size: size, spacing: 10, ligatures: false))
        let face = try ReferenceFace(file: try Reference.fontFile("DejaVu Sans"))
        let letters = "ffi".unicodeScalars.reduce(0.0) { $0 + face.advance($1) } * size / face.unitsPerEm
        #expect(abs(without.width - (letters + 30)) < 1e-9, "\(without.width) vs \(letters + 30)")
        #expect(with.width < without.width - 15, "with \(with.width), without \(without.width)")
    }

    @Test func decorationMetricsComeFromTheFont() throws {
        let line = try fonts.shape("Hello", font: FontRequest(family: "DejaVu Sans", size: size))
        let u = try #require(line.underline), s = try #require(line.strikeout)
        // Below the baseline (y down) for the underline, above it for the strikeout.
        #expect(u.top > 0 && u.top < size * 0.3, "\(u)")
        #expect(s.top < 0 && s.top > -size * 0.6, "\(s)")
        #expect(u.thickness > 0 && u.thickness < size * 0.15 && s.thickness > 0, "\(u) \(s)")
    }

    @Test func nonFiniteSpacingIsAnError() {
        #expect(throws: FontError.self) { try fonts.shape("x", font: FontRequest(size: 10, spacing: .nan)) }
    }
}
