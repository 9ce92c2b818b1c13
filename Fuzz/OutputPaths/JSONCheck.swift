/// A strict JSON validator (RFC 8259's grammar: values, objects, arrays,
/// strings with their escapes and no raw control characters, numbers),
/// written for the fuzz target's oracle: Foundation's parser cannot be
/// imported beside the C font and raster headers (ICU's types clash).
struct JSONCheck {
    private let bytes: [UInt8]
    private var i = 0

    static func isValid(_ bytes: [UInt8]) -> Bool {
        var check = JSONCheck(bytes: bytes)
        guard check.value() else { return false }
        check.space()
        return check.i == bytes.count
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

    private mutating func space() {
        while let c = peek, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { i += 1 }
    }

    private mutating func literal(_ word: String) -> Bool {
        let w = Array(word.utf8)
        guard bytes.count - i >= w.count, Array(bytes[i..<i + w.count]) == w else { return false }
        i += w.count
        return true
    }

    private mutating func value() -> Bool {
        space()
        switch peek {
        case UInt8(ascii: "{"):
            i += 1; space()
            if peek == UInt8(ascii: "}") { i += 1; return true }
            while true {
                space()
                guard string() else { return false }
                space()
                guard peek == UInt8(ascii: ":") else { return false }
                i += 1
                guard value() else { return false }
                space()
                if peek == UInt8(ascii: ",") { i += 1; continue }
                guard peek == UInt8(ascii: "}") else { return false }
                i += 1
                return true
            }
        case UInt8(ascii: "["):
            i += 1; space()
            if peek == UInt8(ascii: "]") { i += 1; return true }
            while true {
                guard value() else { return false }
                space()
                if peek == UInt8(ascii: ",") { i += 1; continue }
                guard peek == UInt8(ascii: "]") else { return false }
                i += 1
                return true
            }
        case UInt8(ascii: "\""): return string()
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return number()
        }
    }

    private mutating func string() -> Bool {
        guard peek == UInt8(ascii: "\"") else { return false }
        i += 1
        while let c = peek {
            i += 1
            if c == UInt8(ascii: "\"") { return true }
            if c < 0x20 { return false }
            if c == UInt8(ascii: "\\") {
                guard let e = peek else { return false }
                i += 1
                if e == UInt8(ascii: "u") {
                    guard bytes.count - i >= 4, bytes[i..<i + 4].allSatisfy({ isHex($0) }) else { return false }
                    i += 4
                } else if !"\"\\/bfnrt".utf8.contains(e) {
                    return false
                }
            }
        }
        return false
    }

    private func isHex(_ c: UInt8) -> Bool {
        (0x30...0x39).contains(c) || (0x41...0x46).contains(c) || (0x61...0x66).contains(c)
    }

    private mutating func number() -> Bool {
        let start = i
        if peek == UInt8(ascii: "-") { i += 1 }
        guard let first = peek, (0x30...0x39).contains(first) else { return false }
        if first == 0x30 { i += 1 } else { while let c = peek, (0x30...0x39).contains(c) { i += 1 } }
        if peek == UInt8(ascii: ".") {
            i += 1
            guard let c = peek, (0x30...0x39).contains(c) else { return false }
            while let c = peek, (0x30...0x39).contains(c) { i += 1 }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            i += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { i += 1 }
            guard let c = peek, (0x30...0x39).contains(c) else { return false }
            while let c = peek, (0x30...0x39).contains(c) { i += 1 }
        }
        return i > start
    }
}
