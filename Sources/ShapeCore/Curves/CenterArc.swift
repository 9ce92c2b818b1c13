#if canImport(Glibc)
import Glibc
#endif

/// An elliptical arc in centre form: p(θ) = center + R(φ)·(rx cos θ,
/// ry sin θ) for θ from `theta1` over `dtheta` (positive: from +x toward
/// +y). `Path`'s SVG parser draws arcs from it, and `signedArea` and
/// `length` measure the arcs a path records with it.
struct CenterArc {
    var center: Point
    var rx: Double, ry: Double
    var theta1: Double, dtheta: Double

    /// The endpoint → centre conversion of SVG 1.1's implementation notes
    /// (F.6.5, with the radii scaled up as in F.6.6 when they cannot reach
    /// from `p0` to `p1`), for positive radii, an x-axis rotation given by
    /// its cosine and sine, and distinct end points. Nil where the arc is
    /// its chord: no finite centre, or no measurable sweep.
    ///
    /// Total for finite numbers: where the textbook squares would overflow
    /// or underflow, the same steps run in the ellipse's unit-circle frame.
    static func fromEndpoints(_ p0: Point, _ p1: Point, rx rx0: Double, ry ry0: Double,
                              cosPhi cp: Double, sinPhi sp: Double, largeArc: Bool, sweep: Bool) -> CenterArc? {
        var rx = rx0, ry = ry0
        // Half differences and midpoints, halving first where the plain
        // sum or difference of coordinates near ±1.8e308 overflows.
        func half(_ v: Double, _ a: Double, _ b: Double) -> Double { v.isFinite ? v / 2 : a / 2 + b / 2 }
        // F.6.5 step 1: (x1', y1')
        let dx = half(p0.x - p1.x, p0.x, -p1.x), dy = half(p0.y - p1.y, p0.y, -p1.y)
        let x1 = cp * dx + sp * dy, y1 = -sp * dx + cp * dy
        // F.6.6: scale radii up when too small.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        var cxp: Double, cyp: Double
        let product = rx * rx * ry * ry, spread = rx * rx * y1 * y1 + ry * ry * x1 * x1
        let classic = lambda.isFinite && lambda > 0 && product.isFinite && spread.isFinite
            && product >= 0x1p-960 && spread >= 0x1p-960
        if classic {
            if lambda > 1 { let s = lambda.squareRoot(); rx *= s; ry *= s }
            // Step 2: centre'
            let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
            let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
            var coef = den > 0 ? (Swift.max(0, num) / den).squareRoot() : 0
            if largeArc == sweep { coef = -coef }
            cxp = coef * rx * y1 / ry; cyp = -coef * ry * x1 / rx
        } else {
            // The squares overflow or underflow (radii 1e-200 against a
            // chord of 10, or 1e100 against 10): the same steps divided
            // through by rx²·ry², in the frame where the ellipse is a unit
            // circle: |(x1/rx, y1/ry)| = √λ (by hypot), and the centre
            // offset is √(1 − λ)/√λ times the perpendicular of that vector.
            let xn = x1 / rx, yn = y1 / ry
            let root = Vector(xn, yn).length
            guard root > 0, root.isFinite else { return nil }
            var coef = 0.0
            if root >= 1 {
                rx *= root; ry *= root // F.6.6: the radii just fit; centre at the chord's midpoint
            } else {
                coef = (Swift.max(0, (1 - root) * (1 + root))).squareRoot() / root
            }
            if largeArc == sweep { coef = -coef }
            cxp = rx * (coef * yn); cyp = -(ry * (coef * xn))
        }
        // Step 3: centre
        let cx = cp * cxp - sp * cyp + half(p0.x + p1.x, p0.x, p1.x)
        let cy = sp * cxp + cp * cyp + half(p0.y + p1.y, p0.y, p1.y)
        // Step 4: angles
        let theta1 = atan2((y1 - cyp) / ry, (x1 - cxp) / rx)
        var dtheta = atan2((-y1 - cyp) / ry, (-x1 - cxp) / rx) - theta1
        if sweep && dtheta < 0 { dtheta += 2 * .pi }
        if !sweep && dtheta > 0 { dtheta -= 2 * .pi }
        guard rx.isFinite, ry.isFinite, cx.isFinite, cy.isFinite, theta1.isFinite, dtheta.isFinite, dtheta != 0 else {
            return nil
        }
        return CenterArc(center: Point(cx, cy), rx: rx, ry: ry, theta1: theta1, dtheta: dtheta)
    }

    /// ½∫(x dy − y dx) along the arc from `p0` to `p1` (its end points as
    /// the path stores them): for p(θ) above, x y′ − y x′ = rx·ry +
    /// c × (p − c)′, so the integral is ½[rx·ry·Δθ + c × (p1 − p0)]
    /// (Green's theorem on the true ellipse).
    func signedAreaContribution(from p0: Point, to p1: Point) -> Double {
        (rx * ry * dtheta + (center.x * (p1.y - p0.y) - center.y * (p1.x - p0.x))) / 2
    }

    /// The arc's length: rx·|Δθ| for a circle; otherwise the integral of
    /// the speed √(rx² sin² θ + ry² cos² θ) (see `EllipseArcLength`).
    /// `work` counts the quadrature rules evaluated.
    func length(work: inout Int) -> Double {
        if rx == ry { work += 1; return rx * Swift.abs(dtheta) }
        return EllipseArcLength.length(rx: rx, ry: ry, from: theta1, sweep: dtheta, work: &work)
    }
}
