#if canImport(Glibc)
import Glibc
#endif

/// An affine transform, CoreGraphics layout: x' = a·x + c·y + tx,
/// y' = b·x + d·y + ty.
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public static func translation(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }
    public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    /// Rotation by `degrees` from +x toward +y: clockwise on screen (y down).
    /// Multiples of 90° are exact (no 6.1e-17 residue).
    public static func rotation(degrees: Double) -> AffineTransform {
        let (s, co) = Self.exactSinCos(degrees: degrees)
        return AffineTransform(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }
    public static func rotation(_ angle: Angle) -> AffineTransform { rotation(degrees: angle.degrees) }

    static func exactSinCos(degrees: Double) -> (Double, Double) {
        let r = degrees.truncatingRemainder(dividingBy: 360)
        let k = r < 0 ? r + 360 : r
        switch k {
        case 0: return (0, 1)
        case 90: return (1, 0)
        case 180: return (0, -1)
        case 270: return (-1, 0)
        default:
            // Beyond a million degrees use the exact remainder: the product
            // with π would lose the angle (or overflow past 5.7e307).
            let rad = (Swift.abs(degrees) < 1e6 ? degrees : k) * .pi / 180
            return (sin(rad), cos(rad))
        }
    }

    public var isIdentity: Bool { self == .identity }
    public var determinant: Double { a * d - b * c }
    public var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }

    /// Apply self, then t (CGAffineTransform's `concatenating`).
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                        c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                        tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    /// The inverse, or nil when singular (or not finite).
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite, isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        let inv = AffineTransform(a: ia, b: ib, c: ic, d: id,
                                  tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
        return inv.isFinite ? inv : nil
    }
    @inline(__always)
    public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }
    @inline(__always)
    public func apply(_ v: Vector) -> Vector { Vector(a * v.dx + c * v.dy, b * v.dx + d * v.dy) }

    /// A rotation and uniform scale (plus translation, maybe a mirror):
    /// circles stay circles.
    public var isSimilarity: Bool {
        let tol = 1e-12 * Swift.max(1, Swift.abs(a) + Swift.abs(b) + Swift.abs(c) + Swift.abs(d))
        return (Swift.abs(a - d) <= tol && Swift.abs(b + c) <= tol) || (Swift.abs(a + d) <= tol && Swift.abs(b - c) <= tol)
    }
}
