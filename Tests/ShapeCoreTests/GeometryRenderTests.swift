import Testing
import Glibc
@testable import ShapeCore

/// Geometry checked against a real renderer: path data written by
/// `svgPathData` is rendered by rsvg-convert (SVGTestSupport) and pixels are
/// compared with `contains` and with analytic positions.
@Suite struct GeometryRenderTests {
    func render(_ path: Path, width: Int, height: Int, fillRule: FillRule = .nonZero) throws -> RGBAImage {
        let rule = fillRule == .evenOdd ? "evenodd" : "nonzero"
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">"
            + "<path d=\"\(path.svgPathData(precision: 3))\" fill=\"#000000\" fill-rule=\"\(rule)\"/></svg>"
        return try SVGTestSupport.render(svg)
    }

    /// A pixel counts as surely inside (outside) when `contains` says so at
    /// its centre, near its four corners and at the eight neighbouring
    /// pixel centres (so a sharp star tip or a cusp thinner than a pixel
    /// cannot slip between the probes). Surely-inside pixels must render
    /// with alpha ≥ 240 and surely-outside ones ≤ 16 (anti-aliasing of
    /// slivers thinner than 0.02 px along pixel edges stays below that).
    func agreesWithContains(_ path: Path, width: Int, height: Int, rule: FillRule = .nonZero) throws -> (checked: Int, wrong: Int) {
        let image = try render(path, width: width, height: height, fillRule: rule)
        var centre = [[Bool]](repeating: [Bool](repeating: false, count: width + 2), count: height + 2)
        for y in -1...height { for x in -1...width {
            centre[y + 1][x + 1] = path.contains(Point(Double(x) + 0.5, Double(y) + 0.5), fillRule: rule)
        } }
        var checked = 0, wrong = 0
        for y in 0..<height {
            for x in 0..<width {
                let probes = [(0.02, 0.02), (0.98, 0.02), (0.02, 0.98), (0.98, 0.98)]
                var votes = probes.map { path.contains(Point(Double(x) + $0.0, Double(y) + $0.1), fillRule: rule) }
                for dy in 0...2 { for dx in 0...2 { votes.append(centre[y + dy][x + dx]) } }
                let a = image.pixel(Double(x) + 0.5, Double(y) + 0.5).a
                if votes.allSatisfy({ $0 }) { checked += 1; if a < 240 { wrong += 1; print("inside pixel", x, y, "alpha", a) } }
                if votes.allSatisfy({ !$0 }) { checked += 1; if a > 16 { wrong += 1; print("outside pixel", x, y, "alpha", a) } }
            }
        }
        return (checked, wrong)
    }

    @Test func circleWrittenAsArcsRendersRound() throws {
        let image = try render(Circle().path(in: Rect(0, 0, 100, 100)), width: 100, height: 100)
        // (84.5, 84.5) is 48.8 from the centre (inside by 1.2 px), (86.5, 86.5) 51.6.
        #expect(image.pixel(84.5, 84.5).a == 255)
        #expect(image.pixel(86.5, 86.5).a == 0)
        #expect(image.pixel(50.5, 1.5).a == 255 && image.pixel(1.5, 1.5).a == 0)
    }

    @Test func lameCurveDiagonal() throws {
        // n = 4, a = b = 50: the curve crosses the diagonal at 50 + 50/2^(1/4) = 92.04.
        let image = try render(Superellipse(exponent: 4).path(in: Rect(0, 0, 100, 100)), width: 100, height: 100)
        #expect(image.pixel(90.5, 90.5).a == 255)
        #expect(image.pixel(93.5, 93.5).a == 0)
    }

    @Test func tangentArcCornersAsInSeed000() throws {
        // Seed 000's construction: addArc(tangent1End:tangent2End:radius:) at each corner.
        let frame = Rect(0, 0, 100, 60)
        let p = Path { path in
            path.move(to: Point(frame.midX, frame.minY))
            path.addArc(tangent1End: Point(frame.maxX, frame.minY), tangent2End: Point(frame.maxX, frame.maxY), radius: 10)
            path.addArc(tangent1End: Point(frame.maxX, frame.maxY), tangent2End: Point(frame.minX, frame.maxY), radius: 0)
            path.addArc(tangent1End: Point(frame.minX, frame.maxY), tangent2End: Point(frame.minX, frame.minY), radius: 10)
            path.addArc(tangent1End: Point(frame.minX, frame.minY), tangent2End: Point(frame.maxX, frame.minY), radius: 30)
            path.closeSubpath()
        }
        let image = try render(p, width: 100, height: 60)
        #expect(image.pixel(98.5, 1.5).a == 0)      // rounded top-trailing corner (r 10)
        #expect(image.pixel(95.5, 4.5).a == 255)
        #expect(image.pixel(99.5, 59.5).a == 255)   // square bottom-trailing corner
        #expect(image.pixel(1.5, 58.5).a == 0)      // rounded bottom-leading (r 10)
        #expect(image.pixel(5.5, 5.5).a == 0)       // r 30 top-leading: (5.5, 5.5) is 35.3 from (30, 30)
        #expect(image.pixel(10.5, 10.5).a == 255)   // 27.6 from (30, 30)
    }

    @Test(arguments: [0, 1, 2, 3])
    func renderedPixelsAgreeWithContains(_ which: Int) throws {
        let rect = Rect(2, 3, 90, 70)
        let path: Path
        var rule = FillRule.nonZero
        switch which {
        case 0: path = UnevenRoundedRectangle(topLeadingRadius: 30, bottomLeadingRadius: 5, bottomTrailingRadius: 50, topTrailingRadius: 12).path(in: rect)
        case 1: path = SmoothRoundedRectangle(cornerRadius: 25, smoothing: 0.8).path(in: rect)
        case 2: path = Superellipse(exponent: 0.5).path(in: rect)
        default:
            var star = Path()
            star.addLines((0..<5).map { i in
                let a = (-90 + Double(i) * 144) * Double.pi / 180
                return Point(48 + 45 * cos(a), 40 + 45 * sin(a))
            })
            star.closeSubpath()
            path = star
            rule = .evenOdd
        }
        let (checked, wrong) = try agreesWithContains(path, width: 96, height: 90, rule: rule)
        #expect(checked > 6500)
        #expect(wrong == 0)
    }
}
