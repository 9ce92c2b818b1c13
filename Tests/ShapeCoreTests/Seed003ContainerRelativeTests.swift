import Testing
@testable import ShapeCore

/// Seed 003 "特定の角のみ ContainerRelativeShape を適用したい": an 80×80 image
/// 8 in from the top-leading corner of a 169×169 widget whose container
/// shape has radius 22: its concentric corners have radius 22 − 8 = 14.
/// With circular corners the arc's centre is 14 in from the image corner:
/// the pixel [3, 4]² from the corner is outside it (nearest point 14.1
/// away) and [5, 6]² inside (12.0 away); radius 22 would leave [5, 6]²
/// empty and radius 8 would fill [3, 4]².
@Suite struct Seed003ContainerRelativeTests {
    typealias S = SeedTestSupport

    func widget(_ clip: (any Shape)?, style: RoundedCornerStyle, erased: Bool = false) throws -> View {
        var image = try S.solidImage("#ff0000", width: 64, height: 48).resizable().scaledToFill().frame(width: 80, height: 80)
        if let clip { image = image.clipShape(any: clip) }
        let content = try Group([image]).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).padding(8)
        let container = RoundedRectangle(cornerRadius: 22, style: style)
        let framed = content.frame(width: 169, height: 169).background(Color.white)
        // The Lua binding hands shapes over type-erased; both must resolve the same.
        return erased ? framed.containerShape(AnyShape(container)).clipShape(AnyShape(container))
                      : framed.containerShape(container).clipShape(container)
    }

    let pure = RGBAImage.Pixel(r: 255, g: 0, b: 0, a: 255)
    let white = RGBAImage.Pixel(Color.white)

    func isRound(_ image: RGBAImage, cornerX: Double, cornerY: Double, dx: Double, dy: Double) -> Bool {
        image.pixel(cornerX + dx * 3.5, cornerY + dy * 3.5) == white
            && image.pixel(cornerX + dx * 5.5, cornerY + dy * 5.5) == pure
    }
    func isSquare(_ image: RGBAImage, cornerX: Double, cornerY: Double, dx: Double, dy: Double) -> Bool {
        image.pixel(cornerX + dx * 0.5, cornerY + dy * 0.5) == pure
    }

    @Test func onlyTheListedCornerIsConcentric() throws {
        let (_, image) = try SVGTestSupport.render(try widget(ContainerRelativeShape(corners: .topLeading), style: .circular))
        #expect(isRound(image, cornerX: 8, cornerY: 8, dx: 1, dy: 1))
        #expect(isSquare(image, cornerX: 88, cornerY: 8, dx: -1, dy: 1))
        #expect(isSquare(image, cornerX: 8, cornerY: 88, dx: 1, dy: -1))
        #expect(isSquare(image, cornerX: 88, cornerY: 88, dx: -1, dy: -1))
    }

    @Test func typeErasedShapesResolveTheSame() throws {
        let v = try widget(AnyShape(ContainerRelativeShape(corners: .topLeading)), style: .circular, erased: true)
        let (_, image) = try SVGTestSupport.render(v)
        #expect(isRound(image, cornerX: 8, cornerY: 8, dx: 1, dy: 1))
        #expect(isSquare(image, cornerX: 88, cornerY: 8, dx: -1, dy: 1))
    }

    @Test func plainContainerRelativeShapeRoundsEveryCorner() throws {
        let (_, image) = try SVGTestSupport.render(try widget(ContainerRelativeShape(), style: .circular))
        #expect(isRound(image, cornerX: 8, cornerY: 8, dx: 1, dy: 1))
        #expect(isRound(image, cornerX: 88, cornerY: 8, dx: -1, dy: 1))
        #expect(isRound(image, cornerX: 8, cornerY: 88, dx: 1, dy: -1))
        #expect(isRound(image, cornerX: 88, cornerY: 88, dx: -1, dy: -1))
    }

    @Test func unclippedImageIsSquare() throws {
        let (_, image) = try SVGTestSupport.render(try widget(nil, style: .circular))
        #expect(isSquare(image, cornerX: 8, cornerY: 8, dx: 1, dy: 1))
        // The widget itself is clipped to its radius-22 corner.
        #expect(S.empty(image.pixel(2.5, 2.5)))
    }

    @Test func continuousContainerGivesAContinuousCornerOfRadius14() throws {
        let v = try widget(ContainerRelativeShape(corners: .topLeading), style: .continuous)
        let s = try svg(v)
        let expected = UnevenRoundedRectangle(topLeadingRadius: 14, style: .continuous)
            .path(in: Rect(0, 0, 80, 80)).svgPathData(precision: 3)
        #expect(s.contains(expected))
        let (_, image) = try SVGTestSupport.render(v)
        #expect(image.pixel(8.5, 8.5) == white)
        #expect(image.pixel(30, 30) == pure)
        #expect(isSquare(image, cornerX: 88, cornerY: 8, dx: -1, dy: 1))
    }

    @Test func noContainerMeansARectangle() throws {
        let v = Color.red.frame(width: 20, height: 20).clipShape(ContainerRelativeShape()).padding(5)
        let (_, image) = try SVGTestSupport.render(v)
        #expect(image.pixel(5.5, 5.5) == .init(Color.red))
    }
}
