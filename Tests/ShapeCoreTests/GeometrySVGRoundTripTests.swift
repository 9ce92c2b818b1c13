import Testing
@testable import ShapeCore

@Suite struct GeometrySVGRoundTripTests {
    /// Largest distance from samples of `a`'s curves to `b`'s curves
    /// (nearest point per candidate segment: 32 samples, then a ternary
    /// refinement; segments whose box is farther than the best are skipped).
    func maxDeviation(_ a: Path, _ b: Path) -> Double {
        var segs: [(Cubic, Rect)] = []
        b.forEachSegment(closeOpenSubpaths: false) { c, _ in
            let bb = c.bounds()
            segs.append((c, Rect(bb.min.x, bb.min.y, bb.max.x - bb.min.x, bb.max.y - bb.min.y)))
        }
        var worst = 0.0
        a.forEachSegment(closeOpenSubpaths: false) { c, _ in
            for k in 0...8 {
                let p = c.point(at: Double(k) / 8)
                var best = Double.infinity
                for (s, box) in segs {
                    let dx = max(box.minX - p.x, 0, p.x - box.maxX), dy = max(box.minY - p.y, 0, p.y - box.maxY)
                    if (dx * dx + dy * dy).squareRoot() > best { continue }
                    var bt = 0.0, bd = Double.infinity
                    for j in 0...32 {
                        let d = s.point(at: Double(j) / 32).distance(to: p)
                        if d < bd { bd = d; bt = Double(j) / 32 }
                    }
                    var lo = max(0, bt - 1.0 / 32), hi = min(1, bt + 1.0 / 32)
                    for _ in 0..<60 {
                        let m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3
                        if s.point(at: m1).distance(to: p) < s.point(at: m2).distance(to: p) { hi = m2 } else { lo = m1 }
                    }
                    best = min(best, bd, s.point(at: (lo + hi) / 2).distance(to: p))
                }
                worst = max(worst, best)
            }
        }
        return worst
    }

    @Test func everyShapeRoundTrips() throws {
        let rect = Rect(3.5, 7.25, 180, 110)
        let shapes: [any Shape] = [
            Rectangle(), Circle(), Ellipse(), Capsule(), Capsule(style: .continuous),
            RoundedRectangle(cornerRadius: 20), RoundedRectangle(cornerRadius: 20, style: .circular),
            RoundedRectangle(cornerSize: Size(30, 12), style: .circular),
            UnevenRoundedRectangle(topLeadingRadius: 40, bottomTrailingRadius: 10),
            UnevenRoundedRectangle(topLeadingRadius: 40, bottomTrailingRadius: 10, style: .circular),
            Superellipse(rate: 0.75), Superellipse(exponent: 4), Superellipse(exponent: 0.5),
            SmoothRoundedRectangle(cornerRadius: 30, smoothing: 0.6),
            ContainerRelativeShape(corners: [.topLeading]).resolved(containerRadius: 30, style: .circular, inset: 8),
            Rectangle().rotation(degrees: 30), Ellipse().scale(x: 1, y: 0.5, anchor: .topLeading),
            RoundedRectangle(cornerRadius: 15, style: .circular).inset(by: 4),
        ]
        for precision in [3, 6] {
            for shape in shapes {
                let p = shape.path(in: rect)
                let text = p.svgPathData(precision: precision)
                let q = try Path(svgPathData: text)
                let unit = 0.5 * pow10(-precision)
                // Rounding moves each number by ≤ 0.5·10^-p; arcs re-derived
                // from rounded end points move a little more (×20), and an
                // `A` re-approximated by 45° cubics may differ from the
                // original cubics by their own error (≤ 4.2e-6·r, r ≤ 110).
                let limit = 20 * unit + 4.2e-6 * 110
                #expect(maxDeviation(p, q) <= limit, "\(type(of: shape)) \(shape) p=\(precision)")
                #expect(maxDeviation(q, p) <= limit, "\(shape) p=\(precision) (reverse)")
                #expect(abs(p.area - q.area) <= 1e-3 * max(1, p.area) + limit * p.length)
            }
        }
    }

    func pow10(_ e: Int) -> Double { var v = 1.0; for _ in 0..<abs(e) { v *= 10 }; return e < 0 ? 1 / v : v }

    @Test func circularArcsAreWrittenAsA() {
        let text = RoundedRectangle(cornerRadius: 10, style: .circular).path(in: Rect(0, 0, 100, 50)).svgPathData()
        #expect(text == "M10 0L90 0A10 10 0 0 1 100 10L100 40A10 10 0 0 1 90 50L10 50A10 10 0 0 1 0 40L0 10A10 10 0 0 1 10 0Z")
        // Four 45° cubics per half circle; two `A` halves.
        let circle = Circle().path(in: Rect(0, 0, 20, 20)).svgPathData()
        #expect(circle == "M20 10A10 10 0 0 1 0 10A10 10 0 0 1 20 10Z")
    }

    @Test func parsesEveryCommandAbsoluteAndRelative() throws {
        let p = try Path(svgPathData: "M10,10 l10 0 h5 v5 H40 V30 c1 1 2 2 3 3 s4 4 5 5 Q60 60 70 70 t10 0 A5 5 0 0 1 90 70 a5 5 0 1 0 10 0 L 1e1 2E+1 z m 5 5 1 1 Z")
        #expect(p.verbs.first == .move && p.verbs.contains(.quad))
        let elements = p.elements
        #expect(elements[1] == .line(to: Point(20, 10)))
        #expect(elements[2] == .line(to: Point(25, 10)))
        #expect(elements[3] == .line(to: Point(25, 15)))
        #expect(elements[4] == .line(to: Point(40, 15)))
        #expect(elements[5] == .line(to: Point(40, 30)))
        #expect(elements[6] == .curve(to: Point(43, 33), control1: Point(41, 31), control2: Point(42, 32)))
        // s: first control is the reflection of (42,32) about (43,33).
        #expect(elements[7] == .curve(to: Point(48, 38), control1: Point(44, 34), control2: Point(47, 37)))
        #expect(elements[8] == .quadCurve(to: Point(70, 70), control: Point(60, 60)))
        #expect(elements[9] == .quadCurve(to: Point(80, 70), control: Point(80, 80)))
        // After z, m is relative to the closed subpath's start (10,10); the
        // extra pair is an implicit relative lineto.
        let lastMove = p.elements.lastIndex { if case .move = $0 { return true } else { return false } }!
        #expect(elements[lastMove] == .move(to: Point(15, 15)))
        #expect(elements[lastMove + 1] == .line(to: Point(16, 16)))
        // The arcs' end points are exact.
        #expect(p.arcs.count >= 2)
    }

    @Test func badDataGivesTheOffset() {
        func offset(_ s: String) -> Int? {
            do { _ = try Path(svgPathData: s); return nil } catch let GeometryError.badPathData(o, _) { return o } catch { return -1 }
        }
        #expect(offset("L0 0") == 0)
        #expect(offset("M0 0 L10 x") == 9)
        #expect(offset("M0 0 K3 3") == 5)
        #expect(offset("M0 0 L10") == 8)
        #expect(offset("M0 0 A5 5 0 2 1 9 9") == 12)
        #expect(offset("M0 0 L1e 5") == 8) // the exponent's missing digits
        #expect(offset("M 1 2 3") == 7)
        #expect(offset("M0 0 Z 5") == 7)
        #expect(offset("  ") == nil)
        // Finite numbers whose arc overflows: refused, never written as nan
        // (the large arc of radius 1e308 reaches x = 1.85e308). The same
        // radius on the short side fits (docs/GEOMETRY.md "Totality").
        #expect(offset("M0 0 A1e308 1e308 0 1 0 1.7e308 0") == 6)
        #expect(offset("M0 0 A1e308 1e308 0 0 1 1e308 1e308") == nil)
        // Lenient like browsers: a comma before a command letter is accepted.
        #expect(offset("M0,0,L1,1") == nil)
    }
}
