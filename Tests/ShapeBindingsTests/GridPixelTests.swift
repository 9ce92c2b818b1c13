import LuaBridge
import ShapeBindings
import Testing

/// A composed Grid and a LazyVGrid drawn by librsvg, checked in pixels at
/// points whose colour follows from the grid rules: Grid columns as wide
/// as their widest cell, rows as tall as their tallest, cells centred;
/// adaptive columns as SwiftUI counts them.
@Suite struct GridPixelTests {
    func render(_ chunk: String) throws -> RGBAImage {
        let lua = try LuaState()
        ShapeLibrary.install(into: lua)
        try lua.run("RESULT = svg(\(chunk))")
        _ = lua.pushGlobal("RESULT")
        return try SVGTestSupport.render(try #require(lua.string(at: -1)))
    }

    let red = RGBAImage.Pixel(r: 255, g: 0, b: 0, a: 255)
    let blue = RGBAImage.Pixel(r: 0, g: 0, b: 255, a: 255)
    let green = RGBAImage.Pixel(r: 0, g: 255, b: 0, a: 255)
    let black = RGBAImage.Pixel(r: 0, g: 0, b: 0, a: 255)

    @Test func aComposedGrid() throws {
        // columns 40 and 40, rows 40 and 40, 10 apart: 90 × 90; the small
        // squares centred in their cells; a Divider row between the rows.
        let image = try render("""
            Grid{horizontalSpacing = 10, verticalSpacing = 10,
              GridRow{Color("#ff0000"):frame(40, 40), Color("#0000ff"):frame(20, 20)},
              Rectangle():fill("#000000"):frame{height = 2},
              GridRow{Color("#00ff00"):frame(20, 20), Color("#000000"):frame(40, 40)}}
            """)
        #expect(image.width == 90 && image.height == 102)
        #expect(image.pixel(20, 20).isClose(to: red))
        #expect(image.pixel(70, 20).isClose(to: blue))      // 50 + 10 … 50 + 30
        #expect(image.pixel(55, 5).a == 0)                  // the blue cell's margin
        #expect(image.pixel(45, 20).a == 0)                 // the spacing between columns
        #expect(image.pixel(45, 51).isClose(to: black))     // the full-width row, 50 … 52
        #expect(image.pixel(20, 82).isClose(to: green))     // row 2 at 62: green at 72 … 92
        #expect(image.pixel(20, 64).a == 0)
        #expect(image.pixel(70, 82).isClose(to: black))
    }

    @Test func adaptiveColumnsIn300() throws {
        // ⌊308 ÷ 88⌋ = 3 columns of 94.667, 8 apart: the gaps at 94.7 … 102.7 and 197.3 … 205.3
        let image = try render("""
            LazyVGrid{columns = {GridItem.adaptive(80)}, spacing = 0,
              Color("#ff0000"):frame{height = 20}, Color("#0000ff"):frame{height = 20},
              Color("#00ff00"):frame{height = 20}, Color("#000000"):frame{height = 20}}, {width = 300}
            """)
        #expect(image.width == 300 && image.height == 40)
        #expect(image.pixel(93, 10).isClose(to: red) && image.pixel(98, 10).a == 0)
        #expect(image.pixel(104, 10).isClose(to: blue) && image.pixel(196, 10).isClose(to: blue))
        #expect(image.pixel(201, 10).a == 0 && image.pixel(206, 10).isClose(to: green))
        #expect(image.pixel(299, 10).isClose(to: green))
        #expect(image.pixel(50, 30).isClose(to: black) && image.pixel(150, 30).a == 0)
    }
}
