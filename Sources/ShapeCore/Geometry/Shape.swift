/// A shape maps a rect to a path (SwiftUI's `Shape`).
public protocol Shape: Sendable {
    func path(in rect: Rect) -> Path
    /// The stored values `path(in:)` depends on, for layout's path cache
    /// (Layout/ShapePathCache.swift), or nil (the default: not cached).
    /// A requirement, so the cache asks through the witness table instead
    /// of casting the existential to each cacheable type.
    var pathCacheValues: SIMD8<UInt64>? { get }
    /// `path(in:)` written over `path` (whatever it held), in its storage
    /// where the shape can: the path cache rebuilds an evicted entry in
    /// place instead of allocating new arrays for each new shape. The
    /// default assigns `path(in:)`.
    func path(in rect: Rect, into path: inout Path)
}

extension Shape {
    public var pathCacheValues: SIMD8<UInt64>? { nil }
    public func path(in rect: Rect, into path: inout Path) { path = self.path(in: rect) }
}

/// A shape that can be inset exactly (SwiftUI's `InsettableShape`): a rounded
/// shape's radii shrink by the inset, floored at 0.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: Double) -> InsetShape
}
