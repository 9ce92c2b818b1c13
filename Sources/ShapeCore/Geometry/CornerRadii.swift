/// Per-corner radii (SwiftUI's `RectangleCornerRadii`).
public struct CornerRadii: Hashable, Sendable {
    public var topLeading: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double
    public var topTrailing: Double
    public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
    public init(all r: Double) { self.init(topLeading: r, bottomLeading: r, bottomTrailing: r, topTrailing: r) }
    public static let zero = CornerRadii()

    /// Rejects negative or non-finite radii ("topLeadingRadius must be >= 0, got -3").
    public static func validated(topLeading: Double = 0, bottomLeading: Double = 0,
                                 bottomTrailing: Double = 0, topTrailing: Double = 0) throws -> CornerRadii {
        CornerRadii(topLeading: try Validate.nonNegative(topLeading, "topLeadingRadius"),
                    bottomLeading: try Validate.nonNegative(bottomLeading, "bottomLeadingRadius"),
                    bottomTrailing: try Validate.nonNegative(bottomTrailing, "bottomTrailingRadius"),
                    topTrailing: try Validate.nonNegative(topTrailing, "topTrailingRadius"))
    }

    public subscript(corner: Corner) -> Double {
        get {
            switch corner {
            case .topLeading: return topLeading
            case .topTrailing: return topTrailing
            case .bottomLeading: return bottomLeading
            case .bottomTrailing: return bottomTrailing
            }
        }
        set {
            switch corner {
            case .topLeading: topLeading = newValue
            case .topTrailing: topTrailing = newValue
            case .bottomLeading: bottomLeading = newValue
            case .bottomTrailing: bottomTrailing = newValue
            }
        }
    }

    /// Each radius reduced by `amount`, floored at 0 (inset of a rounded shape).
    public func inset(by amount: Double) -> CornerRadii {
        CornerRadii(topLeading: Swift.max(0, topLeading - amount), bottomLeading: Swift.max(0, bottomLeading - amount),
                    bottomTrailing: Swift.max(0, bottomTrailing - amount), topTrailing: Swift.max(0, topTrailing - amount))
    }

    /// The CSS rule (CSS Backgrounds 3 §5.5 "Overlapping Curves", as Skia):
    /// f = min(Lᵢ/Sᵢ) over the four sides, Sᵢ the sum of the two radii on
    /// side i; when f < 1 every radius is multiplied by f.
    public func scaledToFit(width: Double, height: Double) -> CornerRadii {
        let f = fitFactor(width: width, height: height)
        guard f < 1 else { return self }
        return CornerRadii(topLeading: topLeading * f, bottomLeading: bottomLeading * f,
                           bottomTrailing: bottomTrailing * f, topTrailing: topTrailing * f)
    }
    public func fitFactor(width: Double, height: Double) -> Double {
        var f = 1.0
        func side(_ length: Double, _ r1: Double, _ r2: Double) {
            let s = r1 + r2
            // Two radii near 1.8e308 overflow their sum: halve both sides.
            if s > 0 { f = Swift.min(f, s.isFinite ? Swift.max(0, length) / s : Swift.max(0, length) / 2 / (r1 / 2 + r2 / 2)) }
        }
        side(width, topLeading, topTrailing)
        side(width, bottomLeading, bottomTrailing)
        side(height, topLeading, bottomLeading)
        side(height, topTrailing, bottomTrailing)
        return f
    }
}

/// The corners of a rect, with SwiftUI names.
public enum Corner: String, CaseIterable, Hashable, Sendable {
    case topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// A set of corners; parsed from SwiftUI names, UIKit aliases and "all".
public struct CornerSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let topLeading = CornerSet(rawValue: 1)
    public static let topTrailing = CornerSet(rawValue: 2)
    public static let bottomLeading = CornerSet(rawValue: 4)
    public static let bottomTrailing = CornerSet(rawValue: 8)
    public static let all: CornerSet = [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing]

    public init(_ corner: Corner) {
        switch corner {
        case .topLeading: self = .topLeading
        case .topTrailing: self = .topTrailing
        case .bottomLeading: self = .bottomLeading
        case .bottomTrailing: self = .bottomTrailing
        }
    }
    public func contains(_ corner: Corner) -> Bool { contains(CornerSet(corner)) }

    /// The accepted names, in the order error messages list them.
    public static let validNames = ["topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
                                    "topLeft", "topRight", "bottomLeft", "bottomRight", "all",
                                    "allCorners"]

    /// One name: SwiftUI's, UIKit's (`topLeft` … and `allCorners`) or "all".
    public init(name: String) throws {
        switch name {
        case "topLeading", "topLeft": self = .topLeading
        case "topTrailing", "topRight": self = .topTrailing
        case "bottomLeading", "bottomLeft": self = .bottomLeading
        case "bottomTrailing", "bottomRight": self = .bottomTrailing
        case "all", "allCorners": self = .all
        default: throw GeometryError.unknownCorner(name: name, valid: Self.validNames)
        }
    }
    public init(names: [String]) throws {
        var s: CornerSet = []
        for n in names { s.formUnion(try CornerSet(name: n)) }
        self = s
    }
}

/// How a rounded corner is drawn (SwiftUI's `RoundedCornerStyle`).
public enum RoundedCornerStyle: String, CaseIterable, Hashable, Sendable {
    case circular, continuous
    public init(name: String) throws {
        guard let s = RoundedCornerStyle(rawValue: name) else {
            throw GeometryError.unknownName(kind: "corner style", name: name, valid: Self.allCases.map(\.rawValue))
        }
        self = s
    }
}

/// Fill rules for `contains` and filling.
public enum FillRule: String, CaseIterable, Hashable, Sendable {
    case nonZero, evenOdd
    public init(name: String) throws {
        guard let r = FillRule(rawValue: name) else {
            throw GeometryError.unknownName(kind: "fill rule", name: name, valid: Self.allCases.map(\.rawValue))
        }
        self = r
    }
}
