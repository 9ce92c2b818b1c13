#if canImport(Glibc)
import Glibc
#endif

/// CSS `corner-shape` (CSS Borders 4 §3.7–3.9): every value is a
/// `superellipse(K)`; the corner curve is |x|ⁿ + |y|ⁿ = 1 with n = 2^|K|
/// in the corner's radius box, and for K < 0 its mirror image (the convex
/// curve of 2^|K| turned about the box's diagonal, so that it bulges toward
/// the box's centre: a concave corner). The keywords are round = 1,
/// squircle = 2, bevel = 0, scoop = −1, notch = −∞, square = +∞.
public struct CSSCornerShape: Hashable, Sendable, CustomStringConvertible {
    /// The superellipse parameter K (±infinity allowed).
    public var k: Double

    public init(k: Double) { self.k = k }

    public static let round = CSSCornerShape(k: 1)
    public static let squircle = CSSCornerShape(k: 2)
    public static let bevel = CSSCornerShape(k: 0)
    public static let scoop = CSSCornerShape(k: -1)
    public static let notch = CSSCornerShape(k: -.infinity)
    public static let square = CSSCornerShape(k: .infinity)

    public static let keywords = ["round", "squircle", "bevel", "scoop", "notch", "square"]
    static let byKeyword: [String: CSSCornerShape] = [
        "round": .round, "squircle": .squircle, "bevel": .bevel,
        "scoop": .scoop, "notch": .notch, "square": .square,
    ]

    /// Parses a keyword or `superellipse(K)` (K a number, `infinity` or
    /// `-infinity`; spaces allowed inside the parentheses), as CSS does,
    /// ASCII case-insensitively.
    public init(parsing text: String) throws {
        let t = text.lowercased()
        if let shape = Self.byKeyword[t] { self = shape; return }
        let prefix = "superellipse(", suffix = ")"
        guard t.hasPrefix(prefix), t.hasSuffix(suffix), t.count > prefix.count + suffix.count else {
            throw CSSError.unknownCornerShape(text: text)
        }
        let inner = t.dropFirst(prefix.count).dropLast(suffix.count).trimmingSpaces()
        switch inner {
        case "infinity", "+infinity": self = .square
        case "-infinity": self = .notch
        default:
            guard !inner.isEmpty, inner.allSatisfy({ "0123456789.+-e".contains($0) }),
                  let v = Double(inner), v.isFinite else { throw CSSError.unknownCornerShape(text: text) }
            self.init(k: v)
        }
    }

    /// Beyond this exponent a corner is drawn as its two straight sides
    /// (and a concave one as the notch): Chromium clamps the curvature to
    /// [1/1000, 1000] the same way, and n = 1000 is within 0.1% of square.
    public static let straightExponent = 1000.0

    /// n = 2^|K|, clamped to [1, straightExponent].
    public var exponent: Double {
        let e = Swift.abs(k)
        if e >= log2(Self.straightExponent) { return Self.straightExponent }
        return Swift.min(Self.straightExponent, Swift.max(1, pow(2, e)))
    }

    /// K < 0: the curve bulges inward (scoop, notch).
    public var isConcave: Bool { k < 0 }

    public var description: String {
        if let name = Self.keywords.first(where: { Self.byKeyword[$0] == self }) { return name }
        return "superellipse(\(GeometryError.show(k)))"
    }
}

private extension Substring {
    func trimmingSpaces() -> Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
