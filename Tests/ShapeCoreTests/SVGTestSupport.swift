import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import ShapeCore

/// Renders SVG with rsvg-convert and checks it is well-formed XML.
enum SVGTestSupport {
    struct RenderFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Parses `svg` with XMLParser; throws with the parser's error when malformed.
    static func checkWellFormed(_ svg: String) throws {
        let parser = XMLParser(data: Data(svg.utf8))
        if !parser.parse() {
            throw RenderFailure(description: "malformed SVG: \(parser.parserError.map { "\($0)" } ?? "?")\n\(svg.prefix(400))")
        }
    }

    /// Renders with `rsvg-convert -f png`; throws if it fails or prints
    /// anything on standard error (a warning), then decodes the PNG.
    static func render(_ svg: String) throws -> RGBAImage {
        try checkWellFormed(svg)
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("shapelua-svgtest-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.svg"), errors = dir.appendingPathComponent("err.txt")
        try Data(svg.utf8).write(to: input)
        guard FileManager.default.createFile(atPath: errors.path, contents: nil) else {
            throw RenderFailure(description: "cannot create \(errors.path)")
        }
        // The PNG comes through a pipe read to its end, so it is complete
        // however the process bookkeeping behaves under load; standard
        // error goes to a file, so neither stream can fill its pipe while
        // the other is being read (no deadlock).
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["rsvg-convert", "-f", "png", input.path]
        process.environment = PixbufLoaders.environment
        let outPipe = Pipe()
        let errFile = try FileHandle(forWritingTo: errors)
        defer { try? errFile.close() }
        process.standardOutput = outPipe
        process.standardError = errFile
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let png = outPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let err = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        guard process.terminationReason == .exit, process.terminationStatus == 0, err.isEmpty else {
            throw RenderFailure(description: "rsvg-convert status \(process.terminationStatus): \(err)")
        }
        // SHAPELUA_KEEP_RENDERS=DIR keeps every rendered SVG and PNG for a look by eye.
        if let keep = ProcessInfo.processInfo.environment["SHAPELUA_KEEP_RENDERS"] {
            let n = keptCounter.next()
            try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
            try? FileManager.default.copyItem(atPath: input.path, toPath: "\(keep)/render-\(n).svg")
            try? png.write(to: URL(fileURLWithPath: "\(keep)/render-\(n).png"))
        }
        return try RGBAImage(png: Array(png))
    }

    /// Renders `view` to SVG (with the fake font) and then to pixels.
    static func render(_ view: some ViewConvertible, options: SVGOptions = SVGOptions()) throws -> (svg: String, image: RGBAImage) {
        var o = options
        if o.fonts == nil { o.fonts = FakeFont() }
        let text = try svg(view, options: o)
        return (text, try render(text))
    }
}

/// Numbers kept renders uniquely across parallel tests.
final class KeptCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    func next() -> String {
        lock.lock(); defer { lock.unlock() }
        n += 1
        return "\(ProcessInfo.processInfo.processIdentifier)-\(n)-\(UUID().uuidString.prefix(4))"
    }
}
let keptCounter = KeptCounter()

/// A font with known metrics for layout tests: every character advances
/// 0.5 em; ascent 0.8 em, descent 0.2 em, line gap 0.1 em; each glyph's
/// outline is a box from the baseline up to 0.7 em, 0.4 em wide.
final class FakeFont: FontProvider {
    var requests: [FontRequest] = []
    func shape(_ line: String, font: FontRequest) throws -> ShapedLine {
        requests.append(font)
        let em = font.size
        var outline = Path()
        for (i, _) in line.enumerated() {
            let x = Double(i) * 0.5 * em
            outline.move(to: Point(x, 0))
            outline.addLine(to: Point(x + 0.4 * em, 0))
            outline.addLine(to: Point(x + 0.4 * em, -0.7 * em))
            outline.addLine(to: Point(x, -0.7 * em))
            outline.closeSubpath()
        }
        return ShapedLine(width: Double(line.count) * 0.5 * em, ascent: 0.8 * em, descent: 0.2 * em,
                          lineGap: 0.1 * em, outline: outline, family: "Fake Sans")
    }
}

/// Pixel colours as rsvg-convert writes them.
extension RGBAImage.Pixel {
    init(_ c: Color) {
        let (r, g, b) = c.rgb8
        self.init(r: Int(r), g: Int(g), b: Int(b), a: Int((c.opacity * 255).rounded()))
    }
    static let transparent = RGBAImage.Pixel(r: 0, g: 0, b: 0, a: 0)
}
