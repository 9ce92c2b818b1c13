import Foundation
import Testing

/// --sandbox and the limits, from the command line (docs/RELIABILITY.md).
@Suite struct SafetyOptionTests {
    @Test(arguments: [
        ("io.write('x')", "attempt to index a nil value (global 'io')"),
        ("os.execute('true')", "attempt to call a nil value (field 'execute')"),
        ("debug.traceback()", "attempt to index a nil value (global 'debug')"),
        ("package.loadlib('x', 'y')", "attempt to index a nil value (global 'package')"),
        ("require('string')", "attempt to call a nil value (global 'require')"),
        ("string.dump(print)", "attempt to call a nil value (field 'dump')"),
        ("dofile('x.lua')", "attempt to call a nil value (global 'dofile')"),
        ("assert(load('\\27Lua'))", "attempt to load a binary chunk (mode is 't')"),
    ])
    func sandboxRefuses(code: String, message: String) throws {
        let r = try Shapelua.run(["--sandbox", "-e", code])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("shapelua: "))
        #expect(r.stderr.contains(message))
    }

    @Test func sandboxKeepsTheSafeLibraries() throws {
        let r = try Shapelua.run(["--sandbox", "-e",
            "print(string.format('%d', 3), table.concat({1,2}), math.floor(2.5), utf8.char(65), type(coroutine.wrap), type(os.clock()), os.getenv)"])
        #expect(r.status == 0)
        #expect(r.stdout == "3\t12\t2\tA\tfunction\tnumber\tnil\n")
    }

    @Test func sandboxRefusesABinaryScriptFile() throws {
        let dir = try Scratch()
        try dir.write("src.lua", "print('compiled')\n")
        let compile = try Shapelua.run(["-e", "local f = io.open('bin.luac', 'wb'); f:write(string.dump(loadfile('src.lua'))); f:close()"],
                                       in: dir.url)
        #expect(compile.status == 0)
        let full = try Shapelua.run(["bin.luac"], in: dir.url)
        #expect(full.stdout == "compiled\n")
        let sandboxed = try Shapelua.run(["--sandbox", "bin.luac"], in: dir.url)
        #expect(sandboxed.status == 1)
        #expect(sandboxed.stderr.contains("attempt to load a binary chunk (mode is 't')"))
    }

    @Test func instructionLimitStopsARunawayScript() throws {
        let r = try Shapelua.run(["--max-instructions", "100000", "-e", "while true do end"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("shapelua: "))
        #expect(r.stderr.contains("instruction limit reached"))
    }

    @Test func instructionLimitLeavesShortScriptsAlone() throws {
        let r = try Shapelua.run(["--max-instructions", "1000000", "-e", "local s = 0 for i = 1, 1000 do s = s + i end print(s)"])
        #expect(r.status == 0)
        #expect(r.stdout == "500500\n")
    }

    @Test func memoryLimitStopsARunawayScript() throws {
        let r = try Shapelua.run(["--max-memory", "2", "-e", "local t = {} for i = 1, 1e8 do t[i] = i end"])
        #expect(r.status == 1)
        #expect(r.stderr == "shapelua: memory limit reached (--max-memory 2 MiB)\n")
    }

    @Test func timeoutStopsARunawayScript() throws {
        let r = try Shapelua.run(["--timeout", "0.2", "-e", "while true do end"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("time limit reached"))
    }

    @Test func sigintStopsARunningScriptWithATraceback() throws {
        let dir = try Scratch()
        let err = dir.url.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Shapelua.binary)
        process.arguments = ["-e", "io.stderr:write('looping\\n'); while true do end"]
        process.environment = Shapelua.environment(home: dir.url.path)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, !((try? String(contentsOf: err, encoding: .utf8)) ?? "").contains("looping") {
            usleep(10_000)
        }
        kill(process.processIdentifier, SIGINT)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        #expect(!process.isRunning)
        #expect(process.terminationStatus == 1)
        let text = (try? String(contentsOf: err, encoding: .utf8)) ?? ""
        #expect(text.contains("shapelua: (command line):1: interrupted!") || text.contains("shapelua: interrupted!"))
        #expect(text.contains("stack traceback:"))
    }

    /// Any limit value is honoured or refused: a deadline centuries away
    /// is no deadline in practice (the run ends by itself, at once), and
    /// values past what a limit can mean are usage errors.
    @Test(arguments: ["1e19", "1e308", "9.3e18"])
    func hugeTimeoutsAreHonoured(value: String) throws {
        let r = try Shapelua.run(["--timeout", value, "-e", "print('ran')"])
        #expect(r.status == 0 && r.stdout == "ran\n", "\(r.stderr)")
    }

    @Test(arguments: [["--max-memory", "1e308"], ["--max-memory", "2e6"], ["--max-instructions", "9223372036854775808"],
                      ["--max-instructions", "1e19"], ["--timeout", "inf"], ["--timeout", "nan"]])
    func limitsPastTheirMeaningAreUsageErrors(option: [String]) throws {
        let r = try Shapelua.run(option + ["-e", "print('ran')"])
        #expect(r.status == 2 && r.stdout.isEmpty, "\(option): \(r.stderr)")
        #expect(r.stderr.hasPrefix("shapelua: '\(option[0])'"), "\(r.stderr)")
    }

    @Test func integralFloatLimitsAreAccepted() throws {
        let ok = try Shapelua.run(["--max-instructions", "1e6", "-e", "print('ran')"])
        #expect(ok.status == 0 && ok.stdout == "ran\n")
        let stopped = try Shapelua.run(["--max-instructions", "1e5", "-e", "while true do end"])
        #expect(stopped.status == 1 && stopped.stderr.contains("instruction limit reached"))
        let bad = try Shapelua.run(["--max-instructions", "2.5", "-e", "print('ran')"])
        #expect(bad.status == 2 && bad.stdout == "")
        #expect(bad.stderr.hasPrefix("shapelua: '--max-instructions' needs a positive integer, got '2.5'"))
    }

    /// liblua 5.4.4's C-stack crash (lua5.4 itself gets SIGSEGV): the
    /// library is liblua's own, so the worker crashes, and shapelua reports
    /// it: exit 1 with a message, under every limit and without them, never
    /// a signal of shapelua itself.
    @Test(arguments: [[], ["--sandbox", "--timeout", "10", "--max-instructions", "1000000", "--max-memory", "64"]])
    func nestedCoroutineCloseIsAnErrorNotASignal(limits: [String]) throws {
        let chain = "local co=false for i=1,20000 do local prev=co co=coroutine.create(function() local x <close> =setmetatable({},{__close=function() if prev then coroutine.close(prev) end end}) coroutine.yield() end) coroutine.resume(co) end print(coroutine.close(co))"
        let r = try Shapelua.run(limits + ["-e", chain])
        #expect(r.status == 1, "\(r.stderr)")
        if MeasuredRun.underAddressSanitizer { // the sanitizer reports the overflow itself and exits 1
            #expect(r.stderr.contains("AddressSanitizer"), "\(r.stderr.prefix(300))")
            return
        }
        #expect(r.stderr == "shapelua: the run crashed with SIGSEGV (segmentation fault); this is a bug of shapelua or of a library it uses\n",
                "\(r.stderr)")
    }
}
