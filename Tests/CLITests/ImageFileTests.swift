import Foundation
import ShapeRaster
import Testing

/// docs/API.md (`Image`) and docs/RELIABILITY.md from the command line: Image reads regular files only, embeds
/// up to 6 MiB, and `embed=false` writes a reference relative to the output
/// file that rsvg-convert resolves to the same pixels as the embedded image.
@Suite struct ImageFileTests {
    static let camera = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/examples/assets/camera.png")

    /// scratch/art/camera.png
    static func scratchWithImage() throws -> Scratch {
        let dir = try Scratch()
        let art = dir.url.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: camera, to: art.appendingPathComponent("camera.png"))
        return dir
    }

    static func rsvg(_ svg: String, in dir: Scratch) throws -> (status: Int32, image: RasterImage?) {
        let png = dir.url.appendingPathComponent(svg + ".png").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        process.arguments = ["-o", png, dir.url.appendingPathComponent(svg).path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let data = try? Data(contentsOf: URL(fileURLWithPath: png))
        return (process.terminationStatus, try data.map { try Raster.decodePNG(Array($0)) })
    }

    @Test func aReferencedImageRendersAsTheEmbeddedOne() throws {
        let dir = try Self.scratchWithImage()
        let view = "Image{path = 'art/camera.png', embed = EMBED}:resizable():frame(40, 30)"
        let referenced = try Shapelua.run(["-o", "ref.svg", "-e", "return " + view.replacingOccurrences(of: "EMBED", with: "false")], in: dir.url)
        let embedded = try Shapelua.run(["-o", "embedded.svg", "-e", "return " + view.replacingOccurrences(of: "EMBED", with: "true")], in: dir.url)
        let blank = try Shapelua.run(["-o", "blank.svg", "-e", "return Rectangle():fill('clear'):frame(40, 30)"], in: dir.url)
        #expect(referenced.status == 0 && embedded.status == 0 && blank.status == 0, "\(referenced.stderr)")
        let text = dir.read("ref.svg") ?? ""
        #expect(text.contains("xlink:href=\"art/camera.png\""), "\(text)")
        #expect(!text.contains("data:"))
        let (r, e, b) = (try Self.rsvg("ref.svg", in: dir), try Self.rsvg("embedded.svg", in: dir), try Self.rsvg("blank.svg", in: dir))
        #expect(r.status == 0 && e.status == 0 && b.status == 0)
        #expect(r.image?.rgba == e.image?.rgba, "the reference draws the file's pixels")
        #expect(r.image?.rgba != b.image?.rgba, "and they are not nothing")
    }

    /// A PNG is given librsvg's base file only when its document references
    /// files (DocumentReferences): `-o x.png` and `save()` of a referenced
    /// image draw the file's pixels, as the embedded image does.
    @Test func aPNGResolvesItsReferencesFromTheFileItIsWrittenTo() throws {
        let dir = try Self.scratchWithImage()
        let view = "Image{path = 'art/camera.png', embed = EMBED}:resizable():frame(40, 30)"
        func run(_ arguments: [String]) throws {
            let result = try Shapelua.run(arguments, in: dir.url)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let referenced = view.replacingOccurrences(of: "EMBED", with: "false")
        try run(["-o", "cli.png", "-e", "return " + referenced])
        try run(["-e", "save(\(referenced), 'art/saved.png')"])
        try run(["-o", "embedded.png", "-e", "return " + view.replacingOccurrences(of: "EMBED", with: "true")])
        try run(["-o", "blank.png", "-e", "return Rectangle():fill('clear'):frame(40, 30)"])
        func image(_ name: String) throws -> RasterImage? {
            try (try? Data(contentsOf: dir.url.appendingPathComponent(name))).map { try Raster.decodePNG(Array($0)) }
        }
        let embedded = try #require(try image("embedded.png"))
        #expect(try image("cli.png") == embedded, "-o resolves the reference")
        #expect(try image("art/saved.png") == embedded, "save() resolves the reference")
        #expect(try image("blank.png") != embedded, "and the pixels are not nothing")
    }

    @Test func theReferenceIsRelativeToTheOutputFileOrTheWorkingDirectory() throws {
        let dir = try Self.scratchWithImage()
        let view = "return Image{path = 'art/camera.png', embed = false}"
        let nested = try Shapelua.run(["-o", "pages/one/doc.svg", "-e", view], in: dir.url)
        #expect(nested.status == 0, "\(nested.stderr)")
        #expect(dir.read("pages/one/doc.svg")?.contains("xlink:href=\"../../art/camera.png\"") == true)
        let saved = try Shapelua.run(["-e", "save(Image{path = 'art/camera.png', embed = false}, 'art/beside.svg')"], in: dir.url)
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(dir.read("art/beside.svg")?.contains("xlink:href=\"camera.png\"") == true)
        let standardOutput = try Shapelua.run(["-e", view], in: dir.url)
        #expect(standardOutput.status == 0)
        #expect(standardOutput.stdout.contains("xlink:href=\"art/camera.png\""))
        let outputDir = try Shapelua.run(["--output-dir", "out", "-o", "doc.svg", "-e", view], in: dir.url)
        #expect(outputDir.status == 0)
        #expect(dir.read("out/doc.svg")?.contains("xlink:href=\"../art/camera.png\"") == true)
    }

    /// An image at the limit is embedded, and librsvg still reads the
    /// document (its 8 MiB attribute is under libxml2's limit); one byte
    /// more is an error that names the way out.
    @Test func theEmbeddingLimit() throws {
        let dir = try Scratch()
        let head = #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"><rect width="8" height="6" fill="red"/><!--"#
        let tail = "--></svg>\n"
        let limit = 6 * 1_048_576
        try dir.write("at-limit.svg", head + String(repeating: "x", count: limit - head.utf8.count - tail.utf8.count) + tail)
        try dir.write("big.svg", head + String(repeating: "x", count: limit + 1 - head.utf8.count - tail.utf8.count) + tail)
        let ok = try Shapelua.run(["-o", "doc.svg", "-e", "return Image('at-limit.svg')"], in: dir.url)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(try Self.rsvg("doc.svg", in: dir).status == 0, "librsvg reads an SVG with a 6 MiB image embedded")
        let big = try Shapelua.run(["-o", "doc2.svg", "-e", "return Image('big.svg')"], in: dir.url)
        #expect(big.status == 1)
        #expect(big.stderr.hasPrefix("shapelua: (command line):1: cannot read 'big.svg': the file is 6.0 MiB; images are embedded up to 6 MiB (past that librsvg and libxml2 refuse the SVG); use Image{path = 'big.svg', embed = false} to write a reference to the file instead\n"), "\(big.stderr)")
        #expect(!dir.exists("doc2.svg"))
        let referenced = try Shapelua.run(["-o", "doc3.svg", "-e", "return Image{path = 'big.svg', embed = false}"], in: dir.url)
        #expect(referenced.status == 0, "\(referenced.stderr)")
    }

    /// The issue's cases: a device read until memory ran out, a FIFO
    /// blocked past --timeout. Both are refused at once, sandbox or not.
    @Test(arguments: [false, true])
    func devicesAndFIFOsAreRefusedAtOnce(sandbox: Bool) throws {
        let dir = try Scratch()
        #expect(mkfifo(dir.url.appendingPathComponent("pipe.png").path, 0o644) == 0)
        let limits = ["--timeout", "2", "--max-memory", "64"] + (sandbox ? ["--sandbox"] : [])
        let start = Date()
        let fifo = try Shapelua.run(limits + ["-e", "return Image('pipe.png')"], in: dir.url)
        #expect(fifo.status == 1)
        #expect(fifo.stderr.contains("cannot read 'pipe.png': not a regular file (a FIFO)"), "\(fifo.stderr)")
        let device = try Shapelua.run(limits + ["-e", "return Image('/dev/zero')"], in: dir.url)
        #expect(device.status == 1)
        #expect(device.stderr.contains(sandbox ? "cannot read '/dev/zero': with --sandbox, images are read only inside the working directory (absolute path)"
                                                : "cannot read '/dev/zero': not a regular file (a character device)"), "\(device.stderr)")
        #expect(Date().timeIntervalSince(start) < 10, "no blocking read, no reading until memory runs out")
    }
}
