import Testing
import Foundation
@testable import ShapeCore

/// `signedArea`, `area` and `length` on recorded arcs, against closed
/// forms: the arcs are measured on the true ellipse, not on their cubics
/// (which enclose 4.4e-6 more of a circle than the circle).
@Suite struct ArcMeasureTests {
    static func relative(_ a: Double, _ b: Double) -> Double { abs(a - b) / max(abs(b), 1e-300) }

    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
        Circle().path(in: Rect(cx - r, cy - r, 2 * r, 2 * r))
    }

    /// The perimeter of an ellipse of semi-axes a, b: 4a·E(e), with the
    /// complete elliptic integral E by the arithmetic–geometric mean
    /// (Abramowitz & Stegun 17.6: E = K·(1 − Σ 2ⁿ⁻¹·cₙ²), K = π/(2·AGM)).
    static func perimeterByAGM(_ a0: Double, _ b0: Double) -> Double {
        let a = max(a0, b0), b = min(a0, b0)
        var x = 1.0, y = b / a
        let e2 = 1 - y * y
        var sum = e2 / 2, power = 0.5
        while abs(x - y) > 1e-17 * x {
            let c = (x - y) / 2
            (x, y) = ((x + y) / 2, (x * y).squareRoot())
            power *= 2
            sum += power * c * c
        }
        return 4 * a * (Double.pi / (2 * x)) * (1 - sum)
    }

    /// The same by the Gauss–Kummer series π(a + b)·Σ C(½, n)²·hⁿ,
    /// h = ((a − b)/(a + b))² (fast for moderate eccentricity).
    static func perimeterBySeries(_ a: Double, _ b: Double) -> Double {
        let h = ((a - b) / (a + b)) * ((a - b) / (a + b))
        var sum = 0.0, binomial = 1.0, power = 1.0
        for n in 0..<400 {
            if n > 0 { binomial *= (0.5 - Double(n - 1)) / Double(n); power *= h }
            sum += binomial * binomial * power
        }
        return Double.pi * (a + b) * sum
    }

    /// Ramanujan's second approximation π(a + b)(1 + 3h/(10 + √(4 − 3h))).
    static func perimeterByRamanujan(_ a: Double, _ b: Double) -> Double {
        let h = ((a - b) / (a + b)) * ((a - b) / (a + b))
        return Double.pi * (a + b) * (1 + 3 * h / (10 + (4 - 3 * h).squareRoot()))
    }

    @Test func theReferencesAgree() {
        // The two references for the test below, against each other.
        for (a, b) in [(2.0, 1.0), (40, 15), (100, 30), (1, 0.1)] {
            #expect(Self.relative(Self.perimeterBySeries(a, b), Self.perimeterByAGM(a, b)) < 1e-14, "\(a) \(b)")
        }
        // Ramanujan's error grows as h⁵: 8e-16 at b/a = 5/6, 4.6e-10 at ½.
        #expect(Self.relative(Self.perimeterByRamanujan(3, 2.5), Self.perimeterByAGM(3, 2.5)) < 1e-14)
        #expect(Self.relative(Self.perimeterByRamanujan(2, 1), Self.perimeterByAGM(2, 1)) < 1e-9)
    }

    @Test func circleAreaAndLengthAreExact() {
        for (cx, cy, r) in [(0.0, 0.0, 1.0), (37.5, -12, 50), (-3e3, 2e3, 1e4), (0.1, 0.2, 1e-3), (7, 7, 1e6)] {
            let c = Self.circle(cx, cy, r)
            #expect(!c.arcs.isEmpty)
            let area = Double.pi * r * r, length = 2 * Double.pi * r
            #expect(Self.relative(c.signedArea, area) < 1e-12, "r=\(r): \(c.signedArea) vs \(area)")
            #expect(Self.relative(c.area, area) < 1e-12, "r=\(r): \(c.area)")
            #expect(Self.relative(c.length, length) < 1e-12, "r=\(r): \(c.length) vs \(length)")
            // The other way round (addArc toward decreasing angles): −πr².
            var ccw = Path()
            ccw.addArc(center: Point(cx, cy), radius: r, startAngle: .degrees(10), endAngle: .degrees(10 - 360), clockwise: true)
            ccw.closeSubpath()
            #expect(Self.relative(ccw.signedArea, -area) < 1e-12, "r=\(r): \(ccw.signedArea)")
            #expect(Self.relative(ccw.length, length) < 1e-12, "r=\(r): \(ccw.length)")
        }
    }

    /// Without its records the same cubics measure as cubics: the exact
    /// answers above come from the records (this test fails if they do not).
    @Test func theCubicsAloneAreNotTheCircle() {
        let c = Self.circle(0, 0, 50)
        var bare = Path()
        c.forEachSegment(closeOpenSubpaths: false, subpathStarted: { bare.move(to: $0) }) { seg, kind in
            if kind == .cubic { bare.addCurve(to: seg.p3, control1: seg.p1, control2: seg.p2) }
        }
        bare.closeSubpath()
        #expect(bare.arcs.isEmpty && bare.verbs == c.verbs && bare.points == c.points)
        let area = Double.pi * 2500
        #expect(Self.relative(bare.signedArea, area) > 1e-6)
        #expect(Self.relative(c.signedArea, area) < 1e-12)
    }

    @Test func ellipseAreaAndCircumference() {
        for (a, b) in [(2.0, 1.0), (3, 2.5), (40, 15), (100, 30), (1, 0.1), (50, 1e-3), (1e-3, 40)] {
            var p = Path()
            p.addEllipse(in: Rect(10 - a, -5 - b, 2 * a, 2 * b))
            let area = Double.pi * a * b
            #expect(Self.relative(p.signedArea, area) < 1e-12, "\(a)×\(b): \(p.signedArea) vs \(area)")
            let reference = Self.perimeterByAGM(a, b)
            #expect(Self.relative(p.length, reference) < 1e-12, "\(a)×\(b): \(p.length) vs \(reference)")
        }
        var p = Path()
        p.addEllipse(in: Rect(0, 0, 6, 5))
        #expect(Self.relative(p.length, Self.perimeterByRamanujan(3, 2.5)) < 1e-12)
        #expect(Self.relative(p.length, Self.perimeterBySeries(3, 2.5)) < 1e-12)
    }

    /// The point at parametric angle t of the ellipse centre c, radii
    /// rx, ry, x axis rotated by phi.
    static func point(_ c: Point, _ rx: Double, _ ry: Double, _ phi: Double, _ t: Double) -> Point {
        let x = rx * cos(t), y = ry * sin(t)
        return Point(c.x + cos(phi) * x - sin(phi) * y, c.y + sin(phi) * x + cos(phi) * y)
    }

    /// The length of the arc by composite Simpson on the speed (an
    /// independent reference: 20,000 panels).
    static func simpsonLength(_ rx: Double, _ ry: Double, _ t0: Double, _ dt: Double) -> Double {
        let n = 20_000
        let h = dt / Double(n)
        func speed(_ t: Double) -> Double { ((rx * sin(t)) * (rx * sin(t)) + (ry * cos(t)) * (ry * cos(t))).squareRoot() }
        var sum = speed(t0) + speed(t0 + dt)
        for i in 1..<n { sum += Double(i % 2 == 1 ? 4 : 2) * speed(t0 + Double(i) * h) }
        return abs(sum * h / 3)
    }

    /// SVG arcs of every large-arc/sweep combination, rotations and radii:
    /// the closed arc + chord encloses the elliptical segment
    /// ½·rx·ry·(Δθ − sin Δθ) (signed like Δθ), and its outline is the arc
    /// plus the chord.
    @Test func svgArcsOfEveryFlagCombination() throws {
        let c = Point(12.5, -7.25)
        for (rx, ry) in [(40.0, 40.0), (40, 15), (9, 31)] {
            for phiDegrees in [0.0, 30, -75, 200] {
                for t0 in [0.0, 0.4, 2.9, -2.2] {
                    for dt in [0.3, -0.3, 2.0, -2.0, 4.0, -4.0, 5.9, -5.9, Double.pi / 2, -Double.pi / 2] {
                        let phi = phiDegrees * .pi / 180
                        let p0 = Self.point(c, rx, ry, phi, t0), p1 = Self.point(c, rx, ry, phi, t0 + dt)
                        let large = abs(dt) > .pi ? 1 : 0, sweep = dt > 0 ? 1 : 0
                        let data = "M \(p0.x) \(p0.y) A \(rx) \(ry) \(phiDegrees) \(large) \(sweep) \(p1.x) \(p1.y) Z"
                        let path = try Path(svgPathData: data)
                        #expect(!path.arcs.isEmpty, "\(data)")
                        let segment = rx * ry * (dt - sin(dt)) / 2
                        #expect(abs(path.signedArea - segment) < 1e-12 * rx * ry * .pi, "\(data): \(path.signedArea) vs \(segment)")
                        #expect(Self.relative(path.area, abs(segment)) < 1e-11, "\(data): \(path.area) vs \(segment)")
                        let arc = rx == ry ? rx * abs(dt) : Self.simpsonLength(rx, ry, t0, dt)
                        let length = arc + p0.distance(to: p1)
                        #expect(Self.relative(path.length, length) < 1e-12, "\(data): \(path.length) vs \(length)")
                    }
                }
            }
        }
    }

    /// Quarter and half arcs of an ellipse are a quarter and a half of its
    /// perimeter (symmetry), and an arc and the rest of the turn add up to it.
    @Test func partialEllipseArcsAddUpToThePerimeter() {
        let (a, b) = (40.0, 15.0)
        let perimeter = Self.perimeterByAGM(a, b)
        func arcLength(_ start: Double, _ sweep: Double) -> Double {
            var p = Path()
            p.addEllipticalArc(center: Point(3, 4), radiusX: a, radiusY: b, rotation: 0.3, startAngle: start, sweep: sweep)
            return p.length
        }
        #expect(Self.relative(arcLength(0, .pi / 2), perimeter / 4) < 1e-12)
        #expect(Self.relative(arcLength(.pi / 2, -.pi), perimeter / 2) < 1e-12)
        for (start, sweep) in [(0.3, 1.0), (-2.0, 4.5), (1.1, -0.01), (0.5, 6.0)] {
            let rest = (sweep > 0 ? 2 * Double.pi : -2 * .pi) - sweep
            #expect(Self.relative(arcLength(start, sweep) + arcLength(start + sweep, rest), perimeter) < 1e-12,
                    "\(start) \(sweep)")
        }
    }

    /// Two circles of radius 50 whose centres are 60 apart: the union's
    /// area is 2πr² − lens, its outline two arcs of 2π − 2·acos(d/2r).
    @Test func unionOfTwoCirclesMatchesTheClosedForm() throws {
        let r = 50.0, d = 60.0
        let half = acos(d / (2 * r))
        let lens = 2 * r * r * half - d / 2 * (4 * r * r - d * d).squareRoot()
        let u = try Self.circle(0, 0, r).union(Self.circle(d, 0, r))
        #expect(!u.arcs.isEmpty && u.verbs.filter { $0 == .move }.count == 1)
        let area = 2 * Double.pi * r * r - lens
        let perimeter = 2 * r * (2 * Double.pi - 2 * half)
        // Measured: 2.5e-6 off when the arcs were measured as cubics.
        #expect(Self.relative(u.area, area) < 1e-9, "\(u.area) vs \(area): \(Self.relative(u.area, area))")
        #expect(Self.relative(u.signedArea, area) < 1e-9)
        #expect(Self.relative(u.length, perimeter) < 1e-9, "\(u.length) vs \(perimeter): \(Self.relative(u.length, perimeter))")
        let i = try Self.circle(0, 0, r).intersection(Self.circle(d, 0, r))
        #expect(Self.relative(i.area, lens) < 1e-9, "\(i.area) vs \(lens)")
        #expect(Self.relative(i.length, 4 * r * half) < 1e-9, "\(i.length) vs \(4 * r * half)")
    }

    /// An arc's record survives `transformed(by:)`: the image of a circle
    /// by M is an ellipse of semi-axes r·σ₁, r·σ₂ (M's singular values) and
    /// area |det M|·πr²; a mirror makes the signed area negative.
    static func singularValues(_ t: ShapeCore.AffineTransform) -> (Double, Double) {
        let rows: Double = t.a * t.a + t.c * t.c
        let columns: Double = t.b * t.b + t.d * t.d
        let mixed: Double = t.a * t.b + t.c * t.d
        let mean: Double = (rows + columns) / 2
        let halfGap: Double = (rows - columns) / 2
        let dev: Double = (halfGap * halfGap + mixed * mixed).squareRoot()
        return ((mean + dev).squareRoot(), (mean - dev).squareRoot())
    }

    @Test func transformedArcsStayExact() {
        let r = 20.0
        let c = Self.circle(5, -3, r)
        let shear = ShapeCore.AffineTransform(a: 1, b: 0, c: 0.6, d: 1, tx: 0, ty: 0)
        let transforms: [ShapeCore.AffineTransform] = [
            .rotation(degrees: 33),
            .scale(2.5, 0.4).concatenating(.rotation(degrees: -70)),
            shear.concatenating(.translation(100, -40)),
            .scale(-1.5, 1),
            ShapeCore.AffineTransform(a: 0.3, b: -1.2, c: 2.1, d: 0.4, tx: 7, ty: 9),
        ]
        for t in transforms {
            let image = c.transformed(by: t)
            #expect(image.arcs.count == c.arcs.count, "\(t)")
            let det = t.determinant
            #expect(Self.relative(image.signedArea, det * .pi * r * r) < 1e-12, "\(t): \(image.signedArea)")
            // Singular values of [[a, c], [b, d]].
            let (s1, s2) = Self.singularValues(t)
            let perimeter = Self.perimeterByAGM(r * s1, r * s2)
            #expect(Self.relative(image.length, perimeter) < 1e-12, "\(t): \(image.length) vs \(perimeter)")
        }
    }

    /// Arcs cut in several records — an SVG arc over 180°, a circle's two
    /// halves, a boolean's pieces — and a path holding the same circle
    /// twice: every cubic is measured once.
    @Test func splitArcsAreCountedOnce() throws {
        let r = 30.0
        let data = "M 30 0 A 30 30 0 1 1 \(r * cos(5.0)) \(r * sin(5.0)) L 0 0 Z" // 5 rad of circle
        let pie = try Path(svgPathData: data)
        #expect(pie.arcs.count == 2)
        #expect(Self.relative(pie.signedArea, r * r * 5 / 2) < 1e-12, "\(pie.signedArea)")
        #expect(Self.relative(pie.length, r * 5 + 2 * r) < 1e-12, "\(pie.length)")

        let circle = Self.circle(0, 0, r)
        #expect(circle.arcs.count == 2)
        var twice = circle
        twice.addPath(circle)
        #expect(twice.arcs.count == 4)
        #expect(Self.relative(twice.signedArea, 2 * .pi * r * r) < 1e-12)
        #expect(Self.relative(twice.length, 4 * .pi * r) < 1e-12)

        let resolved = try circle.union(Path())
        #expect(!resolved.arcs.isEmpty)
        #expect(Self.relative(resolved.signedArea, .pi * r * r) < 1e-12, "\(resolved.signedArea)")
        #expect(Self.relative(resolved.length, 2 * .pi * r) < 1e-12, "\(resolved.length)")
    }

    /// Circular rounded rectangles record their quarter corners.
    @Test func roundedRectanglesAreExact() {
        let rr = RoundedRectangle(cornerRadius: 12, style: .circular).path(in: Rect(3, 4, 100, 60))
        #expect(rr.arcs.count == 4)
        #expect(Self.relative(rr.area, 6000 - (4 - Double.pi) * 144) < 1e-12, "\(rr.area)")
        #expect(Self.relative(rr.length, 2 * (100 + 60) - 8 * 12 + 2 * .pi * 12) < 1e-12, "\(rr.length)")
    }

    /// Trimming still reaches the ends of an arc path (it cuts the cubics,
    /// so it measures them as cubics).
    @Test func trimmingAWholeCircleKeepsItWhole() throws {
        let c = Self.circle(0, 0, 10)
        let whole = c.trimmedPath(from: 0, to: 1)
        let end = try #require(whole.currentPoint), last = try #require(c.points.last)
        #expect(end.distance(to: last) < 1e-9, "\(end) vs \(last)")
        #expect(whole.points.first == c.points.first)
    }
}
