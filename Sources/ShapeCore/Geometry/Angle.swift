/// An angle; Lua speaks degrees (docs/GEOMETRY.md), the math speaks radians.
public struct Angle: Hashable, Sendable, Comparable {
    public var radians: Double
    public init(radians: Double) { self.radians = radians }
    /// Degrees beyond ±5.7e307 would overflow `degrees * π`; for those the
    /// factor π/180 is applied first (the result then stays finite).
    public init(degrees: Double) {
        let r = degrees * .pi / 180
        self.radians = r.isFinite || !degrees.isFinite ? r : degrees * (Double.pi / 180)
    }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static let zero = Angle(radians: 0)
    public var degrees: Double {
        let d = radians * 180 / .pi
        return d.isFinite || !radians.isFinite ? d : radians * (180 / Double.pi)
    }
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }

    public static func validated(degrees: Double, name: String = "angle") throws -> Angle {
        Angle(degrees: try Validate.finite(degrees, name))
    }
}
