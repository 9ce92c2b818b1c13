import Testing
import Foundation
@testable import ShapeCore

@Suite struct ShapesAnalyticTests {
    let rect = Rect(10, 20, 200, 120)

    @Test func circularRoundedRectAreaIsExactFormula() {
        // Area of the cubic quarter-circle approximation differs from a true
        // circle by < 3e-4·r² per corner; tolerance stated accordingly.
        for r in [0.0, 5, 17.5, 40, 60] {
            let p = RoundedRectangle(cornerRadius: r, style: .circular).path(in: rect)
            let expected = 200 * 120 - (4 - Double.pi) * r * r
            #expect(abs(p.area - expected) <= 4 * 3e-4 * r * r + 1e-9, "r=\(r)")
        }
        // r = min/2 is the capsule; larger radii clamp to it.
        let capsule = Capsule().path(in: rect).area
        #expect(abs(RoundedRectangle(cornerRadius: 60, style: .circular).path(in: rect).area - capsule) < 1e-9)
        #expect(abs(RoundedRectangle(cornerRadius: 500, style: .circular).path(in: rect).area - capsule) < 1e-9)
        #expect(abs(capsule - (200 * 120 - (4 - Double.pi) * 3600)) < 4 * 3e-4 * 3600)
        #expect(RoundedRectangle(cornerRadius: 0).path(in: rect).area == 200 * 120)
    }

    @Test func cssScalingSpecExample() {
        // CSS Backgrounds 3 §5.5: a 6×2 box with `border-radius: 2px 0.5px`
        // (top-left and bottom-right 2, the others 0.5). Each 2 px side
        // holds 2 + 0.5 = 2.5, so f = min(6/2.5, 2/2.5) = 0.8.
        let radii = CornerRadii(topLeading: 2, bottomLeading: 0.5, bottomTrailing: 2, topTrailing: 0.5)
        let f = radii.fitFactor(width: 6, height: 2)
        #expect(abs(f - 0.8) < 1e-15)
        let scaled = radii.scaledToFit(width: 6, height: 2)
        #expect(abs(scaled.topLeading - 1.6) < 1e-15 && abs(scaled.topTrailing - 0.4) < 1e-15)
        #expect(abs(scaled.bottomTrailing - 1.6) < 1e-15 && abs(scaled.bottomLeading - 0.4) < 1e-15)
        // The drawn circular arcs have exactly the scaled radii, the path
        // stays in the box and its area is w·h − (4−π)/4·Σr².
        let p = UnevenRoundedRectangle(cornerRadii: radii, style: .circular).path(in: Rect(0, 0, 6, 2))
        #expect(Set(p.arcs.map { ($0.radiusX * 1e12).rounded() / 1e12 }) == Set([1.6, 0.4]))
        let inside = Rect(-1e-12, -1e-12, 6 + 2e-12, 2 + 2e-12).contains(p.bounds)
        #expect(inside)
        let expected = 12 - (4 - Double.pi) / 4 * (2 * 1.6 * 1.6 + 2 * 0.4 * 0.4)
        #expect(abs(p.area - expected) < 1e-4)
    }

    @Test func continuousCornerStartsAtPaintCodeExtent() {
        let r = 10.0
        let p = RoundedRectangle(cornerRadius: r, style: .continuous).path(in: Rect(0, 0, 200, 100))
        // Path starts on the top edge where the top-leading corner ends.
        #expect(abs(p.points[0].x - 1.52866483 * r) < 1e-12 && p.points[0].y == 0)
        // The first curve of the top-trailing corner starts 1.52866483·r from it.
        let idx = p.verbs.firstIndex(of: .cubic)!
        var pi = 0
        for v in p.verbs[..<idx] { pi += v.pointCount }
        #expect(abs(p.points[pi - 1].x - (200 - 1.52866483 * r)) < 1e-12)
        // PaintCode's first curve: both controls on the side (y = 0), at
        // 1.08849323·r and 0.86840689·r from the corner, ending at
        // (0.66993427·r, 0.06549600·r).
        #expect(p.points[pi] == Point(200 - 1.08849323 * r, 0))
        #expect(p.points[pi + 1] == Point(200 - 0.86840689 * r, 0))
        #expect(abs(p.points[pi + 2].x - (200 - 0.66993427 * r)) < 1e-12 && abs(p.points[pi + 2].y - 0.06549600 * r) < 1e-12)
        // Circular style starts exactly r from the corner.
        let c = RoundedRectangle(cornerRadius: r, style: .circular).path(in: Rect(0, 0, 200, 100))
        #expect(c.points[0] == Point(r, 0))
    }

    @Test func continuousBlendReachesCapsuleExactly() {
        let rect = Rect(0, 0, 100, 40)
        let cont = RoundedRectangle(cornerRadius: 20, style: .continuous).path(in: rect)
        // At r = min/2 every corner is exactly circular: all curve points
        // lie on the end circles (radius 20 about (20,20) and (80,20)),
        // within the cubic approximation error (< 3e-4·r).
        for i in stride(from: 0, to: cont.verbs.count, by: 1) where cont.verbs[i] == .cubic {
            var pi = 0
            for v in cont.verbs[..<i] { pi += v.pointCount }
            let c = Cubic(cont.points[pi - 1], cont.points[pi], cont.points[pi + 1], cont.points[pi + 2])
            for k in 0...8 {
                let q = c.point(at: Double(k) / 8)
                let centre = q.x < 50 ? Point(20, 20) : Point(80, 20)
                #expect(abs(q.distance(to: centre) - 20) < 3e-4 * 20)
            }
        }
        #expect(cont.arcs.count == 4) // written as SVG arcs
        let exact = 100 * 40 - (4 - Double.pi) * 400
        #expect(abs(cont.area - exact) < 4 * 3e-4 * 400)
        // Continuous in r (a tiny change of r changes the area a little) and
        // monotone (a larger radius removes more area).
        var previous = RoundedRectangle(cornerRadius: 5, style: .continuous).path(in: rect).area
        var r = 5.0
        while r < 20 {
            r += 0.25
            let a = RoundedRectangle(cornerRadius: r, style: .continuous).path(in: rect).area
            let a2 = RoundedRectangle(cornerRadius: r + 1e-7, style: .continuous).path(in: rect).area
            #expect(abs(a2 - a) < 1e-4, "jump at r=\(r)")
            #expect(a <= previous + 1e-9, "area should shrink as r grows, r=\(r)")
            previous = a
        }
    }

    @Test func seed001ControlPointsExactly() {
        let rect = Rect(0, 0, 200, 100)
        let p = Superellipse(rate: 0.75).path(in: rect)
        let hx = 200 * 0.75 / 2, hy = 100 * 0.75 / 2
        #expect(p.verbs == [.move, .cubic, .cubic, .cubic, .cubic])
        let expected: [Point] = [
            Point(0, 50),
            Point(0, 50 - hy), Point(100 - hx, 0), Point(100, 0),
            Point(100 + hx, 0), Point(200, 50 - hy), Point(200, 50),
            Point(200, 50 + hy), Point(100 + hx, 100), Point(100, 100),
            Point(100 - hx, 100), Point(0, 50 + hy), Point(0, 50),
        ]
        #expect(p.points == expected)
    }

    @Test func figmaPublishedValues() {
        let q = SmoothRoundedRectangle.cornerParams(radius: 1, smoothing: 0.6, preserveSmoothing: false, budget: 100)
        #expect(abs(q.p - 1.6) < 1e-12)
        #expect(abs(q.arcSectionLength - 0.43702) < 5e-6)
        #expect(abs(q.a - 0.56005) < 5e-6)
        #expect(abs(q.b - 0.28003) < 5e-6)
        #expect(abs(q.c - 0.21391) < 5e-6)
        #expect(abs(q.d - 0.10899) < 5e-6)
        // Budget limits smoothing: R = 1, budget 1.3 → smoothing 0.3, p = 1.3.
        let limited = SmoothRoundedRectangle.cornerParams(radius: 1, smoothing: 0.6, preserveSmoothing: false, budget: 1.3)
        #expect(abs(limited.p - 1.3) < 1e-12)
        #expect(abs(limited.a + limited.b + limited.c + limited.d + limited.arcSectionLength - 1.3) < 1e-12)
    }

    @Test func figmaBudgetRuleOnUnevenRadii() {
        // 100×100, top-left 80, others 10: top-left chooses first with
        // budget 80/(80+10)·100 = 88.9 on both sides; then its neighbours
        // get 100 − 88.9 = 11.1; the bottom-right corner gets
        // 10/(10+10)·100 = 50 limited by neither neighbour (both chose: 100 − 11.1).
        let radii = CornerRadii(topLeading: 80, bottomLeading: 10, bottomTrailing: 10, topTrailing: 10)
        let t = SmoothRoundedRectangle.budgets(radii: radii, width: 100, height: 100)
        #expect(abs(t[.topLeading]!.budget - 800.0 / 9) < 1e-9)
        #expect(abs(t[.topTrailing]!.budget - (100 - 800.0 / 9)) < 1e-9)
        #expect(abs(t[.bottomLeading]!.budget - (100 - 800.0 / 9)) < 1e-9)
        let small = 100 - 800.0 / 9
        let bottomTrailingBudget = t[.bottomTrailing]!.budget
        #expect(abs(bottomTrailingBudget - (100 - small)) < 1e-9)
        #expect(t[.topLeading]!.radius == 80)
        // The path stays in the rect and is closed.
        let p = SmoothRoundedRectangle(cornerRadii: radii, smoothing: 0.6).path(in: Rect(0, 0, 100, 100))
        let b = p.bounds
        let inside = Rect(-1e-9, -1e-9, 100 + 2e-9, 100 + 2e-9).contains(b)
        #expect(inside)
        #expect(p.verbs.last == .close)
    }

    @Test func ellipseAndCircleAreas() {
        let e = Ellipse().path(in: Rect(0, 0, 200, 100))
        #expect(abs(e.area - Double.pi * 100 * 50) / (Double.pi * 100 * 50) < 3e-4)
        let c = Circle().path(in: Rect(0, 0, 200, 100))
        #expect(c.bounds == Rect(50, 0, 100, 100))
    }
}
