import Testing
@testable import ShapeCore

/// An SVG file used as an Image is embedded as a data URI `<image>`; the
/// renderer must draw it, not leave it silently blank (docs/SVG.md
/// "Embedded SVG images"; SVGTestPixbufLoaders.swift).
@Suite struct EmbeddedSVGImageTests {
    static let redSquare = ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#ff0000"/></svg>"##

    @Test func testRendersUseAPinnedLoaderCacheThatHasTheSVGLoader() throws {
        let cache = try #require(PixbufLoaders.pinnedCache, "gdk-pixbuf's loaders.cache has no SVG loader")
        #expect(PixbufLoaders.environment["GDK_PIXBUF_MODULE_FILE"] == cache)
    }

    @Test func nestedSVGIsDrawnAtItsFrame() throws {
        let image = try Image(bytes: Array(Self.redSquare.utf8))
        let view = image.resizable().frame(width: 40, height: 40).padding(10)
        let (svg, pixels) = try SVGTestSupport.render(view)
        #expect(svg.contains("data:image/svg+xml;base64,"))
        let red = RGBAImage.Pixel(r: 255, g: 0, b: 0, a: 255)
        #expect(pixels.pixel(30, 30) == red, "centre of the image")
        #expect(pixels.pixel(12, 12) == red, "inside the image's corner")
        #expect(pixels.pixel(5, 5).a == 0, "the padding stays empty")
    }
}
