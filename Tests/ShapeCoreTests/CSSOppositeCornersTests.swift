import Testing
import Foundation
@testable import ShapeCore

/// Concave corners reaching into the opposite ones (`CSSOppositeCorners`):
/// the factor worked out by hand for the pixel test's boxes, the hulls
/// apart afterwards, and convex boxes untouched. (Chromium's own pixels:
/// CSSChromiumPixelTests, the "overlapping" cases.)
@Suite struct CSSOppositeCornersTests {
    static let rect = Rect(0, 0, 200, 160)

    static func box(_ radii: [Double], _ shapes: [CSSCornerShape]) throws -> CSSBox {
        let lengths = radii.map { CSSLength.px($0) }
        return CSSBox(rect: rect, radius: try CSSBorderRadius(horizontal: lengths, vertical: lengths), shapes: shapes)
    }

    @Test func notchesShrinkUntilTheirTrianglesSeparate() throws {
        // 300px 50px on 200×160: f = 160/350. A notch's hull is the
        // triangle (start, inner corner, end); scaled by s about the box
        // corners, the top-left one (x, y ≤ 300f·s) and the bottom-right
        // one (x ≥ 200 − 300f·s) meet when 300f·s = 100: s = 0.729. The
        // bisection keeps 0.71875 (23/32), the last scale tried apart.
        let b = try Self.box([300, 50], Array(repeating: .notch, count: 4))
        let f = 160.0 / 350
        for (got, want) in zip(b.radii.rx + b.radii.ry, [300, 50, 300, 50, 300, 50, 300, 50].map { $0 * f * 23 / 32 }) {
            #expect(abs(got - want) < 1e-9, "\(got) vs \(want)")
        }
        // The border edge: the box less two squares of 98.6 and two of 16.4.
        let r1 = 300 * f * 23 / 32, r2 = 50 * f * 23 / 32
        #expect(abs(b.borderEdge.signedArea - (32000 - 2 * r1 * r1 - 2 * r2 * r2)) < 1e-6)
    }

    @Test func scoopsFollowTheHalfCornerAtAQuarter() throws {
        // 280px 40px: f = 1/2, radii 140 and 20. The hull's far side is the
        // line through the half corner, 3/4 of the way from the box corner
        // to the inner corner (x + y = 210 at the top left); the two meet
        // at s = 360/420 = 0.857, kept as 27/32. (The scoop curve's own
        // point on the diagonal, 0.707 of the way, would give 28/32.)
        let b = try Self.box([280, 40], Array(repeating: .scoop, count: 4))
        #expect(abs(b.radii.rx[0] - 140 * 27 / 32) < 1e-9 && abs(b.radii.rx[1] - 20 * 27 / 32) < 1e-9)
    }

    @Test func hullsTouchingAtAStepCountAsIntersecting() throws {
        // 300px 50px scoops: f = 160/350, radius r = 137.14; the far sides
        // x + y = 1.5 r s and x + y = 360 − 1.5 r s meet at s = 360 / (3 r)
        // = 0.875 = 28/32 exactly. Touching is intersecting (Chromium's
        // quad test), so the bisection keeps 27/32, as Chromium draws it.
        let b = try Self.box([300, 50], Array(repeating: .scoop, count: 4))
        let f = 160.0 / 350
        #expect(abs(b.radii.rx[0] - 300 * f * 27 / 32) < 1e-9, "\(b.radii.rx[0] / (300 * f) * 32)")
        #expect(abs(b.radii.rx[1] - 50 * f * 27 / 32) < 1e-9)
    }

    @Test func convexAndApartCornersAreLeftAlone() throws {
        for shapes: [CSSCornerShape] in [[.round], [.squircle], [.bevel], [.square], [.scoop, .round, .round, .round]] {
            let four = shapes.count == 1 ? Array(repeating: shapes[0], count: 4) : shapes
            let b = try Self.box([160, 30], four)
            let f = 160.0 / 190
            #expect(abs(b.radii.rx[0] - 160 * f) < 1e-9 && abs(b.radii.rx[1] - 30 * f) < 1e-9, "\(four)")
        }
        // Concave corners whose radius boxes do not meet.
        let small = try Self.box([60], Array(repeating: .notch, count: 4))
        #expect(small.radii.rx == [60, 60, 60, 60])
    }

    @Test func afterwardsOppositeHullsDoNotOverlap() throws {
        var g = SplitMix64(seed: 0xC55)
        for _ in 0..<200 {
            let radii = (0..<4).map { _ in g.uniform(0, 400) }
            let shapes = (0..<4).map { _ in CSSCornerShape(k: g.uniform(-6, 4)) }
            let b = try Self.box(radii, shapes)
            let corners = (0..<4).map { CSSOppositeCorners.Corner(rect: Self.rect, index: $0, rx: b.radii.rx[$0],
                                                                   ry: b.radii.ry[$0], shape: shapes[$0]) }
            for (i, j) in [(0, 2), (1, 3)] where !corners[i].isEmpty && !corners[j].isEmpty {
                #expect(!CSSOppositeCorners.intersects(corners[i].hull(scale: 1), corners[j].hull(scale: 1)), "\(radii) \(shapes)")
            }
            // Never larger than the f rule alone.
            let f = try CSSBorderRadius(horizontal: radii.map { .px($0) }, vertical: radii.map { .px($0) }).resolved(in: Self.rect.size)
            #expect(zip(b.radii.rx, f.rx).allSatisfy { $0 <= $1 + 1e-12 })
        }
        // Squares: one inside the other, overlapping, touching along an edge
        // or at a corner (intersecting, as in Chromium), apart; both
        // orientations.
        let unit = [Point(0, 0), Point(1, 0), Point(1, 1), Point(0, 1)]
        for q in [unit, Array(unit.reversed())] {
            #expect(CSSOppositeCorners.intersects(q, unit.map { Point($0.x * 0.5 + 0.25, $0.y * 0.5 + 0.25) }))
            #expect(CSSOppositeCorners.intersects(q, unit.map { Point($0.x + 0.5, $0.y + 0.5) }))
            #expect(CSSOppositeCorners.intersects(q, unit.map { Point($0.x + 1, $0.y) }))
            #expect(CSSOppositeCorners.intersects(q, unit.map { Point($0.x + 1, $0.y + 1) }))
            #expect(!CSSOppositeCorners.intersects(q, unit.map { Point($0.x + 1.001, $0.y) }))
            #expect(!CSSOppositeCorners.intersects(q, unit.map { Point($0.x + 0.6, $0.y + 1.5) }))
        }
        // Diamonds (no edge axis-aligned) apart along the diagonal.
        let diamond = [Point(1, 0), Point(2, 1), Point(1, 2), Point(0, 1)]
        #expect(!CSSOppositeCorners.intersects(diamond, diamond.map { Point($0.x + 1.01, $0.y + 1.01) }))
        #expect(CSSOppositeCorners.intersects(diamond, diamond.map { Point($0.x + 1, $0.y + 1) }))
    }
}
