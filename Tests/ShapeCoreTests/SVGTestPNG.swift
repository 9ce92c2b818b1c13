/// Decodes the 8-bit RGBA (or RGB) non-interlaced PNGs rsvg-convert writes.
struct RGBAImage {
    let width: Int
    let height: Int
    /// Straight (not premultiplied) RGBA, row-major.
    let pixels: [UInt8]

    struct Pixel: Equatable, CustomStringConvertible {
        var r, g, b, a: Int
        var description: String { "rgba(\(r), \(g), \(b), \(a))" }
        /// Every channel within `tolerance` of the other pixel's.
        func isClose(to o: Pixel, tolerance: Int = 3) -> Bool {
            abs(r - o.r) <= tolerance && abs(g - o.g) <= tolerance
                && abs(b - o.b) <= tolerance && abs(a - o.a) <= tolerance
        }
    }

    /// The pixel covering point (x, y) in SVG units at scale 1.
    func pixel(_ x: Double, _ y: Double) -> Pixel {
        let ix = Int(x.rounded(.down)), iy = Int(y.rounded(.down))
        precondition(ix >= 0 && iy >= 0 && ix < width && iy < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let i = (iy * width + ix) * 4
        return Pixel(r: Int(pixels[i]), g: Int(pixels[i + 1]), b: Int(pixels[i + 2]), a: Int(pixels[i + 3]))
    }

    enum Failure: Error { case notPNG, unsupported(String) }

    init(png data: [UInt8]) throws {
        guard data.count > 8, Array(data[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10] else { throw Failure.notPNG }
        var i = 8
        var w = 0, h = 0, colorType = 0
        var idat: [UInt8] = []
        func be32(_ k: Int) -> Int { Int(data[k]) << 24 | Int(data[k + 1]) << 16 | Int(data[k + 2]) << 8 | Int(data[k + 3]) }
        while i + 8 <= data.count {
            let len = be32(i)
            let type = String(decoding: data[(i + 4)..<(i + 8)], as: UTF8.self)
            let body = Array(data[(i + 8)..<(i + 8 + len)])
            switch type {
            case "IHDR":
                w = be32(i + 8); h = be32(i + 12)
                colorType = Int(body[9])
                guard body[8] == 8, body[12] == 0, colorType == 6 || colorType == 2 else {
                    throw Failure.unsupported("bit depth \(body[8]), colour type \(colorType), interlace \(body[12])")
                }
            case "IDAT": idat += body
            default: break
            }
            i += 12 + len
        }
        let channels = colorType == 6 ? 4 : 3
        let raw = try Inflate.zlib(idat)
        let stride = w * channels
        var rgba = [UInt8](repeating: 255, count: w * h * 4)
        var prev = [UInt8](repeating: 0, count: stride)
        var row = [UInt8](repeating: 0, count: stride)
        for y in 0..<h {
            let base = y * (stride + 1)
            let filter = raw[base]
            for x in 0..<stride {
                let v = Int(raw[base + 1 + x])
                let a = x >= channels ? Int(row[x - channels]) : 0
                let b = Int(prev[x])
                let c = x >= channels ? Int(prev[x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                default: // Paeth (PNG specification §9.4)
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                }
                row[x] = UInt8((v + predictor) & 255)
            }
            for x in 0..<w {
                for ch in 0..<channels { rgba[(y * w + x) * 4 + ch] = row[x * channels + ch] }
            }
            swap(&prev, &row)
        }
        width = w; height = h; pixels = rgba
    }
}

extension RGBAImage: CustomStringConvertible {
    /// Short, so a failed expectation does not print every pixel.
    var description: String { "RGBAImage(\(width)×\(height))" }
}
