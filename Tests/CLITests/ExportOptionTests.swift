import Foundation
import ShapeRaster
import Testing

/// docs/CLI.md and docs/EXPORT.md: `-o x.png --scale S` and `-o x.pdf` from the command line.
@Suite struct ExportOptionTests {
    static let script = """
        return ZStack{
            RoundedRectangle(12):fill(LinearGradient{colors = {"teal", "indigo"}, startPoint = "top", endPoint = "bottom"}),
            Circle():stroke("white", 4):padding(10),
        }:frame(64, 48)
        """

    /// rsvg-convert --zoom S of the SVG that -o x.svg writes.
    static func reference(_ scratch: Scratch, scale: Double) throws -> RasterImage {
        let svg = scratch.url.appendingPathComponent("ref.svg").path, png = scratch.url.appendingPathComponent("ref.png").path
        let result = try Shapelua.run(["-o", svg, "-e", script])
        #expect(result.status == 0, "\(result.stderr)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        process.arguments = ["--zoom", "\(scale)", "-o", png, svg]
        try process.run()
        process.waitUntilExit()
        return try Raster.decodePNG(Array(try Data(contentsOf: URL(fileURLWithPath: png))))
    }

    @Test(arguments: [1.0, 2.0, 3.5])
    func pngFromMinusO(scale: Double) throws {
        let scratch = try Scratch()
        let out = scratch.url.appendingPathComponent("icon.png").path
        let result = try Shapelua.run(["-o", out, "--scale", "\(scale)", "-e", Self.script])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let image = try Raster.decodePNG(Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(image.width == Int((64 * scale).rounded(.up)) && image.height == Int((48 * scale).rounded(.up)))
        #expect(image.rgba == (try Self.reference(scratch, scale: scale)).rgba, "pixels differ from rsvg-convert --zoom \(scale)")
    }

    @Test func pdfFromMinusO() throws {
        let scratch = try Scratch()
        let out = scratch.url.appendingPathComponent("icon.pdf").path
        let result = try Shapelua.run(["-o", out, "-e", Self.script])
        #expect(result.status == 0, "\(result.stderr)")
        let pdf = String(decoding: try Data(contentsOf: URL(fileURLWithPath: out)), as: UTF8.self)
        #expect(pdf.hasPrefix("%PDF-") && pdf.contains("/MediaBox [ 0 0 48 36 ]"))
    }

    @Test func withoutLibrsvgTheErrorNamesThePackage() throws {
        let scratch = try Scratch()
        let environment = ["SHAPELUA_LIBRSVG": "/nonexistent/librsvg-2.so.2"]
        let result = try Shapelua.run(["-o", "x.png", "-e", Self.script], in: scratch.url, environment: environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("apt-get install librsvg2-2 libcairo2"), "\(result.stderr)")
        #expect(!scratch.exists("x.png"))
        let save = try Shapelua.run(["-e", "save(Circle():frame(4, 4), 'y.pdf')"], in: scratch.url, environment: environment)
        #expect(save.status == 1 && save.stderr.contains("librsvg2-2"))
        // SVG still works on such a machine.
        let svg = try Shapelua.run(["-o", "x.svg", "-e", Self.script], in: scratch.url, environment: environment)
        #expect(svg.status == 0 && scratch.exists("x.svg"))
    }

    @Test(arguments: [["--scale", "0"], ["--scale", "-1"], ["--scale", "nan"], ["--scale", "inf"], ["--scale", "x"],
                      ["--scale", "2", "-o", "x.svg"], ["--scale", "2"]])
    func badScaleIsAUsageError(arguments: [String]) throws {
        let result = try Shapelua.run(arguments + ["-e", "return Circle()"])
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("--scale"))
    }

    @Test func unsupportedExtensionWritesNothing() throws {
        let scratch = try Scratch()
        let result = try Shapelua.run(["-o", "x.jpg", "-e", Self.script], in: scratch.url)
        #expect(result.status == 1 && result.stderr.contains("asks for jpg"), "\(result.stderr)")
        #expect(!scratch.exists("x.jpg"))
    }
}
