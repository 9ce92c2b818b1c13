/// A shape maps a rect to a path (SwiftUI's `Shape`).
public protocol Shape: Sendable {
    func path(in rect: Rect) -> Path
    /// The stored values `path(in:)` depends on, for layout's path cache
    /// (Layout/ShapePathCache.swift), or nil (the default: not cached).
    /// A requirement, so the cache asks through the witness table instead
    /// of casting the existential to each cacheable type.
    var pathCacheValues: SIMD8<UInt64>? { get }
}

extension Shape {
    public var pathCacheValues: SIMD8<UInt64>? { nil }
}

/// A shape that can be inset exactly (SwiftUI's `InsettableShape`): a rounded
/// shape's radii shrink by the inset, floored at 0.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: Double) -> InsetShape
}
