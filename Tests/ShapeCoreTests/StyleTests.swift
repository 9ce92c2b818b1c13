import Testing
@testable import ShapeCore

@Suite struct StyleTests {
    @Test func swiftUINamesHaveApplesValues() throws {
        #expect(try Color("red").rgb8 == (0xFF, 0x3B, 0x30))
        #expect(try Color("mint").rgb8 == (0x00, 0xC7, 0xBE))
        #expect(try Color("gray").rgb8 == (0x8E, 0x8E, 0x93))
        #expect(try Color("clear").opacity == 0)
        #expect(Color.swiftUINames.count == 16)
        for n in Color.swiftUINames { _ = try Color(n) }
    }

    @Test func cssNamesForOtherNames() throws {
        #expect(try Color("rebeccapurple").rgb8 == (0x66, 0x33, 0x99))
        #expect(try Color("CornflowerBlue").rgb8 == (0x64, 0x95, 0xED))
        #expect(try Color("grey").rgb8 == (0x80, 0x80, 0x80))
        #expect(cssNamedColors.count == 148)
    }

    @Test func hexForms() throws {
        #expect(try Color("#f00").rgb8 == (255, 0, 0))
        let c = try Color("#00ff0080")
        #expect(c.rgb8 == (0, 255, 0))
        #expect(abs(c.opacity - 128.0 / 255) < 1e-12)
        #expect(try Color("#1234").opacity == Double(0x44) / 255)
        #expect(try Color("#A1B2C3").rgb8 == (0xA1, 0xB2, 0xC3))
    }

    @Test func badNamesAreErrors() {
        #expect(throws: StyleError.unknownColor("notacolor")) { try Color("notacolor") }
        #expect(throws: StyleError.badHexColor("#12")) { try Color("#12") }
        #expect(throws: StyleError.badHexColor("#ggg")) { try Color("#ggg") }
        #expect("\(StyleError.unknownColor("x"))".contains("unknown color 'x'"))
    }

    @Test func hsbAndOpacity() {
        let c = Color(hue: 1.0 / 3, saturation: 1, brightness: 1)
        #expect(c.rgb8 == (0, 255, 0))
        let d = Color(hue: 0.5, saturation: 0.5, brightness: 0.8, opacity: 0.5)
        #expect(d.rgb8 == (102, 204, 204))
        #expect(d.opacity == 0.5)
        #expect(Color.mint.opacity(0.5).opacity == 0.5)
        #expect(Color.mint.opacity(0.5).opacity(0.5).opacity == 0.25)
        #expect(Color(red: 2, green: -1, blue: 0.5).red == 1)
    }

    @Test func gradientsAndUnitPoints() throws {
        let g = try Gradient(colors: [.red, .green, .blue])
        #expect(g.stops.map(\.location) == [0, 0.5, 1])
        #expect(throws: StyleError.gradientNeedsColors) { try Gradient(colors: []) }
        #expect(throws: StyleError.badStopLocation(1.5)) {
            try Gradient(stops: [.init(color: .red, location: 1.5)])
        }
        let sorted = try Gradient(stops: [.init(color: .red, location: 0.8), .init(color: .blue, location: 0.2)])
        #expect(sorted.stops.map(\.color) == [.blue, .red])
        #expect(try UnitPoint(named: "topTrailing") == UnitPoint(1, 0))
        #expect(throws: StyleError.self) { try UnitPoint(named: "middle") }
        #expect(UnitPoint.bottomTrailing.point(in: Rect(10, 20, 100, 50)) == Point(110, 70))
    }
}
