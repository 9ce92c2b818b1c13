import Foundation
import Testing
@testable import ShapeRaster

/// docs/EXPORT.md: a PDF made in process keeps vectors, opens in poppler
/// (`pdftoppm`, another renderer) and looks like rsvg-convert's PNG.
@Suite struct PDFTests {
    /// pdftoppm at 96 dpi: one PDF point is 96/72 pixels, so a unit is a pixel again.
    static func poppler(_ pdf: [UInt8]) throws -> RasterImage {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("shapelua-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(pdf).write(to: dir.appendingPathComponent("in.pdf"))
        try Reference.run("/usr/bin/pdftoppm", ["-r", "96", "-png", "-singlefile", dir.appendingPathComponent("in.pdf").path,
                                                 dir.appendingPathComponent("out").path])
        return try Raster.decodePNG(Array(try Data(contentsOf: dir.appendingPathComponent("out.png"))))
    }

    @Test(arguments: ["stacks", "canvas", "effects", "text-outlines"])
    func popplerDrawsWhatRsvgDraws(name: String) throws {
        let svg = try Reference.golden(name)
        let pdf = try Raster.pdf(svg: svg)
        #expect(Array(pdf.prefix(5)) == Array("%PDF-".utf8))
        let page = try Self.poppler(pdf)
        let reference = try Raster.decodePNG(try Reference.rsvgConvert(svg, ["-b", "white"]))
        #expect(page.width == reference.width && page.height == reference.height)
        guard page.width == reference.width, page.height == reference.height else { return }
        // Two rasterisers differ at antialiased edges only: the mean
        // difference is small and most pixels are (nearly) equal.
        var total = 0, close = 0
        for i in stride(from: 0, to: page.rgba.count, by: 4) {
            let d = (0..<3).map { abs(Int(page.rgba[i + $0]) - Int(reference.rgba[i + $0])) }.max()!
            total += d
            if d <= 48 { close += 1 }
        }
        let pixels = page.width * page.height
        #expect(Double(total) / Double(pixels) < 4, "\(name): mean difference \(Double(total) / Double(pixels))")
        #expect(Double(close) / Double(pixels) > 0.97, "\(name): \(close) of \(pixels) pixels close")
    }

    @Test func vectorsNotAnImage() throws {
        let pdf = String(decoding: try Raster.pdf(svg: try Reference.golden("stacks")), as: UTF8.self)
        #expect(!pdf.contains("/Subtype /Image"))
        #expect(pdf.contains("/MediaBox [ 0 0 "))
    }

    @Test func pageSizeIsThreeQuartersOfAPointPerUnit() throws {
        let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40" viewBox="0 0 100 40"><rect width="50" height="40"/></svg>"#.utf8)
        let pdf = String(decoding: try Raster.pdf(svg: svg), as: UTF8.self)
        #expect(pdf.contains("/MediaBox [ 0 0 75 30 ]"))
    }

    @Test func sameBytesEveryTime() throws {
        let svg = try Reference.golden("effects")
        let first = try Raster.pdf(svg: svg)
        #expect(try Raster.pdf(svg: svg) == first)
        #expect(!String(decoding: first, as: UTF8.self).contains("CreationDate"))
    }
}
