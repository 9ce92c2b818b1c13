/// Insets per edge (SwiftUI's `EdgeInsets`); negative values grow a rect.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init(all v: Double) { self.init(top: v, leading: v, bottom: v, trailing: v) }
    public static let zero = EdgeInsets()

    public static func validated(top: Double, leading: Double, bottom: Double, trailing: Double) throws -> EdgeInsets {
        EdgeInsets(top: try Validate.finite(top, "top"), leading: try Validate.finite(leading, "leading"),
                   bottom: try Validate.finite(bottom, "bottom"), trailing: try Validate.finite(trailing, "trailing"))
    }
}
