import Testing
@testable import ShapeCore

/// docs/API.md added views and modifiers: frames from layout, and pixels
/// rendered by rsvg-convert (white background so colours read plainly).
@Suite struct ViewVocabularyTests {
    typealias Px = RGBAImage.Pixel
    let red = Px(Color.red), blue = Px(Color.blue), white = Px(Color.white)

    func render(_ v: some ViewConvertible) throws -> RGBAImage {
        try SVGTestSupport.render(v.view.background(Color.white)).image
    }

    // MARK: Divider

    @Test func dividerSpansTheCrossAxisOfItsStack() throws {
        let v = VStack(spacing: 0, [Color.red.frame(width: 30, height: 10), Divider(), Color.red.frame(width: 30, height: 10)])
        let (size, root) = try layout(v)
        #expect(size == Size(30, 21))
        #expect(root.frames(named: "Divider") == [Rect(0, 10, 30, 1)])
        let h = HStack(spacing: 0, [Color.red.frame(width: 10, height: 20), Divider(), Color.red.frame(width: 10, height: 20)])
        let (hs, hr) = try layout(h)
        #expect(hs == Size(21, 20))
        #expect(hr.frames(named: "Divider") == [Rect(10, 0, 1, 20)])
    }

    @Test func dividerAloneIsTheOfferedWidthByOne() throws {
        let (_, root) = try layout(Divider().frame(width: 40, height: 9))
        #expect(root.frames(named: "Divider") == [Rect(0, 4, 40, 1)])
        // Offered nil: 10 long, as every view that takes the space offered.
        #expect(try layout(Divider()).size == Size(10, 1))
    }

    @Test func dividerKeepsItsStackAxisThroughModifiers() throws {
        // SwiftUI: `Divider().frame(height: 20)` in an HStack is a vertical line.
        let h = HStack(spacing: 0, [Color.red.frame(width: 10, height: 30), Divider().frame(height: 20).padding(2)])
        let (_, root) = try layout(h)
        #expect(root.frames(named: "Divider") == [Rect(12, 5, 1, 20)])
        // A VStack inside the HStack turns it back.
        let (_, r2) = try layout(HStack(spacing: 0, [VStack(spacing: 0, [Color.red.frame(width: 10, height: 5), Divider()])]))
        #expect(r2.frames(named: "Divider") == [Rect(0, 5, 10, 1)])
    }

    @Test func dividerPixelsAreTheSeparatorGrey() throws {
        let v = VStack(spacing: 0, [Color.white.frame(width: 20, height: 5), Divider(), Color.white.frame(width: 20, height: 5)])
        let image = try render(v)
        // #3C3C43 at 29 % over white: 255 - (255 - 60) × 0.29 ≈ 198; blue 200.
        let line = image.pixel(10, 5.5)
        #expect(line.isClose(to: Px(r: 198, g: 198, b: 200, a: 255), tolerance: 2), "\(line)")
        #expect(image.pixel(10, 4.5) == white)
        #expect(image.pixel(10, 6.5) == white)
    }

    // MARK: hidden, clipped, position, zIndex, layoutPriority

    @Test func hiddenKeepsItsSpaceAndDrawsNothing() throws {
        let v = HStack(spacing: 0, [Color.red.frame(width: 10, height: 10).hidden(), Color.blue.frame(width: 10, height: 10)])
        let (size, root) = try layout(v)
        #expect(size == Size(20, 10))
        #expect(root.frames(named: "hidden") == [Rect(0, 0, 10, 10)])
        let image = try render(v)
        #expect(image.pixel(5, 5) == white)
        #expect(image.pixel(15, 5) == blue)
    }

    @Test func clippedCutsTheDrawingAtTheFrame() throws {
        // A 30×30 red square at 10…40 (padding 10), drawn offset by 10 to
        // 20…50: clipped to its frame, it ends at 40.
        let square = Color.red.frame(width: 30, height: 30)
        let v = square.offset(x: 10, y: 0).clipped().padding(10)
        let image = try render(v)
        #expect(image.pixel(25, 20) == red)
        #expect(image.pixel(15, 20) == white)
        #expect(image.pixel(45, 20) == white)
        let unclipped = try render(square.offset(x: 10, y: 0).padding(10))
        #expect(unclipped.pixel(45, 20) == red)
    }

    @Test func positionCentresTheViewAtThePointAndTakesTheSpace() throws {
        let v = Color.red.frame(width: 10, height: 6).position(x: 30, y: 20).frame(width: 50, height: 40)
        let (_, root) = try layout(v)
        #expect(root.frames(named: "position") == [Rect(0, 0, 50, 40)])
        #expect(root.frames(named: "Color") == [Rect(25, 17, 10, 6)])
        let image = try render(v)
        #expect(image.pixel(26, 18) == red)
        #expect(image.pixel(24, 18) == white)
        #expect(try layout(Color.red.position(x: 1, y: 1)).size == Size(10, 10))
    }

    @Test func zIndexOrdersDrawingStablyForEqualZ() throws {
        // Later children draw on top unless a zIndex says otherwise.
        let plain = ZStack([Color.red.frame(width: 10, height: 10), Color.blue.frame(width: 10, height: 10)])
        #expect(try render(plain).pixel(5, 5) == blue)
        let raised = ZStack([Color.red.frame(width: 10, height: 10).zIndex(1), Color.blue.frame(width: 10, height: 10)])
        #expect(try render(raised).pixel(5, 5) == red)
        // Equal z keep their written order; the trait is read through modifiers.
        let equal = ZStack([Color.red.frame(width: 10, height: 10).zIndex(2).padding(0), Color.blue.frame(width: 10, height: 10).zIndex(2)])
        #expect(try render(equal).pixel(5, 5) == blue)
        // In an HStack, an offset child overlapping its neighbour is drawn below it at lower z.
        let row = HStack(spacing: 0, [Color.red.frame(width: 10, height: 10).offset(x: 5, y: 0).zIndex(-1),
                                      Color.blue.frame(width: 10, height: 10)])
        #expect(try render(row).pixel(12, 5) == blue)
        let row2 = HStack(spacing: 0, [Color.red.frame(width: 10, height: 10).offset(x: 5, y: 0),
                                       Color.blue.frame(width: 10, height: 10)])
        #expect(try render(row2).pixel(12, 5) == blue) // written order: blue after red
        let row3 = HStack(spacing: 0, [Color.red.frame(width: 10, height: 10).offset(x: 5, y: 0).zIndex(1),
                                       Color.blue.frame(width: 10, height: 10)])
        #expect(try render(row3).pixel(12, 5) == red)
    }

    @Test func layoutPriorityIsOfferedSpaceFirst() throws {
        let flexible = { (c: Color) in try! c.frame(minWidth: 5, maxWidth: 100) }
        // Equal priority: 60 shared equally.
        let (_, even) = try layout(HStack(spacing: 0, [flexible(.red), flexible(.blue)]).frame(width: 60, height: 10))
        #expect(even.frames(named: "Color").map(\.width) == [30, 30])
        // Priority 1 gets everything but the other's minimum (5).
        let (_, first) = try layout(HStack(spacing: 0, [flexible(.red), flexible(.blue).layoutPriority(1)]).frame(width: 60, height: 10))
        #expect(first.frames(named: "Color").map(\.width) == [5, 55])
        // Three groups: 2 takes what the two lower minimums leave.
        let (_, three) = try layout(HStack(spacing: 0, [flexible(.red).layoutPriority(-1), flexible(.blue).layoutPriority(2),
                                                        flexible(.green)]).frame(width: 60, height: 10))
        #expect(three.frames(named: "Color").map(\.width) == [5, 50, 5])
    }

    // MARK: trim

    @Test func trimKeepsThePartOfTheOutline() throws {
        let rect = Rect(0, 0, 40, 40)
        let full = Rectangle().path(in: rect)
        let half = Rectangle().trim(from: 0, to: 0.5).path(in: rect)
        #expect(abs(half.length - full.length / 2) < 1e-9)
        #expect(Rectangle().trim(from: 0.6, to: 0.4).path(in: rect).isEmpty)
        let ring = Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40).padding(5)
        let image = try render(ring)
        // SwiftUI's circle starts at the trailing point and runs clockwise
        // (y down): the first quarter is the lower-right arc.
        let c = 25.0, r = 20.0
        let lowerRight = image.pixel(c + r * 0.7071, c + r * 0.7071)
        let upperLeft = image.pixel(c - r * 0.7071, c - r * 0.7071)
        #expect(lowerRight == red, "\(lowerRight)")
        #expect(upperLeft == white, "\(upperLeft)")
    }

    // MARK: text decorations (the fake font: glyph boxes 0.4 em wide every
    // 0.5 em, 0.7 em tall on the baseline; ascent 0.8 em; no font metrics,
    // so the fallbacks: underline top 0.075 em below the baseline, strikeout
    // top 0.3 em above it, both 0.05 em thick)

    @Test func underlineAndStrikethroughArePaintedBars() throws {
        let size = 40.0 // baseline at 32; underline rows 35…37, strikeout 20…22
        let text = Text("ab").font(FontSpec(size: size)).underline(color: Color.red)
            .strikethrough(color: Color.blue).padding(0)
        let image = try render(text)
        #expect(image.pixel(10, 36) == red)
        #expect(image.pixel(10, 38) == white)
        #expect(image.pixel(10, 34) == white)
        // The strikeout crosses the glyphs and the gap between them (x 16…20).
        #expect(image.pixel(18, 21) == blue)
        #expect(image.pixel(18, 23) == white)
        #expect(image.pixel(10, 21) == blue) // drawn over the glyph
        #expect(image.pixel(10, 25) == Px(Color.black))
        // Without a colour, the text's own paint.
        let plain = try render(Text("ab").font(FontSpec(size: size)).underline().foregroundColor(Color.blue))
        #expect(plain.pixel(18, 36) == blue)
    }
}
