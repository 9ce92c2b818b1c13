/// A width and a height.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(0, 0)

    /// Rejects non-finite or negative sizes (SPEC §1).
    public static func validated(_ width: Double, _ height: Double) throws -> Size {
        Size(try Validate.nonNegative(width, "width"), try Validate.nonNegative(height, "height"))
    }
}
