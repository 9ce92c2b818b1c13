/// How a message quotes text it did not write itself: a name, key, path
/// or colour from a script, a file's content, a library's own message.
/// Such text may hold control characters, and a message printed raw to a
/// terminal would let them act (ESC ] 52 writes the clipboard on many
/// terminals, ESC [ 2 J clears the screen). Every message-building site
/// goes through these two functions, so the rule is in one place.
///
/// The escapes are those of Lua's `string.format("%q")` (lstrlib.c,
/// `addquoted`): a control byte (0–31, 127) is `\` and its decimal value,
/// three digits when a digit follows (`\27`, `\0`, `\0271`); a backslash
/// is `\\`. Two differences: a newline is `\n` (%q writes a backslash and
/// a real newline, which would break the message's line), and the C1
/// controls U+0080–U+009F (CSI is U+009B) are written as their UTF-8
/// bytes (`\194\155`), since some terminals act on them too. A quoted
/// text is thus a Lua string literal whose value is the original text.
public enum MessageText {
    /// `'text'`, escaped, the quote itself included (`\'`).
    public static func quoted(_ text: some StringProtocol) -> String {
        "'" + escaped(text, quote: UInt8(ascii: "'")) + "'"
    }

    /// `text` escaped, without quotes: a library's message, a line.
    public static func escaped(_ text: some StringProtocol) -> String {
        escaped(text, quote: nil)
    }

    /// True when `text` needs no escape (the common case costs one pass).
    @inline(__always)
    static func isPlain(_ text: some StringProtocol, quote: UInt8?) -> Bool {
        for byte in text.utf8 where byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\")
            || byte == 0xC2 || byte == quote {
            return false
        }
        return true
    }

    static func escaped(_ text: some StringProtocol, quote: UInt8?) -> String {
        if isPlain(text, quote: quote) { return String(text) }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 8)
        let bytes = Array(text.utf8)
        func decimal(_ byte: UInt8, beforeDigit: Bool) {
            out.append(UInt8(ascii: "\\"))
            let digits = Array(String(byte).utf8)
            if beforeDigit { out += [UInt8](repeating: UInt8(ascii: "0"), count: 3 - digits.count) }
            out += digits
        }
        func isDigit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= 0x30 && bytes[i] <= 0x39 }
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\n") {
                out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            } else if byte == UInt8(ascii: "\\") || byte == quote {
                out += [UInt8(ascii: "\\"), byte]
            } else if byte < 0x20 || byte == 0x7F {
                decimal(byte, beforeDigit: isDigit(i + 1))
            } else if byte == 0xC2, i + 1 < bytes.count, (0x80...0x9F).contains(bytes[i + 1]) {
                decimal(byte, beforeDigit: false)
                decimal(bytes[i + 1], beforeDigit: isDigit(i + 2))
                i += 1
            } else {
                out.append(byte)
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
