import Foundation
import Testing
@testable import ShapeRaster

/// docs/EXPORT.md: a PNG made in process has ceil(width·scale) × ceil(height·scale)
/// pixels and exactly the pixels of `rsvg-convert --zoom S`.
@Suite struct PNGTests {
    static let documents = ["stacks", "canvas", "effects", "text-outlines", "text-elements", "image"]

    static func document(_ name: String) throws -> [UInt8] {
        name == "image" ? try Reference.imageDocument() : try Reference.golden(name)
    }

    @Test(arguments: documents, [1.0, 2.0, 0.5, 1.37])
    func pixelsEqualRsvgConvert(name: String, scale: Double) throws {
        let svg = try Self.document(name)
        let ours = try Raster.decodePNG(try Raster.png(svg: svg, scale: scale))
        let theirs = try Raster.decodePNG(try Reference.rsvgConvert(svg, ["--zoom", "\(scale)"]))
        let size = try Raster.documentSize(svg: svg)
        #expect(ours.width == Int((size.width * scale).rounded(.up)))
        #expect(ours.height == Int((size.height * scale).rounded(.up)))
        #expect(Reference.firstDifference(ours, theirs) == nil, "\(name) at \(scale): \(Reference.firstDifference(ours, theirs) ?? "")")
        // Not a blank picture: the comparison would then prove little.
        let colours = Set(stride(from: 0, to: ours.rgba.count, by: 4).map { i in ours.rgba[i..<i + 4].reduce(0) { $0 << 8 | UInt32($1) } })
        #expect(colours.count > 1)
    }

    @Test func fractionalSizeRoundsUp() throws {
        let svg = try Reference.imageDocument() // 90.5 × 60.25
        let image = try Raster.decodePNG(try Raster.png(svg: svg, scale: 2))
        #expect(image.width == 181 && image.height == 121)
    }

    @Test func fileIsEightBitRGBA() throws {
        let png = try Raster.png(svg: try Reference.golden("stacks"))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width, height (4 bytes each), bit depth, colour type (6 = RGBA).
        #expect(png[24] == 8 && png[25] == 6)
    }

    @Test func knownPixels() throws {
        let svg = Array(##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="4" viewBox="0 0 10 4"><rect width="5" height="4" fill="#ff0000"/></svg>"##.utf8)
        let image = try Raster.decodePNG(try Raster.png(svg: svg, scale: 3))
        #expect(image.width == 30 && image.height == 12)
        #expect(image.pixel(7, 6) == (255, 0, 0, 255))
        #expect(image.pixel(22, 6) == (0, 0, 0, 0))
    }

    @Test(arguments: [0.0, -1, .nan, .infinity])
    func badScale(scale: Double) throws {
        let svg = try Reference.golden("stacks")
        #expect(throws: RasterError("scale must be a finite number > 0, got \(scale)")) { try Raster.png(svg: svg, scale: scale) }
    }

    @Test func tooBigAndEmpty() throws {
        let svg = try Reference.golden("stacks")
        #expect { try Raster.png(svg: svg, scale: 1e6) } throws: { "\($0)".contains("the largest side is 32767") }
        let empty = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"/>"#.utf8)
        #expect { try Raster.png(svg: empty) } throws: { "\($0)".contains("no pixels") }
        #expect { try Raster.png(svg: Array("<svg".utf8)) } throws: { "\($0)".contains("librsvg cannot read the document") }
    }

    @Test func notAPNG() {
        #expect { try Raster.decodePNG(Array("GIF89a".utf8)) } throws: { "\($0)".contains("cannot read the PNG") }
    }
}
