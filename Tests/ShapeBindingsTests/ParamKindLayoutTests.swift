import ShapeBindings
import Testing

/// The spec tables live for the whole process; leak checkers (valgrind,
/// LeakSanitizer) see them as reachable only if the pointers inside are
/// stored as plain addresses. An `indirect enum ParamKind` (every case
/// boxed) kept its case number in the box pointer's high bits, and each
/// box was reported "definitely lost" (docs/ARCHITECTURE.md "Memory
/// checks"). This pins the untagged layout.
@Suite struct ParamKindLayoutTests {
    func firstWord(_ kind: ParamKind) -> UInt64 {
        var k = kind
        return withUnsafeBytes(of: &k) { $0.load(as: UInt64.self) }
    }

    @Test(arguments: [ParamKind.list(.string), .choice(["a", "b"]), .oneOf([.string, .number])])
    func payloadPointersAreStoredAsPlainAddresses(kind: ParamKind) {
        let word = firstWord(kind)
        #expect(word != 0)
        // x86-64 and arm64 user-space addresses use at most the low 48 bits.
        #expect(word >> 48 == 0, "payload pointer stored with tag bits: 0x\(String(word, radix: 16))")
        #expect(MemoryLayout<ParamKind>.size > MemoryLayout<UInt64>.size)
    }
}
