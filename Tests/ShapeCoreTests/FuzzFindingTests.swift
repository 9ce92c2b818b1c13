import Testing
@testable import ShapeCore

/// Inputs found by the libFuzzer targets (Fuzz/, scripts/fuzz), each kept
/// as a plain test with the fuzzer's oracle: no trap, and what parses is
/// written as path data that parses again with finite coordinates.
/// docs/RELIABILITY.md "Fuzzing" lists every finding.
@Suite struct FuzzFindingTests {
    /// fuzz-path-data, 2026-12-01 (crash-ba91c0b2): an arc whose x radius
    /// is subnormal (55e-324). SVG's radius correction (F.6.6) divides by
    /// the radius squared, which is 0, so the scaled radii and then the
    /// arc's segment count were infinite, and `Int(...)` of it trapped
    /// (SIGILL) in `ArcApproximation.segmentCount(sweep:)`.
    @Test
    func arcWithSubnormalRadius() throws {
        let text = "M0 0 A55e-324 1 10  0 0 1 104 0 0 1  3 a 3 4 0 0 1  30 0 0--2 -2"
        try expectWritesAndParsesAgain(text)
    }

    /// Lua fuzz test, 1,000,000-call run of seed 20261130 (release build),
    /// call 233,850: `svg(SmoothRoundedRectangle(10):padding(-1.7976931348623157e308))`
    /// gives the shape a frame whose size overflows; the corner arc's
    /// segment count is then not finite and `Int(...)` traps (SIGILL) in
    /// `ArcApproximation.segmentCount` via `SmoothRoundedRectangle.path(in:)`.
    @Test
    func smoothRoundedRectangleWithOverflowingPadding() {
        let view = SmoothRoundedRectangle(cornerRadius: 10).padding(-Double.greatestFiniteMagnitude)
        // A clear error (a size that is not finite) or a finite document.
        if let document = try? svg(view) {
            #expect(!document.contains("nan") && !document.contains("inf"), "\(document.prefix(300))")
        }
    }

    private func expectWritesAndParsesAgain(_ text: String) throws {
        guard let path = try? Path(svgPathData: text) else { return } // a typed error is a fine outcome
        #expect(path.points.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "non-finite point from \(text)")
        for precision in [0, 3, 17] {
            let written = path.svgPathData(precision: precision)
            #expect(throws: Never.self, "written at precision \(precision): \(written)") {
                _ = try Path(svgPathData: written)
            }
        }
    }

    /// Lua fuzz test, 1,000,000-call run of seed 77 (release at 662546c),
    /// call 547,508: a `lineIntersection` laid out in a frame padded by
    /// -1e308 reached `BooleanPieces.node` with a coordinate whose grid
    /// cell was not finite, and `Int64(...)` trapped (SIGILL). The cell
    /// index is now clamped; pieces from segments at infinite, NaN and
    /// huge coordinates are built without a trap, and nearby ends still
    /// merge into one node.
    @Test
    func booleanNodesAtCoordinatesPastInt64() {
        #expect(BooleanPieces.cellIndex(.infinity) == 1 << 61)
        #expect(BooleanPieces.cellIndex(-.infinity) == -(1 << 61))
        #expect(BooleanPieces.cellIndex(.nan) == 0)
        #expect(BooleanPieces.cellIndex(1e13) == 1 << 61)  // 2.5e19 cells out: clamped
        #expect(BooleanPieces.cellIndex(1e5) == 250_000_000_000)
        #expect(BooleanPieces.cellIndex(-1e-6) == -3)
        let far = Double.greatestFiniteMagnitude
        let points = [Point(x: far, y: 1), Point(x: .infinity, y: 0), Point(x: .nan, y: 2), Point(x: 1e301, y: -1e301),
                      Point(x: 4e12, y: 4e12), Point(x: 0, y: 0)]
        var segments: [BooleanSegment] = []
        for (k, a) in points.enumerated() {
            let b = points[(k + 1) % points.count]
            segments.append(BooleanSegment(curve: .line(a, b), isLine: true, operand: 0, contour: 0, ellipse: -1))
        }
        let pieces = BooleanPieces(segments, cuts: Array(repeating: [], count: segments.count))
        #expect(pieces.pieces.count <= segments.count)
        // Two ends 1e-8 apart near 4e12 merge (exact distance, same cell).
        let near = [BooleanSegment(curve: .line(Point(x: 4e12, y: 1), Point(x: 4e12 + 1e-8, y: 5)), isLine: true,
                                   operand: 0, contour: 0, ellipse: -1),
                    BooleanSegment(curve: .line(Point(x: 4e12 + 1e-8, y: 5), Point(x: 4e12, y: 1)), isLine: true,
                                   operand: 0, contour: 0, ellipse: -1)]
        #expect(BooleanPieces(near, cuts: [[], []]).nodes.count == 2)
    }
}
