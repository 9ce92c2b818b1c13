import Testing
@testable import ShapeCore

/// Grid, GridRow, LazyVGrid and LazyHGrid frames, checked against answers
/// worked out by hand from SwiftUI's rules (Layout/GridTracks.swift names
/// the source of the lazy grids' algorithm; the worked examples below are
/// the ones objc.io and others measured on iOS).
@Suite struct GridLayoutTests {
    func placed(_ v: some ViewConvertible, _ w: Double? = nil, _ h: Double? = nil) throws -> (Size, PlacedView) {
        let r = try layout(v, options: SVGOptions(width: w, height: h, fonts: FakeFont()))
        return (r.size, r.root)
    }

    func lengths(_ t: GridTracks) -> [Double] { (0..<t.count).map { t.track($0).length } }
    func starts(_ t: GridTracks) -> [Double] { (0..<t.count).map { t.track($0).start } }
    func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    let adaptive80 = GridItem(.adaptive(minimum: 80, maximum: .infinity))
    let flexible = GridItem()

    @Test func threeAdaptiveColumnsOfMinimum80In300() {
        // ⌊(300 + 8) ÷ (80 + 8)⌋ = 3 columns of (300 − 2·8) ÷ 3
        let t = GridTracks([adaptive80], in: 300)
        #expect(t.count == 3)
        let w: Double = 284.0 / 3
        let pitch: Double = w + 8
        #expect(close(lengths(t), [w, w, w]))
        #expect(close(starts(t), [0, pitch, 2 * pitch]))
        #expect(abs(t.total - 300) < 1e-9)
    }

    @Test func fixedThenAdaptive() {
        // objc.io's quiz 1: fixed 70 and adaptive(40) in 200 → 70, then
        // 122 left: two columns of (122 − 8) ÷ 2 = 57
        let t = GridTracks([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40, maximum: .infinity))], in: 200)
        #expect(lengths(t) == [70, 57, 57])
        #expect(starts(t) == [0, 78, 143])
        #expect(t.total == 200)
    }

    @Test func adaptiveWithAMaximumAndTwoAdaptives() {
        // adaptive(50, 100) in 300: 5 columns of (300 − 32) ÷ 5 = 53.6
        #expect(close(lengths(GridTracks([GridItem(.adaptive(minimum: 50, maximum: 100))], in: 300)), Array(repeating: 53.6, count: 5)))
        // a maximum below the share: each column stops at it
        #expect(lengths(GridTracks([GridItem(.adaptive(minimum: 50, maximum: 52))], in: 300)) == Array(repeating: 52, count: 5))
        // two adaptives share 300 − 8: 146 each → 2 of 69, then 3 of 43.33
        let t = GridTracks([GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100))], in: 300)
        let third: Double = 130.0 / 3
        #expect(close(lengths(t), [69, 69, third, third, third]))
        #expect(abs(t.total - 300) < 1e-9)
    }

    @Test func minimumsThatDoNotFitOverflowAndTheSecondPassUsesTheTotal() {
        // Flexible minimums 50 and 120 in 200: 96, then 120 → reported 224;
        // the cells are placed in tracks made again in 224: 108 and 120.
        let items = [GridItem(.flexible(minimum: 50, maximum: .infinity)), GridItem(.flexible(minimum: 120, maximum: .infinity))]
        let first = GridTracks(items, in: 200)
        #expect(lengths(first) == [96, 120] && first.total == 224)
        #expect(lengths(GridTracks(items, in: first.total)) == [108, 120])
        // flexible(100), fixed 100, adaptive(100), fixed 100 in 300: 324,
        // then in 324 the adaptive column gets nothing.
        let mixed = [GridItem(.flexible(minimum: 100, maximum: .infinity)), GridItem(.fixed(100)),
                     GridItem(.adaptive(minimum: 100, maximum: .infinity)), GridItem(.fixed(100))]
        #expect(GridTracks(mixed, in: 300).total == 324)
        #expect(lengths(GridTracks(mixed, in: 324)) == [100, 100, 0, 100])
    }

    @Test func lazyVGridFillsRowsEachAsTallAsItsTallestCell() throws {
        let cells = (0..<7).map { i in Rectangle().frame(width: 20, height: i == 1 ? 50 : 30).view }
        let grid = LazyGrid(columns: [adaptive80], spacing: 10, views: cells)
        let (size, root) = try placed(grid, 300, nil)
        #expect(size == Size(300, 50 + 10 + 30 + 10 + 30))
        let w: Double = 284.0 / 3
        let pitch: Double = w + 8, inset: Double = (w - 20) / 2
        let frames = root.frames(named: "Rectangle")
        // each cell centred in its column; the short ones of row 1 centred in its 50
        let xs: [Double] = [frames[0].minX, frames[1].minX, frames[2].minX]
        #expect(close(xs, [inset, pitch + inset, 2 * pitch + inset]))
        #expect(frames[0].minY == 10 && frames[1].minY == 0 && frames[2].minY == 10)
        #expect(frames[3].minY == 60 && frames[6].minY == 100)
    }

    @Test func anItemsAlignmentPlacesItsCells() throws {
        let leading = GridItem(.fixed(100), alignment: .topLeading)
        let grid = LazyGrid(columns: [leading, GridItem(.fixed(100))], views: [
            Rectangle().frame(width: 20, height: 10).view, Rectangle().frame(width: 20, height: 40).view])
        let frames = try placed(grid).1.frames(named: "Rectangle")
        #expect(frames == [Rect(0, 0, 20, 10), Rect(148, 0, 20, 40)])
    }

    @Test func lazyHGridFillsColumnsTopToBottom() throws {
        let cells = [30.0, 50, 20].map { Rectangle().frame(width: $0, height: 10).view }
        let grid = LazyGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], alignment: .top, spacing: 6, views: cells)
        let (size, root) = try placed(grid)
        #expect(size == Size(50 + 6 + 20, 88))
        // column 1 is 50 wide (its widest cell); rows at 0 and 48; each
        // cell at the top of its cell (the grid's alignment), centred along
        #expect(root.frames(named: "Rectangle") == [Rect(10, 0, 30, 10), Rect(0, 48, 50, 10), Rect(56, 0, 20, 10)])
    }

    @Test func gridColumnsAreTheirWidestCellAndRowsTheirTallest() throws {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 4, views: [
            GridRow(views: [Rectangle().frame(width: 40, height: 10).view, Rectangle().frame(width: 10, height: 30).view]).view,
            Divider().view,
            GridRow(alignment: .top, views: [Rectangle().frame(width: 20, height: 20).view, Rectangle().frame(width: 60, height: 10).view]).view,
        ])
        let (size, root) = try placed(grid)
        #expect(size == Size(40 + 10 + 60, 30 + 4 + 1 + 4 + 20))
        #expect(root.frames(named: "Rectangle") == [Rect(0, 10, 40, 10), Rect(75, 0, 10, 30),
                                                    Rect(10, 39, 20, 20), Rect(50, 39, 60, 10)])
        #expect(root.frames(named: "Divider") == [Rect(0, 34, 110, 1)])
    }

    @Test func aSpanningCellCentresAcrossItsColumnsAndWidensThem() throws {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0, views: [
            GridRow(views: [Rectangle().frame(width: 10, height: 10).view, Rectangle().frame(width: 10, height: 10).view]).view,
            GridRow(views: [Rectangle().frame(width: 60, height: 10).gridCellColumns(2)]).view,
        ])
        let (size, root) = try placed(grid)
        #expect(size == Size(60, 20))
        #expect(root.frames(named: "Rectangle") == [Rect(10, 0, 10, 10), Rect(40, 0, 10, 10), Rect(0, 10, 60, 10)])
    }

    @Test func aColumnAlignmentAlignsTheWholeColumn() throws {
        // column 0 is 40 wide; its trailing alignment, set on row 1's cell,
        // puts row 2's 10-wide cell at 30; column 1 stays centred
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0, views: [
            GridRow(views: [Rectangle().frame(width: 40, height: 10).gridColumnAlignment(.trailing),
                            Rectangle().frame(width: 20, height: 10).view]).view,
            GridRow(views: [Rectangle().frame(width: 10, height: 10).gridColumnAlignment(.leading),
                            Rectangle().frame(width: 10, height: 10).view]).view,
        ])
        #expect(try placed(grid).1.frames(named: "Rectangle") == [Rect(0, 0, 40, 10), Rect(40, 0, 20, 10),
                                                                 Rect(30, 10, 10, 10), Rect(45, 10, 10, 10)])
    }

    @Test func flexibleCellsShareTheSizeOffered() throws {
        let row = { GridRow(views: [Color.red.view, Color.blue.view]).view }
        let (_, root) = try placed(Grid(views: [row(), row()]), 300, 200)
        #expect(root.frames(named: "Color") == [Rect(0, 0, 146, 96), Rect(154, 0, 146, 96),
                                                Rect(0, 104, 146, 96), Rect(154, 104, 146, 96)])
    }

    @Test func emptyGridsTakeNoSpace() throws {
        #expect(try placed(Grid(views: [])).0 == .zero)
        #expect(try placed(LazyGrid(columns: [flexible], views: []), 100, nil).0 == Size(100, 0))
        #expect(try placed(LazyGrid(columns: [], views: [Color.red.view])).0 == .zero)
        #expect(try placed(GridRow(views: [])).0 == .zero)
    }

    @Test func tinyAdaptiveMinimumsStayCountable() throws {
        // minimum 0 with no spacing fits infinitely many: capped, never NaN
        let t = GridTracks([GridItem(.adaptive(minimum: 0, maximum: .infinity), spacing: 0)], in: 1e6)
        #expect(t.count == GridTracks.maxAdaptiveTracks)
        #expect(abs(t.total - 1e6) < 1e-3)
        let grid = LazyGrid(columns: [GridItem(.adaptive(minimum: 0, maximum: .infinity), spacing: 0)],
                            views: [Color.red.view, Color.blue.view])
        let (size, root) = try placed(grid, 1e6, nil)
        #expect(size.width == 1e6 && size.height == 10)
        #expect(root.frames(named: "Color").count == 2)
    }

    @Test func aLazyGridInAStackGetsAFiniteShare() throws {
        // the stack asks for the grid's size at 0 and infinity first
        let grid = LazyGrid(columns: [flexible, flexible], views: [Color.red.view, Color.blue.view])
        let (_, root) = try placed(HStack(spacing: 0, [Rectangle().frame(width: 100, height: 10).view, grid.view]), 300, 10)
        #expect(root.frames(named: "Color") == [Rect(100, 0, 96, 10), Rect(204, 0, 96, 10)])
    }

    @Test func gridRowOutsideAGridIsAnHStack() throws {
        let cells = [Rectangle().frame(width: 10, height: 10).view, Rectangle().frame(width: 20, height: 30).view]
        let (a, ra) = try placed(GridRow(views: cells))
        let (b, rb) = try placed(HStack(views: cells))
        #expect(a == b && ra.frames(named: "Rectangle") == rb.frames(named: "Rectangle"))
    }
}
