import Testing
@testable import ShapeCore

@Suite struct GeometryNumberFormattingTests {
    func f(_ v: Double, _ p: Int = 3) -> String { NumberFormatting.string(v, precision: p) }

    @Test func shortestForm() {
        #expect(f(0) == "0")
        #expect(f(1) == "1")
        #expect(f(1.5) == "1.5")
        #expect(f(1.25, 3) == "1.25")
        #expect(f(10) == "10")
        #expect(f(100.0, 0) == "100")
        #expect(f(0.1) == "0.1")
        #expect(f(123.456) == "123.456")
        #expect(f(-2.5) == "-2.5")
        #expect(f(1.0 / 3.0) == "0.333")
        #expect(f(2.0 / 3.0) == "0.667")
        #expect(f(0.05, 2) == "0.05")
        #expect(f(7.0009, 3) == "7.001")
        #expect(f(9.9996, 3) == "10")
        #expect(f(-9.9996, 3) == "-10")
        #expect(f(0.5, 0) == "1")
    }

    @Test func neverNegativeZero() {
        #expect(f(-0.0) == "0")
        #expect(f(-0.0004) == "0")
        #expect(f(-1e-12) == "0")
        #expect(f(-0.4, 0) == "0")
        #expect(f(-0.0005) == "-0.001") // 0.0005's binary value is above the tie
    }

    @Test func roundingHalfCasesUseExactBinaryValue() {
        // Exactly representable ties go away from zero.
        #expect(f(0.125, 2) == "0.13")
        #expect(f(-0.125, 2) == "-0.13")
        #expect(f(2.5, 0) == "3")
        #expect(f(-2.5, 0) == "-3")
        #expect(f(0.375, 2) == "0.38")
        // 1.0005 is 1.000499999999999989… in binary: rounds down.
        #expect(f(1.0005, 3) == "1")
        // 1.0015 is 1.001500000000000056…: rounds up.
        #expect(f(1.0015, 3) == "1.002")
        // 2.675 is 2.67499999999999982236431605997495353221893310546875.
        #expect(f(2.675, 2) == "2.67")
        // Largest double below 0.5 must not round up at precision 0.
        #expect(f(0.49999999999999994, 0) == "0")
    }

    @Test func noExponent() {
        #expect(f(1e-7) == "0")
        #expect(f(1e-7, 7) == "0.0000001")
        #expect(f(1.5e-5, 6) == "0.000015")
        #expect(f(1e20) == "100000000000000000000")
        #expect(f(-1e20) == "-100000000000000000000")
        #expect(f(1e21, 0) == "1000000000000000000000")
        #expect(f(123456789012345.67, 3).hasPrefix("12345678901234"))
        #expect(!f(1e300).contains("e"))
        #expect(f(1e300).count == 301)
        #expect(f(9007199254740993.0, 0) == "9007199254740992")
    }

    @Test func precisionIsClamped() {
        #expect(f(1.23456, -4) == "1")
        // Precision 17 scales 0.1 past 2^53: the slow path prints the
        // shortest round-trip digits, so no binary noise appears.
        #expect(f(0.1, 40) == "0.1")
        #expect(f(0.1, 17) == "0.1")
    }

    @Test func nonFiniteNeverPrintsNanOrInf() {
        #expect(f(.nan) == "0")
        let inf = f(.infinity)
        #expect(!inf.contains("inf") && inf.count > 300)
        #expect(f(-.infinity).hasPrefix("-17976931348623157"))
    }

    /// Compares against the stdlib's shortest digits for many random values.
    @Test func agreesWithDescriptionWhereItIsExact() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<5000 {
            let n = Int64(rng.next() % 2_000_000_000) - 1_000_000_000
            let v = Double(n) / 1000 // exactly 3 decimals in decimal, nearest double
            var expected = String(Double(n) / 1000)
            if expected.hasSuffix(".0") { expected.removeLast(2) }
            if expected == "-0" { expected = "0" }
            #expect(f(v, 3) == expected)
        }
    }

    @Test func pathDataUsesTheFormatter() {
        var p = Path()
        p.move(to: Point(0, -0.0001))
        p.addLine(to: Point(10.5, 20))
        p.addQuadCurve(to: Point(1, 2), control: Point(3, 4))
        p.addCurve(to: Point(5, 6), control1: Point(1.25, 2), control2: Point(3, 4.0004))
        p.closeSubpath()
        #expect(p.svgPathData(precision: 3) == "M0 0L10.5 20Q3 4 1 2C1.25 2 3 4 5 6Z")
        #expect(p.svgPathData(precision: 1) == "M0 0L10.5 20Q3 4 1 2C1.3 2 3 4 5 6Z")
    }

    @Test func fastPathWriterAgreesWithGeneralWriter() {
        var rng = SplitMix64(seed: 7)
        for i in 0..<500 {
            var p = Path()
            let scale = [1e-6, 1, 1000, 1e12][i % 4]
            func q() -> Point { Point(rng.uniform(-1, 1) * scale, rng.uniform(-1, 1) * scale) }
            p.move(to: q()); p.addLine(to: q()); p.addQuadCurve(to: q(), control: q())
            p.addCurve(to: q(), control1: q(), control2: q())
            p.addArc(center: q(), radius: scale, startAngle: .degrees(10), endAngle: .degrees(300), clockwise: i % 2 == 0)
            p.closeSubpath()
            for precision in [0, 3, 9] {
                var fast: [UInt8] = [65], general: [UInt8] = [65]
                p.appendSVGPathData(precision: precision, to: &fast)
                p.appendSVGPathDataGeneral(precision: precision, to: &general)
                #expect(fast == general)
            }
        }
        // A coordinate past the fast range falls back to the general writer.
        var big = Path()
        big.move(to: Point(1e20, -0.0001)); big.addLine(to: Point(.nan, 1))
        #expect(big.svgPathData(precision: 3) == "M100000000000000000000 0L0 1")
    }
}
