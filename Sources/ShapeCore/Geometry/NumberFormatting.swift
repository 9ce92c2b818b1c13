#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing numbers for SVG: fixed precision, shortest form, no exponent.
///
/// Rules (docs/SVG.md):
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


    /// Appends `value` written at `precision` decimals to `out`.
    public static func append(_ value: Double, precision: Int, to out: inout [UInt8]) {
        append(value, Decimals(precision: precision), to: &out)
    }

    /// Appends `value` written in `format` to `out` (a writer that keeps
    /// its `Decimals`).
    public static func append(_ value: Double, _ format: Decimals, to out: inout [UInt8]) {
        let written: Int = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxFastBytes) { buf in
            let n = write(value, format, to: buf.baseAddress!)
            if n > 0 { out.append(contentsOf: UnsafeBufferPointer(start: buf.baseAddress!, count: n)) }
            return n
        }
        if written > 0 { return }
        if value.isNaN { out.append(UInt8(ascii: "0")); return }
        let v = value.isInfinite ? (value < 0 ? -Double.greatestFiniteMagnitude : Double.greatestFiniteMagnitude) : value
        appendLarge(v, precision: format.precision, to: &out)
    }

    /// A precision made ready for `write`: 10^p as a Double (the scale)
    /// and as an integer, with the multiplier that divides by it. Made once
    /// per path or attribute, so writing a number divides by no variable.
    public struct Decimals: Sendable {
        /// Decimals, clamped to 0…`maxPrecision`.
        public let precision: Int
        let scale: Double
        let divisor: UInt64
        /// ⌈2^(64+shift) / divisor⌉ with shift = ⌊log2 divisor⌋: for every
        /// n < 2^63, n / divisor = (n · magic) >> (64 + shift) (Granlund and
        /// Montgomery, "Division by invariant integers using multiplication",
        /// PLDI 1994: the error term n·e / 2^(64+shift), e < divisor, stays
        /// below 1/divisor). Fits in 64 bits because divisor is not a power
        /// of two. Unused at precision 0.
        let magic: UInt64
        let shift: UInt64
        /// 1 ≤ precision ≤ 7: a number below 10^8 units of its last decimal
        /// is written from one group of eight digits (`writeOneGroup`).
        let oneGroup: Bool
        /// 8 − precision: the integer digits of a one-group number.
        let integerBytes: Int

        public init(precision: Int) {
            let p = Swift.min(Swift.max(precision, 0), maxPrecision)
            var d: UInt64 = 1
            for _ in 0..<p { d &*= 10 }
            self.precision = p
            oneGroup = p >= 1 && p <= 7
            integerBytes = 8 - p
            scale = Double(d) // exact: 10^17 < 2^57 has 17 trailing zero bits
            divisor = d
            if p == 0 {
                magic = 0; shift = 0
            } else {
                let s = UInt64(63 - d.leadingZeroBitCount)
                let (q, r) = d.dividingFullWidth((high: 1 << s, low: 0)) // 2^s < d: no overflow
                magic = r == 0 ? q : q + 1
                shift = s
            }
        }

        /// n / 10^precision and n % 10^precision (n < 2^53).
        @inline(__always)
        func split(_ n: UInt64) -> (integer: UInt64, fraction: UInt64) {
            if precision == 0 { return (n, 0) }
            let q = n.multipliedFullWidth(by: magic).high &>> shift
            return (q, n &- q &* divisor)
        }
    }

    /// The most bytes `write` stores, counting the scratch
    /// bytes past the number it may overwrite: it stores whole groups of 8
    /// digits. A number itself is at most 19 bytes (sign, 17 digits since
    /// |value|·10^p < 2^53, dot).
    public static let maxFastBytes = 32

    /// Writes `value` in `format` to `dst` and returns the number's byte
    /// count, or -1 when the value needs `append`'s slow path (non-finite,
    /// or |value|·10^precision ≥ 2^53). Stores at most `maxFastBytes`
    /// bytes (past the returned count: scratch the caller overwrites). The
    /// SVG path writer's hot path.
    ///
    /// The common case — 1 ≤ precision ≤ 7 and |value|·10^p below 10^8
    /// units of the last decimal (a coordinate) whose rounding is not
    /// close to a tie — is written here, small enough to be inlined into
    /// the path writer's loop; everything else (`writeGeneral`) is one call
    /// away. Both give the same bytes: the integer n = value·10^p is the
    /// same (see below), and its digits are written by the same code.
    ///
    /// Rounding: s = |value|·10^p as computed is within ulp(s)/2 ≤ 2^-27
    /// of the exact product P (s < 10^8 < 2^27). Adding 2^52 rounds s to
    /// an integer m (the sum lies in [2^52, 2^53), where the spacing of
    /// Doubles is 1), and m is the sum's low mantissa bits; d = s − m is
    /// exact (Sterbenz). When |d| < 1/2 − 2^-26, |P − m| < 1/2, so m is P
    /// rounded whichever way ties go: the value `roundedScaled` gives.
    /// Otherwise (s within 2^-26 of a tie, exact ties included) the general
    /// writer decides from the exact product as before.
    @inline(__always)
    public static func write(_ value: Double, _ format: Decimals, to dst: UnsafeMutablePointer<UInt8>) -> Int {
        let s = Swift.abs(value) * format.scale
        // False for NaN too.
        if s < 99_999_999 && format.oneGroup {
            let t = s + 0x1p52
            let d = s - (t - 0x1p52)
            if Swift.abs(d) < 0.5 - 0x1p-26 {
                let n = t.bitPattern &- (0x1p52 as Double).bitPattern
                return writeOneGroup(n, sign: value.bitPattern >> 63, format, to: dst)
            }
        }
        return writeGeneral(value, format, to: dst)
    }

    /// n = |value|·10^p rounded, n < 10^8 and 1 ≤ p ≤ 7: all of n's digits
    /// in one group (|value| < 10^(8−p): the usual coordinate). The integer
    /// digits are the group's first 8 − p bytes, the fraction its last p.
    @inline(__always)
    static func writeOneGroup(_ n: UInt64, sign: UInt64, _ format: Decimals, to dst: UnsafeMutablePointer<UInt8>) -> Int {
        if n == 0 { dst[0] = UInt8(ascii: "0"); return 1 } // never "-0"
        let raw = UnsafeMutableRawPointer(dst)
        // The sign (1 for negative values) is the number's first byte or
        // is overwritten by its first digit.
        dst[0] = UInt8(ascii: "-")
        var o = Int(truncatingIfNeeded: sign)
        let digits = eightDigits(n)
        let integerBytes = format.integerBytes
        // Leading zeros: the low zero bytes, keeping one integer digit.
        let skip = Swift.min(digits.trailingZeroBitCount &>> 3, integerBytes &- 1)
        raw.storeBytes(of: ((digits | asciiZeros) &>> UInt64(truncatingIfNeeded: skip &<< 3)).littleEndian,
                       toByteOffset: o, as: UInt64.self)
        o &+= integerBytes &- skip
        let fraction = digits &>> UInt64(truncatingIfNeeded: integerBytes &<< 3)
        guard fraction != 0 else { return o }
        dst[o] = UInt8(ascii: "."); o &+= 1
        raw.storeBytes(of: (fraction | asciiZeros).littleEndian, toByteOffset: o, as: UInt64.self)
        return o &+ 8 &- (fraction.leadingZeroBitCount >> 3)
    }

    /// `write` for every value. Rounding once, from the exact product
    /// (`roundedScaled`), gives the integer n = value·10^p. Its digits come eight at a time
    /// from `eightDigits` — no loop per digit, no division by a variable —
    /// and are stored as whole 8-byte words; leading zeros of the integer
    /// part and trailing zeros of the fraction are counted in those words'
    /// bytes. When n has at most 8 digits (and 1 ≤ p ≤ 7) one group holds
    /// both parts; otherwise n splits into its integer and fraction parts
    /// by one multiplication (`Decimals.split`) and each is written alone.
    @inline(never)
    static func writeGeneral(_ value: Double, _ format: Decimals, to dst: UnsafeMutablePointer<UInt8>) -> Int {
        let a = Swift.abs(value)
        let s = a * format.scale
        // Also rejects NaN and infinity (comparisons with NaN are false).
        guard s < 9007199254740992.0 else { return -1 }
        let n = roundedScaled(a, scale: format.scale, product: s)
        if n == 0 { dst[0] = UInt8(ascii: "0"); return 1 }
        let p = format.precision
        if n < 100_000_000 && format.oneGroup { return writeOneGroup(n, sign: value.bitPattern >> 63, format, to: dst) }
        let raw = UnsafeMutableRawPointer(dst)
        var o = 0
        if value < 0 { dst[0] = UInt8(ascii: "-"); o = 1 }
        let (integer, fraction) = format.split(n)
        // Integer part: at least "0"; n < 2^53, so at most two groups.
        if integer < 100_000_000 {
            let digits = eightDigits(integer)
            // Leading zero digits are the low zero bytes (at most 7: keep one "0").
            let skip = Swift.min(digits.trailingZeroBitCount >> 3, 7)
            raw.storeBytes(of: ((digits | asciiZeros) &>> UInt64(skip << 3)).littleEndian, toByteOffset: o, as: UInt64.self)
            o &+= 8 &- skip
        } else {
            let high = integer / 100_000_000 // < 2^53 / 10^8 < 10^8
            let digits = eightDigits(high)
            let skip = digits.trailingZeroBitCount >> 3 // high > 0: at most 7
            raw.storeBytes(of: ((digits | asciiZeros) &>> UInt64(skip << 3)).littleEndian, toByteOffset: o, as: UInt64.self)
            o &+= 8 &- skip
            raw.storeBytes(of: (eightDigits(integer % 100_000_000) | asciiZeros).littleEndian, toByteOffset: o, as: UInt64.self)
            o &+= 8
        }
        guard fraction != 0 else { return o }
        dst[o] = UInt8(ascii: "."); o &+= 1
        if p <= 8 {
            // The fraction's p digits are the last p of the group: shift them
            // down; its trailing zeros are then the high zero bytes.
            let digits = eightDigits(fraction) &>> UInt64((8 &- p) << 3)
            raw.storeBytes(of: (digits | asciiZeros).littleEndian, toByteOffset: o, as: UInt64.self)
            return o &+ 8 &- (digits.leadingZeroBitCount >> 3)
        }
        // 9…17 decimals. n < 2^53 < 10^16, so a 17th decimal digit (the
        // first) is always 0; then the next p − 8 digits (≤ 8), then 8.
        var q = p
        if q == 17 { dst[o] = UInt8(ascii: "0"); o &+= 1; q = 16 }
        let first = eightDigits(fraction / 100_000_000) &>> UInt64((16 &- q) << 3)
        let last = eightDigits(fraction % 100_000_000)
        if last == 0 {
            raw.storeBytes(of: (first | asciiZeros).littleEndian, toByteOffset: o, as: UInt64.self)
            return o &+ 8 &- (first.leadingZeroBitCount >> 3)
        }
        raw.storeBytes(of: (first | asciiZeros).littleEndian, toByteOffset: o, as: UInt64.self)
        o &+= q &- 8
        raw.storeBytes(of: (last | asciiZeros).littleEndian, toByteOffset: o, as: UInt64.self)
        return o &+ 8 &- (last.leadingZeroBitCount >> 3)
    }

    @usableFromInline static let asciiZeros: UInt64 = 0x3030_3030_3030_3030

    /// The 8 decimal digits of v < 10^8 (with leading zeros), one per
    /// byte, the most significant in the lowest byte (the first in memory
    /// once stored little-endian); values 0…9, not yet ASCII. SWAR: split
    /// into 4-digit halves in 32-bit lanes, then each lane into 2-digit
    /// halves (x/100 as (x·10486) >> 20, exact below 10^4), then each into
    /// digits (x/10 as (x·103) >> 10, exact below 179); the products stay
    /// inside their lanes and the masks drop what a shift brings in from
    /// the next lane. (The technique of Khuong's and Lemire's integer
    /// formatters, "Faster integer formatting", lemire.me, 2021.) The first
    /// split is v / 10^4 as (v · ⌈2^40/10^4⌉) >> 40, exact below 10^8: the
    /// multiplier is 2224/10^4 above 2^40/10^4, so the quotient comes out
    /// at most v · 2224 / 10^8 / 2^40 < 2.1e-5 above v / 10^4, whose
    /// fraction is at most 0.9999.
    @inline(__always)
    static func eightDigits(_ v: UInt64) -> UInt64 {
        let high = (v &* 109_951_163) &>> 40
        let fours = high | ((v &- high &* 10_000) << 32)
        let hundreds = ((fours &* 10486) >> 20) & 0x0000_007F_0000_007F
        let twos = hundreds | ((fours &- hundreds &* 100) << 16)
        let tens = ((twos &* 103) >> 10) & 0x000F_000F_000F_000F
        return tens | ((twos &- tens &* 10) << 8)
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
