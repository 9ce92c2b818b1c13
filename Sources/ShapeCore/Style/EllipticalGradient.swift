/// SwiftUI's `EllipticalGradient`: a radial gradient defined in the unit
/// square, then stretched to the frame it fills, so its rings are
/// ellipses with the frame's proportions. Radii are fractions of the
/// frame (`endRadiusFraction` 0.5 with the centre in the middle reaches
/// the middle of every edge).
public struct EllipticalGradient: Hashable, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadiusFraction: Double
    public var endRadiusFraction: Double

    public init(gradient: Gradient, center: UnitPoint = .center,
                startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.gradient = gradient; self.center = center
        self.startRadiusFraction = startRadiusFraction; self.endRadiusFraction = endRadiusFraction
    }
    public init(colors: [Color], center: UnitPoint = .center,
                startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) throws {
        self.init(gradient: try Gradient(colors: colors), center: center,
                  startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// The colour at `p` of `rect` (what the pixel tests compare with).
    public func color(at p: Point, in rect: Rect) -> Color {
        guard rect.width > 0, rect.height > 0 else { return gradient.color(at: 0) }
        let ux = (p.x - rect.minX) / rect.width - center.x, uy = (p.y - rect.minY) / rect.height - center.y
        let d = (ux * ux + uy * uy).squareRoot()
        let end = max(endRadiusFraction, 0), start = min(max(startRadiusFraction, 0), end)
        let t = end > start ? (d - start) / (end - start) : (d >= end ? 1 : 0)
        return gradient.color(at: t)
    }
}

extension EllipticalGradient: ViewConvertible {
    public var view: View { View(.style(.ellipticalGradient(self))) }
}
