import Foundation
import ShapeRaster
import Testing

/// A PNG or PDF of a document that references an image file
/// (`Image{embed = false}`) draws the image wherever the output goes. The
/// references used to resolve from the output file, and librsvg loads only
/// files in its base file's folder or below, so an image beside the script
/// was missing from `save(v, "out/x.png")`, `-o out/x.png` and every icon
/// of `iconset` (all three drew nothing there before the fix). They now
/// resolve from the working folder (SavedFormat.rasterDocumentFile).
@Suite struct RasterReferenceTests {
    static let view = "Image{path = 'assets/red.png', embed = false}:resizable():frame(64, 64)"

    func project() throws -> Scratch {
        let dir = try Scratch()
        let red = RasterImage(width: 8, height: 8, rgba: Array(repeating: [255, 0, 0, 255], count: 64).flatMap { $0 })
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try Data(try Raster.encodePNG(red)).write(to: dir.url.appendingPathComponent("assets/red.png"))
        return dir
    }

    func expectRed(_ dir: Scratch, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let image = try Raster.decodePNG(Array(try Data(contentsOf: dir.url.appendingPathComponent(name))))
        let p = image.pixel(image.width / 2, image.height / 2)
        #expect(p.r > 250 && p.g < 5 && p.b < 5 && p.a > 250, "\(name): centre pixel \(p)", sourceLocation: sourceLocation)
    }

    @Test func saveIntoAnotherFolder() throws {
        let dir = try project()
        let r = try Shapelua.run(["-e", "save(\(Self.view), 'out/x.png')"], in: dir.url)
        #expect(r.status == 0, "\(r.stderr)")
        try expectRed(dir, "out/x.png")
        #expect(!dir.exists(".shapelua-document.svg")) // a name for librsvg only, never written
    }

    @Test func minusOIntoAnotherFolder() throws {
        let dir = try project()
        let r = try Shapelua.run(["-o", "out/y.png", "-e", "return \(Self.view)"], in: dir.url)
        #expect(r.status == 0, "\(r.stderr)")
        try expectRed(dir, "out/y.png")
    }

    @Test func everyIconOfAnIconSet() throws {
        let dir = try project()
        let r = try Shapelua.run(["-e", "for _, f in ipairs(iconset(\(Self.view), 'icons', {platform = 'web'})) do print(f) end"],
                                 in: dir.url)
        #expect(r.status == 0, "\(r.stderr)")
        for name in ["icons/icon-192.png", "icons/icon-512.png", "icons/apple-touch-icon.png"] { try expectRed(dir, name) }
    }
}
