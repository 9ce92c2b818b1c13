/// PNG: the size from IHDR, after walking every chunk to IEND with its CRC
/// checked (PNG specification, 3rd edition, §5 "Datastream structure"),
/// and inflating the image data to see that it is what IHDR describes
/// (`PNGImageData`; only for an image within `ImageInfo.maxPixels`, the
/// caller refuses a larger one).
enum PNGHeader {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func size(of bytes: [UInt8]) throws(ImageError) -> Size {
        var reader = ByteReader(bytes, at: signature.count, format: .png)
        var size: Size?
        var imageData: PNGImageData?
        var dataPieces: [Range<Int>] = []
        var isPalette = false, sawPalette = false
        while true {
            let start = reader.position
            let length = Int(try reader.u32("a chunk length"))
            let type = try reader.u32("a chunk type")
            let name = chunkName(type)
            guard length <= Int(Int32.max) else { throw corrupt("chunk \(MessageText.escaped(name)) claims \(length) bytes") }
            guard name.utf8.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw corrupt("bad chunk type at byte \(start + 4)")
            }
            try reader.need(length + 4, "chunk \(name)")
            let data = reader.position
            let stored = bytes[data + length..<data + length + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            guard CRC32.checksum(bytes[start + 4..<data + length]) == stored else {
                throw corrupt("CRC mismatch in chunk \(name)")
            }
            if size == nil {
                guard name == "IHDR" else { throw corrupt("the first chunk is \(name), not IHDR") }
                imageData = try imageHeader(bytes, at: data, length: length)
                size = imageData.map { Size(Double($0.width), Double($0.height)) }
                isPalette = bytes[data + 9] == 3
            } else if name == "IHDR" {
                throw corrupt("a second IHDR chunk")
            }
            if name == "PLTE" { sawPalette = true }
            if name == "IDAT" {
                // Colour type 3 indexes a palette, which must come first
                // (PNG specification §11.2.3); without it nothing is drawn.
                if isPalette && !sawPalette { throw corrupt("a palette image without its PLTE chunk") }
                dataPieces.append(data..<data + length)
            }
            reader.position = data + length + 4
            if name == "IEND" { break }
            if reader.remaining == 0 { throw ImageError(.truncated, .png, "no IEND chunk") }
        }
        guard !dataPieces.isEmpty, let size, let imageData else { throw corrupt("no IDAT chunk") }
        if size.width * size.height <= Double(ImageInfo.maxPixels) {
            try imageData.check(bytes, pieces: dataPieces)
        }
        return size
    }

    /// IHDR: width, height (1...2^31-1), bit depth and colour type from the
    /// allowed combinations, compression and filter 0, interlace 0 or 1.
    private static func imageHeader(_ bytes: [UInt8], at i: Int, length: Int) throws(ImageError) -> PNGImageData {
        guard length == 13 else { throw corrupt("IHDR is \(length) bytes, not 13") }
        var reader = ByteReader(bytes, at: i, format: .png)
        let width = try reader.u32("IHDR"), height = try reader.u32("IHDR")
        let depth = try reader.u8("IHDR"), colour = try reader.u8("IHDR")
        let compression = try reader.u8("IHDR"), filter = try reader.u8("IHDR"), interlace = try reader.u8("IHDR")
        guard width > 0, height > 0, width <= UInt32(Int32.max), height <= UInt32(Int32.max) else {
            throw corrupt("image size \(width)×\(height)")
        }
        let depths: [UInt8], samples: Int
        switch colour {
        case 0: depths = [1, 2, 4, 8, 16]; samples = 1
        case 3: depths = [1, 2, 4, 8]; samples = 1
        case 2: depths = [8, 16]; samples = 3
        case 4: depths = [8, 16]; samples = 2
        case 6: depths = [8, 16]; samples = 4
        default: throw corrupt("colour type \(colour)")
        }
        guard depths.contains(depth) else { throw corrupt("bit depth \(depth) with colour type \(colour)") }
        guard compression == 0, filter == 0, interlace <= 1 else { throw corrupt("unknown compression, filter or interlace method") }
        return PNGImageData(width: Int(width), height: Int(height), bitsPerPixel: samples * Int(depth), interlaced: interlace == 1)
    }

    private static func chunkName(_ type: UInt32) -> String {
        let scalars = [24, 16, 8, 0].map { Unicode.Scalar(UInt8(truncatingIfNeeded: type >> $0)) }
        return String(String.UnicodeScalarView(scalars))
    }

    private static func corrupt(_ detail: String) -> ImageError { ImageError(.corrupt, .png, detail) }
}

/// CRC-32 as PNG uses it (ISO 3309 polynomial 0xEDB88320, reflected), from
/// the sample code's algorithm in the PNG specification, Annex D, eight
/// bytes a step by "slicing-by-8" (Kounavis and Berry, Intel, 2005): table
/// k holds the CRC of a byte followed by k zero bytes, so eight lookups
/// advance over eight bytes.
enum CRC32 {
    private static let table: [UInt32] = {
        var t = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            t[n] = c
        }
        for k in 1..<8 {
            for n in 0..<256 {
                let previous = t[(k - 1) * 256 + n]
                t[k * 256 + n] = (previous >> 8) ^ t[Int(previous & 0xFF)]
            }
        }
        return t
    }()

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        let t = table
        return t.withUnsafeBufferPointer { t in
            bytes.withUnsafeBytes { data in
                var c: UInt32 = 0xFFFF_FFFF
                var i = 0
                while data.count - i >= 8 {
                    let low = c ^ UInt32(littleEndian: data.loadUnaligned(fromByteOffset: i, as: UInt32.self))
                    let high = UInt32(littleEndian: data.loadUnaligned(fromByteOffset: i + 4, as: UInt32.self))
                    c = t[7 * 256 + Int(low & 0xFF)] ^ t[6 * 256 + Int((low >> 8) & 0xFF)]
                        ^ t[5 * 256 + Int((low >> 16) & 0xFF)] ^ t[4 * 256 + Int(low >> 24)]
                        ^ t[3 * 256 + Int(high & 0xFF)] ^ t[2 * 256 + Int((high >> 8) & 0xFF)]
                        ^ t[256 + Int((high >> 16) & 0xFF)] ^ t[Int(high >> 24)]
                    i += 8
                }
                while i < data.count {
                    c = t[Int((c ^ UInt32(data[i])) & 0xFF)] ^ (c >> 8)
                    i += 1
                }
                return c ^ 0xFFFF_FFFF
            }
        }
    }
}
