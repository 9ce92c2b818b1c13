import Foundation
import Testing
@testable import ShapeCore

/// The added gradients (docs/API.md styles) rendered by rsvg-convert and
/// compared with their analytic colours pixel by pixel.
@Suite struct GradientRenderTests {
    static let rainbow: [Color] = [.red, .yellow, .green, .blue, .red]

    func close(_ p: RGBAImage.Pixel, _ c: Color, tolerance: Int = 3) -> Bool {
        let (r, g, b) = c.rgb8
        return p.isClose(to: .init(r: Int(r), g: Int(g), b: Int(b), a: Int((c.opacity * 255).rounded())), tolerance: tolerance)
    }

    /// True when every channel of `p` lies within the range the analytic
    /// colour takes at the pixel's centre and corners, widened by
    /// `tolerance` levels: where the colour changes fast across a pixel
    /// (near the centre, at a hard stop) the renderer's sampling may pick
    /// any colour of that range.
    func withinRange(_ p: RGBAImage.Pixel, _ samples: [Color], tolerance: Int = 3) -> Bool {
        func level(_ v: Double) -> Int { Int((v * 255).rounded()) }
        let channels: [(Int, (Color) -> Double)] = [(p.r, { $0.red }), (p.g, { $0.green }), (p.b, { $0.blue }), (p.a, { $0.opacity })]
        return channels.allSatisfy { value, get in
            let levels = samples.map { level(get($0)) }
            return value >= levels.min()! - tolerance && value <= levels.max()! + tolerance
        }
    }

    /// Every pixel of a `width`×`height` rectangle filled with `g` (under
    /// `scale`, so 4 is a 4× rendering) has the colour of the angle across
    /// it (`withinRange`); a flat wedge differs from its neighbour by at
    /// most one level. A seam between wedges would show as a pixel with
    /// the background (alpha < 255) or a wrong colour.
    func wrongPixels(_ g: AngularGradient, width: Double, height: Double, scale: Double) throws -> (checked: Int, wrong: Int) {
        let view = Rectangle().fill(g).frame(width: width, height: height)
            .scaleEffect(scale, anchor: .topLeading).frame(width: width * scale, height: height * scale, alignment: .topLeading)
        let image = try SVGTestSupport.render(view).image
        let c = g.center.point(in: Rect(0, 0, width * scale, height * scale))
        func analytic(_ x: Double, _ y: Double) -> Color { g.color(atDegrees: atan2(y - c.y, x - c.x) * 180 / .pi) }
        var checked = 0, wrong = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            // The pixel holding the centre sees every angle.
            if abs(px - c.x) < 1 && abs(py - c.y) < 1 { continue }
            let samples = [analytic(px, py)] + [(0.0, 0.0), (1, 0), (0, 1), (1, 1)].map { analytic(Double(x) + $0.0, Double(y) + $0.1) }
            checked += 1
            if !withinRange(image.pixel(px, py), samples) {
                if wrong < 5 { print("pixel", x, y, image.pixel(px, py), "expected", samples[0].rgb8) }
                wrong += 1
            }
        } }
        return (checked, wrong)
    }

    @Test(arguments: [1.0, 4.0])
    func angularGradientMatchesTheAngleAtEveryPixel(_ scale: Double) throws {
        let g = try AngularGradient(colors: Self.rainbow, center: UnitPoint(0.4, 0.6))
        let r = try wrongPixels(g, width: 90, height: 60, scale: scale)
        #expect(r.checked >= Int(90 * 60 * scale * scale) - 4)
        #expect(r.wrong == 0)
    }

    @Test func partialSpanFillsTheGapHalfAndHalf() throws {
        // 0° → 90°: the gap 90°...360° is blue up to 225°, then red.
        let g = try AngularGradient(colors: [.red, .blue], startAngle: 0, endAngle: 90)
        #expect(g.color(atDegrees: 45) == Color.red.interpolated(to: .blue, 0.5))
        #expect(g.color(atDegrees: 200) == .blue)
        #expect(g.color(atDegrees: 250) == .red)
        #expect(g.color(atDegrees: -10) == .red)
        let r = try wrongPixels(g, width: 80, height: 80, scale: 1)
        #expect(r.wrong == 0)
    }

    @Test func longSpanDrawsItsLastTurnAndNegativeSpanRunsBack() throws {
        // 0° → 720°: only locations 0.5...1 are drawn, starting at 0°.
        let long = try AngularGradient(colors: [.black, .white], startAngle: 0, endAngle: 720)
        #expect(long.color(atDegrees: 0).rgb8 == (128, 128, 128))
        #expect(long.color(atDegrees: 180).rgb8 == (191, 191, 191))
        #expect(try wrongPixels(long, width: 60, height: 60, scale: 1).wrong == 0)
        // 0° → -90°: counter-clockwise; -45° is half-way.
        let back = try AngularGradient(colors: [.black, .white], startAngle: 0, endAngle: -90)
        #expect(back.color(atDegrees: -45).rgb8 == (128, 128, 128))
        #expect(back.color(atDegrees: 45) == .black)
        #expect(try wrongPixels(back, width: 60, height: 60, scale: 1).wrong == 0)
    }

    @Test func hardStopsAndTranslucentColours() throws {
        let stops = try Gradient(stops: [.init(color: .red, location: 0), .init(color: .red, location: 0.5),
                                          .init(color: .blue.opacity(0.5), location: 0.5), .init(color: .blue.opacity(0.5), location: 1)])
        let g = AngularGradient(gradient: stops)
        #expect(g.color(atDegrees: 90) == .red)
        #expect(g.color(atDegrees: 270) == Color.blue.opacity(0.5))
        #expect(try wrongPixels(g, width: 60, height: 60, scale: 1).wrong == 0)
    }

    @Test func angularGradientStrokesAndIsDefinedOnce() throws {
        let g = try AngularGradient(colors: [.red, .blue, .red])
        let view = HStack(spacing: 0, [Circle().stroke(g, lineWidth: 8).frame(width: 50, height: 50),
                                        Circle().fill(g).frame(width: 50, height: 50)])
        let (text, image) = try SVGTestSupport.render(view)
        #expect(text.components(separatedBy: "<pattern").count == 2)
        // The stroke's right-most point is at 0°: red; its left-most, 180°: blue.
        #expect(close(image.pixel(48.5, 25.5), .red, tolerance: 6))
        #expect(close(image.pixel(1.5, 25.5), .blue, tolerance: 6))
    }

    @Test func wedgeCountFollowsColourAndSize() {
        let knots: [(u: Double, color: Color)] = [(0, .black), (360, .white)]
        // 255 levels apart: one wedge per level.
        #expect(SVGWriter.conicWedges(knots, reach: 1000).count == 255)
        // A tiny tile: at most one wedge per pixel at 4× of the outer arc, but never wider than 10°.
        #expect(SVGWriter.conicWedges(knots, reach: 2).count == 51)
        #expect(SVGWriter.conicWedges([(0, .red), (360, .red)], reach: 1000).count == 36)
    }

    @Test func ellipticalGradientIsStretchedToTheFrame() throws {
        let g = try EllipticalGradient(colors: [.white, .black])
        let rect = Rect(0, 0, 120, 60)
        let (_, image) = try SVGTestSupport.render(Rectangle().fill(g).frame(width: 120, height: 60))
        var wrong = 0
        for y in 0..<60 { for x in 0..<120 {
            let p = Point(Double(x) + 0.5, Double(y) + 0.5)
            if !close(image.pixel(p.x, p.y), g.color(at: p, in: rect), tolerance: 2) { wrong += 1 }
        } }
        #expect(wrong == 0)
        // Half-way to the edge on both axes is the same grey: the rings are ellipses.
        #expect(image.pixel(90.5, 30.5).isClose(to: image.pixel(60.5, 45.5), tolerance: 2))
        #expect(close(image.pixel(90, 30), Color.white.interpolated(to: .black, 0.5), tolerance: 3))
    }

    @Test func colorGradientIsASubtleVerticalGradient() throws {
        let c = Color.blue
        let (_, image) = try SVGTestSupport.render(Rectangle().fill(c.gradient).frame(width: 20, height: 100))
        #expect(close(image.pixel(10, 0.5), c.mixed(with: .white, amount: 0.15 * 0.995), tolerance: 3))
        #expect(close(image.pixel(10, 99.5), c.mixed(with: .black, amount: 0.1 * 0.995), tolerance: 3))
        #expect(c.gradient.startPoint == .top && c.gradient.endPoint == .bottom)
        #expect(Color.red.opacity(0.5).gradient.gradient.stops.allSatisfy { $0.color.opacity == 0.5 })
    }
}
