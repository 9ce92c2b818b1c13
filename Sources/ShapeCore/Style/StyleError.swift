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
            return "unknown color \(MessageText.quoted(n)) (use a SwiftUI or CSS colour name, or #rgb, #rgba, #rrggbb, #rrggbbaa)"
        case .badHexColor(let n):
            return "bad hex color \(MessageText.quoted(n)) (expected #rgb, #rgba, #rrggbb or #rrggbbaa)"
        case .unknownUnitPoint(let n):
            return "unknown unit point \(MessageText.quoted(n)) (valid: \(UnitPoint.names.joined(separator: ", ")))"
        case .gradientNeedsColors:
            return "a gradient needs at least one colour or stop"
        case .badStopLocation(let v):
            return "gradient stop location must be in 0...1, got \(v)"
        }
    }
}
