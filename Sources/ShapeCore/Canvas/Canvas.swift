/// `Canvas(width, height, draw)`: immediate drawing for bulk generation,
/// after SwiftUI's `GraphicsContext`. Its size is fixed; `draw` runs each
/// time the canvas is rendered and streams straight into the SVG writer
/// (no view is built per drawn shape).
public struct Canvas: ViewConvertible {
    public let size: Size
    let draw: (GraphicsContext) throws -> Void

    public init(width: Double, height: Double, _ draw: @escaping (GraphicsContext) throws -> Void) {
        size = Size(max(width, 0), max(height, 0))
        self.draw = draw
    }

    public var view: View { View(.canvas(self)) }
}
