import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// docs/BATCH.md, docs/BATCH.md: `--jobs` supervises its shards — signals
/// reach them, none outlives the parent, a shard that dies is reported
/// with the command that reruns it, their output is relayed in bounded
/// memory, and the channel between them is theirs alone. Every wait is
/// for a line the processes print or for a process to end (bounded
/// generously), never for a time.
@Suite struct JobsSupervisionTests {
    /// Saves for ever, after saying so on standard error.
    static let endless = """
        io.stderr:write("started\\n")
        local i = 0
        while true do
            i = i + 1
            save(Circle():frame(4, 4), string.format("out/%d.svg", i % 10))
        end
        """

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalToTheParentStopsEveryShard(signal: Int32) throws {
        let scratch = try Scratch()
        try scratch.write("s.lua", Self.endless)
        let run = try LiveRun(["--jobs", "2", "s.lua"], in: scratch.url)
        #expect(run.waitFor(["shard 0/2: started\n", "shard 1/2: started\n"]), "\(run.stderr)")
        let shards = run.workersChildren
        #expect(shards.count == 2)
        kill(run.pid, signal)
        let status = try #require(run.finish(), "the parent did not end: \(run.stderr)")
        let running = LiveRun.stillRunning(shards)
        for pid in running { kill(pid, SIGKILL) }
        #expect(running.isEmpty, "shards \(running) outlived the parent")
        if signal == SIGINT {
            // As a single run: the shards stop with "interrupted!", exit 1.
            #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 1, "status \(status): \(run.stderr)")
        } else {
            // The shards end by the signal and are reported; then the
            // parent ends by it too, as a single run does.
            #expect(status & 0x7F == signal, "status \(status): \(run.stderr)")
            let name = signal == SIGTERM ? "SIGTERM" : "SIGHUP"
            for k in 0..<2 {
                // Neither shard ran to its end, so neither counted the whole run.
                #expect(run.stderr.contains("shapelua: shard \(k)/2 was killed by \(name) after writing "), "\(run.stderr)")
                #expect(run.stderr.contains(" files (of how many is unknown: no shard ran to its end); rerun it with: "),
                        "\(run.stderr)")
                #expect(run.stderr.contains("rerun it with: \(Shapelua.binary) --shard \(k)/2 s.lua\n"), "\(run.stderr)")
            }
        }
    }

    /// Ctrl-C on a terminal reaches the whole foreground group, shards
    /// included: each stops as a single run does, once, and the parent
    /// waits for them and exits 1 (it died of the SIGINT before).
    @Test func ctrlCOnATerminalStopsEveryShardAndTheParentWaits() throws {
        let scratch = try Scratch()
        let script = try scratch.write("s.lua", "io.stderr:write('started\\n') while true do end")
        let terminal = try Terminal(arguments: ["--jobs", "2", script],
                                    environment: Shapelua.environment(home: scratch.url.path, ["PATH": "/usr/bin:/bin"]))
        #expect(terminal.waitFor("shard 0/2: started", timeout: 60) != nil, "\(terminal.output)")
        #expect(terminal.waitFor("shard 1/2: started", timeout: 60) != nil, "\(terminal.output)")
        terminal.type("\u{3}")
        #expect(terminal.exitStatus(timeout: 60) == 1, "\(terminal.output)")
        for k in 0..<2 {
            let stops = terminal.output.components(separatedBy: "shard \(k)/2: shapelua: interrupted!").count - 1
            #expect(stops == 1, "\(terminal.output.debugDescription)")
        }
        #expect(!terminal.output.contains("was killed by"), "\(terminal.output)")
    }

    @Test func noShardOutlivesAParentKilledOutright() throws {
        let scratch = try Scratch()
        try scratch.write("s.lua", Self.endless)
        let run = try LiveRun(["--jobs", "2", "s.lua"], in: scratch.url)
        #expect(run.waitFor(["shard 0/2: started\n", "shard 1/2: started\n"]), "\(run.stderr)")
        let shards = run.workersChildren
        #expect(shards.count == 2)
        kill(run.pid, SIGKILL)
        #expect(run.finish() != nil)
        let running = LiveRun.stillRunning(shards)
        for pid in running { kill(pid, SIGKILL) }
        #expect(running.isEmpty, "shards \(running) outlived their parent")
    }

    @Test func aKilledShardIsReportedWithTheCommandThatRerunsIt() throws {
        let scratch = try Scratch()
        // Seven saves: shard 0 writes 1, 3 and 5, then loops until killed
        // (unless RERUN is set) before its last, 7; shard 1 writes 2, 4
        // and 6 and ends.
        try scratch.write("s.lua", """
            for i = 1, 6 do save(Circle():frame(4, 4), "out/" .. i .. ".svg") end
            if shard.index == 0 and not os.getenv("RERUN") then
                io.stderr:write("saved\\n")
                while true do end
            end
            save(Circle():frame(4, 4), "out/7.svg")
            """)
        let run = try LiveRun(["--jobs", "2", "s.lua"], in: scratch.url)
        #expect(run.waitFor(["shard 0/2: saved\n"]), "\(run.stderr)")
        let shard0 = run.workersChildren.first { pid in
            let arguments = (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? ""
            return arguments.contains("--shard\u{0}0/2\u{0}")
        }
        kill(try #require(shard0), SIGKILL)
        let status = try #require(run.finish(), "\(run.stderr)")
        #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 1, "status \(status): \(run.stderr)")
        let rerun = "\(Shapelua.binary) --shard 0/2 s.lua"
        // Shard 1 ran to its end and counted shard 0's share of the saves.
        #expect(run.stderr.contains("shapelua: shard 0/2 was killed by SIGKILL after writing 3 of its 4 files; rerun it with: \(rerun)\n"),
                "\(run.stderr)")
        // The command given is one a shell runs, and it redoes that shard.
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("out"))
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "RERUN=1 " + rerun]
        shell.currentDirectoryURL = scratch.url
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("out").path)
        #expect(written.sorted() == ["1.svg", "3.svg", "5.svg", "7.svg"])
    }

    @Test func shardsThatCannotAllStartAreStopped() throws {
        let scratch = try Scratch()
        try scratch.write("s.lua", "io.stderr:write('started\\n') while true do end")
        // 40 descriptors hold pipes for some 15 shards, not 200.
        let run = try LiveRun(["--jobs", "200", "s.lua"], in: scratch.url, shell: "ulimit -n 40 &&")
        let status = try #require(run.finish(), "\(run.stderr)")
        #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 1, "status \(status): \(run.stderr)")
        #expect(run.stderr.contains("shapelua: cannot start shard "), "\(run.stderr)")
        #expect(run.stderr.contains("cannot make a pipe: Too many open files; stopped the "), "\(run.stderr)")
        #expect(!run.stderr.contains("was killed by"), "\(run.stderr)")
        let running = LiveRun.stillRunning(Self.processes(in: scratch.url))
        for pid in running { kill(pid, SIGKILL) }
        #expect(running.isEmpty, "\(running.count) shards left running")
    }

    /// The processes whose working folder is `folder`.
    static func processes(in folder: URL) -> [pid_t] {
        let target = folder.resolvingSymlinksInPath().path
        let all = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return all.compactMap { pid_t($0) }.filter {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\($0)/cwd")) == target
        }
    }

    @Test func theShardsChannelIsNotForOrdinaryRuns() throws {
        // The old channel, an environment variable, is obeyed by nothing.
        let save = try Shapelua.run(["-e", "save(Circle():frame(4, 4), 'a.svg')"], environment: ["SHAPELUA_PROGRESS_FD": "1"])
        #expect(save.status == 0 && save.stdout.isEmpty, "\(save.stdout)")
        // The option that names it takes only a pipe beside the standard streams, in a shard.
        for arguments in [["--shard", "0/1", "--shard-channel", "1"], ["--shard", "0/1", "--shard-channel", "2"],
                          ["--shard", "0/1", "--shard-channel", "9"], ["--shard-channel", "3"], ["--shard", "0/1", "--shard-channel", "x"]] {
            let result = try Shapelua.run(arguments + ["-e", "save(Circle():frame(4, 4), 'a.svg')"])
            #expect(result.status == 2 && result.stderr.contains("'--shard-channel'"), "\(arguments): \(result.stderr)")
        }
    }

    @Test func longLinesAreRelayedInPiecesInBoundedMemory() throws {
        let scratch = try Scratch()
        // One 16 MiB line from shard 0, written 64 KiB at a time.
        try scratch.write("long.lua", """
            if shard.index == 0 then
                local piece = string.rep("x", 65536)
                for _ = 1, 256 do io.stderr:write(piece) end
                io.stderr:write("\\n")
            end
            """)
        try scratch.write("short.lua", "if shard.index == 0 then io.stderr:write('x\\n') end")
        let long = try MeasuredRun.run(["--jobs", "2", "long.lua"], in: scratch.url, killAfter: 120)
        #expect(long.status == 0)
        let piece = "shard 0/2: " + String(repeating: "x", count: 65536) + "\n"
        #expect(long.stderr == String(repeating: piece, count: 256), "\(long.stderr.count) bytes")
        let short = try MeasuredRun.run(["--jobs", "2", "short.lua"], in: scratch.url)
        #expect(short.stderr == "shard 0/2: x\n")
        // The parent holds at most a piece, not the line (under ASan freed
        // memory stays in quarantine, so only the text is checked there).
        if !MeasuredRun.underAddressSanitizer {
            #expect(long.peakResidentMiB < short.peakResidentMiB + 8, "\(long.peakResidentMiB) MiB, \(short.peakResidentMiB) MiB for a short line")
        }
    }
}
