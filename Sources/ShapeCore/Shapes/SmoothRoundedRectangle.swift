#if canImport(Glibc)
import Glibc
#endif

/// Figma's corner smoothing, following the public figma-squircle algorithm
/// (github.com/phamfoo/figma-squircle, MIT; itself after Figma's blog post
/// "Desperately seeking squircles"): the same corner parameters, the same
/// per-corner budget rule and the same path. Re-implemented, not copied.
public struct SmoothRoundedRectangle: InsettableShape {
    public var cornerRadii: CornerRadii
    /// 0…1; 0.6 is close to the iOS icon.
    public var smoothing: Double
    public var preserveSmoothing: Bool
    public var insetAmount: Double = 0

    public init(cornerRadius: Double = 0, smoothing: Double = 0.6, preserveSmoothing: Bool = false) {
        self.init(cornerRadii: CornerRadii(all: cornerRadius), smoothing: smoothing, preserveSmoothing: preserveSmoothing)
    }
    public init(cornerRadii: CornerRadii, smoothing: Double = 0.6, preserveSmoothing: Bool = false) {
        self.cornerRadii = cornerRadii; self.smoothing = smoothing; self.preserveSmoothing = preserveSmoothing
    }
    public static func validated(cornerRadii: CornerRadii, smoothing: Double, preserveSmoothing: Bool) throws -> SmoothRoundedRectangle {
        SmoothRoundedRectangle(cornerRadii: cornerRadii, smoothing: try Validate.inRange(smoothing, 0, 1, "smoothing"),
                               preserveSmoothing: preserveSmoothing)
    }
    public func inset(by amount: Double) -> SmoothRoundedRectangle {
        var s = self; s.insetAmount += amount; return s
    }

    /// One corner's parameters (figma-squircle's `getPathParamsForCorner`).
    public struct CornerParams: Hashable, Sendable {
        public var radius: Double, p: Double, a: Double, b: Double, c: Double, d: Double
        public var arcSectionLength: Double
    }

    public static func cornerParams(radius R: Double, smoothing s0: Double, preserveSmoothing: Bool, budget: Double) -> CornerParams {
        var s = s0
        // p = (1 + smoothing)·q with q = R for a 90° corner (figure 12.2).
        var p = (1 + s) * R
        if !preserveSmoothing && R > 0 {
            s = Swift.max(0, Swift.min(s, budget / R - 1))
            p = Swift.min(p, budget)
        }
        let deg = Double.pi / 180
        let arcMeasure = 90 * (1 - s)
        let arcSection = sin(arcMeasure / 2 * deg) * R * 2.0.squareRoot()
        let alpha = (90 - arcMeasure) / 2 // degrees
        let p3ToP4 = R * tan(alpha / 2 * deg)
        let beta = 45 * s
        let c = p3ToP4 * cos(beta * deg)
        let d = c * tan(beta * deg)
        var b = (p - arcSection - c - d) / 3
        var a = 2 * b
        if preserveSmoothing && p > budget {
            // Keep the smoothing, squeeze the first two handles instead.
            let p1ToP3Max = budget - d - arcSection - c
            let minA = p1ToP3Max / 6
            let maxB = p1ToP3Max - minA
            b = Swift.min(b, maxB)
            a = p1ToP3Max - b
            p = Swift.min(p, budget)
        }
        return CornerParams(radius: R, p: p, a: a, b: b, c: c, d: d, arcSectionLength: arcSection)
    }

    /// figma-squircle's `distributeAndNormalize`: bigger corners choose
    /// first; each corner's budget is the smaller over its two sides of
    /// (side − neighbour's budget) when the neighbour already chose, else
    /// side·r/(r + r_neighbour); the radius is limited to the budget.
    /// Uniform radii use budget min(w, h)/2.
    public static func budgets(radii: CornerRadii, width w: Double, height h: Double) -> [Corner: (radius: Double, budget: Double)] {
        if radii.topLeading == radii.topTrailing && radii.topLeading == radii.bottomLeading && radii.topLeading == radii.bottomTrailing {
            let budget = Swift.min(w, h) / 2
            let r = Swift.min(radii.topLeading, budget)
            return Dictionary(uniqueKeysWithValues: Corner.allCases.map { ($0, (r, budget)) })
        }
        // (neighbour, side is horizontal)
        let adjacents: [Corner: [(Corner, Bool)]] = [
            .topLeading: [(.topTrailing, true), (.bottomLeading, false)],
            .topTrailing: [(.topLeading, true), (.bottomTrailing, false)],
            .bottomLeading: [(.bottomTrailing, true), (.topLeading, false)],
            .bottomTrailing: [(.bottomLeading, true), (.topTrailing, false)],
        ]
        var radius: [Corner: Double] = [:]
        var budget: [Corner: Double] = [:]
        for c in Corner.allCases { radius[c] = radii[c]; budget[c] = -1 }
        // Stable order for equal radii: the order of figma-squircle's map
        // (topLeft, topRight, bottomLeft, bottomRight).
        let order = [Corner.topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
            .enumerated().sorted { x, y in radii[x.element] != radii[y.element] ? radii[x.element] > radii[y.element] : x.offset < y.offset }
            .map(\.element)
        for corner in order {
            let r = radius[corner]!
            var best = Double.infinity
            for (other, horizontal) in adjacents[corner]! {
                let otherRadius = radius[other]!
                let side = horizontal ? w : h
                let value: Double
                if r == 0 && otherRadius == 0 { value = 0 }
                else if budget[other]! >= 0 { value = side - budget[other]! }
                else if (r + otherRadius).isFinite { value = r / (r + otherRadius) * side }
                else { value = r / 2 / (r / 2 + otherRadius / 2) * side } // radii near 1.8e308
                best = Swift.min(best, value)
            }
            budget[corner] = best
            radius[corner] = Swift.min(r, best)
        }
        var out: [Corner: (radius: Double, budget: Double)] = [:]
        for c in Corner.allCases { out[c] = (radius[c]!, budget[c]!) }
        return out
    }

    public func path(in rect: Rect) -> Path {
        let r = rect.inset(insetAmount)
        let radii = cornerRadii.inset(by: insetAmount)
        let table = Self.budgets(radii: radii, width: r.width, height: r.height)
        func params(_ c: Corner) -> CornerParams {
            let e = table[c]!
            return Self.cornerParams(radius: e.radius, smoothing: smoothing, preserveSmoothing: preserveSmoothing, budget: e.budget)
        }
        let right = Vector(1, 0), down = Vector(0, 1), left = Vector(-1, 0), up = Vector(0, -1)
        let corners: [(Point, Vector, Vector, CornerParams)] = [
            (Point(r.maxX, r.minY), left, down, params(.topTrailing)),
            (Point(r.maxX, r.maxY), up, left, params(.bottomTrailing)),
            (Point(r.minX, r.maxY), right, up, params(.bottomLeading)),
            (Point(r.minX, r.minY), down, right, params(.topLeading)),
        ]
        var path = Path()
        let tl = corners[3].3
        path.move(to: Point(r.minX + (tl.radius > 0 ? tl.p : 0), r.minY))
        for (k, u, v, q) in corners {
            func at(_ uu: Double, _ vv: Double) -> Point { k + u * uu + v * vv }
            guard q.radius > 0 else {
                path.addLineIfApart(to: k)
                continue
            }
            let start = at(q.p, 0)
            path.addLineIfApart(to: start)
            // With no smoothing left (a = b = c = d = 0) the two cubics have
            // zero length: leave them out rather than write "C x y x y x y".
            let smooth = q.a + q.b + q.c + q.d > 1e-12 * q.p
            let e1 = at(q.p - q.a - q.b - q.c, q.d)
            if smooth { path.addCurve(to: e1, control1: at(q.p - q.a, 0), control2: at(q.p - q.a - q.b, 0)) }
            let e2 = at(q.d, q.p - q.a - q.b - q.c)
            if q.arcSectionLength > 0 {
                let center = at(q.radius, q.radius)
                let a0 = (e1 - center).angle
                var sweep = (e2 - center).angle - a0
                while sweep <= -Double.pi { sweep += 2 * .pi }
                while sweep > Double.pi { sweep -= 2 * .pi }
                path.addEllipticalArc(center: center, radiusX: q.radius, radiusY: q.radius, startAngle: a0, sweep: sweep)
                path.replaceLastPoint(with: e2)
            }
            if smooth { path.addCurve(to: at(0, q.p), control1: at(0, q.p - q.a - q.b), control2: at(0, q.p - q.a)) }
            else { path.replaceLastPoint(with: at(0, q.p)) }
        }
        path.closeSubpath()
        return path
    }
}
