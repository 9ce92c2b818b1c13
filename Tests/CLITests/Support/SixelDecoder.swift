/// Reads a DEC sixel sequence back into RGBA pixels, for the tests of
/// `--preview terminal`: written from the format's description (VT330/VT340
/// programmer reference, "Sixel graphics"), independently of the encoder.
/// Pixels no sixel sets stay (0, 0, 0, 0); registers are RGB percentages
/// (`#n;2;r;g;b`), converted back to 0…255.
struct SixelImage {
    var width = 0, height = 0
    var rgba: [UInt8] = []

    func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(rgba[((y * width + x) * 4)..<((y * width + x) * 4 + 4)]) }
}

struct SixelDecodeError: Error, CustomStringConvertible {
    let description: String
}

enum SixelDecoder {
    /// `text` must start with ESC P and end with ESC \ (the whole sequence).
    static func decode(_ text: Substring) throws -> SixelImage {
        let bytes = Array(text.utf8)
        guard bytes.starts(with: [0x1B, UInt8(ascii: "P")]), bytes.suffix(2) == [0x1B, UInt8(ascii: "\\")] else {
            throw SixelDecodeError(description: "not a DCS sequence")
        }
        guard var i = bytes.firstIndex(of: UInt8(ascii: "q")) else { throw SixelDecodeError(description: "no 'q'") }
        i += 1
        var image = SixelImage()
        var palette: [Int: [UInt8]] = [:]
        var colour: [UInt8] = [0, 0, 0, 255]
        var x = 0, y = 0
        func number() -> Int {
            var n = 0
            while i < bytes.count, (48...57).contains(bytes[i]) { n = n * 10 + Int(bytes[i] - 48); i += 1 }
            return n
        }
        func numbers() -> [Int] {
            var list = [number()]
            while i < bytes.count, bytes[i] == UInt8(ascii: ";") { i += 1; list.append(number()) }
            return list
        }
        func put(_ six: UInt8, count: Int) throws {
            guard (63...126).contains(six) else { throw SixelDecodeError(description: "bad sixel byte \(six)") }
            for _ in 0..<count {
                for bit in 0..<6 where (six - 63) & (1 << bit) != 0 {
                    let py = y + bit
                    guard x < image.width, py < image.height else {
                        throw SixelDecodeError(description: "pixel (\(x), \(py)) outside \(image.width)×\(image.height)")
                    }
                    let at = (py * image.width + x) * 4
                    image.rgba.replaceSubrange(at..<(at + 4), with: colour)
                }
                x += 1
            }
        }
        while i < bytes.count - 2 {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "\""):
                i += 1
                let attributes = numbers()
                guard attributes.count == 4 else { throw SixelDecodeError(description: "raster attributes \(attributes)") }
                image.width = attributes[2]; image.height = attributes[3]
                image.rgba = [UInt8](repeating: 0, count: image.width * image.height * 4)
            case UInt8(ascii: "#"):
                i += 1
                let fields = numbers()
                if fields.count == 5 {
                    guard fields[1] == 2 else { throw SixelDecodeError(description: "colour space \(fields[1])") }
                    palette[fields[0]] = fields[2...4].map { UInt8(($0 * 255 + 50) / 100) } + [255]
                } else if fields.count != 1 {
                    throw SixelDecodeError(description: "colour fields \(fields)")
                }
                guard let defined = palette[fields[0]] else { throw SixelDecodeError(description: "undefined register \(fields[0])") }
                colour = defined
            case UInt8(ascii: "!"):
                i += 1
                let count = number()
                let six = bytes[i]
                i += 1
                try put(six, count: count)
            case UInt8(ascii: "$"):
                i += 1; x = 0
            case UInt8(ascii: "-"):
                i += 1; x = 0; y += 6
            default:
                i += 1
                try put(c, count: 1)
            }
        }
        return image
    }
}
