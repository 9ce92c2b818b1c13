import Foundation
import ShapeRaster
import Testing

/// `-o` keeps a view's shadow (docs/EXPORT.md, "Documents keep their
/// shadows"): SwiftUI's card, 200 × 120 with a shadow of radius 10
/// (σ 5, reach 3σ = 15) 6 down, makes a 230 × 150 document with the card
/// at (15, 9) and its shadow's box at (15, 15)…(215, 135). Pixels of the
/// PNG shapelua writes and of its SVG rendered by rsvg-convert.
@Suite struct InkExportTests {
    static let card = "return RoundedRectangle(16):fill('white'):frame(200, 120):shadow{radius = 10, y = 6}"

    func png(_ path: String) throws -> RasterImage {
        try Raster.decodePNG(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    func alpha(_ image: RasterImage, _ x: Int, _ y: Int) -> Int { Int(image.rgba[(y * image.width + x) * 4 + 3]) }

    func rsvgConvert(_ svg: String, _ png: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        process.arguments = ["-o", png, svg]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    /// The whole shadow is in the picture: ink one σ or so past the
    /// shadow's box on the three sides it shows, none left at the edges.
    func expectWholeShadow(_ image: RasterImage) {
        #expect(image.width == 230 && image.height == 150)
        #expect(alpha(image, 115, 75) == 255 && image.rgba[(75 * 230 + 115) * 4] == 255) // the white card
        #expect(alpha(image, 115, 138) > 5, "below the card: \(alpha(image, 115, 138))")  // 3 past the shadow's bottom
        #expect(alpha(image, 10, 75) > 3, "left: \(alpha(image, 10, 75))")                 // 5 past its left side
        #expect(alpha(image, 220, 75) > 3, "right: \(alpha(image, 220, 75))")              // 5 past its right side
        let edges = (0..<230).flatMap { [alpha(image, $0, 0), alpha(image, $0, 149)] }
            + (0..<150).flatMap { [alpha(image, 0, $0), alpha(image, 229, $0)] }
        #expect(edges.allSatisfy { $0 <= 1 }, "ink cut at the document's edge: \(edges.max() ?? 0)")
    }

    @Test func pngAndSVGHoldTheWholeShadow() throws {
        let scratch = try Scratch()
        let pngPath = scratch.url.appendingPathComponent("card.png").path
        let svgPath = scratch.url.appendingPathComponent("card.svg").path
        for path in [pngPath, svgPath] {
            let r = try Shapelua.run(["-o", path, "-e", Self.card])
            #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        }
        expectWholeShadow(try png(pngPath))
        let rendered = scratch.url.appendingPathComponent("rendered.png").path
        try rsvgConvert(svgPath, rendered)
        expectWholeShadow(try png(rendered))
    }

    @Test func boundsFrameKeepsTheLayoutFrame() throws {
        let scratch = try Scratch()
        let out = scratch.url.appendingPathComponent("frame.png").path
        let r = try Shapelua.run(["--bounds", "frame", "-o", out, "-e", Self.card])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let image = try png(out)
        #expect(image.width == 200 && image.height == 120)
        // the card fills it: its middle is opaque white, its corner cut off
        #expect(alpha(image, 100, 60) == 255 && alpha(image, 0, 0) < 128)
        // and --bounds ink is the default
        let ink = try Shapelua.run(["--bounds=ink", "-e", Self.card])
        let plain = try Shapelua.run(["-e", Self.card])
        #expect(ink.status == 0 && ink.stdout == plain.stdout && plain.stdout.contains("width=\"230\" height=\"150\""))
    }

    @Test func aGivenSizeIsKept() throws {
        let r = try Shapelua.run(["--width", "200", "--height", "120", "-e", Self.card])
        #expect(r.status == 0 && r.stdout.contains("width=\"200\" height=\"120\""), "\(r.stdout.prefix(200))")
    }

    @Test func aMisspeltBoundsIsAUsageError() throws {
        let r = try Shapelua.run(["--bounds", "frme", "-e", Self.card])
        #expect(r.status == 2 && r.stdout.isEmpty)
        #expect(r.stderr == "shapelua: '--bounds': unknown value 'frme'; did you mean 'frame'? (valid: ink, frame)\ntry 'shapelua --help'\n")
        let missing = try Shapelua.run(["--bounds"])
        #expect(missing.status == 2 && missing.stderr.hasPrefix("shapelua: '--bounds' needs argument"))
    }
}
