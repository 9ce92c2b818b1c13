/// A point in a y-down plane (SwiftUI and SVG agree). One unit is one SVG px.
///
/// # Guarantees
/// - The initialisers store the coordinates as given: nothing is rounded,
///   clamped or refused, so a point may hold ±∞ or NaN (`isFinite` tells).
/// - `validated(_:_:name:)` returns only finite points; otherwise it throws
///   `GeometryError.notFinite` naming the coordinate (`point.x`).
/// - Equality compares the coordinates with `Double`'s `==`: −0 equals 0,
///   and a point with a NaN coordinate equals no point, itself included.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(0, 0)
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// Rejects non-finite coordinates (for values coming from Lua).
    public static func validated(_ x: Double, _ y: Double, name: String = "point") throws -> Point {
        Point(try Validate.finite(x, "\(name).x"), try Validate.finite(y, "\(name).y"))
    }

    @inline(__always) public static func + (p: Point, v: Vector) -> Point { Point(p.x + v.dx, p.y + v.dy) }
    @inline(__always) public static func - (p: Point, v: Vector) -> Point { Point(p.x - v.dx, p.y - v.dy) }
    @inline(__always) public static func - (p: Point, q: Point) -> Vector { Vector(p.x - q.x, p.y - q.y) }
    public func distance(to q: Point) -> Double { (self - q).length }
    /// Linear interpolation: self at t = 0, q at t = 1.
    @inline(__always) public func lerp(_ q: Point, _ t: Double) -> Point {
        Point(x + (q.x - x) * t, y + (q.y - y) * t)
    }
}
