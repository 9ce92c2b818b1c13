import Foundation
import Testing

/// docs/RELIABILITY.md bounds as properties of random hostile scripts
/// (HostileScripts: a loop of one to three kinds of work that never ends by
/// itself) run by the built binary under --max-memory and --timeout or
/// --max-instructions: the run ends with exit 1 and one of its limits'
/// documented messages, never a signal; its peak resident size (GNU time's
/// wait4 ru_maxrss) is at most --max-memory × 1.1 + 32 MiB; it ends at most
/// 1 s after --timeout (counted from the run's start); the output folder
/// holds no temporary file and only whole files.
///
/// The check can fail: `aRunPastTheBoundsIsReported` runs scripts without
/// the limit that would stop them and asserts that `violations` reports
/// the resident size, the time and the exit. By hand, the same property
/// test with `--max-memory` left out of `HostileScript.arguments` fails the
/// seeds whose pieces allocate (peaks of 300 MiB to GBs, or a kill after
/// 60 s), and with `--timeout` left out fails the pattern-matching seeds.
@Suite struct LimitBoundsCLITests {
    /// Fourteen seeds in the suite; SHAPELUA_LIMIT_SEEDS=FIRST-LAST runs
    /// those instead (a long local search).
    static let seeds: [UInt64] = {
        let range = (ProcessInfo.processInfo.environment["SHAPELUA_LIMIT_SEEDS"] ?? "").split(separator: "-").compactMap { UInt64($0) }
        return range.count == 2 && range[0] <= range[1] ? Array(range[0]...range[1]) : Array(1...14)
    }()

    /// What a run broke of docs/RELIABILITY.md bounds for `script`'s limits (empty:
    /// none). `folder` is the run's output folder; `scriptName` the one
    /// file there that is not output.
    static func violations(of run: MeasuredRun, for script: HostileScript, folder: URL, scriptName: String) -> [String] {
        var found: [String] = []
        if run.signaled { found.append("ended by signal \(run.status - 128)") }
        if run.status != 1 { found.append("exit status \(run.status), not 1") }
        if !script.limitMessages.contains(where: { run.stderr.contains($0) }) {
            found.append("stderr has none of \(script.limitMessages): \(run.stderr.prefix(300))")
        }
        // Under AddressSanitizer the shadow memory inflates the resident
        // size (RunBudgetCLITests.expectResident): no bound there.
        let bound = Double(script.memoryMiB) * 1.1 + 32
        if !MeasuredRun.underAddressSanitizer, run.peakResidentMiB > bound {
            found.append("peak resident \(run.peakResidentMiB) MiB > \(bound) MiB")
        }
        if let timeout = script.timeout, run.runSeconds > timeout + 1 {
            found.append("ended \(run.runSeconds) s after its start, past --timeout \(timeout) + 1 s")
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name != scriptName {
            guard name.hasPrefix("out-"), !name.hasSuffix(".tmp") else {
                found.append("file left in the output folder: \(name)")
                continue
            }
            let data = (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()
            if !isWhole(data, png: name.hasSuffix(".png")) { found.append("half-written output: \(name), \(data.count) bytes") }
        }
        return found
    }

    /// An SVG ends with its root's end tag; a PNG starts with its signature
    /// and ends with the IEND chunk (its CRC is AE 42 60 82).
    static func isWhole(_ data: Data, png: Bool) -> Bool {
        if png {
            return data.starts(with: [0x89, 0x50, 0x4E, 0x47]) && data.suffix(8).elementsEqual([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        }
        return String(decoding: data.suffix(16), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("</svg>")
    }

    static func run(_ script: HostileScript, arguments: [String]? = nil, killAfter: Double = 60) throws -> (MeasuredRun, Scratch) {
        let dir = try Scratch()
        try dir.write("hostile.lua", script.source)
        let run = try MeasuredRun.run(["--output-dir", dir.url.path] + (arguments ?? script.arguments) + ["hostile.lua"],
                                      in: dir.url, killAfter: killAfter, marksRunStart: true)
        return (run, dir)
    }

    @Test(arguments: seeds) func hostileScriptsStayWithinTheLimitsBounds(seed: UInt64) throws {
        let script = HostileScripts.script(seed: seed)
        let (run, dir) = try Self.run(script)
        let found = Self.violations(of: run, for: script, folder: dir.url, scriptName: "hostile.lua")
        let stop = run.stderr.split(separator: "\n").first.map { String($0.suffix(60)) } ?? ""
        print("limits seed \(seed): \(script.arguments.joined(separator: " ")): \(String(format: "%.2f", run.runSeconds)) s, peak \(Int(run.peakResidentMiB)) MiB, \(stop) — \(script.pieces)")
        #expect(found.isEmpty, """
            seed \(seed) (\(script.arguments.joined(separator: " "))), pieces: \(script.pieces)
            \(found.joined(separator: "\n"))
            (\(run.runSeconds) s, peak \(run.peakResidentMiB) MiB)
            """)
    }

    /// Each piece, at its smallest size and run twice, ends normally: no
    /// piece raises a Lua error of its own, so a property run can only end
    /// at a limit (a message the test does not know would fail it).
    @Test func everyPieceRunsWithoutAnErrorOfItsOwn() throws {
        for piece in HostileScripts.pieces where !piece.needsLibrsvg || HostileScripts.librsvgInstalled {
            let body = piece.lua.replacingOccurrences(of: "K", with: piece.sizes[0])
            let dir = try Scratch()
            try dir.write("piece.lua", HostileScripts.prelude + "for _ = 1, 2 do\n  i = i + 1\n  \(body)\nend\nprint('done')\n")
            let r = try MeasuredRun.run(["--output-dir", dir.url.path, "--max-memory", "512", "piece.lua"], in: dir.url, killAfter: 60)
            #expect(r.status == 0 && r.stdout == "done\n", "\(body): status \(r.status), \(r.stderr.prefix(300))")
        }
    }

    /// The oracle is not vacuous: a run that goes past a bound is reported.
    /// A script that holds ~300 MB and then spins 2.5 s of CPU time, run
    /// under no limit it could reach, is checked against limits it was not
    /// run with (--max-memory 48, --timeout 1): it holds all of it and ends
    /// past the deadline on any machine, whatever its speed; a script that
    /// ends by itself breaks the exit-status and message bounds.
    @Test func aRunPastTheBoundsIsReported() throws {
        let holds = HostileScript(source: "local t = {} for i = 1, 3e6 do t[i] = ('x'):rep(60) .. i end " +
                                    "local c = os.clock() while os.clock() - c < 2.5 do end error('held')\n",
                                  memoryMiB: 48, instructions: nil, timeout: 1, pieces: ["holds 300 MB"])
        let (big, bigDir) = try Self.run(holds, arguments: ["--timeout", "600"])
        let bigFound = Self.violations(of: big, for: holds, folder: bigDir.url, scriptName: "hostile.lua")
        if !MeasuredRun.underAddressSanitizer {
            #expect(bigFound.contains { $0.hasPrefix("peak resident") }, "\(bigFound)")
        }
        #expect(bigFound.contains { $0.contains("past --timeout") }, "\(bigFound)")
        #expect(bigFound.contains { $0.hasPrefix("stderr has none of") }, "\(bigFound)") // "--timeout 3 s" is not "--timeout 1 s"

        let ends = HostileScript(source: "io.open('out-1.svg.tmp', 'w'):close() print('done')\n",
                                 memoryMiB: 48, instructions: nil, timeout: 1, pieces: ["ends"])
        let (quiet, quietDir) = try Self.run(ends)
        let quietFound = Self.violations(of: quiet, for: ends, folder: quietDir.url, scriptName: "hostile.lua")
        #expect(quietFound.contains("exit status 0, not 1"), "\(quietFound)")
        #expect(quietFound.contains("file left in the output folder: out-1.svg.tmp"), "\(quietFound)")
    }

    /// Finding 10 (docs/RELIABILITY.md; seed 68 of SHAPELUA_LIMIT_SEEDS=15-80):
    /// a finalizer that loops, run by a collection step inside a Swift call
    /// (here the userdata `padding` pushes). Finalizers run with hooks off,
    /// so the instruction limit does not count them; the time limit ends
    /// the worker wherever it is.
    @Test func aLoopingFinalizerInsideASwiftCallEndsAtTheTimeout() throws {
        let chunk = "while true do setmetatable({}, {__gc = function() while true do end end}) " +
            "local v = Text('x') for j = 1, 199 do v = v:padding(1) end end"
        let r = try MeasuredRun.run(["--max-instructions", "50000000", "--timeout", "1", "-e", chunk], killAfter: 8)
        #expect(!r.signaled, "ended by signal \(r.status - 128)")
        #expect(r.status == 1 && r.stderr.contains("time limit reached (--timeout 1 s)"),
                "status \(r.status) after \(r.seconds) s: \(r.stderr.prefix(200))")
    }

    /// Finding 9 (docs/RELIABILITY.md): `--max-instructions` counts Lua VM
    /// instructions only, so Swift work under the limit is never charged
    /// and a short run succeeds.
    @Test func shortSwiftWorkUnderTheInstructionLimitSucceeds() throws {
        let once = try MeasuredRun.run(["--max-instructions", "200000", "-e", "assert(#svg(Text(('あ'):rep(200))) > 0)"],
                                       killAfter: 20)
        #expect(once.status == 0, "status \(once.status): \(once.stderr.prefix(200))")
    }

    /// The grammar is what the properties run: every seed's script has a
    /// memory limit and a time or instruction limit (so it must end), and
    /// the seeds together reach most pieces.
    @Test func theSeedsCoverTheGrammar() {
        var reached = Set<String>()
        for seed in Self.seeds {
            let script = HostileScripts.script(seed: seed)
            #expect(script.timeout != nil || script.instructions != nil, "seed \(seed)")
            for piece in HostileScripts.pieces where script.source.contains(piece.lua.split(separator: "K")[0]) {
                reached.insert(piece.lua)
            }
        }
        #expect(reached.count * 2 >= HostileScripts.pieces.count, "\(reached.count) of \(HostileScripts.pieces.count) pieces")
    }
}
