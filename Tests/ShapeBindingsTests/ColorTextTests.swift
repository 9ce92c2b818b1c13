@testable import ShapeBindings
import ShapeCore
import Testing

/// `ColorText.hex` reads a colour argument's hex digits from the Lua
/// string's bytes, beside ShapeCore's `Color(_:)`, which owns the rules:
/// where one gives a colour the other must give the same colour, and where
/// `hex` refuses, `Color(_:)` must too (a string starting with `#` is never
/// a name), so the argument's result is ShapeCore's either way.
@Suite struct ColorTextTests {
    /// `#` + `digits`, both ways.
    func check(_ digits: [UInt8]) {
        let bytes = [UInt8(ascii: "#")] + digits
        let text = String(decoding: bytes, as: UTF8.self)
        let parsed = bytes.withUnsafeBufferPointer { ColorText.hex($0) }
        let reference = try? Color(text)
        #expect(parsed == reference, "\(text): hex \(String(describing: parsed)), Color(_:) \(String(describing: reference))")
    }

    static let alphabet = Array("0123456789abcdefABCDEFgG #x".utf8)

    /// Every string of up to three characters from hex digits and near misses.
    @Test func everyShortString() {
        check([])
        for a in Self.alphabet {
            check([a])
            for b in Self.alphabet {
                check([a, b])
                for c in Self.alphabet { check([a, b, c]) }
            }
        }
    }

    /// Every byte value in every position of the six- and eight-digit forms,
    /// and random strings of every length up to nine.
    @Test func longerStrings() {
        for length in [4, 6, 8] {
            for position in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    var digits = Array(repeating: UInt8(ascii: "7"), count: length)
                    digits[position] = byte
                    check(digits)
                }
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...9, using: &generator)
            check((0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! })
        }
    }
}
