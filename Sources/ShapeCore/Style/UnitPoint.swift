/// A point in a view's unit square: (0, 0) top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

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

    static let named: [(String, UnitPoint)] = [
        ("center", center), ("leading", leading), ("trailing", trailing),
        ("top", top), ("bottom", bottom), ("topLeading", topLeading),
        ("topTrailing", topTrailing), ("bottomLeading", bottomLeading),
        ("bottomTrailing", bottomTrailing), ("zero", zero),
    ]
    public static var names: [String] { named.map { $0.0 } }

    /// A unit point by its SwiftUI name; an unknown name is an error listing the valid ones.
    public init(named name: String) throws {
        guard let p = UnitPoint.named.first(where: { $0.0 == name }) else {
            throw StyleError.unknownUnitPoint(name)
        }
        self = p.1
    }

    /// The point this unit point denotes in `rect`.
    public func point(in rect: Rect) -> Point {
        Point(rect.minX + x * rect.width, rect.minY + y * rect.height)
    }
}
