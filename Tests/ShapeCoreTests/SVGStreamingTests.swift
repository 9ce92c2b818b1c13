import Testing
@testable import ShapeCore

/// Views are written while they are laid out (PlacementSink): the order
/// layout visits nodes in, definitions shared across positions, and a view
/// drawn into a Canvas that fails half-way leaving nothing behind.
@Suite struct SVGStreamingTests {
    static let redToBlue = try! LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)

    /// One gradient, three same-size rects at different places: one
    /// definition, and each rect still shows the gradient over its own height.
    @Test func canvasGradientIsDefinedOnceForShapesOfOneSize() throws {
        let canvas = Canvas(width: 100, height: 60) { ctx in
            for i in 0..<3 {
                try ctx.fill(Rectangle(), in: Rect(Double(i) * 30, 10, 20, 40), with: Self.redToBlue)
            }
            try ctx.stroke(Rectangle(), in: Rect(60, 10, 20, 40), with: Self.redToBlue, lineWidth: 2)
        }
        let (s, image) = try SVGTestSupport.render(canvas)
        #expect(s.components(separatedBy: "<linearGradient").count == 2)
        #expect(!s.contains("id=\"g2\""))
        for x in [10.0, 40, 70] {
            let top = image.pixel(x, 11), bottom = image.pixel(x, 49)
            #expect(top.r > 200 && top.b < 80, "top of the rect at \(x) is \(top)")
            #expect(bottom.b > 200 && bottom.r < 80, "bottom of the rect at \(x) is \(bottom)")
        }
        // The stroke's left edge (x 59...61) is painted by the same gradient.
        #expect(image.pixel(60, 11).r > 200 && image.pixel(60, 49).b > 200)
    }

    /// A bare path painted with a gradient is written in the space of its
    /// bounds: the same path moved elsewhere shares the definition.
    @Test func canvasGradientOnBarePathsMovedElsewhereIsShared() throws {
        var path = Path()
        path.addRect(Rect(0, 0, 20, 40))
        let canvas = Canvas(width: 60, height: 50) { ctx in
            try ctx.fill(path.offsetBy(dx: 5, dy: 5), with: Self.redToBlue)
            try ctx.fill(path.offsetBy(dx: 35, dy: 5), with: Self.redToBlue)
        }
        let (s, image) = try SVGTestSupport.render(canvas)
        #expect(s.components(separatedBy: "<linearGradient").count == 2)
        #expect(image.pixel(45, 6).r > 200 && image.pixel(45, 44).b > 200)
        #expect(image.pixel(15, 6).r > 200 && image.pixel(15, 44).b > 200)
        #expect(image.pixel(30, 20).a == 0)
    }

    struct Failure: Error {}

    /// `ctx:draw` of a view whose layout fails after part of it was written
    /// (a definition, an open group, a mask being captured) leaves nothing:
    /// the document stays well-formed and a definition made by the failed
    /// view is written again when it is next used.
    @Test func failedCanvasDrawLeavesNoPartialOutput() throws {
        let failing = VStack([
            Rectangle().fill(Self.redToBlue).frame(width: 10, height: 10),
            Rectangle().fill(Color.green).frame(width: 10, height: 10).opacity(0.5)
                .mask(GeometryReader { _ in throw Failure() }),
        ])
        var caught = 0
        let canvas = Canvas(width: 40, height: 40) { ctx in
            try ctx.opacity(0.8)
            do { try ctx.draw(failing, at: Point(20, 20)) } catch is Failure { caught += 1 }
            try ctx.opacity(1)
            try ctx.draw(Rectangle().fill(Self.redToBlue).frame(width: 10, height: 10), at: Point(20, 20))
        }
        let (s, image) = try SVGTestSupport.render(canvas)
        #expect(caught == 1)
        #expect(!s.contains("<mask") && !s.contains("<filter") && !s.contains("opacity"))
        #expect(s.components(separatedBy: "<linearGradient").count == 2)
        #expect(s.contains("id=\"g1\"") && s.contains("url(#g1)"))
        #expect(s.components(separatedBy: "<g").count == s.components(separatedBy: "</g>").count)
        #expect(image.pixel(20, 16).r > 200 && image.pixel(20, 24).b > 200)
        #expect(image.pixel(5, 5).a == 0)
    }

    /// Layout visits nodes in drawing order: a background's layer before the
    /// view it is behind, a mask before the view it masks. GeometryReader
    /// functions run in that order.
    @Test func geometryReadersRunInDrawingOrder() throws {
        var order: [String] = []
        func reader(_ name: String) -> GeometryReader {
            GeometryReader { _ in order.append(name); return Color.red }
        }
        let v = reader("base").frame(width: 10, height: 10)
            .background(reader("behind"))
            .overlay(reader("above"))
            .mask(reader("mask"))
        _ = try svg(v)
        #expect(order == ["mask", "behind", "base", "above"])
        order = []
        let tree = try layout(v).root
        #expect(order == ["mask", "behind", "base", "above"])
        #expect(tree.name == "mask")
        #expect(tree.allNodes.map(\.name) == ["mask", "overlay", "background", "GeometryReader", "Color",
                                              "frame", "GeometryReader", "Color", "GeometryReader", "Color"])
    }

    /// The placed tree of `layout()` and the streamed document agree: every
    /// shape the tree has is in the document at its frame.
    @Test func layoutTreeNamesShapesByType() throws {
        let v = ZStack(alignment: .topLeading, [
            Circle().fill(Color.red).frame(width: 10, height: 10).offset(x: 5, y: 5),
            RoundedRectangle(cornerRadius: 2).frame(width: 10, height: 10),
        ])
        let root = try layout(v).root
        #expect(root.frames(named: "Circle") == [Rect(0, 0, 10, 10)])
        #expect(root.frames(named: "RoundedRectangle") == [Rect(0, 0, 10, 10)])
        let s = try svg(v)
        #expect(s.contains("<g transform=\"translate(5 5)\"><path d=\"M10 5A5 5 0 0 1 0 5"))
    }
}
