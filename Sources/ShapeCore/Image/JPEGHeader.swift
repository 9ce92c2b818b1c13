/// JPEG: the size from the frame header (SOFn), after walking every marker
/// segment and the entropy-coded data to EOI (ITU-T T.81, Annex B).
enum JPEGHeader {
    static func size(of bytes: [UInt8]) throws(ImageError) -> Size {
        var reader = ByteReader(bytes, at: 2, format: .jpeg) // after SOI
        var size: Size?
        var sawScan = false
        while true {
            let marker = try nextMarker(&reader)
            switch marker {
            case 0xD9: // EOI
                guard let size else { throw corrupt("no frame header (SOF) before the end of the image") }
                // Without a scan there is no image to draw (librsvg drew nothing).
                guard sawScan else { throw corrupt("no scan (SOS) before the end of the image") }
                return size
            case 0xD8:
                throw corrupt("a second start-of-image marker")
            case 0xD0...0xD7, 0x01: // RSTn and TEM stand alone, without a length
                continue
            default:
                let at = reader.position - 2
                let length = try reader.u16("the length of marker \(hex(marker))")
                guard length >= 2 else { throw corrupt("marker \(hex(marker)) at byte \(at) has length \(length)") }
                try reader.need(length - 2, "marker \(hex(marker))")
                if isFrameHeader(marker) {
                    guard size == nil else { throw corrupt("a second frame header") }
                    size = try frameSize(bytes, at: reader.position, length: length)
                }
                reader.position += length - 2
                if marker == 0xDA { // SOS: entropy-coded data follows
                    guard size != nil else { throw corrupt("scan data before the frame header") }
                    sawScan = true
                    skipEntropyCodedData(&reader)
                }
            }
        }
    }

    /// SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    private static func isFrameHeader(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
    }

    /// Reads "FF xx", allowing the fill bytes (extra FFs) T.81 B.1.1.2 permits.
    private static func nextMarker(_ reader: inout ByteReader) throws(ImageError) -> UInt8 {
        let at = reader.position
        if reader.remaining == 0 { throw ImageError(.truncated, .jpeg, "no end-of-image marker") }
        guard try reader.u8("a marker") == 0xFF else {
            throw corrupt("expected a marker at byte \(at)")
        }
        var marker = try reader.u8("a marker")
        while marker == 0xFF { marker = try reader.u8("a marker") }
        guard marker != 0x00 else { throw corrupt("expected a marker at byte \(at)") }
        return marker
    }

    /// Frame header: P (1), Y (2), X (2), Nf (1), then 3 bytes per component.
    private static func frameSize(_ bytes: [UInt8], at i: Int, length: Int) throws(ImageError) -> Size {
        guard length >= 8 else { throw corrupt("frame header of \(length) bytes") }
        var reader = ByteReader(bytes, at: i, format: .jpeg)
        _ = try reader.u8("the frame header")
        let height = try reader.u16("the frame header"), width = try reader.u16("the frame header")
        let components = Int(try reader.u8("the frame header"))
        guard components > 0, length == 8 + 3 * components else {
            throw corrupt("frame header of \(length) bytes for \(components) components")
        }
        guard width > 0 else { throw corrupt("image width 0") }
        // Height 0 means "given later by a DNL marker", which no browser or
        // rsvg-convert handles; refuse rather than guess.
        guard height > 0 else { throw corrupt("image height 0 (defined by DNL, not supported)") }
        return Size(Double(width), Double(height))
    }

    /// Moves to the next marker after scan data: FF 00 is a stuffed data
    /// byte and FF D0-D7 are restart markers inside the scan (T.81 B.1.1.5).
    /// Leaves the reader at the FF of the next marker, or at the end.
    private static func skipEntropyCodedData(_ reader: inout ByteReader) {
        let bytes = reader.bytes
        var i = reader.position
        while i + 1 < bytes.count {
            if bytes[i] == 0xFF {
                let next = bytes[i + 1]
                if next != 0x00 && next != 0xFF && !(0xD0...0xD7).contains(next) { break }
                if next == 0xFF { i += 1; continue } // fill byte before a marker
                i += 2
            } else {
                i += 1
            }
        }
        reader.position = i + 1 < bytes.count ? i : bytes.count
    }

    private static func hex(_ marker: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "FF\(digits[Int(marker >> 4)])\(digits[Int(marker & 15)])"
    }

    private static func corrupt(_ detail: String) -> ImageError { ImageError(.corrupt, .jpeg, detail) }
}
