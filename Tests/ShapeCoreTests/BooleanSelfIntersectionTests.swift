import Testing
import Foundation
@testable import ShapeCore

/// Path booleans on self-intersecting input (docs/GEOMETRY.md): a cubic that
/// loops, checked against its closed-form crossing and areas, and random
/// self-intersecting polygons and curves under both fill rules.
@Suite struct BooleanSelfIntersectionTests {
    /// Symmetric about x = 50, it crosses itself where
    /// s + t = 1 and s·t = 1/7 (see `Cubic.selfIntersection`): at
    /// s, t = (1 ∓ √(3/7)) / 2, the point (50, 300 · s · t) = (50, 300/7).
    static let loop = Cubic(Point(0, 0), Point(150, 100), Point(-50, 100), Point(100, 0))

    static func relative(_ a: Double, _ b: Double) -> Double { abs(a - b) / max(abs(b), 1e-300) }

    @Test func theLoopsCrossingSolvesTheQuadratic() throws {
        let (s, t) = try #require(Self.loop.selfIntersection())
        let root = (3.0 / 7).squareRoot()
        #expect(abs(s - (1 - root) / 2) < 1e-14 && abs(t - (1 + root) / 2) < 1e-14)
        #expect(Self.loop.point(at: s).distance(to: Point(50, 300.0 / 7)) < 1e-12)
        #expect(Self.loop.point(at: t).distance(to: Point(50, 300.0 / 7)) < 1e-12)
        // Unsymmetric: the crossing is still found (checked by its definition).
        let skew = Cubic(Point(0, 0), Point(220, 130), Point(-70, 60), Point(40, -20))
        let (u, v) = try #require(skew.selfIntersection())
        #expect(v - u > 0.1 && skew.point(at: u).distance(to: skew.point(at: v)) < 1e-10)
        // No loop: an arch (its loop would close at s < 0 < 1 < t), a
        // cusp (σ² = 4π), an S (a ∥ b), a line, a loop whose crossing lies
        // outside [0, 1] (the first 40% of `loop`).
        for c in [Cubic(Point(0, 0), Point(0, 100), Point(100, 100), Point(100, 0)),
                  Cubic(Point(0, 0), Point(100, 100), Point(0, 100), Point(100, 0)),
                  Cubic(Point(0, 0), Point(50, 100), Point(50, -100), Point(100, 0)),
                  Cubic.line(Point(0, 0), Point(3, 4)),
                  Self.loop.subsegment(0, 0.4)] {
            #expect(c.selfIntersection() == nil, "\(c)")
        }
    }

    /// The loop closed by a line: a figure eight (loop above the crossing,
    /// the rest below, drawn the other way round). Its fill is both lobes
    /// under either rule; the signed area of the outline is their difference.
    static var figureEight: Path {
        var p = Path()
        p.move(to: loop.p0)
        p.addCurve(to: loop.p3, control1: loop.p1, control2: loop.p2)
        p.closeSubpath()
        return p
    }

    /// The lobes' areas by Green's theorem on the curve cut at the
    /// closed-form crossing (exact for cubics).
    static var lobes: (loop: Double, rest: Double) {
        let root = (3.0 / 7).squareRoot()
        let s = (1 - root) / 2, t = (1 + root) / 2
        let loopArea = abs(loop.subsegment(s, t).signedAreaContribution())
        let restArea = abs(loop.subsegment(0, s).signedAreaContribution() + loop.subsegment(t, 1).signedAreaContribution())
        return (loopArea, restArea)
    }

    @Test func aLoopingCubicIsCutAtItsCrossing() throws {
        let (loopArea, restArea) = Self.lobes
        #expect(loopArea > 400 && restArea > 1900)  // 420.85 and 1920.85
        for rule in [FillRule.nonZero, .evenOdd] {
            #expect(Self.relative(try Self.figureEight.exactArea(fillRule: rule), loopArea + restArea) < 1e-9, "\(rule)")
            let resolved = try Self.figureEight.union(Path(), eoFill: rule == .evenOdd)
            #expect(Self.relative(resolved.exactSignedArea, loopArea + restArea) < 1e-9)
            for check in [FillRule.nonZero, .evenOdd] {
                #expect(resolved.contains(Point(50, 60), fillRule: check), "inside the loop")
                #expect(resolved.contains(Point(50, 20), fillRule: check), "inside the lower lobe")
                #expect(!resolved.contains(Point(50, 80), fillRule: check) && !resolved.contains(Point(5, 40), fillRule: check))
            }
        }
        // With another operand across the crossing: a band y ∈ [30, 55]
        // holds the crossing (y = 42.86); compared with the inputs' own
        // fills at points on a grid (Path.contains handles the loop).
        var band = Path(); band.addRect(Rect(-20, 30, 140, 25))
        for op in PathBooleanOperation.allCases {
            let result = try Path.boolean(Self.figureEight, band, op)
            for y in stride(from: 1.0, to: 80, by: 2.1) {
                for x in stride(from: -10.0, to: 115, by: 2.3) {
                    let p = Point(x, y)
                    guard BooleanPropertyTests.clearOfOutline(Self.figureEight, p, 1e-3),
                          BooleanPropertyTests.clearOfOutline(band, p, 1e-3) else { continue }
                    #expect(result.contains(p) == op.combine(Self.figureEight.contains(p), band.contains(p)), "\(op) at \(p)")
                }
            }
        }
        let u = try Self.figureEight.union(band), i = try Self.figureEight.intersection(band)
        #expect(Self.relative(u.exactSignedArea + i.exactSignedArea, loopArea + restArea + 140 * 25) < 1e-9)
    }

    /// Random self-intersecting operands in (0…100)²: polygons with their
    /// vertices in random order, star polygons {n/k}, closed runs of
    /// random cubics (which often loop), the looping cubic moved and
    /// turned, two overlapping subpaths drawn either way round, and
    /// polygons with their vertices on a coarse grid.
    static func randomTangle(_ g: inout SplitMix64) -> (String, Path) {
        func point() -> Point { Point(g.uniform(0, 100), g.uniform(0, 100)) }
        var p = Path()
        switch Int.random(in: 0..<7, using: &g) {
        case 5, 6:
            // Vertices on a coarse grid: edges along one another, vertices
            // on edges, several edges through one crossing.
            let n = Int.random(in: 3...8, using: &g)
            p.addLines((0..<n).map { _ in Point(Double(Int.random(in: 0...5, using: &g) * 20), Double(Int.random(in: 0...5, using: &g) * 20)) })
            p.closeSubpath()
            return ("grid polygon \(p.svgPathData())", p)
        case 0:
            let n = Int.random(in: 4...9, using: &g)
            p.addLines((0..<n).map { _ in point() }); p.closeSubpath()
            return ("polygon of \(n)", p)
        case 1:
            let n = [5, 7, 8][Int.random(in: 0..<3, using: &g)], k = n == 8 ? 3 : Int.random(in: 2...(n / 2), using: &g)
            let c = Point(g.uniform(30, 70), g.uniform(30, 70)), r = g.uniform(15, 30), phase = g.uniform(0, 1)
            p.addLines((0..<n).map { j in
                let a = 2 * Double.pi * (phase + Double(j * k) / Double(n))
                return Point(c.x + r * cos(a), c.y + r * sin(a))
            })
            p.closeSubpath()
            return ("star {\(n)/\(k)}", p)
        case 2:
            let n = Int.random(in: 1...3, using: &g)
            p.move(to: point())
            for _ in 0..<n { p.addCurve(to: point(), control1: point(), control2: point()) }
            p.closeSubpath()
            return ("\(n) random cubics", p)
        case 3:
            let angle = g.uniform(0, 2 * .pi), scale = g.uniform(0.3, 0.8)
            let t = AffineTransform.translation(-50, -30).concatenating(.scale(scale, scale))
                .concatenating(.rotation(degrees: angle * 180 / .pi))
                .concatenating(.translation(g.uniform(35, 65), g.uniform(35, 65)))
            return ("the looping cubic at \(angle) rad, × \(scale)", figureEight.transformed(by: t))
        default:
            let a = Rect(g.uniform(0, 50), g.uniform(0, 50), g.uniform(20, 50), g.uniform(20, 50))
            p.addEllipse(in: a)
            var q = Path()
            q.addRect(Rect(g.uniform(0, 50), g.uniform(0, 50), g.uniform(20, 50), g.uniform(20, 50)))
            let reversed = Bool.random(using: &g)
            p.addPath(reversed ? q.reversed() : q)
            return ("ellipse and rect (\(reversed ? "reversed" : "same way"))", p)
        }
    }

    /// Inclusion–exclusion on exact areas and membership at random points
    /// against the set operation, both fill rules; for polygons under
    /// nonzero, the area also against the polygon sweep (exact for lines).
    @Test func randomSelfIntersectingOperands() throws {
        var g = SplitMix64(seed: 0xB0113)
        var checked = 0
        for _ in 0..<150 {
            let (na, a) = Self.randomTangle(&g), (nb, b) = Self.randomTangle(&g)
            let eoFill = Bool.random(using: &g)
            let rule: FillRule = eoFill ? .evenOdd : .nonZero
            let areaA = try a.exactArea(fillRule: rule), areaB = try b.exactArea(fillRule: rule)
            let scale = areaA + areaB
            if !eoFill && a.verbs.allSatisfy({ $0 != .cubic }) {
                #expect(abs(areaA - a.area(tolerance: 1e-3)) <= 1e-9 * areaA, "\(na): sweep")
            }
            let u = try a.union(b, eoFill: eoFill), i = try a.intersection(b, eoFill: eoFill)
            let d = try a.subtracting(b, eoFill: eoFill), x = try a.symmetricDifference(b, eoFill: eoFill)
            let what = "\(na) and \(nb), \(rule)"
            #expect(abs(u.exactSignedArea + i.exactSignedArea - scale) <= 1e-6 * scale, "\(what): ∪ + ∩")
            #expect(abs(d.exactSignedArea + i.exactSignedArea - areaA) <= 1e-6 * scale, "\(what): − + ∩")
            #expect(abs(x.exactSignedArea - u.exactSignedArea + i.exactSignedArea) <= 1e-6 * scale, "\(what): ⊕")
            for _ in 0..<25 {
                let p = Point(g.uniform(-2, 102), g.uniform(-2, 102))
                guard BooleanPropertyTests.clearOfOutline(a, p, 1e-3), BooleanPropertyTests.clearOfOutline(b, p, 1e-3) else { continue }
                let inA = a.contains(p, fillRule: rule), inB = b.contains(p, fillRule: rule)
                for (op, result) in [(PathBooleanOperation.union, u), (.intersection, i), (.subtracting, d), (.symmetricDifference, x)] {
                    let expected = op.combine(inA, inB)
                    #expect(result.contains(p, fillRule: .nonZero) == expected && result.contains(p, fillRule: .evenOdd) == expected,
                            "\(op) \(what) at \(p)")
                }
                checked += 1
            }
        }
        #expect(checked > 2500)
    }
}
