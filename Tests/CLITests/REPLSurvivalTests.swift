import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The REPL survives every stop (docs/ARCHITECTURE.md, "Supervisor and
/// worker"), on a terminal as a person uses it: a stop the kernel or the
/// supervisor makes ends the worker, and the snapshot forked before the
/// line goes on with the state as it was, so `x` set before the line is
/// still there after it. Each stop is unbounded work (or a crash), never
/// work sized to outlast a limit.
@Suite(.serialized) struct REPLSurvivalTests {
    struct Stop: CustomStringConvertible, Sendable {
        let description: String
        let arguments: [String]
        /// `DIR` is replaced by a scratch folder holding a FIFO `fifo`
        /// nobody writes.
        let line: String
        let message: String
        /// Ctrl-C once the line printed "go" (work no hook reaches).
        var ctrlC = false
    }

    static let coroutineChain = "local co=false for i=1,20000 do local prev=co co=coroutine.create(function() local x <close> =setmetatable({},{__close=function() if prev then coroutine.close(prev) end end}) coroutine.yield() end) coroutine.resume(co) end print(coroutine.close(co))"

    static let stops: [Stop] = [
        Stop(description: "a finalizer that never returns", arguments: ["--timeout", "1"],
             line: "setmetatable({}, {__gc = function() while true do end end}) collectgarbage()",
             message: "time limit reached (--timeout 1 s)"),
        Stop(description: "a blocking read", arguments: ["--timeout", "1"],
             line: "print(io.open('DIR/fifo'):read())", message: "time limit reached (--timeout 1 s)"),
        Stop(description: "Swift allocating past the data limit", arguments: ["--max-memory", "64"],
             line: "local p = Path():addRect(Rect(0, 0, 1, 1)) for i = 1, 40 do p:addPath(p) end",
             message: "memory limit reached (--max-memory 64 MiB)"),
        Stop(description: "cairo refused a 1 GB surface under the data limit", arguments: ["--max-memory", "64"],
             line: "save(Rectangle():fill('red'):frame(16000, 16000), 'DIR/big.png')",
             message: "memory limit reached (--max-memory 64 MiB)"),
        Stop(description: "liblua 5.4.4's C-stack crash", arguments: [],
             line: coroutineChain, message: "the run crashed with SIGSEGV"),
        Stop(description: "librsvg aborting", arguments: [],
             line: "save(Text('Hi'):font(3e6):frame(100, 100), 'DIR/t.png', {text = 'text'})",
             message: "the run crashed with SIGABRT"),
        Stop(description: "a %b match under --max-instructions, then Ctrl-C", arguments: ["--max-instructions", "1000000"],
             line: "io.stderr:write('go\\n') print(('('):rep(1e6):find('%b()'))", message: "interrupted!", ctrlC: true),
    ]

    @Test(arguments: stops)
    func aStopKeepsTheStateOfTheLinesBefore(_ stop: Stop) throws {
        // Under AddressSanitizer the worker gets no data limit (its shadow
        // memory is data), and the sanitizer turns a segmentation fault into
        // its own report and exit status, which ends the REPL as an exit does.
        if MeasuredRun.underAddressSanitizer && (stop.arguments.contains("--max-memory") || stop.message.contains("SIGSEGV")) { return }
        let dir = try Scratch()
        #expect(mkfifo(dir.url.appendingPathComponent("fifo").path, 0o600) == 0)
        let t = try Terminal(arguments: stop.arguments,
                             environment: Shapelua.environment(home: dir.url.path, ["TERM": "xterm", "PATH": "/usr/bin:/bin"]))
        #expect(t.waitFor("> ") != nil, "no first prompt; output: \(t.output)")
        var mark = t.mark
        t.type("x = 42\r")
        #expect(t.waitFor("> ", after: mark) != nil)
        mark = t.mark
        t.type(stop.line.replacingOccurrences(of: "DIR", with: dir.url.path) + "\r")
        if stop.ctrlC {
            #expect(t.waitFor("go\r\n", after: mark) != nil, "output: \(t.output)")
            t.type("\u{3}")
        }
        #expect(t.waitFor(stop.message, after: mark, timeout: 30) != nil, "output: \(t.output)")
        #expect(t.waitFor("> ", after: mark) != nil)
        mark = t.mark
        t.type("print(x + 1)\r")
        #expect(t.waitFor("43\r\n> ", after: mark) != nil, "output: \(t.output)")
        #expect(!t.output.contains("state was reset"), "output: \(t.output)")
        #expect(t.quit() == 0)
    }

    /// Without a snapshot (the worker takes none while it has a second
    /// thread, which librsvg and GLib may start; SHAPELUA_REPL_SNAPSHOTS=0
    /// turns them off) a kernel stop starts a fresh worker, and the REPL
    /// says its state was reset.
    @Test func withoutASnapshotTheREPLSaysItsStateWasReset() throws {
        let dir = try Scratch()
        let t = try Terminal(arguments: ["--timeout", "1"],
                             environment: Shapelua.environment(home: dir.url.path, ["TERM": "xterm", "PATH": "/usr/bin:/bin",
                                                                                     "SHAPELUA_REPL_SNAPSHOTS": "0"]))
        #expect(t.waitFor("> ") != nil, "no first prompt; output: \(t.output)")
        var mark = t.mark
        t.type("x = 42 print(x)\r")
        #expect(t.waitFor("42\r\n> ", after: mark) != nil, "output: \(t.output)")
        mark = t.mark
        t.type("setmetatable({}, {__gc = function() while true do end end}) collectgarbage()\r")
        #expect(t.waitFor("time limit reached (--timeout 1 s)", after: mark, timeout: 30) != nil, "output: \(t.output)")
        #expect(t.waitFor("the REPL's state was reset", after: mark) != nil, "output: \(t.output)")
        #expect(t.waitFor("> ", after: mark) != nil)
        mark = t.mark
        t.type("print(x)\r")
        #expect(t.waitFor("nil\r\n> ", after: mark) != nil, "output: \(t.output)")
        #expect(t.quit() == 0)
    }
}
