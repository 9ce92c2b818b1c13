import Foundation
import ShapeCore
import Testing

/// `MessageText`: text quoted in a message has no control character left,
/// and reads as the Lua string literal of the same bytes (%q's escapes).
@Suite struct MessageTextTests {
    @Test(arguments: [
        ("\u{1B}]52;c;SGVsbG8=\u{7}red", "'\\27]52;c;SGVsbG8=\\7red'"),
        ("a\nb", "'a\\nb'"),
        ("nul\u{0}1", "'nul\\0001'"),
        ("x\u{7F}0", "'x\\1270'"),
        ("\u{9B}31m", "'\\194\\15531m'"),
        ("it's", "'it\\'s'"),
        ("back\\slash", "'back\\\\slash'"),
        ("\r\t", "'\\13\\9'"),
        ("plain é ✓ \"x\"", "'plain é ✓ \"x\"'"),
        ("", "''"),
    ])
    func quoted(text: String, expected: String) {
        #expect(MessageText.quoted(text) == expected)
        #expect(!MessageText.quoted(text).utf8.contains { $0 < 0x20 || $0 == 0x7F })
    }

    @Test func escapedLeavesQuotesAndPlainTextAlone() {
        #expect(MessageText.escaped("Entity 'x' not defined\n") == "Entity 'x' not defined\\n")
        #expect(MessageText.escaped("line 1: \u{1B}[2J") == "line 1: \\27[2J")
    }

    /// Every byte value alone and before a digit: nothing below 0x20, no
    /// DEL, no C1 control is left; printable text stays as it was.
    @Test func noControlCharacterSurvives() {
        for value in 0..<0xA0 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(Character(scalar)), String(Character(scalar)) + "7"] {
                let out = MessageText.quoted(text)
                let bytes = Array(out.utf8)
                #expect(!bytes.contains { $0 < 0x20 || $0 == 0x7F }, "\(value)")
                #expect(!(0..<(bytes.count - 1)).contains { bytes[$0] == 0xC2 && (0x80...0x9F).contains(bytes[$0 + 1]) }, "\(value)")
                if value >= 0x20 && value < 0x7F && value != 0x27 && value != 0x5C { #expect(out == "'" + text + "'") }
            }
        }
    }
}

/// `JSONValue.quoted`: RFC 8259's escapes, checked against Foundation's
/// parser for every control character, quotes, backslash and non-ASCII.
@Suite struct JSONTextTests {
    @Test func everyStringRoundTripsThroughAParser() throws {
        var texts = (0..<0x20).map { String(Character(Unicode.Scalar($0)!)) }
        texts += ["\"", "\\", "My\"App", "a\\b\"c", "Ünïcødé ✓ 图标 😀", "\u{7F}\u{9B}", "/", ""]
        for text in texts {
            let literal = JSONValue.quoted(text)
            #expect(!literal.utf8.contains { $0 < 0x20 }, "\(text.debugDescription)")
            let parsed = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
            #expect(parsed == [text], "\(text.debugDescription) → \(literal)")
        }
        #expect(JSONValue.quoted("My\"App\u{1}") == #""My\"App\u0001""#)
    }

    @Test func layouts() {
        let value = JSONValue.object([.init("a", .array([.object([.init("b", .string("c"))])])), .init("n", .integer(1))])
        #expect(value.xcodeText() == "{\n  \"a\" : [\n    {\n      \"b\" : \"c\"\n    }\n  ],\n  \"n\" : 1\n}")
        #expect(value.compactText == #"{"a": [{"b": "c"}], "n": 1}"#)
    }
}
