/// An angle; Lua speaks degrees (SPEC §1), the math speaks radians.
public struct Angle: Hashable, Sendable, Comparable {
    public var radians: Double
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static let zero = Angle(radians: 0)
    public var degrees: Double { radians * 180 / .pi }
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }

    public static func validated(degrees: Double, name: String = "angle") throws -> Angle {
        Angle(degrees: try Validate.finite(degrees, name))
    }
}
