import Testing

/// scripts/examples/booleans.lua rendered by rsvg-convert: the booleans'
/// results checked at pixels whose answer follows from the geometry.
@Suite struct BooleanExampleTests {
    static let white = RGBAImage.Pixel(r: 255, g: 255, b: 255, a: 255)
    static let blue = RGBAImage.Pixel(r: 0, g: 122, b: 255, a: 255)
    static let orange = RGBAImage.Pixel(r: 255, g: 149, b: 0, a: 255)
    static let green = RGBAImage.Pixel(r: 52, g: 199, b: 89, a: 255)

    @Test func iconsCutFromShapes() throws {
        let image = try ExampleScriptTests.render("booleans.lua")
        func expect(_ x: Double, _ y: Double, _ colour: RGBAImage.Pixel, _ what: String) {
            let p = image.pixel(x, y)
            #expect(p.isClose(to: colour), "\(what) at (\(x), \(y)): \(p)")
        }
        // Ring: centre (84, 84), radii 60 and 36, a 19.2-wide slot from the top.
        expect(84, 84, Self.white, "ring hole")
        expect(30, 84, Self.blue, "ring, left")
        expect(84, 138, Self.blue, "ring, bottom")
        expect(84, 30, Self.white, "notch")
        expect(70.5, 30.5, Self.blue, "ring beside the notch")
        expect(84, 50, Self.white, "notch reaches into the hole")
        // Speech bubble at (168, 24): box {4, 8, 112, 80}, tail, three dots.
        expect(228, 52, Self.orange, "bubble box")
        expect(194, 124, Self.orange, "tail below the box")
        expect(176, 124, Self.white, "outside the tail")
        for x in [204.0, 228, 252] { expect(x, 70, Self.white, "dot cut out") }
        expect(216, 70, Self.orange, "between the dots")
        // Badge at (312, 24): scalloped disc minus a check mark.
        expect(372, 54, Self.green, "badge")
        expect(366, 102, Self.white, "check mark's corner")
        expect(381, 85, Self.white, "check mark's long stroke")
        expect(314, 26, Self.white, "outside the scallops")
        expect(372 + 54, 84, Self.green, "scallop on the rim")
    }
}
