#if canImport(Glibc)
import Glibc
#endif

/// The inner (padding) curve of a concave corner flatter than a scoop,
/// −1 < K < 0 (e.g. superellipse(-0.5)), as Chromium 156 draws it: not a
/// superellipse but a round corner, the conic of weight √2/2 from the
/// moved start to the moved end whose control point is where their
/// tangents meet. The rule is Blink's (`ContouredRect::Corner::
/// AlignedToOrigin`, as read in its source and re-derived here; checked
/// against Chromium's screenshots: K = −0.25, −0.5, −0.75, −0.9 at 60 px
/// and 45% on 200×160 with 10/20 px borders, where the superellipse with
/// ends moved along the hull's normal was up to 61 pixels off by more than
/// a quarter of a pixel's coverage and this curve 0 or 1):
/// - c = the half corner's position mapped to a control point,
///   h / (√2 − 1) − 1/√2 clamped to [0, 1], h = 1 − 0.5^(1/2^|K|);
/// - when the two widths differ, c splits into one value per end, tilted
///   by the normal of the bevel between the ends offset by the widths;
/// - each end moves by its side's full width (not floored by the radius)
///   along the normal (1 − c)·r_end-side, c·r_start-side (the start's; the
///   end's mirrored), in the corner's own radius box.
enum CSSShallowConcaveCorner {
    static func innerCurve(_ c: CSSBox.Corner, wS: Double, wE: Double) -> CSSCornerCurve? {
        let k = c.shape.k
        guard k > -1, k < 0, c.ru > 0, c.rv > 0 else { return nil }
        // In local (u, v): the outer curve runs from (ru, 0) on the start
        // side to (0, rv) on the end side. Blink's start radius is the
        // extent along the end side (rv), its end radius along the start
        // side (ru).
        let rS = c.rv, rE = c.ru
        let half = 1 - pow(0.5, 1 / pow(2, Swift.abs(k)))
        let control = Swift.min(1, Swift.max(0, half / (2.0.squareRoot() - 1) - 1 / 2.0.squareRoot()))
        var startControl = control, endControl = control
        let difference = Swift.min(Swift.max(wE - wS, -rS), rE)
        if difference != 0 {
            let delta = (rS * rS + rE * rE - difference * difference).squareRoot()
            let nx = rE * difference + rS * delta, ny = -rS * difference + rE * delta
            let bevel = rS * ny / (rS * ny + rE * nx)
            startControl = bevel * 2 * control
            endControl = 2 * control - startControl
        }
        func unit(_ a: Double, _ b: Double) -> (Double, Double) {
            let l = hypot(a, b)
            return l > 0 ? (a / l, b / l) : (0, 0)
        }
        // (along the start side, along the end side)
        let startNormal = unit((1 - startControl) * rS, startControl * rE)
        let endNormal = unit(endControl * rS, (1 - endControl) * rE)
        let s = (u: rE + wS * startNormal.0, v: wS * startNormal.1)
        let e = (u: wE * endNormal.0, v: rS + wE * endNormal.1)
        // Where the tangents (perpendicular to the normals) meet.
        let d1 = (u: -startNormal.1, v: startNormal.0), d2 = (u: -endNormal.1, v: endNormal.0)
        let den = d1.u * d2.v - d1.v * d2.u
        guard Swift.abs(den) > 1e-12 else {
            return CSSCornerCurve(origin: s, start: (0, 0), end: (e.u - s.u, e.v - s.v), n: 1)
        }
        let t = ((e.u - s.u) * d2.v - (e.v - s.v) * d2.u) / den
        let turn = (u: s.u + d1.u * t, v: s.v + d1.v * t)
        let origin = (u: s.u + e.u - turn.u, v: s.v + e.v - turn.v)
        return CSSCornerCurve(origin: origin, start: (s.u - origin.u, s.v - origin.v),
                              end: (e.u - origin.u, e.v - origin.v), n: 2, oblique: true)
    }
}
