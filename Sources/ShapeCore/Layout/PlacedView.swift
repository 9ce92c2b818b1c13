/// The result of layout: every node of the view tree with its frame in
/// document coordinates (before rendering effects such as offset or
/// rotation, which do not change layout). Rendering walks this tree.
public struct PlacedView {
    /// The node's frame in document coordinates.
    public let frame: Rect
    /// The node's kind, for tests and debugging: "Rectangle", "Text",
    /// "HStack", "frame", "padding", "background", ...
    public let name: String
    let content: PlacedContent
    /// Children in drawing order (a background's layer comes first).
    public let children: [PlacedView]

    init(_ name: String, _ frame: Rect, _ content: PlacedContent = .none, _ children: [PlacedView] = []) {
        self.name = name; self.frame = frame; self.content = content; self.children = children
    }

    /// Every node in depth-first drawing order, this one first.
    public var allNodes: [PlacedView] {
        var out: [PlacedView] = []
        func walk(_ n: PlacedView) { out.append(n); n.children.forEach(walk) }
        walk(self)
        return out
    }

    /// Frames of the nodes called `name`, in drawing order.
    public func frames(named name: String) -> [Rect] {
        allNodes.filter { $0.name == name }.map(\.frame)
    }
}

/// What a placed node draws, beyond drawing its children in order. The
/// cases the SVG renderer gets for every container and modifier (`none`,
/// `clip`, `effect`) and for colours are held in place; the large ones are
/// boxed, so the enum stays small: it is made and switched over for every
/// node placed, and at 193 bytes (a `PlacedText` inline) each was a
/// `memcpy`. Only the tree builder (`layout()`) makes `shape` and `mask`;
/// text and images are boxed once per placed text or image.
enum PlacedContent {
    case none
    /// A shape's path in local coordinates (its frame at the origin), and how to paint it.
    indirect case shape(Path, PlacedDrawing)
    /// A colour or gradient filling the frame.
    case style(ShapeStyle)
    indirect case text(PlacedText)
    indirect case image(ImageContent)
    case canvas(Canvas)
    /// Children clipped to a path in local coordinates.
    case clip(Path, FillRule)
    /// Children masked by the alpha of a placed view.
    indirect case mask(PlacedView)
    case effect(Effect)
}

/// A resolved shape drawing: the style is concrete (the environment's
/// foreground has been looked up).
enum PlacedDrawing {
    case fill(ShapeStyle, FillRule)
    case stroke(ShapeStyle, StrokeStyle)
    case strokeBorder(ShapeStyle, StrokeStyle)
}

/// Text ready to draw: each line shaped, with its origin on the baseline
/// relative to the text's frame.
struct PlacedText {
    var lines: [(text: Substring, shaped: ShapedLine, baseline: Point)]
    var style: ShapeStyle
    var font: FontRequest
    /// The paint of each decoration line, when the text has one.
    var underline: ShapeStyle?
    var strikethrough: ShapeStyle?
}
