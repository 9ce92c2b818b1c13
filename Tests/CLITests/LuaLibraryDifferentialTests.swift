import Foundation
import Testing

/// shapelua's string.find, match, gmatch and gsub, and table.sort, are its
/// own (they read the run's budget while they work: CLuaBridge/patterns.c,
/// sorting.c). They must answer exactly as Lua 5.4.4's: the same random
/// cases go through lua5.4 and shapelua, and every printed line (results,
/// or the error message) must be the same.
@Suite struct LuaLibraryDifferentialTests {
    static func script(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lua/differential/\(name).lua").path
    }

    /// Patterns built from every kind of item, subjects with special and
    /// NUL bytes, negative and out-of-range starts, every kind of
    /// replacement, malformed patterns, bad arguments.
    @Test(arguments: [1, 20261201, 77])
    func patternsAnswerAsLua(seed: Int) throws {
        let arguments = [Self.script("patterns"), String(seed), "3000"]
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

    /// Distinct numbers, strings and mixed keys, with and without an order
    /// function, arrays of 0 to 3,000; orders that must be refused; bad
    /// arguments. (Equal keys are left out: the manual does not say their
    /// order.)
    @Test(arguments: [1, 5])
    func sortingAnswersAsLua(seed: Int) throws {
        let arguments = [Self.script("sorting"), String(seed), "600"]
        let lua = try MeasuredRun.run(arguments, killAfter: 120, executable: "/usr/bin/lua5.4")
        let ours = try MeasuredRun.run(arguments, killAfter: 120)
        #expect(lua.status == 0 && ours.status == 0, "lua5.4: \(lua.stderr) shapelua: \(ours.stderr)")
        #expect(lua.stdout.split(separator: "\n").count > 600)
        #expect(lua.stdout.contains("invalid order function for sorting"))
        let expected = lua.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = ours.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(actual.count == expected.count)
        for (a, e) in zip(actual, expected) where a != e {
            Issue.record("first difference:\n  lua5.4:   \(e.prefix(300))\n  shapelua: \(a.prefix(300))")
            break
        }
    }
}
