/// Where layout puts what it places: `LayoutEngine.place` walks the view
/// tree once, in drawing order, and tells its sink about each node as soon
/// as the node's frame is known. The SVG renderer is a sink (the document
/// is written while layout walks, with no placed tree in between); so is
/// `PlacedTreeBuilder`, which builds the `PlacedView` tree that `layout()`
/// returns for tests and tools.
///
/// Every `place` call reports exactly one node: a `leaf`/`shape`, or an
/// `open` ... `close` pair around its children, or `openMask` ... `maskEnded`
/// (the mask's one node in between) ... `close` (the masked children in between).
protocol PlacementSink: AnyObject {
    /// A node without children; `content` is what it draws (`.none` for
    /// an empty view or a spacer).
    func leaf(_ name: StaticString, _ frame: Rect, _ content: PlacedContent) throws
    /// A shape: its path in local coordinates (the frame at the origin).
    /// Separate from `leaf` so that only a tree builder pays for naming the
    /// shape's type.
    func shape(_ shape: ShapeBox, _ frame: Rect, _ path: Path, _ drawing: PlacedDrawing) throws
    /// A node whose children follow, up to the matching `close`. `content`
    /// is `.none`, `.clip` or `.effect`.
    func open(_ name: StaticString, _ frame: Rect, _ content: PlacedContent) throws
    func close() throws
    /// A masked node: the mask's node follows, then `maskEnded`, then the
    /// masked children, then `close`.
    func openMask(_ frame: Rect) throws
    func maskEnded() throws
    /// Whether a GeometryReader's function is run to place its content
    /// (false for a sink that only measures, so the function runs once per
    /// document).
    var laysOutReaderContent: Bool { get }
}

extension PlacementSink {
    var laysOutReaderContent: Bool { true }
}

/// Builds the placed tree (`layout()`): names, frames and contents of every
/// node, children in drawing order.
final class PlacedTreeBuilder: PlacementSink {
    private struct Open {
        var name: String
        var frame: Rect
        var content: PlacedContent
        var children: [PlacedView] = []
    }
    /// The nodes opened and not yet closed; the first collects the root.
    private var open: [Open] = [Open(name: "", frame: .zero, content: .none)]

    /// The one node placed at the top level.
    var root: PlacedView? { open.count == 1 ? open[0].children.first : nil }

    func leaf(_ name: StaticString, _ frame: Rect, _ content: PlacedContent) {
        open[open.count - 1].children.append(PlacedView(String(describing: name), frame, content))
    }

    func shape(_ shape: ShapeBox, _ frame: Rect, _ path: Path, _ drawing: PlacedDrawing) {
        open[open.count - 1].children.append(PlacedView(Self.typeName(shape.shape), frame, .shape(path, drawing)))
    }

    func open(_ name: StaticString, _ frame: Rect, _ content: PlacedContent) {
        open.append(Open(name: String(describing: name), frame: frame, content: content))
    }

    func close() {
        let node = open.removeLast()
        open[open.count - 1].children.append(PlacedView(node.name, node.frame, node.content, node.children))
    }

    /// The mask node is opened with a collector for the mask's own node above it.
    func openMask(_ frame: Rect) {
        open.append(Open(name: "mask", frame: frame, content: .none))
        open.append(Open(name: "", frame: frame, content: .none))
    }

    func maskEnded() {
        let collector = open.removeLast()
        if let mask = collector.children.first { open[open.count - 1].content = .mask(mask) }
    }

    /// "RoundedRectangle" for ShapeCore.RoundedRectangle: the last part of the type's name.
    static func typeName(_ shape: any Shape) -> String {
        let full = String(describing: type(of: shape))
        return full.split(separator: ".").last.map(String.init) ?? full
    }
}
