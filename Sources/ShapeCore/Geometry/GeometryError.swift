/// A typed error for geometry input that is not acceptable. The Lua layer
/// turns `description` into its message ("radius must be >= 0, got -3").
public enum GeometryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `name` was NaN or infinite.
    case notFinite(name: String, value: Double)
    /// `name` must be >= 0.
    case negative(name: String, value: Double)
    /// `name` must be > 0 (a tolerance).
    case notPositive(name: String, value: Double)
    /// A value outside its closed range.
    case outOfRange(name: String, value: Double, min: Double, max: Double)
    /// An unknown corner name; `valid` lists the accepted ones.
    case unknownCorner(name: String, valid: [String])
    /// An unknown enumeration value (fill rule, line cap, style …).
    case unknownName(kind: String, name: String, valid: [String])
    /// Malformed SVG path data: the byte offset of the first bad character.
    case badPathData(offset: Int, message: String)
    /// Finite input whose result does not fit in a Double (a coordinate,
    /// a length or an area beyond ±1.8e308); `what` names the result.
    case tooLarge(what: String)
    /// A measurement whose bounded method cannot reach its accuracy on
    /// this input (`what` names it, `detail` says why) — refused rather
    /// than answered wrongly.
    case tooComplex(what: String, detail: String)

    public var description: String {
        switch self {
        case let .notFinite(name, value):
            return "\(name) must be a finite number, got \(Self.show(value))"
        case let .negative(name, value):
            return "\(name) must be >= 0, got \(Self.show(value))"
        case let .notPositive(name, value):
            return "\(name) must be > 0, got \(Self.show(value))"
        case let .outOfRange(name, value, lo, hi):
            return "\(name) must be between \(Self.show(lo)) and \(Self.show(hi)), got \(Self.show(value))"
        case let .unknownCorner(name, valid):
            return NameSuggestion.unknown("corner", name, valid: valid)
        case let .unknownName(kind, name, valid):
            return NameSuggestion.unknown(kind, name, valid: valid)
        case let .badPathData(offset, message):
            return "bad path data at offset \(offset): \(message)"
        case let .tooLarge(what):
            return "\(what) exceeds the range of numbers (±1.8e308)"
        case let .tooComplex(what, detail):
            return "\(what) cannot be measured: \(detail)"
        }
    }

    /// Integers print without ".0" so messages read "got -3".
    static func show(_ v: Double) -> String {
        if v.isNaN { return "nan" }
        if v.isInfinite { return v < 0 ? "-inf" : "inf" }
        if v == v.rounded() && Swift.abs(v) < 1e15 { return String(Int64(v)) }
        return String(v)
    }
}

/// Validators shared by every constructor that takes user numbers.
public enum Validate {
    @inline(__always)
    public static func finite(_ v: Double, _ name: String) throws -> Double {
        guard v.isFinite else { throw GeometryError.notFinite(name: name, value: v) }
        return v
    }
    @inline(__always)
    public static func nonNegative(_ v: Double, _ name: String) throws -> Double {
        guard v.isFinite else { throw GeometryError.notFinite(name: name, value: v) }
        guard v >= 0 else { throw GeometryError.negative(name: name, value: v) }
        return v
    }
    public static func inRange(_ v: Double, _ lo: Double, _ hi: Double, _ name: String) throws -> Double {
        guard v.isFinite else { throw GeometryError.notFinite(name: name, value: v) }
        guard v >= lo && v <= hi else { throw GeometryError.outOfRange(name: name, value: v, min: lo, max: hi) }
        return v
    }
}
