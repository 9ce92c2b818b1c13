import Testing
@testable import ShapeCore

/// The fast path data writer copies a number it has just written instead
/// of formatting it again (a point's x or y equal to the last point's, an
/// arc's y radius equal to its x radius) and writes an arc's rotation ±0
/// and flags as one word. Its data must equal the general writer's
/// (`appendSVGPathDataGeneral`, one number at a time through
/// `NumberFormatting.append`) for every path, at every precision, and the
/// SVG writer's (which writes in place into its own output buffer) too.
@Suite struct PathDataRepeatsTests {
    /// Coordinates drawn from a small pool, so that most points repeat an
    /// x or a y of the point before: zeros of both signs, values that round
    /// to zero or to a tie, negative values, values only the general writer
    /// takes (1e300; non-finite ones make the fast writer give up).
    static let pool: [Double] = [0, -0.0, 1, -1, 0.5, 2.675, 12.91, -12.91, 1e-9, -1e-9, 0.0625, 99_999.99,
                                 123_456.789, .leastNonzeroMagnitude, 1.0000000001, 2.5, 0.125]

    static func randomPath(_ rng: inout SplitMix64, verbs: Int, wild: Bool) -> Path {
        var verbList: [Path.Verb] = [.move]
        var points: [Point] = []
        var arcs: [Path.ArcRecord] = []
        func value(_ rng: inout SplitMix64) -> Double {
            if wild && rng.next() % 200 == 0 { return [1e300, -1e300, .nan, .infinity][Int(rng.next() % 4)] }
            return rng.next() % 4 == 0 ? rng.uniform(-1e4, 1e4) : pool[Int(rng.next() % UInt64(pool.count))]
        }
        var last = Point(value(&rng), value(&rng))
        points.append(last)
        func next(_ rng: inout SplitMix64) -> Point {
            // Mostly one coordinate kept (an axis-aligned line), sometimes both.
            switch rng.next() % 4 {
            case 0: last = Point(last.x, value(&rng))
            case 1: last = Point(value(&rng), last.y)
            case 2: last = Point(last.x, last.y)
            default: last = Point(value(&rng), value(&rng))
            }
            return last
        }
        for _ in 0..<verbs {
            switch rng.next() % 7 {
            case 0: verbList.append(.line); points.append(next(&rng))
            case 1: verbList.append(.quad); points.append(next(&rng)); points.append(next(&rng))
            case 2: verbList.append(.cubic); for _ in 0..<3 { points.append(next(&rng)) }
            case 3: verbList.append(.close)
            case 4: verbList.append(.move); points.append(next(&rng))
            default:
                // An arc record over one or two cubics: radii often equal,
                // rotation often ±0, every flag combination.
                let n = Int(rng.next() % 2) + 1
                let rx = value(&rng)
                let ry = rng.next() % 3 == 0 ? value(&rng) : rx
                let rotation = [0, -0.0, 30, value(&rng)][Int(rng.next() % 4)]
                arcs.append(Path.ArcRecord(firstVerb: verbList.count, verbCount: n, radiusX: rx, radiusY: ry,
                                           rotationDegrees: rotation, largeArc: rng.next() & 1 == 0,
                                           sweep: rng.next() & 1 == 0))
                for _ in 0..<n { verbList.append(.cubic); for _ in 0..<3 { points.append(next(&rng)) } }
            }
        }
        var path = Path()
        path.appendRaw(verbs: verbList, points: points, arcs: arcs)
        return path
    }

    /// Nil when the fast writer, the SVG writer and the general writer
    /// agree on `path`; else what they wrote (as text: one readable issue).
    func disagreement(_ path: Path, _ precision: Int) -> String? {
        var fast: [UInt8] = [], general: [UInt8] = []
        path.appendSVGPathData(precision: precision, to: &fast)
        path.appendSVGPathDataGeneral(precision: precision, to: &general)
        // The SVG writer's in-place writing (no recent paths: every path formatted).
        let writer = SVGWriter(precision: precision, keepsRecentPaths: false)
        writer.pathData(path)
        let written = writer.out
        if fast == general && written == Array(" d=\"".utf8) + general + [34] { return nil }
        let text = { (b: [UInt8]) in String(decoding: b, as: UTF8.self) }
        return "precision \(precision): fast \(text(fast)), writer \(text(written)), general \(text(general))"
    }

    /// Checks every path; records the first few disagreements.
    func check(_ paths: [(Path, Int)]) {
        var failures = 0
        for (i, (path, precision)) in paths.enumerated() {
            if let d = disagreement(path, precision) {
                failures += 1
                if failures <= 3 { Issue.record("path \(i): \(d)") }
            }
        }
        #expect(failures == 0)
    }

    @Test func repeatedCoordinatesWriteTheGeneralWritersData() {
        var rng = SplitMix64(seed: 41)
        check((0..<3_000).map { i in
            (Self.randomPath(&rng, verbs: Int(rng.next() % 40) + 1, wild: false), i % (NumberFormatting.maxPrecision + 1))
        })
    }

    /// Non-finite and huge values: the fast writer gives up and the whole
    /// path is written by the general writer, the same bytes.
    @Test func pathsTheFastWriterGivesUpOn() {
        var rng = SplitMix64(seed: 42)
        check((0..<1_500).map { i in (Self.randomPath(&rng, verbs: Int(rng.next() % 60) + 1, wild: true), [0, 2, 3, 17][i % 4]) })
    }

    /// Paths whose data spans several of the fast writer's chunks: a
    /// repeat must not be copied from a chunk already handed on.
    @Test func longPathsAcrossChunks() {
        var rng = SplitMix64(seed: 43)
        for precision in [0, 3, 9] {
            let path = Self.randomPath(&rng, verbs: 2_000, wild: false)
            var fast: [UInt8] = []
            path.appendSVGPathData(precision: precision, to: &fast)
            #expect(fast.count > 3 * Path.chunkBytes)
            check([(path, precision)])
        }
    }

    /// The words and copies, spelled out.
    @Test func examples() {
        var p = Path()
        p.move(to: Point(1.5, 0))
        p.addLine(to: Point(1.5, 2))   // x repeated
        p.addLine(to: Point(-3, 2))    // y repeated
        p.addLine(to: Point(-3, -0.0)) // x repeated; -0 is "0"
        p.closeSubpath()
        #expect(p.svgPathData(precision: 2) == "M1.5 0L1.5 2L-3 2L-3 0Z")
        var q = Path()
        q.appendRaw(verbs: [.move, .cubic], points: [Point(0, 0), Point(1, 1), Point(2, 2), Point(4, 4)],
                    arcs: [Path.ArcRecord(firstVerb: 1, verbCount: 1, radiusX: 2.25, radiusY: 2.25,
                                          rotationDegrees: -0.0, largeArc: true, sweep: false)])
        #expect(q.svgPathData(precision: 3) == "M0 0A2.25 2.25 0 1 0 4 4")
        q.arcs[0].rotationDegrees = 12.5; q.arcs[0].radiusY = 1; q.arcs[0].sweep = true
        #expect(q.svgPathData(precision: 3) == "M0 0A2.25 1 12.5 1 1 4 4")
    }

    /// `pointsAreFinite` (one pass over the bits) is `allSatisfy(isFinite)`
    /// for a non-finite value at every position, of either coordinate.
    @Test func pointsAreFiniteFindsEveryNonFiniteCoordinate() {
        let base = (0..<40).map { Point(Double($0) * 1.5 - 20, Double.greatestFiniteMagnitude / Double($0 + 1)) }
        for bad in [Double.nan, -.nan, .infinity, -.infinity, .signalingNaN] {
            for i in base.indices {
                for axis in 0..<2 {
                    var pts = base
                    pts[i] = axis == 0 ? Point(bad, pts[i].y) : Point(pts[i].x, bad)
                    var p = Path(); p.appendRaw(verbs: [.move] + Array(repeating: .line, count: pts.count - 1), points: pts, arcs: [])
                    #expect(!p.pointsAreFinite, "\(bad) at \(i).\(axis)")
                }
            }
        }
        var p = Path(); p.appendRaw(verbs: [.move] + Array(repeating: .line, count: base.count - 1), points: base, arcs: [])
        #expect(p.pointsAreFinite)
        #expect(Path().pointsAreFinite)
    }
}
