// bench-canvas: writes a Canvas of N uneven rounded rectangles (fill plus
// stroke) as SVG, streamed to a file, and prints the byte count and the
// process's peak resident memory. Run by scripts/bench-canvas, which times
// it against Benchmarks/lua/canvas.lua writing the same document.
import ShapeCore
#if canImport(Glibc)
import Glibc
#endif

let args = CommandLine.arguments
let count = args.count > 1 ? Int(args[1]) ?? 100_000 : 100_000
let path = args.count > 2 ? args[2] : "/dev/null"
let columns = 100

let palette: [Color] = [.red, .orange, .yellow, .green, .mint, .blue, .indigo, .purple]

// The same generator as canvas.lua (an LCG; both use exact integer math).
var seed: Int = 12345
func next() -> Int {
    seed = (seed &* 1103515245 &+ 12345) % 2147483648
    return seed >> 16
}

let rows = (count + columns - 1) / columns
let canvas = Canvas(width: Double(columns * 20), height: Double(rows * 20)) { ctx in
    for i in 0..<count {
        let x = Double(i % columns) * 20 + 0.5, y = Double(i / columns) * 20 + 0.5
        let w = 13 + Double(next() % 600) / 100, h = 13 + Double(next() % 600) / 100
        let tl = 1 + Double(next() % 500) / 100, tr = 1 + Double(next() % 500) / 100
        let br = 1 + Double(next() % 500) / 100, bl = 1 + Double(next() % 500) / 100
        let shape = UnevenRoundedRectangle(topLeadingRadius: tl, bottomLeadingRadius: bl,
                                           bottomTrailingRadius: br, topTrailingRadius: tr, style: .circular)
        let rect = Rect(x, y, w, h)
        try ctx.fill(shape, in: rect, with: palette[i % palette.count])
        try ctx.stroke(shape, in: rect, with: Color.black, lineWidth: 1)
    }
}

guard let file = fopen(path, "wb") else {
    fputs("bench-canvas: cannot open \(path)\n", stderr)
    exit(1)
}
var written = 0
do {
    try writeSVG(canvas) { chunk in
        written += chunk.count
        _ = fwrite(chunk.baseAddress, 1, chunk.count, file)
    }
} catch {
    fputs("bench-canvas: \(error)\n", stderr)
    exit(1)
}
fclose(file)

/// Peak resident set size from /proc/self/status (VmHWM, in KiB).
func peakKiB() -> Int {
    guard let f = fopen("/proc/self/status", "r") else { return -1 }
    defer { fclose(f) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, 256, f) != nil {
        let s = String(cString: line)
        if s.hasPrefix("VmHWM:") {
            let fields = s.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            return Int(fields.first ?? "") ?? -1
        }
    }
    return -1
}
print("bytes \(written) peak_kib \(peakKiB())")
