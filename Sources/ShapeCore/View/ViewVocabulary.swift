/// docs/API.md added views and modifiers: `Divider`, `hidden`,
/// `layoutPriority`, `zIndex`, `position`, `clipped`. Their layout is in
/// Layout/VocabularyLayout.swift; docs/LAYOUT.md states the rules.

/// `Divider()`: a 1-unit line across the enclosing stack's cross axis — in
/// a VStack (or outside any stack) the width offered × 1, in an HStack
/// 1 × the height offered; offered nil on its long axis it is 10 long (the
/// project's rule for views that take the space offered, docs/API.md).
public struct Divider: ViewConvertible {
    public init() {}
    public var view: View { View(.divider) }

    /// The thickness: SwiftUI draws one pixel; one unit is one pixel here.
    public static let thickness = 1.0
    /// SwiftUI's separator colour in light mode (UIKit's `separator`):
    /// #3C3C43 at 29 % — the label grey of `Color.secondary` at the
    /// separator's opacity, which over white is the opaque separator grey
    /// #C6C6C8. The contract names the colour, not a value; this is Apple's.
    public static let color = Color.labelGrey.opacity(0.29)
}

/// A property a container reads from its child (SwiftUI's layout traits):
/// the first one found walking down the child's modifiers counts, so the
/// outermost call wins.
public enum ViewTrait: Sendable {
    /// Stacks offer space to higher priorities first (default 0).
    case layoutPriority(Double)
    /// Containers draw lower z first; equal z keep their order (default 0).
    case zIndex(Double)
    /// The columns a Grid cell spans (`gridCellColumns`, default 1).
    case gridCellColumns(Double)
    /// The horizontal alignment of a Grid cell's column
    /// (`gridColumnAlignment`), as its fraction (leading 0 … trailing 1).
    case gridColumnAlignment(Double)
    /// Where a Grid cell sits in its cell (`gridCellAnchor`): its own
    /// unit point on the same unit point of the cell.
    case gridCellAnchor(x: Double, y: Double)
    /// The axes on which a Grid cell does not size its column or row
    /// (`gridCellUnsizedAxes`).
    case gridCellUnsizedAxes(horizontal: Bool, vertical: Bool)
}

extension ViewConvertible {
    /// `hidden()`: laid out as the view, drawing nothing (SwiftUI).
    public func hidden() -> View { View(.hidden(view)) }

    /// `layoutPriority(p)`: see `ViewTrait.layoutPriority`.
    public func layoutPriority(_ priority: Double) -> View { View(.trait(view, .layoutPriority(priority))) }

    /// `zIndex(z)`: see `ViewTrait.zIndex`.
    public func zIndex(_ z: Double) -> View { View(.trait(view, .zIndex(z))) }

    /// `position(x, y)`: takes all the space offered (10 on an axis offered
    /// nil) and places the view's centre at (x, y) of it; the view is offered
    /// the same proposal (SwiftUI's `position`).
    public func position(x: Double = 0, y: Double = 0) -> View { View(.position(view, x: x, y: y)) }

    /// `clipped()`: clips to the view's frame (`clipShape(Rectangle())`).
    public func clipped() -> View { View(.clip(view, shape: ShapeBox(Rectangle()), fillRule: .nonZero)) }
}

extension View {
    /// The trait's value set on this view, looking down through
    /// single-child modifiers to the first container or leaf.
    /// Most views have no trait below them (`NodeBox.hasTrait`): then
    /// nothing is walked.
    func trait<T>(_ pick: (ViewTrait) -> T?) -> T? {
        var view = self
        while view.box.hasTrait {
            switch Self.traitStep(view.box.node, pick) {
            case .found(let v): return v
            case .next(let child): view = child
            }
        }
        return nil
    }

    private enum TraitStep<T> { case found(T), next(View) }

    /// The trait's value on this node, or the child to look at next (a
    /// node with `hasTrait` is a trait or a single-child modifier).
    private static func traitStep<T>(_ node: borrowing Node, _ pick: (ViewTrait) -> T?) -> TraitStep<T> {
        switch node {
        case .trait(let child, let t):
            if let v = pick(t) { return .found(v) }
            return .next(copy child)
        case .frame(let child, _), .padding(let child, _), .environment(let child, _),
             .effect(let child, _), .aspectRatio(let child, _, _), .fixedSize(let child, _, _),
             .hidden(let child), .position(let child, _, _), .layer(let child, _, _, _),
             .mask(let child, _), .clip(let child, _, _):
            return .next(copy child)
        default:
            preconditionFailure("hasTrait is set only on traits and single-child modifiers")
        }
    }

    var layoutPriority: Double {
        trait { if case .layoutPriority(let p) = $0 { return p } else { return nil } } ?? 0
    }
    var zIndex: Double {
        trait { if case .zIndex(let z) = $0 { return z } else { return nil } } ?? 0
    }
}
