import Testing
import Glibc
@testable import ShapeCore

@Suite struct GeometryStrokeTests {
    func line() -> Path { var p = Path(); p.move(to: Point(0, 0)); p.addLine(to: Point(100, 0)); return p }
    func rect() -> Path { var p = Path(); p.addRect(Rect(0, 0, 100, 50)); return p }

    @Test func capsOfALine() {
        // Exact polygons: areas to 1e-9; round caps are cubic circles (4.2e-6·r).
        #expect(abs(line().strokedPath(StrokeStyle(lineWidth: 10)).area - 1000) < 1e-9)
        #expect(abs(line().strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square)).area - 1100) < 1e-9)
        let round = line().strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round)).area
        // Overlapping pieces: area by the scanline at 1e-6·size flattening,
        // error ≈ ⅔·tolerance·(circle perimeter) ≈ 2.3e-3.
        #expect(abs(round - (1000 + Double.pi * 25)) < 3e-3)
        let s = line().strokedPath(StrokeStyle(lineWidth: 10))
        #expect(s.contains(Point(50, 4.9)) && !s.contains(Point(50, 5.1)) && !s.contains(Point(-0.1, 0)))
    }

    @Test func joinsOfARect() {
        // Outer 110×60 minus inner 90×40 = 3000 with miter joins.
        #expect(abs(rect().strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter)).area - 3000) < 1e-9)
        // Bevel cuts a 5×5/2 triangle at each outer corner.
        #expect(abs(rect().strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel)).area - 2950) < 1e-9)
        // Round: each outer corner is a quarter disc of radius 5.
        let round = rect().strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round)).area
        #expect(abs(round - (3000 - 4 * (25 - Double.pi * 25 / 4))) < 3e-3) // as for caps
        // A miter limit below √2 turns the right-angle miters into bevels.
        #expect(abs(rect().strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 1.4)).area - 2950) < 1e-9)
    }

    @Test func strokedCircleIsAnAnnulus() {
        // Ring of radii 48 and 52: area 4πrh = π(52² − 48²). Flattening at
        // 0.05 px loses about tolerance × perimeter on each side.
        let c = Circle().path(in: Rect(0, 0, 100, 100))
        for join in [StrokeStyle.LineJoin.round, .miter, .bevel] {
            let ring = c.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: join))
            let expected = Double.pi * (52 * 52 - 48 * 48)
            #expect(abs(ring.area - expected) < 0.05 * 2 * Double.pi * 52, "\(join) \(ring.area) vs \(expected)")
            #expect(ring.contains(Point(50, 1)) && !ring.contains(Point(50, 5)) && !ring.contains(Point(50, -2.5)))
            // Round joins between the flattened pieces are bevels within
            // the tolerance: no disc per vertex.
            #expect(ring.arcs.isEmpty, "\(join)")
        }
    }

    @Test func dashes() {
        let dashed = line().strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10]))
        #expect(abs(dashed.area - 100) < 1e-9)
        #expect(dashed.contains(Point(5, 0)) && !dashed.contains(Point(15, 0)))
        // Phase 5 shifts the pattern: on from 0 to 5, then 15 to 25 …
        let shifted = line().strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10], dashPhase: 5))
        #expect(shifted.contains(Point(2, 0)) && !shifted.contains(Point(10, 0)) && shifted.contains(Point(20, 0)))
        #expect(abs(shifted.area - 100) < 1e-9)
        // Odd patterns repeat twice: [10] = 10 on, 10 off.
        #expect(abs(line().strokedPath(StrokeStyle(lineWidth: 2, dash: [10])).area - 100) < 1e-9)
    }

    @Test func tooFineDashIsRefusedOrDrawnSolid() {
        let style = StrokeStyle(lineWidth: 2, dash: [1e-9])
        #expect(throws: GeometryError.self) { try style.validateDash(forLength: 100) }
        #expect(throws: Never.self) { try StrokeStyle(dash: [1, 1]).validateDash(forLength: 100) }
        // strokedPath never hangs: the stroke is drawn solid.
        #expect(abs(line().strokedPath(style).area - 200) < 1e-9)
    }

    @Test func strokeBorderOfRoundedRectLiesInside() {
        let shape = RoundedRectangle(cornerRadius: 20, style: .circular)
        let r = Rect(0, 0, 200, 100)
        let border = shape.strokeBorder(lineWidth: 4).path(in: r)
        // Centre line: the shape inset by 2 (r = 18); stroke area = length × w.
        let centre = shape.inset(by: 2).path(in: r)
        let expected = centre.length * 4
        #expect(abs(border.area - expected) / expected < 2e-3) // flattening tolerance 0.05 px
        let b = border.bounds
        #expect(Rect(-0.06, -0.06, 200.12, 100.12).contains(b))
        // Points just inside the outline are in the border; the middle is not.
        #expect(border.contains(Point(100, 1)) && border.contains(Point(100, 3.9)))
        #expect(!border.contains(Point(100, 4.1)) && !border.contains(Point(100, 50)))
    }

    @Test func strokeBorderOfCustomTriangle() {
        // Equilateral triangle, side 100: the border of width 4 is the
        // triangle minus its inset by 4, scaled about the incentre.
        let side = 100.0, h = side * 3.0.squareRoot() / 2
        let tri = CustomShape { rect in
            var p = Path()
            p.addLines([Point(rect.minX, rect.maxY), Point(rect.minX + side / 2, rect.maxY - h), Point(rect.minX + side, rect.maxY)])
            p.closeSubpath()
            return p
        }
        let border = tri.strokeBorder(lineWidth: 4).path(in: Rect(0, 0, side, h))
        let inradius = side / (2 * 3.0.squareRoot())
        let area = side * h / 2
        let expected = area * (1 - pow((inradius - 4) / inradius, 2))
        #expect(abs(border.area - expected) / expected < 1e-9)
    }

    @Test func trimming() {
        let t = line().trimmedPath(from: 0.25, to: 0.5)
        #expect(t.elements == [.move(to: Point(25, 0)), .line(to: Point(50, 0))])
        #expect(line().trimmedPath(from: 0.6, to: 0.2).isEmpty)
        let c = Circle().path(in: Rect(0, 0, 100, 100))
        let half = c.trimmedPath(from: 0, to: 0.5)
        // Trimming measures and cuts the cubics, and its pieces keep no arc
        // records: the half is half the cubics' length (2.2e-6 longer than
        // the circle, which `c.length` measures exactly).
        var cubics = 0.0
        c.forEachSegment(closeOpenSubpaths: false) { s, kind in cubics += kind == .cubic ? s.length() : 0 }
        #expect(abs(half.length - cubics / 2) < 1e-6)
        #expect(abs(cubics / c.length - 1 - 2.2e-6) < 1e-7)
        // Half of the circle from (100, 50) clockwise on screen ends at (0, 50).
        #expect(half.currentPoint!.distance(to: Point(0, 50)) < 1e-3)
    }

    @Test func modifiersInsetsAndContainers() throws {
        let r = Rect(0, 0, 100, 50)
        let rotated = Rectangle().rotation(degrees: 90).path(in: r).bounds
        #expect(abs(rotated.minX - 25) < 1e-12 && abs(rotated.minY + 25) < 1e-12 && abs(rotated.width - 50) < 1e-12)
        #expect(Rectangle().offset(x: 5, y: -5).path(in: r).bounds == Rect(5, -5, 100, 50))
        #expect(Rectangle().scale(x: 2, y: 2, anchor: .topLeading).path(in: r).bounds == Rect(0, 0, 200, 100))
        // Inset of a rounded rectangle: rect shrinks, radius shrinks, exactly.
        let a = RoundedRectangle(cornerRadius: 20, style: .circular).inset(by: 5).path(in: r)
        let b = RoundedRectangle(cornerRadius: 15, style: .circular).path(in: r.inset(5))
        #expect(a == b)
        #expect(RoundedRectangle(cornerRadius: 3, style: .circular).inset(by: 5).path(in: r) == Rectangle().path(in: r.inset(5)))
        // Container-relative: concentric radius R − d on the listed corners.
        let resolved = ContainerRelativeShape(corners: [.topLeading, .bottomTrailing])
            .resolved(containerRadius: 30, style: .circular, inset: 8)
        #expect(resolved.cornerRadii == CornerRadii(topLeading: 22, bottomLeading: 0, bottomTrailing: 22, topTrailing: 0))
        #expect(ContainerRelativeShape().path(in: r) == Rectangle().path(in: r))
        do {
            _ = try RoundedRectangle.validated(cornerRadius: -3)
            Issue.record("expected an error")
        } catch let e as GeometryError {
            #expect(e.description == "cornerRadius must be >= 0, got -3")
        }
        // A superellipse is inset by offsetting its outline: for n = 2 in a
        // square that is the circle of radius 50 − 10 (within the 0.05 px
        // flattening of the offset).
        let ring = Superellipse(exponent: 2).inset(by: 10).path(in: Rect(0, 0, 100, 100))
        #expect(abs(ring.area - Double.pi * 1600) < 0.05 * 2 * Double.pi * 40)
        let ringBounds = ring.bounds
        #expect(abs(ringBounds.minX - 10) < 0.05 && abs(ringBounds.maxY - 90) < 0.05)
        // The generic inward offset of a custom square is the inset square.
        let square = CustomShape { rect in var p = Path(); p.addRect(rect); return p }
        let inset = square.insetShape(by: 10).path(in: Rect(0, 0, 100, 100))
        #expect(abs(inset.area - 6400) < 1e-9)
    }
}
