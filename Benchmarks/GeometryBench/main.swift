// Geometry benchmark (scripts/bench-geometry): builds UnevenRoundedRectangle
// paths and writes their SVG path data; reports shapes per second, and
// ratios against baselines measured in the same run.
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
let count = args.count > 1 ? Int(args[1]) ?? 1_000_000 : 1_000_000
let only = args.count > 2 ? args[2] : "all"

/// Deterministic, varied inputs (a small LCG; no allocation per shape).
struct Inputs {
    var state: UInt64 = 0x1234_5678
    mutating func next() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / 9007199254740992.0
    }
}

@inline(never)
func run(_ name: String, _ body: (inout Inputs, inout [UInt8]) -> Int) {
    guard only == "all" || only == name else { return }
    var inputs = Inputs()
    var buffer: [UInt8] = []
    buffer.reserveCapacity(4096)
    let t0 = now()
    var checksum = 0
    for _ in 0..<count { checksum &+= body(&inputs, &buffer) }
    let dt = now() - t0
    let rate = Double(count) / dt
    print("\(name): \(count) shapes in \(String(Int(dt * 1000))) ms = \(Int(rate)) shapes/s (checksum \(checksum))")
    results[name] = rate
}
nonisolated(unsafe) var results: [String: Double] = [:]

func radii(_ g: inout Inputs) -> CornerRadii {
    CornerRadii(topLeading: g.next() * 40, bottomLeading: g.next() * 40, bottomTrailing: g.next() * 40, topTrailing: g.next() * 40)
}
func rect(_ g: inout Inputs) -> Rect { Rect(g.next() * 100, g.next() * 100, 20 + g.next() * 200, 20 + g.next() * 200) }

run("baseline-rectangle-path+svg") { g, buf in
    let r = rect(&g); _ = radii(&g)
    let p = Rectangle().path(in: r)
    buf.removeAll(keepingCapacity: true)
    p.appendSVGPathData(precision: 3, to: &buf)
    return buf.count
}
run("uneven-continuous-path") { g, _ in
    let r = rect(&g)
    return UnevenRoundedRectangle(cornerRadii: radii(&g)).path(in: r).verbs.count
}
run("uneven-continuous-path+svg") { g, buf in
    let r = rect(&g)
    let p = UnevenRoundedRectangle(cornerRadii: radii(&g)).path(in: r)
    buf.removeAll(keepingCapacity: true)
    p.appendSVGPathData(precision: 3, to: &buf)
    return buf.count
}
run("uneven-circular-path+svg") { g, buf in
    let r = rect(&g)
    let p = UnevenRoundedRectangle(cornerRadii: radii(&g), style: .circular).path(in: r)
    buf.removeAll(keepingCapacity: true)
    p.appendSVGPathData(precision: 3, to: &buf)
    return buf.count
}
// Number formatting vs the stdlib's `description` (a String per number).
run("numbers-shapelua-x16") { g, buf in
    buf.removeAll(keepingCapacity: true)
    for _ in 0..<16 { NumberFormatting.append(g.next() * 1000, precision: 3, to: &buf) }
    return buf.count
}
run("numbers-description-x16") { g, buf in
    var n = 0
    for _ in 0..<16 { n &+= (g.next() * 1000).description.utf8.count }
    return n
}
if let base = results["baseline-rectangle-path+svg"], let uneven = results["uneven-continuous-path+svg"] {
    print("ratio uneven-continuous+svg / rectangle+svg time: \(Double(Int(base / uneven * 100)) / 100)")
}
if let a = results["numbers-shapelua-x16"], let b = results["numbers-description-x16"] {
    print("ratio NumberFormatting speed / description speed: \(Double(Int(a / b * 100)) / 100)")
}
