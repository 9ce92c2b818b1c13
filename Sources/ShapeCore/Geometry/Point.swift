/// A point in a y-down plane (SwiftUI and SVG agree). One unit is one SVG px.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(0, 0)
    public var isFinite: Bool { x.isFinite && y.isFinite }
}
