import Testing
@testable import ShapeCore
@testable import ShapeRaster

/// Which SVG images are rendered once at `Image()` to see that librsvg
/// draws them: those that refer to something (the limit librsvg refuses
/// to render past counts references).
@Suite struct SVGDrawCheckTests {
    @Test func documentsWithReferencesAreChecked() {
        for svg in [##"<svg><use href="#a"/></svg>"##, ##"<svg><use xlink:href="#a"/></svg>"##,
                    ##"<svg><rect fill="url(#g)"/></svg>"##, ##"<svg><rect style="fill: URL(#g)"/></svg>"##] {
            #expect(LibrsvgDrawCheck.mayRefer(Array(svg.utf8)), "\(svg)")
        }
        for svg in [##"<svg><rect fill="#fff"/></svg>"##, "<svg/>", "", "url", #"<svg><text>(url)</text></svg>"#] {
            #expect(!LibrsvgDrawCheck.mayRefer(Array(svg.utf8)), "\(svg)")
        }
    }

    @Test func aDocumentLibrsvgRefusesIsUndrawable() throws {
        var svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><defs><rect id="g0" width="1" height="1"/>"#
        for level in 1...11 { svg += "<g id=\"g\(level)\">" + String(repeating: "<use href=\"#g\(level - 1)\"/>", count: 10) + "</g>" }
        svg += ##"</defs><use href="#g11"/></svg>"##
        let error = try #require(throws: ImageError.self) { try ImageInfo.read(svg) }
        #expect(error == ImageError(.undrawable, .svg, "librsvg: exceeded more than 500000 referenced elements"))
        #expect(error.description == "SVG cannot be drawn (librsvg: exceeded more than 500000 referenced elements)")
        // Without a reader that can tell, the size is read as before.
        struct SizeOnly: SVGDimensionReader {
            func dimensions(ofSVG bytes: [UInt8]) throws(ImageError) -> SVGDimensions { SVGDimensions(width: 4, height: 4, viewBox: nil) }
        }
        #expect(try ImageInfo.read(Array(svg.utf8), svg: SizeOnly()).size == Size(4, 4))
    }
}
