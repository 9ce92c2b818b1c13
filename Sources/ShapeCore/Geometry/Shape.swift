/// A shape maps a rect to a path (SwiftUI's `Shape`).
public protocol Shape: Sendable {
    func path(in rect: Rect) -> Path
}

/// A shape that can be inset exactly (SwiftUI's `InsettableShape`): a rounded
/// shape's radii shrink by the inset, floored at 0.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: Double) -> InsetShape
}
