import Testing
@testable import ShapeCore

/// The Swift runtime's size of an instance of `type` (header and stored
/// properties). The standard library's own entry point, not public API:
/// named by its symbol.
@_silgen_name("$ss36_class_getInstancePositiveExtentSizeySiyXlXpF")
private func instanceSize(_ type: AnyClass) -> Int

/// The views row of issue 9 (docs/PERFORMANCE.md, "View values: nodes,
/// boxes and chain links"): every `View.Node` lives in a heap box as large
/// as its largest case, five per child of the row's ZStack, all alive until
/// the document is written. The rare, large payloads are boxed apart so the
/// box stays within an 80-byte malloc chunk (it was 160); these sizes fail
/// when a new case or field undoes that.
@Suite struct NodeStorageTests {
    /// The usable bytes of the chunk glibc's malloc carves for `object`:
    /// the runtime's instance size (what `swift_allocObject` requests) and
    /// the chunk's 8-byte size field rounded up to 16, at least the 32-byte
    /// minimum, less that field. Computed rather than read back with
    /// `malloc_usable_size`, which also reports the slack of a larger free
    /// chunk handed out whole and so depends on what the heap held before
    /// (CI once saw a larger chunk behind a 71-byte chain link).
    func usableSize(_ object: AnyObject) -> Int {
        max(32, (instanceSize(type(of: object)) + 8 + 15) & ~15) - 8
    }

    @Test func nodeFitsAn80ByteChunk() {
        // A NodeBox is a 16-byte object header, the node and two flags;
        // glibc's chunk for a request n is (n + 8) rounded up to 16.
        #expect(MemoryLayout<View.Node>.size <= 54)
        let request = 16 + MemoryLayout<View.Node>.size + 2
        #expect((request + 8 + 15) & ~15 <= 80)
        // The chunk malloc carves for the box the runtime allocates.
        let node = Rectangle().fill(Color.black).frame(width: 10, height: 10)
        #expect(usableSize(node.box) <= 72)
    }

    @Test func payloadsStaySmall() {
        #expect(MemoryLayout<FrameSpec>.size <= 40)
        #expect(MemoryLayout<Effect>.size <= 40)
        #expect(MemoryLayout<ShapeView>.size <= 54)
        #expect(MemoryLayout<EnvironmentChange>.size <= 46)
        // One per shape value: a 64-byte chunk (header and `any Shape`).
        let box = ShapeBox(RoundedRectangle(cornerRadius: 2, style: .circular))
        #expect(usableSize(box) <= 56)
        // Made and switched over for every node placed (SVGRenderer.open).
        #expect(MemoryLayout<PlacedContent>.size <= 48)
    }

    /// Every field, bit for bit (so -0.0 and NaN count as values).
    func same(_ a: StrokeStyle, _ b: StrokeStyle) -> Bool {
        a.lineWidth.bitPattern == b.lineWidth.bitPattern && a.lineCap == b.lineCap && a.lineJoin == b.lineJoin
            && a.miterLimit.bitPattern == b.miterLimit.bitPattern
            && a.dash.map(\.bitPattern) == b.dash.map(\.bitPattern) && a.dashPhase.bitPattern == b.dashPhase.bitPattern
    }

    static let strokes = [
        StrokeStyle(lineWidth: 0.5), StrokeStyle(lineWidth: -0.0), StrokeStyle(lineWidth: .nan),
        StrokeStyle(lineWidth: 2, lineCap: .round), StrokeStyle(lineWidth: 2, lineJoin: .bevel),
        StrokeStyle(lineWidth: 2, miterLimit: 4), StrokeStyle(lineWidth: 2, miterLimit: .nan),
        StrokeStyle(lineWidth: 2, dash: [3, 1]), StrokeStyle(lineWidth: 2, dashPhase: -0.0),
        StrokeStyle(lineWidth: 2, dashPhase: 1),
    ]

    static let styles: [ShapeStyle?] = [
        nil, .color(Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4)),
        .linearGradient(try! LinearGradient(colors: [.black, .white])),
        .radialGradient(try! RadialGradient(colors: [.black, .white], endRadius: 5)),
    ]

    /// A stroke or stroke border a shape view keeps resolves to the very
    /// StrokeStyle and paint it was given; a nil paint to the foreground.
    @Test(arguments: strokes, styles)
    func strokeReadsBackEveryField(_ stroke: StrokeStyle, _ style: ShapeStyle?) {
        let foreground = ShapeStyle.color(Color(red: 1, green: 0, blue: 0, opacity: 1))
        for border in [false, true] {
            let drawing = ShapeView.Drawing.stroke(style, stroke, border: border)
            switch drawing.resolved(foreground: foreground) {
            case .stroke(let paint, let s):
                #expect(!border && paint == (style ?? foreground) && same(s, stroke))
            case .strokeBorder(let paint, let s):
                #expect(border && paint == (style ?? foreground) && same(s, stroke))
            case .fill:
                Issue.record("a stroke resolved as a fill")
            }
        }
    }

    @Test(arguments: styles, [FillRule.nonZero, .evenOdd])
    func fillReadsBackItsStyle(_ style: ShapeStyle?, _ rule: FillRule) {
        let foreground = ShapeStyle.black
        guard case .fill(let paint, let r) = ShapeView.Drawing.fill(StoredStyle(style), rule)
            .resolved(foreground: foreground) else {
            Issue.record("a fill resolved as a stroke"); return
        }
        #expect(paint == (style ?? foreground) && r == rule)
    }

    @Test func onlyAWidthOnlyStrokeIsKeptAsItsWidth() {
        func isWidth(_ s: StrokeStyle) -> Bool {
            if case .stroke = ShapeView.Drawing.stroke(nil, s, border: false) { return true }
            return false
        }
        #expect(isWidth(StrokeStyle(lineWidth: 3)))
        #expect(!isWidth(StrokeStyle(lineWidth: 3, dashPhase: -0.0)))
        #expect(!isWidth(StrokeStyle(lineWidth: 3, lineCap: .square)))
        #expect(!isWidth(StrokeStyle(lineWidth: 3, dash: [1])))
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
