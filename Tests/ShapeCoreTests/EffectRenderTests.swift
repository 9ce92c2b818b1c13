import Foundation
import Testing
@testable import ShapeCore

/// docs/API.md effects rendered by rsvg-convert: the blur's spread against
/// the Gaussian it stands for, colour effects against their matrices,
/// blend modes against their formulas.
@Suite struct EffectRenderTests {
    func rgb(_ p: RGBAImage.Pixel) -> (Int, Int, Int) { (p.r, p.g, p.b) }
    func close(_ p: RGBAImage.Pixel, _ c: Color, tolerance: Int = 2) -> Bool {
        let (r, g, b) = c.rgb8
        return p.isClose(to: .init(r: Int(r), g: Int(g), b: Int(b), a: Int((c.opacity * 255).rounded())), tolerance: tolerance)
    }

    @Test func blurSpreadsAnEdgeAsAGaussianOfHalfTheRadius() throws {
        // A 40×40 black square in the middle of 120×120, blurred with
        // radius 8: standard deviation 4. Across its left edge (x = 40) the
        // alpha is 255·Φ((x − 40) / 4); the far edge is 10σ away.
        let square = Rectangle().fill(Color.black).frame(width: 40, height: 40).blur(radius: 8)
        let (text, image) = try SVGTestSupport.render(square.frame(width: 120, height: 120))
        #expect(text.contains("stdDeviation=\"4\""))
        func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.squareRoot())) }
        for dx in [-8.5, -4.5, -2.5, -0.5, 0.5, 2.5, 4.5, 8.5] {
            let x = 40 + dx // a pixel centre
            let expected = 255 * phi(dx / 4)
            let a = Double(image.pixel(x, 60.5).a)
            // rsvg approximates the Gaussian by three box blurs (as the
            // SVG spec allows): a few levels of difference.
            #expect(abs(a - expected) <= 8, "alpha at x = \(x): \(a), Gaussian \(expected)")
        }
        // The spread reaches about 3σ = 12 px beyond the edge, not 5σ.
        #expect(image.pixel(32.5, 60.5).a > 0)
        #expect(image.pixel(20.5, 60.5).a == 0)
        #expect(image.pixel(60.5, 60.5).a == 255)
    }

    @Test func zeroBlurWritesNoFilterAndEqualBlursShareOne() throws {
        let plain = try svg(Circle().frame(width: 10, height: 10).blur(radius: 0))
        #expect(!plain.contains("<filter"))
        let two = try svg(HStack([Circle().frame(width: 10, height: 10).blur(radius: 2),
                                  Circle().frame(width: 10, height: 10).blur(radius: 2)]))
        // One definition per frame position: the two circles sit at different x.
        #expect(two.components(separatedBy: "<feGaussianBlur").count == 3)
        let stacked = try svg(ZStack([Circle().frame(width: 10, height: 10).blur(radius: 2),
                                      Circle().frame(width: 10, height: 10).blur(radius: 2)]))
        #expect(stacked.components(separatedBy: "<filter").count == 2)
    }

    static let colorEffects: [(String, ColorMatrix)] = [
        ("grayscale 1", .grayscale(1)), ("grayscale 0.4", .grayscale(0.4)),
        ("brightness 0.2", .brightness(0.2)), ("brightness -0.3", .brightness(-0.3)),
        ("contrast 1.5", .contrast(1.5)), ("contrast 0.5", .contrast(0.5)),
        ("saturation 0.3", .saturation(0.3)), ("saturation 1.6", .saturation(1.6)),
        ("hueRotation 90", .hueRotation(degrees: 90)), ("hueRotation -200", .hueRotation(degrees: -200)),
    ]

    @Test(arguments: 0..<colorEffects.count)
    func colorEffectsRenderTheirMatrix(_ k: Int) throws {
        let (name, m) = Self.colorEffects[k]
        let colors: [Color] = [.orange, .teal, Color(red: 0.2, green: 0.4, blue: 0.9)]
        let row = HStack(spacing: 0, colors.map { Rectangle().fill($0).frame(width: 10, height: 10) })
        let (_, image) = try SVGTestSupport.render(row.colorMatrix(m))
        for (i, c) in colors.enumerated() {
            let p = image.pixel(Double(i) * 10 + 5, 5)
            #expect(close(p, m.apply(c)), "\(name) of \(c.rgb8): \(p), expected \(m.apply(c).rgb8)")
        }
    }

    @Test func colorMatricesKeepTheirSwiftUIMeaning() {
        let c = Color(red: 0.6, green: 0.3, blue: 0.1)
        #expect(ColorMatrix.grayscale(0).apply(c) == ColorMatrix.saturation(1).apply(c))
        let grey = ColorMatrix.grayscale(1).apply(c)
        #expect(abs(grey.red - grey.green) < 1e-12 && abs(grey.green - grey.blue) < 1e-12)
        #expect(abs(grey.red - (0.213 * 0.6 + 0.715 * 0.3 + 0.072 * 0.1)) < 1e-12)
        // Additive brightness: +0.2 on each channel, 1 is white.
        #expect(abs(ColorMatrix.brightness(0.2).apply(c).green - 0.5) < 1e-12)
        #expect(ColorMatrix.brightness(1).apply(c).rgb8 == (255, 255, 255))
        #expect(ColorMatrix.contrast(0).apply(c).rgb8 == (128, 128, 128))
        // A hue rotation by a full turn is no change; 0 is the identity.
        for (a, b) in zip(ColorMatrix.hueRotation(degrees: 360).values, ColorMatrix.identity.values) { #expect(abs(a - b) < 1e-9) }
        #expect(ColorMatrix.hueRotation(degrees: 0).apply(c) == c)
        // Alpha is untouched by every effect.
        #expect(ColorMatrix.contrast(2).apply(c.opacity(0.5)).opacity == 0.5)
    }

    @Test func blendModesBlendWithWhatIsBehind() throws {
        let yellow = Color(red: 1, green: 0.8, blue: 0.2), cyan = Color(red: 0.2, green: 0.6, blue: 1)
        func blended(_ mode: BlendMode) throws -> RGBAImage.Pixel {
            let v = ZStack([Rectangle().fill(yellow).frame(width: 20, height: 20),
                            Rectangle().fill(cyan).frame(width: 20, height: 20).blendMode(mode)])
            return try SVGTestSupport.render(v).image.pixel(10, 10)
        }
        #expect(close(try blended(.multiply), Color(red: 0.2, green: 0.48, blue: 0.2)))
        #expect(close(try blended(.screen), Color(red: 1, green: 1 - 0.2 * 0.4, blue: 1)))
        #expect(close(try blended(.darken), Color(red: 0.2, green: 0.6, blue: 0.2)))
        #expect(close(try blended(.difference), Color(red: 0.8, green: 0.2, blue: 0.8)))
        #expect(close(try blended(.normal), cyan))
        #expect(BlendMode.colorDodge.cssName == "color-dodge" && BlendMode.softLight.cssName == "soft-light")
    }

    @Test func compositingGroupKeepsBlendingInside() throws {
        // Red behind; inside the group, blue on the left half and green
        // multiplied over all of it. Isolated, green multiplies only with
        // blue, and stays green where the group has nothing else.
        let inner = ZStack(alignment: .leading, [
            Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 40),
            Rectangle().fill(Color(red: 0, green: 1, blue: 0.5)).frame(width: 40, height: 40).blendMode(.multiply)])
        let red = Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 40)
        let isolated = try SVGTestSupport.render(ZStack([red, inner.compositingGroup()])).image
        #expect(close(isolated.pixel(10, 20), Color(red: 0, green: 0, blue: 0.5)))
        #expect(close(isolated.pixel(30, 20), Color(red: 0, green: 1, blue: 0.5)))
        // Without the group, green also multiplies with the red behind: black.
        let open = try SVGTestSupport.render(ZStack([red, inner])).image
        #expect(close(open.pixel(30, 20), Color(red: 0, green: 0, blue: 0)))
    }
}
