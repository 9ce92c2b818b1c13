import Foundation
import Testing
import ShapeRaster

/// A picture that cannot be drawn is an error naming it and why, at
/// `Image()`, before anything decodes it: a PNG declaring more pixels than
/// an image may have (it took 38 s and 16.8 GB to draw as a blank box),
/// a palette PNG without its palette (drawn as nothing), a PNG whose image
/// data does not inflate to the scanlines its header describes (drawn as a
/// grey box or nothing).
@Suite struct UndrawableImageTests {
    /// CRC-32 of PNG chunks (ISO 3309, reflected 0xEDB88320).
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }

    static func be32(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc(body))
    }

    /// zlib data inflating to `count` zero bytes (zero scanlines: filter
    /// type 0, black or transparent pixels) in one block of fixed Huffman
    /// codes (RFC 1951 §3.2.6): a literal 0, then matches of 258 bytes at
    /// distance 1 and literals for the rest; then the Adler-32 of zeros.
    static func zeros(_ count: Int) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01], bits = 0, used = 0
        func put(_ value: Int, _ n: Int) { // least significant bit first
            bits |= value << used; used += n
            while used >= 8 { out.append(UInt8(bits & 255)); bits >>= 8; used -= 8 }
        }
        func code(_ value: Int, _ n: Int) { // Huffman codes: most significant bit first
            for k in stride(from: n - 1, through: 0, by: -1) { put(value >> k & 1, 1) }
        }
        put(1, 1); put(1, 2) // the last block; fixed codes
        var left = count
        if left > 0 { code(0x30, 8); left -= 1 }
        while left >= 258 { code(0xC5, 8); code(0, 5); left -= 258 } // length 258 (code 285), distance 1
        for _ in 0..<left { code(0x30, 8) }
        code(0, 7) // end of block
        if used > 0 { put(0, 8 - used) }
        return out + be32(UInt32(count % 65521) << 16 | 1)
    }

    /// A PNG with the given header fields and `data` as its image data
    /// (zeros of the size the header needs when nil).
    static func png(width: UInt32, height: UInt32, depth: UInt8, colour: UInt8, palette: Bool, data: [UInt8]? = nil) -> [UInt8] {
        let header = be32(width) + be32(height) + [depth, colour, 0, 0, 0]
        let samples = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colour)] ?? 1
        let rowBytes = 1 + (Int(width) * samples * Int(depth) + 7) / 8
        let data = data ?? (Int(width) * Int(height) > 89_478_485 ? zeros(rowBytes) : zeros(Int(height) * rowBytes))
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
            + (palette ? chunk("PLTE", [255, 0, 0]) : []) + chunk("IDAT", data) + chunk("IEND", [])
    }

    static func run(_ bytes: [UInt8]) throws -> Shapelua.Result {
        let dir = try Scratch()
        try Data(bytes).write(to: dir.url.appendingPathComponent("pic.png"))
        // Image() reads the header only; nothing is drawn here.
        return try Shapelua.run(["-e", "print(Image('pic.png'))"], in: dir.url)
    }

    @Test func aPNGDeclaringTooManyPixelsIsAnError() throws {
        let bomb = Self.png(width: 65535, height: 65535, depth: 8, colour: 6, palette: false)
        let r = try Self.run(bomb)
        #expect(r.status == 1)
        #expect(r.stderr.contains("Image: 'pic.png': PNG too large to draw (65535×65535 pixels; images are drawn up to 89478485 pixels"),
                "\(r.stderr)")
        // Just inside the bound is an image like any other (1-bit grey, so
        // its data inflates to 11 MB, not 358).
        let fits = try Self.run(Self.png(width: 9459, height: 9459, depth: 1, colour: 0, palette: false))
        #expect(fits.status == 0, "\(fits.stderr)")
    }

    @Test func aPalettePNGWithoutItsPaletteIsAnError() throws {
        let r = try Self.run(Self.png(width: 1, height: 1, depth: 8, colour: 3, palette: false))
        #expect(r.status == 1)
        #expect(r.stderr.contains("Image: 'pic.png': corrupt PNG (a palette image without its PLTE chunk)"), "\(r.stderr)")
        let good = try Self.run(Self.png(width: 1, height: 1, depth: 8, colour: 3, palette: true))
        #expect(good.status == 0, "\(good.stderr)")
    }

    /// Image data damaged in the ways that drew a grey box or nothing.
    static let corruptData: [(name: String, data: [UInt8], why: String)] = {
        let good = zeros(23 * (1 + 37 * 4))
        var badSum = good
        badSum[badSum.count - 1] ^= 1
        return [
            ("garbage", [0x78, 0x9C, 0xDE, 0xAD, 0xBE, 0xEF, 0xFF, 0xFF, 0xFF], "a block of the reserved type 3"),
            ("truncated", Array(good.prefix(good.count - 6)), "the compressed stream ends early"),
            ("short", zeros(22 * (1 + 37 * 4)), "3278 bytes where a 37×23 image of 32 bits a pixel needs 3427"),
            ("long", zeros(24 * (1 + 37 * 4)), "more than the 3427 bytes a 37×23 image of 32 bits a pixel needs"),
            ("checksum", badSum, "the Adler-32 checksum does not match what the data inflates to"),
        ]
    }()

    @Test(arguments: corruptData.map(\.name))
    func aPNGWhoseImageDataIsCorruptIsAnErrorAndWritesNothing(_ name: String) throws {
        let bad = try #require(Self.corruptData.first { $0.name == name })
        let dir = try Scratch()
        try Data(Self.png(width: 37, height: 23, depth: 8, colour: 6, palette: false, data: bad.data))
            .write(to: dir.url.appendingPathComponent("pic.png"))
        for output in ["out.png", "out.svg"] {
            let r = try Shapelua.run(["-o", output, "-e", "return Image('pic.png')"], in: dir.url)
            #expect(r.status == 1, "\(name): \(r.stderr)")
            #expect(r.stderr.hasPrefix("shapelua: (command line):1: Image: 'pic.png': corrupt PNG (image data: \(bad.why))\n"),
                    "\(name): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent(output).path))
        }
        // The same image with whole data draws.
        try Data(Self.png(width: 37, height: 23, depth: 8, colour: 6, palette: false))
            .write(to: dir.url.appendingPathComponent("pic.png"))
        let good = try Shapelua.run(["-o", "out.png", "-e", "return Image('pic.png')"], in: dir.url)
        #expect(good.status == 0, "\(good.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("out.png").path))
    }

    /// Groups of ten `<use>` of the group below, `depth` deep, over one rect:
    /// 10^depth instances to draw.
    static func nestedUse(depth: Int) -> String {
        var svg = #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20">"#
            + #"<defs><rect id="g0" width="10" height="10" fill="teal"/>"#
        for level in 1...depth {
            svg += "<g id=\"g\(level)\">" + String(repeating: "<use xlink:href=\"#g\(level - 1)\"/>", count: 10) + "</g>"
        }
        return svg + "</defs><use xlink:href=\"#g\(depth)\"/></svg>"
    }

    /// librsvg refuses to render a document past 500,000 referenced
    /// elements, and an SVG image it refuses vanished from PNG and PDF
    /// output: now `Image()` says so, with librsvg's reason.
    @Test func anSVGImageLibrsvgRefusesToDrawIsAnErrorAndWritesNothing() throws {
        let dir = try Scratch()
        try Self.nestedUse(depth: 11).write(to: dir.url.appendingPathComponent("bomb.svg"), atomically: true, encoding: .utf8)
        for output in ["out.png", "out.pdf", "out.svg"] {
            let r = try Shapelua.run(["-o", output, "-e", "return Image('bomb.svg')"], in: dir.url)
            #expect(r.status == 1, "\(r.stderr)")
            #expect(r.stderr.hasPrefix("shapelua: (command line):1: Image: 'bomb.svg': SVG cannot be drawn "
                                       + "(librsvg: exceeded more than 500000 referenced elements)\n"), "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent(output).path))
        }
        // Four levels (10,000 instances) are within librsvg's limit: drawn, in teal.
        try Self.nestedUse(depth: 4).write(to: dir.url.appendingPathComponent("fine.svg"), atomically: true, encoding: .utf8)
        let fine = try Shapelua.run(["-o", "out.png", "-e", "return Image('fine.svg')"], in: dir.url)
        #expect(fine.status == 0, "\(fine.stderr)")
        let pixels = try Raster.decodePNG([UInt8](Data(contentsOf: dir.url.appendingPathComponent("out.png"))))
        #expect(pixels.pixel(5, 5) == (0, 128, 128, 255) && pixels.pixel(15, 15).a == 0)
    }
}
