// bench-views: the document of Benchmarks/lua/views.lua built and written
// from Swift — a ZStack(alignment: .topLeading) of COUNT
// `shape.fill(c).overlay(shape.stroke(black, 0.5)).frame(10, 10).offset(x, y)`
// in a frame the size of the grid, streamed to PATH. ShapeCore's own cost
// of the views row of scripts/bench (view tree, layout, SVG), without Lua.
// Run: bench-views [COUNT] [PATH]
import ShapeCore
#if canImport(Glibc)
import Glibc
#endif

let args = CommandLine.arguments
let count = args.count > 1 ? Int(args[1]) ?? 20_000 : 20_000
let path = args.count > 2 ? args[2] : "/dev/null"
let columns = 200
let rows = (count + columns - 1) / columns

do {
    let palette = try ["#ff3b30", "#ff9500", "#ffcc00", "#34c759", "#00c7be", "#007aff", "#5856d6", "#af52de"]
        .map { try Color($0) }
    let black = try Color("black")
    var children: [View] = []
    children.reserveCapacity(count)
    for i in 0..<count {
        let x = Double(i % columns * 12 + 1), y = Double(i / columns * 12 + 1)
        // One box for the shape's two views, as a Lua shape value keeps
        // (`shape.fill(...)` on the struct boxes it per call).
        let shape = ShapeBox(RoundedRectangle(cornerRadius: Double(2 + i % 3), style: .circular))
        children.append(shape.fill(.color(palette[i % 8])).overlay(shape.stroke(.color(black), style: StrokeStyle(lineWidth: 0.5)))
            .frame(width: 10, height: 10).offset(x: x, y: y))
    }
    let document = ZStack(alignment: .topLeading, views: children)
        .frame(width: Double(columns * 12), height: Double(rows * 12), alignment: .topLeading)
    guard let file = fopen(path, "wb") else {
        fputs("bench-views: cannot open \(path)\n", stderr)
        exit(1)
    }
    try writeSVG(document) { chunk in _ = fwrite(chunk.baseAddress, 1, chunk.count, file) }
    fclose(file)
} catch {
    fputs("bench-views: \(error)\n", stderr)
    exit(1)
}
