import Testing
import Foundation
@testable import ShapeCore

/// Path booleans checked against closed-form areas (SPEC §13).
@Suite struct BooleanAnalyticTests {
    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
        Circle().path(in: Rect(cx - r, cy - r, 2 * r, 2 * r))
    }
    static func relative(_ a: Double, _ b: Double) -> Double { abs(a - b) / max(abs(b), 1e-300) }

    /// Lens of two circles of radius r whose centres are d apart.
    static func lens(_ r: Double, _ d: Double) -> Double {
        2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
    }

    @Test func overlappingCirclesGiveTheLensAreas() throws {
        for (r, d) in [(50.0, 60.0), (10, 1), (10, 19.5), (1e-3, 1.2e-3), (1e5, 3e4)] {
            let a = Self.circle(0, 0, r), b = Self.circle(d, 0, r)
            let lens = Self.lens(r, d), disc = Double.pi * r * r
            let expect: [(String, Path, Double)] = [
                ("intersection", try a.intersection(b), lens),
                ("union", try a.union(b), 2 * disc - lens),
                ("a - b", try a.subtracting(b), disc - lens),
                ("b - a", try b.subtracting(a), disc - lens),
                ("xor", try a.symmetricDifference(b), 2 * (disc - lens)),
            ]
            for (name, path, area) in expect {
                #expect(Self.relative(path.exactSignedArea, area) < 1e-6, "\(name) r=\(r) d=\(d): \(path.exactSignedArea) vs \(area)")
            }
        }
    }

    @Test func unionOfTwoCirclesKeepsArcs() throws {
        let u = try Self.circle(0, 0, 50).union(Self.circle(60, 0, 50))
        let drawn = u.verbs.filter { $0 != .move && $0 != .close }
        #expect(drawn.count < 40)
        #expect(drawn.allSatisfy { $0 == .cubic })
        #expect(!u.arcs.isEmpty)
        #expect(u.svgPathData().contains("A"))
        #expect(u.verbs.filter { $0 == .move }.count == 1)
    }
}
