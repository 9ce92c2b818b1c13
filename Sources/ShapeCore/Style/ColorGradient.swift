/// SwiftUI's `Color.gradient` (an `AnyGradient`): "a subtle vertical
/// gradient derived from the colour". Apple publishes no formula, so
/// shapelua fixes one (docs/SVG.md): from the top, the colour mixed 15 %
/// toward white, to the bottom, the colour mixed 10 % toward black, in
/// sRGB, alpha kept. The colour itself then sits a little above the middle,
/// as in SwiftUI's renderings, and a colour's gradient never changes hue.
extension Color {
    public var gradient: LinearGradient {
        let top = mixed(with: .white, amount: 0.15), bottom = mixed(with: .black, amount: 0.10)
        let g = Gradient(checkedStops: [.init(color: top, location: 0), .init(color: bottom, location: 1)])
        return LinearGradient(gradient: g, startPoint: .top, endPoint: .bottom)
    }

    /// Straight-alpha sRGB mix: the colour moved `amount` (0...1) toward
    /// `other`'s red, green and blue; the alpha stays this colour's.
    public func mixed(with other: Color, amount: Double) -> Color {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        return Color(red: mix(red, other.red), green: mix(green, other.green),
                     blue: mix(blue, other.blue), opacity: opacity)
    }
}
