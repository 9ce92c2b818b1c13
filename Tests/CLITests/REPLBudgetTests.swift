import Foundation
import Testing

/// The REPL survives every soft stop (SPEC §10): a limit reached in Lua
/// code, in Swift-side work (a Lamé-curve fit, text shaping), in a render's
/// callbacks, or by Ctrl-C during Swift work, stops that line only.
@Suite(.serialized) struct REPLBudgetTests {
    /// Swift work of many seconds in one call: the length of 200,000
    /// cusp-like cubics, each refined deeply (about 1.6 s per 20,000 here).
    /// (A 1e300-sized superellipse was used before; geometry totality made
    /// it cheap: docs/GEOMETRY.md.)
    static let hugeLength = "print(Path('M0 0' .. (' C 100 0 -99 0 1 0'):rep(200000)):length())"
    static let slowCallbacks = "local v = {} for i = 1, 20 do v[i] = Shape(function(r) for j = 1, 3e7 do end return Path():addRect(r) end):frame(10, 10) end print(#svg(VStack(v)))"

    @Test func eachSoftStopEndsOnlyItsLine() throws {
        let input = [Self.hugeLength, Self.slowCallbacks, "while true do end",
                     "local t = {} for i = 1, 1e8 do t[i] = i end", "'alive'"].joined(separator: "\n") + "\n"
        let r = try Shapelua.run(["--timeout", "1", "--max-memory", "64", "-i"], stdin: input, timeout: 60)
        #expect(r.status == 0)
        #expect(r.stdout.hasSuffix("> > > > > alive\n> \n"), "stdout: \(r.stdout)")
        #expect(r.stderr.components(separatedBy: "time limit reached (--timeout 1 s)").count == 4, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("memory limit reached (--max-memory 64 MiB)"), "stderr: \(r.stderr)")
    }

    @Test func ctrlCDuringSwiftWorkStopsTheLineOnTheTerminal() throws {
        let home = try Scratch()
        let t = try Terminal(arguments: ["--timeout", "30"],
                             environment: Shapelua.environment(home: home.url.path, ["TERM": "xterm", "PATH": "/usr/bin:/bin"]))
        #expect(t.waitFor("> ") != nil, "no first prompt; output: \(t.output)")
        var mark = t.mark
        t.type(Self.hugeLength + "\r")
        #expect(t.waitFor("length())\r\n", after: mark) != nil)
        usleep(300_000)
        mark = t.mark
        t.type("\u{3}")
        #expect(t.waitFor("interrupted!", after: mark, timeout: 5) != nil, "output: \(t.output)")
        #expect(t.waitFor("> ", after: mark) != nil)
        mark = t.mark
        t.type("print('still ' .. 'alive')\r")
        #expect(t.waitFor("still alive\r\n> ", after: mark) != nil, "output: \(t.output)")
        #expect(t.quit() == 0)
    }
}
