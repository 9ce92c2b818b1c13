#if canImport(Glibc)
import Glibc
#endif

/// Command-line arguments and environment values are bytes, and `lua`
/// hands them to scripts as they are (`arg`, `...`, `-e` chunks, the
/// script's file name); a Swift `String` holds only Unicode. So every byte
/// that is not part of valid UTF-8 is kept as the scalar U+10FF00 + byte
/// (the bytes 0x80–0xFF: U+10FF80–U+10FFFF, at the top of a private-use
/// plane), and a valid character in that range is kept the same way, byte
/// by byte, so that the mapping is exact both ways. This is Python's
/// "surrogateescape" (PEP 383), moved to scalars a Swift string may hold.
/// The parser compares options as text; what goes to Lua or to the file
/// system is turned back into the bytes given (`bytes`).
enum ArgumentText {
    /// The first scalar of the escape range: U+10FF00 + 0x80.
    private static let first: UInt32 = 0x10FF80

    /// The process's arguments, argv[0] first.
    static func commandLine() -> [String] {
        (0..<Int(CommandLine.argc)).map { i in CommandLine.unsafeArgv[i].map { decode(cString: $0) } ?? "" }
    }

    static func decode(cString text: UnsafePointer<CChar>) -> String {
        decode(UnsafeRawBufferPointer(start: text, count: strlen(text)))
    }

    static func decode<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let b = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var i = 0
        while i < b.count {
            let n = wellFormedLength(b, at: i)
            guard n > 0 else {
                scalars.append(escape(b[i]))
                i += 1
                continue
            }
            var value = n == 1 ? UInt32(b[i]) : UInt32(b[i]) & (0x7F >> n)
            for k in 1..<n { value = value << 6 | UInt32(b[i + k] & 0x3F) }
            if value >= first {
                for k in 0..<n { scalars.append(escape(b[i + k])) }
            } else {
                scalars.append(Unicode.Scalar(value)!)
            }
            i += n
        }
        return String(scalars)
    }

    /// The bytes the text was decoded from.
    static func bytes(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.value >= first {
                out.append(UInt8(scalar.value - 0x10FF00))
            } else {
                out.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
        return out
    }

    /// True when the argument was valid UTF-8 without any escaped byte, so
    /// the String itself names the same file as the bytes do.
    static func isUnicode(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.value >= first }
    }

    private static func escape(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(0x10FF00 + UInt32(byte))!
    }

    /// The length of the well-formed UTF-8 sequence at `i`, or 0: the
    /// Unicode Standard's table of well-formed byte sequences (chapter 3,
    /// Table 3-7), which excludes overlong forms, surrogates and values
    /// past U+10FFFF.
    private static func wellFormedLength(_ b: [UInt8], at i: Int) -> Int {
        func within(_ k: Int, _ range: ClosedRange<UInt8>) -> Bool { i + k < b.count && range.contains(b[i + k]) }
        let tail: ClosedRange<UInt8> = 0x80...0xBF
        switch b[i] {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return within(1, tail) ? 2 : 0
        case 0xE0: return within(1, 0xA0...0xBF) && within(2, tail) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return within(1, tail) && within(2, tail) ? 3 : 0
        case 0xED: return within(1, 0x80...0x9F) && within(2, tail) ? 3 : 0
        case 0xF0: return within(1, 0x90...0xBF) && within(2, tail) && within(3, tail) ? 4 : 0
        case 0xF1...0xF3: return within(1, tail) && within(2, tail) && within(3, tail) ? 4 : 0
        case 0xF4: return within(1, 0x80...0x8F) && within(2, tail) && within(3, tail) ? 4 : 0
        default: return 0
        }
    }
}
