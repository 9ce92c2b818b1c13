#if canImport(Glibc)
import Glibc // cos/sin; not Foundation, which adds ~60 MB and a slower start-up
#endif

/// SwiftUI's `AngularGradient` (a conic gradient): the colour depends on
/// the angle around `center`, a unit point of the frame it fills. Angles
/// are degrees, 0 pointing trailing (+x) and growing clockwise (y is down),
/// as SwiftUI's `Angle` in a view.
///
/// SwiftUI's rules, which `turn` implements:
/// - `startAngle == endAngle` (both default to 0) is one full turn from
///   `startAngle`;
/// - a span shorter than a turn leaves a gap, filled half with the last
///   colour and half with the first, switching in the middle of the gap;
/// - a span longer than a turn draws only its last complete turn;
/// - `endAngle < startAngle` runs counter-clockwise.
public struct AngularGradient: Hashable, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Double
    public var endAngle: Double

    public init(gradient: Gradient, center: UnitPoint = .center, startAngle: Double = 0, endAngle: Double = 0) {
        self.gradient = gradient; self.center = center
        self.startAngle = startAngle; self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint = .center, startAngle: Double = 0, endAngle: Double = 0) throws {
        self.init(gradient: try Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// One turn of the gradient as a piecewise-linear function of the
    /// angle: the angle of `u` degrees into the turn is `base + sign * u`;
    /// `knots` go from u = 0 to u = 360, sorted, and the colour between
    /// two knots is their straight-alpha sRGB mix (as SVG's own gradients
    /// mix). Two knots at one `u` are a hard change.
    public struct Turn: Sendable {
        public var base: Double
        public var sign: Double
        public var knots: [(u: Double, color: Color)]
    }

    public var turn: Turn {
        let span0 = endAngle - startAngle
        let span = span0 == 0 || !span0.isFinite ? 360 : span0
        let sign: Double = span < 0 ? -1 : 1
        let length = abs(span)
        let stops = gradient.stops
        var knots: [(u: Double, color: Color)] = []
        if length < 360 {
            knots.append((0, stops[0].color))
            for s in stops { knots.append((s.location * length, s.color)) }
            let last = stops[stops.count - 1].color, middle = length + (360 - length) / 2
            knots += [(length, last), (middle, last), (middle, stops[0].color), (360, stops[0].color)]
            return Turn(base: startAngle, sign: sign, knots: knots)
        }
        // The last complete turn: gradient locations t0...1.
        let t0 = 1 - 360 / length
        knots.append((0, gradient.color(at: t0)))
        for s in stops where s.location > t0 { knots.append(((s.location - t0) * length, s.color)) }
        knots.append((360, stops[stops.count - 1].color))
        return Turn(base: endAngle - sign * 360, sign: sign, knots: knots)
    }

    /// The colour at `degrees` (any finite angle), from `turn`: what the
    /// SVG drawing approximates, and what the pixel tests compare with.
    public func color(atDegrees degrees: Double) -> Color {
        let t = turn
        var u = ((degrees - t.base) * t.sign).truncatingRemainder(dividingBy: 360)
        if u < 0 { u += 360 }
        return Turn.color(t.knots, at: u)
    }
}

extension AngularGradient.Turn {
    /// The colour at `u` of a knot list (the last knot wins at a hard change).
    static func color(_ knots: [(u: Double, color: Color)], at u: Double) -> Color {
        var i = 0
        while i + 1 < knots.count && knots[i + 1].u <= u { i += 1 }
        if i + 1 >= knots.count { return knots[knots.count - 1].color }
        let a = knots[i], b = knots[i + 1]
        let w = b.u > a.u ? (u - a.u) / (b.u - a.u) : 0
        return a.color.interpolated(to: b.color, w)
    }
}

extension Gradient {
    /// The colour at `t` along the gradient: the first stop's colour
    /// before it, the last's after it, a straight mix in between.
    public func color(at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .black }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        var i = 0
        while i + 1 < stops.count && stops[i + 1].location <= t { i += 1 }
        let a = stops[i], b = stops[min(i + 1, stops.count - 1)]
        let w = b.location > a.location ? (t - a.location) / (b.location - a.location) : 0
        return a.color.interpolated(to: b.color, w)
    }
}

extension Color {
    /// Every component (alpha too) moved `w` of the way to `other`.
    public func interpolated(to other: Color, _ w: Double) -> Color {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * w }
        return Color(red: mix(red, other.red), green: mix(green, other.green),
                     blue: mix(blue, other.blue), opacity: mix(opacity, other.opacity))
    }
}

extension AngularGradient: ViewConvertible {
    public var view: View { View(.style(.angularGradient(self))) }
}
