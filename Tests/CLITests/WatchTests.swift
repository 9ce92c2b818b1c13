import Foundation
import Testing

/// `shapelua ARGUMENTS --watch main.lua` in a scratch folder, its output
/// streams in files there. Killed with SIGKILL by the caller: the test
/// runner's threads block SIGTERM, and a spawned process inherits that
/// mask, so terminate() would not stop it.
struct WatchedRun {
    let dir: Scratch
    let process = Process()
    let out: URL
    let err: URL

    init(_ arguments: [String], script: String, files: [String: String] = [:]) throws {
        dir = try Scratch()
        try dir.write("main.lua", script)
        for (name, text) in files { try dir.write(name, text) }
        out = dir.url.appendingPathComponent("watch.out")
        err = dir.url.appendingPathComponent("watch.err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: Shapelua.binary)
        process.arguments = arguments + ["--watch", "main.lua"]
        process.currentDirectoryURL = dir.url
        process.environment = Shapelua.environment(home: dir.url.path)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        self.ended = ended
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
    }

    private let ended: DispatchSemaphore

    /// Waits for the watcher to end, for at most `seconds` (a bound for a
    /// broken build, never a time the test relies on); false if it did not.
    func waitForExit(seconds: Double = 60) -> Bool {
        guard ended.wait(timeout: .now() + seconds) == .success else { return false }
        process.waitUntilExit()
        return true
    }

    var pid: pid_t { process.processIdentifier }
    var stderr: String { (try? String(contentsOf: err, encoding: .utf8)) ?? "" }
}

/// --watch: the script runs again when it or a module it required changes.
@Suite struct WatchTests {
    /// Polls `file` until it contains `text` `times` times, or `timeout` passes.
    func waitFor(_ text: String, times: Int = 1, in file: URL, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let content = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            if content.components(separatedBy: text).count - 1 >= times { return true }
            usleep(20_000)
        }
        return false
    }

    @Test func rerunsWhenTheScriptOrARequiredModuleChanges() throws {
        let watch = try WatchedRun([], script: "print('main sees ' .. require('part'))\n", files: ["part.lua": "return 'one'\n"])
        defer { kill(watch.pid, SIGKILL); watch.process.waitUntilExit() }
        let (dir, out, err, process) = (watch.dir, watch.out, watch.err, watch.process)

        #expect(waitFor("main sees one", in: out))
        #expect(waitFor("watching 2 files", in: err))
        try dir.write("part.lua", "return 'two, changed'\n")
        #expect(waitFor("main sees two, changed", in: out))
        try dir.write("main.lua", "print('main itself changed')\n")
        #expect(waitFor("main itself changed", in: out))
        // The new main requires nothing: only the script is watched now.
        #expect(waitFor("watching 1 file ", in: err))
        try dir.write("main.lua", "error('broken')\n")
        #expect(waitFor("shapelua: main.lua:1: broken", in: err))
        try dir.write("main.lua", "print('fixed')\n")
        #expect(waitFor("fixed", in: out))
        #expect(process.isRunning)
    }
}

/// --watch also follows the files a run read: images, and files Lua code
/// opened for reading; not the ones it wrote.
@Suite struct WatchReadFilesTests {
    static let dot = #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>"#

    @Test func rerunsWhenADataFileOrAnImageChanges() throws {
        let script = """
            local total = 0
            for line in io.lines("data.csv") do total = total + tonumber(line) end
            local f = assert(io.open("sub/more.txt")); local extra = f:read("a"); f:close()
            local w = assert(io.open("written.txt", "w")); w:write("x"); w:close()
            local image = Image("dot.svg")
            print(string.format("total %d extra %s width %s", total, extra, svg(image):match('width="([%d.]+)"')))
            """
        let watch = try WatchedRun([], script: script,
                                   files: ["data.csv": "1\n2\n", "sub/more.txt": "a", "dot.svg": Self.dot])
        defer { kill(watch.pid, SIGKILL); watch.process.waitUntilExit() }
        let waits = WatchTests()
        #expect(waits.waitFor("total 3 extra a width 4", in: watch.out))
        // main.lua, data.csv, sub/more.txt, dot.svg; not written.txt.
        #expect(waits.waitFor("watching 4 files", in: watch.err), "\(watch.stderr)")
        try watch.dir.write("data.csv", "1\n2\n30\n")
        #expect(waits.waitFor("total 33 extra a width 4", in: watch.out))
        try watch.dir.write("sub/more.txt", "b")
        #expect(waits.waitFor("total 33 extra b width 4", in: watch.out))
        try watch.dir.write("dot.svg", Self.dot.replacingOccurrences(of: "width=\"4\"", with: "width=\"9\""))
        #expect(waits.waitFor("total 33 extra b width 9", in: watch.out))
        #expect(waits.waitFor("a file it reads changed; running again", times: 3, in: watch.err))
        #expect(watch.process.isRunning)
    }
}

/// A save made while the script runs is a change (the files are stamped
/// before each run, not after it, which used to miss it and made the test
/// above fail under load).
@Suite struct WatchStampTests {
    @Test func aSaveDuringTheRunStartsAnotherRun() throws {
        let dir = try Scratch()
        // The first run rewrites its own script; the second prints "second run".
        try dir.write("main.lua", """
            local f = assert(io.open('main.lua', 'w'))
            f:write("print('second run')\\n")
            f:close()
            print('first run')
            """)
        let out = dir.url.appendingPathComponent("watch.out")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Shapelua.binary)
        process.arguments = ["--watch", "main.lua"]
        process.currentDirectoryURL = dir.url
        process.environment = Shapelua.environment(home: dir.url.path)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
        #expect(WatchTests().waitFor("second run", in: out))
        #expect(((try? String(contentsOf: out, encoding: .utf8)) ?? "").hasPrefix("first run\n"))
    }
}

/// Each --watch run is supervised as a single run is (docs/ARCHITECTURE.md,
/// "Supervisor and worker"): the kernel bounds it, a stop is reported and
/// watching goes on, and no run outlives the watcher.
@Suite struct WatchSupervisionTests {
    /// The pids of `pid`'s children (Linux's /proc children list).
    static func children(of pid: pid_t) -> [pid_t] {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return text.split(separator: " ").compactMap { pid_t($0) }
    }

    /// The run's processes (its supervisor and worker) while one is going.
    static func runProcesses(of pid: pid_t) -> [pid_t] {
        children(of: pid).flatMap { [$0] + children(of: $0) }
    }

    /// True once none of `pids` exists any more (polled, up to 10 s).
    static func allGone(_ pids: [pid_t]) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if pids.allSatisfy({ kill($0, 0) != 0 && errno == ESRCH }) { return true }
            usleep(20_000)
        }
        return false
    }

    @Test func aRunStoppedByTheTimeoutIsReportedAndWatchingGoesOn() throws {
        let watch = try WatchedRun(["--timeout", "1"],
                              script: "setmetatable({}, {__gc = function() while true do end end}) collectgarbage()\n")
        defer { kill(watch.pid, SIGKILL); watch.process.waitUntilExit() }
        #expect(WatchTests().waitFor("time limit reached (--timeout 1 s)", in: watch.err))
        #expect(WatchTests().waitFor("watching 1 file", in: watch.err))
        try watch.dir.write("main.lua", "print('fixed')\n")
        #expect(WatchTests().waitFor("fixed", in: watch.out))
        #expect(watch.process.isRunning)
    }

    /// SIGINT sent to the watcher alone (not the terminal's, which reaches
    /// every process) is passed on to the run, which reports it; then the
    /// watcher ends by it, as Ctrl-C ends it, leaving no process behind.
    @Test func sigintToTheWatcherEndsTheRunThenWatching() throws {
        let watch = try WatchedRun([], script: "print('looping') io.stdout:flush() while true do end\n")
        defer { kill(watch.pid, SIGKILL); watch.process.waitUntilExit() }
        #expect(WatchTests().waitFor("looping", in: watch.out))
        let run = Self.runProcesses(of: watch.pid)
        #expect(run.count == 2, "supervisor and worker: \(run)")
        kill(watch.pid, SIGINT)
        try #require(watch.waitForExit(), "the watcher did not end: \(watch.stderr)")
        #expect(watch.process.terminationReason == .uncaughtSignal && watch.process.terminationStatus == SIGINT)
        #expect(watch.stderr.contains("shapelua: interrupted!"), "\(watch.stderr)")
        #expect(Self.allGone(run))
    }

    /// The watcher killed outright: the run dies with it (parent-death signals).
    @Test func noRunOutlivesAWatcherKilledOutright() throws {
        let watch = try WatchedRun([], script: "print('looping') io.stdout:flush() while true do end\n")
        #expect(WatchTests().waitFor("looping", in: watch.out))
        let run = Self.runProcesses(of: watch.pid)
        #expect(run.count == 2, "supervisor and worker: \(run)")
        kill(watch.pid, SIGKILL)
        watch.process.waitUntilExit()
        #expect(Self.allGone(run))
    }
}
