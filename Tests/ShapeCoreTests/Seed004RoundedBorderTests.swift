import Testing
@testable import ShapeCore

/// Seed 004 "SwiftUIのViewに角丸な枠線を引く": content clipped to a rounded
/// rect with a border of `width` entirely inside its outline. The views
/// sit 10 in from the document's corner, so nothing may be drawn at y < 10.
@Suite struct Seed004RoundedBorderTests {
    typealias S = SeedTestSupport

    /// HelloWorld.swift with the orange background; with the fake font it is
    /// 84 + 120 = 204 wide and 58.8 + 120 = 178.8 high.
    /// The document exactly the padded view's size (224 × 198.8): sized by
    /// the view it would be 199 high (docs/SVG.md whole units) with the view
    /// moved 0.1 down, and the pixel rows these checks read would straddle
    /// the edges. (The rounding itself: SVGDocumentTests.)
    static let exact = SVGOptions(width: 224, height: 198.8)

    var helloWorld: View {
        Text("Hello,\nWorld!").font(try! FontSpec(named: "title")).fontWeight(.bold).lineLimit(2)
            .multilineTextAlignment(.center).padding(60).background(Color.orange)
    }

    @Test func halfTransparentBorderLiesInsideAndContentIsClipped() throws {
        let color = Color.mint.opacity(0.5)
        let v = helloWorld.roundedBorder(color, width: 20, radius: 40).padding(10)
        let (_, image) = try SVGTestSupport.render(v, options: Self.exact)
        let blended = S.over(color, .orange)
        #expect(S.empty(image.pixel(112, 9.5)))                    // nothing outside the outline
        #expect(image.pixel(112, 10.5).isClose(to: blended))       // the border starts at the outline
        #expect(image.pixel(112, 29.5).isClose(to: blended))       // ... and is 20 wide
        #expect(image.pixel(112, 30.5) == .init(Color.orange))     // then the content
        #expect(image.pixel(10.5, 100).isClose(to: blended))       // leading edge likewise
        #expect(image.pixel(213.5, 100).isClose(to: blended))      // trailing edge (x 10 + 204)
        #expect(S.empty(image.pixel(214.5, 100)))
        // Clipped: the orange background's square corner is gone.
        #expect(S.empty(image.pixel(11.5, 11.5)))
        // Drawn once: a doubled half-transparent stroke would be mint at 75%.
        #expect(!image.pixel(112, 20).isClose(to: S.over(Color.mint.opacity(0.75), .orange)))
    }

    @Test func circularCornerFollowsTheArcInside() throws {
        let color = Color.black
        let v = helloWorld.roundedBorder(color, width: 20, radius: 40, cornerStyle: .circular).padding(10)
        let (_, image) = try SVGTestSupport.render(v, options: Self.exact)
        // Arc centre (50, 50); along the diagonal the border covers distances 20...40.
        func at(_ d: Double) -> RGBAImage.Pixel {
            let k = d / 2.0.squareRoot()
            return image.pixel(50 - k, 50 - k)
        }
        #expect(S.empty(at(42)))
        #expect(at(38) == .init(Color.black))
        #expect(at(22) == .init(Color.black))
        #expect(at(18) == .init(Color.orange))
    }

    /// The article's second figure: overlay only, stroke centred on the
    /// outline, so half the line lies outside the view and nothing is clipped.
    @Test func plainOverlayStrokeIsHalfOutside() throws {
        let v = helloWorld.overlay(RoundedRectangle(cornerRadius: 40).stroke(Color.black, lineWidth: 20)).padding(10)
        let (_, image) = try SVGTestSupport.render(v, options: Self.exact)
        #expect(image.pixel(112, 0.5) == .init(Color.black))
        #expect(image.pixel(112, 19.5) == .init(Color.black))
        #expect(image.pixel(112, 20.5) == .init(Color.orange))
    }

    /// The article's third figure: masked by the same rounded rectangle, the
    /// centred stroke shows only its inner half (10 of 20).
    @Test func maskedStrokeShowsHalfItsWidth() throws {
        let v = helloWorld.overlay(RoundedRectangle(cornerRadius: 40).stroke(Color.black, lineWidth: 20))
            .mask(RoundedRectangle(cornerRadius: 40)).padding(10)
        let (s, image) = try SVGTestSupport.render(v, options: Self.exact)
        #expect(s.contains("mask-type:alpha"))
        #expect(S.empty(image.pixel(112, 9.5)))
        #expect(image.pixel(112, 10.5) == .init(Color.black))
        #expect(image.pixel(112, 19.5) == .init(Color.black))
        #expect(image.pixel(112, 20.5) == .init(Color.orange))
    }
}
