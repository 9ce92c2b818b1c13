/// The one way shapelua writes JSON (an icon set's `Contents.json`, the
/// web manifest's icon list): values are built as data and written here,
/// so every string is escaped as RFC 8259 §7 requires — `"` and `\`
/// with a backslash, control characters U+0000–U+001F as `\b \f \n \r \t`
/// or `\u00XX`; other text, non-ASCII included, as UTF-8. (A name such as
/// `My"App` pasted between quotes made invalid JSON.)
public indirect enum JSONValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    /// A finite number, written in Swift's shortest round-tripping form
    /// (`0.5`, `1.0` as `1`): the same text on every run.
    case number(Double)
    case boolean(Bool)
    case array([JSONValue])
    /// Members in the order given (Xcode writes its keys sorted; callers
    /// list them so).
    case object([Member])

    public struct Member: Equatable, Sendable {
        public let key: String
        public let value: JSONValue
        public init(_ key: String, _ value: JSONValue) { self.key = key; self.value = value }
    }

    /// Xcode's layout for asset catalogs: one member or item per line,
    /// two spaces per level, `"key" : value`.
    public func xcodeText(level: Int = 0) -> String {
        let inner = String(repeating: "  ", count: level + 1), outer = String(repeating: "  ", count: level)
        switch self {
        case .array(let items) where !items.isEmpty:
            return "[\n" + items.map { inner + $0.xcodeText(level: level + 1) }.joined(separator: ",\n") + "\n\(outer)]"
        case .object(let members) where !members.isEmpty:
            return "{\n" + members.map { inner + Self.quoted($0.key) + " : " + $0.value.xcodeText(level: level + 1) }
                .joined(separator: ",\n") + "\n\(outer)}"
        default:
            return compactText
        }
    }

    /// One line: `{"key": value, …}`, `[a, b]`.
    public var compactText: String {
        switch self {
        case .string(let s): return Self.quoted(s)
        case .integer(let i): return String(i)
        case .number(let x):
            guard x.isFinite else { return "0" }
            return x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
        case .boolean(let b): return b ? "true" : "false"
        case .array(let items): return "[" + items.map(\.compactText).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { Self.quoted($0.key) + ": " + $0.value.compactText }.joined(separator: ", ") + "}"
        }
    }

    /// A JSON string literal of `text`.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
