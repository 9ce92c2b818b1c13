/// An axis-aligned rectangle: origin (top-left in y-down space) and size.
///
/// # Guarantees
/// - The initialisers store origin and size as given, not standardized: a
///   width or height may be negative (then `maxX < minX`), infinite or NaN.
///   `maxX`, `maxY`, `midX`, `midY` are computed from the stored numbers
///   and may overflow to ±∞ even when those are finite (x = 1e308,
///   width = 1e308).
/// - `validated(_:_:_:_:)` returns a finite origin and a finite,
///   non-negative size, or throws naming the bad number; its `maxX` and
///   `maxY` may still overflow (`Validate.finiteResult` refuses those).
/// - `standardized`, `insetBy`, `inset`, `union` and `intersection` return
///   a non-negative width and height for finite inputs (∞ − ∞ can make a
///   NaN); `intersection` is nil unless both are positive. `offsetBy`
///   keeps the size as it is.
/// - `contains`, `union` and `intersection` standardize their operands
///   first, so a rect and its standardized form answer alike.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(origin: Point(x, y), size: Size(width, height))
    }
    public init(x: Double, y: Double, width: Double, height: Double) { self.init(x, y, width, height) }
    public static let zero = Rect(0, 0, 0, 0)

    /// Rejects non-finite coordinates and negative sizes.
    public static func validated(_ x: Double, _ y: Double, _ width: Double, _ height: Double) throws -> Rect {
        Rect(try Validate.finite(x, "x"), try Validate.finite(y, "y"),
             try Validate.nonNegative(width, "width"), try Validate.nonNegative(height, "height"))
    }

    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(midX, midY) }
    public var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }

    /// The same rect with non-negative width and height.
    public var standardized: Rect {
        Rect(Swift.min(minX, maxX), Swift.min(minY, maxY), Swift.abs(width), Swift.abs(height))
    }

    /// Shrinks by dx on the left and right and dy on top and bottom
    /// (negative grows). When an inset exceeds half the size, that
    /// dimension collapses to 0 at the centre (CoreGraphics would return
    /// a null rect; a degenerate rect keeps later arithmetic finite).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let r = standardized
        let w = r.width - 2 * dx, h = r.height - 2 * dy
        return Rect(w >= 0 ? r.minX + dx : r.midX, h >= 0 ? r.minY + dy : r.midY,
                    Swift.max(w, 0), Swift.max(h, 0))
    }
    public func inset(_ dx: Double, _ dy: Double? = nil) -> Rect { insetBy(dx: dx, dy: dy ?? dx) }
    public func inset(by insets: EdgeInsets) -> Rect {
        let r = standardized
        let w = r.width - insets.leading - insets.trailing
        let h = r.height - insets.top - insets.bottom
        return Rect(w >= 0 ? r.minX + insets.leading : r.minX + insets.leading + w / 2,
                    h >= 0 ? r.minY + insets.top : r.minY + insets.top + h / 2,
                    Swift.max(w, 0), Swift.max(h, 0))
    }
    public func offsetBy(dx: Double, dy: Double) -> Rect { Rect(minX + dx, minY + dy, width, height) }
    public func offset(_ dx: Double, _ dy: Double) -> Rect { offsetBy(dx: dx, dy: dy) }

    public func union(_ r: Rect) -> Rect {
        let a = standardized, b = r.standardized
        let x0 = Swift.min(a.minX, b.minX), y0 = Swift.min(a.minY, b.minY)
        return Rect(x0, y0, Swift.max(a.maxX, b.maxX) - x0, Swift.max(a.maxY, b.maxY) - y0)
    }
    /// The common part, or nil when the rects do not overlap in an area
    /// (rects that only touch along an edge have no intersection).
    public func intersection(_ r: Rect) -> Rect? {
        let a = standardized, b = r.standardized
        let x0 = Swift.max(a.minX, b.minX), y0 = Swift.max(a.minY, b.minY)
        let x1 = Swift.min(a.maxX, b.maxX), y1 = Swift.min(a.maxY, b.maxY)
        guard x1 > x0 && y1 > y0 else { return nil }
        return Rect(x0, y0, x1 - x0, y1 - y0)
    }
    /// CoreGraphics semantics: min edges inside, max edges outside.
    public func contains(_ p: Point) -> Bool {
        let r = standardized
        return p.x >= r.minX && p.x < r.maxX && p.y >= r.minY && p.y < r.maxY
    }
    public func contains(_ r: Rect) -> Bool {
        let a = standardized, b = r.standardized
        return b.minX >= a.minX && b.maxX <= a.maxX && b.minY >= a.minY && b.maxY <= a.maxY
    }
}
