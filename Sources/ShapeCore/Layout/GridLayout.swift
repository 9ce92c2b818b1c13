/// `Grid` (SwiftUI's eager grid, iOS 16): each GridRow's cells take
/// successive columns (a `gridCellColumns(n)` cell takes n); a child that
/// is not a GridRow is a row spanning every column. Columns share the
/// width as a stack's children do, each column being as wide as its
/// widest cell: offered a width, the space left after spacing goes to the
/// least flexible columns first, each offered an equal share of what
/// remains (flexibility: how much wider its cells get between a proposal
/// of 0 and one of infinity); offered none, each column is its widest
/// cell's ideal width. Rows share the height the same way, each as tall
/// as its tallest cell, every cell offered its columns' width. A spanning
/// cell wider than its columns widens them equally. A full-width row is
/// offered the columns' width and widens the grid only when it cannot be
/// narrower. Cells sit in their cell at the grid's alignment (a GridRow's
/// alignment replaces the vertical part, a cell's `gridColumnAlignment`
/// the horizontal part for its whole column: the first one set in the
/// column, in row order; a cell's `gridCellAnchor` puts that point of the
/// cell on the same point of its box, over both); spacing defaults to 8.
/// A cell with `gridCellUnsizedAxes` takes no part in sizing its column
/// (horizontal) or row (vertical), or for a full-width row the grid's
/// width: it is offered what the other cells make (SwiftUI's use: a
/// Color or Divider that would otherwise take all the space offered).
extension LayoutEngine {
    /// A Grid's rows, its cells in order with their first column and span.
    struct GridRows {
        struct Cell { var view: View; var column: Int; var span: Int }
        struct Row { var cells: [Cell]; var full: View?; var alignment: VerticalAlignment? }
        var rows: [Row] = []
        var columns = 0
    }

    struct GridMetrics {
        var widths: [Double]
        var heights: [Double]
        var size: Size
        var hSpacing: Double, vSpacing: Double
    }

    func gridRows(_ g: GridContent) -> GridRows {
        var out = GridRows()
        for child in flatten(g.children) {
            guard let (alignment, cells) = Self.gridRowContent(child.box.node) else {
                out.rows.append(GridRows.Row(cells: [], full: child, alignment: nil))
                continue
            }
            var column = 0
            var row = GridRows.Row(cells: [], full: nil, alignment: alignment)
            for cell in flatten(cells) {
                let span = cell.gridCellColumns
                row.cells.append(GridRows.Cell(view: cell, column: column, span: span))
                column += span
            }
            out.columns = max(out.columns, column)
            out.rows.append(row)
        }
        return out
    }

    /// A GridRow's alignment and cells, or nil for any other node.
    private static func gridRowContent(_ node: borrowing View.Node) -> (VerticalAlignment?, [View])? {
        switch node {
        case .gridRow(let alignment, let cells): return (alignment, copy cells)
        default: return nil
        }
    }

    func gridMetrics(_ g: GridContent, _ grid: GridRows, _ p: ProposedSize, _ env: Environment) throws -> GridMetrics {
        let hs = g.horizontalSpacing ?? 8, vs = g.verticalSpacing ?? 8
        let widths = try gridColumnWidths(grid, p.width, hs, env)
        let columnsWidth = widths.reduce(0, +) + hs * Double(max(widths.count - 1, 0))
        func cellWidth(_ c: GridRows.Cell) -> Double {
            widths[c.column..<(c.column + c.span)].reduce(0, +) + hs * Double(c.span - 1)
        }
        let fullOffer = grid.columns > 0 ? columnsWidth : p.width
        // Each row's views that size it, with the width each is offered.
        let rows: [[(View, Double?)]] = grid.rows.map { row in
            if let full = row.full { return full.gridCellUnsizedAxes.vertical ? [] : [(full, fullOffer)] }
            return row.cells.filter { !$0.view.gridCellUnsizedAxes.vertical }.map { ($0.view, cellWidth($0)) }
        }
        let heights = try shareOut(rows.count, p.height, vs) { r, h in
            try rows[r].reduce(0) { try max($0, size($1.0, ProposedSize(width: $1.1, height: h), env).height) }
        }
        var width = grid.columns > 0 ? columnsWidth : 0
        for (r, row) in grid.rows.enumerated() {
            if let full = row.full, !full.gridCellUnsizedAxes.horizontal {
                width = max(width, try size(full, ProposedSize(width: fullOffer, height: heights[r]), env).width)
            }
        }
        let height = heights.reduce(0, +) + vs * Double(max(heights.count - 1, 0))
        return GridMetrics(widths: widths, heights: heights, size: Size(width, height), hSpacing: hs, vSpacing: vs)
    }

    /// Column widths: shared out among the one-column cells, then widened
    /// where a spanning cell needs more.
    private func gridColumnWidths(_ grid: GridRows, _ offered: Double?, _ hs: Double, _ env: Environment) throws -> [Double] {
        var byColumn = [[View]](repeating: [], count: grid.columns)
        for row in grid.rows {
            for c in row.cells where c.span == 1 && !c.view.gridCellUnsizedAxes.horizontal { byColumn[c.column].append(c.view) }
        }
        var widths = try shareOut(grid.columns, offered, hs) { c, w in
            try byColumn[c].reduce(0) { try max($0, size($1, ProposedSize(width: w, height: nil), env).width) }
        }
        for row in grid.rows {
            for c in row.cells where c.span > 1 && !c.view.gridCellUnsizedAxes.horizontal {
                let span = c.column..<(c.column + c.span)
                let have = widths[span].reduce(0, +) + hs * Double(c.span - 1)
                let want = try size(c.view, ProposedSize(width: offered == nil ? nil : have, height: nil), env).width
                if want > have { for i in span { widths[i] += (want - have) / Double(c.span) } }
            }
        }
        return widths
    }

    /// The stacks' rule for n tracks sharing `offered` (nil: each its
    /// ideal): `length(i, proposal)` is track i's length for a proposal.
    private func shareOut(_ n: Int, _ offered: Double?, _ spacing: Double,
                          _ length: (Int, Double?) throws -> Double) throws -> [Double] {
        guard let offered else { return try (0..<n).map { try length($0, nil) } }
        var flexibility = [Double](repeating: 0, count: n)
        for i in 0..<n { flexibility[i] = try length(i, .infinity) - length(i, 0) }
        let order = (0..<n).sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        var remaining = max(offered - spacing * Double(max(n - 1, 0)), 0)
        var lengths = [Double](repeating: 0, count: n)
        for (k, i) in order.enumerated() {
            lengths[i] = try length(i, max(remaining / Double(n - k), 0))
            remaining -= lengths[i]
        }
        return lengths
    }

    func gridSize(_ g: GridContent, _ p: ProposedSize, _ env: Environment) throws -> Size {
        let cellEnv = Self.gridCellEnvironment(env)
        return try gridMetrics(g, gridRows(g), p, cellEnv).size
    }

    func placeGrid(_ g: GridContent, in rect: Rect, _ env: Environment) throws {
        let cellEnv = Self.gridCellEnvironment(env)
        let grid = gridRows(g)
        let m = try gridMetrics(g, grid, ProposedSize(rect.size), cellEnv)
        var xs: [Double] = []
        var x = rect.minX
        for w in m.widths { xs.append(x); x += w + m.hSpacing }
        let columnsWidth = m.widths.reduce(0, +) + m.hSpacing * Double(max(m.widths.count - 1, 0))
        var columnAlignment = [HorizontalAlignment?](repeating: nil, count: grid.columns)
        for row in grid.rows {
            for c in row.cells where c.span == 1 && columnAlignment[c.column] == nil {
                columnAlignment[c.column] = c.view.gridColumnAlignment
            }
        }
        try sink.open("Grid", rect, .none)
        var y = rect.minY
        for (r, row) in grid.rows.enumerated() {
            let h = m.heights[r]
            if let full = row.full {
                let offer = grid.columns > 0 ? columnsWidth : rect.width
                let s = try size(full, ProposedSize(width: offer, height: h), cellEnv)
                let box = Rect(rect.minX, y, grid.columns > 0 ? m.size.width : rect.width, h)
                try place(full, in: Rect(origin: Self.cellOrigin(full, s, box, g.alignment), size: s), cellEnv)
            }
            for c in row.cells {
                let horizontal = c.span == 1 ? columnAlignment[c.column] ?? g.alignment.horizontal : g.alignment.horizontal
                let alignment = Alignment(horizontal: horizontal, vertical: row.alignment ?? g.alignment.vertical)
                let w = m.widths[c.column..<(c.column + c.span)].reduce(0, +) + m.hSpacing * Double(c.span - 1)
                let s = try size(c.view, ProposedSize(width: w, height: h), cellEnv)
                let box = Rect(xs[c.column], y, w, h)
                try place(c.view, in: Rect(origin: Self.cellOrigin(c.view, s, box, alignment), size: s), cellEnv)
            }
            y += h + m.vSpacing
        }
        try sink.close()
    }

    /// Where a cell of size `s` goes in its box: its `gridCellAnchor`
    /// point on the box's same point, else by the alignment.
    private static func cellOrigin(_ cell: View, _ s: Size, _ box: Rect, _ alignment: Alignment) -> Point {
        guard let anchor = cell.gridCellAnchor else { return alignment.origin(of: s, in: box) }
        return Point(box.minX + (box.width - s.width) * anchor.x, box.minY + (box.height - s.height) * anchor.y)
    }
}
