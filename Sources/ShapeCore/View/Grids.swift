/// SwiftUI's grids (issue 22): `Grid` with `GridRow` (iOS 16: columns as
/// wide as their widest cell, rows as tall as their tallest) and the lazy
/// grids `LazyVGrid` / `LazyHGrid`, whose tracks come from `GridItem`s
/// alone. Their layout is in Layout/GridLayout.swift and
/// Layout/LazyGridLayout.swift; docs/LAYOUT.md states the rules.

/// `Grid{alignment=, horizontalSpacing=, verticalSpacing=, ...}`: its
/// children are `GridRow`s, each cell one column; any other child is a row
/// of its own that spans every column (a Divider between rows). Cells are
/// aligned in their cell by `alignment` (default center; a GridRow's
/// alignment overrides the vertical part); nil spacing is the default 8.
public struct Grid: ViewConvertible {
    public let view: View
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                views children: [View]) {
        view = View(.grid(GridContent(alignment: alignment, horizontalSpacing: horizontalSpacing,
                                      verticalSpacing: verticalSpacing, children: children)))
    }
}

struct GridContent {
    var alignment: Alignment
    var horizontalSpacing: Double?
    var verticalSpacing: Double?
    var children: [View]
}

/// `GridRow{alignment=, ...}`: one row of a Grid, each child one cell
/// (or `gridCellColumns(n)` cells). Outside a Grid it is laid out as an
/// HStack of its children.
public struct GridRow: ViewConvertible {
    public let view: View
    public init(alignment: VerticalAlignment? = nil, views children: [View]) {
        view = View(.gridRow(alignment, children))
    }
}

/// One column of a LazyVGrid (one row of a LazyHGrid): how wide it is,
/// the space after it, and how its cells are aligned (nil: the grid's
/// alignment, centred on the other axis).
public struct GridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        /// Exactly this long, whatever the space.
        case fixed(Double)
        /// An equal share of what the fixed items leave, kept in
        /// minimum…maximum (SwiftUI's defaults: 10 and infinity).
        case flexible(minimum: Double, maximum: Double)
        /// As many tracks of at least `minimum` as fit in a flexible
        /// item's share, each at most `maximum`.
        case adaptive(minimum: Double, maximum: Double)
    }
    public var size: Size
    public var spacing: Double?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(minimum: 10, maximum: .infinity), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }

    /// SwiftUI's default spacing between tracks.
    public static let defaultSpacing = 8.0
    var gap: Double { spacing ?? Self.defaultSpacing }
}

/// `LazyVGrid{columns=, alignment=, spacing=, ...}` (axis vertical: the
/// items are columns and the cells fill rows, leading to trailing) and
/// `LazyHGrid{rows=, ...}` (axis horizontal: the items are rows and the
/// cells fill columns, top to bottom).
public struct LazyGrid: ViewConvertible {
    public let view: View
    /// `alignment`'s component across the items is the one used
    /// (horizontal for LazyVGrid, vertical for LazyHGrid).
    public init(axis: StackAxis, items: [GridItem], alignment: Alignment = .center, spacing: Double? = nil,
                views children: [View]) {
        view = View(.lazyGrid(LazyGridContent(axis: axis, items: items, alignment: alignment,
                                              spacing: spacing, children: children)))
    }
}

extension LazyGrid {
    /// `LazyVGrid(columns:alignment:spacing:)`.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil, views children: [View]) {
        self.init(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                  spacing: spacing, views: children)
    }

    /// `LazyHGrid(rows:alignment:spacing:)`.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil, views children: [View]) {
        self.init(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                  spacing: spacing, views: children)
    }
}

struct LazyGridContent {
    /// The direction the grid grows in: vertical for LazyVGrid.
    var axis: StackAxis
    var items: [GridItem]
    var alignment: Alignment
    /// Between the lines the cells fill (rows of a LazyVGrid); nil: 8.
    var spacing: Double?
    var children: [View]
}

extension ViewConvertible {
    /// `gridCellColumns(n)`: in a GridRow, the cell spans n columns.
    public func gridCellColumns(_ count: Int) -> View { View(.trait(view, .gridCellColumns(Double(count)))) }
}

extension ViewConvertible {
    /// `gridColumnAlignment(a)`: the horizontal alignment of every cell in
    /// this cell's Grid column (the first such setting in the column wins).
    public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> View {
        View(.trait(view, .gridColumnAlignment(alignment.fraction)))
    }
}

extension ViewConvertible {
    /// `gridCellAnchor(p)`: in a Grid, the cell's point `p` sits on the
    /// same point of its cell, whatever the row's and column's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> View {
        View(.trait(view, .gridCellAnchor(x: anchor.x, y: anchor.y)))
    }

    /// `gridCellUnsizedAxes(axes)`: in a Grid, the cell leaves its column's
    /// width (horizontal) or its row's height (vertical) to the other
    /// cells and is offered what they make.
    public func gridCellUnsizedAxes(horizontal: Bool, vertical: Bool) -> View {
        View(.trait(view, .gridCellUnsizedAxes(horizontal: horizontal, vertical: vertical)))
    }
}

extension View {
    /// The anchor this Grid cell sets, if any.
    var gridCellAnchor: UnitPoint? {
        trait { if case .gridCellAnchor(let x, let y) = $0 { return UnitPoint(x, y) } else { return nil } }
    }

    /// The axes this Grid cell leaves unsized (none unless set).
    var gridCellUnsizedAxes: (horizontal: Bool, vertical: Bool) {
        trait { if case .gridCellUnsizedAxes(let h, let v) = $0 { return (h, v) } else { return nil } } ?? (false, false)
    }

    /// The column alignment this Grid cell sets, if any.
    var gridColumnAlignment: HorizontalAlignment? {
        guard let f = trait({ if case .gridColumnAlignment(let f) = $0 { return f } else { return nil } }) else { return nil }
        return HorizontalAlignment.allCases.first { $0.fraction == f }
    }

    /// The columns this view spans as a Grid cell (at least 1).
    var gridCellColumns: Int {
        let n = trait { if case .gridCellColumns(let n) = $0 { return n } else { return nil } } ?? 1
        return n >= 1 ? Int(min(n, Double(GridLimits.maxColumns))) : 1
    }
}

/// Bounds that keep a grid's arrays proportional to its content.
public enum GridLimits {
    /// The most columns one cell may span (`gridCellColumns`).
    public static let maxColumns = 1000
}
