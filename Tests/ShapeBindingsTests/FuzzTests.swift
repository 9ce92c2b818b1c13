import Foundation
import ShapeBindings
import Testing

/// Tests/lua/fuzz.lua: random calls of every global, namespace function and
/// method with arguments from a hostile pool (subnormals, the overflow edge,
/// integer edges, huge strings, nested and cyclic tables, every enumeration
/// name, views and shapes), rendering every view obtained. Each seed runs in
/// a child process, the built `shapelua` (the real host: its output hooks,
/// its error reporting), so a crash fails one seed with the seed, the signal
/// and the last calls made (from the child's trace file) instead of taking
/// the test runner down. SHAPELUA_FUZZ_CALLS sets the calls per seed (CI:
/// 20000; default 3000). Part of the calls are chains (fuzz.lua's depth
/// mode: each call made on the last one's result, so values nest as deep as
/// the limits allow); SHAPELUA_FUZZ_DEPTH sets the chance a call starts one
/// (default 0.002; 0 turns chains off).
@Suite struct FuzzTests {
    static let seeds = [20261130, 1, 77, 4242, 987_654_321]

    @Test(arguments: seeds) func randomCallsNeverCrash(seed: Int) throws {
        let env = ProcessInfo.processInfo.environment
        // SHAPELUA_FUZZ_SEEDS="1,77" runs only those of the five (a long local run).
        if let only = env["SHAPELUA_FUZZ_SEEDS"], !only.split(separator: ",").contains(Substring(String(seed))) { return }
        let calls = Int(env["SHAPELUA_FUZZ_CALLS"] ?? "") ?? 3000
        // 15 minutes per 20,000 calls: far above what they take (about a
        // minute on a loaded machine), so only a hang reaches it.
        let run = try FuzzChild.run(seed: seed, calls: calls, timeout: 900 * Double(max(1, calls / 20000)))
        let reproduce = "reproduce: SHAPELUA_FUZZ_SEED=\(seed) SHAPELUA_FUZZ_CALLS=\(calls) swift test --filter FuzzTests (trace: SHAPELUA_FUZZ_TRACE=file)"
        guard run.signal == nil, run.status == 0, !run.timedOut else {
            Issue.record("""
                fuzz seed \(seed): \(run.signal.map { "killed by signal \($0)" } ?? "exit status \(run.status)")\(run.timedOut ? " (timed out)" : "")
                last calls:
                \(run.lastCalls.joined(separator: "\n"))
                stderr: \(run.stderr.suffix(2000))
                \(reproduce)
                """)
            return
        }
        // Both outcomes must occur, or the fuzzer is not reaching the library.
        let counts = try #require(run.counts, "no summary line; stdout: \(run.stdout.suffix(500))")
        print(run.stdout.split(separator: "\n").last(where: { $0.hasPrefix("fuzz: ") }).map { "seed \(seed): \($0)" } ?? "")
        #expect(counts.returned > calls / 20 && counts.raised > calls / 20,
                "seed \(seed): \(counts.returned) returned, \(counts.raised) raised of \(counts.calls)")
        #expect(counts.calls > calls / 2, "seed \(seed): only \(counts.calls) of \(calls) calls found a function")
        // The depth mode ran: with its default chance a run of 3,000 calls
        // starts a few chains, and one of them goes past the 50 steps a
        // random receiver never reaches.
        if env["SHAPELUA_FUZZ_DEPTH"] == nil, calls >= 3000 {
            #expect(counts.chains > 0 && counts.longestChain >= 50,
                    "seed \(seed): \(counts.chains) chains, the longest \(counts.longestChain) steps")
        }
    }

    /// The vocabulary really comes from the tables: names the pool must
    /// contain for fuzz.lua to reach label tables and enumerations.
    @Test func vocabularyCoversTheTables() {
        let choices = FuzzVocabulary.choices(), labels = FuzzVocabulary.labels()
        for name in ["topLeading", "continuous", "evenOdd"] { #expect(choices.contains(name), "\(name)") }
        for name in ["cornerRadius", "lineWidth", "alignment"] { #expect(labels.contains(name), "\(name)") }
    }
}

/// One fuzz seed run by the `shapelua` binary in a scratch folder.
enum FuzzChild {
    struct Run {
        var status: Int32
        var signal: Int32?
        var timedOut: Bool
        var stdout: String
        var stderr: String
        var lastCalls: [String]
        var counts: (calls: Int, returned: Int, raised: Int, chains: Int, longestChain: Int)?
    }

    /// `shapelua` next to the test bundle (SwiftPM builds both into one
    /// folder), or `$SHAPELUA_BIN`.
    static let binary: String = {
        if let path = ProcessInfo.processInfo.environment["SHAPELUA_BIN"] { return path }
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent("shapelua").path
    }()

    static func run(seed: Int, calls: Int, timeout: TimeInterval) throws -> Run {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("shapelua-fuzz-\(seed)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let trace = scratch.appendingPathComponent(".trace").path
        let outURL = scratch.appendingPathComponent(".stdout"), errURL = scratch.appendingPathComponent(".stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        // save() may write: only inside the scratch folder.
        process.arguments = ["--output-dir", scratch.path, LuaTestFiles.directory.appendingPathComponent("fuzz.lua").path]
        process.currentDirectoryURL = scratch
        var env = ProcessInfo.processInfo.environment.filter { $0.key.hasSuffix("SAN_OPTIONS") }
        env["HOME"] = scratch.path
        env["PATH"] = "/usr/bin:/bin"
        env["SHAPELUA_FUZZ_SEED"] = String(seed)
        env["SHAPELUA_FUZZ_CALLS"] = String(calls)
        env["SHAPELUA_FUZZ_TRACE"] = trace
        if let depth = ProcessInfo.processInfo.environment["SHAPELUA_FUZZ_DEPTH"] { env["SHAPELUA_FUZZ_DEPTH"] = depth }
        env["FUZZ_GLOBALS"] = CompletionNames.globals().joined(separator: ",")
        env["FUZZ_MEMBERS"] = CompletionNames.members().joined(separator: ",")
        env["FUZZ_CHOICES"] = FuzzVocabulary.choices().joined(separator: ",")
        env["FUZZ_LABELS"] = FuzzVocabulary.labels().joined(separator: ",")
        process.environment = env
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline { timedOut = true; kill(process.processIdentifier, SIGKILL); break }
            usleep(20_000)
        }
        process.waitUntilExit()
        let stdout = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
        let traced = tail(of: trace)
        let failed = timedOut || process.terminationReason != .exit || process.terminationStatus != 0
        let keptTrace = FileManager.default.temporaryDirectory.appendingPathComponent("shapelua-fuzz-\(seed).trace")
        if failed {
            // Kept for reproducing: every call of the run, in order.
            try? FileManager.default.removeItem(at: keptTrace)
            try? FileManager.default.copyItem(at: URL(fileURLWithPath: trace), to: keptTrace)
        }
        return Run(status: process.terminationStatus,
                   signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil,
                   timedOut: timedOut, stdout: stdout,
                   stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "",
                   lastCalls: traced.split(separator: "\n").suffix(3).map { String($0.prefix(400)) }
                       + (failed ? ["(every call: \(keptTrace.path))"] : []),
                   counts: summary(stdout))
    }

    /// The last 64 KiB of a file as text (a trace holds every call of a run,
    /// and the strings it quotes may be any bytes).
    static func tail(of path: String) -> String {
        guard let file = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? file.close() }
        let end = (try? file.seekToEnd()) ?? 0
        try? file.seek(toOffset: end > 65536 ? end - 65536 : 0)
        return String(decoding: (try? file.readToEnd()) ?? Data(), as: UTF8.self)
    }

    /// "fuzz: N calls, A returned, B raised (...); C chains, the longest L steps, ...".
    static func summary(_ stdout: String) -> (calls: Int, returned: Int, raised: Int, chains: Int, longestChain: Int)? {
        guard let line = stdout.split(separator: "\n").last(where: { $0.hasPrefix("fuzz: ") }) else { return nil }
        let words = line.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" || $0 == ";" })
        // The number before each word that names it.
        func count(before word: String) -> Int? {
            guard let at = words.firstIndex(where: { $0 == word }), at > words.startIndex else { return nil }
            return Int(words[words.index(before: at)])
        }
        guard let calls = count(before: "calls"), let returned = count(before: "returned"),
              let raised = count(before: "raised"), let chains = count(before: "chains"),
              let longest = count(before: "steps") else { return nil }
        return (calls, returned, raised, chains, longest)
    }
}
