import Foundation
import Testing

/// Where docs/CLI.md is silent the command line behaves as lua.c 5.4 does. Each
/// test runs the same input through `lua5.4` (Debian's, the reference) and
/// through shapelua and compares what a user sees, the "lua5.4:" /
/// "shapelua:" prefix aside. The cases come from Lua 5.4.4's own
/// testes/main.lua and from the deviations issue 12 lists.
@Suite struct LuaStandaloneFidelityTests {
    struct Outcome: Equatable, CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderrFirstLine: String
        var description: String { "status \(status), stdout \(stdout.debugDescription), stderr \(stderrFirstLine.debugDescription)" }
    }

    static let lua = "/usr/bin/lua5.4"

    /// lua5.4 run as a process with the same minimal environment.
    func reference(_ arguments: [String], stdin: String = "") throws -> Outcome {
        let scratch = try Scratch()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.lua)
        process.arguments = arguments
        process.currentDirectoryURL = scratch.url
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": scratch.url.path]
        let inURL = scratch.url.appendingPathComponent(".stdin")
        try Data(stdin.utf8).write(to: inURL)
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let firstLine = String(decoding: e, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        return Outcome(status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                       stderrFirstLine: firstLine.replacingOccurrences(of: "\(Self.lua):", with: "shapelua:"))
    }

    func shapelua(_ arguments: [String], stdin: String = "") throws -> Outcome {
        let r = try Shapelua.run(arguments, stdin: stdin)
        let firstLine = r.stderr.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        return Outcome(status: r.status, stdout: r.stdout, stderrFirstLine: String(firstLine))
    }

    func expectSame(_ arguments: [String], stdin: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.lua) else {
            Issue.record("lua5.4 is not installed (scripts/setup installs it)", sourceLocation: sourceLocation)
            return
        }
        let expected = try reference(arguments, stdin: stdin)
        let got = try shapelua(arguments, stdin: stdin)
        #expect(got == expected, sourceLocation: sourceLocation)
    }

    @Test func scriptArgumentsComeFromTheArgTableAsChunksLeftIt() throws {
        try expectSame(["-e", "arg[1] = 100", "-", "x"], stdin: "print(...)\n")
        try expectSame(["-e", "arg[2] = nil; arg[1] = 'a'", "-", "x", "y"], stdin: "print(select('#', ...), ...)\n")
        try expectSame(["-e", "arg = {'from', 'chunk'}", "-"], stdin: "print(...)\n")
    }

    @Test func argThatIsNotATableIsAnError() throws {
        try expectSame(["-e", "arg = 1", "-"], stdin: "print('ran')\n")
        let r = try shapelua(["-e", "arg = 1", "-"], stdin: "print('ran')\n")
        #expect(r.status == 1 && r.stderrFirstLine == "shapelua: 'arg' is not a table")
    }

    @Test func theCollectorIsGenerational() throws {
        try expectSame(["-e", "print(collectgarbage('incremental'))"])
        let r = try shapelua(["-e", "print(collectgarbage('incremental'))"])
        #expect(r.stdout == "generational\n")
    }

    @Test func warningsRaisedWhileTheStateClosesArePrinted() throws {
        let chunk = "x = setmetatable({}, {__gc = function() warn('at close') end})"
        try expectSame(["-W", "-e", chunk])
        let r = try Shapelua.run(["-W", "-e", chunk])
        #expect(r.status == 0 && r.stderr == "Lua warning: at close\n")
        // Without -W they stay off, as in lua.
        #expect(try Shapelua.run(["-e", chunk]).stderr == "")
    }

    @Test func errorsInFinalizersAtCloseAreWarnings() throws {
        try expectSame(["-W", "-e", "x = setmetatable({}, {__gc = function() error('boom') end})"])
    }

    /// At exit the state closes without deinitialising the library's
    /// values one by one (LuaState.closeForExit): the script's own
    /// finalizers still run, a file left open is still flushed, and a view
    /// the finalizer reads is still whole (the library's values have no
    /// finalizer: they are released when Lua frees them, after every
    /// finalizer ran). Builds checking for leaks (the sanitizer options
    /// set) close the usual way, releasing every value, and the view is
    /// whole there too.
    @Test func theScriptsFinalizersRunAtExitAndLibraryValuesStayWhole() throws {
        let scratch = try Scratch()
        let file = scratch.url.appendingPathComponent("left-open.txt").path
        let chunk = """
            x = setmetatable({}, {__gc = function() print(tostring(v)) end})
            v = Rectangle():frame(10, 10)
            f = io.open(\(luaString(file)), "w"); f:write("flushed")
            """
        let r = try Shapelua.run(["-e", chunk])
        #expect(r.status == 0 && r.stderr == "")
        #expect(scratch.read("left-open.txt") == "flushed")
        #expect(r.stdout == "Rectangle():frame(width: 10.0, height: 10.0) 10×10\n")
    }

    private func luaString(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    @Test func promptsGoThroughTostring() throws {
        let input = "1\nif true then\nend\n"
        let chunk = "_PROMPT = setmetatable({}, {__tostring = function() return 'P> ' end}); _PROMPT2 = 42"
        // Not compared with lua5.4 byte for byte: Debian's lua5.4 reads
        // through readline, which echoes piped input, and the banners differ.
        let r = try shapelua(["-e", chunk, "-i"], stdin: input)
        #expect(r.stdout.hasSuffix("P> 1\nP> 42P> \n"), "\(r.stdout)")
    }

    /// lua.c's lstop removes its hook before raising, so Ctrl-C is raised
    /// once: pcall catches it and <close> handlers run.
    @Test func ctrlCIsAnErrorThatPcallCatchesAndCloseHandlersSee() throws {
        let dir = try Scratch()
        let script = try dir.write("c.lua", """
            local closed = false
            local ok, err = pcall(function()
              local x <close> = setmetatable({}, {__close = function() closed = true end})
              io.stderr:write("looping\\n")
              while true do end
            end)
            print(ok, err, closed)
            print("after")
            """)
        // SIGINT once "looping" is on stderr (MeasuredRun waits 0.1 s more:
        // inside the loop, not in write's return, so the error has no
        // position — level 1 is pcall, a C function). The child starts with
        // SIGINT unblocked and at its default, as from a shell.
        let mine = try MeasuredRun.run([script], killAfter: 20, interruptWhen: "looping")
        #expect(mine.status == 0 && !mine.signaled, "\(mine)")
        #expect(mine.stdout == "false\tinterrupted!\ttrue\nafter\n", "\(mine)")
        if FileManager.default.isExecutableFile(atPath: Self.lua) {
            let reference = try MeasuredRun.run([script], killAfter: 20, interruptWhen: "looping", executable: Self.lua)
            #expect(reference.status == mine.status && reference.stdout == mine.stdout, "lua5.4: \(reference)")
        }
    }

    /// A script that catches the interrupt cannot outlive the user: as in
    /// lua.c (whose handler is SIG_DFL after the first), a second Ctrl-C in
    /// the same run ends the process — here with the message and exit 1,
    /// never by the signal.
    @Test func aSecondCtrlCEndsAScriptThatCaughtTheFirst() throws {
        let dir = try Scratch()
        let script = try dir.write("c.lua", """
            local n = 0
            while true do
              n = n + 1
              pcall(function() io.stderr:write("loop " .. n .. "\\n") while true do end end)
            end
            """)
        let r = try MeasuredRun.run([script], killAfter: 20, interruptWhen: "loop 1\n", interruptAgainWhen: "loop 2\n")
        #expect(!r.signaled && r.status == 1, "\(r)")
        #expect(r.stderr == "loop 1\nloop 2\nshapelua: interrupted!\n", "\(r)")
    }

    @Test func helpPrintsTheUsageAndSucceeds() throws {
        for flag in ["-h", "--help"] {
            let r = try Shapelua.run([flag])
            #expect(r.status == 0)
            #expect(r.stdout.hasPrefix("usage: shapelua [options] [script [args]]\n"))
            #expect(r.stdout.contains("-h, --help"))
            #expect(r.stderr == "")
        }
        // A usage error prints its line and where the usage is, status 2.
        let bad = try Shapelua.run(["--no-such-option"])
        #expect(bad.status == 2 && bad.stdout == "" && bad.stderr == "shapelua: unrecognized option '--no-such-option'\ntry 'shapelua --help'\n")
    }

    @Test func versionLongFormIsV() throws {
        let short = try Shapelua.run(["-v"])
        let long = try Shapelua.run(["--version"])
        #expect(long.status == 0 && long.stderr == "")
        #expect(long.stdout == short.stdout)
        #expect(long.stdout.hasPrefix("shapelua 0.1.0 (Lua 5.4.4"))
        let both = try Shapelua.run(["--version", "-e", "print('after')"])
        #expect(both.stdout == short.stdout + "after\n")
        let valued = try Shapelua.run(["--version=1"])
        #expect(valued.status == 2 && valued.stderr == "shapelua: '--version' takes no value\ntry 'shapelua --help'\n")
    }
}
