/// The one streaming SVG writer: bytes appended to a buffer, numbers
/// through the shared `NumberFormatting` at the document's precision, XML
/// escaping, and definitions (clip paths, masks, gradients, filters) given
/// deterministic ids and written once however often they are used.
final class SVGWriter {
    /// The document (or the definition being captured) so far.
    private(set) var output: SVGOutputBuffer
    /// A copy of `output`'s bytes (tests, `svgBytes`).
    var out: [UInt8] { output.bytes }
    let precision: Int
    /// `precision` made ready for the number writer, once per document.
    let decimals: NumberFormatting.Decimals
    /// Definition text (tag + everything after the id) -> its id.
    private var definitions: [[UInt8]: [UInt8]] = [:]
    private var counters: [UInt8: Int] = [:]
    /// The keys of `definitions` in the order they were added, so a view
    /// that is undone (`rollBack`) takes its definitions with it.
    private var definitionOrder: [[UInt8]] = []

    /// Where full chunks go when the document is streamed (nil: everything
    /// stays in `output`). Never called while a definition is being captured.
    /// A chunk is the output buffer itself, valid only during the call (a
    /// sink that keeps it copies it): no copy of the document per chunk.
    private let sink: ((UnsafeBufferPointer<UInt8>) throws -> Void)?
    private var captureDepth = 0
    /// While positive nothing is flushed: what is written may still be
    /// undone (a view drawn into a Canvas; see `Mark`).
    var flushHolds = 0
    /// The last few paths written by `pathData` and their data, most
    /// recent at `recentNewest` (see `pathData`).
    private let recentPaths = RecentPaths(capacity: 4)
    static let recentPathMaxBytes = 1 << 16
    /// The last usual stroke's attributes and bytes (SVGPaint.swift).
    var lastStroke = StrokeMemo()
    /// AngularGradient patterns already written out (SVGConicGradient.swift).
    var conicPatterns: [ConicPatternKey: [UInt8]] = [:]
    static let chunkSize = 1 << 16

    /// False: every path's data is formatted anew (the tests compare the
    /// two writers' documents).
    let keepsRecentPaths: Bool

    init(precision: Int, capacity: Int = 4096, sink: ((UnsafeBufferPointer<UInt8>) throws -> Void)? = nil, keepsRecentPaths: Bool = true) {
        self.keepsRecentPaths = keepsRecentPaths
        self.precision = precision
        self.decimals = NumberFormatting.Decimals(precision: precision)
        self.sink = sink
        output = SVGOutputBuffer(capacity: sink == nil ? capacity : SVGWriter.chunkSize + 4096)
    }

    deinit { output.free() }

    /// Hands the buffer to the sink once it holds a chunk, so a streamed
    /// document of any size needs only about one chunk of memory.
    @inline(__always) func flushIfNeeded() throws {
        guard output.count >= SVGWriter.chunkSize else { return }
        if captureDepth == 0, flushHolds == 0, let sink {
            try sink(output.buffer)
            output.removeAll()
        }
    }

    /// Hands whatever is left to the sink (the end of the document).
    func finish() throws {
        if let sink, !output.isEmpty {
            try sink(output.buffer)
            output.removeAll()
        }
    }

    /// Set when a number to write was not finite (a coordinate pushed past
    /// Double's range by a scale or transform). NumberFormatting keeps the
    /// bytes valid (the largest finite number, or 0 for NaN), but such a
    /// document would be silently wrong, so the document writer throws.
    var sawNonFinite = false

    @inline(__always) func raw(_ s: StaticString) { output.append(s) }
    /// Disfavoured so that a literal takes the StaticString overload (Swift
    /// prefers String for literals): copying a static buffer retains nothing.
    @_disfavoredOverload
    @inline(__always) func raw(_ s: String) { output.append(s) }
    @inline(__always) func byte(_ b: UInt8) { output.append(b) }
    func bytes(_ b: [UInt8]) { output.append(b) }
    @inline(__always) func number(_ v: Double) {
        let n = NumberFormatting.write(v, decimals, to: output.reserve(NumberFormatting.maxFastBytes))
        if n >= 0 { output.commit(n); return }
        if !v.isFinite { sawNonFinite = true }
        var slow: [UInt8] = []
        NumberFormatting.append(v, decimals, to: &slow)
        output.append(slow)
    }
    /// `v` at `precision` decimals, not the document's (coefficients of a
    /// colour matrix).
    func number(_ v: Double, precision: Int) {
        var text: [UInt8] = []
        NumberFormatting.append(v, precision: precision, to: &text)
        output.append(text)
    }

    /// ` name="number"`, written in place (one append per piece cost more
    /// than the number: they are most of a Canvas shape's attributes).
    func attribute(_ name: StaticString, _ v: Double) {
        let n = name.utf8CodeUnitCount
        let dst = output.reserve(n + 4 + NumberFormatting.maxFastBytes)
        let written = NumberFormatting.write(v, decimals, to: dst + n + 3)
        if written >= 0 {
            dst[0] = 32
            (dst + 1).update(from: name.utf8Start, count: n)
            dst[n + 1] = UInt8(ascii: "="); dst[n + 2] = 34
            dst[n + 3 + written] = 34
            output.commit(n + 4 + written)
            return
        }
        byte(32); raw(name); raw("=\""); number(v); byte(34)
    }
    /// Short pieces (literals, colours, numbers) written in place, counted
    /// once: each piece's own append cost more than its few bytes (the
    /// attributes of a Canvas shape). False, with nothing appended, when a
    /// number needs the general writer (not finite, or too large for the
    /// fast one): the caller then writes the pieces one by one.
    func inOneCopy(_ body: (inout Pieces) -> Void) -> Bool {
        var pieces = Pieces(base: output.reserve(Pieces.capacity), decimals: decimals)
        body(&pieces)
        if pieces.failed { return false }
        output.commit(pieces.count)
        return true
    }

    /// See `inOneCopy`: at most a few hundred bytes in all.
    struct Pieces {
        static let capacity = 4096
        fileprivate let base: UnsafeMutablePointer<UInt8>
        fileprivate let decimals: NumberFormatting.Decimals
        fileprivate var count = 0
        fileprivate var failed = false
        /// Room for a piece and the scratch bytes a number may store.
        private func fits(_ n: Int) -> Bool { count + n + NumberFormatting.maxFastBytes <= Pieces.capacity }

        mutating func raw(_ s: StaticString) {
            let n = s.utf8CodeUnitCount
            guard fits(n) else { failed = true; return }
            (base + count).update(from: s.utf8Start, count: n)
            count += n
        }
        mutating func number(_ v: Double) {
            guard fits(0) else { failed = true; return }
            let n = NumberFormatting.write(v, decimals, to: base + count)
            if n < 0 { failed = true } else { count += n }
        }
        mutating func byte(_ b: UInt8) {
            guard fits(1) else { failed = true; return }
            base[count] = b; count += 1
        }
        /// `#rrggbb`.
        mutating func hexColor(_ c: Color) {
            guard fits(8) else { failed = true; return }
            UnsafeMutableRawPointer(base + count).storeBytes(of: SVGWriter.hexWord(c).littleEndian, as: UInt64.self)
            count += 7
        }
    }

    /// ` name="escaped text"`.
    func attribute(_ name: StaticString, text: String) {
        byte(32); raw(name); raw("=\""); escaped(text); byte(34)
    }

    /// XML-escapes text for element content and attribute values.
    func escaped<S: StringProtocol>(_ s: S) {
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x26: raw("&amp;")
            case 0x3C: raw("&lt;")
            case 0x3E: raw("&gt;")
            case 0x22: raw("&quot;")
            case 0x27: raw("&apos;")
            // Not characters in XML 1.0 (its Char production): control
            // characters other than tab/newline/CR, and U+FFFE/U+FFFF.
            case 0..<32 where scalar.value != 9 && scalar.value != 10 && scalar.value != 13,
                 0xFFFE, 0xFFFF:
                raw("&#xFFFD;")
            case 0..<0x80: output.append(UInt8(scalar.value))
            default: UTF8.encode(scalar) { output.append($0) }
            }
        }
    }

    /// `Color.byte` (the component times 255, rounded half away from zero)
    /// without libm's `round`, a call per component: a Color's components
    /// are in 0...1 (its guarantee), so v·255 is in 0...255, where the
    /// truncation is the floor and the fraction below it is exact.
    /// Adding 2^52 rounds x to an integer m, ties to even (the sum lies
    /// where Doubles are whole numbers), and m is the sum's low bits; the
    /// difference d = x − m is exact. Only a tie above m (d = 1/2) rounds
    /// differently away from zero: to m + 1.
    @inline(__always)
    static func byte(_ v: Double) -> UInt8 {
        let x = v * 255
        guard x >= 0 && x <= 255 else { return Color.byte(v) } // never, for a Color; kept total
        let t = x + 0x1p52
        let m = t.bitPattern &- (0x1p52 as Double).bitPattern
        let d = x - (t - 0x1p52)
        return UInt8(truncatingIfNeeded: d == 0.5 ? m &+ 1 : m)
    }

    /// `#rrggbb` in the low seven bytes of a little-endian word (the eighth
    /// is 0): the six hex digits from the nibbles in one go, each byte
    /// `0x30 + n`, plus `0x27` where n ≥ 10 (then n + 6 carries into bit 4),
    /// which makes `a`…`f`.
    @inline(__always)
    static func hexWord(_ c: Color) -> UInt64 {
        let r = UInt64(byte(c.red)), g = UInt64(byte(c.green)), b = UInt64(byte(c.blue))
        let nibbles = (r >> 4) << 8 | (r & 15) << 16 | (g >> 4) << 24 | (g & 15) << 32 | (b >> 4) << 40 | (b & 15) << 48
        let letters = ((nibbles &+ 0x0006_0606_0606_0600) >> 4) & 0x0001_0101_0101_0100
        return (nibbles &+ 0x0030_3030_3030_3000 &+ letters &* 0x27) | UInt64(UInt8(ascii: "#"))
    }

    /// `#rrggbb`.
    func hexColor(_ c: Color) {
        UnsafeMutableRawPointer(output.reserve(8)).storeBytes(of: Self.hexWord(c).littleEndian, as: UInt64.self)
        output.commit(7)
    }

    /// The main output set aside while a definition or mask is captured.
    struct Capture { fileprivate let saved: SavedOutput }

    /// The output set aside by `beginCapture`, freed with its capture
    /// unless `endCapture` puts it back (a mask abandoned by an error).
    final class SavedOutput {
        fileprivate var buffer: SVGOutputBuffer?
        fileprivate init(_ buffer: SVGOutputBuffer) { self.buffer = buffer }
        deinit { buffer?.free() }
    }

    /// Sends what follows into a fresh buffer until `endCapture`, which
    /// returns it and puts the main output back (nothing is flushed between).
    func beginCapture() -> Capture {
        let c = Capture(saved: SavedOutput(output))
        output = SVGOutputBuffer()
        captureDepth += 1
        return c
    }

    func endCapture(_ c: Capture) -> [UInt8] {
        guard let saved = c.saved.buffer else {
            assertionFailure("a capture ended twice")
            return []
        }
        c.saved.buffer = nil
        let captured = output.bytes
        output.free()
        output = saved
        captureDepth -= 1
        return captured
    }

    /// Runs `body` writing into a fresh buffer and returns what it wrote,
    /// leaving the main output untouched (for definitions).
    func capture(_ body: () throws -> Void) rethrows -> [UInt8] {
        let c = beginCapture()
        do { try body() } catch { _ = endCapture(c); throw error }
        return endCapture(c)
    }

    /// A `<clipPath>` holding `path` (placed by `placement`, which writes
    /// the path element's transform attribute) as a definition; its id.
    /// Shared by view clipping (SVGRenderer) and `GraphicsContext.clip`.
    func clipPathID(_ path: Path, _ rule: FillRule, placement: () -> Void) -> [UInt8] {
        let rest = capture {
            raw("><path")
            placement()
            pathData(path)
            if rule == .evenOdd { raw(" clip-rule=\"evenodd\"") }
            raw("/></clipPath>")
        }
        return define(tag: "clipPath", prefix: UInt8(ascii: "c"), rest: rest)
    }

    /// Ensures a definition exists and returns its id. `tag` is the element
    /// name ("clipPath"), `prefix` the id's letter, `rest` everything after
    /// the id attribute (more attributes, ">", children, the closing tag).
    /// Identical definitions share one id and are written once, inline in a
    /// `<defs>` just before their first use.
    func define(tag: StaticString, prefix: UInt8, rest: [UInt8]) -> [UInt8] {
        var key: [UInt8] = []
        tag.withUTF8Buffer { key.append(contentsOf: $0) }
        key.append(contentsOf: rest)
        if let id = definitions[key] { return id }
        let n = (counters[prefix] ?? 0) + 1
        counters[prefix] = n
        let id = [prefix] + Array(String(n).utf8)
        definitions[key] = id
        definitionOrder.append(key)
        raw("<defs><"); raw(tag); raw(" id=\""); output.append(id); byte(34)
        output.append(rest)
        raw("</defs>")
        return id
    }

    /// The writer's state at one point of the output, to return to it.
    struct Mark {
        fileprivate var bytes: Int, definitions: Int, counters: [UInt8: Int], sawNonFinite: Bool
    }

    /// Valid for `rollBack` while flushing is held and no capture begun
    /// before it has ended.
    var mark: Mark {
        Mark(bytes: output.count, definitions: definitionOrder.count, counters: counters, sawNonFinite: sawNonFinite)
    }

    /// Forgets everything written and defined since `m`.
    func rollBack(to m: Mark) {
        output.removeLast(output.count - m.bytes)
        while definitionOrder.count > m.definitions { definitions[definitionOrder.removeLast()] = nil }
        counters = m.counters
        sawNonFinite = m.sawNonFinite
    }

    /// ` name="url(#id)"`.
    func urlAttribute(_ name: StaticString, _ id: [UInt8]) {
        byte(32); raw(name); raw("=\"url(#"); output.append(id); raw(")\"")
    }

    /// ` d="..."` for a path. A path written among the last few (a
    /// Canvas's fill then stroke of one shape; a view's fill and overlaid
    /// stroke; a grid repeating a few shapes) is formatted once: its bytes
    /// are kept. Exact: the bytes depend only on the verbs, points and arc
    /// records and the document's precision, and a path is found only when
    /// all of those are bit for bit the ones written (`RecentPath`).
    /// Newest first, so the common repeat is found at once.
    func pathData(_ path: Path) {
        var memo = PathDataMemo()
        pathData(path, memo: &memo)
    }

    /// `pathData` for a path its owner keeps unchanged as long as `memo`
    /// is kept (a Canvas context's laid-out shape: fill, then stroke): a
    /// memo this writer filled in names the entry of the recent paths that
    /// holds the path's data, whose bytes are then copied without
    /// comparing the path; an empty memo (or one whose entry was evicted
    /// meanwhile) is filled in by the usual lookup or by writing. The
    /// owner empties the memo whenever it changes the path.
    func pathData(_ path: Path, memo: inout PathDataMemo) {
        if keepsRecentPaths {
            if memo.serial != 0 && memo.writer == ObjectIdentifier(self), let data = recentPaths.data(serial: memo.serial) {
                output.append(data)
                return
            }
            if let (data, serial) = recentPaths.data(of: path) {
                output.append(data) // the whole attribute, in one copy
                memo = PathDataMemo(writer: ObjectIdentifier(self), serial: serial)
                return
            }
        }
        memo = PathDataMemo()
        let start = output.count
        raw(" d=\"")
        let finite = path.pointsAreFinite
        if !finite { sawNonFinite = true }
        path.appendSVGPathData(decimals, to: &output)
        byte(34)
        // Kept only when finite (a hit must not skip setting `sawNonFinite`,
        // which `rollBack` may have cleared) and short: a long path is not
        // copied, a repeat of it formats again (linear, as the copy is).
        if keepsRecentPaths && finite && output.count - start <= Self.recentPathMaxBytes {
            let serial = recentPaths.keep(path, data: UnsafeBufferPointer(start: output.base + start, count: output.count - start))
            if serial != 0 { memo = PathDataMemo(writer: ObjectIdentifier(self), serial: serial) }
        }
    }


    /// ` transform="translate(x y)"`, or nothing for a zero offset.
    func translate(_ p: Point) {
        if p.x == 0 && p.y == 0 { return }
        raw(" transform=\"translate("); number(p.x); byte(32); number(p.y); raw(")\"")
    }
}

/// What an SVG writer said of a path's data (`SVGWriter.pathData(_:memo:)`):
/// which writer keeps it and under which entry of its recent paths. Valid
/// while the path is unchanged: its owner empties the memo (`init()`)
/// whenever it changes the path.
public struct PathDataMemo {
    var writer: ObjectIdentifier?
    var serial: UInt64 = 0
    public init() {}
    init(writer: ObjectIdentifier, serial: UInt64) { self.writer = writer; self.serial = serial }
}
