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
        var v = value
        if v.isNaN { out.append(UInt8(ascii: "0")); return }
        if v.isInfinite { v = v < 0 ? -Double.greatestFiniteMagnitude : Double.greatestFiniteMagnitude }
        let a = Swift.abs(v)
        let scale = powersOfTen[p]
        let s = a * scale
        // 2^53: below it the scaled value and its floor are exact integers
        // in Double and fit UInt64; above it there are no decimals left to
        // round in practice, and the slow path prints the shortest digits.
        if s < 9007199254740992.0 {
            var n = roundedScaled(a, scale: scale, product: s)
            if n == 0 { out.append(UInt8(ascii: "0")); return }
            var decimals = p
            while decimals > 0 && n % 10 == 0 { n /= 10; decimals -= 1 }
            // Sign, digits and dot written right to left into a stack
            // buffer, then one contiguous append.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buf in
                var i = 48
                if decimals > 0 {
                    for _ in 0..<decimals {
                        i -= 1; buf[i] = UInt8(truncatingIfNeeded: n % 10) &+ 48; n /= 10
                    }
                    i -= 1; buf[i] = UInt8(ascii: ".")
                }
                repeat {
                    i -= 1; buf[i] = UInt8(truncatingIfNeeded: n % 10) &+ 48; n /= 10
                } while n != 0
                if v < 0 { i -= 1; buf[i] = UInt8(ascii: "-") }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: buf[i..<48]))
            }
        } else {
            appendLarge(v, precision: p, to: &out)
        }
    }

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
