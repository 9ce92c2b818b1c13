/// Bad input to a view, a modifier, layout or rendering; the message is
/// what a user sees (the Lua binding prefixes the function name).
public enum ViewError: Error, Equatable, CustomStringConvertible {
    case unknownName(kind: String, name: String, valid: [String])
    case negative(what: String, value: Double)
    case notFinite(what: String)
    case badFrame(String)
    case invalidContext
    case noFontProvider
    /// Layout or rendering refused a tree nested too deeply (NestingGuard).
    case nestedTooDeeply(String)
    case message(String)

    public var description: String {
        switch self {
        case .unknownName(let kind, let name, let valid):
            return NameSuggestion.unknown(kind, name, valid: valid)
        case .negative(let what, let value):
            return "\(what) must be >= 0, got \(ViewError.format(value))"
        case .notFinite(let what):
            return "\(what) must be a finite number"
        case .badFrame(let m):
            return m
        case .invalidContext:
            return "the Canvas context is no longer valid (it was kept after its drawing function returned)"
        case .noFontProvider:
            return "Text needs a font provider (FreeType through fontconfig), and none is available"
        case .nestedTooDeeply(let why):
            return "views nested too deeply during layout (\(why))"
        case .message(let m):
            return m
        }
    }

    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
