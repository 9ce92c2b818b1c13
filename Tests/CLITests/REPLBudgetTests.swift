import Foundation
import Testing

/// The REPL survives every stop: a limit reached in Lua code (the count
/// hook's soft stop, the state kept), in work no hook reaches (the
/// supervisor ends the worker and the snapshot forked before the line goes
/// on), in a render's callbacks, or by Ctrl-C, stops that line only
/// (docs/ARCHITECTURE.md, "Supervisor and worker"). Every line is unbounded
/// work, so no test depends on the machine's speed.
@Suite(.serialized) struct REPLBudgetTests {
    /// 0.2 s of CPU time per callback, 4 s for the 20: past a 1 s deadline
    /// on any machine.
    static let slowCallbacks = "local v = {} for i = 1, 20 do v[i] = Shape(function(r) local t = os.clock() " +
        "while os.clock() - t < 0.2 do end return Path():addRect(r) end):frame(10, 10) end print(#svg(VStack(v)))"
    static let finalizerLoop = "setmetatable({}, {__gc = function() while true do end end}) collectgarbage()"

    @Test func eachStopEndsOnlyItsLine() throws {
        let input = [Self.slowCallbacks, Self.finalizerLoop, "while true do end",
                     "local t = {} for i = 1, 1e8 do t[i] = i end", "'alive'"].joined(separator: "\n") + "\n"
        let r = try Shapelua.run(["--timeout", "1", "--max-memory", "64", "-i"], stdin: input, timeout: 60)
        #expect(r.status == 0)
        #expect(r.stdout.hasSuffix("> > > > > alive\n> \n"), "stdout: \(r.stdout)")
        #expect(r.stderr.components(separatedBy: "time limit reached (--timeout 1 s)").count == 4, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("memory limit reached (--max-memory 64 MiB)"), "stderr: \(r.stderr)")
    }

    /// Swift work in an endless loop: each call is bounded, the loop is
    /// not. The deadline finds it in Lua code (a soft stop) or in Swift
    /// (the supervisor ends the worker); either way only the line stops.
    static let swiftLoops = [
        "while true do Path('M0 0' .. (' C 100 0 -99 0 1 0'):rep(20000)):length() end",
        "while true do Path('M0 0' .. (' C 100 0 -99 50 1 0 L 3 90'):rep(20000)):strokedPath{lineWidth=3, dash={1,2}} end",
        "local a = Path('M0 0' .. (' L 100 3 3 100'):rep(2000)) local b = a:transformed(Transform.translation(1, 1)) " +
            "while true do a:union(b) end",
        "while true do svg(Text(('あい う'):rep(10000))) end",
        "while true do svg(Text(('word '):rep(10000)):frame(200, nil)) end",
        "while true do Path('M0 0' .. (' C 100 0 -99 50 1 0'):rep(30000)):area() end",
    ]

    @Test func swiftWorkInAnEndlessLoopStopsOnlyItsLine() throws {
        let input = (Self.swiftLoops + ["'alive'"]).joined(separator: "\n") + "\n"
        let r = try Shapelua.run(["--timeout", "1", "-i"], stdin: input, timeout: 120)
        #expect(r.status == 0)
        #expect(r.stdout.hasSuffix(String(repeating: "> ", count: Self.swiftLoops.count) + "alive\n> \n"), "stdout: \(r.stdout)")
        #expect(r.stderr.components(separatedBy: "time limit reached (--timeout 1 s)").count == Self.swiftLoops.count + 1,
                "stderr: \(r.stderr)")
    }

    /// Swift work that grows one large buffer past the worker's data
    /// limit: the kernel refuses it, the worker ends, the snapshot goes on;
    /// the resident size stays within the bound.
    static let largeBuffers = [
        "print(#svg(Text(('あ'):rep(2e5))))",
        "print(Path(('M0 0 L 1 1 '):rep(3e6)):isEmpty())", // the parser's copy, the path's points
        "local p = Path():addRect(Rect(0, 0, 1, 1)) for i = 1, 40 do p:addPath(p) end",
    ]

    @Test(.disabled(if: MeasuredRun.underAddressSanitizer, "the resident size is not meaningful under ASan"))
    func largeBuffersStopAtTheMemoryLimit() throws {
        let input = (Self.largeBuffers + ["'alive'"]).joined(separator: "\n") + "\n"
        let r = try MeasuredRun.run(["--max-memory", "64", "-i"], killAfter: 120, stdin: input)
        #expect(!r.signaled)
        #expect(r.status == 0)
        #expect(r.stdout.hasSuffix("> > > alive\n> \n"), "stdout: \(r.stdout)")
        #expect(r.stderr.components(separatedBy: "memory limit reached (--max-memory 64 MiB)").count == Self.largeBuffers.count + 1,
                "stderr: \(r.stderr)")
        #expect(r.peakResidentMiB <= 64 * 1.1 + 32, "peak \(r.peakResidentMiB) MiB")
    }

    /// Lua's own matcher and table.move run no hook: the supervisor ends
    /// the worker a quarter of a second after the deadline, the line only.
    @Test func aBacktrackingPatternMatchStopsOnlyItsLine() throws {
        let input = "print(('a'):rep(3000):find('.-.-.-b'))\nprint(('a'):rep(5000):match('(.-)(.-)(.-)b'))\n" +
            "table.move({}, 1, 1e10, 2)\nx = 1\n'alive'\n"
        let r = try Shapelua.run(["--timeout", "1", "--max-instructions", "1e9", "-i"], stdin: input, timeout: 60)
        #expect(r.status == 0)
        #expect(r.stdout.hasSuffix("> > > > > alive\n> \n"), "stdout: \(r.stdout)")
        #expect(r.stderr.components(separatedBy: "time limit reached (--timeout 1 s)").count == 4, "stderr: \(r.stderr)")
    }

    @Test func ctrlCDuringAPatternMatchStopsTheLineOnTheTerminal() throws {
        try ctrlCStopsTheLineOnTheTerminal("io.write('go\\n') print(('a'):rep(3000):find('.-.-.-b'))")
    }

    @Test func ctrlCDuringSwiftWorkStopsTheLineOnTheTerminal() throws {
        try ctrlCStopsTheLineOnTheTerminal("io.write('go\\n') while true do Path('M0 0' .. (' C 100 0 -99 0 1 0'):rep(20000)):length() end")
    }

    /// Types `line` at the REPL on a terminal, Ctrl-C once the line printed
    /// "go", then checks the REPL answers again.
    func ctrlCStopsTheLineOnTheTerminal(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let home = try Scratch()
        let t = try Terminal(arguments: ["--timeout", "30"],
                             environment: Shapelua.environment(home: home.url.path, ["TERM": "xterm", "PATH": "/usr/bin:/bin"]))
        #expect(t.waitFor("> ") != nil, "no first prompt; output: \(t.output)", sourceLocation: sourceLocation)
        var mark = t.mark
        t.type(line + "\r")
        #expect(t.waitFor("go\r\n", after: mark) != nil, "output: \(t.output)", sourceLocation: sourceLocation)
        mark = t.mark
        t.type("\u{3}")
        #expect(t.waitFor("interrupted!", after: mark, timeout: 5) != nil, "output: \(t.output)", sourceLocation: sourceLocation)
        #expect(t.waitFor("> ", after: mark) != nil, sourceLocation: sourceLocation)
        mark = t.mark
        t.type("print('still ' .. 'alive')\r")
        #expect(t.waitFor("still alive\r\n> ", after: mark) != nil, "output: \(t.output)", sourceLocation: sourceLocation)
        #expect(t.quit() == 0, sourceLocation: sourceLocation)
    }
}
