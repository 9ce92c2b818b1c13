import Testing
@testable import ShapeCore

/// Documents sized by their view hold the ink of shadows and blurs beyond
/// the view's frame (InkBounds.swift): sizes worked out from the blur's
/// reach, 3 standard deviations = 1.5 × radius.
@Suite struct InkBoundsTests {
    func document(_ v: some ViewConvertible, _ options: SVGOptions = SVGOptions()) throws -> (Size, Rect) {
        let r = try layout(v, options: options)
        return (r.size, r.root.frame)
    }

    /// SwiftUI's card: white, 200 × 120, shadow radius 10 (σ 5, reach 15), 6 down.
    let card = RoundedRectangle(cornerRadius: 16).fill(Color.white).frame(width: 200, height: 120)
        .shadow(color: Shadow.defaultColor, radius: 10, x: 0, y: 6)

    @Test func aShadowedCardHoldsItsShadow() throws {
        // the shadow's box (0, 6, 200, 120) grown by 15: x −15…215, y −9…141
        let (size, frame) = try document(card)
        #expect(size == Size(230, 150))
        #expect(frame == Rect(15, 9, 200, 120))
    }

    @Test func theFrameOptionKeepsTheIdealSize() throws {
        var options = SVGOptions()
        options.bounds = .frame
        let (size, frame) = try document(card, options)
        #expect(size == Size(200, 120) && frame == Rect(0, 0, 200, 120))
    }

    @Test func aGivenWidthOrHeightIsKept() throws {
        // width given: the frame centred across it; height from the ink
        let (size, frame) = try document(card, SVGOptions(width: 300))
        #expect(size == Size(300, 150) && frame == Rect(50, 9, 200, 120))
        let (both, inBoth) = try document(card, SVGOptions(width: 200, height: 120))
        #expect(both == Size(200, 120) && inBoth == Rect(0, 0, 200, 120))
    }

    @Test func aBlurSpreadsEvenly() throws {
        // radius 4: reach 6 on every side of a 10 × 10 square
        let (size, frame) = try document(Rectangle().frame(width: 10, height: 10).blur(radius: 4))
        #expect(size == Size(22, 22) && frame == Rect(6, 6, 10, 10))
    }

    @Test func inkInsideTheFrameAddsNothing() throws {
        let padded = Rectangle().frame(width: 100, height: 100).shadow(color: Shadow.defaultColor, radius: 10).padding(20)
        #expect(try document(padded).0 == Size(140, 140))
        // a clip cuts the ink: clipped() keeps the frame
        #expect(try document(card.clipped()).0 == Size(200, 120))
    }

    @Test func effectsAroundTheShadowMoveItsInk() throws {
        // an offset moves the ink (not the frame): (−3, −3, 16, 16) + 100 → x up to 113
        let moved = Rectangle().frame(width: 10, height: 10).shadow(color: Shadow.defaultColor, radius: 2).offset(x: 100, y: 0)
        #expect(try document(moved).0 == Size(113, 16))
        // scaled 2× about the centre: the ink box (−3…13)² becomes (−11…21)²
        let scaled = Rectangle().frame(width: 10, height: 10).shadow(color: Shadow.defaultColor, radius: 2).scaleEffect(x: 2, y: 2)
        #expect(try document(scaled).0 == Size(32, 32))
    }

    @Test func viewsWithoutShadowOrBlurAreLaidOutOnce() throws {
        let plain = HStack([Rectangle().frame(width: 10, height: 10), Circle().frame(width: 5, height: 5)])
        #expect(!plain.view.box.hasInk)
        #expect(card.view.box.hasInk)
        #expect(HStack([plain, card]).view.box.hasInk)
        #expect(!card.hidden().box.hasInk)
    }
}
