import LuaBridge
import ShapeCore

/// Colour strings given as arguments (`"#ff9500"`, `"black"`), read from
/// the Lua string's bytes: a script that makes a colour with
/// `string.format("#%06x", ...)` per shape passes a new string every call,
/// so hex is parsed straight from the bytes (no Swift String), and names
/// go through ShapeCore's `Color(_:)`, which owns the name tables and the
/// error text.
enum ColorText {
    /// The colour the string at `index` names; nil when it is not a string.
    /// Throws ShapeCore's error for text that is no colour.
    static func color(_ call: LuaCall, _ index: Int32) throws -> Color? {
        let parsed: Color?? = call.withBytes(at: index) { bytes in
            bytes.first == UInt8(ascii: "#") ? hex(bytes) : nil
        }
        switch parsed {
        case .none: return nil                     // not a string
        case .some(.some(let color)): return color // valid hex
        case .some(.none):                         // a name, or bad hex: ShapeCore decides
            return try Color(call.string(at: index)!, scheme: LibraryContext.colorScheme(call.L))
        }
    }

    /// The colour of a valid hex string at `index` (what `color` returns
    /// for it); nil for anything else, which `color` then decides.
    @inline(__always)
    static func hexColor(_ call: LuaCall, _ index: Int32) -> Color? {
        call.withBytes(at: index) { bytes in bytes.first == UInt8(ascii: "#") ? hex(bytes) : nil } ?? nil
    }

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (as ShapeCore's `Color(_:)`
    /// reads them); nil for anything else.
    static func hex(_ bytes: UnsafeBufferPointer<UInt8>) -> Color? {
        let count = bytes.count - 1
        guard count == 3 || count == 4 || count == 6 || count == 8, let base = bytes.baseAddress else { return nil }
        // The digits, most significant first, in one word (4 bits each),
        // through a table: a colour string is parsed per shape in loops
        // that format one (`string.format("#%06x", ...)`).
        let values = hexDigitValues
        var value: UInt32 = 0, invalid: UInt8 = 0
        for i in 1...count {
            let d = values[Int(base[i])]
            invalid |= d
            value = value << 4 | UInt32(d & 15)
        }
        guard invalid & 0x80 == 0 else { return nil }
        func byte(_ shift: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: value >> shift) }
        switch count {
        case 3: return Color(rgb8: (byte(8) & 15) * 17, (byte(4) & 15) * 17, (byte(0) & 15) * 17)
        case 4: return Color(rgb8: (byte(12) & 15) * 17, (byte(8) & 15) * 17, (byte(4) & 15) * 17, alpha8: (byte(0) & 15) * 17)
        case 6: return Color(rgb8: byte(16), byte(8), byte(0))
        default: return Color(rgb8: byte(24), byte(16), byte(8), alpha8: byte(0))
        }
    }

    /// Byte → its hex digit's value, 0xFF for a byte that is none (`digit`
    /// for every byte, once; never freed).
    static let hexDigitValues: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for b in 0...255 { table[b] = digit(UInt8(b)) ?? 0xFF }
        return UnsafePointer(table)
    }()

    @inline(__always)
    static func digit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
