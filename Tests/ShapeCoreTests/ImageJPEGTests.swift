import Testing
@testable import ShapeCore

/// JPEG headers: files cjpeg writes (baseline, progressive, with restart
/// markers), a hand-built marker sequence, and damaged data.
@Suite struct ImageJPEGTests {
    @Test func readsTheSizeOfRealJPEGs() throws {
        for options in [[], ["-progressive"], ["-restart", "1", "-optimize"], ["-grayscale", "-quality", "100"]] {
            let jpeg = try ImageFixtures.jpeg(width: 45, height: 31, options: options)
            #expect(try ImageInfo.read(jpeg) == ImageInfo(format: .jpeg, size: Size(45, 31)), "\(options)")
        }
    }

    @Test func everyTruncationIsAnError() throws {
        let jpeg = try ImageFixtures.jpeg(width: 20, height: 12, options: ["-progressive"])
        for count in 0..<jpeg.count {
            #expect(throws: ImageError.self, "prefix of \(count) bytes") { try ImageInfo.read(Array(jpeg[..<count])) }
        }
        let error = try #require(throws: ImageError.self) { try ImageInfo.read(Array(jpeg.dropLast(2))) }
        #expect(error == ImageError(.truncated, .jpeg, "no end-of-image marker"))
    }

    /// SOI, APP0 and a comment whose payload holds FF bytes and a fake SOF
    /// (to be skipped by length, not scanned), fill bytes, SOF0 640×480,
    /// DQT-free scan whose data has a stuffed FF00 and a restart marker, EOI.
    static let handBuilt: [UInt8] = [
        0xFF, 0xD8,
        0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
        0xFF, 0xFE, 0x00, 0x0C, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x01, 0x00, 0x01, 0xFF,
        0xFF, 0xFF, 0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x01, 0x01, 0x11, 0x00,
        0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00,
        0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD0, 0x56, 0xFF, 0xFF, 0xD9,
    ]

    @Test func handBuiltMarkerSequence() throws {
        #expect(try ImageInfo.read(Self.handBuilt) == ImageInfo(format: .jpeg, size: Size(640, 480)))
    }

    @Test func damagedMarkersAreCorrupt() throws {
        func corrupt(_ bytes: [UInt8]) throws -> String {
            let error = try #require(throws: ImageError.self) { try ImageInfo.read(bytes) }
            #expect(error.reason == .corrupt && error.format == .jpeg, "\(error)")
            return error.detail
        }
        var noMarker = Self.handBuilt
        noMarker[20] = 0x00 // the COM marker's FF
        #expect(try corrupt(noMarker) == "expected a marker at byte 20")
        var widthZero = Self.handBuilt
        widthZero[43] = 0; widthZero[44] = 0
        #expect(try corrupt(widthZero) == "image width 0")
        var heightZero = Self.handBuilt
        heightZero[41] = 0; heightZero[42] = 0
        #expect(try corrupt(heightZero).contains("DNL"))
        var shortLength = Self.handBuilt
        shortLength[23] = 1 // COM length 1
        #expect(try corrupt(shortLength).contains("length 1"))
        // A scan before any frame header.
        #expect(try corrupt([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9]) == "scan data before the frame header")
        #expect(try corrupt([0xFF, 0xD8, 0xFF, 0xD9]).hasPrefix("no frame header"))
    }
}
