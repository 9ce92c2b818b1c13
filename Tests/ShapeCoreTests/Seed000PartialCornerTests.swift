import Testing
@testable import ShapeCore

/// Seed 000 "SwiftUIで部分角丸を実現する": only some corners rounded, with
/// circular arcs. A corner of radius r is empty at the pixel touching the
/// corner point and filled once past the arc (distance to the arc's
/// centre below r); a square corner is filled right up to the corner.
@Suite struct Seed000PartialCornerTests {
    typealias S = SeedTestSupport

    var rectangle: View { Rectangle().fill(Color.black).frame(width: 100, height: 100) }

    /// RoundedView: a 200×200 black square masked by the article's Path of
    /// four `addArc(tangent1End:tangent2End:radius: 10)` corners, built in
    /// a GeometryReader from its local frame.
    @Test func maskedByAnAddArcPathInAGeometryReader() throws {
        let v = Rectangle().fill(Color.black).frame(width: 200, height: 200).mask(GeometryReader { geo in
            let frame = geo.frame
            var path = Path()
            path.move(to: Point(frame.minX, frame.midY))
            path.addArc(tangent1End: Point(frame.minX, frame.minY), tangent2End: Point(frame.midX, frame.minY), radius: 10)
            path.addArc(tangent1End: Point(frame.maxX, frame.minY), tangent2End: Point(frame.maxX, frame.midY), radius: 10)
            path.addArc(tangent1End: Point(frame.maxX, frame.maxY), tangent2End: Point(frame.midX, frame.maxY), radius: 10)
            path.addArc(tangent1End: Point(frame.minX, frame.maxY), tangent2End: Point(frame.minX, frame.midY), radius: 10)
            return PathShape(path)
        })
        let (s, image) = try SVGTestSupport.render(v)
        #expect(s.contains("<mask") && s.contains("A10 10 0 0 1"))
        // Every corner: empty at (1.5, 1.5) from it (distance 12 from the arc centre), filled at 5 (7.1).
        for (cx, cy, dx, dy) in [(0.0, 0.0, 1.0, 1.0), (200, 0, -1, 1), (200, 200, -1, -1), (0, 200, 1, -1)] {
            #expect(S.empty(image.pixel(cx + dx * 1.5, cy + dy * 1.5)), "corner (\(cx), \(cy)) must be round")
            #expect(S.opaque(image.pixel(cx + dx * 5.5, cy + dy * 5.5)))
        }
        #expect(image.pixel(100, 0.5) == .init(Color.black))
        #expect(image.pixel(100, 100) == .init(Color.black))
    }

    @Test func cornerSetRoundsOnlyTheListedCorners() throws {
        let v = rectangle.cornerRadius(10, corners: [.topLeading, .bottomTrailing])
        let (s, image) = try SVGTestSupport.render(v)
        #expect(s.contains("A10 10 0 0 1"))
        #expect(S.empty(image.pixel(1.5, 1.5)))        // topLeading: round
        #expect(S.opaque(image.pixel(5.5, 5.5)))
        #expect(S.empty(image.pixel(98.5, 98.5)))      // bottomTrailing: round
        #expect(S.opaque(image.pixel(94.5, 94.5)))
        #expect(image.pixel(99.5, 0.5) == .init(Color.black)) // topTrailing: square
        #expect(image.pixel(0.5, 99.5) == .init(Color.black)) // bottomLeading: square
    }

    @Test func chainedCallsNestWithTheirOwnRadii() throws {
        let v = rectangle.cornerRadius(30, corners: .topLeading).cornerRadius(10, corners: .bottomLeading)
        let (s, image) = try SVGTestSupport.render(v)
        #expect(s.components(separatedBy: "<clipPath").count == 3)
        // topLeading radius 30: (5, 5) is 35 from the centre (30, 30): empty;
        // with radius 10 it would be filled. (12, 12) is 25 from it: filled.
        #expect(S.empty(image.pixel(4.5, 4.5)))
        #expect(S.empty(image.pixel(6.5, 6.5)))      // radius 10 would fill this one
        #expect(S.opaque(image.pixel(12.5, 12.5)))
        // bottomLeading radius 10: (1.5, 98.5) empty, (5.5, 94.5) filled.
        #expect(S.empty(image.pixel(1.5, 98.5)))
        #expect(S.opaque(image.pixel(5.5, 94.5)))
        // The other two stay square.
        #expect(image.pixel(99.5, 0.5) == .init(Color.black))
        #expect(image.pixel(99.5, 99.5) == .init(Color.black))
    }

    /// The article's whole figure: both forms with their labels in a VStack,
    /// checked where layout put them.
    @Test func wholeFigure() throws {
        let content = VStack([Text("指定箇所にまとめて角丸を適用"),
                              rectangle.cornerRadius(10, corners: [.topLeading, .bottomTrailing]),
                              Text("部分毎に異なる角丸を適用"),
                              rectangle.cornerRadius(30, corners: .topLeading).cornerRadius(10, corners: .bottomLeading)])
        let doc = HStack(alignment: .top, spacing: 40, [rectangle.frame(width: 200, height: 200), content])
            .padding().background(Color.white)
        let options = SVGOptions(fonts: FakeFont())
        let rects = try layout(doc, options: options).root.frames(named: "Rectangle")
        #expect(rects.count == 3)
        let (_, image) = try SVGTestSupport.render(doc, options: options)
        // The VStack centres the squares, so their x is fractional: points
        // are chosen whole pixels away from the corners.
        let first = rects[1], second = rects[2]
        #expect(image.pixel(first.minX + 1, first.minY + 1) == .init(Color.white))
        #expect(image.pixel(first.maxX - 1, first.minY + 1) == .init(Color.black))
        #expect(image.pixel(first.maxX - 1, first.maxY - 1) == .init(Color.white))
        #expect(image.pixel(second.minX + 6, second.minY + 6) == .init(Color.white))
        #expect(image.pixel(second.minX + 1, second.maxY - 1) == .init(Color.white))
        #expect(image.pixel(second.maxX - 1, second.maxY - 1) == .init(Color.black))
    }
}
