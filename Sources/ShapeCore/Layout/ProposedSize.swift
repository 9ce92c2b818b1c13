/// A size proposal (SwiftUI's `ProposedViewSize`): nil on an axis asks for
/// the view's ideal size there; `.infinity` asks for its maximum.
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }
    public static let unspecified = ProposedSize(width: nil, height: nil)

    func value(_ axis: StackAxis) -> Double? { axis == .horizontal ? width : height }
    func cross(_ axis: StackAxis) -> Double? { axis == .horizontal ? height : width }

    /// nil on an axis becomes `fallback` (SwiftUI's 10 for shapes and colours).
    func replacingUnspecified(by fallback: Double) -> Size {
        Size(width ?? fallback, height ?? fallback)
    }

    func inset(by e: EdgeInsets) -> ProposedSize {
        ProposedSize(width: width.map { max($0 - e.horizontal, 0) },
                     height: height.map { max($0 - e.vertical, 0) })
    }
}

extension Size {
    func value(_ axis: StackAxis) -> Double { axis == .horizontal ? width : height }
    func cross(_ axis: StackAxis) -> Double { axis == .horizontal ? height : width }
    init(axis: StackAxis, primary: Double, cross: Double) {
        self = axis == .horizontal ? Size(primary, cross) : Size(cross, primary)
    }
}
