#if canImport(Glibc)
import Glibc
#endif

/// A displacement in the plane.
public struct Vector: Hashable, Sendable {
    public var dx: Double
    public var dy: Double
    public init(_ dx: Double, _ dy: Double) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = dx; self.dy = dy }
    public static let zero = Vector(0, 0)

    /// |v|, without overflow or underflow: the squares are used directly
    /// while their sum lies in [2^-1000, 2^1000] (the common case, and the
    /// historical rounding); outside, libm's `hypot` (so a vector of
    /// 1e200 or 1e-200 has its true length, not ∞ or 0).
    public var length: Double {
        let l2 = dx * dx + dy * dy
        if l2 >= 0x1p-1000 && l2 <= 0x1p1000 { return l2.squareRoot() }
        return hypot(dx, dy)
    }
    public var lengthSquared: Double { dx * dx + dy * dy }
    /// The unit vector, or zero for the zero vector.
    public var normalized: Vector {
        let l = length
        return l > 0 ? Vector(dx / l, dy / l) : .zero
    }
    /// Rotated +90° in y-down space (from +x toward +y).
    public var perpendicular: Vector { Vector(-dy, dx) }
    public func dot(_ v: Vector) -> Double { dx * v.dx + dy * v.dy }
    /// z of the 3-D cross product; > 0 when v turns from self toward +y.
    public func cross(_ v: Vector) -> Double { dx * v.dy - dy * v.dx }
    /// Angle from +x toward +y, in radians.
    public var angle: Double { atan2(dy, dx) }

    @inline(__always) public static func + (a: Vector, b: Vector) -> Vector { Vector(a.dx + b.dx, a.dy + b.dy) }
    @inline(__always) public static func - (a: Vector, b: Vector) -> Vector { Vector(a.dx - b.dx, a.dy - b.dy) }
    @inline(__always) public static func * (a: Vector, s: Double) -> Vector { Vector(a.dx * s, a.dy * s) }
    @inline(__always) public static func * (s: Double, a: Vector) -> Vector { Vector(a.dx * s, a.dy * s) }
    @inline(__always) public static prefix func - (a: Vector) -> Vector { Vector(-a.dx, -a.dy) }
}
