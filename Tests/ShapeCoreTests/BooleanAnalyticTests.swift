import Testing
import Foundation
@testable import ShapeCore

/// Path booleans checked against closed-form areas (docs/GEOMETRY.md).
@Suite struct BooleanAnalyticTests {
    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
        Circle().path(in: Rect(cx - r, cy - r, 2 * r, 2 * r))
    }
    static func relative(_ a: Double, _ b: Double) -> Double { abs(a - b) / max(abs(b), 1e-300) }

    /// Lens of two circles of radius r whose centres are d apart.
    static func lens(_ r: Double, _ d: Double) -> Double {
        2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
    }

    @Test func overlappingCirclesGiveTheLensAreas() throws {
        for (r, d) in [(50.0, 60.0), (10, 1), (10, 19.5), (1e-3, 1.2e-3), (1e5, 3e4)] {
            let a = Self.circle(0, 0, r), b = Self.circle(d, 0, r)
            let lens = Self.lens(r, d), disc = Double.pi * r * r
            let expect: [(String, Path, Double)] = [
                ("intersection", try a.intersection(b), lens),
                ("union", try a.union(b), 2 * disc - lens),
                ("a - b", try a.subtracting(b), disc - lens),
                ("b - a", try b.subtracting(a), disc - lens),
                ("xor", try a.symmetricDifference(b), 2 * (disc - lens)),
            ]
            for (name, path, area) in expect {
                #expect(Self.relative(path.exactSignedArea, area) < 1e-6, "\(name) r=\(r) d=\(d): \(path.exactSignedArea) vs \(area)")
            }
        }
    }

    @Test func unionOfTwoCirclesKeepsArcs() throws {
        let u = try Self.circle(0, 0, 50).union(Self.circle(60, 0, 50))
        let drawn = u.verbs.filter { $0 != .move && $0 != .close }
        #expect(drawn.count < 40)
        #expect(drawn.allSatisfy { $0 == .cubic })
        #expect(!u.arcs.isEmpty)
        #expect(u.svgPathData().contains("A"))
        #expect(u.verbs.filter { $0 == .move }.count == 1)
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
        var p = Path(); p.addRect(Rect(x, y, w, h)); return p
    }
    static func drawnSegments(_ p: Path) -> Int { p.verbs.filter { $0 != .move && $0 != .close }.count }

    @Test func roundedRectMinusCircleKeepsTheHole() throws {
        let rr = RoundedRectangle(cornerRadius: 12, style: .circular).path(in: Rect(0, 0, 100, 60))
        let hole = Self.circle(50, 30, 15)
        for eoFill in [false, true] {
            let d = try rr.subtracting(hole, eoFill: eoFill)
            #expect(d.verbs.filter { $0 == .move }.count == 2)
            for rule in [FillRule.nonZero, .evenOdd] {
                #expect(!d.contains(Point(50, 30), fillRule: rule))
                #expect(!d.contains(Point(50, 44), fillRule: rule))
                #expect(d.contains(Point(50, 46), fillRule: rule))
                #expect(d.contains(Point(5, 30), fillRule: rule))
                #expect(!d.contains(Point(1, 1), fillRule: rule))  // outside the rounded corner
            }
            let expected = 6000 - (4 - Double.pi) * 144 - Double.pi * 225
            #expect(Self.relative(d.exactSignedArea, expected) < 1e-6)
        }
        // The hole drawn the same way round as the outline: nonzero fills
        // it (winding 2), even-odd does not; the operands' fill rule decides.
        var both = rr
        both.addPath(Self.circle(50, 30, 15))
        let nz = try both.union(Path()), eo = try both.union(Path(), eoFill: true)
        #expect(nz.contains(Point(50, 30)) && !eo.contains(Point(50, 30)))
        #expect(eo.contains(Point(50, 30), fillRule: .nonZero) == false)
    }

    @Test func squaresSharingAnEdgeUniteWithoutASliver() throws {
        let u = try Self.rect(0, 0, 10, 10).union(Self.rect(10, 0, 10, 10))
        #expect(u.verbs.filter { $0 == .move }.count == 1)
        #expect((4...8).contains(Self.drawnSegments(u) + 1))  // + the closing line
        #expect(u.exactSignedArea == 200)
        // Offset along the edge: an L-free step outline, still one contour.
        let v = try Self.rect(0, 0, 10, 10).union(Self.rect(10, 4, 10, 10))
        #expect(v.verbs.filter { $0 == .move }.count == 1)
        #expect(abs(v.exactSignedArea - 200) < 1e-9)
        #expect(Self.drawnSegments(v) + 1 == 8)
        // A shared edge subtracted leaves the first square whole.
        let d = try Self.rect(0, 0, 10, 10).subtracting(Self.rect(10, 0, 10, 10))
        #expect(abs(d.exactSignedArea - 100) < 1e-9 && Self.drawnSegments(d) + 1 == 4)
        #expect(try Self.rect(0, 0, 10, 10).intersection(Self.rect(10, 0, 10, 10)).isEmpty)
    }

    @Test func disjointShapesIntersectToAnEmptyPath() throws {
        #expect(try Self.circle(0, 0, 10).intersection(Self.circle(30, 0, 10)).isEmpty)
        #expect(try Self.rect(0, 0, 1, 1).intersection(Self.circle(30, 0, 10)).isEmpty)
        #expect(try Path().intersection(Self.circle(0, 0, 1)).isEmpty)
        #expect(try Self.circle(0, 0, 10).subtracting(Self.circle(0, 0, 10)).isEmpty)
        #expect(try Path().union(Path()).isEmpty)
        // A union of disjoint shapes is both, unchanged in area.
        let u = try Self.circle(0, 0, 10).union(Self.rect(30, 0, 5, 5))
        #expect(Self.relative(u.exactSignedArea, 100 * Double.pi + 25) < 1e-12)
    }

    @Test func tangentAndTouchingShapes() throws {
        // Circles touching at one point (externally and internally).
        let a = Self.circle(0, 0, 10), b = Self.circle(20, 0, 10)
        #expect(Self.relative(try a.union(b).exactSignedArea, 200 * Double.pi) < 1e-6)
        #expect(abs(try a.intersection(b).exactSignedArea) < 1e-6)
        let inner = Self.circle(5, 0, 5)
        #expect(Self.relative(try a.subtracting(inner).exactSignedArea, 75 * Double.pi) < 1e-6)
        #expect(Self.relative(try a.union(inner).exactSignedArea, 100 * Double.pi) < 1e-6)
        // Squares touching at a corner stay two contours.
        let u = try Self.rect(0, 0, 10, 10).union(Self.rect(10, 10, 10, 10))
        #expect(u.verbs.filter { $0 == .move }.count == 2 && u.exactSignedArea == 200)
        // A square standing on a circle's top.
        let s = try Self.circle(0, 0, 10).union(Self.rect(-5, -20, 10, 10))
        #expect(Self.relative(s.exactSignedArea, 100 * Double.pi + 100) < 1e-6)
    }

    @Test func coincidentOutlines() throws {
        let a = Self.circle(0, 0, 10)
        #expect(Self.relative(try a.union(a).exactSignedArea, 100 * Double.pi) < 1e-9)
        #expect(Self.relative(try a.intersection(a).exactSignedArea, 100 * Double.pi) < 1e-9)
        #expect(try a.symmetricDifference(a).isEmpty)
        // Half a square's edge shared with another square.
        let u = try Self.rect(0, 0, 10, 10).union(Self.rect(0, 10, 5, 5))
        #expect(u.exactSignedArea == 125 && u.verbs.filter { $0 == .move }.count == 1)
        // A rounded rect and the rect it sits in share four edges.
        let rr = RoundedRectangle(cornerRadius: 10, style: .circular).path(in: Rect(0, 0, 100, 60))
        let corners = try Self.rect(0, 0, 100, 60).subtracting(rr)
        #expect(Self.relative(corners.exactSignedArea, (4 - Double.pi) * 100) < 1e-6)
        #expect(corners.verbs.filter { $0 == .move }.count == 4)
    }

    @Test func selfIntersectingInputUnderBothFillRules() throws {
        // A pentagram: nonzero fills the centre pentagon, even-odd does not.
        var star = Path()
        let pts = (0..<5).map { k -> Point in
            let a = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
            return Point(100 * cos(a), 100 * sin(a))
        }
        star.addLines(pts); star.closeSubpath()
        let nz = try star.union(Path()), eo = try star.union(Path(), eoFill: true)
        #expect(nz.contains(.zero) && !eo.contains(.zero) && !eo.contains(.zero, fillRule: .nonZero))
        // Areas: the pentagon of circumradius ρ = R·sin18°/sin126° … by Green on the outline.
        let inner = 100 * sin(Double.pi / 10) / sin(7 * Double.pi / 10)
        let pentagon = 2.5 * inner * inner * sin(2 * Double.pi / 5)
        let ring = 5 * 0.5 * 100 * inner * sin(Double.pi / 5) * 2 - pentagon   // star = 10 triangles (0, outer, inner)
        #expect(Self.relative(nz.exactSignedArea, ring + pentagon) < 1e-9)
        #expect(Self.relative(eo.exactSignedArea, ring) < 1e-9)
        #expect(Self.relative(try star.exactArea(fillRule: .evenOdd), ring) < 1e-9)
        // A figure eight from one cubic crossing itself over two lines.
        var eight = Path()
        eight.move(to: Point(0, 0)); eight.addLine(to: Point(10, 10)); eight.addLine(to: Point(10, 0))
        eight.addLine(to: Point(0, 10)); eight.closeSubpath()
        #expect(abs(try eight.exactArea() - 50) < 1e-9)
    }

    @Test func lineOperationsCutTheOutline() throws {
        let a = Self.rect(0, 0, 10, 10), b = Self.rect(5, -5, 10, 20)
        let inside = try a.lineIntersection(b), outside = try a.lineSubtraction(b)
        #expect(!inside.verbs.contains(.close) && !outside.verbs.contains(.close))
        #expect(abs(inside.length - 20) < 1e-9)   // top and bottom halves + the right edge
        #expect(abs(outside.length - 20) < 1e-9)
        // A circle's outline cut by a half plane: two half circles, as arcs.
        let c = Self.circle(0, 0, 10)
        let upper = try c.lineIntersection(Self.rect(-20, -20, 40, 20))
        #expect(abs(upper.length - 10 * Double.pi) < 1e-3 && !upper.arcs.isEmpty)
        // Entirely inside: the whole closed outline.
        #expect(try Self.circle(0, 0, 1).lineIntersection(c).verbs.contains(.close))
        #expect(try Self.circle(0, 0, 1).lineSubtraction(c).isEmpty)
        // Open input stays open (no closing line added).
        var open = Path(); open.move(to: Point(-20, 0)); open.addLine(to: Point(20, 0))
        let cut = try open.lineIntersection(c)
        #expect(abs(cut.length - 20) < 1e-9 && !cut.verbs.contains(.close))
    }

    @Test func hugeTinyAndDegenerateInput() throws {
        // (Not 1e±200: scaling those to unit size underflows the
        // transform's determinant and `transformed` drops the arc records.)
        for s in [1e-100, 1e-6, 1e6, 1e100] {
            let u = try Self.circle(0, 0, s).union(Self.circle(1.2 * s, 0, s))
            // Compared at unit size (s² overflows at 1e200).
            let unit = u.transformed(by: .scale(1 / s, 1 / s))
            #expect(Self.relative(unit.exactSignedArea, 2 * Double.pi - Self.lens(1, 1.2)) < 1e-6, "s=\(s)")
        }
        let huge = try Self.circle(0, 0, 1e200).union(Self.circle(1.2e200, 0, 1e200))
        #expect(abs(huge.bounds.minX + 1e200) < 1e188 && abs(huge.bounds.maxX - 2.2e200) < 1e188)
        // Far from the origin: precision relative to the shape, not the position.
        let far = try Self.circle(1e9, 1e9, 1).union(Self.circle(1e9 + 1, 1e9, 1))
        #expect(Self.relative(far.exactSignedArea, 2 * Double.pi - Self.lens(1, 1)) < 1e-5)
        let max = Double.greatestFiniteMagnitude
        // Coordinates near Double's limit: nothing overflows.
        let wide = try Self.rect(-max / 2, -max / 4, max, max / 2).intersection(Self.rect(0, -max / 2, max / 4, max))
        let expected = Rect(0, -max / 4, max / 4, max / 2)
        for (got, want) in [(wide.bounds.minX, expected.minX), (wide.bounds.minY, expected.minY),
                            (wide.bounds.maxX, expected.maxX), (wide.bounds.maxY, expected.maxY)] {
            #expect(abs(got - want) <= 1e-12 * max)
        }
        var dot = Path(); dot.move(to: Point(3, 3))
        #expect(try dot.union(dot).isEmpty)
        var flat = Path(); flat.addLines([Point(0, 0), Point(5, 0), Point(10, 0)]); flat.closeSubpath()
        #expect(try flat.union(Self.rect(20, 0, 1, 1)).exactSignedArea == 1)
    }

    /// A stroke outline is hundreds of overlapping polygons whose edges
    /// meet at small angles at every nearly straight join; resolved by a
    /// union with nothing it keeps the area of the fill (measured by the
    /// polygon sweep, exact for lines). (1,000 joins, with other operands:
    /// BooleanStrokeOutlineTests.)
    @Test func strokeOutlineUnion() throws {
        for n in [10, 40, 100, 300] {
            var p = Path()
            for k in 0...n {
                let t = Double(k) / Double(n) * 2 * Double.pi
                let point = Point(100 * cos(t) + 8 * sin(7 * t), 100 * sin(t))
                if k == 0 { p.move(to: point) } else { p.addLine(to: point) }
            }
            for join in [StrokeStyle.LineJoin.miter, .bevel] {
                let outline = p.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: join))
                let resolved = try outline.union(Path())
                #expect(Self.relative(resolved.exactSignedArea, outline.area(tolerance: 1e-3)) < 1e-9, "n=\(n) \(join)")
                #expect(resolved.verbs.filter { $0 == .move }.count == 2, "n=\(n) \(join): outer and inner outline")
            }
        }
    }
}

