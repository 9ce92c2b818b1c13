import Foundation
import Testing

/// A picture that cannot be drawn is an error naming it and why, at
/// `Image()`, before anything decodes it: a PNG declaring more pixels than
/// an image may have (it took 38 s and 16.8 GB to draw as a blank box),
/// a palette PNG without its palette (drawn as nothing).
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

    /// A PNG with the given header fields and one scanline of zeros as
    /// its (valid zlib) data.
    static func png(width: UInt32, height: UInt32, depth: UInt8, colour: UInt8, palette: Bool) -> [UInt8] {
        let header = be32(width) + be32(height) + [depth, colour, 0, 0, 0]
        // zlib: a stored block of two zero bytes (filter 0, one pixel).
        let data: [UInt8] = [0x78, 0x01, 0x01, 0x02, 0x00, 0xFD, 0xFF, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01]
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
        // Just inside the bound is an image like any other.
        let fits = try Self.run(Self.png(width: 9459, height: 9459, depth: 8, colour: 6, palette: false))
        #expect(fits.status == 0, "\(fits.stderr)")
    }

    @Test func aPalettePNGWithoutItsPaletteIsAnError() throws {
        let r = try Self.run(Self.png(width: 1, height: 1, depth: 8, colour: 3, palette: false))
        #expect(r.status == 1)
        #expect(r.stderr.contains("Image: 'pic.png': corrupt PNG (a palette image without its PLTE chunk)"), "\(r.stderr)")
        let good = try Self.run(Self.png(width: 1, height: 1, depth: 8, colour: 3, palette: true))
        #expect(good.status == 0, "\(good.stderr)")
    }
}
