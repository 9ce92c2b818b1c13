import Testing
@testable import ShapeRaster

/// `Raster.pixels`: the pixels a PNG of the same document holds, handed
/// over without the PNG (the sixel preview's input).
@Suite struct RasterPixelsTests {
    @Test(arguments: PNGTests.documents, [1.0, 0.5, 1.37])
    func pixelsAreThePNGsPixels(name: String, scale: Double) throws {
        let svg = try PNGTests.document(name)
        let pixels = try Raster.pixels(svg: svg, scale: scale)
        let png = try Raster.decodePNG(try Raster.png(svg: svg, scale: scale))
        #expect(pixels.width == png.width && pixels.height == png.height)
        #expect(Reference.firstDifference(pixels, png) == nil, "\(name) at \(scale): \(Reference.firstDifference(pixels, png) ?? "")")
    }

    /// Partly transparent pixels are unpremultiplied as the PNG writer does.
    @Test func translucentPixelsAreThePNGsPixels() throws {
        let svg = Array(("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"30\" height=\"20\">"
            + "<circle cx=\"15\" cy=\"10\" r=\"9\" fill=\"#3a7\" opacity=\"0.37\"/></svg>").utf8)
        let pixels = try Raster.pixels(svg: svg, scale: 1.5)
        #expect(Reference.firstDifference(pixels, try Raster.decodePNG(try Raster.png(svg: svg, scale: 1.5))) == nil)
        #expect(stride(from: 3, to: pixels.rgba.count, by: 4).contains { pixels.rgba[$0] > 0 && pixels.rgba[$0] < 255 })
    }

    @Test func aScaleOrSizeRefusedForAPNGIsRefusedAlike() {
        let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#.utf8)
        for scale in [0.0, -1, .infinity, 1e6] {
            #expect(throws: RasterError.self) { try Raster.pixels(svg: svg, scale: scale) }
            #expect(throws: RasterError.self) { try Raster.png(svg: svg, scale: scale) }
        }
    }
}
