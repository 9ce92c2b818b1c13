import Testing
@testable import ShapeCore

/// `CircularRoundedRect` (a circular rounded rectangle built in one go)
/// must store bit for bit what the general corner sequence stores, or
/// leave the work to it.
@Suite struct CircularRoundedRectTests {
    /// Verbs, every coordinate and arc field by bit pattern, and the
    /// subpath start: what any later query or writer can see.
    static func sameBits(_ a: Path, _ b: Path) -> Bool {
        a.verbs == b.verbs && a.points.count == b.points.count && a.arcs.count == b.arcs.count
            && zip(a.points, b.points).allSatisfy { $0.x.bitPattern == $1.x.bitPattern && $0.y.bitPattern == $1.y.bitPattern }
            && zip(a.arcs, b.arcs).allSatisfy {
                $0.firstVerb == $1.firstVerb && $0.verbCount == $1.verbCount && $0.largeArc == $1.largeArc && $0.sweep == $1.sweep
                    && $0.radiusX.bitPattern == $1.radiusX.bitPattern && $0.radiusY.bitPattern == $1.radiusY.bitPattern
                    && $0.rotationDegrees.bitPattern == $1.rotationDegrees.bitPattern
            }
            && a.subpathStart.map { [$0.x.bitPattern, $0.y.bitPattern] } == b.subpathStart.map { [$0.x.bitPattern, $0.y.bitPattern] }
    }

    static func check(_ rect: Rect, _ radii: CornerRadii, into start: Path = Path()) -> Bool {
        var fast = start, general = start
        RoundedCornerDrawing.addRoundedRect(&fast, rect: rect, radii: radii, style: .circular)
        RoundedCornerDrawing.addRoundedRect(&general, rect: rect, radii: radii, style: .circular, fast: false)
        return sameBits(fast, general)
    }

    static let specialRadii: [Double] = [0, -0.0, .leastNonzeroMagnitude, 1e-300, 0.5, 1, 3, 1e15, 1e300, .greatestFiniteMagnitude,
                                         .infinity, .nan, -1]
    static let specialRects: [Rect] = [
        Rect(0, 0, 10, 10), Rect(0.5, 0.5, 13, 14), Rect(-0.0, -0.0, 1, 1), Rect(-5, 3, 0, 7), Rect(2, 2, 0, 0),
        Rect(1e300, -1e300, 1e300, 1e300), Rect(0, 0, .greatestFiniteMagnitude, .greatestFiniteMagnitude),
        Rect(-.greatestFiniteMagnitude, 0, .greatestFiniteMagnitude, 1), Rect(.leastNormalMagnitude / 8, .leastNormalMagnitude / 8, .leastNormalMagnitude / 8, .leastNormalMagnitude / 8),
        Rect(0.1, 0.2, 0.30000000000000004, 0.3), Rect(.infinity, 0, 1, 1), Rect(0, .nan, 1, 1),
    ]

    @Test func specialValuesStoreWhatTheGeneralSequenceStores() {
        for rect in Self.specialRects {
            for a in Self.specialRadii {
                for b in [0, 2, a] {
                    for radii in [CornerRadii(topLeading: a, bottomLeading: b, bottomTrailing: a, topTrailing: b),
                                  CornerRadii(topLeading: 0, bottomLeading: a, bottomTrailing: 0, topTrailing: b),
                                  CornerRadii(topLeading: a, bottomLeading: a, bottomTrailing: a, topTrailing: a)] {
                        #expect(Self.check(rect, radii), "\(rect) \(radii)")
                    }
                }
            }
        }
    }

    /// 200,000 random rectangles and radii (radii that fit, that must be
    /// scaled, zero corners), in an empty path and after other drawing
    /// (where the general sequence runs).
    @Test func randomRectanglesStoreWhatTheGeneralSequenceStores() {
        var rng = SplitMix64(seed: 1414)
        var before = Path()
        before.move(to: Point(1, 1)); before.addLine(to: Point(2, 3))
        var closed = before; closed.closeSubpath()
        for i in 0..<200_000 {
            let scale = [1.0, 1e-6, 1e6, 1e12][Int(rng.next() % 4)]
            let rect = Rect(rng.uniform(-50, 50) * scale, rng.uniform(-50, 50) * scale,
                            rng.uniform(0, 40) * scale, rng.uniform(0, 40) * scale)
            func radius() -> Double { rng.next() % 5 == 0 ? 0 : rng.uniform(0, 25) * scale }
            let radii = CornerRadii(topLeading: radius(), bottomLeading: radius(), bottomTrailing: radius(), topTrailing: radius())
            let start = i % 50 == 0 ? before : (i % 50 == 1 ? closed : Path())
            #expect(Self.check(rect, radii, into: start), "\(rect) \(radii)")
        }
    }

    /// The shapes that use it give the same paths as with the general code.
    @Test func unevenRoundedRectanglesAreTheGeneralOnes() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<20_000 {
            let rect = Rect(rng.uniform(0, 100), rng.uniform(0, 100), 13 + rng.uniform(0, 6), 13 + rng.uniform(0, 6))
            let radii = CornerRadii(topLeading: rng.uniform(1, 6), bottomLeading: rng.uniform(1, 6),
                                    bottomTrailing: rng.uniform(1, 6), topTrailing: rng.uniform(1, 6))
            let built = UnevenRoundedRectangle(cornerRadii: radii, style: .circular).path(in: rect)
            var general = Path()
            RoundedCornerDrawing.addRoundedRect(&general, rect: rect, radii: radii, style: .circular, fast: false)
            #expect(Self.sameBits(built, general))
        }
    }
}
