/// SVG path data writing (SPEC §4 `svgPathData`, §8 number rules).
///
/// Format: each command letter directly followed by its numbers, numbers
/// separated by one space ("M0 0L10 0C1 2 3 4 5 6Z"). Absolute commands
/// only. Circular and elliptical arcs recorded in `arcs` are written as one
/// `A` command instead of their cubics (see `Path.ArcRecord`).
extension Path {
    /// The path as SVG path data at `precision` decimals.
    public func svgPathData(precision: Int = 3) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(verbs.count * 16)
        appendSVGPathData(precision: precision, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the path data to `out` (the SVG writer's hot path: no
    /// allocation beyond the growth of `out`). Fast path: numbers are
    /// written with `NumberFormatting.write` straight into a stack buffer,
    /// which is appended to `out` (one copy) whenever it may not hold the
    /// next verb, and at the end. A path with a coordinate too large for the
    /// fast path (|v|·10^p ≥ 2^53) is written by the general routine
    /// instead, from the start.
    public func appendSVGPathData(precision: Int, to out: inout [UInt8]) {
        appendSVGPathData(NumberFormatting.Decimals(precision: precision), to: &out)
    }

    /// `appendSVGPathData(precision:to:)` with the precision made ready
    /// (the SVG writer's, once per document).
    public func appendSVGPathData(_ format: NumberFormatting.Decimals, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.chunkBytes) { buf in
            appendSVGPathData(format, to: &out, scratch: buf.baseAddress!)
        }
    }

    /// The same through `scratch`, a buffer of `chunkBytes` bytes.
    func appendSVGPathData(_ format: NumberFormatting.Decimals, to out: inout [UInt8],
                           scratch dst: UnsafeMutablePointer<UInt8>) {
        let start = out.count
        var cursor = Cursor()
        var complete = true
        while cursor.verb < verbs.count {
            let written = writeSVGPathDataFast(format, from: &cursor, to: dst, capacity: Self.chunkBytes)
            if written < 0 { complete = false; break }
            out.append(contentsOf: UnsafeBufferPointer(start: dst, count: written))
        }
        if !complete {
            out.removeLast(out.count - start)
            appendSVGPathDataGeneral(precision: format.precision, to: &out)
        }
    }

    /// The same written in place at the end of `output` (the SVG writer's),
    /// a chunk's room at a time.
    func appendSVGPathData(_ format: NumberFormatting.Decimals, to output: inout SVGOutputBuffer) {
        let start = output.count
        var cursor = Cursor()
        while cursor.verb < verbs.count {
            let written = writeSVGPathDataFast(format, from: &cursor, to: output.reserve(Self.chunkBytes),
                                               capacity: Self.chunkBytes)
            if written < 0 {
                output.removeLast(output.count - start)
                var bytes: [UInt8] = []
                appendSVGPathDataGeneral(precision: format.precision, to: &bytes)
                output.append(bytes)
                return
            }
            output.commit(written)
        }
    }

    /// The room the fast writer writes a chunk of data into (a typical
    /// shape's data is a few hundred bytes: one chunk).
    static let chunkBytes = 4096

    /// The most bytes one verb takes in the fast writer: a letter and 7
    /// numbers (an `A`), each with its separator and the scratch bytes a
    /// number may store past its end (`NumberFormatting.maxFastBytes`).
    static let verbBytes = 1 + 7 * (NumberFormatting.maxFastBytes + 1)

    /// An upper bound of the bytes `appendSVGPathData` appends (what the SVG
    /// writer asks the work budget for before writing a path).
    public var svgPathDataBound: Int { verbs.count * Self.verbBytes + 1 }

    /// Where the fast writer resumes: the next verb, its first point, the
    /// next arc record.
    struct Cursor { var verb = 0, point = 0, arc = 0 }

    /// Writes verbs from `cursor` on while `capacity` bytes may hold the
    /// next one; returns the bytes written (the cursor moved past them), or
    /// -1 if some number needs the slow path.
    ///
    /// Equal bits write equal bytes, so a number already written in this
    /// chunk is copied rather than formatted again where repeats are
    /// common: a point's x (or y) equal to the last point's x (or y) — the
    /// sides of rectangles and rounded rectangles, a circle's handles — and
    /// an arc's y radius equal to its x radius. An arc's rotation ±0 and
    /// flags are one 8-byte store.
    func writeSVGPathDataFast(_ format: NumberFormatting.Decimals, from cursor: inout Cursor,
                              to dst: UnsafeMutablePointer<UInt8>, capacity: Int) -> Int {
        var o = 0
        var failed = false
        let raw = UnsafeMutableRawPointer(dst)
        /// Writes `v` at `o`; its byte count (0 when it needs the slow path).
        @inline(__always) func number(_ v: Double) -> Int {
            let n = NumberFormatting.write(v, format, to: dst + o)
            if n < 0 { failed = true; return 0 }
            o &+= n
            return n
        }
        /// Copies the `count` bytes at `from` (a number written earlier in
        /// this chunk) to `o`: 32 bytes, a number and the scratch it may
        /// store, all loaded before any is stored (the ranges may overlap).
        @inline(__always) func copy(from: Int, count: Int) {
            let a = UnsafeRawPointer(raw).loadUnaligned(fromByteOffset: from, as: SIMD16<UInt8>.self)
            let b = UnsafeRawPointer(raw).loadUnaligned(fromByteOffset: from &+ 16, as: SIMD16<UInt8>.self)
            raw.storeBytes(of: a, toByteOffset: o, as: SIMD16<UInt8>.self)
            raw.storeBytes(of: b, toByteOffset: o &+ 16, as: SIMD16<UInt8>.self)
            o &+= count
        }
        // The last written x and y: their bits, where their bytes start in
        // `dst` and how many (0: none yet in this chunk).
        var lastX: UInt64 = 0, lastXAt = 0, lastXCount = 0
        var lastY: UInt64 = 0, lastYAt = 0, lastYCount = 0
        @inline(__always) func point(_ q: Point) {
            let x = q.x.bitPattern, y = q.y.bitPattern
            if x == lastX && lastXCount > 0 {
                copy(from: lastXAt, count: lastXCount)
            } else {
                lastX = x; lastXAt = o; lastXCount = number(q.x)
            }
            dst[o] = 32; o &+= 1
            if y == lastY && lastYCount > 0 {
                copy(from: lastYAt, count: lastYCount)
            } else {
                lastY = y; lastYAt = o; lastYCount = number(q.y)
            }
        }
        @inline(__always) func letter(_ c: UInt8) { dst[o] = c; o &+= 1 }
        var pointIndex = cursor.point, verbIndex = cursor.verb, arcIndex = cursor.arc
        let verbCount = verbs.count
        let last = capacity - Self.verbBytes // the last offset a verb may start at
        verbs.withUnsafeBufferPointer { verbs in
            points.withUnsafeBufferPointer { pts in
                arcs.withUnsafeBufferPointer { arcs in
                    var nextArcVerb = arcIndex < arcs.count ? arcs[arcIndex].firstVerb : Int.max
                    while verbIndex < verbCount && !failed && o <= last {
                        if verbIndex == nextArcVerb {
                            let arc = arcs[arcIndex]
                            var lastPoint = pointIndex
                            for k in 0..<arc.verbCount { lastPoint += verbs[verbIndex + k].pointCount }
                            letter(UInt8(ascii: "A"))
                            let rxAt = o, rxCount = number(arc.radiusX)
                            letter(32)
                            if arc.radiusY.bitPattern == arc.radiusX.bitPattern && rxCount > 0 {
                                copy(from: rxAt, count: rxCount)
                            } else {
                                _ = number(arc.radiusY)
                            }
                            if arc.rotationDegrees.bitPattern << 1 == 0 {
                                // " 0 L S " (±0 is written "0"), then the end point.
                                let large: UInt64 = arc.largeArc ? 0x31 : 0x30, sweep: UInt64 = arc.sweep ? 0x31 : 0x30
                                let word: UInt64 = 0x20 | 0x30 << 8 | 0x20 << 16 | large << 24 | 0x20 << 32
                                    | sweep << 40 | 0x20 << 48
                                raw.storeBytes(of: word.littleEndian, toByteOffset: o, as: UInt64.self)
                                o &+= 7
                            } else {
                                letter(32); _ = number(arc.rotationDegrees); letter(32)
                                letter(arc.largeArc ? UInt8(ascii: "1") : UInt8(ascii: "0")); letter(32)
                                letter(arc.sweep ? UInt8(ascii: "1") : UInt8(ascii: "0")); letter(32)
                            }
                            point(pts[lastPoint - 1])
                            pointIndex = lastPoint
                            verbIndex += arc.verbCount
                            arcIndex += 1
                            nextArcVerb = arcIndex < arcs.count ? arcs[arcIndex].firstVerb : Int.max
                            continue
                        }
                        let verb = verbs[verbIndex]
                        switch verb {
                        case .move: letter(UInt8(ascii: "M")); point(pts[pointIndex])
                        case .line: letter(UInt8(ascii: "L")); point(pts[pointIndex])
                        case .quad:
                            letter(UInt8(ascii: "Q")); point(pts[pointIndex]); letter(32); point(pts[pointIndex + 1])
                        case .cubic:
                            letter(UInt8(ascii: "C")); point(pts[pointIndex]); letter(32)
                            point(pts[pointIndex + 1]); letter(32); point(pts[pointIndex + 2])
                        case .close: letter(UInt8(ascii: "Z"))
                        }
                        pointIndex += verb.pointCount
                        verbIndex += 1
                    }
                }
            }
        }
        cursor = Cursor(verb: verbIndex, point: pointIndex, arc: arcIndex)
        return failed ? -1 : o
    }

    /// The general writer (any finite or non-finite number).
    func appendSVGPathDataGeneral(precision: Int, to out: inout [UInt8]) {
        var pointIndex = 0
        var verbIndex = 0
        var arcIndex = 0
        let verbCount = verbs.count
        verbs.withUnsafeBufferPointer { verbs in
            points.withUnsafeBufferPointer { pts in
                while verbIndex < verbCount {
                    // An arc record starting here replaces its cubics by `A`.
                    if arcIndex < arcs.count && arcs[arcIndex].firstVerb == verbIndex {
                        let arc = arcs[arcIndex]
                        var lastPoint = pointIndex
                        for k in 0..<arc.verbCount {
                            lastPoint += verbs[verbIndex + k].pointCount
                        }
                        let end = pts[lastPoint - 1]
                        out.append(UInt8(ascii: "A"))
                        NumberFormatting.append(arc.radiusX, precision: precision, to: &out)
                        out.append(32)
                        NumberFormatting.append(arc.radiusY, precision: precision, to: &out)
                        out.append(32)
                        NumberFormatting.append(arc.rotationDegrees, precision: precision, to: &out)
                        out.append(32)
                        out.append(arc.largeArc ? UInt8(ascii: "1") : UInt8(ascii: "0"))
                        out.append(32)
                        out.append(arc.sweep ? UInt8(ascii: "1") : UInt8(ascii: "0"))
                        out.append(32)
                        Self.appendPoint(end, precision: precision, to: &out)
                        pointIndex = lastPoint
                        verbIndex += arc.verbCount
                        arcIndex += 1
                        continue
                    }
                    let verb = verbs[verbIndex]
                    switch verb {
                    case .move:
                        out.append(UInt8(ascii: "M"))
                        Self.appendPoint(pts[pointIndex], precision: precision, to: &out)
                    case .line:
                        out.append(UInt8(ascii: "L"))
                        Self.appendPoint(pts[pointIndex], precision: precision, to: &out)
                    case .quad:
                        out.append(UInt8(ascii: "Q"))
                        Self.appendPoint(pts[pointIndex], precision: precision, to: &out)
                        out.append(32)
                        Self.appendPoint(pts[pointIndex + 1], precision: precision, to: &out)
                    case .cubic:
                        out.append(UInt8(ascii: "C"))
                        Self.appendPoint(pts[pointIndex], precision: precision, to: &out)
                        out.append(32)
                        Self.appendPoint(pts[pointIndex + 1], precision: precision, to: &out)
                        out.append(32)
                        Self.appendPoint(pts[pointIndex + 2], precision: precision, to: &out)
                    case .close:
                        out.append(UInt8(ascii: "Z"))
                    }
                    pointIndex += verb.pointCount
                    verbIndex += 1
                }
            }
        }
    }

    @inline(__always)
    static func appendPoint(_ p: Point, precision: Int, to out: inout [UInt8]) {
        NumberFormatting.append(p.x, precision: precision, to: &out)
        out.append(32)
        NumberFormatting.append(p.y, precision: precision, to: &out)
    }
}
