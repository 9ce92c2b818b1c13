import FuzzInput
import ShapeCore

/// libFuzzer target: the SVG path-data parser (docs/API.md `Path(string)`) and
/// the writer. The input's bytes are the path-data text. A text that parses
/// must give a path whose written data (at the lowest, default and highest
/// precision) parses again: the writer may never produce what the parser
/// refuses. Queries on the parsed path must not trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPathData(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(data, count)
    let text = input.rest()
    guard let path = try? Path(svgPathData: text) else { return 0 }
    for precision in [0, 3, 17] {
        let written = path.svgPathData(precision: precision)
        do {
            _ = try Path(svgPathData: written)
        } catch {
            fatalError("path data written at precision \(precision) does not parse (\(error)): \(written.prefix(300)) from input \(text.prefix(300))")
        }
    }
    _ = path.bounds
    _ = path.elements.count
    _ = path.contains(Point(0.5, 0.5))
    return 0
}
