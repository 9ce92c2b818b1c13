/// CSS `border-radius` (CSS Backgrounds 3 §5.1–5.5) as values: lengths in
/// px or percentages of the box, the shorthand's 1–4 value repetition, and
/// the "f" rule that scales overlapping curves down uniformly.

/// A CSS length for a radius: px, or a percentage of the box's width (for
/// horizontal radii) or height (vertical radii).
public enum CSSLength: Hashable, Sendable, CustomStringConvertible {
    case px(Double)
    case percent(Double)

    /// Rejects NaN, infinities and negative values (radii are >= 0 in CSS).
    public static func validated(_ length: CSSLength, _ name: String) throws -> CSSLength {
        switch length {
        case .px(let v): return .px(try Validate.nonNegative(v, name))
        case .percent(let v): return .percent(try Validate.nonNegative(v, name))
        }
    }

    /// Parses `"12"`, `"12px"` or `"50%"` (what a Lua string may hold).
    public init(parsing text: String, name: String) throws {
        var body = Substring(text)
        var percent = false
        if body.hasSuffix("%") { percent = true; body = body.dropLast() }
        else if body.hasSuffix("px") { body = body.dropLast(2) }
        guard !body.isEmpty, body.allSatisfy({ "0123456789.+-eE".contains($0) }), let v = Double(body) else {
            throw CSSError.badLength(name: name, text: text)
        }
        self = try CSSLength.validated(percent ? .percent(v) : .px(v), name)
    }

    /// The length in px for a box side of `reference` px.
    public func resolved(against reference: Double) -> Double {
        switch self {
        case .px(let v): return v
        case .percent(let p): return p / 100 * reference // may be +inf for huge p: clamped by the caller
        }
    }

    public var description: String {
        switch self {
        case .px(let v): return GeometryError.show(v)
        case .percent(let p): return GeometryError.show(p) + "%"
        }
    }
}

/// Errors of CSS values, with the message the Lua layer shows.
public enum CSSError: Error, Hashable, Sendable, CustomStringConvertible {
    case badLength(name: String, text: String)
    case wrongCount(name: String, count: Int)
    case unknownCornerShape(text: String)

    public var description: String {
        switch self {
        case let .badLength(name, text):
            return "\(name): \(MessageText.quoted(text)) is not a length (a number >= 0, \"12px\" or \"50%\")"
        case let .wrongCount(name, count):
            return "\(name) takes 1 to 4 values, got \(count)"
        case let .unknownCornerShape(text):
            return NameSuggestion.unknown("corner shape", quoted: MessageText.quoted(text), name: text, candidates: CSSCornerShape.keywords,
                                          note: "valid: \(CSSCornerShape.keywords.joined(separator: ", ")), superellipse(K)")
        }
    }
}

/// CSS's shorthand repetition for 1–4 values in the order top-left,
/// top-right, bottom-right, bottom-left (CSS Backgrounds 3 §5.1): one value
/// for all; two: the second for top-right and bottom-left; three: the
/// second for top-right and bottom-left, the third for bottom-right.
/// Borders use the same rule for top, right, bottom, left.
public func cssExpandFour<T>(_ values: [T], name: String) throws -> [T] {
    switch values.count {
    case 1: return [values[0], values[0], values[0], values[0]]
    case 2: return [values[0], values[1], values[0], values[1]]
    case 3: return [values[0], values[1], values[2], values[1]]
    case 4: return values
    default: throw CSSError.wrongCount(name: name, count: values.count)
    }
}

/// `border-radius` for the four corners, each with a horizontal and a
/// vertical radius (`a b c d / e f g h`), in the order top-left, top-right,
/// bottom-right, bottom-left.
public struct CSSBorderRadius: Hashable, Sendable {
    public var horizontal: [CSSLength]
    public var vertical: [CSSLength]

    public static let zero = CSSBorderRadius(uniform: .px(0))

    public init(uniform: CSSLength) {
        horizontal = [uniform, uniform, uniform, uniform]
        vertical = horizontal
    }

    /// `horizontal` and `vertical` each 1–4 values (CSS's repetition rule).
    public init(horizontal h: [CSSLength], vertical v: [CSSLength]) throws {
        horizontal = try cssExpandFour(h.map { try CSSLength.validated($0, "borderRadius") }, name: "borderRadius")
        vertical = try cssExpandFour(v.map { try CSSLength.validated($0, "borderRadius") }, name: "borderRadius")
    }

    /// The used radii in `size`: percentages resolved, then every radius
    /// multiplied by f = min(Lᵢ / Sᵢ) over the four sides when f < 1
    /// (CSS Backgrounds 3 §5.5, "Overlapping Curves"), where Lᵢ is the
    /// side's length and Sᵢ the sum of the two radii along it.
    public func resolved(in size: Size) -> CSSCornerRadii {
        let w = Swift.max(0, size.width), h = Swift.max(0, size.height)
        // Clamped so that a sum of two radii stays finite (1e308 and
        // "1e308%" are accepted and must still scale by f, not overflow).
        let limit = Double.greatestFiniteMagnitude / 4
        var rx = horizontal.map { Swift.min(limit, $0.resolved(against: w)) }
        var ry = vertical.map { Swift.min(limit, $0.resolved(against: h)) }
        let f = CSSCornerRadii.overlapFactor(rx: rx, ry: ry, width: w, height: h)
        if f < 1 {
            rx = rx.map { $0 * f }
            ry = ry.map { $0 * f }
        }
        // CSS: a corner with either radius 0 is square.
        for i in 0..<4 where rx[i] <= 0 || ry[i] <= 0 { rx[i] = 0; ry[i] = 0 }
        return CSSCornerRadii(rx: rx, ry: ry)
    }
}

/// Used radii in px, top-left, top-right, bottom-right, bottom-left.
public struct CSSCornerRadii: Hashable, Sendable {
    public var rx: [Double]
    public var ry: [Double]

    /// CSS's f: the smallest side length / radii-sum ratio (1 when all fit).
    public static func overlapFactor(rx: [Double], ry: [Double], width w: Double, height h: Double) -> Double {
        var f = 1.0
        func side(_ length: Double, _ sum: Double) {
            if sum > 0 { f = Swift.min(f, length / sum) }
        }
        side(w, rx[0] + rx[1])   // top
        side(w, rx[3] + rx[2])   // bottom
        side(h, ry[0] + ry[3])   // left
        side(h, ry[1] + ry[2])   // right
        return f
    }
}
