import LuaBridge
import ShapeCore

/// `Grid`, `GridRow`, `LazyVGrid`, `LazyHGrid` and the cell modifiers
/// `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor` and
/// `gridCellUnsizedAxes` (issue 22), with SwiftUI's names and defaults; children are given as
/// for the stacks (the label table's array items, or arguments). The
/// layout rules are ShapeCore's (Layout/GridLayout.swift,
/// Layout/LazyGridLayout.swift, Layout/GridTracks.swift).
enum GridBindings {
    static let grid = FunctionSpec(
        "Grid", [Param("alignment", .choice(Alignment.names), default: "\"center\"", doc: "where each cell sits in its cell"),
                 Param("horizontalSpacing", .length, default: "8"),
                 Param("verticalSpacing", .length, default: "8"),
                 ViewConstructors.contentParam],
        returns: "View",
        doc: "SwiftUI's Grid: each GridRow's cells take successive columns; columns are as wide as their widest cell and rows as tall as their tallest (offered a size, they share it as a stack's children do). A child that is not a GridRow is a row spanning every column (a Divider between rows). `gridCellColumns(n)` makes a cell span n columns.",
        example: "Grid{horizontalSpacing = 12,\n  GridRow{Text(\"Name\"), Text(\"Ada\")},\n  Divider(),\n  GridRow{Text(\"Born\"), Text(\"1815\")}}"
    ) { a in
        let kids = try ViewConstructors.children(a)
        let view = Grid(alignment: try ViewModifiers.alignment(a), horizontalSpacing: try a.value("horizontalSpacing", .length),
                        verticalSpacing: try a.value("verticalSpacing", .length), views: kids).view
        return try a.push(view: view, "Grid(\(kids.count) rows)")
    }

    static let gridRow = FunctionSpec(
        "GridRow", [Param("alignment", .choice(VerticalAlignment.allCases.map(\.rawValue)), default: "nil",
                          doc: "the cells' vertical alignment (nil: the Grid's)"),
                    ViewConstructors.contentParam],
        returns: "View",
        doc: "One row of a Grid, each child one cell. Outside a Grid it is laid out as an HStack.",
        example: "GridRow{alignment = \"top\", Text(\"Notes\"), Text(\"Two\\nlines\")}"
    ) { a in
        let alignment = try a.value("alignment", .name(VerticalAlignment.allCases.map(\.rawValue), kind: "vertical alignment"))
            .flatMap(VerticalAlignment.init(rawValue:))
        let kids = try ViewConstructors.children(a)
        return try a.push(view: GridRow(alignment: alignment, views: kids).view, "GridRow(\(kids.count) views)")
    }

    // The GridItem list comes after alignment and spacing: a first
    // parameter that could be a table would make a label table with a
    // misspelt key (`{colums = ...}`) read as that list, not as an error.
    static let lazyVGrid = FunctionSpec(
        "LazyVGrid", [Param("alignment", .choice(HorizontalAlignment.allCases.map(\.rawValue)), default: "\"center\""),
                      Param("spacing", .length, default: "8", doc: "between rows"),
                      Param("columns", .list(.record("GridItem")), doc: "one GridItem per column (an adaptive one makes as many columns as fit)"),
                      ViewConstructors.contentParam],
        returns: "View",
        doc: "SwiftUI's LazyVGrid: the columns come from the GridItems alone, as SwiftUI computes them (fixed sizes first, then each other item an equal share of the rest, in order; an adaptive item fits as many columns of its minimum as it can); the cells fill rows leading to trailing, each row as tall as its tallest cell. Everything is drawn (no scrolling).",
        example: "LazyVGrid{columns = {GridItem.adaptive(80)}, spacing = 8,\n  ForEach(12, function(i) return Circle():fill(\"systemBlue\"):frame(80, 80) end)}"
    ) { a in
        let items = try gridItems(a, "columns")
        let alignment = try a.value("alignment", .name(HorizontalAlignment.allCases.map(\.rawValue), kind: "horizontal alignment"))
            .flatMap(HorizontalAlignment.init(rawValue:)) ?? .center
        let kids = try ViewConstructors.children(a)
        let view = LazyGrid(columns: items, alignment: alignment, spacing: try a.value("spacing", .length), views: kids).view
        return try a.push(view: view, "LazyVGrid(\(items.count) columns, \(kids.count) views)")
    }

    static let lazyHGrid = FunctionSpec(
        "LazyHGrid", [Param("alignment", .choice(VerticalAlignment.allCases.map(\.rawValue)), default: "\"center\""),
                      Param("spacing", .length, default: "8", doc: "between columns"),
                      Param("rows", .list(.record("GridItem")), doc: "one GridItem per row"),
                      ViewConstructors.contentParam],
        returns: "View",
        doc: "SwiftUI's LazyHGrid: LazyVGrid turned on its side: the rows come from the GridItems, the cells fill columns top to bottom, each column as wide as its widest cell.",
        example: "LazyHGrid{rows = {GridItem.fixed(40), GridItem.fixed(40)}, Text(\"a\"), Text(\"b\"), Text(\"c\")}"
    ) { a in
        let items = try gridItems(a, "rows")
        let alignment = try a.value("alignment", .name(VerticalAlignment.allCases.map(\.rawValue), kind: "vertical alignment"))
            .flatMap(VerticalAlignment.init(rawValue:)) ?? .center
        let kids = try ViewConstructors.children(a)
        let view = LazyGrid(rows: items, alignment: alignment, spacing: try a.value("spacing", .length), views: kids).view
        return try a.push(view: view, "LazyHGrid(\(items.count) rows, \(kids.count) views)")
    }

    /// The GridItem list of a lazy grid: at least one item.
    static func gridItems(_ a: Args, _ label: String) throws -> [GridItem] {
        let items = try a.need(label, as: .list(.record("GridItem")), "list of GridItem") { c in
            try c.list { item in
                guard let value = item.userdata(a.call, GridItem.self) else { throw item.typeError("GridItem") }
                return value
            }
        }
        guard !items.isEmpty else {
            throw a.context(label).valueError("\(label) must list at least one GridItem, e.g. {GridItem.flexible()}")
        }
        return items
    }

    static let gridCellColumns = ViewModifiers.modifier(
        "gridCellColumns", [Param("count", .integer)],
        doc: "In a GridRow, the cell spans `count` columns (1…\(GridLimits.maxColumns))."
    ) { v, a in
        let count = try a.need("count", .integer)
        guard (1...GridLimits.maxColumns).contains(count) else {
            throw a.context("count").valueError("count must be between 1 and \(GridLimits.maxColumns), got \(count)")
        }
        return v.gridCellColumns(count)
    }

    static let gridColumnAlignment = ViewModifiers.modifier(
        "gridColumnAlignment", [Param("guide", .choice(HorizontalAlignment.allCases.map(\.rawValue)))],
        doc: "In a Grid, the horizontal alignment of every cell of this cell's column (the first one set in the column counts)."
    ) { v, a in
        let name = try a.need("guide", as: .choice(HorizontalAlignment.allCases.map(\.rawValue)), "string") { try $0.choice(HorizontalAlignment.allCases.map(\.rawValue), kind: "horizontal alignment") }
        return v.gridColumnAlignment(HorizontalAlignment(rawValue: name)!)
    }

    static let gridCellAnchor = ViewModifiers.modifier(
        "gridCellAnchor", [Param("anchor", .unitPoint)],
        doc: "In a Grid, where the cell sits in its cell: its `anchor` point on the same point of the cell (a name or `{x, y}` in 0…1), over the Grid's, the row's and the column's alignment."
    ) { v, a in
        v.gridCellAnchor(try a.need("anchor", .unitPoint))
    }

    static let axisNames = ["horizontal", "vertical"]

    static let gridCellUnsizedAxes = ViewModifiers.modifier(
        "gridCellUnsizedAxes", [Param("axes", .oneOf([.choice(axisNames), .list(.choice(axisNames))]))],
        doc: "In a Grid, the cell takes no part in sizing its column (`\"horizontal\"`) or row (`\"vertical\"`), or both (a list): it is offered what the other cells make. For a Color or a Divider that would otherwise take all the width offered."
    ) { v, a in
        let names = try a.need("axes", as: .oneOf([.choice(axisNames), .list(.choice(axisNames))]), "axis name or list") { c in
            if c.stack.string(at: c.index) != nil { return [try c.choice(axisNames, kind: "axis")] }
            guard c.stack.isTable(at: c.index) else { throw c.typeError("axis name or list") }
            // A string key here is a misspelt label (`{axis = ...}`): the
            // table was not read as a label table, so say so.
            var key: String?
            c.stack.forEachPair(c.index) { k, _ in
                if key == nil, c.stack.isString(at: k) { key = c.stack.string(at: k) }
            }
            if let key { throw LuaCallError.message("gridCellUnsizedAxes: " + NameSuggestion.unknown("option", key, valid: ["axes"])) }
            return try c.list { try $0.choice(axisNames, kind: "axis") }
        }
        return v.gridCellUnsizedAxes(horizontal: names.contains("horizontal"), vertical: names.contains("vertical"))
    }

    /// The View methods a Grid reads from its cells.
    static let cellModifiers = [gridCellColumns, gridColumnAlignment, gridCellAnchor, gridCellUnsizedAxes]

    static let constructors: [FunctionSpec] = [grid, gridRow, lazyVGrid, lazyHGrid]
}
