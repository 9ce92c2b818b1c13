/// A point in unit coordinates of a rect (SwiftUI's `UnitPoint`):
/// (0, 0) is the top-leading corner, (1, 1) the bottom-trailing one.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = UnitPoint(0, 0)
    public static let center = UnitPoint(0.5, 0.5)
    public static let leading = UnitPoint(0, 0.5)
    public static let trailing = UnitPoint(1, 0.5)
    public static let top = UnitPoint(0.5, 0)
    public static let bottom = UnitPoint(0.5, 1)
    public static let topLeading = UnitPoint(0, 0)
    public static let topTrailing = UnitPoint(1, 0)
    public static let bottomLeading = UnitPoint(0, 1)
    public static let bottomTrailing = UnitPoint(1, 1)

    /// The point this unit point names inside `rect`.
    public func point(in rect: Rect) -> Point {
        Point(rect.minX + x * rect.width, rect.minY + y * rect.height)
    }
}
