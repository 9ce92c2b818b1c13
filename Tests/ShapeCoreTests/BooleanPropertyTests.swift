import Testing
import Foundation
@testable import ShapeCore

/// Path booleans on random shape pairs: the inclusion–exclusion identity
/// on exact areas, and point membership against the set operation.
@Suite struct BooleanPropertyTests {
    static func randomShape(_ g: inout SplitMix64) -> (String, Path) {
        let x = Double.random(in: 0...60, using: &g), y = Double.random(in: 0...60, using: &g)
        let w = Double.random(in: 5...60, using: &g), h = Double.random(in: 5...60, using: &g)
        let r = Rect(x, y, w, h)
        let radius = Double.random(in: 0...30, using: &g)
        switch Int.random(in: 0..<8, using: &g) {
        case 0: return ("Circle \(r)", Circle().path(in: r))
        case 1: return ("Rectangle \(r)", Rectangle().path(in: r))
        case 2: return ("RoundedRectangle(\(radius), circular) \(r)", RoundedRectangle(cornerRadius: radius, style: .circular).path(in: r))
        case 3: return ("RoundedRectangle(\(radius), continuous) \(r)", RoundedRectangle(cornerRadius: radius).path(in: r))
        case 4: return ("Ellipse \(r)", Ellipse().path(in: r))
        case 5:
            let n = Double.random(in: 2.5...8, using: &g)
            return ("Superellipse(exponent: \(n)) \(r)", Superellipse(exponent: n).path(in: r))
        case 6:
            let rate = Double.random(in: 0.3...0.9, using: &g)
            return ("Superellipse(rate: \(rate)) \(r)", Superellipse(rate: rate).path(in: r))
        default: return ("Capsule \(r)", Capsule().path(in: r))
        }
    }

    @Test func unionPlusIntersectionIsTheSumOfAreas() throws {
        var g = SplitMix64(seed: 0xB001)
        for _ in 0..<150 {
            let (na, a) = Self.randomShape(&g), (nb, b) = Self.randomShape(&g)
            let areaA = abs(a.exactSignedArea), areaB = abs(b.exactSignedArea)
            let u = try a.union(b).exactSignedArea, i = try a.intersection(b).exactSignedArea
            #expect(abs(u + i - areaA - areaB) <= 1e-6 * (areaA + areaB), "\(na) ∪/∩ \(nb): \(u) + \(i) vs \(areaA) + \(areaB)")
            // The differences complete the picture: (a − b) + (a ∩ b) = a.
            let d = try a.subtracting(b).exactSignedArea
            #expect(abs(d + i - areaA) <= 1e-6 * (areaA + areaB), "\(na) − \(nb)")
            let x = try a.symmetricDifference(b).exactSignedArea
            #expect(abs(x - (u - i)) <= 1e-6 * (areaA + areaB), "\(na) ⊕ \(nb)")
        }
    }

    /// Whether `p` is at least `margin` from the path's outline, tested
    /// by membership being the same at p and at eight points around it.
    static func clearOfOutline(_ path: Path, _ p: Point, _ margin: Double) -> Bool {
        let inside = path.contains(p)
        for k in 0..<8 {
            let a = Double(k) * .pi / 4
            if path.contains(Point(p.x + margin * cos(a), p.y + margin * sin(a))) != inside { return false }
        }
        return true
    }

    @Test func containsAgreesWithTheSetOperation() throws {
        var g = SplitMix64(seed: 0xB002)
        var checked = 0
        for _ in 0..<60 {
            let (na, a) = Self.randomShape(&g), (nb, b) = Self.randomShape(&g)
            let eoFill = Bool.random(using: &g)
            let results: [(PathBooleanOperation, Path)] = try PathBooleanOperation.allCases.map {
                ($0, try Path.boolean(a, b, $0, eoFill: eoFill))
            }
            for _ in 0..<40 {
                let p = Point(Double.random(in: -5...125, using: &g), Double.random(in: -5...125, using: &g))
                guard Self.clearOfOutline(a, p, 1e-3), Self.clearOfOutline(b, p, 1e-3) else { continue }
                let inA = a.contains(p), inB = b.contains(p)
                for (op, result) in results {
                    let expected = op.combine(inA, inB)
                    #expect(result.contains(p, fillRule: .nonZero) == expected, "\(op) \(na), \(nb) at \(p)")
                    #expect(result.contains(p, fillRule: .evenOdd) == expected, "\(op) even-odd \(na), \(nb) at \(p)")
                }
                checked += 1
            }
        }
        #expect(checked > 1500)
    }

    @Test func resultsHaveNoZeroLengthOrDuplicateSegments() throws {
        var g = SplitMix64(seed: 0xB003)
        for _ in 0..<60 {
            let (na, a) = Self.randomShape(&g), (nb, b) = Self.randomShape(&g)
            for op in PathBooleanOperation.allCases {
                let result = try Path.boolean(a, b, op)
                var seen: Set<[Double]> = []
                var current = Point.zero, start = Point.zero
                result.forEachSegment(closeOpenSubpaths: false, subpathStarted: { start = $0; current = $0 }) { c, kind in
                    #expect(c.p0 != c.p3 || kind == .cubic && (c.p1 != c.p0 || c.p2 != c.p0), "zero-length \(op) \(na), \(nb)")
                    let key = [c.p0.x, c.p0.y, c.p1.x, c.p1.y, c.p2.x, c.p2.y, c.p3.x, c.p3.y]
                    #expect(seen.insert(key).inserted, "duplicate segment in \(op) \(na), \(nb)")
                    current = c.p3
                }
                _ = (current, start)
            }
        }
    }
}
