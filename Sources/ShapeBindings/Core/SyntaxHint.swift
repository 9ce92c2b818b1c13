import ShapeCore

/// Hints for syntax errors that SwiftUI habits cause, appended after Lua's
/// own message (`LuaState.syntaxHint`; ShapeLibrary.install sets it).
///
/// The common one: `RoundedRectangle(cornerRadius = 10)`, SwiftUI's
/// labelled call written with Lua's `=`, which Lua refuses with
/// "')' expected near '='". Labels go in a table (docs/BINDINGS.md), so the hint
/// shows the call rewritten with braces, from the source line itself.
enum SyntaxHint {
    static func hint(message: String, line: String) -> String? {
        guard message.hasSuffix("')' expected near '='"), let call = labelledCall(in: Array(line.utf8)) else { return nil }
        return "; labels go in a table: \(MessageText.escaped(call))" // the script's own text
    }

    /// `Name(label = ...)` (or `Name(a, label = ...)`) in `line`, rewritten
    /// as `Name{label = ...}`: the first `label =` (not `==`) that follows
    /// an opening parenthesis or a comma inside a call whose name precedes
    /// its parenthesis. The arguments are copied up to the matching `)` on
    /// the line, or shortened to `label = ...` when it is not there.
    static func labelledCall(in s: [UInt8]) -> String? {
        var i = 0
        while i < s.count {
            guard s[i] == UInt8(ascii: "("), let nameStart = identifierEnding(before: i, in: s) else { i += 1; continue }
            let open = i
            var depth = 0, j = open + 1, afterSeparator = true
            var found: (start: Int, end: Int)?  // the label
            var close: Int?
            scan: while j < s.count {
                let c = s[j]
                if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") { j = skipString(from: j, in: s); afterSeparator = false; continue }
                switch c {
                case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1; afterSeparator = false
                case UInt8(ascii: ")") where depth == 0: close = j; break scan
                case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1; afterSeparator = false
                case UInt8(ascii: ","): afterSeparator = depth == 0
                case UInt8(ascii: " "), UInt8(ascii: "\t"): break
                default:
                    if afterSeparator, depth == 0, found == nil, isIdentifierStart(c) {
                        var k = j
                        while k < s.count, isIdentifierByte(s[k]) { k += 1 }
                        var e = k
                        while e < s.count, s[e] == UInt8(ascii: " ") || s[e] == UInt8(ascii: "\t") { e += 1 }
                        if e < s.count, s[e] == UInt8(ascii: "="), e + 1 >= s.count || s[e + 1] != UInt8(ascii: "=") {
                            found = (j, k)
                        }
                        j = k
                        afterSeparator = false
                        continue
                    }
                    afterSeparator = false
                }
                j += 1
            }
            if let found {
                let name = String(decoding: s[nameStart..<open], as: UTF8.self)
                if let close {
                    let inside = String(decoding: s[(open + 1)..<close], as: UTF8.self)
                    return "\(name){\(inside)}"
                }
                return "\(name){\(String(decoding: s[found.start..<found.end], as: UTF8.self)) = ...}"
            }
            i = open + 1
        }
        return nil
    }

    /// The start of the name just before `index` (spaces allowed between;
    /// a method's `obj:` is not part of it); nil when an identifier does
    /// not end there, or it is a keyword (`if (`, `and (`).
    private static func identifierEnding(before index: Int, in s: [UInt8]) -> Int? {
        var end = index
        while end > 0, s[end - 1] == UInt8(ascii: " ") || s[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        var start = end
        while start > 0, isIdentifierByte(s[start - 1]) { start -= 1 }
        guard start < end, isIdentifierStart(s[start]) else { return nil }
        let word = String(decoding: s[start..<end], as: UTF8.self)
        guard !keywords.contains(word) else { return nil }
        return start
    }

    private static let keywords: Set<String> = ["and", "or", "not", "if", "elseif", "while", "until", "return", "in", "local", "function"]

    /// The index after the string literal starting at `start`.
    private static func skipString(from start: Int, in s: [UInt8]) -> Int {
        let quote = s[start]
        var j = start + 1
        while j < s.count, s[j] != quote {
            if s[j] == UInt8(ascii: "\\") { j += 1 }
            j += 1
        }
        return min(j + 1, s.count)
    }

    private static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95
    }

    private static func isIdentifierByte(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || (c >= 48 && c <= 57)
    }
}
