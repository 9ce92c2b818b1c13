import Testing
import Glibc
@testable import ShapeCore

@Suite struct ShapesSuperellipseTests {
    /// Distance from p to the true Lamé curve P(s) = (a·cos^(2/n) s, b·sin^(2/n) s)
    /// (signs per quadrant): start from the parameter that maps p's
    /// direction onto the curve, scan ±0.1 rad in 64 steps, then refine the
    /// best bracket by ternary search.
    func distanceToLame(_ p: Point, a: Double, b: Double, n: Double, centre: Point) -> Double {
        func curve(_ s: Double) -> Point {
            let c = cos(s), si = sin(s)
            return Point(centre.x + a * copysign(pow(abs(c), 2 / n), c), centre.y + b * copysign(pow(abs(si), 2 / n), si))
        }
        let x = (p.x - centre.x) / a, y = (p.y - centre.y) / b
        let s0 = atan2(copysign(pow(abs(y), n / 2), y), copysign(pow(abs(x), n / 2), x))
        var bestS = s0, best = Double.infinity
        let window = 0.1, steps = 64
        for k in 0...steps {
            let s = s0 - window + 2 * window * Double(k) / Double(steps)
            let d = curve(s).distance(to: p)
            if d < best { best = d; bestS = s }
        }
        var lo = bestS - 2 * window / Double(steps), hi = bestS + 2 * window / Double(steps)
        for _ in 0..<60 {
            let m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3
            if curve(m1).distance(to: p) < curve(m2).distance(to: p) { hi = m2 } else { lo = m1 }
        }
        return min(best, curve((lo + hi) / 2).distance(to: p))
    }

    @Test(arguments: [0.5, 1, 1.5, 2, 2.5, 4, 8])
    func lameCurveWithinToleranceAndArea(n: Double) {
        let rect = Rect(0, 0, 200, 120)
        let a = 100.0, b = 60.0
        let tol = 0.001 * 120 // the default: 0.001 × min(w, h)
        let path = Superellipse(exponent: n).path(in: rect)
        // Area: 4ab·Γ(1+1/n)²/Γ(1+2/n). The curve stays within tol of the
        // true one, so the area differs by at most tol × perimeter (< 4(a+b)·…).
        let expected = 4 * a * b * tgamma(1 + 1 / n) * tgamma(1 + 1 / n) / tgamma(1 + 2 / n)
        let perimeterBound = 4 * (a + b)
        #expect(abs(path.area - expected) <= tol * perimeterBound, "n=\(n) area \(path.area) vs \(expected)")
        // Every sampled point of the path lies within tol of the curve.
        var segmentCount = 0
        path.forEachSegment(closeOpenSubpaths: false) { _, _ in segmentCount += 1 }
        let perSegment = max(16, 1200 / segmentCount + 1)
        var samples: [Point] = []
        path.forEachSegment(closeOpenSubpaths: false) { c, _ in
            for k in 0..<perSegment { samples.append(c.point(at: Double(k) / Double(perSegment))) }
        }
        // At least 1,000 points: take every sample, evenly thinned if many.
        let stride = max(1, samples.count / 1200)
        var checked = 0
        var worst = 0.0
        for i in Swift.stride(from: 0, to: samples.count, by: stride) {
            worst = max(worst, distanceToLame(samples[i], a: a, b: b, n: n, centre: Point(100, 60)))
            checked += 1
        }
        #expect(checked >= 1000)
        #expect(worst <= tol, "n=\(n) worst distance \(worst) > \(tol)")
        // Closed and inside the rect.
        #expect(path.verbs.last == .close)
        let bb = path.bounds
        #expect(Rect(-1e-9, -1e-9, 200 + 2e-9, 120 + 2e-9).contains(bb))
    }
}
