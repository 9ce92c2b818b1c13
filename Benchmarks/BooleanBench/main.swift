// Path boolean benchmark (scripts/bench-booleans): booleans on two
// overlapping 1,000-segment paths (wavy closed outlines that cross each
// other ~100 times), of cubics and of lines. Reports milliseconds per
// operation and the ratio to a baseline measured in the same run: the
// nonzero area of both inputs by `Path.area(tolerance:)` (one sweep over
// the same segments, flattened).
import ShapeCore
#if canImport(Glibc)
import Glibc
#endif

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

let args = CommandLine.arguments
let segments = args.count > 1 ? Int(args[1]) ?? 1000 : 1000
let repeats = args.count > 2 ? Int(args[2]) ?? 5 : 5

/// A closed wavy outline around `center`: radius 100 + 8·sin(waves·θ),
/// drawn with `n` cubics (tangent handles from the derivative) or lines.
func wavy(center: Point, n: Int, waves: Double, phase: Double, cubics: Bool) -> Path {
    func point(_ t: Double) -> Point {
        let r = 100 + 8 * sin(waves * t + phase)
        return Point(center.x + r * cos(t), center.y + r * sin(t))
    }
    func velocity(_ t: Double) -> Vector {
        let r = 100 + 8 * sin(waves * t + phase), dr = 8 * waves * cos(waves * t + phase)
        return Vector(dr * cos(t) - r * sin(t), dr * sin(t) + r * cos(t))
    }
    var p = Path()
    let step = 2 * Double.pi / Double(n)
    p.move(to: point(0))
    for k in 1...n {
        let t0 = Double(k - 1) * step, t1 = k == n ? 0 : Double(k) * step
        if cubics {
            p.addCurve(to: point(t1), control1: point(t0) + velocity(t0) * (step / 3),
                       control2: point(t1) - velocity(Double(k) * step) * (step / 3))
        } else {
            p.addLine(to: point(t1))
        }
    }
    p.closeSubpath()
    return p
}

/// `x` with `digits` decimals (no Foundation here).
func fixed(_ x: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return "\((x * scale).rounded() / scale)"
}

@inline(never)
func time(_ body: () throws -> Double) rethrows -> (ms: Double, check: Double) {
    var best = Double.infinity, check = 0.0
    for _ in 0..<repeats {
        let t0 = now()
        check = try body()
        best = min(best, now() - t0)
    }
    return (best * 1000, check)
}

for cubics in [true, false] {
    let kind = cubics ? "cubics" : "lines"
    let a = wavy(center: Point(0, 0), n: segments, waves: 50, phase: 0, cubics: cubics)
    let b = wavy(center: Point(60, 10), n: segments, waves: 47, phase: 1, cubics: cubics)
    let baseline = time { a.area(tolerance: 0.01) + b.area(tolerance: 0.01) }
    print("\(kind): baseline area(tolerance:) of both inputs: \(fixed(baseline.ms, 2)) ms")
    for op in PathBooleanOperation.allCases {
        let r = try time { try Path.boolean(a, b, op).exactSignedArea }
        print("\(kind) \(segments)+\(segments) segments \(op.rawValue): \(fixed(r.ms, 1)) ms = \(fixed(r.ms / baseline.ms, 1))× baseline (area \(fixed(r.check, 1)))")
    }
}

// A stroke outline resolved by a union with nothing and subtracted from
// an ellipse across it: one polygon per segment and join, all
// overlapping (the 1,000-segment loop of BooleanStrokeOutlineTests).
// Baseline: its polygon area by `area(tolerance:)`.
var polyline = Path()
for k in 0...segments {
    let t = Double(k) / Double(segments) * 2 * Double.pi
    let point = Point(100 * cos(t) + 8 * sin(7 * t), 100 * sin(t))
    if k == 0 { polyline.move(to: point) } else { polyline.addLine(to: point) }
}
let outline = polyline.strokedPath(StrokeStyle(lineWidth: 4))
let subpaths = outline.verbs.filter { $0 == .move }.count
let sweep = time { outline.area(tolerance: 0.01) }
let resolved = try time { try outline.union(Path()).exactSignedArea }
print("stroke outline of \(segments) lines (\(subpaths) subpaths) union with nothing: \(fixed(resolved.ms, 1)) ms = \(fixed(resolved.ms / sweep.ms, 1))× area(tolerance:) (areas \(fixed(resolved.check, 3)) vs \(fixed(sweep.check, 3)))")
let ellipse = Ellipse().path(in: Rect(40, -40, 120, 80))
let cut = try time { try ellipse.subtracting(outline).exactSignedArea }
print("ellipse minus that outline: \(fixed(cut.ms, 1)) ms = \(fixed(cut.ms / sweep.ms, 1))× area(tolerance:) (area \(fixed(cut.check, 3)))")
