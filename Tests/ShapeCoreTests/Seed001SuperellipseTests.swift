import Testing
@testable import ShapeCore

/// Seed 001 "SuperEllipseShape": an image on a yellow background clipped to
/// four cubics through the edge midpoints with handles rate·w/2, rate·h/2.
/// For 100×100 and rate 0.75 the corner cubic from (0, 50) to (50, 0) has
/// controls (0, 12.5) and (12.5, 0); at t = 1/2 it passes through
/// (10.9375, 10.9375). A circle of the same box passes (14.64, 14.64).
@Suite struct Seed001SuperellipseTests {
    typealias S = SeedTestSupport

    /// The article's SuperEllipseShape, written as a custom shape.
    func articleShape(rate: Double) -> CustomShape {
        CustomShape { rect in
            let handleX = rect.width * rate / 2, handleY = rect.height * rate / 2
            let left = Point(rect.minX, rect.midY), top = Point(rect.midX, rect.minY)
            let right = Point(rect.maxX, rect.midY), bottom = Point(rect.midX, rect.maxY)
            var path = Path()
            path.move(to: left)
            path.addCurve(to: top, control1: Point(left.x, left.y - handleY), control2: Point(top.x - handleX, top.y))
            path.addCurve(to: right, control1: Point(top.x + handleX, top.y), control2: Point(right.x, right.y - handleY))
            path.addCurve(to: bottom, control1: Point(right.x, right.y + handleY), control2: Point(bottom.x + handleX, bottom.y))
            path.addCurve(to: left, control1: Point(bottom.x - handleX, bottom.y), control2: Point(left.x, left.y + handleY))
            return path
        }
    }

    func check(_ clip: some Shape) throws {
        let moon = try SeedTestSupport.solidImage("#334455", width: 40, height: 40)
        let v = moon.resizable().frame(width: 50, height: 50).frame(width: 100, height: 100)
            .background(Color.yellow).clipShape(clip)
        let (_, image) = try SVGTestSupport.render(v)
        // Diagonal at every corner: outside the curve at 9.5, inside at 12.5
        // (inside the curve but outside the inscribed circle).
        for (cx, cy, dx, dy) in [(0.0, 0.0, 1.0, 1.0), (100, 0, -1, 1), (100, 100, -1, -1), (0, 100, 1, -1)] {
            #expect(S.empty(image.pixel(cx + dx * 9.5, cy + dy * 9.5)))
            #expect(image.pixel(cx + dx * 12.5, cy + dy * 12.5) == .init(Color.yellow))
        }
        // The curve touches each edge midpoint.
        #expect(image.pixel(50, 0.5).isClose(to: .init(Color.yellow)))
        #expect(image.pixel(0.5, 50).isClose(to: .init(Color.yellow)))
        #expect(image.pixel(50, 50) == .init(try Color("#334455")))
    }

    @Test func articleShapeClipsTheImage() throws { try check(articleShape(rate: 0.75)) }
    @Test func builtInSuperellipseClipsTheSame() throws { try check(Superellipse(rate: 0.75)) }

    @Test func bothWritePathsWithTheSameControlPoints() throws {
        let a = try svg(Color.yellow.frame(width: 100, height: 100).clipShape(articleShape(rate: 0.75)))
        let b = try svg(Color.yellow.frame(width: 100, height: 100).clipShape(Superellipse(rate: 0.75)))
        #expect(a.contains("C0 12.5 12.5 0 50 0"))
        #expect(b.contains("C0 12.5 12.5 0 50 0"))
    }
}
