/// SVG path data writing (docs/API.md `svgPathData`, docs/SVG.md number rules).
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

    /// Whether every point is finite, in one pass over the coordinates'
    /// bits with no branch per point: a Double is not finite exactly when
    /// its exponent bits are all ones, and then adding 1 to the exponent
    /// field carries into the sign bit.
    var pointsAreFinite: Bool {
        points.withUnsafeBytes { raw in
            var carries: UInt64 = 0
            for i in 0..<raw.count / 8 {
                let bits = raw.loadUnaligned(fromByteOffset: i &* 8, as: UInt64.self)
                carries |= (bits & 0x7FF0_0000_0000_0000) &+ 0x0010_0000_0000_0000
            }
            return carries >> 63 == 0
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
    func writeSVGPathDataFast(_ format: NumberFormatting.Decimals, from cursor: inout Cursor,
                              to dst: UnsafeMutablePointer<UInt8>, capacity: Int) -> Int {
        verbs.withUnsafeBufferPointer { verbs in
            points.withUnsafeBufferPointer { points in
                arcs.withUnsafeBufferPointer { arcs in
                    Self.writeFast(format, verbs, points, arcs, from: &cursor, to: dst, capacity: capacity)
                }
            }
        }
    }

    /// `writeSVGPathDataFast` on the path's storage.
    ///
    /// Equal bits write equal bytes, so a number already written in this
    /// chunk is copied rather than formatted again where repeats are
    /// common: a point's x (or y) equal to the last point's x (or y), or
    /// to its subpath's start's — the sides of rectangles and rounded
    /// rectangles, the end of a closing arc, a circle's handles — and an
    /// arc's y radius equal to its x radius. An arc's rotation ±0 and its
    /// flags are one 8-byte store.
    private static func writeFast(_ format: NumberFormatting.Decimals, _ verbs: UnsafeBufferPointer<Verb>,
                                  _ pts: UnsafeBufferPointer<Point>, _ arcs: UnsafeBufferPointer<ArcRecord>,
                                  from cursor: inout Cursor, to dst: UnsafeMutablePointer<UInt8>, capacity: Int) -> Int {
        var o = 0
        let raw = UnsafeMutableRawPointer(dst)
        /// Writes `v` at `o`; its byte count, or -1 when it needs the slow path.
        @inline(__always) func number(_ v: Double) -> Int {
            let n = NumberFormatting.write(v, format, to: dst + o)
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
        /// A coordinate written in this chunk: its bits, where its bytes
        /// start in `dst`, how many (0: none).
        struct Written { var bits: UInt64 = 0, at = 0, count = 0 }
        var lastX = Written(), lastY = Written(), startX = Written(), startY = Written()
        /// Writes the coordinate `v`, copying it from `last` or `start`
        /// when it has their bits; false when it needs the slow path.
        @inline(__always) func coordinate(_ v: Double, _ last: inout Written, _ start: Written) -> Bool {
            let bits = v.bitPattern
            if bits == last.bits && last.count > 0 { copy(from: last.at, count: last.count); return true }
            if bits == start.bits && start.count > 0 { copy(from: start.at, count: start.count); last = start; return true }
            let at = o
            let n = number(v)
            last = Written(bits: bits, at: at, count: n)
            return n >= 0
        }
        @inline(__always) func point(_ q: Point) -> Bool {
            guard coordinate(q.x, &lastX, startX) else { return false }
            dst[o] = 32; o &+= 1
            return coordinate(q.y, &lastY, startY)
        }
        @inline(__always) func letter(_ c: UInt8) { dst[o] = c; o &+= 1 }
        var pointIndex = cursor.point, verbIndex = cursor.verb, arcIndex = cursor.arc
        defer { cursor = Cursor(verb: verbIndex, point: pointIndex, arc: arcIndex) }
        let last = capacity &- verbBytes // the last offset a verb may start at
        var nextArcVerb = arcIndex < arcs.count ? arcs[arcIndex].firstVerb : Int.max
        while verbIndex < verbs.count && o <= last {
            if verbIndex == nextArcVerb {
                let arc = arcs[arcIndex]
                var lastPoint = pointIndex
                for k in 0..<arc.verbCount { lastPoint &+= verbs[verbIndex &+ k].pointCount }
                letter(UInt8(ascii: "A"))
                let rxAt = o, rxCount = number(arc.radiusX)
                guard rxCount >= 0 else { return -1 }
                letter(32)
                if arc.radiusY.bitPattern == arc.radiusX.bitPattern {
                    copy(from: rxAt, count: rxCount)
                } else if number(arc.radiusY) < 0 {
                    return -1
                }
                if arc.rotationDegrees.bitPattern << 1 == 0 {
                    // " 0 L S " (±0 is written "0"), then the end point.
                    let large: UInt64 = arc.largeArc ? 0x31 : 0x30, sweep: UInt64 = arc.sweep ? 0x31 : 0x30
                    let word: UInt64 = 0x20 | 0x30 << 8 | 0x20 << 16 | large << 24 | 0x20 << 32 | sweep << 40 | 0x20 << 48
                    raw.storeBytes(of: word.littleEndian, toByteOffset: o, as: UInt64.self)
                    o &+= 7
                } else {
                    letter(32)
                    guard number(arc.rotationDegrees) >= 0 else { return -1 }
                    letter(32)
                    letter(arc.largeArc ? UInt8(ascii: "1") : UInt8(ascii: "0")); letter(32)
                    letter(arc.sweep ? UInt8(ascii: "1") : UInt8(ascii: "0")); letter(32)
                }
                guard point(pts[lastPoint &- 1]) else { return -1 }
                pointIndex = lastPoint
                verbIndex &+= arc.verbCount
                arcIndex &+= 1
                nextArcVerb = arcIndex < arcs.count ? arcs[arcIndex].firstVerb : Int.max
                continue
            }
            let verb = verbs[verbIndex]
            switch verb {
            case .move:
                letter(UInt8(ascii: "M"))
                guard point(pts[pointIndex]) else { return -1 }
                startX = lastX; startY = lastY
            case .line:
                letter(UInt8(ascii: "L"))
                guard point(pts[pointIndex]) else { return -1 }
            case .quad:
                letter(UInt8(ascii: "Q"))
                guard point(pts[pointIndex]) else { return -1 }
                letter(32)
                guard point(pts[pointIndex &+ 1]) else { return -1 }
            case .cubic:
                letter(UInt8(ascii: "C"))
                guard point(pts[pointIndex]) else { return -1 }
                letter(32)
                guard point(pts[pointIndex &+ 1]) else { return -1 }
                letter(32)
                guard point(pts[pointIndex &+ 2]) else { return -1 }
            case .close: letter(UInt8(ascii: "Z"))
            }
            pointIndex &+= verb.pointCount
            verbIndex &+= 1
        }
        return o
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
