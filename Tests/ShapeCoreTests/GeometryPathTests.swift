import Testing
import Foundation
@testable import ShapeCore

@Suite struct GeometryPathTests {
    func near(_ a: Point, _ b: Point, _ tol: Double = 1e-9) -> Bool { a.distance(to: b) <= tol }

    @Test func tangentArcRightAngle() {
        // P0 (0,0) → P1 (100,0) → P2 (100,100), r = 10: tangent points
        // (90,0) and (100,10), centre (90,10).
        var p = Path()
        p.move(to: Point(0, 0))
        p.addArc(tangent1End: Point(100, 0), tangent2End: Point(100, 100), radius: 10)
        #expect(p.verbs[1] == .line && near(p.points[1], Point(90, 0)))
        #expect(near(p.currentPoint!, Point(100, 10)))
        #expect(p.arcs.count == 1 && p.arcs[0].radiusX == 10 && p.arcs[0].sweep)
    }

    @Test func tangentArcAcuteAndObtuse() {
        // Acute 60° corner: legs along +x back to (0,0) and toward (100 - 50, 86.6).
        // Tangent distance d = r / tan(θ/2) with θ = 60° → d = r·√3.
        let r = 10.0
        var p = Path()
        p.move(to: Point(0, 0))
        let p1 = Point(100, 0)
        let p2 = Point(100 - 50, 50 * 3.0.squareRoot())
        p.addArc(tangent1End: p1, tangent2End: p2, radius: r)
        let d = r * 3.0.squareRoot()
        #expect(near(p.points[1], Point(100 - d, 0)))
        #expect(near(p.currentPoint!, Point(100 - d * 0.5, d * 3.0.squareRoot() / 2), 1e-9))
        // Obtuse 120°: d = r / tan(60°) = r/√3.
        var q = Path()
        q.move(to: Point(0, 0))
        q.addArc(tangent1End: Point(100, 0), tangent2End: Point(150, 50 * 3.0.squareRoot()), radius: r)
        let e = r / 3.0.squareRoot()
        #expect(near(q.points[1], Point(100 - e, 0)))
        #expect(near(q.currentPoint!, Point(100 + e / 2, e * 3.0.squareRoot() / 2)))
        // Every arc point is r from the centre (within the cubic error).
        let centre = Point(100 - e, r)
        for t in stride(from: 0.0, through: 1.0, by: 0.1) {
            let c = Cubic(q.points[1], q.points[2], q.points[3], q.points[4])
            #expect(abs(c.point(at: t).distance(to: centre) - r) < 3e-4 * r)
        }
    }

    @Test func tangentArcDegenerateCases() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.addArc(tangent1End: Point(50, 0), tangent2End: Point(100, 0), radius: 10) // collinear
        #expect(p.verbs == [.move, .line] && p.points[1] == Point(50, 0))
        p.addArc(tangent1End: Point(0, 0), tangent2End: Point(80, 0), radius: 10) // reversal (collinear)
        #expect(p.verbs == [.move, .line, .line] && p.points[2] == Point(0, 0))
        p.addArc(tangent1End: Point(0, 50), tangent2End: Point(50, 50), radius: 0) // radius 0
        #expect(p.verbs.last == .line && p.currentPoint == Point(0, 50))
        var empty = Path()
        empty.addArc(tangent1End: Point(5, 5), tangent2End: Point(9, 9), radius: 3)
        #expect(empty.verbs == [.move] && empty.currentPoint == Point(5, 5))
    }

    @Test func centreArcClockwiseSurprise() {
        // clockwise: false sweeps toward increasing angles: 0° → 90° passes
        // through +y (below the centre on screen).
        var p = Path()
        p.addArc(center: Point(0, 0), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        #expect(near(p.points[0], Point(10, 0)) && near(p.currentPoint!, Point(0, 10)))
        #expect(p.bounds.maxY > 9.99 && p.bounds.minY > -1e-9)
        // clockwise: true goes the long way round: 270° through −y.
        var q = Path()
        q.addArc(center: Point(0, 0), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(near(q.currentPoint!, Point(0, 10)))
        #expect(abs(q.bounds.minY + 10) < 1e-9 && abs(q.bounds.minX + 10) < 1e-9)
        // Full turn.
        var full = Path()
        full.addArc(center: Point(0, 0), radius: 10, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        #expect(abs(full.area - Double.pi * 100) < 0.1)
    }

    @Test func centreArcAfterCloseJoinsWithALine() {
        // CoreGraphics: after a close the current point is the subpath's
        // start, and an arc is joined to it by a line.
        var p = Path()
        p.addRect(Rect(0, 0, 10, 10))
        p.addArc(center: Point(50, 50), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(Array(p.verbs[5...7]) == [.move, .line, .cubic])
        #expect(p.points[4] == Point(0, 0) && p.points[5] == Point(55, 50))
    }

    @Test func cubicBoundsUseExtrema() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.addCurve(to: Point(100, 0), control1: Point(0, 100), control2: Point(100, 100))
        // y(t) = 300 t (1−t)² + 300 t²(1−t) = 300 t (1 − t): max 75 at t = 1/2.
        #expect(abs(p.bounds.maxY - 75) < 1e-12)
        #expect(p.bounds.minX == 0 && p.bounds.maxX == 100)
    }

    @Test func starContainsForBothRules() {
        // Pentagram drawn in one stroke: the centre pentagon has winding 2.
        var p = Path()
        let pts = (0..<5).map { i -> Point in
            let a = (-90 + Double(i) * 144) * Double.pi / 180
            return Point(100 + 100 * cos(a), 100 + 100 * sin(a))
        }
        p.addLines(pts)
        p.closeSubpath()
        let centre = Point(100, 100)
        #expect(p.contains(centre, fillRule: .nonZero))
        #expect(!p.contains(centre, fillRule: .evenOdd))
        // A point inside a tip (winding 1) is inside for both rules.
        let tip = Point(100, 20)
        #expect(p.contains(tip) && p.contains(tip, fillRule: .evenOdd))
        #expect(!p.contains(Point(5, 5)) && !p.contains(Point(5, 5), fillRule: .evenOdd))
        // Nonzero area = whole star (pentagon + 5 tips), by the scanline method.
        let R = 100.0, ratio = sin(18 * Double.pi / 180) / sin(126 * Double.pi / 180)
        let starArea = 5 * R * R * ratio * sin(36 * Double.pi / 180) // 10 triangles centre-outer-inner
        #expect(abs(p.area - starArea) / starArea < 1e-9)
    }

    @Test func curvedContainsIsExact() {
        let c = Circle().path(in: Rect(0, 0, 100, 100))
        #expect(c.contains(Point(50, 0.5)))
        #expect(c.contains(Point(50 + 49.9 * cos(0.3), 50 + 49.9 * sin(0.3))))
        #expect(!c.contains(Point(50 + 50.1 * cos(0.3), 50 + 50.1 * sin(0.3))))
        #expect(!c.contains(Point(1, 1)))
    }

    @Test func transformsAndInverse() {
        let t = AffineTransform.rotation(degrees: 90).concatenating(.translation(10, 0))
        #expect(t.apply(Point(1, 0)) == Point(10, 1))
        let inv = t.inverted()!
        let back = inv.apply(Point(10, 1))
        #expect(abs(back.x - 1) < 1e-15 && abs(back.y) < 1e-15)
        #expect(AffineTransform.scale(0, 1).inverted() == nil)
        // Arcs survive a non-uniform scale as elliptical arcs.
        let p = Circle().path(in: Rect(0, 0, 10, 10)).transformed(by: .scale(2, 1))
        #expect(p.arcs.count == 2 && abs(p.arcs[0].radiusX - 10) < 1e-12 && abs(p.arcs[0].radiusY - 5) < 1e-12)
    }

    @Test func lengthOfCircleAndLines() {
        let c = Circle().path(in: Rect(0, 0, 100, 100))
        #expect(abs(c.length - Double.pi * 100) < 2e-4 * Double.pi * 100) // cubic circle error
        var p = Path()
        p.addRect(Rect(0, 0, 3, 4))
        #expect(abs(p.length - 14) < 1e-12)
    }

    @Test func currentPointAfterClose() {
        var p = Path()
        p.move(to: Point(1, 1)); p.addLine(to: Point(5, 1)); p.closeSubpath()
        #expect(p.currentPoint == Point(1, 1))
        p.addLine(to: Point(3, 3))
        #expect(p.verbs == [.move, .line, .close, .move, .line])
    }

    @Test func rectOperations() throws {
        let r = Rect(0, 0, 10, 10)
        #expect(r.inset(2) == Rect(2, 2, 6, 6))
        #expect(r.inset(2, 1) == Rect(2, 1, 6, 8))
        #expect(r.inset(20) == Rect(5, 5, 0, 0))
        #expect(r.union(Rect(20, 20, 1, 1)) == Rect(0, 0, 21, 21))
        #expect(r.intersection(Rect(5, 5, 10, 10)) == Rect(5, 5, 5, 5))
        #expect(r.intersection(Rect(10, 0, 5, 5)) == nil)
        #expect(r.contains(Point(0, 0)) && !r.contains(Point(10, 5)))
        #expect(throws: GeometryError.negative(name: "width", value: -3)) { try Rect.validated(0, 0, -3, 1) }
        #expect(GeometryError.negative(name: "radius", value: -3).description == "radius must be >= 0, got -3")
        #expect(throws: GeometryError.self) { try Point.validated(.nan, 0) }
    }

    @Test func cornerNames() throws {
        #expect(try CornerSet(name: "topLeft") == .topLeading)
        #expect(try CornerSet(names: ["bottomRight", "topLeading"]) == [.bottomTrailing, .topLeading])
        #expect(try CornerSet(name: "all") == .all)
        do {
            _ = try CornerSet(name: "topMiddle")
            Issue.record("expected an error")
        } catch let e as GeometryError {
            #expect(e.description.contains("topMiddle") && e.description.contains("bottomTrailing") && e.description.contains("topLeft"))
        }
    }
}
