/// Bad input to a style constructor; the message is what a user sees.
public enum StyleError: Error, Equatable, CustomStringConvertible {
    case unknownColor(String)
    case badHexColor(String)
    case unknownUnitPoint(String)
    case gradientNeedsColors
    case badStopLocation(Double)

    public var description: String {
        switch self {
        case .unknownColor(let n):
            return Color.unknownNameMessage(n)
        case .badHexColor(let n):
            return "bad hex color \(MessageText.quoted(n)) (expected #rgb, #rgba, #rrggbb or #rrggbbaa)"
        case .unknownUnitPoint(let n):
            return NameSuggestion.unknown("unit point", n, valid: UnitPoint.names)
        case .gradientNeedsColors:
            return "a gradient needs at least one colour or stop"
        case .badStopLocation(let v):
            return "gradient stop location must be in 0...1, got \(v)"
        }
    }
}
