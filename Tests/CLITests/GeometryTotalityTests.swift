import Foundation
import Testing

/// Issue 8's geometry one-liners through the built binary, under the
/// sandbox and every limit: each ends with its exact exit status and output,
/// never a signal (a trap would end with status 4, SIGILL, and no output).
@Suite struct GeometryTotalityTests {
    static let limits = ["--sandbox", "--timeout", "2", "--max-instructions", "1000000", "--max-memory", "64"]

    static func svg(_ width: Int, _ height: Int, _ body: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\(body)</svg>\n"
    }

    @Test(arguments: [
        // ArcApproximation.segmentCount trapped on the NaN sweep.
        ("return Path(\"M0 0 A 1e-200 1e-200 0 0 0 10 10\")",
         svg(10, 10, "<path d=\"M0 0A7.071 7.071 0 0 0 10 10\" fill=\"#000000\"/>")),
        // ArcApproximation.sinCos trapped converting 1.7e28 quarter turns to Int.
        ("return Path(function(p) p:addArc{center={5,5}, radius=5, startAngle=1e30, endAngle=0} end)",
         svg(10, 10, "<path d=\"M3.639 0.189A5 5 0 0 1 10 5\" fill=\"#000000\"/>")),
        // SmoothRoundedRectangle.path(in:) trapped in a 10 × 1.1e-15 frame.
        ("return SmoothRoundedRectangle{cornerRadius=5}:aspectRatio(9.007e15):frame(10,10)",
         svg(10, 10, "<path transform=\"translate(0 5)\" d=\"M0 0L10 0A0 0 0 0 1 10 0A0 0 0 0 1 10 0L0 0A0 0 0 0 1 0 0A0 0 0 0 1 0 0Z\" fill=\"#000000\"/>")),
        // Ran for minutes: now the work of a 100 square.
        ("print(Superellipse{exponent=3}:path(Rect(0,0,1e300,1e300)):length())", "3.3725236605762e+300\n"),
    ])
    func oneLinerSucceeds(code: String, output: String) throws {
        let r = try Shapelua.run(Self.limits + ["-e", code])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == output)
        #expect(r.stderr == "")
    }

    /// Cubic.swift:145 trapped converting a 1e20-segment count to Int: the
    /// stroke is now ~1,800 segments and written in full.
    @Test func strokingAHugeCubicSucceeds() throws {
        let r = try Shapelua.run(Self.limits + ["-e", "return Path(\"M0 0 C 1e40 0 0 1e40 1 1\"):strokedPath{lineWidth=1}"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\""))
        #expect(r.stdout.hasSuffix("fill=\"#000000\"/></svg>\n"))
        #expect(r.stderr == "")
    }

    @Test(arguments: [
        "Path(\"M0 0 C 1e40 0 0 1e40 1 1\"):strokeBorder(\"red\", 1):frame(10, 10)",
        "Canvas(10, 10, function(ctx) ctx:stroke(Path(\"M0 0 C 1e40 0 0 1e40 1 1\"), \"red\", {lineWidth = 1, dash = {3, 1}}) end)",
    ])
    func strokeBorderAndCanvasStrokesSucceed(view: String) throws {
        let r = try Shapelua.run(Self.limits + ["-e", "return " + view])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasSuffix("</svg>\n") && r.stdout.contains("<path"))
        #expect(r.stderr == "")
    }

    @Test(arguments: [
        ("return Path(\"M-1e308 0 L1e308 0\"):bounds()", "bounds: the result exceeds the range of numbers (±1.8e308)"),
        ("return Path(\"M0 0 L1e200 0 L1e200 1e200 Z\"):area()", "area: the result exceeds the range of numbers (±1.8e308)"),
        ("return Rectangle():path(Rect(1e308, 0, 1e308, 1))", "path: the result exceeds the range of numbers (±1.8e308)"),
        ("return Path(function(p) p:addArc{center={1e308,0}, radius=1e308, startAngle=0, endAngle=90} end)",
         "addArc: the path exceeds the range of numbers (±1.8e308)"),
    ])
    func resultsBeyondTheRangeAreErrors(code: String, message: String) throws {
        let r = try Shapelua.run(Self.limits + ["-e", code])
        #expect(r.status == 1)
        #expect(r.stdout == "")
        let firstLine = r.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("shapelua: ") && firstLine.hasSuffix(message), "\(r.stderr)")
    }
}
