import ShapeRaster

/// The pixels of a PNG (rsvg-convert's renderings), read by libpng through
/// ShapeRaster (`Raster.decodePNG`): straight RGBA, as the file holds it.
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

    init(png data: [UInt8]) throws {
        let image = try Raster.decodePNG(data)
        width = image.width; height = image.height; pixels = image.rgba
    }

    /// A solid-colour, fully opaque PNG (written by libpng through ShapeRaster).
    static func solidPNG(width: Int, height: Int, rgb: (UInt8, UInt8, UInt8)) throws -> [UInt8] {
        let pixel = [rgb.0, rgb.1, rgb.2, 255]
        return try Raster.encodePNG(RasterImage(width: width, height: height,
                                                rgba: Array([[UInt8]](repeating: pixel, count: width * height).joined())))
    }
}

extension RGBAImage: CustomStringConvertible {
    /// Short, so a failed expectation does not print every pixel.
    var description: String { "RGBAImage(\(width)×\(height))" }
}
