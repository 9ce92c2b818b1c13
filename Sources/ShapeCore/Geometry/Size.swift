/// A width and a height.
///
/// # Guarantees
/// - The initialisers store the width and height as given: a size may be
///   negative (a `Rect`'s size before `standardized`), infinite or NaN.
/// - `validated(_:_:)` returns only finite, non-negative sizes; otherwise
///   it throws `GeometryError.notFinite` or `.negative` naming the side.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(0, 0)

    /// Rejects non-finite or negative sizes (docs/GEOMETRY.md).
    public static func validated(_ width: Double, _ height: Double) throws -> Size {
        Size(try Validate.nonNegative(width, "width"), try Validate.nonNegative(height, "height"))
    }
}
