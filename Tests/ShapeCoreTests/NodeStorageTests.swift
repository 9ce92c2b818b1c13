import Testing
@testable import ShapeCore

/// The views row of issue 9 (docs/PERFORMANCE.md, "Nodes 16"): every
/// `View.Node` lives in a heap box as large as its largest case, five per
/// child of the row's ZStack, all alive until the document is written. The
/// rare, large payloads are boxed apart so the box stays within a 96-byte
/// malloc chunk; these sizes fail when a new case or field undoes that.
@Suite struct NodeStorageTests {
    @Test func nodeFitsA96ByteChunk() {
        // A NodeBox is a 16-byte object header, the node and two flags;
        // glibc's chunk for a request n is (n + 8) rounded up to 16.
        #expect(MemoryLayout<View.Node>.size <= 70)
        let request = 16 + MemoryLayout<View.Node>.size + 2
        #expect((request + 8 + 15) & ~15 <= 96)
    }

    @Test func payloadsStaySmall() {
        #expect(MemoryLayout<FrameSpec>.size <= 40)
        #expect(MemoryLayout<Effect>.size <= 40)
        #expect(MemoryLayout<ShapeView>.size <= 70)
        // Made and switched over for every node placed (SVGRenderer.open).
        #expect(MemoryLayout<PlacedContent>.size <= 48)
    }

    /// Every field, bit for bit (so -0.0 and NaN count as values).
    func same(_ a: StrokeStyle, _ b: StrokeStyle) -> Bool {
        a.lineWidth.bitPattern == b.lineWidth.bitPattern && a.lineCap == b.lineCap && a.lineJoin == b.lineJoin
            && a.miterLimit.bitPattern == b.miterLimit.bitPattern
            && a.dash.map(\.bitPattern) == b.dash.map(\.bitPattern) && a.dashPhase.bitPattern == b.dashPhase.bitPattern
    }

    @Test(arguments: [
        StrokeStyle(lineWidth: 0.5), StrokeStyle(lineWidth: -0.0), StrokeStyle(lineWidth: .nan),
        StrokeStyle(lineWidth: 2, lineCap: .round), StrokeStyle(lineWidth: 2, lineJoin: .bevel),
        StrokeStyle(lineWidth: 2, miterLimit: 4), StrokeStyle(lineWidth: 2, miterLimit: .nan),
        StrokeStyle(lineWidth: 2, dash: [3, 1]), StrokeStyle(lineWidth: 2, dashPhase: -0.0),
        StrokeStyle(lineWidth: 2, dashPhase: 1),
    ])
    func storedStrokeReadsBackEveryField(_ stroke: StrokeStyle) {
        #expect(same(StoredStroke(stroke).style, stroke))
    }

    @Test func onlyTheDefaultStrokeIsStoredAsItsWidth() {
        func isWidth(_ s: StrokeStyle) -> Bool {
            if case .lineWidth = StoredStroke(s) { return true }
            return false
        }
        #expect(isWidth(StrokeStyle(lineWidth: 3)))
        #expect(!isWidth(StrokeStyle(lineWidth: 3, dashPhase: -0.0)))
        #expect(!isWidth(StrokeStyle(lineWidth: 3, lineCap: .square)))
    }

    @Test func frameSpecReadsBackItsBounds() {
        let fixed = FrameSpec(width: 10, height: nil, alignment: .topLeading)
        #expect(!fixed.isFlexible && fixed.width == 10 && fixed.height == nil && fixed.alignment == .topLeading)
        #expect(fixed.minWidth == nil && fixed.maxHeight == nil)
        let flexible = FrameSpec(minWidth: 1, idealWidth: 2, maxWidth: .infinity,
                                 minHeight: nil, idealHeight: 5, maxHeight: 6, alignment: .bottom)
        #expect(flexible.isFlexible && flexible.width == nil && flexible.height == nil)
        #expect(flexible.minWidth == 1 && flexible.idealWidth == 2 && flexible.maxWidth == .infinity)
        #expect(flexible.minHeight == nil && flexible.idealHeight == 5 && flexible.maxHeight == 6)
        #expect(flexible.alignment == .bottom)
    }
}
