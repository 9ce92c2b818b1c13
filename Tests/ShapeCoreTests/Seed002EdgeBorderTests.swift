import Testing
@testable import ShapeCore

/// Seed 002 "Viewの各辺に個別の線を引く": a bar of its own colour and
/// thickness on each listed edge, inside the frame, full length, drawn in
/// call order (so at a corner the later bar wins). The views sit 20 in
/// from the document's corner (padding), so bar x/y are known exactly.
@Suite struct Seed002EdgeBorderTests {
    typealias S = SeedTestSupport
    let pad = 20.0

    func card(_ title: String, height: Double, radius: Double, background: Color, shadow: Double) -> View {
        Text(title).font(try! FontSpec(named: "headline")).padding().frame(width: 280, height: height)
            .background(background).cornerRadius(radius).shadow(radius: shadow, x: 0, y: shadow)
    }

    func px(_ image: RGBAImage, _ x: Double, _ y: Double) -> RGBAImage.Pixel { image.pixel(pad + x, pad + y) }

    @Test func fourEdgesEachWithItsColourAndThickness() throws {
        let v = card("ViewModifier Applied", height: 150, radius: 15, background: .white, shadow: 8)
            .border([.top], Color.purple, thickness: 3)
            .border([.bottom], Color.pink, thickness: 5)
            .border([.leading], Color.cyan, thickness: 1)
            .border([.trailing], Color.indigo, thickness: 2)
            .padding(pad)
        let (_, image) = try SVGTestSupport.render(v)
        // Top: 3 thick.
        #expect(px(image, 140, 0.5) == .init(Color.purple))
        #expect(px(image, 140, 2.5) == .init(Color.purple))
        #expect(px(image, 140, 3.5) == .init(Color.white))
        // Bottom: 5 thick (y 145...150).
        #expect(px(image, 140, 145.5) == .init(Color.pink))
        #expect(px(image, 140, 149.5) == .init(Color.pink))
        #expect(px(image, 140, 144.5) == .init(Color.white))
        // Leading: 1 thick.
        #expect(px(image, 0.5, 75) == .init(Color.cyan))
        #expect(px(image, 1.5, 75) == .init(Color.white))
        // Trailing: 2 thick (x 278...280).
        #expect(px(image, 278.5, 75) == .init(Color.indigo))
        #expect(px(image, 279.5, 75) == .init(Color.indigo))
        #expect(px(image, 277.5, 75) == .init(Color.white))
        // Full length: the bars reach the frame's corners, outside the rounded
        // background (radius 15), and the later bar wins where two cross.
        #expect(px(image, 0.5, 0.5) == .init(Color.cyan))       // leading over top
        #expect(px(image, 2.5, 0.5) == .init(Color.purple))     // top only
        #expect(px(image, 279.5, 0.5) == .init(Color.indigo))   // trailing over top
        #expect(px(image, 0.5, 149.5) == .init(Color.cyan))     // leading over bottom
        #expect(px(image, 279.5, 149.5) == .init(Color.indigo)) // trailing over bottom
        #expect(px(image, 276.5, 147.5) == .init(Color.pink))   // bottom only
    }

    @Test func twoEdgeSetDrawsBothBars() throws {
        let v = card("Combined Edges Example", height: 80, radius: 10, background: Color.yellow.opacity(0.2), shadow: 0)
            .border([.top, .bottom], Color.brown, thickness: 2)
            .border([.leading], Color.red, thickness: 4)
            .padding(pad)
        let (_, image) = try SVGTestSupport.render(v)
        #expect(px(image, 140, 0.5) == .init(Color.brown))
        #expect(px(image, 140, 1.5) == .init(Color.brown))
        #expect(px(image, 140, 2.5) != .init(Color.brown))
        #expect(px(image, 140, 79.5) == .init(Color.brown))  // the second edge of the set
        #expect(px(image, 140, 78.5) == .init(Color.brown))
        #expect(px(image, 140, 77.5) != .init(Color.brown))
        #expect(px(image, 3.5, 40) == .init(Color.red))
        #expect(px(image, 4.5, 40) != .init(Color.red))
        #expect(px(image, 1, 1) == .init(Color.red))         // leading drawn after the set
        #expect(px(image, 279.5, 0.5) == .init(Color.brown)) // no trailing bar
    }

    @Test func edgeNamesAndBadNames() throws {
        #expect(try EdgeSet(names: ["horizontal"]).edges == [.leading, .trailing])
        #expect(try EdgeSet(names: ["bottom", "top", "bottom"]).edges == [.bottom, .top])
        #expect(throws: ViewError.self) { try EdgeSet(names: ["up"]) }
    }

    @Test func swiftUIBorderIsInsideTheFrame() throws {
        let v = Color.white.frame(width: 40, height: 40).border(Color.black, width: 3).padding(10)
        let (_, image) = try SVGTestSupport.render(v)
        #expect(S.empty(image.pixel(9.5, 30)))
        #expect(image.pixel(10.5, 30) == .init(Color.black))
        #expect(image.pixel(12.5, 30) == .init(Color.black))
        #expect(image.pixel(13.5, 30) == .init(Color.white))
        #expect(image.pixel(10.5, 10.5) == .init(Color.black))
        #expect(image.pixel(49.5, 49.5) == .init(Color.black))
    }
}
