#if canImport(Glibc)
import Glibc
#endif

/// The length of an arc of an ellipse of radii rx ≠ ry: the integral of
/// its speed √(rx² sin² θ + ry² cos² θ) over the parametric angle, which
/// has no elementary closed form (it is an incomplete elliptic integral of
/// the second kind).
///
/// Method: a 20-point Gauss–Legendre rule, applied adaptively (an interval
/// is halved while the rule on it and on its two halves differ by more
/// than 1e-13 of the arc's length), on the arc cut at every multiple of
/// π/2. The speed is analytic, but for a flat ellipse it comes within
/// min(rx, ry)/max(rx, ry) of a branch point at the ends of the long axis
/// (θ = 0 or π when rx > ry): the cuts put those points at interval ends,
/// where the halving concentrates. A circle-like arc needs one rule per
/// quadrant piece; an ellipse of axis ratio 1e-6 about 30 halvings toward
/// each long-axis end. The work is capped (`maxRules`), so a flat
/// ellipse of hostile radii still costs a bounded amount.
enum EllipseArcLength {
    /// Nodes on [0, 1] and their weights (summing to 1): the zeros x of the
    /// Legendre polynomial P₂₀ mapped from [−1, 1], each weight
    /// 2/((1 − x²)·P′₂₀(x)²) halved (Abramowitz & Stegun, Handbook of
    /// Mathematical Functions, 25.4.29). The zeros are found by Newton's
    /// method on the three-term recurrence (k + 1)Pₖ₊₁ = (2k + 1)x·Pₖ − k·Pₖ₋₁
    /// from the asymptotic guesses cos(π(i − ¼)/(n + ½)) (A&S 22.16.6).
    static let rule: [(node: Double, weight: Double)] = {
        let n = 20
        var out: [(Double, Double)] = []
        for i in 1...(n / 2) {
            var x = cos(Double.pi * (Double(i) - 0.25) / (Double(n) + 0.5))
            var derivative = 0.0
            for _ in 0..<100 {
                var p0 = 1.0, p1 = x
                for k in 1..<n {
                    let p2 = ((2 * Double(k) + 1) * x * p1 - Double(k) * p0) / Double(k + 1)
                    p0 = p1; p1 = p2
                }
                derivative = Double(n) * (x * p1 - p0) / (x * x - 1)
                let step = p1 / derivative
                x -= step
                if Swift.abs(step) < 1e-16 { break }
            }
            let w = 2 / ((1 - x * x) * derivative * derivative)
            out.append(((1 - x) / 2, w / 2))
            out.append(((1 + x) / 2, w / 2))
        }
        return out
    }()

    /// The most rules one arc may evaluate (as many as the 5-point rules a
    /// cubic's length may take, `Cubic.lengthAdaptive`).
    static let maxRules = 3 * 8191
    /// The deepest halving (an interval 2^-40 of the piece).
    static let maxDepth = 40

    /// The length of the arc from parametric angle `start` over `sweep`
    /// (either sign). `work` counts the rules evaluated.
    static func length(rx: Double, ry: Double, from start: Double, sweep: Double, work: inout Int) -> Double {
        let lo = Swift.min(start, start + sweep), hi = Swift.max(start, start + sweep)
        guard hi > lo else { return 0 }
        // Cut at the multiples of π/2 strictly inside (lo, hi).
        var cuts = [lo]
        let quarter = Double.pi / 2
        var k = (lo / quarter).rounded(.down) + 1
        while k * quarter < hi && cuts.count < 16 {
            if k * quarter > lo { cuts.append(k * quarter) }
            k += 1
        }
        cuts.append(hi)
        var pieces: [Double] = []
        var estimate = 0.0
        for i in 0..<(cuts.count - 1) {
            let whole = integral(rx, ry, cuts[i], cuts[i + 1])
            pieces.append(whole)
            estimate += whole
        }
        var rules = pieces.count
        let tolerance = 1e-13 * estimate
        var total = 0.0
        for i in 0..<(cuts.count - 1) {
            total += adaptive(rx, ry, cuts[i], cuts[i + 1], whole: pieces[i], tolerance: tolerance, depth: 0, rules: &rules)
        }
        work += rules
        return total
    }

    /// The rule on [a, b] for the speed.
    static func integral(_ rx: Double, _ ry: Double, _ a: Double, _ b: Double) -> Double {
        var sum = 0.0
        let width = b - a
        for (t, w) in rule {
            let theta = a + width * t
            // hypot-style length: radii near 1e200 do not overflow the squares.
            sum += w * Vector(rx * sin(theta), ry * cos(theta)).length
        }
        return sum * width
    }

    private static func adaptive(_ rx: Double, _ ry: Double, _ a: Double, _ b: Double, whole: Double,
                                 tolerance: Double, depth: Int, rules: inout Int) -> Double {
        let m = a + (b - a) / 2
        let left = integral(rx, ry, a, m), right = integral(rx, ry, m, b)
        rules += 2
        let halves = left + right
        // Not finite (radii near 1e308 overflow the speed): stop, the caller
        // refuses the infinite total.
        if depth >= maxDepth || rules >= maxRules || !(Swift.abs(whole - halves) > tolerance) { return halves }
        return adaptive(rx, ry, a, m, whole: left, tolerance: tolerance, depth: depth + 1, rules: &rules)
            + adaptive(rx, ry, m, b, whole: right, tolerance: tolerance, depth: depth + 1, rules: &rules)
    }
}
