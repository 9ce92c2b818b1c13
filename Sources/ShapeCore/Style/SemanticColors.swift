/// SwiftUI's grey scale and semantic (label) colours, light mode (docs/COLORS.md).
extension Color {
    /// SwiftUI's `Color(white:opacity:)`: a grey with every sRGB component
    /// equal to `white` (clamped to 0...1 as every component is).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// Apple's light-mode label colours: `primary` is black; `secondary` and
    /// `tertiary` are the label grey #3C3C43 at 60 % and 30 % (docs/COLORS.md).
    public static let primary = Color.black
    public static let secondary = Color.labelGrey.opacity(0.6)
    public static let tertiary = Color.labelGrey.opacity(0.3)
    static let labelGrey = Color(rgb8: 0x3C, 0x3C, 0x43)

    /// The semantic names, also accepted by `Color(name)` and style strings.
    public static let semanticNames: [String] = ["primary", "secondary", "tertiary"]
    public static let semanticColors: [Color] = [primary, secondary, tertiary]
}
