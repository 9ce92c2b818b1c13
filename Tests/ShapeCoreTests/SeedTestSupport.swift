@testable import ShapeCore

/// Shared pieces of the seed-article tests.
enum SeedTestSupport {
    /// A solid-colour PNG image of the given intrinsic size (a stand-in for
    /// the articles' photos whose colour makes pixel checks exact). PNG, not
    /// a nested SVG, so the renderer needs no second SVG parse.
    static func solidImage(_ hex: String, width: Int, height: Int) throws -> Image {
        let c = try Color(hex)
        let (r, g, b) = c.rgb8
        return try Image(bytes: RGBAImage.solidPNG(width: width, height: height, rgb: (r, g, b)))
    }

    /// Is the pixel fully covered (alpha at least 250)?
    static func opaque(_ p: RGBAImage.Pixel) -> Bool { p.a >= 250 }
    /// Is the pixel (almost) empty (alpha at most 5)?
    static func empty(_ p: RGBAImage.Pixel) -> Bool { p.a <= 5 }

    /// `top` composited over opaque `bottom` with straight alpha (what the
    /// eye sees where a half-transparent border covers the background).
    static func over(_ top: Color, _ bottom: Color) -> RGBAImage.Pixel {
        let a = top.opacity
        func ch(_ t: Double, _ b: Double) -> Int { Int(((t * a + b * (1 - a)) * 255).rounded()) }
        return RGBAImage.Pixel(r: ch(top.red, bottom.red), g: ch(top.green, bottom.green),
                               b: ch(top.blue, bottom.blue), a: 255)
    }
}
