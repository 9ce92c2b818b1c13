import Testing
@testable import ShapeCore

/// SwiftUI's Grid cell modifiers gridCellAnchor and gridCellUnsizedAxes,
/// checked at frames worked out from the rules in Layout/GridLayout.swift.
@Suite struct GridCellModifierTests {
    /// The grid's size (offered w × h) and its boxes' and Colors' frames
    /// from the grid's origin (the document centres a grid smaller than it).
    func frames(_ v: some ViewConvertible, _ w: Double? = nil, _ h: Double? = nil) throws -> (Size, [Rect]) {
        let r = try layout(v, options: SVGOptions(width: w, height: h, fonts: FakeFont()))
        let grid = try #require(r.root.frames(named: "Grid").first)
        let rects = r.root.frames(named: "Rectangle") + r.root.frames(named: "Color")
        return (grid.size, rects.map { Rect($0.minX - grid.minX, $0.minY - grid.minY, $0.width, $0.height) })
    }
    func box(_ w: Double, _ h: Double) -> View { Rectangle().frame(width: w, height: h) }

    @Test func anAnchorPutsThatPointOnTheCellsSamePoint() throws {
        // Columns 40 and 40, rows 40 each, no spacing; row 2 aligns top
        // and the grid centres, but the anchors decide.
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0, views: [
            GridRow(views: [box(40, 40), box(40, 40)]).view,
            GridRow(alignment: .top, views: [box(10, 10).gridCellAnchor(.bottomTrailing), box(40, 40)]).view,
            GridRow(views: [box(20, 20).gridCellAnchor(UnitPoint(0.75, 0.25)), box(40, 40)]).view,
            box(30, 10).gridCellAnchor(.leading),
        ])
        let (size, rects) = try frames(grid)
        #expect(size == Size(80, 130))
        #expect(rects[2] == Rect(30, 70, 10, 10))          // (40 − 10, 40 + 40 − 10)
        #expect(rects[4] == Rect(15, 85, 20, 20))          // (0.75 × 20, 80 + 0.25 × 20)
        #expect(rects[6] == Rect(0, 120, 30, 10))          // a full-width row, leading
        // Without anchors: the grid's centre, and row 2's top.
        let plain = Grid(horizontalSpacing: 0, verticalSpacing: 0, views: [
            GridRow(views: [box(40, 40), box(40, 40)]).view,
            GridRow(alignment: .top, views: [box(10, 10), box(40, 40)]).view,
        ])
        #expect(try frames(plain).1[2] == Rect(15, 40, 10, 10))
    }

    @Test func anUnsizedColorTakesTheColumnTheOthersMake() throws {
        // Offered 300: a Color cell would take 300 − 8 − 20 = 272 of it;
        // unsized horizontally it leaves column 0 to the 40-wide box and is
        // offered 40 × the row's 10.
        let grid = { (color: View) in
            Grid(views: [
                GridRow(views: [color, self.box(20, 10)]).view,
                GridRow(views: [self.box(40, 10), self.box(20, 10)]).view,
            ])
        }
        let (size, rects) = try frames(grid(Color.red.gridCellUnsizedAxes(horizontal: true, vertical: false)), 300, nil)
        #expect(size == Size(68, 28))
        #expect(rects.last == Rect(0, 0, 40, 10))
        let (wide, flexible) = try frames(grid(Color.red.view), 300, nil)
        #expect(wide.width == 300 && flexible.last?.width == 272)
    }

    @Test func anUnsizedColorTakesTheRowTheOthersMake() throws {
        // Offered 200 high, a Color would make its row share it; unsized
        // vertically the row is the box's 10 high and the Color fills it.
        let row = { (color: View) in Grid(views: [GridRow(views: [self.box(40, 10), color]).view]) }
        let (size, rects) = try frames(row(Color.blue.gridCellUnsizedAxes(horizontal: false, vertical: true)), 100, 200)
        #expect(size == Size(100, 10))
        #expect(rects.last == Rect(48, 0, 52, 10))
        let (tall, _) = try frames(row(Color.blue.view), 100, 200)
        #expect(tall.height == 200)
        // Both axes: a column and a row of its own that nothing sizes.
        let both = Grid(views: [GridRow(views: [Color.blue.gridCellUnsizedAxes(horizontal: true, vertical: true)]).view])
        #expect(try frames(both, 100, 200).0 == .zero)
    }
}
