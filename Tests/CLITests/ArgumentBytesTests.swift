import Foundation
import Testing
@testable import shapelua

/// Arguments and environment values are bytes, and lua hands them to
/// scripts unchanged; so does shapelua (`ArgumentText`). Each case runs the
/// same shell command, whose `printf` makes bytes that are not UTF-8, once
/// with lua5.4 (Debian's, the reference) and once with shapelua, and
/// compares standard output byte for byte and the exit status.
@Suite struct ArgumentBytesTests {
    struct Outcome: Equatable {
        var status: Int32
        var stdout: [UInt8]
    }

    /// Runs `command` under /bin/sh in a scratch folder holding `files`,
    /// with `$PROG` naming the interpreter.
    func run(_ program: String, _ command: String, files: [String: String] = [:]) throws -> Outcome {
        let scratch = try Scratch()
        for (name, text) in files { try scratch.write(name, text) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = scratch.url
        process.environment = Shapelua.environment(home: scratch.url.path, ["PATH": "/usr/bin:/bin", "PROG": program])
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let bytes = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: Array(bytes))
    }

    func sameAsLua(_ command: String, files: [String: String] = [:]) throws -> Outcome {
        let shapelua = try run(Shapelua.binary, command, files: files)
        let lua = try run("/usr/bin/lua5.4", command, files: files)
        #expect(shapelua == lua, "\(command)")
        return shapelua
    }

    static let echo = """
        io.write(#arg[1], ":", arg[1], ":", select("#", ...), ":", (...), ":", arg[0], "\\n")
        """

    @Test func scriptArgumentsKeepTheirBytes() throws {
        // 0xFF and 0xFE are never UTF-8; F4 8F BF BF is U+10FFFF, the
        // last character of the range the escape uses.
        let outcome = try sameAsLua(#""$PROG" echo.lua "$(printf '\377\376A\364\217\277\277')""#, files: ["echo.lua": Self.echo])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.starts(with: Array("7:".utf8) + [0xFF, 0xFE, 0x41, 0xF4, 0x8F, 0xBF, 0xBF]))
    }

    @Test func chunkOptionKeepsItsBytes() throws {
        let outcome = try sameAsLua(#""$PROG" -e "$(printf 'io.write("\377\300\200")')""#)
        #expect(outcome.stdout == [0xFF, 0xC0, 0x80])
    }

    @Test func scriptFileNameThatIsNotUTF8() throws {
        let outcome = try sameAsLua(#"printf 'io.write("ran ", arg[0]:byte(2))' > "$(printf 's\377.lua')" && "$PROG" "$(printf 's\377.lua')""#)
        #expect(outcome.stdout == Array("ran 255".utf8))
    }

    @Test func luaInitKeepsItsBytes() throws {
        let outcome = try sameAsLua(#"LUA_INIT="$(printf 'io.write("\376")')" "$PROG" -e ''"#)
        #expect(outcome.stdout == [0xFE])
    }

    @Test func libraryOptionNameThatIsNotUTF8() throws {
        let outcome = try sameAsLua(#"printf 'return 42' > "$(printf 'm\377.lua')" && "$PROG" -l "$(printf 'm\377')" -e 'for k, v in pairs(_G) do if v == 42 then io.write(#k) end end'"#)
        #expect(outcome.stdout == Array("2".utf8))
    }

    @Test func jobsHandTheirShardsTheSameBytes() throws {
        let script = #"if arg[1] == "\255\254" then for i = 1, 2 do save(Circle():frame(2, 2), "same" .. i .. ".svg") end end"#
        let outcome = try run(Shapelua.binary, #""$PROG" --jobs 2 --quiet s.lua "$(printf '\377\376')" && ls"#, files: ["s.lua": script])
        #expect(outcome.status == 0)
        let listed = String(decoding: outcome.stdout, as: UTF8.self)
        #expect(listed.contains("same1.svg") && listed.contains("same2.svg"), "\(listed)")
    }

    @Test func outputNamesThatAreNotUTF8AreRefused() throws {
        for command in [#""$PROG" -o "$(printf 'x\377.svg')" -e 'return Circle()'"#,
                        #""$PROG" --output-dir "$(printf 'd\377')" -e 'return 1'"#,
                        #""$PROG" --sandbox "$(printf 's\377.lua')""#] {
            let outcome = try run(Shapelua.binary, command + " 2>&1; ls")
            let text = String(decoding: outcome.stdout, as: UTF8.self)
            #expect(text.contains("needs a") && text.contains("name in UTF-8"), "\(command): \(text)")
            #expect(!text.contains(".svg"), "\(command) wrote a file: \(text)")
        }
    }
}

/// The mapping itself: exact both ways for any bytes, and the identity on
/// valid text outside the escape range.
@Suite struct ArgumentTextTests {
    @Test func validTextIsUnchanged() {
        for text in ["", "plain", "é ü 中文 🎨", "\u{10FF7F}", "tab\there"] {
            #expect(ArgumentText.decode(Array(text.utf8)) == text)
            #expect(ArgumentText.isUnicode(ArgumentText.decode(Array(text.utf8))))
        }
    }

    @Test func malformedSequencesAreKeptByteForByte() {
        let cases: [[UInt8]] = [
            [0xFF], [0xC0, 0x80],               // never valid; an overlong NUL
            [0xED, 0xA0, 0x80],                 // a surrogate
            [0xF4, 0x90, 0x80, 0x80],           // past U+10FFFF
            [0xE2, 0x82],                       // cut short
            [0x41, 0x80, 0x42],                 // a lone continuation byte
            [0xF4, 0x8F, 0xBE, 0x80],           // U+10FF80: valid, but in the escape range
        ]
        for bytes in cases {
            let text = ArgumentText.decode(bytes)
            #expect(ArgumentText.bytes(text) == bytes)
            #expect(!ArgumentText.isUnicode(text), "\(bytes)")
        }
    }

    @Test func everyByteStringRoundTrips() {
        // A fixed linear congruential sequence (Knuth's MMIX constants):
        // the same 2,000 strings on every run, biased towards bytes ≥ 0x80.
        var state: UInt64 = 42
        func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        for _ in 0..<2000 {
            let bytes = (0..<Int(next() % 12)).map { _ in next() | (next() & 0x80) }
            #expect(ArgumentText.bytes(ArgumentText.decode(bytes)) == bytes, "\(bytes)")
        }
    }
}
