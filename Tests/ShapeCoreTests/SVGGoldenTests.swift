import Foundation
import Testing
@testable import ShapeCore

/// Golden SVG files pin the exact bytes of a few documents. They are
/// re-recorded only when asked: `SHAPELUA_RECORD=1 swift test --filter SVGGoldenTests`.
@Suite struct SVGGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func check(_ name: String, _ view: some ViewConvertible, _ options: SVGOptions = SVGOptions()) throws {
        var o = options
        if o.fonts == nil { o.fonts = FakeFont() }
        let text = try svg(view, options: o)
        #expect(try svg(view, options: o) == text, "output must be byte-identical run to run")
        _ = try SVGTestSupport.render(text) // well-formed, renders without warnings
        let url = Self.directory.appendingPathComponent("\(name).svg")
        if ProcessInfo.processInfo.environment["SHAPELUA_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return
        }
        guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(url.path); record with SHAPELUA_RECORD=1")
            return
        }
        #expect(text == golden, "\(name).svg differs from the golden file")
    }

    @Test func stacksFramesAndPadding() throws {
        let v = VStack(alignment: .leading, spacing: 6, [
            HStack([Circle().fill(Color.red).frame(width: 20, height: 20),
                    Capsule().fill(Color.green).frame(width: 40, height: 20)]),
            RoundedRectangle(cornerRadius: 8).stroke(Color.blue, lineWidth: 3).frame(width: 80, height: 30),
        ]).padding(10).background(Color.white)
        try check("stacks", v)
    }

    @Test func clipsMasksGradientsAndShadow() throws {
        let g = try LinearGradient(colors: [.indigo, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
        let r = try RadialGradient(colors: [.white, .black], startRadius: 5, endRadius: 30)
        let v = HStack(spacing: 10, [
            Rectangle().fill(g).frame(width: 60, height: 60).cornerRadius(12),
            Color.orange.frame(width: 60, height: 60).mask(Circle()),
            Rectangle().fill(r).frame(width: 60, height: 60).shadow(radius: 4, x: 2, y: 2),
            Color.teal.frame(width: 60, height: 60).roundedBorder(Color.black.opacity(0.5), width: 6, radius: 14),
        ]).padding(12)
        try check("effects", v, SVGOptions(width: 320, height: 100, precision: 2, background: .color(.white)))
    }

    @Test func textAsOutlinesAndAsText() throws {
        let t = Text("A & B\n<ok>").font(try FontSpec(named: "title2")).multilineTextAlignment(.center)
            .foregroundColor(Color.purple).padding(8)
        try check("text-outlines", t)
        try check("text-elements", t, SVGOptions(text: .text))
    }

    @Test func canvas() throws {
        let c = Canvas(width: 60, height: 40) { ctx in
            try ctx.fill(UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 4, style: .circular),
                         in: Rect(4, 4, 30, 20), with: Color.blue)
            try ctx.translateBy(x: 30, y: 10)
            try ctx.rotate(degrees: 30)
            try ctx.stroke(Ellipse(), in: Rect(0, 0, 20, 10), with: Color.red,
                           style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [3, 2]))
        }
        try check("canvas", c)
    }
}
