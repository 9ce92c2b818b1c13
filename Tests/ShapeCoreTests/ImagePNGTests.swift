import Foundation
import Testing
@testable import ShapeCore

/// PNG headers, on files rsvg-convert writes and on damaged copies of them.
@Suite struct ImagePNGTests {
    let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="37" height="23"><rect width="37" height="23" fill="teal"/></svg>"#

    @Test func readsTheSizeOfARenderedPNG() throws {
        let png = try ImageFixtures.png(fromSVG: svg)
        let info = try ImageInfo.read(png)
        #expect(info == ImageInfo(format: .png, size: Size(37, 23)))
        #expect(info.format.mimeType == "image/png")
    }

    @Test func everyTruncationIsAnError() throws {
        let png = try ImageFixtures.png(fromSVG: svg)
        for count in 0..<png.count {
            #expect(throws: ImageError.self, "prefix of \(count) bytes") { try ImageInfo.read(Array(png[..<count])) }
        }
        // Cut inside the chunks (after the signature): reported as truncated.
        let error = try #require(throws: ImageError.self) { try ImageInfo.read(Array(png[..<(png.count - 5)])) }
        #expect(error.reason == .truncated && error.format == .png)
        #expect(error.description.hasPrefix("truncated PNG ("))
    }

    @Test func aFlippedByteAnywhereInAChunkIsCaughtByTheCRC() throws {
        let png = try ImageFixtures.png(fromSVG: svg)
        // Bytes 16...19 are IHDR's width; the last IDAT byte is before IEND's 12 bytes.
        for index in [16, 19, 24, png.count - 12 - 5] {
            var damaged = png
            damaged[index] ^= 0x01
            let error = try #require(throws: ImageError.self) { try ImageInfo.read(damaged) }
            #expect(error.reason == .corrupt, "byte \(index): \(error)")
        }
    }

    @Test func structuralErrorsAreNamed() throws {
        let png = try ImageFixtures.png(fromSVG: svg)
        // Signature only: no IHDR.
        #expect(throws: ImageError.self) { try ImageInfo.read(PNGHeader.signature) }
        // A chunk type with a digit in it.
        var badType = png
        badType[12] = UInt8(ascii: "1")
        let error = try #require(throws: ImageError.self) { try ImageInfo.read(badType) }
        #expect(error.reason == .corrupt)
        // A valid header with zero width and a correct CRC.
        #expect(throws: ImageError(.corrupt, .png, "image size 0×23")) {
            try ImageInfo.read(Self.withIHDRWidth(0, png))
        }
        // Width 1000 with its CRC recomputed: the image data is too short for it.
        let short = try #require(throws: ImageError.self) { try ImageInfo.read(Self.withIHDRWidth(1000, png)) }
        #expect(short.reason == .corrupt && short.description.contains(" bytes where a 1000×23 image of "), "\(short)")
    }

    @Test func unknownDataIsRefused() {
        #expect(throws: ImageError(.unknownFormat, nil, "the file is empty")) { try ImageInfo.read([UInt8]()) }
        #expect(throws: ImageError.self) { try ImageInfo.read(Array("GIF89a....".utf8)) }
        let gzip: [UInt8] = [0x1F, 0x8B, 8, 0]
        let error = try? #require(throws: ImageError.self) { try ImageInfo.read(gzip) }
        #expect(error?.reason == .unknownFormat)
    }

    @Test func crcMatchesKnownValues() {
        // The check value of CRC-32/ISO-HDLC for "123456789".
        #expect(CRC32.checksum(Array("123456789".utf8)[...]) == 0xCBF4_3926)
        // IEND's CRC, fixed by the format.
        #expect(CRC32.checksum(Array("IEND".utf8)[...]) == 0xAE42_6082)
    }

    /// The file with IHDR's width replaced and the CRC recomputed.
    static func withIHDRWidth(_ width: UInt32, _ png: [UInt8]) -> [UInt8] {
        var bytes = png
        for k in 0..<4 { bytes[16 + k] = UInt8(truncatingIfNeeded: width >> (24 - 8 * k)) }
        let crc = CRC32.checksum(bytes[12..<29])
        for k in 0..<4 { bytes[29 + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
        return bytes
    }
}
