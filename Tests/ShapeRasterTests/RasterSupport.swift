import Foundation
@testable import ShapeRaster

/// rsvg-convert, the reference renderer, and the documents the tests draw.
enum Reference {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// `rsvg-convert --zoom S` (or `-f pdf`) of `svg`: the bytes it writes.
    static func rsvgConvert(_ svg: [UInt8], _ arguments: [String]) throws -> [UInt8] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("shapelua-raster-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.svg"), output = dir.appendingPathComponent("out")
        try Data(svg).write(to: input)
        try run("/usr/bin/rsvg-convert", arguments + ["-o", output.path, input.path])
        return Array(try Data(contentsOf: output))
    }

    /// Runs a program to completion; throws with its standard error when it fails.
    static func run(_ program: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(program) \(arguments.joined(separator: " ")): status \(process.terminationStatus): \(message)")
        }
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The SVG golden files of ShapeCoreTests (stacks, canvas, gradients,
    /// masks, clips, a drop shadow filter, text as outlines and as <text>).
    static func golden(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: repository.appendingPathComponent("Tests/ShapeCoreTests/Golden/\(name).svg")))
    }

    /// A document embedding the examples' camera PNG as a data URI, scaled
    /// and clipped, at a fractional size (ceil on both axes).
    static func imageDocument() throws -> [UInt8] {
        let png = try Data(contentsOf: repository.appendingPathComponent("scripts/examples/assets/camera.png"))
        return Array("""
            <svg xmlns="http://www.w3.org/2000/svg" width="90.5" height="60.25" viewBox="0 0 90.5 60.25">\
            <defs><clipPath id="c"><circle cx="45" cy="30" r="28"/></clipPath></defs>\
            <image clip-path="url(#c)" x="5" y="2" width="80" height="56" preserveAspectRatio="none" \
            href="data:image/png;base64,\(png.base64EncodedString())"/></svg>
            """.utf8)
    }

    /// Every pixel of two images, or the first that differs.
    static func firstDifference(_ a: RasterImage, _ b: RasterImage) -> String? {
        guard a.width == b.width, a.height == b.height else { return "size \(a.width)×\(a.height) vs \(b.width)×\(b.height)" }
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x, y) != b.pixel(x, y) {
                return "pixel (\(x), \(y)): \(a.pixel(x, y)) vs \(b.pixel(x, y))"
            }
        }
        return nil
    }
}
