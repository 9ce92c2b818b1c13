import Testing
@testable import ShapeCore

/// The SWAR number writer (`NumberFormatting.write`) against the writer it
/// replaced (`ReferenceNumberFormatting`, kept verbatim): the same return
/// value and the same bytes for every value tried, at every precision.
@Suite struct NumberWriterPropertyTests {
    /// Writes `v` with both writers; nil when they agree, else a description.
    func disagreement(_ v: Double, _ p: Int) -> String? {
        let format = NumberFormatting.Decimals(precision: p)
        var new = [UInt8](repeating: 0xAA, count: NumberFormatting.maxFastBytes)
        var old = [UInt8](repeating: 0xAA, count: ReferenceNumberFormatting.maxFastBytes)
        let n = new.withUnsafeMutableBufferPointer { NumberFormatting.write(v, format, to: $0.baseAddress!) }
        let m = old.withUnsafeMutableBufferPointer {
            ReferenceNumberFormatting.writeFast(v, scale: ReferenceNumberFormatting.powersOfTen[p], precision: p, to: $0.baseAddress!)
        }
        if n == m && (n < 0 || new[..<n] == old[..<m]) { return nil }
        let text = { (b: [UInt8], k: Int) in k < 0 ? "slow path" : String(decoding: b[..<k], as: UTF8.self) }
        return "\(v) (bits \(String(v.bitPattern, radix: 16))) at precision \(p): new \(text(new, n)), old \(text(old, m))"
    }

    /// Runs `count` values from `make` at every precision; reports the first
    /// few disagreements (one failing expectation each).
    func check(_ count: Int, seed: UInt64, _ make: (inout SplitMix64) -> Double) {
        var rng = SplitMix64(seed: seed)
        var failures = 0
        for i in 0..<count {
            let v = make(&rng)
            let p = i % (NumberFormatting.maxPrecision + 1)
            if let d = disagreement(v, p) {
                failures += 1
                if failures <= 5 { Issue.record("\(d)") }
            }
        }
        #expect(failures == 0)
    }

    /// The values SVG documents hold: coordinates with a few decimals,
    /// written at 2 (the benchmark's precision) and at every other one.
    @Test func coordinates() {
        check(600_000, seed: 1) { rng in rng.uniform(-30_000, 30_000) }
        check(300_000, seed: 2) { rng in (rng.uniform(-1e6, 1e6) * 100).rounded() / 100 }
        // Exact ties at every precision: k + 1/2 units of the last decimal.
        check(300_000, seed: 3) { rng in
            let p = Double(rng.next() % 18)
            return (Double(Int64(rng.next() % 2_000_000)) - 1_000_000 + 0.5) / ReferenceNumberFormatting.powersOfTen[Int(p)]
        }
    }

    /// Every magnitude from subnormals to 1e300, random mantissas: the fast
    /// range's edges (|v|·10^p near 2^53, one group of 8 digits against two,
    /// 9…17 decimals) and the values that must take the slow path.
    @Test func everyMagnitude() {
        check(600_000, seed: 4) { rng in
            let exponent = Int(rng.next() % 2046) + 1 // a finite, normal double
            let bits = UInt64(exponent) << 52 | (rng.next() & 0x000F_FFFF_FFFF_FFFF) | (rng.next() & (1 << 63))
            return Double(bitPattern: bits)
        }
        check(300_000, seed: 5) { rng in
            let k = Int(rng.next() % 40) - 22
            var v = rng.uniform(1, 10)
            for _ in 0..<Swift.abs(k) { v = k < 0 ? v / 10 : v * 10 }
            return rng.next() & 1 == 0 ? v : -v
        }
        // Just below and above 2^53 / 10^p.
        check(200_000, seed: 6) { rng in
            let p = Int(rng.next() % 18)
            let edge = 9007199254740992.0 / ReferenceNumberFormatting.powersOfTen[p]
            return edge * (1 + (rng.unit() - 0.5) * 1e-12)
        }
        check(100_000, seed: 7) { rng in Double(bitPattern: rng.next() & 0x000F_FFFF_FFFF_FFFF) } // subnormals
    }

    /// The inlined common case (1 ≤ p ≤ 7, |v|·10^p < 99,999,999, rounding
    /// decided by adding 2^52) at its edges: products within a few 2^-26 of
    /// a tie (the general writer decides those), on both sides of the
    /// 99,999,999 limit, and every integer part length.
    @Test func commonCaseEdges() {
        /// `count` values made for a precision, checked at that precision.
        func checkAt(_ count: Int, seed: UInt64, _ make: (inout SplitMix64, Int) -> Double) {
            var rng = SplitMix64(seed: seed)
            var failures = 0
            for i in 0..<count {
                let p = i % 9 // 0 and 8 take the general writer
                if let d = disagreement(make(&rng, p), p) {
                    failures += 1
                    if failures <= 5 { Issue.record("\(d)") }
                }
            }
            #expect(failures == 0)
        }
        let scale = ReferenceNumberFormatting.powersOfTen
        checkAt(400_000, seed: 9) { rng, p in
            let k = Double(rng.next() % 100_000_000)
            let nudge = [0, 1, -1, 2, -2, 4, 8, 1e3, -1e3][Int(rng.next() % 9)] * 0x1p-26
            let v = (k + 0.5 + nudge) / scale[p]
            return rng.next() & 1 == 0 ? v : -v
        }
        checkAt(200_000, seed: 10) { rng, p in (99_999_999 + rng.uniform(-2, 2)) / scale[p] }
        checkAt(200_000, seed: 11) { rng, p in rng.uniform(0, 1) * scale[Int(rng.next() % 9)] / scale[p] }
    }

    /// `eightDigits` splits v by 10^4 with a multiplication: every value
    /// just below and at each multiple of 10^4, and random ones, against
    /// the digits divided out one by one.
    @Test func eightDigitsAtEveryQuotientEdge() {
        func reference(_ v: UInt64) -> UInt64 {
            var digits: UInt64 = 0, power: UInt64 = 10_000_000
            for i in 0..<8 { digits |= ((v / power) % 10) << UInt64(8 * i); power /= 10 }
            return digits
        }
        var values: [UInt64] = [0, 1, 9_999, 10_000, 99_999_999]
        for k in UInt64(0)..<10_000 { values += [k * 10_000, k * 10_000 + 9_999, k * 10_000 + 4_999] }
        var rng = SplitMix64(seed: 12)
        for _ in 0..<100_000 { values.append(rng.next() % 100_000_000) }
        var failures = 0
        for v in values where NumberFormatting.eightDigits(v) != reference(v) {
            failures += 1
            if failures <= 3 { Issue.record("\(v)") }
        }
        #expect(failures == 0)
    }

    @Test func edgeValues() {
        let values: [Double] = [0, -0.0, .nan, -.nan, .infinity, -.infinity, .leastNonzeroMagnitude,
                                -.leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
                                0.5, -0.5, 1.5, 2.5, 0.125, 0.005, 0.015, 0.045, 1e15, 1e15 + 0.5, 4e15, 4.5e15,
                                9007199254740991, 9007199254740992, 99_999_999, 99_999_999.995, 100_000_000,
                                99_999_999.5, 12_345_678_901_234.5, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 1e-17,
                                9.999999999999999e-18, 0.09, 0.099999999999999999]
        for v in values {
            for p in 0...NumberFormatting.maxPrecision {
                if let d = disagreement(v, p) { Issue.record("\(d)") }
                if let d = disagreement(-v, p) { Issue.record("\(d)") }
            }
        }
        // The public entry point, slow path included, against the old one.
        for v in values {
            for p in [0, 2, 3, 17] {
                #expect(NumberFormatting.string(v, precision: p) == ReferenceNumberFormatting.string(v, precision: p))
            }
        }
    }

    @Test func examples() {
        func w(_ v: Double, _ p: Int) -> String { NumberFormatting.string(v, precision: p) }
        #expect(w(19_873.456, 2) == "19873.46")
        #expect(w(-0.5, 2) == "-0.5")
        #expect(w(0.05, 2) == "0.05")
        #expect(w(123_456_789.125, 2) == "123456789.13")
        #expect(w(1234.5, 0) == "1235")
        #expect(w(0.0123456789012345, 16) == "0.0123456789012345")
        #expect(w(0.01234567890123, 17) == "0.01234567890123")
        #expect(w(1.00000001, 9) == "1.00000001")
        #expect(w(3.000000000001, 12) == "3.000000000001")
    }

    /// Long paths cross the path writer's stack chunk: the data is the same
    /// as the general writer's.
    @Test func longPathAcrossChunks() {
        var rng = SplitMix64(seed: 8)
        var p = Path()
        p.move(to: Point(0, 0))
        for i in 0..<3_000 {
            let q = Point(rng.uniform(-1e6, 1e6), rng.uniform(-1, 1))
            if i % 3 == 0 { p.addCurve(to: q, control1: q, control2: Point(q.y, q.x)) } else { p.addLine(to: q) }
            if i % 500 == 0 { p.addArc(center: q, radius: 3, startAngle: .degrees(0), endAngle: .degrees(200), clockwise: false) }
        }
        p.closeSubpath()
        for precision in [0, 2, 5, 12] {
            var fast: [UInt8] = [65], general: [UInt8] = [65]
            p.appendSVGPathData(precision: precision, to: &fast)
            p.appendSVGPathDataGeneral(precision: precision, to: &general)
            #expect(fast.count > Path.chunkBytes)
            #expect(fast == general)
        }
    }
}

extension ReferenceNumberFormatting {
    /// `NumberFormatting.string` as it was: the old writer, then the slow path.
    static func string(_ value: Double, precision: Int) -> String {
        let p = min(max(precision, 0), NumberFormatting.maxPrecision)
        var buf = [UInt8](repeating: 0, count: maxFastBytes)
        let n = buf.withUnsafeMutableBufferPointer {
            writeFast(value, scale: ReferenceNumberFormatting.powersOfTen[p], precision: p, to: $0.baseAddress!)
        }
        if n > 0 { return String(decoding: buf[..<n], as: UTF8.self) }
        if value.isNaN { return "0" }
        let v = value.isInfinite ? (value < 0 ? -Double.greatestFiniteMagnitude : Double.greatestFiniteMagnitude) : value
        var out: [UInt8] = []
        NumberFormatting.appendLarge(v, precision: p, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
