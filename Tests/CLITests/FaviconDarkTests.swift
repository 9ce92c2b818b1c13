import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ShapeRaster
import Testing

/// `iconset(view, dir, {platform = "web", dark = …})`: favicon.svg holds
/// both drawings, the dark one shown through `prefers-color-scheme` in the
/// document's own `<style>`. librsvg (rsvg-convert 2.54) applies no media
/// query, so it draws the light one — pixel for pixel the favicon without
/// `dark`; headless Chromium draws the light one, and the dark one with
/// `--force-dark-mode` (which makes `prefers-color-scheme: dark` match).
@Suite struct FaviconDarkTests {
    static let light = "Rectangle():fill('#0000ff'):frame(64, 64)"
    /// Another size on purpose: the dark drawing is fitted to the light one's square.
    static let dark = "ZStack{Rectangle():fill('#202020'), Circle():fill(LinearGradient{colors = {'#ff0000', '#ff8000'}})}:frame(32, 32)"

    static func favicon(_ extra: String, in scratch: Scratch) throws -> Data {
        let result = try Shapelua.run(["-e", "iconset(\(light), 'web', {platform = 'web'\(extra)})"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        return try Data(contentsOf: scratch.url.appendingPathComponent("web/favicon.svg"))
    }

    static func elements(_ svg: Data) throws -> [VectorDrawableReader.Element] {
        let parser = XMLParser(data: svg)
        let builder = VectorDrawableReader.TreeBuilder()
        parser.delegate = builder
        #expect(parser.parse(), "favicon.svg is not well-formed XML: \(String(describing: parser.parserError))")
        var all: [VectorDrawableReader.Element] = []
        func walk(_ e: VectorDrawableReader.Element) { all.append(e); e.children.forEach(walk) }
        builder.stack.first?.children.forEach(walk)
        return all
    }

    /// The structure: the root's first child a `<style>` with the media
    /// query, then the light group and the dark group; ids unique and every
    /// `url(#…)` naming one of them.
    @Test func bothDrawingsAndTheirStyleInOneDocument() throws {
        let scratch = try Scratch()
        let svg = try Self.favicon(", dark = \(Self.dark)", in: scratch)
        let text = String(decoding: svg, as: UTF8.self)
        let all = try Self.elements(svg)
        let root = try #require(all.first)
        #expect(root.name == "svg" && root.attributes["width"] == "64" && root.attributes["viewBox"] == "0 0 64 64")
        #expect(root.children.map(\.name) == ["style", "g", "g"])
        #expect(root.children.dropFirst().map { $0.attributes["class"] } == ["light", "dark"])
        #expect(text.contains("<style>.dark{display:none}@media (prefers-color-scheme:dark){.light{display:none}.dark{display:inline}}</style>"))
        let ids = all.compactMap { $0.attributes["id"] }
        #expect(ids.count == Set(ids).count && ids.contains("dark-g1"), "\(ids)")
        let references = all.flatMap { $0.attributes.values }.filter { $0.hasPrefix("url(#") }.map { String($0.dropFirst(5).dropLast()) }
        #expect(!references.isEmpty && references.allSatisfy { ids.contains($0) }, "\(references) \(ids)")
        // Without `dark` the favicon is the plain document, no style.
        let plain = String(decoding: try Self.favicon("", in: scratch), as: UTF8.self)
        #expect(!plain.contains("<style>") && !plain.contains("class="))
    }

    static func rsvg(_ svg: Data, in scratch: Scratch, _ name: String) throws -> RasterImage {
        let input = scratch.url.appendingPathComponent("\(name).svg"), output = scratch.url.appendingPathComponent("\(name).png")
        try svg.write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        process.arguments = ["-o", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try Raster.decodePNG(Array(try Data(contentsOf: output)))
    }

    /// rsvg-convert draws the light favicon exactly as the one without `dark`.
    @Test func rsvgDrawsTheLightOne() throws {
        let scratch = try Scratch()
        let both = try Self.rsvg(try Self.favicon(", dark = \(Self.dark)", in: scratch), in: scratch, "both")
        let plain = try Self.rsvg(try Self.favicon("", in: scratch), in: scratch, "plain")
        #expect(both.width == 64 && both.rgba == plain.rgba)
    }

    /// One headless Chromium screenshot of the SVG file (ended after 120 s).
    static func chromium(_ svg: URL, dark: Bool, in scratch: Scratch) throws -> RasterImage {
        let shot = scratch.url.appendingPathComponent(dark ? "dark.png" : "light.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chromium")
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                             "--user-data-dir=\(scratch.url.appendingPathComponent("profile-\(dark)").path)",
                             "--window-size=64,64", "--screenshot=\(shot.path)"] + (dark ? ["--force-dark-mode"] : []) + [svg.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stop = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: stop)
        process.waitUntilExit()
        stop.cancel()
        return try Raster.decodePNG(Array(try Data(contentsOf: shot)))
    }

    /// Chromium follows the colour scheme: the blue square in light mode;
    /// in dark mode the dark drawing, scaled to the same 64 px (its grey
    /// corner, its red-to-orange circle in the middle).
    @Test func chromiumFollowsTheColourScheme() throws {
        let scratch = try Scratch()
        _ = try Self.favicon(", dark = \(Self.dark)", in: scratch)
        let file = scratch.url.appendingPathComponent("web/favicon.svg")
        let light = try Self.chromium(file, dark: false, in: scratch), dark = try Self.chromium(file, dark: true, in: scratch)
        func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ q: (Int, Int, Int)) -> Bool {
            abs(Int(p.r) - q.0) <= 8 && abs(Int(p.g) - q.1) <= 8 && abs(Int(p.b) - q.2) <= 8
        }
        #expect(near(light.pixel(32, 32), (0, 0, 255)) && near(light.pixel(2, 2), (0, 0, 255)), "\(light.pixel(32, 32))")
        #expect(near(dark.pixel(2, 2), (32, 32, 32)), "\(dark.pixel(2, 2))")
        let middle = dark.pixel(32, 32)
        #expect(middle.r > 230 && middle.b < 40 && middle.g > 30 && middle.g < 110, "\(middle)")
    }
}
