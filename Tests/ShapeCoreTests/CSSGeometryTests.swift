import Testing
import Foundation
@testable import ShapeCore

/// CSS boxes (docs/GEOMETRY.md), checked against formulas: the corner curves,
/// CSS's f rule, the inner radii and the colour joins.
@Suite struct CSSGeometryTests {
    let rect = Rect(0, 0, 200, 100)

    /// Every point of every segment (sampled at 9 interior t as well).
    func samples(_ path: Path) -> [Point] {
        var out: [Point] = []
        path.forEachSegment(closeOpenSubpaths: true) { c, _ in
            for i in 0...10 { out.append(c.point(at: Double(i) / 10)) }
        }
        return out
    }

    func box(_ radius: CSSBorderRadius, _ shape: CSSCornerShape) -> CSSBox {
        CSSBox(rect: rect, radius: radius, shapes: [shape, shape, shape, shape])
    }

    @Test func roundCornerIsTheEllipticalArc() throws {
        // rx 40, ry 25: every sampled point of the top-right corner lies on
        // the ellipse about (160, 25) (the 45° cubics are within 3e-6·r).
        let radius = try CSSBorderRadius(horizontal: [.px(40)], vertical: [.px(25)])
        let path = box(radius, .round).borderEdge
        var checked = 0
        for p in samples(path) where p.x > 160 && p.y < 25 {
            let e = pow((p.x - 160) / 40, 2) + pow((p.y - 25) / 25, 2)
            #expect(abs(e - 1) < 1e-5, "\(p)")
            checked += 1
        }
        #expect(checked > 10)
        #expect(path.arcs.count == 4, "round corners are recorded as arcs (SVG A commands)")
    }

    @Test func bevelIsTheStraightChord() {
        let path = box(CSSBorderRadius(uniform: .px(30)), .bevel).borderEdge
        #expect(!path.verbs.contains(.cubic), "a bevel has no curve")
        for p in samples(path) where p.x > 170 && p.y < 30 {
            // On the line from (170, 0) to (200, 30).
            #expect(abs((p.x - 170) - p.y) < 1e-9, "\(p)")
        }
        #expect(abs(path.area - (200 * 100 - 4 * 450)) < 1e-9)
    }

    @Test func superellipseCornersFollowTheirEquation() {
        // K = 2 (n = 4), K = 0.5, K = 3.3 convex about the corner centre;
        // K = −1.5 concave: the curve of 2^1.5 about the corner point.
        let r = 40.0
        for k in [2.0, 0.5, 3.3, -1.5] {
            let shape = CSSCornerShape(k: k)
            let n = pow(2, abs(k))
            let path = box(CSSBorderRadius(uniform: .px(r)), shape).borderEdge
            var worst = 0.0, checked = 0
            for p in samples(path) where p.x > 160 && p.y < 40 {
                // Local coordinates of the top-right corner's curve, 0...1.
                let (x, y) = k < 0 ? ((200 - p.x) / r, p.y / r) : ((p.x - 160) / r, (40 - p.y) / r)
                // Distance to the curve ≈ |F − 1| / |∇F| · r for F = xⁿ + yⁿ.
                let f = pow(abs(x), n) + pow(abs(y), n)
                let g = n * hypot(pow(abs(x), n - 1), pow(abs(y), n - 1))
                worst = max(worst, abs(f - 1) / max(g, 1e-9) * r)
                checked += 1
            }
            #expect(checked > 10, "K=\(k)")
            #expect(worst < 0.02, "K=\(k): \(worst) px from the superellipse")
        }
    }

    @Test func keywordsAreSuperellipseParameters() throws {
        let expected: [(String, Double)] = [("round", 1), ("squircle", 2), ("bevel", 0), ("scoop", -1),
                                            ("notch", -.infinity), ("square", .infinity),
                                            ("superellipse(2.5)", 2.5), ("superellipse(-0.25)", -0.25),
                                            ("superellipse(infinity)", .infinity), ("superellipse( -infinity )", -.infinity)]
        for (text, k) in expected { #expect(try CSSCornerShape(parsing: text).k == k, "\(text)") }
        for bad in ["", "rounded", "superellipse", "superellipse()", "superellipse(nan)", "superellipse(1", "superellipse(1e999)"] {
            #expect(throws: CSSError.self, "\(bad)") { try CSSCornerShape(parsing: bad) }
        }
        #expect(CSSCornerShape(k: 40).exponent == CSSCornerShape.straightExponent)
        #expect(CSSCornerShape(k: -0.5).exponent == pow(2, 0.5))
    }

    @Test func overlappingRadiiScaleByTheSpecExample() throws {
        // CSS Backgrounds 3 §5.5: a 6×2 box with `border-radius: 2px 0.5px`:
        // each 2 px side holds 2.5 px of radii, so f = 0.8.
        let radius = try CSSBorderRadius(horizontal: [.px(2), .px(0.5)], vertical: [.px(2), .px(0.5)])
        let used = radius.resolved(in: Size(6, 2))
        for (got, want) in zip(used.rx + used.ry, [1.6, 0.4, 1.6, 0.4, 1.6, 0.4, 1.6, 0.4]) {
            #expect(abs(got - want) < 1e-12)
        }
        // Percentages: of the width horizontally, of the height vertically.
        let pct = try CSSBorderRadius(horizontal: [.percent(25)], vertical: [.percent(50)]).resolved(in: Size(200, 100))
        #expect(pct.rx == [50, 50, 50, 50] && pct.ry == [50, 50, 50, 50])
    }

    @Test func innerRadiiAreOuterMinusWidthFlooredAtZero() {
        // border-radius 30, widths top 10, right 20, bottom 5, left 40.
        let b = box(CSSBorderRadius(uniform: .px(30)), .round)
        let inner = b.paddingEdge(widths: [10, 20, 5, 40])
        // Top-right: centre (170, 30), radii 30 − 20 = 10 by 30 − 10 = 20.
        // Bottom-right: centre (170, 70), 10 by 25. Left corners: rx = 0:
        // square at the padding rect's corners (40, 10) and (40, 95).
        for t in stride(from: 0.1, through: 1.45, by: 0.15) {
            let onTR = Point(170 + 10 * cos(t), 30 - 20 * sin(t))
            let onBR = Point(170 + 10 * cos(t), 70 + 25 * sin(t))
            for p in [onTR, onBR] {
                let outward = Vector(p.x - 170, p.y < 50 ? p.y - 30 : p.y - 70).normalized
                #expect(inner.contains(p - outward * 0.05), "\(p) inside")
                #expect(!inner.contains(p + outward * 0.05), "\(p) outside")
            }
        }
        #expect(inner.contains(Point(40.05, 10.05)) && !inner.contains(Point(39.95, 12)) && !inner.contains(Point(45, 9.95)))
        #expect(inner.contains(Point(40.05, 94.95)) && !inner.contains(Point(40.5, 95.05)))
    }

    @Test func bevelAndScoopBordersKeepTheirWidth() {
        // A bevel's padding edge is its parallel at the width; a scoop's is
        // the circle of radius r + w about the box corner.
        let w = 12.0, r = 40.0
        let bevel = box(CSSBorderRadius(uniform: .px(r)), .bevel).paddingEdge(widths: [w, w, w, w])
        for p in samples(bevel) where p.x > 160 + w && p.y < r - w {
            #expect(abs(((p.x - 160) - p.y) / 2.0.squareRoot() - w) < 1e-9, "\(p)")
        }
        let scoop = box(CSSBorderRadius(uniform: .px(r)), .scoop).paddingEdge(widths: [w, w, w, w])
        var checked = 0
        for p in samples(scoop) where p.x > 200 - r - w && p.x < 200 - w - 0.5 && p.y > w + 0.5 && p.y < 45 {
            #expect(abs(hypot(200 - p.x, p.y) - (r + w)) < 0.02, "\(p)")
            checked += 1
        }
        #expect(checked > 5)
    }

    @Test func ellipticalBevelBorderIsTheChordsParallel() throws {
        // Bottom-right bevel 60 × 30 (chord from (200, 70) to (140, 100)),
        // borders 12 on every side: the inner chord is the parallel at 12.
        let radius = try CSSBorderRadius(horizontal: [.px(60)], vertical: [.px(30)])
        let inner = box(radius, .bevel).paddingEdge(widths: [12, 12, 12, 12])
        let normal = Vector(-30, -60).normalized   // inward, perpendicular to the chord
        var checked = 0
        for p in samples(inner) where p.x > 150 && p.x < 186 && p.y > 72 && p.y < 87 {
            // Signed distance from the outer chord's line.
            let d = (p - Point(200, 70)).dot(normal)
            #expect(abs(d - 12) < 1e-9, "\(p): \(d)")
            checked += 1
        }
        #expect(checked > 3)
    }

    @Test func colourJoinsRunFromTheBoxCornerThroughThePaddingCorner() {
        // Widths 10 (top) and 30 (left): the top/left join is the line
        // through (0, 0) and (30, 10). The four side regions tile the box.
        let widths = [10.0, 20, 5, 30]
        var total = 0.0
        for side in 0..<4 { total += CSSBorderSidesShape(widths: widths, sides: [side]).path(in: rect).area }
        #expect(abs(total - 200 * 100) < 1e-9)
        let top = CSSBorderSidesShape(widths: widths, sides: [0]).path(in: rect)
        let left = CSSBorderSidesShape(widths: widths, sides: [3]).path(in: rect)
        for x in [3.0, 15, 29] {
            let y = x / 3
            #expect(top.contains(Point(x + 0.1, y)) && !top.contains(Point(x - 0.1, y)), "x=\(x)")
            #expect(left.contains(Point(x - 0.1, y)) && !left.contains(Point(x + 0.1, y)), "x=\(x)")
        }
        // A side of width 0 has no region.
        #expect(CSSBorderSidesShape(widths: [0, 1, 1, 1], sides: [0]).path(in: rect).isEmpty)
    }

    @Test func bordersThatMeetLeaveNoPaddingEdge() throws {
        let b = box(CSSBorderRadius(uniform: .px(10)), .squircle)
        #expect(b.paddingEdge(widths: [50, 0, 50, 0]).isEmpty)
        #expect(b.paddingEdge(widths: [0, 100, 0, 100]).isEmpty)
        #expect(throws: GeometryError.self) { try CSSBorder(widths: [-1]) }
        #expect(throws: CSSError.self) { try CSSBorder(widths: [1, 2, 3, 4, 5]) }
        #expect(throws: CSSError.self) { try CSSRectangle(cornerShapes: []) }
    }
}
