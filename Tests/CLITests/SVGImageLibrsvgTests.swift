import Foundation
import Testing

/// An SVG image's intrinsic size comes from librsvg (LibrsvgDimensionReader),
/// opened only when a script uses an SVG image, with an error naming the
/// package on a machine without it.
@Suite struct SVGImageLibrsvgTests {
    static let mapsLibrsvg = """
        local f = assert(io.open("/proc/self/maps")); local m = f:read("a"); f:close()
        return m:find("librsvg", 1, true) ~= nil
        """

    static func scratchWithImages() throws -> Scratch {
        let dir = try Scratch()
        _ = try dir.write("badge.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="0.5in" viewBox="0 0 4 3"><rect width="4" height="3"/></svg>"#)
        return dir
    }

    @Test func librsvgIsMappedOnlyOnceAnSVGImageIsUsed() throws {
        let dir = try Self.scratchWithImages()
        let script = """
            local function mapped() \(Self.mapsLibrsvg) end
            local before = mapped()
            local png = Image("\(ImageFileTests.camera.path)")
            local text = svg(HStack{png, Text("x")})
            local afterPNG = mapped()
            local badge = Image("badge.svg")
            print(before, afterPNG, mapped(), svg(badge):match('width="([%d.]+)" height="([%d.]+)"'))
            """
        let result = try Shapelua.run(["-e", script], in: dir.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "false\tfalse\ttrue\t48\t36\n", "\(result.stdout)")
        let empty = try Shapelua.run(["-e", "print((function() \(Self.mapsLibrsvg) end)())"])
        #expect(empty.stdout == "false\n", "shapelua -e '' must not load librsvg: \(empty.stdout) \(empty.stderr)")
    }

    @Test func withoutLibrsvgAnSVGImageNamesThePackage() throws {
        let dir = try Self.scratchWithImages()
        let environment = ["SHAPELUA_LIBRSVG": "/nonexistent/librsvg-2.so.2"]
        let result = try Shapelua.run(["-o", "out.svg", "-e", "return Image('badge.svg')"], in: dir.url, environment: environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Image: 'badge.svg': cannot read SVG images: SVG images need librsvg and cairo, which could not be loaded"),
                "\(result.stderr)")
        #expect(result.stderr.contains("(Debian: apt-get install librsvg2-2 libcairo2)"), "\(result.stderr)")
        #expect(!dir.exists("out.svg"))
        // PNG images need no librsvg.
        let png = try Shapelua.run(["-o", "png.svg", "-e", "return Image('\(ImageFileTests.camera.path)')"], in: dir.url, environment: environment)
        #expect(png.status == 0 && dir.exists("png.svg"), "\(png.stderr)")
    }
}
