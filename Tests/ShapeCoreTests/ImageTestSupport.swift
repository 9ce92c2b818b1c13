import Foundation
@testable import ShapeCore
import ShapeRaster

/// Real image files made by Debian tools (rsvg-convert, cjpeg) in a
/// temporary directory, for the image header tests.
enum ImageFixtures {
    static let directory: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("shapelua-image-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// Runs a tool and returns its standard output; fails on a non-zero exit.
    static func run(_ tool: String, _ arguments: [String], input: [UInt8]? = nil) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let inputPipe = Pipe()
        if input != nil { process.standardInput = inputPipe }
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input))
            try inputPipe.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw FixtureError("\(tool) failed: \(String(decoding: message, as: UTF8.self))")
        }
        return [UInt8](data)
    }

    /// An SVG rendered to PNG by rsvg-convert at its own intrinsic size.
    static func png(fromSVG svg: String) throws -> [UInt8] {
        try run("rsvg-convert", ["--format=png"], input: Array(svg.utf8))
    }

    /// A width×height colour gradient with a little noise, as binary PPM.
    static func ppm(width: Int, height: Int) -> [UInt8] {
        var bytes = Array("P6\n\(width) \(height)\n255\n".utf8)
        var seed: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_103_515_245 &+ 12345
                let noise = UInt8(truncatingIfNeeded: seed >> 24) & 63
                bytes += [UInt8(x * 255 / max(width - 1, 1)) ^ noise, UInt8(y * 255 / max(height - 1, 1)), noise &* 4]
            }
        }
        return bytes
    }

    /// A JPEG written by libjpeg-turbo's cjpeg from a PPM.
    static func jpeg(width: Int, height: Int, options: [String] = []) throws -> [UInt8] {
        try run("cjpeg", options, input: ppm(width: width, height: height))
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The tests install librsvg's reader for SVG images, as the shapelua
/// executable does (through ShapeBindings' LibraryContext).
extension ImageInfo {
    static func read(_ bytes: [UInt8]) throws(ImageError) -> ImageInfo { try read(bytes, svg: LibrsvgDimensionReader()) }
    /// Reads a string's UTF-8 bytes (SVG tests).
    static func read(_ text: String) throws(ImageError) -> ImageInfo { try read(Array(text.utf8)) }
}

extension Image {
    init(bytes: [UInt8]) throws { try self.init(bytes: bytes, svg: LibrsvgDimensionReader()) }
}
