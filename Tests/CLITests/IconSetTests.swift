import Foundation
import ShapeRaster
import Testing

/// docs/EXPORT.md: `iconset()` writes exactly each platform's files, at their
/// sizes, rendered from the vectors; the JSON parses; the ICO is valid.
@Suite struct IconSetTests {
    static let icon = """
        ZStack{
            RoundedRectangle(224):fill(LinearGradient{colors = {"orange", "pink"}, startPoint = "top", endPoint = "bottom"}),
            Circle():stroke("white", 60):padding(250),
        }:frame(1024, 1024)
        """

    /// Runs iconset in a scratch folder; the paths it returned and the files on disk.
    static func make(_ platform: String, _ extra: String = "") throws -> (scratch: Scratch, returned: [String], files: [String: Data]) {
        let scratch = try Scratch()
        let result = try Shapelua.run(["-e", "for _, p in ipairs(iconset(\(icon), 'set', {platform = '\(platform)'\(extra)})) do print(p) end"],
                                      in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let root = scratch.url.appendingPathComponent("set")
        return (scratch, result.stdout.split(separator: "\n").map(String.init), try ShardTests.files(root))
    }

    static func pngSide(_ data: Data) throws -> Int {
        let image = try Raster.decodePNG(Array(data))
        #expect(image.width == image.height)
        return image.width
    }

    static func expectSizes(_ files: [String: Data], _ expected: [String: Int]) throws {
        for (name, side) in expected {
            guard let data = files[name] else { Issue.record("missing \(name)"); continue }
            #expect(try pngSide(data) == side, "\(name)")
        }
    }

    /// The PNG's colour type (IHDR byte 25): 2 is RGB, 6 RGBA.
    static func colourType(_ png: Data) -> UInt8? { png.count > 25 ? Array(png)[25] : nil }

    /// Xcode's single-size set with its appearances: Contents.json parsed,
    /// every file it names present at its size; the light icon opaque and
    /// without an alpha channel (App Store Connect refuses RGBA: ITMS-90717),
    /// the dark one with its transparency, the tinted one grey and opaque.
    @Test func ios() throws {
        let (_, returned, files) = try Self.make("ios")
        let names = ["AppIcon-1024.png", "AppIcon-1024-dark.png", "AppIcon-1024-tinted.png", "Contents.json"]
        #expect(Set(files.keys) == Set(names.map { "AppIcon.appiconset/" + $0 }))
        #expect(returned == names.map { "set/AppIcon.appiconset/" + $0 })
        let json = try JSONSerialization.jsonObject(with: files["AppIcon.appiconset/Contents.json"]!) as! [String: Any]
        let images = json["images"] as! [[String: Any]]
        #expect(images.count == 3)
        for (image, (file, appearance)) in zip(images, [("AppIcon-1024.png", nil), ("AppIcon-1024-dark.png", "dark"),
                                                         ("AppIcon-1024-tinted.png", "tinted")] as [(String, String?)]) {
            #expect(image["filename"] as? String == file && image["idiom"] as? String == "universal")
            #expect(image["platform"] as? String == "ios" && image["size"] as? String == "1024x1024")
            let appearances = image["appearances"] as? [[String: String]]
            #expect(appearances == appearance.map { [["appearance": "luminosity", "value": $0]] }, "\(file)")
            #expect(try Self.pngSide(files["AppIcon.appiconset/" + file] ?? Data()) == 1024)
        }
        #expect((json["info"] as! [String: Any])["version"] as? Int == 1)
        let light = files["AppIcon.appiconset/AppIcon-1024.png"]!, dark = files["AppIcon.appiconset/AppIcon-1024-dark.png"]!
        let tinted = files["AppIcon.appiconset/AppIcon-1024-tinted.png"]!
        #expect(Self.colourType(light) == 2 && Self.colourType(tinted) == 2 && Self.colourType(dark) == 6)
        // The icon's corners are transparent (a rounded rectangle): white in
        // the light icon, transparent in the dark one, black in the tinted.
        let l = try Raster.decodePNG(Array(light)), d = try Raster.decodePNG(Array(dark)), t = try Raster.decodePNG(Array(tinted))
        #expect(l.pixel(2, 2) == (255, 255, 255, 255) && d.pixel(2, 2).a == 0 && t.pixel(2, 2) == (0, 0, 0, 255))
        // Inside: the light and dark icons as drawn, the tinted one grey.
        let inside = l.pixel(512, 100)
        #expect(inside.a == 255 && d.pixel(512, 100) == inside)
        let grey = t.pixel(512, 100)
        #expect(grey.r == grey.g && grey.g == grey.b && grey.a == 255 && grey.r > 0 && grey.r < 255)
    }

    /// Views of their own for the dark and tinted appearances.
    @Test func iosAppearancesGiven() throws {
        let (_, _, files) = try Self.make("ios", ", dark = Color('black'), tinted = Color('red')")
        let d = try Raster.decodePNG(Array(files["AppIcon.appiconset/AppIcon-1024-dark.png"]!))
        let t = try Raster.decodePNG(Array(files["AppIcon.appiconset/AppIcon-1024-tinted.png"]!))
        #expect(d.pixel(2, 2) == (0, 0, 0, 255))
        // Red's luminance (saturation 0: 0.213 R + 0.715 G + 0.072 B of
        // the system red #FF3B30) in grey.
        let grey = t.pixel(512, 512)
        #expect(grey.r == grey.g && grey.g == grey.b && abs(Int(grey.r) - 100) <= 3, "\(grey)")
    }

    @Test func iosLegacy() throws {
        let (_, returned, files) = try Self.make("ios", ", legacy = true, name = 'Icon'")
        let json = try JSONSerialization.jsonObject(with: files["Icon.appiconset/Contents.json"]!) as! [String: Any]
        let images = (json["images"] as! [[String: Any]]).filter { $0["appearances"] == nil }.map { $0 as! [String: String] }
        // 1024 universal + iPhone 20/29/40/60 @2x,@3x + iPad 20/29/40/76 @1x,@2x and 83.5@2x.
        #expect(images.count == 1 + 8 + 9)
        #expect(files.count == images.count + 2 + 1 && returned.count == files.count)
        for image in images {
            let file = "Icon.appiconset/" + image["filename"]!
            let points = Double(image["size"]!.split(separator: "x")[0])!
            let scale = image["scale"].map { Double($0.dropLast())! } ?? 1
            #expect(try Self.pngSide(files[file] ?? Data()) == Int((points * scale).rounded()), "\(file)")
            #expect(Self.colourType(files[file] ?? Data()) == 2, "\(file) has an alpha channel")
            #expect(["universal", "iphone", "ipad"].contains(image["idiom"]!))
        }
        #expect(images.contains(["filename": "Icon-ipad-83.5@2x.png", "idiom": "ipad", "scale": "2x", "size": "83.5x83.5"]))
    }

    @Test func macos() throws {
        let (_, _, files) = try Self.make("macos")
        var expected: [String: Int] = [:]
        for size in [16, 32, 128, 256, 512] {
            expected["AppIcon.iconset/icon_\(size)x\(size).png"] = size
            expected["AppIcon.iconset/icon_\(size)x\(size)@2x.png"] = size * 2
        }
        #expect(Set(files.keys) == Set(expected.keys).union(["AppIcon.icns"]))
        try Self.expectSizes(files, expected)
    }

    /// The `.icns` beside the folder: Apple's container read back by our
    /// own parser (header, every element's type, length and PNG) and by
    /// libicns (`icns2png`, Debian `icnsutils`), which lists every element
    /// and extracts the types it decodes (ic08, ic09, ic10: it predates
    /// the others); byte-identical across runs.
    @Test func macosIcns() throws {
        let (_, _, files) = try Self.make("macos")
        let icns = Array(files["AppIcon.icns"] ?? Data())
        func be32(_ i: Int) -> Int { Int(icns[i]) << 24 | Int(icns[i + 1]) << 16 | Int(icns[i + 2]) << 8 | Int(icns[i + 3]) }
        #expect(icns.count > 8 && String(decoding: icns[0..<4], as: UTF8.self) == "icns" && be32(4) == icns.count)
        let expected: [(String, Int, String)] = [
            ("ic04", 16, "icon_16x16.png"), ("ic05", 32, "icon_32x32.png"), ("ic11", 32, "icon_16x16@2x.png"),
            ("ic12", 64, "icon_32x32@2x.png"), ("ic07", 128, "icon_128x128.png"), ("ic13", 256, "icon_128x128@2x.png"),
            ("ic08", 256, "icon_256x256.png"), ("ic14", 512, "icon_256x256@2x.png"), ("ic09", 512, "icon_512x512.png"),
            ("ic10", 1024, "icon_512x512@2x.png")]
        var offset = 8
        var listed: [(type: String, bytes: Int)] = []
        for (type, side, name) in expected {
            guard offset + 8 <= icns.count else { Issue.record("the file ends before \(type)"); break }
            let length = be32(offset + 4)
            #expect(String(decoding: icns[offset..<offset + 4], as: UTF8.self) == type)
            let png = Array(icns[(offset + 8)..<min(offset + length, icns.count)])
            #expect(try Raster.decodePNG(png).width == side, "\(type)")
            #expect(png == Array(files["AppIcon.iconset/\(name)"] ?? Data()), "\(type) is not \(name)")
            listed.append((type, png.count))
            offset += length
        }
        #expect(offset == icns.count)

        let scratch = try Scratch()
        let path = scratch.url.appendingPathComponent("AppIcon.icns").path
        try Data(icns).write(to: URL(fileURLWithPath: path))
        func icns2png(_ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/icns2png")
            process.arguments = arguments
            process.currentDirectoryURL = scratch.url
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "icns2png \(arguments)")
            return text
        }
        let listing = try icns2png(["-l", path])
        let elements = listing.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("'") }
        // Each element with its type and length: "'ic07' 0x0 0-bit (4077 bytes)",
        // or for a type libicns decodes "'ic08' 256x256 32-bit icon (262144 bytes compressed to 8703)".
        #expect(elements.count == listed.count, "\(listing)")
        for (line, element) in zip(elements, listed) {
            #expect(line.hasPrefix("'\(element.type)' ") && (line.hasSuffix("(\(element.bytes) bytes)") || line.hasSuffix("compressed to \(element.bytes))")),
                    "\(line)")
        }
        #expect(listing.contains("Icon family size is \(icns.count) bytes"))
        let extracted = try icns2png(["-x", "-o", scratch.url.path, path])
        for (side, name) in [(256, "icon_256x256.png"), (512, "icon_512x512.png"), (1024, "icon_512x512@2x.png")] {
            let file = scratch.url.appendingPathComponent("AppIcon_\(side)x\(side)x32.png")
            guard let data = try? Data(contentsOf: file) else { Issue.record("icns2png extracted no \(side) image: \(extracted)"); continue }
            let theirs = try Raster.decodePNG(Array(data)), ours = try Raster.decodePNG(Array(files["AppIcon.iconset/\(name)"]!))
            #expect(theirs.width == side && theirs.rgba == ours.rgba, "\(name)")
        }
        let again = try Self.make("macos").files["AppIcon.icns"]
        #expect(again == files["AppIcon.icns"], "a second run wrote other bytes")
    }

    /// Android's files are checked in AndroidAdaptiveIconTests; here only
    /// the legacy sizes, as for the other platforms.
    @Test func android() throws {
        let (_, _, files) = try Self.make("android")
        let expected = ["mipmap-mdpi/ic_launcher.png": 48, "mipmap-hdpi/ic_launcher.png": 72, "mipmap-xhdpi/ic_launcher.png": 96,
                        "mipmap-xxhdpi/ic_launcher.png": 144, "mipmap-xxxhdpi/ic_launcher.png": 192, "playstore-icon.png": 512]
        try Self.expectSizes(files, expected)
    }

    @Test func web() throws {
        let (_, _, files) = try Self.make("web")
        #expect(Set(files.keys) == ["favicon.ico", "favicon.svg", "icon-192.png", "icon-512.png", "icon-maskable-192.png",
                                    "icon-maskable-512.png", "apple-touch-icon.png", "manifest.webmanifest"])
        try Self.expectSizes(files, ["icon-192.png": 192, "icon-512.png": 512, "apple-touch-icon.png": 180,
                                     "icon-maskable-192.png": 192, "icon-maskable-512.png": 512])
        // The manifest: every icon it names is there, at its size.
        let manifest = try JSONSerialization.jsonObject(with: files["manifest.webmanifest"]!) as! [String: Any]
        let icons = manifest["icons"] as! [[String: String]]
        #expect(icons.map { $0["purpose"] ?? "" } == ["any", "any", "maskable", "maskable"])
        for icon in icons {
            let side = Int(icon["sizes"]!.split(separator: "x")[0])!
            #expect(icon["type"] == "image/png" && icon["sizes"] == "\(side)x\(side)")
            #expect(try Self.pngSide(files[icon["src"]!] ?? Data()) == side, "\(icon["src"]!)")
        }
        // favicon.svg is the vector document itself.
        let svg = String(decoding: files["favicon.svg"]!, as: UTF8.self)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1024\" height=\"1024\""))
        // Maskable: opaque (no alpha channel), the background where the
        // rounded icon's corners are, and the icon itself (orange at its
        // top edge) inside the central 80 %: its top edge is at 10 %.
        let maskable = try Raster.decodePNG(Array(files["icon-maskable-512.png"]!))
        #expect(Self.colourType(files["icon-maskable-512.png"]!) == 2 && Self.colourType(files["apple-touch-icon.png"]!) == 2)
        #expect(maskable.pixel(2, 2) == (255, 255, 255, 255) && maskable.pixel(256, 40) == (255, 255, 255, 255))
        #expect(maskable.pixel(256, 60).r > 200 && maskable.pixel(256, 60).b < 200, "\(maskable.pixel(256, 60))")
        // apple-touch-icon: full bleed, opaque: the rounded corners white, the edge the icon's.
        let touch = try Raster.decodePNG(Array(files["apple-touch-icon.png"]!))
        #expect(touch.pixel(1, 1) == (255, 255, 255, 255) && touch.pixel(90, 2).b < 200)
        // ICONDIR: reserved 0, type 1, 3 entries; each entry's size and the PNG at its offset.
        let ico = Array(files["favicon.ico"]!)
        func le16(_ i: Int) -> Int { Int(ico[i]) | Int(ico[i + 1]) << 8 }
        func le32(_ i: Int) -> Int { le16(i) | le16(i + 2) << 16 }
        #expect(le16(0) == 0 && le16(2) == 1 && le16(4) == 3)
        var end = 6 + 16 * 3
        for (k, side) in [16, 32, 48].enumerated() {
            let entry = 6 + 16 * k
            #expect(Int(ico[entry]) == side && Int(ico[entry + 1]) == side && ico[entry + 2] == 0 && ico[entry + 3] == 0)
            #expect(le16(entry + 4) == 1 && le16(entry + 6) == 32)
            let length = le32(entry + 8), offset = le32(entry + 12)
            #expect(offset == end)
            end = offset + length
            let png = Array(ico[offset..<min(offset + length, ico.count)])
            #expect(try Raster.decodePNG(png).width == side)
        }
        #expect(end == ico.count)
    }

    /// The web's `background` goes under the maskable and touch icons.
    @Test func webBackground() throws {
        let (_, _, files) = try Self.make("web", ", background = Color(0, 0, 1)")
        let maskable = try Raster.decodePNG(Array(files["icon-maskable-192.png"]!))
        #expect(maskable.pixel(1, 1) == (0, 0, 255, 255))
    }

    /// Each size is rendered from the vectors: the 16-pixel icon equals
    /// rsvg-convert drawing the 1024 document straight at 16 × 16.
    @Test func sizesComeFromTheVectors() throws {
        let (scratch, _, files) = try Self.make("macos")
        let svg = scratch.url.appendingPathComponent("icon.svg").path
        let made = try Shapelua.run(["-o", svg, "-e", "return \(Self.icon)"])
        #expect(made.status == 0)
        for side in [16, 64, 512] {
            let png = scratch.url.appendingPathComponent("ref\(side).png").path
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
            process.arguments = ["-w", "\(side)", "-h", "\(side)", "-o", png, svg]
            try process.run()
            process.waitUntilExit()
            let reference = try Raster.decodePNG(Array(try Data(contentsOf: URL(fileURLWithPath: png))))
            let name = side == 16 ? "icon_16x16.png" : side == 64 ? "icon_32x32@2x.png" : "icon_512x512.png"
            let ours = try Raster.decodePNG(Array(files["AppIcon.iconset/\(name)"]!))
            #expect(ours.rgba == reference.rgba, "\(name) differs from rsvg-convert -w \(side)")
        }
    }

    /// A view that is not square fills the icon along its longer side,
    /// its proportions kept (a 200 × 100 capsule used to be 38 px wide in
    /// a 192 px icon: it sat in a 1024 square).
    @Test func aViewThatIsNotSquareIsFittedByItsLongerSide() throws {
        let scratch = try Scratch()
        let result = try Shapelua.run(["-e", "iconset(Capsule():fill('black'):frame(200, 100), 'set', {platform = 'macos'})"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let png = try Raster.decodePNG(Array(try Data(contentsOf: scratch.url.appendingPathComponent("set/AppIcon.iconset/icon_512x512.png"))))
        #expect(png.pixel(256, 256).a == 255 && png.pixel(3, 256).a == 255 && png.pixel(508, 256).a == 255, "as wide as the icon")
        #expect(png.pixel(256, 134).a == 255 && png.pixel(256, 378).a == 255, "half as tall")
        #expect(png.pixel(256, 120).a == 0 && png.pixel(256, 392).a == 0 && png.pixel(3, 140).a == 0, "centred, round ends")
    }

    @Test func shardedIconsetIsOneSave() throws {
        let scratch = try Scratch()
        let script = "local r = iconset(Circle():frame(64, 64), 'set', {platform = 'android'}); print(#r)"
        let other = try Shapelua.run(["--shard", "1/2", "-e", script], in: scratch.url)
        #expect(other.stdout == "0\n" && !scratch.exists("set"))
        let mine = try Shapelua.run(["--shard", "0/2", "-e", script], in: scratch.url)
        #expect(mine.stdout == "15\n" && scratch.exists("set/playstore-icon.png"))
    }
}
