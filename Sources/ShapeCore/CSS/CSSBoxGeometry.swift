#if canImport(Glibc)
import Glibc
#endif

/// The edges of a CSS box: the border edge (the outline `CSSRectangle`
/// draws) and the padding edge inside borders of given widths, as
/// Chromium draws them.
///
/// Padding edge, per corner (our formulation of what Chromium 156 draws,
/// checked against it pixel for pixel; see docs/GEOMETRY.md "CSS boxes"):
/// - when every corner is round, CSS's rule: the radius box shrinks by the
///   adjacent border widths (inner radius = outer radius − width, floored
///   at 0, per axis) around the same centre;
/// - otherwise each end of the corner's curve moves by its side's width
///   along the normal of the curve's hull at its half corner (K clamped
///   to [−1, 1]; the chord for a bevel, nearly the side for round and
///   beyond, the end for scoop and beyond), that normal taken in the
///   corner's own radius box: an elliptical bevel's inner edge is its
///   chord with each end moved along the chord's normal by its side's
///   width (the parallel when the widths are equal), a scoop's is the
///   circle of radius r + width about the corner;
/// - the inner curve keeps the outer one's exponent (an offset
///   superellipse is no superellipse; squircle borders come out a little
///   thicker at 45° than at their ends, as in Chromium);
/// - the inner curve is cut by the padding rect; where it ends inside the
///   rect, a 45° line joins it to the rect's side (so a bevel's parallel
///   continues straight), and two such lines of neighbouring corners that
///   cross before reaching their side meet at the crossing;
/// - where the corners' cuts reach into each other otherwise (large
///   notches), the padding rect minus every cut (`CSSPaddingCuts.swift`).
public struct CSSBox: Sendable {
    public var rect: Rect
    public var radii: CSSCornerRadii
    /// top-left, top-right, bottom-right, bottom-left
    public var shapes: [CSSCornerShape]

    public init(rect: Rect, radius: CSSBorderRadius, shapes: [CSSCornerShape]) {
        self.rect = rect.standardized
        self.shapes = shapes.count == 4 ? shapes : [CSSCornerShape](repeating: .round, count: 4)
        var radii = radius.resolved(in: self.rect.size)
        // Concave corners reaching into the opposite ones shrink further.
        let factor = CSSOppositeCorners.factor(rect: self.rect, radii: radii, shapes: self.shapes)
        if factor < 1 {
            radii.rx = radii.rx.map { $0 * factor }
            radii.ry = radii.ry.map { $0 * factor }
        }
        self.radii = radii
    }

    /// A corner in outline order (top-right, bottom-right, bottom-left,
    /// top-left): its frame, radius box and the widths of its start and
    /// end sides (border widths are top, right, bottom, left).
    struct Corner {
        var frame: CSSCornerFrame
        var ru: Double, rv: Double
        var shape: CSSCornerShape
        var startSide: Int, endSide: Int
        var isSquare: Bool { ru <= 0 || rv <= 0 }
    }

    var corners: [Corner] {
        let r = rect, rx = radii.rx, ry = radii.ry
        return [
            Corner(frame: CSSCornerFrame(point: Point(r.maxX, r.minY), alongStart: Vector(1, 0), alongEnd: Vector(0, 1)),
                   ru: rx[1], rv: ry[1], shape: shapes[1], startSide: 0, endSide: 1),
            Corner(frame: CSSCornerFrame(point: Point(r.maxX, r.maxY), alongStart: Vector(0, 1), alongEnd: Vector(-1, 0)),
                   ru: ry[2], rv: rx[2], shape: shapes[2], startSide: 1, endSide: 2),
            Corner(frame: CSSCornerFrame(point: Point(r.minX, r.maxY), alongStart: Vector(-1, 0), alongEnd: Vector(0, -1)),
                   ru: rx[3], rv: ry[3], shape: shapes[3], startSide: 2, endSide: 3),
            Corner(frame: CSSCornerFrame(point: Point(r.minX, r.minY), alongStart: Vector(0, -1), alongEnd: Vector(1, 0)),
                   ru: ry[0], rv: rx[0], shape: shapes[0], startSide: 3, endSide: 0),
        ]
    }

    static func tolerance(_ c: Corner) -> Double { 0.005 + 0.0002 * (c.ru + c.rv) }

    /// The border edge: the box with its shaped corners, clockwise on
    /// screen from the top-right corner's start (as Chromium's path).
    public var borderEdge: Path {
        var path = Path()
        guard rect.width > 0, rect.height > 0 else { return path }
        for c in corners {
            if c.isSquare { Self.lineOrMove(&path, c.frame.point); continue }
            let curve = CSSCornerCurve.outer(shape: c.shape, ru: c.ru, rv: c.rv)
            Self.lineOrMove(&path, c.frame.global(curve.local(0).u, curve.local(0).v))
            curve.append(to: &path, frame: c.frame, from: 0, to: .pi / 2, tolerance: Self.tolerance(c))
        }
        path.closeSubpath()
        return path
    }

    /// The padding edge inside borders of `widths` (top, right, bottom,
    /// left; negative widths move the edge outward); empty when the
    /// borders meet.
    public func paddingEdge(widths w: [Double]) -> Path {
        var path = Path()
        let inner = Rect(rect.minX + w[3], rect.minY + w[0], rect.width - w[1] - w[3], rect.height - w[0] - w[2])
        guard inner.width > 0, inner.height > 0 else { return path }
        let allRound = shapes.allSatisfy { $0 == .round }
        var pieces = corners.map { InnerCorner($0, wS: w[$0.startSide], wE: w[$0.endSide], allRound: allRound) }
        // Cuts reaching into each other (large notches): the rect minus
        // every cut (CSSPaddingCuts.swift).
        if let overlapping = Self.paddingEdgeOfOverlappingCuts(pieces, inner: inner) { return overlapping }
        // Where the 45° lines of two neighbouring corners cross before they
        // reach the side between them (a bevel or near-bevel taking the
        // whole side), the edge turns at the crossing.
        for i in 0..<4 {
            let j = (i + 1) % 4
            guard let r = pieces[i].trail, let l = pieces[j].lead,
                  let endPoint = pieces[i].endPoint, let startPoint = pieces[j].startPoint else { continue }
            let travel = pieces[j].corner.frame.alongStart
            guard (r - l).dot(travel) > 0 else { continue }
            if let x = Self.intersection(endPoint, r - endPoint, startPoint, l - startPoint) {
                pieces[i].trail = x; pieces[j].lead = x
            }
        }
        for p in pieces {
            guard let curve = p.curve, let start = p.startPoint else {
                Self.lineOrMove(&path, p.corner.frame.global(p.wE, p.wS)); continue
            }
            if let lead = p.lead { Self.lineOrMove(&path, lead); path.addLineIfApart(to: start) }
            else { Self.lineOrMove(&path, start) }
            curve.append(to: &path, frame: p.corner.frame, from: p.s0, to: p.s1, tolerance: Self.tolerance(p.corner))
            if let trail = p.trail { path.addLineIfApart(to: trail) }
        }
        path.closeSubpath()
        return path
    }

    /// One corner of the padding edge: the part of its inner curve inside
    /// the padding rect (s ∈ [s0, s1]; u(s) falls and v(s) rises), and the
    /// 45° lines that join the curve's ends to the sides when they lie
    /// inside the rect. `curve` is nil for a square inner corner.
    struct InnerCorner {
        var corner: Corner
        var wS: Double, wE: Double
        var curve: CSSCornerCurve?
        var s0 = 0.0, s1 = Double.pi / 2
        var lead: Point?, trail: Point?
        var startPoint: Point?, endPoint: Point?

        init(_ c: Corner, wS: Double, wE: Double, allRound: Bool) {
            corner = c; self.wS = wS; self.wE = wE
            guard !c.isSquare else { return }
            let curve = CSSBox.innerCurve(c, wS: wS, wE: wE, allRound: allRound)
            let p0 = curve.local(0), p1 = curve.local(.pi / 2)
            let sV = p0.v >= wS ? 0 : CSSBox.firstParameter { curve.local($0).v >= wS }
            let sU = p1.u >= wE ? .pi / 2 : (p0.u < wE ? nil : CSSBox.firstParameter { curve.local($0).u < wE })
            guard let sV, let sU, sV <= sU else { return }
            self.curve = curve
            s0 = sV; s1 = sU
            let a = curve.local(sV), b = curve.local(sU)
            startPoint = c.frame.global(a.u, a.v)
            endPoint = c.frame.global(b.u, b.v)
            if sV == 0 && p0.v > wS { lead = c.frame.global(p0.u + (p0.v - wS), wS) }
            if sU == .pi / 2 && p1.u > wE { trail = c.frame.global(wE, p1.v + (p1.u - wE)) }
        }
    }

    /// Where the lines p + s·d and q + t·e meet (nil when parallel).
    static func intersection(_ p: Point, _ d: Vector, _ q: Point, _ e: Vector) -> Point? {
        let den = d.cross(e)
        guard Swift.abs(den) > 1e-12 * Swift.max(1, d.lengthSquared, e.lengthSquared) else { return nil }
        let s = (q - p).cross(e) / den
        return p + d * s
    }

    /// The inner curve of a shaped corner (see the type's comment).
    /// `allRound`: CSS's own rule, the radius box shrunk by the widths.
    static func innerCurve(_ c: Corner, wS: Double, wE: Double, allRound: Bool) -> CSSCornerCurve {
        if let shallow = CSSShallowConcaveCorner.innerCurve(c, wS: wS, wE: wE) { return shallow }
        // The widths as far as the radii absorb them (CSS's inner radii
        // are floored at 0).
        let tS = Swift.min(wS, c.rv), tE = Swift.min(wE, c.ru)
        var p = 1.0, q = 0.0
        if !allRound && c.shape != .round {
            // The direction of the curve's hull at its half corner, for
            // K clamped to [−1, 1]: p moves the box's sides inward, q
            // moves its ends away from the corner.
            let n = pow(2, Swift.max(-1, Swift.min(1, c.shape.k)))
            let h = pow(0.5, 1 / n)
            let hx = 2 * h - 0.5, hy = 2 * (1 - h) - 0.5
            let l = hypot(hx, hy)
            p = hx / l; q = hy / l
        }
        // (p, q) is a normal in the unit corner; in the corner's own
        // (ru × rv) box a normal scales by the inverse radii, so an
        // elliptical bevel's ends move along the chord's true normal.
        func unit(_ du: Double, _ dv: Double) -> (u: Double, v: Double) {
            let l = hypot(du, dv)
            return l > 0 ? (du / l, dv / l) : (0, 0)
        }
        let atStart = unit(q / c.ru, p / c.rv)   // start: q along u (away from the corner), p inward (v)
        let atEnd = unit(p / c.ru, q / c.rv)     // end: p inward (u), q along v
        let corner = (u: atEnd.u * tE, v: atStart.v * tS)
        let far = (u: c.ru + atStart.u * tS, v: c.rv + atEnd.v * tE)
        let n = CSSCornerCurve.outer(shape: c.shape, ru: c.ru, rv: c.rv).n
        if c.shape.isConcave {
            return CSSCornerCurve(origin: corner, start: (far.u - corner.u, 0), end: (0, far.v - corner.v), n: n)
        }
        return CSSCornerCurve(origin: far, start: (0, corner.v - far.v), end: (corner.u - far.u, 0), n: n)
    }

    /// The smallest s in [0, π/2] where the (monotone) predicate holds, by
    /// bisection; nil when it never does.
    static func firstParameter(_ holds: (Double) -> Bool) -> Double? {
        var lo = 0.0, hi = Double.pi / 2
        guard holds(hi) else { return nil }
        if holds(lo) { return lo }
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if holds(mid) { hi = mid } else { lo = mid }
        }
        return hi
    }

    static func lineOrMove(_ path: inout Path, _ p: Point) {
        if path.isEmpty || path.verbs.last == .close { path.move(to: p) } else { path.addLineIfApart(to: p) }
    }
}
