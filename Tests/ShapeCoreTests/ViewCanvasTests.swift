import Testing
@testable import ShapeCore

@Suite struct ViewCanvasTests {
    @Test func fillAndStrokeStreamOnePathEach() throws {
        let canvas = Canvas(width: 40, height: 20) { ctx in
            try ctx.fill(Rectangle(), in: Rect(0, 0, 20, 20), with: Color.red)
            try ctx.stroke(Rectangle(), in: Rect(25, 5, 10, 10), with: Color.blue, lineWidth: 2)
        }
        let (s, image) = try SVGTestSupport.render(canvas)
        #expect(s.components(separatedBy: "<path").count == 3)
        #expect(image.pixel(10, 10) == .init(Color.red))
        #expect(image.pixel(25, 10) == .init(Color.blue))   // on the stroke
        #expect(image.pixel(30, 10).a == 0)                  // inside the stroked square
    }

    @Test func transformsApplyInOrderAndLayersDoNotLeak() throws {
        let canvas = Canvas(width: 100, height: 100) { ctx in
            try ctx.drawLayer { inner in
                try inner.translateBy(x: 50, y: 50)
                try inner.rotate(degrees: 90)
                // After rotating 90° the x axis points down: this bar runs from (50, 60) down to (50, 90).
                try inner.fill(Rectangle(), in: Rect(10, -2, 40, 4), with: Color.black)
            }
            // Untouched by the layer's transform.
            try ctx.fill(Rectangle(), in: Rect(0, 0, 10, 10), with: Color.green)
            try ctx.scaleBy(x: 2, y: 2)
            try ctx.fill(Rectangle(), in: Rect(40, 0, 5, 5), with: Color.blue) // (80, 0)...(90, 10)
        }
        let (_, image) = try SVGTestSupport.render(canvas)
        #expect(image.pixel(50, 75) == .init(Color.black))
        #expect(image.pixel(75, 50).a == 0)
        #expect(image.pixel(5, 5) == .init(Color.green))
        #expect(image.pixel(85, 5) == .init(Color.blue))
        #expect(image.pixel(78, 5).a == 0)
    }

    @Test func clipAndOpacity() throws {
        let canvas = Canvas(width: 40, height: 40) { ctx in
            try ctx.drawLayer { layer in
                try layer.clip(to: Rectangle(), in: Rect(0, 0, 20, 40))
                try layer.fill(Rectangle(), in: Rect(0, 0, 40, 20), with: Color.black)
            }
            try ctx.opacity(0.5)
            try ctx.fill(Rectangle(), in: Rect(0, 20, 40, 20), with: Color.black)
        }
        let (_, image) = try SVGTestSupport.render(canvas)
        #expect(image.pixel(10, 10).a == 255)
        #expect(image.pixel(30, 10).a == 0)      // clipped away
        #expect(abs(image.pixel(30, 30).a - 128) <= 1) // half opacity, clip did not leak
    }

    @Test func layerIsCompositedOnceAtTheParentsOpacity() throws {
        let canvas = Canvas(width: 60, height: 40) { ctx in
            try ctx.opacity(0.5)
            try ctx.drawLayer { layer in
                // Two squares overlapping on x 10..20; the layer starts at opacity 1.
                try layer.fill(Rectangle(), in: Rect(0, 0, 20, 20), with: Color.blue)
                try layer.fill(Rectangle(), in: Rect(10, 0, 20, 20), with: Color.blue)
                try layer.opacity(0.5)   // relative to the layer: 0.25 overall
                try layer.fill(Rectangle(), in: Rect(40, 0, 20, 20), with: Color.blue)
            }
            // The layer's opacity(0.5) did not leak: still the context's 0.5, set, not multiplied.
            try ctx.opacity(0.5)
            try ctx.fill(Rectangle(), in: Rect(0, 20, 20, 20), with: Color.blue)
        }
        let (s, image) = try SVGTestSupport.render(canvas)
        #expect(s.contains("<g opacity=\"0.5\">"))
        let single = image.pixel(5, 10), overlap = image.pixel(15, 10)
        #expect(abs(single.a - 128) <= 1)
        #expect(overlap == single)                         // no darker overlap
        #expect(abs(image.pixel(50, 10).a - 64) <= 1)      // 0.5 inside a 0.5 layer
        #expect(image.pixel(5, 30) == single)              // outer state unchanged
    }

    @Test func drawPlacesAViewCentredOnThePoint() throws {
        let canvas = Canvas(width: 40, height: 40) { ctx in
            try ctx.draw(Color.red.frame(width: 10, height: 10), at: Point(20, 20))
        }
        let (_, image) = try SVGTestSupport.render(canvas)
        #expect(image.pixel(16, 16) == .init(Color.red))
        #expect(image.pixel(14, 14).a == 0)
    }

    @Test func keptContextIsInvalid() throws {
        var kept: GraphicsContext?
        let canvas = Canvas(width: 10, height: 10) { ctx in kept = ctx }
        _ = try svg(canvas)
        #expect(throws: ViewError.invalidContext) { try kept?.fill(Rectangle(), in: Rect(0, 0, 1, 1), with: Color.red) }
        let misuse = Canvas(width: 10, height: 10) { ctx in
            try ctx.drawLayer { _ in try ctx.translateBy(x: 1, y: 1) }
        }
        #expect(throws: ViewError.self) { try svg(misuse) }
    }

    @Test func canvasIsPositionedByLayout() throws {
        let canvas = Canvas(width: 10, height: 10) { ctx in
            try ctx.fill(Rectangle(), in: Rect(0, 0, 10, 10), with: Color.black)
        }
        let (_, image) = try SVGTestSupport.render(canvas.padding(10))
        #expect(image.pixel(5, 5).a == 0)
        #expect(image.pixel(15, 15).a == 255)
    }

    @Test func drawingErrorsPropagate() {
        struct Boom: Error {}
        let canvas = Canvas(width: 10, height: 10) { _ in throw Boom() }
        #expect(throws: Boom.self) { try svg(canvas) }
    }
}
