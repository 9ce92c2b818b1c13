/// `trim(from, to)`: the shape's outline between two fractions of its
/// length (SwiftUI's `Shape.trim(from:to:)`, through `Path.trimmedPath`:
/// fractions clamped to 0…1, from ≥ to is empty). The result is an open
/// path, drawn with `stroke` (progress rings); filling it closes each piece.
public struct TrimmedShape: Shape {
    public let base: any Shape
    public let from: Double, to: Double
    public init(base: any Shape, from: Double, to: Double) {
        self.base = base; self.from = from; self.to = to
    }
    public func path(in rect: Rect) -> Path {
        base.path(in: rect).trimmedPath(from: from, to: to)
    }
}

extension Shape {
    public func trim(from: Double = 0, to: Double = 1) -> TrimmedShape {
        TrimmedShape(base: self, from: from, to: to)
    }
}
