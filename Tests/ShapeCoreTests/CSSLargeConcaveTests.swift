import Testing
import Foundation
@testable import ShapeCore

/// Large concave corners, bordered (docs/GEOMETRY.md "CSS boxes"): the
/// padding edge is the padding rect minus every corner's cut, even where
/// the cuts overlap (CSSPaddingCuts.swift), and inside a concave corner's
/// zone its own miter line splits the border, the side painted last
/// winning where zones overlap (CSSBorderSides.swift). Checked against
/// formulas; CSSChromiumPixelTests checks the same boxes against Chromium.
@Suite struct CSSLargeConcaveTests {
    let rect = Rect(0, 0, 200, 160)

    func pct(_ values: Double...) -> CSSBorderRadius {
        try! CSSBorderRadius(horizontal: values.map { .percent($0) }, vertical: values.map { .percent($0) })
    }

    func subpathCount(_ path: Path) -> Int { path.verbs.filter { $0 == .move }.count }

    /// `border-width: 10px 20px; border-radius: 48% 20%; corner-shape:
    /// notch bevel`: the notches' cuts (96 × 76.8 grown by the widths)
    /// overlap in the middle, which is border, not padding; the padding is
    /// two pieces whose area is the rect's minus the cuts' union.
    @Test func overlappingNotchCutsLeaveTwoPieces() throws {
        let box = CSSBox(rect: rect, radius: pct(48, 20), shapes: [.notch, .bevel, .notch, .bevel])
        let padding = box.paddingEdge(widths: [10, 20, 10, 20])
        // Padding rect [20, 180] × [10, 150]. The top-left notch cuts
        // [20, 96 + 10] × [10, 76.8 + 20] (each leg as wide as the side it
        // leaves: the vertical one the top width, the horizontal one the
        // left width); the bottom-right one [200 − 106, 180] × [160 − 96.8, 150].
        let notch = (106.0 - 20) * (96.8 - 10)
        let overlap = (106.0 - 94) * (96.8 - 63.2)
        // The top-right bevel (40 × 32): its chord moved inward by 10 at the
        // top end and 20 at the right end along the chord's normal, cut by
        // the padding rect: a right triangle at (180, 10).
        let normal = Vector(-32, 40) * (1 / hypot(32, 40))
        let s = Point(160, 0) + normal * 10, e = Point(200, 32) + normal * 20
        let d = e - s
        let atTop = s.x + d.dx * (10 - s.y) / d.dy, atRight = s.y + d.dy * (180 - s.x) / d.dx
        let bevel = 0.5 * (180 - atTop) * (atRight - 10)
        let expected = 160.0 * 140 - (2 * notch - overlap) - 2 * bevel
        #expect(abs(padding.area - expected) < 1e-6 * expected, "\(padding.area) vs \(expected)")
        #expect(subpathCount(padding) == 2)
        #expect(!padding.contains(Point(100, 80)), "the notches' legs cross in the middle: border")
        #expect(padding.contains(Point(150, 40)) && padding.contains(Point(50, 120)))
        #expect(!padding.contains(Point(100, 60)) && !padding.contains(Point(100, 100)))
    }

    /// 50% notches with 12 px borders: every cut reaches past the middle,
    /// no padding is left.
    @Test func halfBoxNotchesLeaveNoPadding() {
        let box = CSSBox(rect: rect, radius: pct(50), shapes: [.notch, .notch, .notch, .notch])
        #expect(box.paddingEdge(widths: [12, 12, 12, 12]).area < 1e-9)
    }

    /// Cuts that do not overlap keep the corner walk (the same path as
    /// before: the boolean route is only taken when needed).
    @Test func separateCutsKeepTheWalk() throws {
        let box = CSSBox(rect: rect, radius: CSSBorderRadius(uniform: .px(60)), shapes: [.notch, .bevel, .notch, .bevel])
        let pieces = box.corners.map { CSSBox.InnerCorner($0, wS: [10.0, 20, 10, 20][$0.startSide],
                                                             wE: [10.0, 20, 10, 20][$0.endSide], allRound: false) }
        let inner = Rect(20, 10, 160, 140)
        #expect(CSSBox.paddingEdgeOfOverlappingCuts(pieces, inner: inner) == nil)
        #expect(subpathCount(box.paddingEdge(widths: [10, 20, 10, 20])) == 1)
    }

    func sides(_ radius: CSSBorderRadius, _ shapes: [CSSCornerShape], widths: [Double]) throws -> [Path] {
        let border = try CSSBorder(widths: widths, radius: radius, shapes: shapes)
        return (0..<4).map { CSSBorderSidesShape(border: border, sides: [$0]).path(in: rect) }
    }

    /// A 48% top-left notch alone: its vertical inner leg (x 96…106)
    /// reaches past the box's middle (x = 100), where the right side is
    /// nearer by width-weighted distance; the leg is still the left side's
    /// below the corner's miter line y = x / 2 and the top's above it.
    @Test func aNotchsLegKeepsItsCornersSides() throws {
        let regions = try sides(pct(48, 0, 0, 0), [.notch], widths: [10, 20, 10, 20])
        var total = 0.0
        for r in regions { total += r.area }
        #expect(abs(total - 200 * 160) < 1e-6 * 200 * 160, "the four regions tile the box: \(total)")
        let leg = Point(103, 80)   // right of the middle, below the miter
        #expect(regions[3].contains(leg) && !regions[1].contains(leg))
        let above = Point(103, 40)   // above the miter (y = 51.5 there)
        #expect(regions[0].contains(above) && !regions[3].contains(above))
        // Far from the notch the weighted distance still decides.
        #expect(regions[1].contains(Point(190, 80)))
    }

    /// Notches at top-left and bottom-right: their zones overlap where the
    /// legs cross ([94, 106] × [63.2, 96.8]); there the top-left corner
    /// says left and the bottom-right one right, and left, painted last
    /// by Chromium, wins. Outside the overlap each corner decides.
    @Test func crossingLegsGoToTheSidePaintedLast() throws {
        let regions = try sides(pct(48, 0), [.notch], widths: [10, 20, 10, 20])
        var total = 0.0
        for r in regions { total += r.area }
        #expect(abs(total - 200 * 160) < 1e-6 * 200 * 160, "\(total)")
        for p in [Point(100, 80), Point(95, 90), Point(105, 70)] {
            #expect(regions[3].contains(p) && !regions[1].contains(p), "\(p)")
        }
        #expect(regions[1].contains(Point(110, 70)), "the bottom-right leg beyond the top-left zone")
        #expect(regions[1].contains(Point(99, 100)), "above the bottom-right miter (y = 109.5 at x = 99)")
        #expect(regions[2].contains(Point(99, 115)), "below it")
    }

    /// Convex corners have no zone: a 90%-wide bevel's border is split by
    /// the weighted distance alone (the right side keeps its colour where
    /// the corner's radius box reaches it), the regions of the old rule.
    @Test func convexCornersKeepTheDistanceRule() throws {
        let radius = try CSSBorderRadius(horizontal: [.percent(90), .percent(10)], vertical: [.percent(50), .percent(10)])
        let border = try CSSBorder(widths: [10, 30], radius: radius, shapes: [.bevel])
        for side in 0..<4 {
            let zoned = CSSBorderSidesShape(border: border, sides: [side]).path(in: rect)
            let plain = CSSBorderSidesShape(widths: border.widths, sides: [side]).path(in: rect)
            #expect(zoned == plain, "side \(side)")
        }
    }
}

/// The inner curve of a concave corner with −1 < K < 0
/// (CSSShallowConcaveCorner.swift): a conic of weight √2/2 between the ends
/// moved by their sides' full widths, tangent there to the lines
/// perpendicular to the moves. Checked against formulas.
@Suite struct CSSShallowConcaveCornerTests {
    /// The top-right corner of a 200×160 box, radius box 90 × 72.
    let corner = CSSBox.Corner(frame: CSSCornerFrame(point: Point(200, 0), alongStart: Vector(1, 0), alongEnd: Vector(0, 1)),
                               ru: 90, rv: 72, shape: CSSCornerShape(k: -0.5), startSide: 0, endSide: 1)

    @Test func equalWidthsMoveBothEndsAlongTheControlNormal() throws {
        let w = 10.0
        let curve = try #require(CSSShallowConcaveCorner.innerCurve(corner, wS: w, wE: w))
        #expect(curve.oblique && curve.n == 2)
        let h = 1 - pow(0.5, 1 / 2.0.squareRoot())
        let c = h / (2.0.squareRoot() - 1) - 1 / 2.0.squareRoot()
        // Start: from (ru, 0) by w along ((1 − c)·rv, c·ru) normalised.
        let ns = Vector((1 - c) * 72, c * 90).normalized
        let s = curve.local(0)
        #expect(abs(s.u - (90 + w * ns.dx)) < 1e-12 && abs(s.v - w * ns.dy) < 1e-12)
        // End: from (0, rv) by w along (c·rv, (1 − c)·ru) normalised.
        let ne = Vector(c * 72, (1 - c) * 90).normalized
        let e = curve.local(.pi / 2)
        #expect(abs(e.u - w * ne.dx) < 1e-12 && abs(e.v - (72 + w * ne.dy)) < 1e-12)
        // The control point (the tangents' meeting point) is off each end
        // perpendicular to its normal.
        let t = curve.turn
        #expect(abs(Vector(t.u - s.u, t.v - s.v).dot(ns)) < 1e-9)
        #expect(abs(Vector(t.u - e.u, t.v - e.v).dot(ne)) < 1e-9)
        // The shoulder of a conic of weight w₀ = √2/2 at t = 1/2:
        // (S + 2 w₀ T + E) / (2 + 2 w₀).
        let w0 = 0.5.squareRoot(), m = curve.local(.pi / 4)
        #expect(abs(m.u - (s.u + 2 * w0 * t.u + e.u) / (2 + 2 * w0)) < 1e-9)
        #expect(abs(m.v - (s.v + 2 * w0 * t.v + e.v) / (2 + 2 * w0)) < 1e-9)
    }

    @Test func unevenWidthsMoveEachEndByItsOwnWidth() throws {
        for (wS, wE) in [(10.0, 20.0), (20, 10), (30, 0), (0.5, 80)] {
            let curve = try #require(CSSShallowConcaveCorner.innerCurve(corner, wS: wS, wE: wE))
            let s = curve.local(0), e = curve.local(.pi / 2)
            #expect(abs(hypot(s.u - 90, s.v) - wS) < 1e-9, "\(wS) \(wE)")
            #expect(abs(hypot(e.u, e.v - 72) - wE) < 1e-9, "\(wS) \(wE)")
            // Monotone as the padding edge's clipping needs: u falls, v rises.
            var last = curve.local(0)
            for i in 1...64 {
                let p = curve.local(Double(i) / 64 * .pi / 2)
                #expect(p.u <= last.u + 1e-9 && p.v >= last.v - 1e-9)
                last = p
            }
        }
    }

    @Test func theDrawnCubicsStayOnTheConic() throws {
        let curve = try #require(CSSShallowConcaveCorner.innerCurve(corner, wS: 10, wE: 20))
        var path = Path()
        let f = corner.frame
        path.move(to: f.global(curve.local(0).u, curve.local(0).v))
        curve.append(to: &path, frame: f, from: 0, to: .pi / 2, tolerance: 0.01)
        // In the conic's own affine frame every point has α² + β² = 1.
        let o = f.global(curve.origin.u, curve.origin.v)
        let a = f.global(curve.origin.u + curve.start.du, curve.origin.v + curve.start.dv) - o
        let b = f.global(curve.origin.u + curve.end.du, curve.origin.v + curve.end.dv) - o
        var checked = 0
        path.forEachSegment(closeOpenSubpaths: false) { seg, _ in
            for i in 0...10 {
                let d = seg.point(at: Double(i) / 10) - o
                let det = a.cross(b)
                let alpha = d.cross(b) / det, beta = a.cross(d) / det
                #expect(abs(alpha * alpha + beta * beta - 1) < 2e-5, "\(alpha) \(beta)")
                checked += 1
            }
        }
        #expect(checked >= 22, "at least two cubics")
    }

    @Test func onlyBetweenScoopAndBevel() {
        for k: Double in [-1, 0, -2, 1, -Double.infinity] {
            var c = corner
            c.shape = CSSCornerShape(k: k)
            #expect(CSSShallowConcaveCorner.innerCurve(c, wS: 10, wE: 10) == nil, "K = \(k)")
        }
    }
}
