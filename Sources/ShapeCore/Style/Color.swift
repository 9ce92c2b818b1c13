/// An sRGB colour with straight (not premultiplied) alpha, every component
/// in 0...1. SwiftUI's `Color` for the cases shapelua needs.
///
/// # Guarantees
/// - All four components are finite and clamped to 0...1.
public struct Color: Hashable, Sendable {
    public let red: Double
    public let green: Double
    public let blue: Double
    /// Alpha; SwiftUI calls it opacity.
    public let opacity: Double

    /// Components in 0...1; values outside are clamped, NaN becomes 0
    /// (the Lua binding rejects non-finite numbers before they get here).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.opacity = Color.clamp(opacity)
    }

    /// HSB as SwiftUI's `Color(hue:saturation:brightness:opacity:)`; hue in
    /// 0...1 (a full turn). Conversion after the standard HSV hexcone model.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = Color.clamp(hue), s = Color.clamp(saturation), v = Color.clamp(brightness)
        let sector = (h * 6).truncatingRemainder(dividingBy: 6)
        let i = Int(sector.rounded(.down))
        let f = sector - Double(i)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (Double, Double, Double)
        switch i {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
    }

    /// 8-bit components, as in `#rrggbb`.
    public init(rgb8 r: UInt8, _ g: UInt8, _ b: UInt8, alpha8 a: UInt8 = 255) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255,
                  opacity: Double(a) / 255)
    }

    /// A colour by name or hex: the SwiftUI names and Apple's system
    /// colours first (their `scheme` values: light by default, docs/COLORS.md),
    /// then every CSS named colour (case-insensitive), then `#rgb #rgba
    /// #rrggbb #rrggbbaa`.
    public init(_ name: String, scheme: ColorScheme = .light) throws {
        if let c = Color.named(name, scheme) { self = c; return }
        if name.hasPrefix("#") {
            guard let c = Color.parseHex(name) else { throw StyleError.badHexColor(name) }
            self = c
            return
        }
        throw StyleError.unknownColor(name)
    }

    /// The colour with its alpha multiplied by `amount` (SwiftUI's `opacity(_:)`).
    public func opacity(_ amount: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: opacity * amount)
    }

    /// The colour's 8-bit components, rounded to nearest.
    public var rgb8: (r: UInt8, g: UInt8, b: UInt8) {
        (Color.byte(red), Color.byte(green), Color.byte(blue))
    }

    static func byte(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }

    static func clamp(_ v: Double) -> Double {
        v.isNaN ? 0 : min(max(v, 0), 1)
    }

    static func named(_ name: String, _ scheme: ColorScheme = .light) -> Color? {
        let key = name.lowercased()
        if let c = systemByKey[key] { return c.value(scheme) }
        if let c = swiftUINamed[key] { return c }
        if key == "transparent" { return clear }  // CSS keyword, same as SwiftUI's clear
        if let hex = cssNamedColors[key] {
            return Color(rgb8: UInt8(hex >> 16), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF))
        }
        return nil
    }

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`; nil for anything else.
    static func parseHex(_ text: String) -> Color? {
        var digits: [UInt8] = []
        for byte in text.utf8.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        switch digits.count {
        case 3, 4:
            let v = digits.map { $0 * 17 }
            return Color(rgb8: v[0], v[1], v[2], alpha8: digits.count == 4 ? v[3] : 255)
        case 6, 8:
            var v: [UInt8] = []
            for i in stride(from: 0, to: digits.count, by: 2) { v.append(digits[i] * 16 + digits[i + 1]) }
            return Color(rgb8: v[0], v[1], v[2], alpha8: digits.count == 8 ? v[3] : 255)
        default:
            return nil
        }
    }
}

extension Color {
    // SwiftUI's named colours, light mode (docs/COLORS.md).
    public static let black = Color(rgb8: 0x00, 0x00, 0x00)
    public static let white = Color(rgb8: 0xFF, 0xFF, 0xFF)
    public static let gray = Color(rgb8: 0x8E, 0x8E, 0x93)
    public static let red = Color(rgb8: 0xFF, 0x3B, 0x30)
    public static let orange = Color(rgb8: 0xFF, 0x95, 0x00)
    public static let yellow = Color(rgb8: 0xFF, 0xCC, 0x00)
    public static let green = Color(rgb8: 0x34, 0xC7, 0x59)
    public static let mint = Color(rgb8: 0x00, 0xC7, 0xBE)
    public static let teal = Color(rgb8: 0x30, 0xB0, 0xC7)
    public static let cyan = Color(rgb8: 0x32, 0xAD, 0xE6)
    public static let blue = Color(rgb8: 0x00, 0x7A, 0xFF)
    public static let indigo = Color(rgb8: 0x58, 0x56, 0xD6)
    public static let purple = Color(rgb8: 0xAF, 0x52, 0xDE)
    public static let pink = Color(rgb8: 0xFF, 0x2D, 0x55)
    public static let brown = Color(rgb8: 0xA2, 0x84, 0x5E)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)

    /// The SwiftUI names in the documented order (docs/COLORS.md) (for `Color.red` style fields in Lua).
    public static let swiftUINames: [String] = [
        "black", "white", "gray", "red", "orange", "yellow", "green", "mint",
        "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "clear",
    ]

    static let swiftUINamed: [String: Color] = [
        "black": black, "white": white, "gray": gray, "red": red, "orange": orange,
        "yellow": yellow, "green": green, "mint": mint, "teal": teal, "cyan": cyan,
        "blue": blue, "indigo": indigo, "purple": purple, "pink": pink, "brown": brown,
        "clear": clear,
    ]
}

extension Color {
    /// "unknown color 'gren'; did you mean 'green'? (use a SwiftUI or CSS
    /// colour name, ...)". SwiftUI's names (and the semantic ones) are
    /// suggested before CSS's, as they are looked up first: `lightRed`
    /// suggests `red`, as `Color.lightRed` does, not CSS's `lightgreen`.
    static func unknownNameMessage(_ name: String) -> String {
        let note = "use a SwiftUI or CSS colour name, or #rgb, #rgba, #rrggbb, #rrggbbaa"
        let first = swiftUINames + systemNames
        let candidates = NameSuggestion.nearest(to: name, in: first) != nil ? first : cssNamedColors.keys.sorted() + ["transparent"]
        return NameSuggestion.unknown("color", quoted: MessageText.quoted(name), name: name, candidates: candidates, note: note)
    }
}
