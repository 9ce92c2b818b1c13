#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing numbers for SVG: fixed precision, shortest form, no exponent.
///
/// Rules (SPEC §8):
/// - `precision` is the number of decimals, clamped to `0...maxPrecision`.
/// - The value is rounded to that many decimals from its *exact* binary
///   value (as JavaScript's `toFixed` does), ties away from zero; so 0.125
///   gives "0.13" at precision 2 (0.125 is exact) while 1.0005 gives "1"
///   at precision 3 (its binary value is 1.000499999…).
/// - Trailing zeros and a trailing dot are dropped ("1.5", "2"), and a value
///   that rounds to zero is written "0", never "-0".
/// - No exponent ever: 1e20 is written with all its digits.
/// - When |value|·10^precision ≥ 2^53 (huge values, or precision near 17)
///   the digits are the shortest round-trip digits of the value, rounded
///   at `precision` decimals: 1e20 → "100000000000000000000", and 0.1 at
///   precision 17 → "0.1" (not its binary expansion).
/// - Non-finite input is a caller bug (every entry point validates): NaN is
///   written "0" and ±infinity as ±`Double.greatestFiniteMagnitude` digits,
///   so the output stays a valid number instead of "nan"/"inf".
public enum NumberFormatting {
    public static let maxPrecision = 17

    /// Exact powers of ten (all exactly representable up to 1e22).
    @usableFromInline static let powersOfTen: [Double] = (0...maxPrecision).map { p in
        var v = 1.0
        for _ in 0..<p { v *= 10 }
        return v
    }

    /// Appends `value` written at `precision` decimals to `out`.
    public static func append(_ value: Double, precision: Int, to out: inout [UInt8]) {
        let p = min(max(precision, 0), maxPrecision)
        let written: Int = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxFastBytes) { buf in
            let n = writeFast(value, scale: powersOfTen[p], precision: p, to: buf.baseAddress!)
            if n > 0 { out.append(contentsOf: UnsafeBufferPointer(start: buf.baseAddress!, count: n)) }
            return n
        }
        if written > 0 { return }
        if value.isNaN { out.append(UInt8(ascii: "0")); return }
        let v = value.isInfinite ? (value < 0 ? -Double.greatestFiniteMagnitude : Double.greatestFiniteMagnitude) : value
        appendLarge(v, precision: p, to: &out)
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
    public static let maxFastBytes = 24

    /// Writes `value` at `precision` decimals (`scale` = 10^precision, from
    /// `scaleFor`) to `dst` and returns the byte count, or -1 when the value
    /// needs `append`'s slow path (non-finite, or |value|·scale ≥ 2^53).
    /// Writes at most `maxFastBytes`. The SVG path writer's hot path.
    @inline(__always)
    public static func writeFast(_ value: Double, scale: Double, precision p: Int, to dst: UnsafeMutablePointer<UInt8>) -> Int {
        let a = Swift.abs(value)
        let s = a * scale
        // Also rejects NaN and infinity (comparisons with NaN are false).
        guard s < 9007199254740992.0 else { return -1 }
        var n = roundedScaled(a, scale: scale, product: s)
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

    /// 10^precision for `writeFast` (precision clamped to 0…17).
    @inline(__always)
    public static func scaleFor(precision: Int) -> Double { powersOfTen[min(max(precision, 0), maxPrecision)] }

    /// Convenience for tests and small callers.
    public static func string(_ value: Double, precision: Int) -> String {
        var bytes: [UInt8] = []
        append(value, precision: precision, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// round(a * scale), ties away from zero, from the exact product.
    /// `fma` gives the rounding error of `a * scale` exactly, so the exact
    /// product is `product + err`; comparing its fraction with 1/2 then
    /// needs no further rounding (see the case analysis below).
    @inline(__always)
    static func roundedScaled(_ a: Double, scale: Double, product s: Double) -> UInt64 {
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

    /// Values of 2^53 / 10^precision and above: print the shortest
    /// round-trip digits (the stdlib's `description`) expanded without
    /// exponent, then round them at `precision` decimals. Rare, so the
    /// String allocation does not matter.
    static func appendLarge(_ v: Double, precision: Int, to out: inout [UInt8]) {
        let text = Swift.abs(v).description // e.g. "1e+20", "123456789012.34567"
        var mantissa: [UInt8] = []
        var exponent = 0
        var pointIndex: Int? = nil
        var chars = Array(text.utf8)
        if let e = chars.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            exponent = Int(String(decoding: chars[(e + 1)...], as: UTF8.self)) ?? 0
            chars = Array(chars[..<e])
        }
        for c in chars {
            if c == UInt8(ascii: ".") { pointIndex = mantissa.count } else { mantissa.append(c) }
        }
        // Value = 0.mantissa * 10^(intDigits).
        var intDigits = (pointIndex ?? mantissa.count) + exponent
        // Keep `precision` decimals, round half away from zero on the digits.
        let keep = intDigits + precision
        if keep < mantissa.count {
            let roundUp = keep >= 0 && mantissa[keep] >= UInt8(ascii: "5")
            mantissa = keep > 0 ? Array(mantissa[..<keep]) : []
            if roundUp {
                var i = mantissa.count - 1
                while i >= 0 {
                    if mantissa[i] == UInt8(ascii: "9") { mantissa[i] = UInt8(ascii: "0"); i -= 1 }
                    else { mantissa[i] += 1; break }
                }
                if i < 0 { mantissa.insert(UInt8(ascii: "1"), at: 0); intDigits += 1 }
            }
        }
        while intDigits > mantissa.count { mantissa.append(UInt8(ascii: "0")) }
        while intDigits < 1 { mantissa.insert(UInt8(ascii: "0"), at: 0); intDigits += 1 }
        var integerPart = Array(mantissa[..<intDigits])
        var fractionPart = Array(mantissa[intDigits...])
        while let last = fractionPart.last, last == UInt8(ascii: "0") { fractionPart.removeLast() }
        while integerPart.count > 1 && integerPart[0] == UInt8(ascii: "0") { integerPart.removeFirst() }
        if integerPart == [UInt8(ascii: "0")] && fractionPart.isEmpty { out.append(UInt8(ascii: "0")); return }
        if v < 0 { out.append(UInt8(ascii: "-")) }
        out.append(contentsOf: integerPart)
        if !fractionPart.isEmpty {
            out.append(UInt8(ascii: "."))
            out.append(contentsOf: fractionPart)
        }
    }
}
