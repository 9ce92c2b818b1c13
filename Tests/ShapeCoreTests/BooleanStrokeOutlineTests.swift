import Testing
import Foundation
@testable import ShapeCore

/// Path booleans with a stroke outline of a 1,000-segment polyline as an
/// operand. The stroker emits one rectangle per segment and one polygon
/// per join, a nonzero union of ~2,000 overlapping polygons whose edges
/// cross at angles down to 5e-4 rad at the nearly straight joins: the
/// hardest self-intersecting input the project produces. Checked against
/// three things that do not use the boolean code: the polygon sweep's
/// area of the outline (`area(tolerance:)`, exact for lines),
/// `Path.contains` on the inputs at random points, and the pixels
/// rsvg-convert draws for the inputs painted over one another.
@Suite struct BooleanStrokeOutlineTests {
    /// A wavy closed loop of `n` lines (open: its butt caps meet).
    static func polyline(_ n: Int) -> Path {
        var p = Path()
        for k in 0...n {
            let t = Double(k) / Double(n) * 2 * Double.pi
            let point = Point(100 * cos(t) + 8 * sin(7 * t), 100 * sin(t))
            if k == 0 { p.move(to: point) } else { p.addLine(to: point) }
        }
        return p
    }

    static func relative(_ a: Double, _ b: Double) -> Double { abs(a - b) / max(abs(b), 1e-300) }

    /// The outline with miter joins (the stroker's default).
    static let outline = polyline(1000).strokedPath(StrokeStyle(lineWidth: 4))

    /// The second operand: an ellipse across the loop's right side.
    static let disc = Ellipse().path(in: Rect(40, -40, 120, 80))
    static let discArea = Double.pi * 60 * 40

    /// Resolved by a union with nothing, the outline keeps the sweep's
    /// area and comes out as two contours (outer and inner outline).
    @Test func outlineResolvesToItsFill() throws {
        for join in [StrokeStyle.LineJoin.miter, .bevel, .round] {
            let outline = Self.polyline(1000).strokedPath(StrokeStyle(lineWidth: 4, lineJoin: join))
            let resolved = try outline.union(Path())
            let sweep = outline.area(tolerance: 1e-4)
            // Round joins are flattened by the sweep (tolerance 1e-4 on
            // joins of radius 2): a little slack.
            let tolerance = join == .round ? 1e-6 : 1e-9
            #expect(Self.relative(resolved.exactSignedArea, sweep) < tolerance, "\(join): \(resolved.exactSignedArea) vs \(sweep)")
            #expect(resolved.verbs.filter { $0 == .move }.count == 2, "\(join)")
        }
    }

    /// Every filled operation with a circle: inclusion–exclusion on the
    /// areas (the outline's from the sweep, the ellipse's by formula) and
    /// membership at random points.
    @Test func operationsWithAnEllipse() throws {
        let outline = Self.outline
        let areaO = outline.area(tolerance: 1e-4)
        let u = try outline.union(Self.disc), i = try outline.intersection(Self.disc)
        let d = try outline.subtracting(Self.disc), e = try Self.disc.subtracting(outline)
        let x = try outline.symmetricDifference(Self.disc)
        let total = areaO + Self.discArea
        #expect(abs(u.exactSignedArea + i.exactSignedArea - total) < 1e-6 * total,
                "∪ \(u.exactSignedArea) + ∩ \(i.exactSignedArea) vs \(total)")
        #expect(abs(d.exactSignedArea + i.exactSignedArea - areaO) < 1e-6 * total)
        #expect(abs(e.exactSignedArea + i.exactSignedArea - Self.discArea) < 1e-6 * total)
        #expect(abs(x.exactSignedArea - (u.exactSignedArea - i.exactSignedArea)) < 1e-6 * total)
        // The band runs through the ellipse once (at x ≈ 92…108, over
        // its whole height): one piece, > 70 long and 4 wide.
        #expect(i.verbs.filter { $0 == .move }.count == 1)
        #expect(i.exactSignedArea > 4 * 70)
        // Cut once, the ring is a "C": one contour.
        #expect(d.verbs.filter { $0 == .move }.count == 1)

        var g = SplitMix64(seed: 0xB011)
        var checked = 0
        for _ in 0..<300 {
            // Half the points near the band, where the joins are.
            let t = g.uniform(0, 2 * .pi), r = g.uniform(-6, 6)
            let near = Point((100 + r) * cos(t) + 8 * sin(7 * t), (100 + r) * sin(t))
            let p = checked % 2 == 0 ? near : Point(g.uniform(-110, 170), g.uniform(-110, 110))
            guard BooleanPropertyTests.clearOfOutline(outline, p, 1e-3),
                  BooleanPropertyTests.clearOfOutline(Self.disc, p, 1e-3) else { continue }
            let inO = outline.contains(p), inC = Self.disc.contains(p)
            for (op, result) in [(PathBooleanOperation.union, u), (.intersection, i), (.subtracting, d),
                                 (.symmetricDifference, x)] {
                #expect(result.contains(p) == op.combine(inO, inC), "\(op) at \(p)")
            }
            #expect(e.contains(p) == (inC && !inO), "disc − outline at \(p)")
            checked += 1
        }
        #expect(checked > 240)
    }

    /// The result drawn by rsvg-convert matches the inputs painted over
    /// one another (union: both in black; difference: the subtrahend
    /// painted white over the other; intersection: one clipped by the
    /// other), pixel by pixel up to anti-aliasing.
    @Test func pixelsMatchTheInputsPainted() throws {
        let outline = Self.outline
        let o = outline.svgPathData(precision: 4), c = Self.disc.svgPathData(precision: 4)
        let cases: [(String, Path, String)] = [
            ("union", try outline.union(Self.disc), "<path d=\"\(o)\"/><path d=\"\(c)\"/>"),
            ("outline − disc", try outline.subtracting(Self.disc), "<path d=\"\(o)\"/><path fill=\"#fff\" d=\"\(c)\"/>"),
            ("disc − outline", try Self.disc.subtracting(outline), "<path d=\"\(c)\"/><path fill=\"#fff\" d=\"\(o)\"/>"),
            ("intersection", try outline.intersection(Self.disc),
             "<clipPath id=\"k\"><path d=\"\(c)\"/></clipPath><path clip-path=\"url(#k)\" d=\"\(o)\"/>"),
        ]
        for (name, result, painted) in cases {
            let expected = try Self.render(painted), got = try Self.render("<path d=\"\(result.svgPathData(precision: 4))\"/>")
            var sumE = 0.0, sumG = 0.0, far = 0
            for k in 0..<(expected.count) {
                sumE += expected[k]; sumG += got[k]
                if abs(expected[k] - got[k]) > 0.5 { far += 1 }
            }
            // ~5,000 px of edge at 4 px per unit; a misplaced piece of
            // outline shows as a run of pixels off by more than half.
            #expect(far <= 10, "\(name): \(far) pixels differ by more than half")
            #expect(Self.relative(sumG, sumE) < 2e-3, "\(name): coverage \(sumG) vs \(sumE) px")
        }
    }

    /// Darkness per pixel (0 white, 1 black) of `body` drawn black on white
    /// at 4 px per unit over the box (−110, −110)–(170, 110).
    static func render(_ body: String) throws -> [Double] {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1120\" height=\"880\" viewBox=\"-110 -110 280 220\">"
            + "<rect x=\"-110\" y=\"-110\" width=\"280\" height=\"220\" fill=\"#fff\"/>\(body)</svg>"
        let image = try SVGTestSupport.render(svg)
        var out: [Double] = []
        out.reserveCapacity(image.width * image.height)
        for y in 0..<image.height {
            for x in 0..<image.width { out.append(1 - Double(image.pixel(Double(x), Double(y)).g) / 255) }
        }
        return out
    }
}
