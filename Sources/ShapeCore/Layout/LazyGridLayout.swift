/// LazyVGrid and LazyHGrid: the items make tracks across the grid
/// (GridTracks.swift: SwiftUI's algorithm and its source); the cells fill
/// the tracks in order, a line at a time (rows of a LazyVGrid, columns of
/// a LazyHGrid), each proposed its track's length across and nothing
/// along, so a line is as long as its longest cell. Lines are `spacing`
/// apart (default 8). A cell sits in its track × line box at its item's
/// alignment, else at the grid's (centred along the lines).
///
/// Offered no length across (an ideal size), each item is as long as its
/// widest cell within its bounds (an adaptive item counted as one track),
/// and the tracks are then made in that total as for any length offered.
extension LayoutEngine {
    struct LazyGridLines {
        var tracks: GridTracks
        /// The length of each line along the grid's axis.
        var lines: [Double]
        var spacing: Double
        var along: Double { lines.reduce(0, +) + spacing * Double(max(lines.count - 1, 0)) }
    }

    /// The length the grid reports across (SwiftUI's first pass).
    private func lazyGridAcross(_ g: LazyGridContent, _ cells: [View], _ offered: Double?, _ env: Environment) throws -> Double {
        if let offered { return GridTracks(g.items, in: offered).total }
        let across = Self.across(g.axis)
        var widest = [Double](repeating: 0, count: g.items.count)
        for (i, cell) in cells.enumerated() {
            let s = try size(cell, ProposedSize(width: nil, height: nil), env)
            widest[i % g.items.count] = max(widest[i % g.items.count], s.value(across))
        }
        let lengths = zip(g.items, widest).map { item, w -> Double in
            switch item.size {
            case .fixed(let size): return size
            case .flexible(let lo, let hi), .adaptive(let lo, let hi): return min(max(w, lo), hi)
            }
        }
        return GridTracks(g.items, lengths: lengths).total
    }

    /// The tracks made in `across` (the second pass) and the line lengths.
    private func lazyGridLines(_ g: LazyGridContent, _ cells: [View], across: Double, _ env: Environment) throws -> LazyGridLines {
        let tracks = GridTracks(g.items, in: across)
        let perLine = max(tracks.count, 1)
        var lines = [Double](repeating: 0, count: (cells.count + perLine - 1) / perLine)
        for (i, cell) in cells.enumerated() {
            let s = try size(cell, cellProposal(g.axis, tracks.track(i % perLine).length), env)
            lines[i / perLine] = max(lines[i / perLine], s.value(g.axis))
        }
        return LazyGridLines(tracks: tracks, lines: lines, spacing: g.spacing ?? GridItem.defaultSpacing)
    }

    func lazyGridSize(_ g: LazyGridContent, _ p: ProposedSize, _ env: Environment) throws -> Size {
        guard !g.items.isEmpty else { return .zero }
        let cells = flatten(g.children), cellEnv = Self.gridCellEnvironment(env)
        let across = try lazyGridAcross(g, cells, p.value(Self.across(g.axis)), cellEnv)
        guard across.isFinite else { return Size(axis: g.axis, primary: 0, cross: across) }
        let layout = try lazyGridLines(g, cells, across: across, cellEnv)
        return Size(axis: g.axis, primary: layout.along, cross: across)
    }

    func placeLazyGrid(_ g: LazyGridContent, in rect: Rect, _ env: Environment) throws {
        try sink.open(g.axis == .vertical ? "LazyVGrid" : "LazyHGrid", rect, .none)
        if !g.items.isEmpty {
            let cells = flatten(g.children), cellEnv = Self.gridCellEnvironment(env)
            let acrossAxis = Self.across(g.axis)
            let layout = try lazyGridLines(g, cells, across: rect.size.value(acrossAxis), cellEnv)
            let perLine = max(layout.tracks.count, 1)
            // Tracks longer (or shorter) than the rect are aligned in it.
            let fraction = acrossAxis == .horizontal ? g.alignment.horizontal.fraction : g.alignment.vertical.fraction
            let acrossStart = Self.start(rect, acrossAxis) + (rect.size.value(acrossAxis) - layout.tracks.total) * fraction
            var lineStart = Self.start(rect, g.axis)
            for (line, length) in layout.lines.enumerated() {
                for i in (line * perLine)..<min((line + 1) * perLine, cells.count) {
                    let track = layout.tracks.track(i - line * perLine)
                    let s = try size(cells[i], cellProposal(g.axis, track.length), cellEnv)
                    let box = Rect(origin: Self.point(g.axis, along: lineStart, across: acrossStart + track.start),
                                   size: Size(axis: g.axis, primary: length, cross: track.length))
                    let alignment = track.alignment ?? g.alignment
                    try place(cells[i], in: Rect(origin: alignment.origin(of: s, in: box), size: s), cellEnv)
                }
                lineStart += length + layout.spacing
            }
        }
        try sink.close()
    }

    /// A cell is offered its track's length across and nothing along.
    private func cellProposal(_ axis: StackAxis, _ across: Double) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: across, height: nil) : ProposedSize(width: nil, height: across)
    }

    static func across(_ axis: StackAxis) -> StackAxis { axis == .vertical ? .horizontal : .vertical }

    private static func start(_ rect: Rect, _ axis: StackAxis) -> Double { axis == .horizontal ? rect.minX : rect.minY }

    private static func point(_ axis: StackAxis, along: Double, across: Double) -> Point {
        axis == .vertical ? Point(across, along) : Point(along, across)
    }

    /// A grid's cells are in no stack: a Spacer takes what it is offered
    /// and a Divider lies across the width (as outside any stack).
    static func gridCellEnvironment(_ env: Environment) -> Environment {
        guard env.stackAxis != nil || env.enclosingStackAxis != nil else { return env }
        var inner = env
        inner.stackAxis = nil
        inner.enclosingStackAxis = nil
        return inner
    }
}
