import Foundation
import Testing
@testable import ShapeCore
import ShapeRaster

/// A PNG's image data is inflated at `Image()` and must be exactly the
/// scanlines IHDR describes: files of every colour type, bit depth and
/// interlace load (and libpng decodes them, so the expected sizes are
/// libpng's); damaged streams are errors naming why.
@Suite struct PNGImageDataTests {
    /// Random scanlines (filter types 0...4) for the image's passes.
    static func scanlines(width: Int, height: Int, bitsPerPixel: Int, interlaced: Bool, seed: UInt32 = 7) -> [UInt8] {
        var state = seed
        func next() -> UInt8 {
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        let data = PNGImageData(width: width, height: height, bitsPerPixel: bitsPerPixel, interlaced: interlaced)
        var out: [UInt8] = []
        for pass in data.passes {
            for _ in 0..<pass.rows { out.append(next() % 5); for _ in 1..<pass.row { out.append(next()) } }
        }
        return out
    }

    static func adler32(_ bytes: [UInt8]) -> [UInt8] {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return be32(b << 16 | a)
    }

    static func be32(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }

    /// zlib with stored blocks only (RFC 1951 §3.2.4), blocks of at most `block` bytes.
    static func stored(_ bytes: [UInt8], block: Int = 65535) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let n = min(block, bytes.count - start)
            let last: UInt8 = start + n == bytes.count ? 1 : 0
            out += [last, UInt8(n & 255), UInt8(n >> 8), UInt8(~n & 255), UInt8((~n >> 8) & 255)]
            out += bytes[start..<start + n]
            start += n
        } while start < bytes.count
        return out + adler32(bytes)
    }

    /// zlib with Huffman-coded blocks: gzip's raw DEFLATE (RFC 1952: a
    /// 10-byte header without a name from a pipe, an 8-byte trailer) in a
    /// zlib wrapper.
    static func deflated(_ bytes: [UInt8]) throws -> [UInt8] {
        let gzip = try ImageFixtures.run("gzip", ["-c", "-9", "-n"], input: bytes)
        return [0x78, 0xDA] + gzip[10..<(gzip.count - 8)] + adler32(bytes)
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(CRC32.checksum(body[...]))
    }

    /// A PNG with `zlib` split over IDAT chunks of `split` bytes.
    static func png(width: Int, height: Int, depth: UInt8, colour: UInt8, interlaced: Bool,
                    zlib: [UInt8], split: Int = .max) -> [UInt8] {
        var out = PNGHeader.signature + chunk("IHDR", be32(UInt32(width)) + be32(UInt32(height))
                                              + [depth, colour, 0, 0, interlaced ? 1 : 0])
        if colour == 3 { out += chunk("PLTE", Array(0..<48)) }
        var start = 0
        repeat {
            let end = min(zlib.count, start + min(split, zlib.count))
            out += chunk("IDAT", Array(zlib[start..<end]))
            start = end
        } while start < zlib.count
        return out + chunk("IEND", [])
    }

    static let kinds: [(colour: UInt8, depth: UInt8, samples: Int)] = [
        (0, 1, 1), (0, 2, 1), (0, 4, 1), (0, 8, 1), (0, 16, 1), (2, 8, 3), (2, 16, 3),
        (3, 1, 1), (3, 2, 1), (3, 4, 1), (3, 8, 1), (4, 8, 2), (4, 16, 2), (6, 8, 4), (6, 16, 4),
    ]

    @Test(arguments: [false, true])
    func everyColourTypeAndDepthLoadsAndDecodes(interlaced: Bool) throws {
        for kind in Self.kinds {
            for (w, h) in [(1, 1), (3, 5), (37, 23), (9, 2)] {
                let raw = Self.scanlines(width: w, height: h, bitsPerPixel: kind.samples * Int(kind.depth), interlaced: interlaced)
                for zlib in [Self.stored(raw, block: 100), try Self.deflated(raw)] {
                    let file = Self.png(width: w, height: h, depth: kind.depth, colour: kind.colour,
                                        interlaced: interlaced, zlib: zlib, split: 7)
                    let what = "colour \(kind.colour) depth \(kind.depth) \(w)×\(h)"
                    #expect(try ImageInfo.read(file).size == Size(Double(w), Double(h)), "\(what)")
                    // libpng agrees the data is whole (palette indexes past
                    // the 16 colours aside: those are its own check).
                    if kind.colour != 3 {
                        #expect(throws: Never.self, "\(what)") { try Raster.decodePNG(file) }
                    }
                }
            }
        }
    }

    @Test func realFilesLoad() throws {
        // cairo's PNG writer, through libpng and zlib: dynamic Huffman blocks.
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><circle cx="150" cy="100" r="90" fill="teal" opacity="0.5"/><text x="20" y="50">shapelua</text></svg>"#
        #expect(try ImageInfo.read(try ImageFixtures.png(fromSVG: svg)).size == Size(300, 200))
        let noise = try Raster.encodePNG(RasterImage(width: 200, height: 150, rgba: Array(ImageFixtures.ppm(width: 200, height: 200).suffix(200 * 150 * 4))))
        #expect(try ImageInfo.read(noise).size == Size(200, 150))
    }

    /// What a damaged stream is called, for an 8-bit RGBA 37×23 image.
    @Test func damagedStreamsAreNamed() throws {
        let raw = Self.scanlines(width: 37, height: 23, bitsPerPixel: 32, interlaced: false)
        let good = try Self.deflated(raw)
        func why(_ zlib: [UInt8]) -> String {
            do {
                _ = try ImageInfo.read(Self.png(width: 37, height: 23, depth: 8, colour: 6, interlaced: false, zlib: zlib))
                return "read"
            } catch { return error.description }
        }
        #expect(why(good) == "read")
        let needs = "a 37×23 image of 32 bits a pixel needs"
        #expect(why(Array(good.prefix(good.count / 2))) == "corrupt PNG (image data: the compressed stream ends early)")
        #expect(why(Array(good.dropLast(4))) == "corrupt PNG (image data: the compressed stream ends early)")
        #expect(why([]) == "corrupt PNG (image data: the compressed stream ends early)")
        #expect(why(try Self.deflated(Array(raw.dropLast(10)))) == "corrupt PNG (image data: 3417 bytes where \(needs) 3427)")
        #expect(why(try Self.deflated(raw + [0, 0])) == "corrupt PNG (image data: more than the 3427 bytes \(needs))")
        var badFilter = raw
        badFilter[4 * 37 + 1] = 9 // the second scanline's filter byte
        #expect(why(try Self.deflated(badFilter))
                == "corrupt PNG (image data: scanline 2 of 23 has filter type 9; the types are 0 to 4)")
        var badSum = good
        badSum[badSum.count - 1] ^= 1
        #expect(why(badSum) == "corrupt PNG (image data: the Adler-32 checksum does not match what the data inflates to)")
        #expect(why([0x78, 0x9D] + good.dropFirst(2)) == "corrupt PNG (image data: the zlib header's check bits are wrong)")
        #expect(why([0x77] + good.dropFirst(1)) == "corrupt PNG (image data: compression method 7, not 8 (deflate))")
        #expect(why([0x78, 0xBB] + good.dropFirst(2)) == "corrupt PNG (image data: a preset dictionary, which PNG does not allow)")
        // Block type 3 (bits 1, 11 after the header).
        #expect(why([0x78, 0x01, 0x07]) == "corrupt PNG (image data: a block of the reserved type 3)")
        // A stored block whose length and its complement disagree.
        #expect(why([0x78, 0x01, 0x01, 0x05, 0x00, 0x00, 0x00]) == "corrupt PNG (image data: a stored block's length check fails)")
        // Fixed codes: a match of distance 1 before any byte (literal/length
        // 257 is 0000001, distance code 0 is 00000).
        #expect(why([0x78, 0x01, 0x03, 0x02]).hasPrefix("corrupt PNG (image data: a distance of 1 bytes back, after only 0)"))
    }

    @Test func garbageNeverEscapesAsAnythingButAnError() throws {
        var state: UInt32 = 99
        for trial in 0..<300 {
            var zlib: [UInt8] = [0x78, 0x9C]
            for _ in 0..<(trial % 60) {
                state = state &* 1_103_515_245 &+ 12345
                zlib.append(UInt8(truncatingIfNeeded: state >> 16))
            }
            let file = Self.png(width: 37, height: 23, depth: 8, colour: 6, interlaced: false, zlib: zlib)
            #expect(throws: ImageError.self) { try ImageInfo.read(file) }
        }
    }

    @Test func adam7PassesAreTheSpecificationsSizes() {
        // PNG 3rd edition §8.2: an 8×8 image has passes of 1, 1, 2, 4, 8, 16, 32 pixels.
        let eight = PNGImageData(width: 8, height: 8, bitsPerPixel: 8, interlaced: true)
        #expect(eight.passes.map { ($0.row - 1) * $0.rows } == [1, 1, 2, 4, 8, 16, 32])
        // A 1×1 image is in the first pass only; a 5×1 in passes 1, 2, 4 and 6.
        #expect(PNGImageData(width: 1, height: 1, bitsPerPixel: 8, interlaced: true).expectedCount == 2)
        #expect(PNGImageData(width: 5, height: 1, bitsPerPixel: 8, interlaced: true).passes.map { $0.row } == [2, 2, 2, 3])
        // Rows of 1-bit pixels round up to whole bytes.
        #expect(PNGImageData(width: 9, height: 3, bitsPerPixel: 1, interlaced: false).expectedCount == 3 * 3)
    }
}
