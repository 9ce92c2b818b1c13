/// A view: an immutable tree of value nodes (SwiftUI's `some View`, erased
/// to one type so the Lua binding can hold any view in one userdata type).
///
/// Layout (Layout/) walks the tree once, proposing sizes and placing each
/// node; rendering (SVG/) walks the placed tree and streams SVG. Every
/// modifier returns a new `View` wrapping the old one.
public struct View {
    /// The node lives in a class so layout can recognise a subtree it has
    /// already measured (see LayoutEngine's size cache); it never changes.
    /// Layout switches over `box.node` in functions taking the node
    /// `borrowing`: a switch over a copy (`var node: Node { box.node }`)
    /// copied the whole enum and retained its payload, ~23 times per
    /// child of a big ZStack.
    let box: NodeBox

    init(_ node: Node) { box = NodeBox(node) }

    final class NodeBox {
        let node: Node
        /// Whether layout's size cache keeps this node's answers
        /// (`LayoutEngine.sizes`), decided once here.
        let cachesSize: Bool
        /// Whether a layout trait (`zIndex`, `layoutPriority`) is set on
        /// this view or below it through single-child modifiers: `trait`
        /// walks down only then (containers ask every child for its
        /// `zIndex`).
        let hasTrait: Bool

        /// Whether a shadow or a blur is on this view or below it, outside
        /// GeometryReader content (InkBounds.swift): only then does a
        /// document sized by the view look for ink beyond its frame.
        let hasInk: Bool

        init(_ node: Node) {
            cachesSize = Self.cachesSize(node)
            hasTrait = Self.hasTrait(node)
            hasInk = Self.hasInk(node)
            self.node = node
        }

        private static func hasInk(_ node: borrowing Node) -> Bool {
            switch node {
            case .effect(let child, let effect):
                switch effect {
                case .shadow, .blur: return true
                default: return child.box.hasInk
                }
            case .frame(let child, _), .padding(let child, _), .environment(let child, _),
                 .aspectRatio(let child, _, _), .fixedSize(let child, _, _), .trait(let child, _),
                 .position(let child, _, _), .clip(let child, _, _):
                return child.box.hasInk
            case .layer(let child, let layer, _, _), .mask(let child, let layer):
                return child.box.hasInk || layer.box.hasInk
            case .stack(_, _, _, let children), .zstack(_, let children), .group(let children), .gridRow(_, let children):
                return children.contains { $0.box.hasInk }
            case .grid(let g):
                return g.children.contains { $0.box.hasInk }
            case .lazyGrid(let g):
                return g.children.contains { $0.box.hasInk }
            case .empty, .shape, .style, .text, .image, .spacer, .geometryReader, .canvas, .divider, .hidden:
                return false
            }
        }

        private static func cachesSize(_ node: borrowing Node) -> Bool {
            switch node {
            case .stack, .zstack, .group, .aspectRatio, .text, .grid, .gridRow, .lazyGrid: return true
            default: return false
            }
        }

        /// Exactly the walk of `View.trait`: through single-child modifiers
        /// to the first container or leaf.
        private static func hasTrait(_ node: borrowing Node) -> Bool {
            switch node {
            case .trait: return true
            case .frame(let child, _), .padding(let child, _), .environment(let child, _),
                 .effect(let child, _), .aspectRatio(let child, _, _), .fixedSize(let child, _, _),
                 .hidden(let child), .position(let child, _, _), .layer(let child, _, _, _),
                 .mask(let child, _), .clip(let child, _, _):
                return child.box.hasTrait
            default:
                return false
            }
        }
    }

    /// A view that takes no space and draws nothing.
    public static let empty = View(.empty)

    enum Node {
        case empty
        case shape(ShapeView)
        case style(ShapeStyle)
        case text(TextContent)
        // Rare and large (64 bytes): boxed apart, so it does not set the
        // size of every node (see `NodeBox`).
        indirect case image(ImageContent)
        case spacer(minLength: Double?)
        case stack(StackAxis, cross: Alignment, spacing: Double?, [View])
        case zstack(Alignment, [View])
        case group([View])
        case geometryReader(GeometryReader)
        case canvas(Canvas)
        case frame(View, FrameSpec)
        case padding(View, EdgeInsets)
        case layer(View, layer: View, alignment: Alignment, above: Bool)
        case environment(View, EnvironmentChange)
        case mask(View, mask: View)
        case clip(View, shape: ShapeBox, fillRule: FillRule)
        case effect(View, Effect)
        case aspectRatio(View, ratio: Double?, mode: ContentMode)
        case fixedSize(View, horizontal: Bool, vertical: Bool)
        // ViewVocabulary.swift (docs/API.md added views and modifiers):
        case divider
        case hidden(View)
        case trait(View, ViewTrait)
        case position(View, x: Double, y: Double)
        // Grids.swift (issue 22), rare and large: boxed apart.
        indirect case grid(GridContent)
        indirect case gridRow(VerticalAlignment?, [View])
        indirect case lazyGrid(LazyGridContent)
    }
}

/// Anything that can stand where a view is expected. All view modifiers
/// are defined once, on this protocol, and return a `View`.
public protocol ViewConvertible {
    var view: View { get }
}

extension View: ViewConvertible {
    public var view: View { self }
}

public enum StackAxis: Sendable { case horizontal, vertical }

/// How a view's content fits a proposal (`scaledToFit`, `scaledToFill`).
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    case fit, fill
}

/// Rendering-only effects: none changes layout (as in SwiftUI).
enum Effect {
    case opacity(Double)
    case offset(x: Double, y: Double)
    case rotation(degrees: Double, anchor: UnitPoint)
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// Boxed apart (56 bytes inline would make every effect node, and so
    /// every `View.Node`, that much larger).
    indirect case shadow(Shadow)
    /// Gaussian blur, standard deviation radius / 2 (View/Effects.swift).
    case blur(radius: Double)
    case colorMatrix(ColorMatrix)
    case blendMode(BlendMode)
    case compositingGroup
}

/// A drop shadow: Gaussian blur of standard deviation `radius / 2`.
public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var radius: Double
    public var x: Double
    public var y: Double
    /// SwiftUI's default shadow colour: black at 33% opacity.
    public static let defaultColor = Color(red: 0, green: 0, blue: 0, opacity: 0.33)
    public init(color: Color = Shadow.defaultColor, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color; self.radius = radius; self.x = x; self.y = y
    }
}
