import Foundation
import Testing

/// shapelua's string.find, match, gmatch and gsub are its own (they read
/// the run's budget while they match: CLuaBridge/patterns.c). They must
/// answer exactly as Lua 5.4.4's: the same random cases — patterns built
/// from every kind of item, subjects with special and NUL bytes, negative
/// and out-of-range starts, every kind of replacement, malformed patterns,
/// bad arguments — go through lua5.4 and shapelua, and every printed line
/// (results, or the error message) must be the same.
@Suite struct PatternDifferentialTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("lua/differential/patterns.lua").path

    @Test(arguments: [1, 20261201, 77])
    func theSameAnswersAsLua(seed: Int) throws {
        let arguments = [Self.script, String(seed), "3000"]
        let lua = try MeasuredRun.run(arguments, killAfter: 120, executable: "/usr/bin/lua5.4")
        let ours = try MeasuredRun.run(arguments, killAfter: 120)
        #expect(lua.status == 0 && ours.status == 0, "lua5.4: \(lua.stderr) shapelua: \(ours.stderr)")
        let expected = lua.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = ours.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(expected.count > 12_000) // ~4.5 lines per case: the script really ran
        #expect(actual.count == expected.count)
        for (a, e) in zip(actual, expected) where a != e {
            Issue.record("first difference:\n  lua5.4:   \(e)\n  shapelua: \(a)")
            break
        }
        // The script's own sanity: errors and matches both occur.
        #expect(lua.stdout.contains("error: malformed pattern (missing ']')"))
        #expect(lua.stdout.contains("error: pattern too complex"))
    }
}
