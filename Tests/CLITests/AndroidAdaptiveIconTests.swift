import Foundation
import ShapeRaster
import Testing

/// `iconset(view, dir, {platform = "android", background =, monochrome =})`:
/// an adaptive icon whose every resource Android's own `aapt2 compile`
/// accepts, layers as VectorDrawables where they can be (PNG per density
/// where not), the legacy and round PNGs, the Play Store icon.
@Suite struct AndroidAdaptiveIconTests {
    static let densities = [("mdpi", 1.0), ("hdpi", 1.5), ("xhdpi", 2.0), ("xxhdpi", 3.0), ("xxxhdpi", 4.0)]

    static func make(_ options: String) throws -> (Scratch, [String], [String: Data]) {
        let scratch = try Scratch()
        let script = """
            local fg = Rectangle():fill("white"):frame(1024, 1024)
            for _, p in ipairs(iconset(fg, 'set', {platform = 'android'\(options)})) do print(p) end
            """
        let result = try Shapelua.run(["-e", script], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        return (scratch, result.stdout.split(separator: "\n").map { String($0.dropFirst(4)) },
                try ShardTests.files(scratch.url.appendingPathComponent("set")))
    }

    static func adaptiveXML(background: String, foreground: String, monochrome: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
            <background android:drawable="\(background)"/>
            <foreground android:drawable="\(foreground)"/>
            <monochrome android:drawable="\(monochrome)"/>
        </adaptive-icon>

        """
    }

    /// `aapt2 compile` of every resource of the set, XML and PNG (all but
    /// playstore-icon.png, which is uploaded to the Play Console, not built).
    static func aapt2CompilesEverything(_ scratch: Scratch, expecting count: Int) throws {
        let set = scratch.url.appendingPathComponent("set")
        let out = scratch.url.appendingPathComponent("compiled")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let files = try ShardTests.files(set).keys.sorted().filter { $0 != "playstore-icon.png" }
        #expect(files.count == count)
        for file in files {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/aapt2")
            process.arguments = ["compile", set.appendingPathComponent(file).path, "-o", out.path]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "aapt2 compile \(file): \(text)")
        }
        let compiled = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".flat") }
        #expect(compiled.count == count, "\(compiled.sorted())")
    }

    static func legacyFiles() -> [String: Int] {
        var out = ["playstore-icon.png": 512]
        for (d, scale) in densities {
            out["mipmap-\(d)/ic_launcher.png"] = Int(48 * scale)
            out["mipmap-\(d)/ic_launcher_round.png"] = Int(48 * scale)
        }
        return out
    }

    /// The view alone: vector foreground, white vector background (Android
    /// Studio's default), the foreground named as the monochrome layer.
    @Test func defaults() throws {
        let (scratch, returned, files) = try Self.make("")
        let xml = Self.adaptiveXML(background: "@drawable/ic_launcher_background", foreground: "@drawable/ic_launcher_foreground",
                                   monochrome: "@drawable/ic_launcher_foreground")
        #expect(String(decoding: files["mipmap-anydpi-v26/ic_launcher.xml"] ?? Data(), as: UTF8.self) == xml)
        #expect(String(decoding: files["mipmap-anydpi-v26/ic_launcher_round.xml"] ?? Data(), as: UTF8.self) == xml)
        let expected = Set(["mipmap-anydpi-v26/ic_launcher.xml", "mipmap-anydpi-v26/ic_launcher_round.xml",
                            "drawable-v24/ic_launcher_foreground.xml", "drawable-v24/ic_launcher_background.xml"])
            .union(Self.legacyFiles().keys)
        #expect(Set(files.keys) == expected && Set(returned) == expected && returned.count == expected.count)
        try IconSetTests.expectSizes(files, Self.legacyFiles())
        let background = String(decoding: files["drawable-v24/ic_launcher_background.xml"] ?? Data(), as: UTF8.self)
        #expect(background.contains("android:width=\"108dp\" android:height=\"108dp\"") && background.contains("#FFFFFFFF"))
        try Self.aapt2CompilesEverything(scratch, expecting: expected.count - 1)
    }

    /// The 108 dp canvas: the foreground's square lands on the central
    /// 66 dp; the background fills everything; the legacy composites show
    /// the visible 72 dp, cut to a rounded square and to a circle; the
    /// Play Store icon is the full square.
    @Test func geometry() throws {
        let (_, _, files) = try Self.make(", background = Color(0, 0, 1)")
        let play = try Raster.decodePNG(Array(files["playstore-icon.png"] ?? Data()))
        // 512 px show 72 dp: the foreground's edge is (72 − 66) / 2 = 3 dp
        // = 21.3 px in from each side.
        for (x, y, white) in [(10, 256, false), (19, 256, false), (24, 256, true), (256, 256, true), (487, 256, true),
                              (493, 256, false), (256, 10, false), (256, 24, true), (0, 0, false), (511, 511, false)] {
            let p = play.pixel(x, y)
            #expect(p.a == 255, "play (\(x), \(y)) is opaque")
            #expect(white ? (p.r == 255 && p.b == 255) : (p.r == 0 && p.b == 255), "play (\(x), \(y)): \(p)")
        }
        let round = try Raster.decodePNG(Array(files["mipmap-xxxhdpi/ic_launcher_round.png"] ?? Data()))
        #expect(round.pixel(2, 2).a == 0 && round.pixel(96, 96).a == 255 && round.pixel(96, 3).a == 255)
        let legacy = try Raster.decodePNG(Array(files["mipmap-xxxhdpi/ic_launcher.png"] ?? Data()))
        #expect(legacy.pixel(0, 0).a == 0 && legacy.pixel(12, 12).a == 255 && legacy.pixel(96, 0).a == 255)
    }

    /// A layer a VectorDrawable cannot draw (a blur) is PNGs per density
    /// at 108 dp; a monochrome layer of its own is referenced as such.
    @Test func layersThatAreNotVectors() throws {
        let (scratch, _, files) = try Self.make(", background = Circle():fill('red'):blur(4):frame(100, 100), monochrome = Circle():frame(100, 100)")
        let xml = Self.adaptiveXML(background: "@mipmap/ic_launcher_background", foreground: "@drawable/ic_launcher_foreground",
                                   monochrome: "@drawable/ic_launcher_monochrome")
        #expect(String(decoding: files["mipmap-anydpi-v26/ic_launcher.xml"] ?? Data(), as: UTF8.self) == xml)
        var sizes = Self.legacyFiles()
        for (d, scale) in Self.densities { sizes["mipmap-\(d)/ic_launcher_background.png"] = Int(108 * scale) }
        try IconSetTests.expectSizes(files, sizes)
        #expect(files["drawable-v24/ic_launcher_background.xml"] == nil)
        #expect(files["drawable-v24/ic_launcher_monochrome.xml"] != nil)
        #expect(files.count == sizes.count + 4)
        try Self.aapt2CompilesEverything(scratch, expecting: files.count - 1)
    }

    @Test func sameBytesOnEveryRun() throws {
        let first = try Self.make(", background = 'orange'").2
        let second = try Self.make(", background = 'orange'").2
        #expect(first == second)
    }
}
