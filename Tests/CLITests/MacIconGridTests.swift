import Foundation
import ShapeRaster
import Testing

/// `iconset(view, dir, {platform = "macos", grid = true})`: the artwork on
/// Apple's macOS icon grid — the 824 px rounded body 100 px inside the
/// 1024 canvas, continuous corners, a drop shadow below — checked at
/// pixels of the PNGs written.
@Suite struct MacIconGridTests {
    static func icons(_ view: String) throws -> [String: RasterImage] {
        let scratch = try Scratch()
        let result = try Shapelua.run(["-e", "iconset(\(view), 'set', {platform = 'macos', grid = true})"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        var images: [String: RasterImage] = [:]
        for (name, data) in try ShardTests.files(scratch.url.appendingPathComponent("set")) where name.hasSuffix(".png") {
            images[String(name.dropFirst("AppIcon.iconset/".count))] = try Raster.decodePNG(Array(data))
        }
        return images
    }

    static let blue: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 255, 255)

    static func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p == blue }

    /// A full-bleed blue square: blue exactly on the body (columns and
    /// rows 100 … 923 through the middle), not beyond; the corners cut
    /// round; the shadow black, under the body more than over it, gone
    /// far from it.
    @Test func theBodyIsThe824SquareInTheMiddle() throws {
        let icons = try Self.icons("Rectangle():fill('#0000ff'):frame(1024, 1024)")
        let png = try #require(icons["icon_512x512@2x.png"])
        #expect(png.width == 1024)
        for (x, y) in [(100, 512), (923, 512), (512, 100), (512, 923), (512, 512), (150, 300)] {
            #expect(Self.isBlue(png.pixel(x, y)), "(\(x), \(y)) \(png.pixel(x, y))")
        }
        for (x, y) in [(99, 512), (924, 512), (512, 99), (512, 924), (105, 105), (918, 918)] {
            let p = png.pixel(x, y)
            #expect(p.b < 128 && p.a < 255, "(\(x), \(y)) is on the body: \(p)")
        }
        // The corner: the body's diagonal edge is well inside the square's corner.
        #expect(!Self.isBlue(png.pixel(130, 130)) && Self.isBlue(png.pixel(200, 200)))
        let below = png.pixel(512, 934), above = png.pixel(512, 89)
        #expect(below.r == 0 && below.g == 0 && below.b == 0 && below.a > above.a && below.a < 77, "\(below) \(above)")
        #expect(png.pixel(2, 2).a == 0 && png.pixel(1021, 1021).a == 0 && png.pixel(512, 1000).a == 0)
    }

    /// Every size is the same drawing: the 512 icon's body is 412 px, 50 px in.
    @Test func everySizeIsTheSameGrid() throws {
        let icons = try Self.icons("Rectangle():fill('#0000ff'):frame(1024, 1024)")
        let png = try #require(icons["icon_512x512.png"])
        #expect(Self.isBlue(png.pixel(50, 256)) && Self.isBlue(png.pixel(461, 256)) && Self.isBlue(png.pixel(256, 50)))
        #expect(!Self.isBlue(png.pixel(49, 256)) && !Self.isBlue(png.pixel(462, 256)) && !Self.isBlue(png.pixel(256, 462)))
    }

    /// The body is opaque: transparent artwork shows white on it, and a
    /// view of another size has its square scaled onto the body.
    @Test func artworkWithHolesShowsTheWhiteBody() throws {
        let icons = try Self.icons("Circle():fill('#0000ff'):frame(100, 100)")
        let png = try #require(icons["icon_512x512@2x.png"])
        #expect(Self.isBlue(png.pixel(512, 512)) && Self.isBlue(png.pixel(103, 512)) && Self.isBlue(png.pixel(920, 512)))
        #expect(png.pixel(200, 200) == (255, 255, 255, 255))
    }
}
