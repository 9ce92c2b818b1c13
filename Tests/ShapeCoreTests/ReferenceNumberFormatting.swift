@testable import ShapeCore
#if canImport(Glibc)
import Glibc
#endif

/// The number writer as it was before the SWAR digit writer (issue 9, the
/// fourth pass), kept verbatim as the reference the property tests
/// compare the new writer against, byte for byte.
enum ReferenceNumberFormatting {
    /// The scales the old writer was called with, 10^p for p = 0…17 (the
    /// table NumberFormatting kept for it; `Decimals` makes its own).
    static let powersOfTen: [Double] = (0...NumberFormatting.maxPrecision).map { p in
        var v = 1.0
        for _ in 0..<p { v *= 10 }
        return v
    }

    /// 10^k for k = 0…19 (a switch, not a global table: no lazy-init
    /// check on the hot path).
    @inline(__always)
    static func pow10(_ k: Int) -> UInt64 {
        switch k {
        case 0: return 1
        case 1: return 10
        case 2: return 100
        case 3: return 1_000
        case 4: return 10_000
        case 5: return 100_000
        case 6: return 1_000_000
        case 7: return 10_000_000
        case 8: return 100_000_000
        case 9: return 1_000_000_000
        case 10: return 10_000_000_000
        case 11: return 100_000_000_000
        case 12: return 1_000_000_000_000
        case 13: return 10_000_000_000_000
        case 14: return 100_000_000_000_000
        case 15: return 1_000_000_000_000_000
        case 16: return 10_000_000_000_000_000
        case 17: return 100_000_000_000_000_000
        case 18: return 1_000_000_000_000_000_000
        default: return 10_000_000_000_000_000_000
        }
    }

    /// The most bytes `writeFast` writes: sign, 16 digits (< 2^53), dot,
    /// and a leading "0" — rounded up.
    static let maxFastBytes = 24

    /// Writes `value` at `precision` decimals (`scale` = 10^precision, from
    /// `scaleFor`) to `dst` and returns the byte count, or -1 when the value
    /// needs `append`'s slow path (non-finite, or |value|·scale ≥ 2^53).
    /// Writes at most `maxFastBytes`. The SVG path writer's hot path.
    @inline(__always)
    static func writeFast(_ value: Double, scale: Double, precision p: Int, to dst: UnsafeMutablePointer<UInt8>) -> Int {
        let a = Swift.abs(value)
        let s = a * scale
        // Also rejects NaN and infinity (comparisons with NaN are false).
        guard s < 9007199254740992.0 else { return -1 }
        var n = referenceRoundedScaled(a, scale: scale, product: s)
        if n == 0 { dst[0] = UInt8(ascii: "0"); return 1 }
        var decimals = p
        while decimals > 0 && n % 10 == 0 { n /= 10; decimals -= 1 }
        // Decimal digit count from the bit length (log10(2) ≈ 1233/4096).
        let approx = ((64 - n.leadingZeroBitCount) &* 1233) >> 12
        let digits = approx + (n >= pow10(approx) ? 1 : 0)
        let negative = value < 0
        let length = (negative ? 1 : 0) + Swift.max(1, digits - decimals) + (decimals > 0 ? 1 + decimals : 0)
        // Right to left: fraction digits (zeros once n runs out), dot,
        // integer digits (at least "0"), sign. Two digits per division.
        var i = length
        if decimals > 0 {
            var d = decimals
            while d >= 2 {
                let pair = UInt32(truncatingIfNeeded: n % 100); n /= 100
                i -= 2; dst[i] = UInt8(truncatingIfNeeded: pair / 10) &+ 48; dst[i + 1] = UInt8(truncatingIfNeeded: pair % 10) &+ 48
                d -= 2
            }
            if d == 1 { i -= 1; dst[i] = UInt8(truncatingIfNeeded: n % 10) &+ 48; n /= 10 }
            i -= 1; dst[i] = UInt8(ascii: ".")
        }
        while n >= 100 {
            let pair = UInt32(truncatingIfNeeded: n % 100); n /= 100
            i -= 2; dst[i] = UInt8(truncatingIfNeeded: pair / 10) &+ 48; dst[i + 1] = UInt8(truncatingIfNeeded: pair % 10) &+ 48
        }
        if n >= 10 {
            let pair = UInt32(truncatingIfNeeded: n)
            i -= 2; dst[i] = UInt8(truncatingIfNeeded: pair / 10) &+ 48; dst[i + 1] = UInt8(truncatingIfNeeded: pair % 10) &+ 48
        } else {
            i -= 1; dst[i] = UInt8(truncatingIfNeeded: n) &+ 48
        }
        if negative { i -= 1; dst[i] = UInt8(ascii: "-") }
        return length
    }

    /// round(a * scale), ties away from zero, from the exact product.
    /// `fma` gives the rounding error of `a * scale` exactly, so the exact
    /// product is `product + err`; comparing its fraction with 1/2 then
    /// needs no further rounding (see the case analysis below).
    @inline(__always)
    static func referenceRoundedScaled(_ a: Double, scale: Double, product s: Double) -> UInt64 {
        // s < 2^53: truncation is floor, and Int64 conversion is one
        // instruction (`rounded(.down)` is a libm call on baseline x86-64).
        let truncated = Int64(s)
        let fraction = s - Double(truncated) // exact
        var n = UInt64(truncated)
        // Fast path: the rounding error of a·scale is at most ulp(s)/2 <
        // 1.2e-16·s, so unless the fraction is that close to 1/2 (or s is
        // so large that ulp(s) reaches 1) the decision needs no `fma`
        // (a slow software routine on CPUs built without FMA).
        if s < 4.0e15 && Swift.abs(fraction - 0.5) > 2.5e-16 * s + 1e-300 {
            return fraction > 0.5 ? n + 1 : n
        }
        let err = fma(a, scale, -s)
        if fraction > 0.5 {
            n += 1 // fraction >= 0.5 + ulp(s) > 0.5 + |err|
        } else if fraction == 0.5 {
            if err >= 0 { n += 1 } // a tie (err == 0) goes away from zero
        } else if fraction == 0 {
            if err >= 0.5 { n += 1 } // only when ulp(s) >= 1
        }
        // fraction in (0, 0.5): fraction <= 0.5 - ulp(s), and |err| <= ulp/2.
        return n
    }

}
