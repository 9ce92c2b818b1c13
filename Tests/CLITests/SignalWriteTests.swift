import Foundation
import Testing

/// docs/SVG.md: a write stopped by a signal leaves the old file and no
/// temporary file; an interrupted save() does not rename; SIGXFSZ makes the
/// write fail with an error instead of killing the process.
@Suite struct SignalWriteTests {
    /// A Canvas whose callback draws enough to fill the first chunks of the
    /// temporary file and then never returns: a write in progress that only
    /// a signal ends.
    static let stuckCanvas = """
        local canvas = Canvas(100, 100, function(ctx)
            for i = 1, 3000 do ctx:fill(Rectangle(), "red", Rect(i % 90, i % 80, 7.25, 3.5)) end
            while true do end
        end)
        """

    /// A view of 60,000 shapes built before save() starts: its SVG (about
    /// 5 MB) is written by Swift alone, with no Lua code running, for long
    /// enough (a second or more) to be signalled mid-write.
    static let bigStack = """
        local t = {}
        for i = 1, 60000 do t[i] = Rectangle():fill("red"):frame(10, 10):offset(i % 100, i // 100) end
        local view = ZStack(t)
        """

    struct Outcome {
        var reason: Process.TerminationReason
        var status: Int32
        var stderr: String
    }

    static func temporaryFiles(_ dir: Scratch) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.url.path)) ?? []).filter { $0.hasSuffix(".tmp") }
    }

    /// Starts shapelua in `dir`, waits until a temporary file of a write
    /// exists, sends `signal`, and waits for the process to end.
    static func signalDuringWrite(_ arguments: [String], in dir: Scratch, signal: Int32) throws -> Outcome {
        let err = dir.url.appendingPathComponent(".stderr")
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Shapelua.binary)
        process.arguments = arguments
        process.currentDirectoryURL = dir.url
        process.environment = Shapelua.environment(home: dir.url.path)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) }; process.waitUntilExit() }
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning, temporaryFiles(dir).isEmpty { usleep(1_000) }
        #expect(!temporaryFiles(dir).isEmpty, "no write was seen under way")
        kill(process.processIdentifier, signal)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        #expect(!process.isRunning)
        process.waitUntilExit()
        return Outcome(reason: process.terminationReason, status: process.terminationStatus,
                       stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalDuringSaveLeavesTheOldFileAndNoTemporaryFile(signal: Int32) throws {
        let dir = try Scratch()
        try dir.write("out.svg", "old")
        try dir.write("s.lua", Self.stuckCanvas + "\nsave(canvas, 'out.svg')\n")
        let r = try Self.signalDuringWrite(["s.lua"], in: dir, signal: signal)
        #expect(r.reason == .uncaughtSignal && r.status == signal, "\(r)")
        #expect(dir.read("out.svg") == "old")
        #expect(Self.temporaryFiles(dir) == [])
    }

    @Test func sigtermDuringTheOutputOptionLeavesTheOldFile() throws {
        let dir = try Scratch()
        try dir.write("out.svg", "old")
        try dir.write("s.lua", Self.stuckCanvas + "\nreturn canvas\n")
        let r = try Self.signalDuringWrite(["-o", "out.svg", "s.lua"], in: dir, signal: SIGTERM)
        #expect(r.reason == .uncaughtSignal && r.status == SIGTERM, "\(r)")
        #expect(dir.read("out.svg") == "old")
        #expect(Self.temporaryFiles(dir) == [])
    }

    @Test func sigintWhileSaveWritesIsTheInterruptErrorAndNoRename() throws {
        let dir = try Scratch()
        try dir.write("out.svg", "old")
        try dir.write("s.lua", Self.bigStack + "\nsave(view, 'out.svg')\nprint('not reached')\n")
        let r = try Self.signalDuringWrite(["s.lua"], in: dir, signal: SIGINT)
        #expect(r.reason == .exit && r.status == 1, "\(r)")
        // Either save() returned within the second the supervisor gives, and
        // the interrupt is raised once after it, as lua.c's lstop raises it
        // (luaL_error's level 1 is the main chunk calling save()); or the
        // writing went on and the supervisor ended the worker.
        let soft = r.stderr.hasPrefix("shapelua: s.lua:4: interrupted!\nstack traceback:\n")
            && r.stderr.contains("save'\n\ts.lua:4: in main chunk") // 'save' or 'shape.save'
        #expect(soft || r.stderr == "shapelua: interrupted!\n", "\(r.stderr)")
        #expect(!r.stderr.contains("not reached"))
        #expect(dir.read("out.svg") == "old")
        #expect(Self.temporaryFiles(dir) == [])
    }

    @Test func sigintInACallbackOfSaveLeavesTheOldFile() throws {
        let dir = try Scratch()
        try dir.write("out.svg", "old")
        try dir.write("s.lua", Self.stuckCanvas + "\nsave(canvas, 'out.svg')\n")
        let r = try Self.signalDuringWrite(["s.lua"], in: dir, signal: SIGINT)
        #expect(r.reason == .exit && r.status == 1, "\(r)")
        #expect(r.stderr.contains("interrupted!"), "\(r.stderr)")
        #expect(dir.read("out.svg") == "old")
        #expect(Self.temporaryFiles(dir) == [])
    }

    /// -o is written inside the script's run (docs/RELIABILITY.md: one budget covers
    /// the writing), so Ctrl-C there stops the run as it stops Lua code:
    /// "interrupted!", exit status 1, the old file kept, no litter.
    @Test func sigintWhileTheOutputOptionWritesEndsTheProcessWithoutLitter() throws {
        let dir = try Scratch()
        try dir.write("out.svg", "old")
        try dir.write("s.lua", Self.bigStack + "\nreturn view\n")
        let r = try Self.signalDuringWrite(["-o", "out.svg", "s.lua"], in: dir, signal: SIGINT)
        #expect(r.reason == .exit && r.status == 1, "\(r)")
        #expect(r.stderr == "shapelua: interrupted!\n", "\(r.stderr)")
        #expect(dir.read("out.svg") == "old")
        #expect(Self.temporaryFiles(dir) == [])
    }

    /// Past the file-size limit (ulimit -f) the write fails with EFBIG: an
    /// error with exit status 1, not death by SIGXFSZ.
    @Test(arguments: [false, true])
    func aFileSizeLimitIsAWriteError(outputOption: Bool) throws {
        let dir = try Scratch()
        try dir.write("out.svg", "old")
        try dir.write("s.lua", Self.bigStack + (outputOption ? "\nreturn view\n" : "\nsave(view, 'out.svg')\n"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let arguments = outputOption ? "-o out.svg s.lua" : "s.lua"
        process.arguments = ["-c", "ulimit -f 64 && exec '\(Shapelua.binary)' \(arguments) 2>err.txt"]
        process.currentDirectoryURL = dir.url
        process.environment = Shapelua.environment(home: dir.url.path)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 1)
        let message = dir.read("err.txt") ?? ""
        #expect(message.hasPrefix(outputOption ? "shapelua: cannot write 'out.svg': File too large"
                                               : "shapelua: s.lua:4: save: cannot write 'out.svg': File too large"), "\(message)")
        #expect(dir.read("out.svg") == "old")
        #expect(Self.temporaryFiles(dir) == [])
    }
}
