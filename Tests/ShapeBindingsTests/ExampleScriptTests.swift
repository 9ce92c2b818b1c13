import CLua
import Foundation
import LuaBridge
import ShapeBindings
import ShapeRaster
import Testing

/// Every script under scripts/examples/ runs in-process, and its SVG renders
/// in rsvg-convert; the seed-article scripts are also checked at pixels
/// whose answer follows from their layout (padding, frames, radii).
@Suite struct ExampleScriptTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/examples")

    /// Runs `name` with `arg[0]` set as the command line sets it, and the
    /// given script arguments; returns the SVG of the view it returns (nil
    /// when it returns none).
    static func run(_ name: String, arguments: [String] = []) throws -> String? {
        let lua = try LuaState()
        ShapeLibrary.install(into: lua, output: OutputHooks(
            resolve: { $0 },
            write: { bytes, path in
                let url = URL(fileURLWithPath: path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url, options: .atomic)
            }))
        // What the example prints is kept in EXAMPLE_PRINTED instead of
        // going to the test log (a passing run prints one summary line).
        try lua.run("""
            EXAMPLE_PRINTED = {}
            print = function(...)
              local t = table.pack(...)
              for i = 1, t.n do t[i] = tostring(t[i]) end
              EXAMPLE_PRINTED[#EXAMPLE_PRINTED + 1] = table.concat(t, "\\t")
            end
            """)
        let path = examples.appendingPathComponent(name).path
        let quoted = ([path] + arguments).map { "[==[\($0)]==]" }
        try lua.run("arg = {[0] = \(quoted[0]), \(quoted.dropFirst().joined(separator: ", "))}")
        try lua.loadFile(path)
        for a in arguments { try lua.run("return [==[\(a)]==]") }
        try lua.call(arguments: Int32(arguments.count), results: 1)
        defer { lua.setTopForTests(0) }
        guard ShapeLibrary.isView(lua, at: lua.topForTests) else { return nil }
        return String(decoding: try ShapeLibrary.svg(lua, at: lua.topForTests, width: nil, height: nil, precision: nil),
                      as: UTF8.self)
    }

    static func render(_ name: String) throws -> RGBAImage {
        guard let svg = try run(name) else { throw SVGTestSupport.RenderFailure(description: "\(name) returned no view") }
        return try SVGTestSupport.render(svg)
    }

    static let white = RGBAImage.Pixel(r: 255, g: 255, b: 255, a: 255)
    static let black = RGBAImage.Pixel(r: 0, g: 0, b: 0, a: 255)

    @Test(arguments: ["seed002_edge_borders.lua", "hello.lua", "gallery.lua", "booleans.lua", "swiftui_badge.lua",
                      "contact_sheet.lua", "sales_chart.lua", "settings_card.lua", "activity_rings.lua", "css_corners.lua"])
    func exampleRendersInRsvg(_ name: String) throws {
        guard FileManager.default.fileExists(atPath: Self.examples.appendingPathComponent(name).path) else { return }
        if let svg = try Self.run(name) { _ = try SVGTestSupport.render(svg) }
    }

    /// The contact sheet keeps its card's shadow: the card is 360 wide, its
    /// shadow (radius 12: 18 units of ink) adds 18 on either side; the
    /// sales chart reads its six months from the CSV beside it (here()),
    /// whatever the working directory of the test.
    @Test func issue22Examples() throws {
        let sheet = try #require(try Self.run("contact_sheet.lua"))
        #expect(sheet.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"396\""), "\(sheet.prefix(120))")
        // Given a count, as many avatars (one gradient each), names in turn.
        let sheet400 = try #require(try Self.run("contact_sheet.lua", arguments: ["400"]))
        #expect(sheet400.components(separatedBy: "<linearGradient").count - 1 == 400)
        #expect(sheet.components(separatedBy: "<linearGradient").count - 1 == 24)
        let chart = try #require(try Self.run("sales_chart.lua"))
        #expect(chart.components(separatedBy: "fill=\"#007aff\"").count - 1 == 6)
    }

    /// Issue 22's settings card is 360 wide with 16 around it; the activity
    /// rings' Move ring (diameter 180 around (120, 120), 20 wide) starts at
    /// 12 o'clock in its colour, and 460 of 600 leaves its track (the
    /// colour at 25 % on black) showing at 10:30.
    @Test func settingsCardAndActivityRings() throws {
        let card = try #require(try Self.run("settings_card.lua"))
        #expect(card.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"392\""), "\(card.prefix(120))")
        let rings = try Self.render("activity_rings.lua")
        #expect(rings.width == 400)
        let move = RGBAImage.Pixel(r: 250, g: 18, b: 79, a: 255)
        #expect(rings.pixel(125, 30).isClose(to: move, tolerance: 8), "\(rings.pixel(125, 30))")
        let track = RGBAImage.Pixel(r: 62, g: 4, b: 20, a: 255)
        let at1030 = 120 - 90 * 0.5.squareRoot()
        #expect(rings.pixel(at1030, at1030).isClose(to: track, tolerance: 4), "\(rings.pixel(at1030, at1030))")
    }

    /// Apple's badge tutorial (300×300): the hexagon's vertical gradient
    /// (239,120,221) at y = 0 to (239,172,120) from y = 0.6 × 300 on, eight
    /// symbols (79,79,191) at 50 % each, a gap in the middle, nothing outside
    /// the hexagon (x from 300 × (1 − 0.832) / 2 = 25.2).
    @Test func swiftUIBadge() throws {
        let image = try Self.render("swiftui_badge.lua")
        #expect(image.width == 300 && image.height == 300)
        func background(_ y: Double) -> RGBAImage.Pixel {
            let t = min(y / 180, 1)
            return .init(r: 239, g: Int((120 + 52 * t).rounded()), b: Int((221 - 101 * t).rounded()), a: 255)
        }
        func halfSymbol(over p: RGBAImage.Pixel) -> RGBAImage.Pixel {
            .init(r: (p.r + 79 + 1) / 2, g: (p.g + 79 + 1) / 2, b: (p.b + 191 + 1) / 2, a: 255)
        }
        #expect(image.pixel(5, 5).a == 0)
        #expect(image.pixel(20, 150).a == 0, "left of the hexagon")
        #expect(image.pixel(30.5, 150.5).isClose(to: background(150.5), tolerance: 3))
        #expect(image.pixel(150.5, 12.5).isClose(to: background(12.5), tolerance: 3), "\(image.pixel(150.5, 12.5))")
        #expect(image.pixel(150.5, 285.5).isClose(to: background(285.5), tolerance: 3))
        #expect(image.pixel(150.5, 150.5).isClose(to: background(150.5), tolerance: 3), "the gap in the middle")
        #expect(image.pixel(150.5, 100.5).isClose(to: halfSymbol(over: background(100.5)), tolerance: 3), "\(image.pixel(150.5, 100.5))")
    }

    /// Seed 000: the 200×200 square at (16, 16) masked with radius-10 arcs.
    @Test func seed000PartialCorners() throws {
        let image = try Self.render("seed000_partial_corners.lua")
        #expect(image.pixel(17, 17).isClose(to: Self.white), "corner outside the arc")
        #expect(image.pixel(215, 215).isClose(to: Self.white), "corner outside the arc")
        #expect(image.pixel(116, 116).isClose(to: Self.black))
        #expect(image.pixel(17, 116).isClose(to: Self.black), "edge midpoint is inside")
        #expect(image.pixel(20, 20).isClose(to: Self.black), "inside the arc (distance 8.5 from its centre < 10)")
    }

    /// Seed 001: the Lua-written SuperEllipseShape and the built-in
    /// Superellipse{rate=} have the same control points, so both figures
    /// (100×100 at x = 16 and x = 136) must be the same pixels.
    @Test func seed001BothSuperellipsesAgree() throws {
        let image = try Self.render("seed001_superellipse.lua")
        for y in stride(from: 16.5, to: 116, by: 7) {
            for x in stride(from: 16.5, to: 116, by: 7) {
                let a = image.pixel(x, y), b = image.pixel(x + 120, y)
                #expect(a.isClose(to: b, tolerance: 2), "(\(x), \(y)): \(a) vs \(b)")
            }
        }
        #expect(image.pixel(17, 17).isClose(to: Self.white), "corner clipped away")
        #expect(!image.pixel(17, 66).isClose(to: Self.white), "the curve passes through the edge midpoints")
    }

    /// Seed 003: widgets of 169 at x = 24, 217, 410; images 80×80 inset 8.
    /// Concentric radius 22 − 8 = 14: the image's corner pixel is cut in
    /// figure 2 (all corners) and only at the top left in figure 3.
    @Test func seed003ContainerRelativeCorners() throws {
        let image = try Self.render("seed003_container_relative.lua")
        #expect(image.pixel(226, 33).isClose(to: Self.white), "figure 2: top-left corner cut")
        #expect(image.pixel(303, 111).isClose(to: Self.white), "figure 2: bottom-right corner cut")
        #expect(!image.pixel(265, 72).isClose(to: Self.white), "figure 2: image inside")
        #expect(image.pixel(419, 33).isClose(to: Self.white), "figure 3: top-left corner cut")
        #expect(!image.pixel(419, 111).isClose(to: Self.white), "figure 3: bottom-left corner square")
        #expect(!image.pixel(496, 33).isClose(to: Self.white), "figure 3: top-right corner square")
    }

    /// Seed 004: five equal figures (W×H from the document size: rows of 3
    /// and 2, spacing and padding 24). Radius 40; the visible border is 10
    /// wide in figure 3 (a 20 stroke masked) and 20 in figures 4 and 5
    /// (stroke doubled + mask, and roundedBorder): mint at 50% over orange.
    @Test func seed004BorderWidths() throws {
        guard let svg = try Self.run("seed004_rounded_border.lua") else { Issue.record("no view"); return }
        let image = try SVGTestSupport.render(svg)
        let w = (Double(image.width) - 96) / 3, h = (Double(image.height) - 72) / 2
        let border = RGBAImage.Pixel(r: 128, g: 174, b: 95, a: 255)
        let orange = RGBAImage.Pixel(r: 255, g: 149, b: 0, a: 255)
        let row2x = 24 + (3 * w + 48 - (2 * w + 24)) / 2
        let figures: [(x: Double, y: Double, width: Double)] = [
            (24 + 2 * (w + 24), 24, 10), (row2x, 48 + h, 20), (row2x + w + 24, 48 + h, 20),
        ]
        for (i, f) in figures.enumerated() {
            let midY = f.y + h / 2
            #expect(image.pixel(f.x + f.width / 2, midY).isClose(to: border, tolerance: 4), "figure \(i + 3): border band")
            #expect(image.pixel(f.x + f.width + 5, midY).isClose(to: orange, tolerance: 4), "figure \(i + 3): content")
            #expect(image.pixel(f.x + 2, f.y + 2).isClose(to: Self.white), "figure \(i + 3): clipped corner")
        }
    }

    /// app_icon.lua writes the whole matrix from layers — iOS with dark and
    /// tinted (4 files), macOS on the icon grid (11), the Icon Composer
    /// bundle (5), Android's adaptive icon with monochrome (20), the web
    /// with maskable icons and a dark favicon.svg (8) — the same bytes on a
    /// second run, and, without a folder, returns the icon; icon_sheet.lua
    /// lays the written PNGs out as a contact sheet.
    @Test func appIconWritesEveryPlatformAndTheSheetShowsThem() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("shapelua-app-icon-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.run("app_icon.lua", arguments: [folder.path]) == nil)
        func files(_ root: URL) -> [String: Data] {
            var found: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(atPath: root.path)
            while let name = enumerator?.nextObject() as? String {
                var isFolder: ObjCBool = false
                let url = root.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                    found[name] = FileManager.default.contents(atPath: url.path)
                }
            }
            return found
        }
        let written = files(folder)
        #expect(written.count == 48)
        for (platform, count) in [("ios/", 4), ("macos/", 11), ("icon-composer/", 5), ("android/", 20), ("web/", 8)] {
            #expect(written.keys.filter { $0.hasPrefix(platform) }.count == count, "\(platform)")
        }
        let again = folder.appendingPathComponent("again")
        #expect(try Self.run("app_icon.lua", arguments: [again.path]) == nil)
        let second = files(again)
        #expect(second.count == written.count && second.allSatisfy { written[$0.key] == $0.value }, "a second run wrote other bytes")
        let icon = try SVGTestSupport.render(try #require(try Self.run("app_icon.lua")))
        #expect(icon.width == 1024 && icon.height == 1024)
        #expect(icon.pixel(2, 2).a == 0, "the rounded corner is transparent")
        #expect(icon.pixel(512, 900).a == 255)
        let sheet = try SVGTestSupport.render(try #require(try Self.run("icon_sheet.lua", arguments: [folder.path])))
        #expect(sheet.width > 1000 && sheet.height > 1000)
    }

    /// batch.lua writes 7 sizes × 5 corner styles × 10 colours as PNGs.
    @Test func batchWritesTheIconFamily() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("shapelua-batch-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.run("batch.lua", arguments: [folder.path])
        let styles = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(styles == ["circle", "circular", "continuous", "squircle", "superellipse"])
        for style in styles {
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(style).path)
            #expect(files.count == 70 && files.allSatisfy { $0.hasSuffix(".png") }, "\(style)")
        }
        let one = try Raster.decodePNG(Array(try Data(contentsOf: folder.appendingPathComponent("continuous/blue-64.png"))))
        #expect(one.width == 64 && one.height == 64)
        #expect(one.pixel(0, 0).a == 0, "rounded corner is transparent")
        #expect(one.pixel(32, 32).a == 255 && one.pixel(32, 32).r > 200, "the white mark in the middle")
        #expect(one.pixel(6, 32).a == 255 && one.pixel(6, 32).b > one.pixel(6, 32).r, "the blue gradient at the edge")
    }
}

extension LuaState {
    var topForTests: Int32 { lua_gettop(L) }
    func setTopForTests(_ n: Int32) { lua_settop(L, n) }
}
