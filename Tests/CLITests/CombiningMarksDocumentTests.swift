import Foundation
import ShapeRaster
import Testing

/// `Text("a" .. ("\u{301}"):rep(100000))`: its outline is over 10 MB, more
/// than libxml2 (and so librsvg) reads in one attribute; shapelua writes it
/// as several `<path>` elements (SVGPathChunks.swift), so rsvg-convert and
/// shapelua's own PNG export read the document.
@Suite struct CombiningMarksDocumentTests {
    // DejaVu Sans named: its marks' outlines make the 10 MB this needs
    // (the default face's are smaller).
    static let script = "return Text('a' .. ('\\u{301}'):rep(100000)):font{size = 17, family = 'DejaVu Sans'}"

    @Test func theHundredThousandMarkDocumentIsReadByRsvgConvert() throws {
        let scratch = try Scratch()
        let svgPath = scratch.url.appendingPathComponent("marks.svg").path
        let r = try Shapelua.run(["-o", svgPath, "-e", Self.script])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let svg = try String(contentsOfFile: svgPath, encoding: .utf8)
        // The test means something: the outline is past libxml2's limit.
        #expect(svg.utf8.count > 10_000_000, "\(svg.utf8.count) bytes")
        let pieces = svg.split(separator: "<path").dropFirst()
        #expect(pieces.count >= 2)
        let longest = pieces.map { $0.utf8.count }.max() ?? 0
        #expect(longest < 10_000_000, "a path of \(longest) bytes")

        let pngPath = scratch.url.appendingPathComponent("marks.png").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        process.arguments = ["-o", pngPath, svgPath]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && message.isEmpty, "\(message)")
        // The "a" is drawn: ink in the picture.
        let image = try Raster.decodePNG(Array(try Data(contentsOf: URL(fileURLWithPath: pngPath))))
        #expect(stride(from: 3, to: image.rgba.count, by: 4).contains { image.rgba[$0] > 128 })
    }

    @Test func shapeluasOwnPNGExportReadsItToo() throws {
        let scratch = try Scratch()
        let pngPath = scratch.url.appendingPathComponent("marks.png").path
        let r = try Shapelua.run(["-o", pngPath, "-e", Self.script])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let image = try Raster.decodePNG(Array(try Data(contentsOf: URL(fileURLWithPath: pngPath))))
        #expect(stride(from: 3, to: image.rgba.count, by: 4).contains { image.rgba[$0] > 128 })
    }
}
