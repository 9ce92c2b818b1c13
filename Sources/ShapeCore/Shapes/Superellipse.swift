#if canImport(Glibc)
import Glibc
#endif

/// A superellipse, built one of two ways (docs/API.md):
/// - `rate`: seed 001's construction, exactly: four cubics through the
///   edge midpoints, handles `rate·w/2` and `rate·h/2` along the edges.
/// - `exponent`: the Lamé curve |x/a|ⁿ + |y/b|ⁿ = 1 inscribed in the rect,
///   approximated by cubics within `tolerance` (default 0.001·min(w, h)).
public struct Superellipse: InsettableShape {
    public enum Construction: Hashable, Sendable {
        case rate(Double)
        case exponent(Double, tolerance: Double?)
    }
    public var construction: Construction

    public init(rate: Double) { construction = .rate(rate) }
    public init(exponent: Double = 4, tolerance: Double? = nil) { construction = .exponent(exponent, tolerance: tolerance) }

    public static func validated(rate: Double) throws -> Superellipse {
        Superellipse(rate: try Validate.finite(rate, "rate"))
    }
    /// exponent must be > 0 (we accept 0.1…1000); tolerance > 0.
    public static func validated(exponent: Double, tolerance: Double?) throws -> Superellipse {
        let n = try Validate.inRange(exponent, 0.1, 1000, "exponent")
        if let t = tolerance {
            _ = try Validate.nonNegative(t, "tolerance")
            if t == 0 { throw GeometryError.notPositive(name: "tolerance", value: t) }
        }
        return Superellipse(exponent: n, tolerance: tolerance)
    }

    /// docs/API.md: a shape without exact radii is inset by offsetting its
    /// outline inward (`OffsetInsetShape`, within 0.001 × size); a smaller
    /// superellipse in the inset rect would not be parallel to it.
    public func inset(by amount: Double) -> OffsetInsetShape {
        OffsetInsetShape(base: self, amount: amount)
    }

    public func path(in r: Rect) -> Path {
        switch construction {
        case .rate(let rate): return Self.seedPath(in: r, rate: rate)
        case .exponent(let n, let tol):
            return LameCurve.path(in: r, exponent: n, tolerance: tol ?? 0.001 * Swift.min(r.width, r.height))
        }
    }

    /// Seed 001 (SuperEllipseShape), point for point.
    static func seedPath(in rect: Rect, rate: Double) -> Path {
        let handleX = rect.width * rate / 2
        let handleY = rect.height * rate / 2
        let left = Point(rect.minX, rect.midY), top = Point(rect.midX, rect.minY)
        let right = Point(rect.maxX, rect.midY), bottom = Point(rect.midX, rect.maxY)
        var path = Path()
        path.move(to: left)
        path.addCurve(to: top, control1: Point(left.x, left.y - handleY), control2: Point(top.x - handleX, top.y))
        path.addCurve(to: right, control1: Point(top.x + handleX, top.y), control2: Point(right.x, right.y - handleY))
        path.addCurve(to: bottom, control1: Point(right.x, right.y + handleY), control2: Point(bottom.x + handleX, bottom.y))
        path.addCurve(to: left, control1: Point(bottom.x - handleX, bottom.y), control2: Point(left.x, left.y + handleY))
        return path
    }
}
