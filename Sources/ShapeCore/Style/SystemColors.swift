/// Light or dark: which value a system colour takes (SwiftUI's
/// `ColorScheme`).
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    case light, dark
}

/// Apple's adaptive colours with their light and dark values: SwiftUI's
/// named colours (`red` … `brown`, `gray`, and the label styles `primary`,
/// `secondary`, `tertiary`) and UIKit's system colours (`systemBlue` …
/// `systemGray6`, `label` … `quaternaryLabel`, the fills, backgrounds,
/// separators, `link`, `placeholderText`), base level, normal contrast.
///
/// Sources: the standard colours and greys are the iOS table of Apple's
/// Human Interface Guidelines, "Color", Specifications (the values
/// published for iOS 15–18; the light ones are docs/COLORS.md); the element
/// colours (labels, fills, backgrounds, separators) are UIKit's values as
/// documented for each `UIColor` and recorded with Apple's documentation
/// links in Flutter's `CupertinoColors` (packages/flutter/lib/src/cupertino/
/// colors.dart), 8-bit components with 8-bit alpha.
extension Color {
    /// One adaptive colour.
    public struct System: Sendable {
        public let name: String
        public let light: Color
        public let dark: Color

        public func value(_ scheme: ColorScheme) -> Color { scheme == .dark ? dark : light }
    }

    private static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> Color {
        Color(rgb8: r, g, b, alpha8: a)
    }

    /// In the docs' order: SwiftUI's names, then UIKit's.
    public static let systemColors: [System] = {
        func c(_ name: String, _ light: Color, _ dark: Color) -> System { System(name: name, light: light, dark: dark) }
        let red = rgb(255, 69, 58), orange = rgb(255, 159, 10), yellow = rgb(255, 214, 10), green = rgb(48, 209, 88)
        let mint = rgb(102, 212, 207), teal = rgb(64, 200, 224), cyan = rgb(100, 210, 255), blue = rgb(10, 132, 255)
        let indigo = rgb(94, 92, 230), purple = rgb(191, 90, 242), pink = rgb(255, 55, 95), brown = rgb(172, 142, 104)
        let labelDark = rgb(235, 235, 245)
        return [
            // SwiftUI's names (light values: docs/COLORS.md).
            c("red", .red, red), c("orange", .orange, orange), c("yellow", .yellow, yellow),
            c("green", .green, green), c("mint", .mint, mint), c("teal", .teal, teal), c("cyan", .cyan, cyan),
            c("blue", .blue, blue), c("indigo", .indigo, indigo), c("purple", .purple, purple),
            c("pink", .pink, pink), c("brown", .brown, brown), c("gray", .gray, .gray),
            c("primary", .primary, .white),
            c("secondary", .secondary, labelDark.opacity(0.6)),
            c("tertiary", .tertiary, labelDark.opacity(0.3)),
            // UIKit's standard colours.
            c("systemRed", .red, red), c("systemOrange", .orange, orange), c("systemYellow", .yellow, yellow),
            c("systemGreen", .green, green), c("systemMint", .mint, mint), c("systemTeal", .teal, teal),
            c("systemCyan", .cyan, cyan), c("systemBlue", .blue, blue), c("systemIndigo", .indigo, indigo),
            c("systemPurple", .purple, purple), c("systemPink", .pink, pink), c("systemBrown", .brown, brown),
            c("systemGray", .gray, .gray),
            c("systemGray2", rgb(174, 174, 178), rgb(99, 99, 102)),
            c("systemGray3", rgb(199, 199, 204), rgb(72, 72, 74)),
            c("systemGray4", rgb(209, 209, 214), rgb(58, 58, 60)),
            c("systemGray5", rgb(229, 229, 234), rgb(44, 44, 46)),
            c("systemGray6", rgb(242, 242, 247), rgb(28, 28, 30)),
            // UIKit's element colours.
            c("label", .black, .white),
            c("secondaryLabel", rgb(60, 60, 67, 153), rgb(235, 235, 245, 153)),
            c("tertiaryLabel", rgb(60, 60, 67, 76), rgb(235, 235, 245, 76)),
            c("quaternaryLabel", rgb(60, 60, 67, 45), rgb(235, 235, 245, 40)),
            c("placeholderText", rgb(60, 60, 67, 76), rgb(235, 235, 245, 76)),
            c("link", rgb(0, 122, 255), rgb(9, 132, 255)),
            c("separator", rgb(60, 60, 67, 73), rgb(84, 84, 88, 153)),
            c("opaqueSeparator", rgb(198, 198, 200), rgb(56, 56, 58)),
            c("systemFill", rgb(120, 120, 128, 51), rgb(120, 120, 128, 91)),
            c("secondarySystemFill", rgb(120, 120, 128, 40), rgb(120, 120, 128, 81)),
            c("tertiarySystemFill", rgb(118, 118, 128, 30), rgb(118, 118, 128, 61)),
            c("quaternarySystemFill", rgb(116, 116, 128, 20), rgb(118, 118, 128, 45)),
            c("systemBackground", .white, .black),
            c("secondarySystemBackground", rgb(242, 242, 247), rgb(28, 28, 30)),
            c("tertiarySystemBackground", .white, rgb(44, 44, 46)),
            c("systemGroupedBackground", rgb(242, 242, 247), .black),
            c("secondarySystemGroupedBackground", .white, rgb(28, 28, 30)),
            c("tertiarySystemGroupedBackground", rgb(242, 242, 247), rgb(44, 44, 46)),
        ]
    }()

    /// The adaptive names, in `systemColors` order.
    public static let systemNames: [String] = systemColors.map(\.name)

    /// By lowercased name (colour names are case-insensitive).
    static let systemByKey: [String: System] = Dictionary(uniqueKeysWithValues: systemColors.map { ($0.name.lowercased(), $0) })

    /// The adaptive colour `name` names (any case) in `scheme`; nil for
    /// any other name.
    public static func system(_ name: String, _ scheme: ColorScheme) -> Color? {
        systemByKey[name.lowercased()]?.value(scheme)
    }
}
