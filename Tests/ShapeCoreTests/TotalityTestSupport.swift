#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import ShapeCore

/// Hostile finite numbers for the totality property tests: the edges of
/// Double's range mixed with random values over the full exponent range.
/// Seeds are fixed (the run reproduces); `SHAPELUA_TOTALITY_SEED=n` in the
/// environment replaces the base seed, and every failure message names
/// the seed and the case index.
struct HostileNumbers {
    var rng: SplitMix64
    let seed: UInt64
    /// |any()| never exceeds this (subnormals and zeros still come).
    var limit = Double.greatestFiniteMagnitude

    init(_ test: UInt64) {
        let base = (getenv("SHAPELUA_TOTALITY_SEED").flatMap { UInt64(String(cString: $0)) }) ?? 0x5EED_2026
        seed = base &+ test
        rng = SplitMix64(seed: seed)
    }

    /// The numbers where arithmetic breaks: signed zeros, the smallest
    /// subnormal, the smallest normal, where squares underflow or
    /// overflow, 2^53 (integers stop being exact), the largest finite.
    static let edges: [Double] = [
        0, -0.0, Double.leastNonzeroMagnitude, (2024 * Double.leastNonzeroMagnitude), 2.2250738585072014e-308, 1e-300, 1e-200, 1e-160, 1e-154, 1e-100,
        1e-15, 1.1e-15, 1e-9, 0.5, 1, 2, 10, 360, 1e6, 9_007_199_254_740_992, 9_007_199_254_740_994,
        9.007e15, 1e20, 1e30, 1e40, 1e100, 1e150, 1e154, 1e155, 1e200, 1e300, 1e307, 1e308,
        Double.greatestFiniteMagnitude.nextDown, Double.greatestFiniteMagnitude,
    ]

    mutating func bits() -> UInt64 { rng.next() }
    mutating func chance(_ oneIn: UInt64) -> Bool { rng.next() % oneIn == 0 }
    mutating func pick<T>(_ xs: [T]) -> T { xs[Int(rng.next() % UInt64(xs.count))] }

    /// Any finite double, either sign: 40 % an edge value, 20 % an
    /// ordinary value (|v| < 1000), 40 % a random exponent in −1074…1023.
    mutating func any() -> Double {
        let v = unlimited()
        return Swift.max(-limit, Swift.min(limit, v))
    }
    private mutating func unlimited() -> Double {
        let sign: Double = rng.next() & 1 == 0 ? 1 : -1
        switch rng.next() % 5 {
        case 0, 1: return sign * pick(Self.edges)
        case 2: return sign * rng.uniform(0, 1000)
        default:
            let exponent = Int(rng.next() % 2098) - 1074
            let v = Double(sign: .plus, exponent: exponent, significand: 1 + rng.unit())
            return sign * (v.isFinite ? v : Double.greatestFiniteMagnitude)
        }
    }
    /// A finite double ≥ 0 (sizes, radii, widths).
    mutating func length() -> Double { Swift.abs(any()) }
    /// In 0…1, edges included.
    mutating func fraction() -> Double { pick([0, 1, Double.leastNonzeroMagnitude, 1 - 1e-16, rng.unit(), rng.unit()]) }
    mutating func point() -> Point { Point(any(), any()) }
    mutating func rect() -> Rect { Rect(any(), any(), length(), length()) }
    mutating func unitPoint() -> UnitPoint { chance(2) ? pick([.center, .topLeading, .bottomTrailing]) : UnitPoint(any(), any()) }
    mutating func radii() -> CornerRadii {
        CornerRadii(topLeading: length(), bottomLeading: length(), bottomTrailing: length(), topTrailing: length())
    }
    mutating func style() -> RoundedCornerStyle { chance(2) ? .circular : .continuous }
    mutating func transform() -> AffineTransform {
        switch rng.next() % 4 {
        case 0: return .rotation(degrees: any())
        case 1: return .scale(any(), any())
        case 2: return .translation(any(), any())
        default: return AffineTransform(a: any(), b: any(), c: any(), d: any(), tx: any(), ty: any())
        }
    }
}

/// What every geometry result must satisfy, whatever the input: finite, or
/// refused by the typed check (never a trap; the test process surviving is
/// the first assertion), and written as SVG path data that parses back.
enum Totality {
    /// With SHAPELUA_TOTALITY_TRACE set, each case is printed before it
    /// runs, so a case that traps or hangs is the last line printed.
    static let tracing = getenv("SHAPELUA_TOTALITY_TRACE") != nil
    static func trace(_ label: @autoclosure () -> String) {
        guard tracing else { return }
        fputs(label() + "\n", stderr)
        fflush(stderr)
    }

    /// `path` passes `checkedFinite` or fails it with `tooLarge`; a finite
    /// path's SVG data parses back to the same number of subpaths' moves.
    static func checkResult(_ path: Path, _ label: @autoclosure () -> String) {
        do {
            let checked = try path.checkedFinite("the result")
            let finite = checked.isFinite
            #expect(finite, "\(label())")
            // The SVG round trip of paths up to 400 elements (a deeply
            // fitted superellipse with 300-digit numbers is 100 MB of text).
            guard checked.verbs.count <= 400 else { return }
            let data = checked.svgPathData(precision: 3)
            do {
                let back = try Path(svgPathData: data)
                #expect(back.verbs.filter { $0 == .move }.count == checked.verbs.filter { $0 == .move }.count,
                        "\(label()): moves differ after the SVG round trip of \(data.prefix(200))")
            } catch GeometryError.badPathData(_, let message) {
                // Writing rounds to 3 decimals; a coordinate written as
                // ±1.797…e308 may read back past the largest double.
                #expect(message == "numbers too large" || message == "number out of range",
                        "\(label()): \(message) in \(data.prefix(200))")
            } catch {
                Issue.record("\(label()): \(error)")
            }
        } catch GeometryError.tooLarge {
            let finite = path.isFinite
            #expect(!finite, "\(label())")
        } catch {
            Issue.record("\(label()): unexpected \(error)")
        }
    }

    /// A number result: finite, or refused as too large.
    static func checkNumber(_ v: Double, _ label: @autoclosure () -> String) {
        do {
            let checked = try Validate.finiteResult(v, "the result")
            #expect(checked.isFinite, "\(label())")
        } catch GeometryError.tooLarge {
            #expect(!v.isFinite, "\(label())")
        } catch {
            Issue.record("\(label()): unexpected \(error)")
        }
    }

    /// Every coordinate of `r` and its far edges lie within ±`limit`: the
    /// inputs for which a shape's outline must be finite, not refused.
    static func moderate(_ r: Rect, limit: Double = 1e300) -> Bool {
        [r.minX, r.minY, r.maxX, r.maxY, r.width, r.height].allSatisfy { Swift.abs($0) <= limit }
    }
}

/// Failure messages name a path by its size and first elements, not by
/// thousands of verbs and points.
extension Path: CustomTestStringConvertible {
    public var testDescription: String {
        let data = verbs.count <= 12 ? svgPathData(precision: 3) : String(svgPathData(precision: 3).prefix(160)) + "…"
        return "Path(\(verbs.count) elements: \(data))"
    }
}
