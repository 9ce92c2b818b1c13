import Foundation
import Testing

/// docs/BATCH.md: the batch status line on a terminal, never in a pipe unless asked.
@Suite struct ProgressTests {
    /// Saves for about 1.5 s (the line appears after a second of saving).
    static let slowBatch = """
        local dir = ... or "out"
        local start = os.clock()
        local i = 0
        repeat
            i = i + 1
            save(Circle():frame(4, 4), string.format("%s/%04d.svg", dir, i))
        until os.clock() - start > 1.5
        save(Circle():frame(4, 4), dir .. "/final.svg")
        """

    @Test func silentInAPipe() throws {
        let scratch = try Scratch()
        try scratch.write("b.lua", Self.slowBatch)
        let result = try Shapelua.run(["b.lua"], in: scratch.url)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let jobs = try Shapelua.run(["--jobs", "2", "b.lua"], in: scratch.url)
        #expect(jobs.status == 0 && jobs.stderr.isEmpty, "\(jobs.stderr)")
    }

    @Test func progressForcesItInAPipe() throws {
        let scratch = try Scratch()
        try scratch.write("b.lua", "for i = 1, 3 do save(Circle():frame(4, 4), 'out/' .. i .. '.svg') end")
        let result = try Shapelua.run(["--progress", "b.lua"], in: scratch.url)
        #expect(result.status == 0)
        #expect(result.stderr.contains("shapelua: 1 file, "), "\(result.stderr)")
        // It ends with the true count, in the line's place.
        #expect(result.stderr.range(of: #"\r\x{1B}\[Kshapelua: 3 files in [0-9.]+ s, [0-9.]+/s\n$"#, options: .regularExpression) != nil,
                "\(result.stderr.debugDescription)")
        let jobs = try Shapelua.run(["--progress", "--jobs", "3", "b.lua"], in: scratch.url)
        #expect(jobs.status == 0 && jobs.stderr.contains(" file"), "\(jobs.stderr)")
    }

    @Test(arguments: [[], ["--jobs", "2"]])
    func onATerminal(extra: [String]) throws {
        let scratch = try Scratch()
        let script = try scratch.write("b.lua", Self.slowBatch)
        let terminal = try Terminal(arguments: extra + [script, scratch.url.appendingPathComponent("out").path],
                                    environment: Shapelua.environment(home: scratch.url.path, ["PATH": "/usr/bin:/bin"]))
        let line = terminal.waitFor("/s, ", timeout: 20)
        #expect(line != nil, "no status line: \(terminal.output)")
        #expect(terminal.exitStatus(timeout: 20) == 0)
        _ = terminal.waitFor("\u{0}", timeout: 0.2)
        #expect(terminal.output.contains(" files, "), "\(terminal.output)")
        #expect(terminal.output.contains(scratch.url.appendingPathComponent("out").path))
        // The line ends with the true count, in its place.
        // The count is of files written: with --jobs, each shard's time-bound
        // loop ends at another number, so both may write final.svg.
        let written = try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("out").path).count
        let last = terminal.output.range(of: "\r\u{1B}\\[Kshapelua: [0-9]+ files in [0-9.]+ s, [0-9.]+/s\r\n$", options: .regularExpression)
        let count = last.flatMap { Int(terminal.output[$0].split(separator: " ")[1]) }
        #expect(count == written || (extra == ["--jobs", "2"] && count == written + 1),
                "\(written) files: \(terminal.output.suffix(80).debugDescription)")
    }

    /// Nothing is written after the line on its row: Lua's print and
    /// io.write (standard output), warn (standard error), and for --jobs
    /// the shards' output relayed by the parent, each start where the line
    /// was erased or on a fresh row.
    @Test(arguments: [[], ["--jobs", "2"]])
    func whatTheScriptWritesNeverFollowsTheLine(extra: [String]) throws {
        let scratch = try Scratch()
        let script = try scratch.write("b.lua", """
            local dir = ... or "out"
            local start, i = os.clock(), 0
            warn("@on")
            repeat
                i = i + 1
                save(Circle():frame(4, 4), string.format("%s/%04d.svg", dir, i))
                if i % 50 == 0 then print("printed " .. i); io.write("written ", i, "\\n"); warn("warned ", i) end
            until os.clock() - start > 1.5
            """)
        let terminal = try Terminal(arguments: extra + [script, scratch.url.appendingPathComponent("out").path],
                                    environment: Shapelua.environment(home: scratch.url.path, ["PATH": "/usr/bin:/bin"]))
        #expect(terminal.exitStatus(timeout: 20) == 0)
        _ = terminal.waitFor("\u{0}", timeout: 0.2)
        let output = terminal.output
        #expect(output.contains("/s, "), "the line was shown: \(output.suffix(200).debugDescription)")
        var checked = 0
        for marker in ["printed ", "written ", "Lua warning: warned "] {
            var searchFrom = output.startIndex
            while let found = output.range(of: marker, range: searchFrom..<output.endIndex) {
                // Bytes, not characters: "\r\n" is one Character.
                let before = Array(output[..<found.lowerBound].utf8)
                let clean = before.isEmpty || before.last == 10 || before.suffix(3) == Array("\u{1B}[K".utf8)
                    || before.suffix(2) == Array(": ".utf8)
                #expect(clean, "\(marker) follows: \(String(decoding: before.suffix(60), as: UTF8.self).debugDescription)")
                checked += 1
                searchFrom = found.upperBound
            }
        }
        #expect(checked >= 9, "markers seen: \(checked)")
    }

    /// A limit's message starts on a cleared row: the worker's own (its
    /// count hook stops Lua code) and the supervisor's (it ends a worker
    /// blocked in a read), each after the status line was shown.
    @Test(arguments: ["while true do end", "io.read()"])
    func aLimitsMessageStartsWhereTheLineWasErased(ending: String) throws {
        let scratch = try Scratch()
        let script = try scratch.write("b.lua", "for i = 1, 20 do save(Circle():frame(4, 4), 'out/' .. i .. '.svg') end \(ending)")
        let terminal = try Terminal(arguments: ["--progress", "--timeout", "1", script],
                                    environment: Shapelua.environment(home: scratch.url.path, ["PATH": "/usr/bin:/bin"]))
        #expect(terminal.exitStatus(timeout: 20) == 1)
        _ = terminal.waitFor("\u{0}", timeout: 0.2)
        #expect(terminal.output.contains("/s, "), "the line was shown: \(terminal.output.debugDescription)")
        // The row the message is on, as the terminal shows it: what follows
        // the last carriage return or erase before it.
        let rows = terminal.output.components(separatedBy: "\n").filter { $0.contains("time limit reached") }
        let shown = rows.last.map { row in row.components(separatedBy: "\r").last!.components(separatedBy: "\u{1B}[K").last! }
        #expect(shown?.hasPrefix("shapelua: ") == true && shown?.contains("time limit reached (--timeout 1 s)") == true,
                "\(terminal.output.suffix(200).debugDescription)")
    }

    @Test func quietSilencesATerminal() throws {
        let scratch = try Scratch()
        let script = try scratch.write("b.lua", Self.slowBatch)
        let terminal = try Terminal(arguments: ["--quiet", script, scratch.url.appendingPathComponent("out").path],
                                    environment: Shapelua.environment(home: scratch.url.path, ["PATH": "/usr/bin:/bin"]))
        #expect(terminal.exitStatus(timeout: 20) == 0)
        _ = terminal.waitFor("\u{0}", timeout: 0.2)
        #expect(!terminal.output.contains("/s, "), "\(terminal.output)")
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("out/final.svg").path))
    }
}
