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
        // Cleared at the end: the last thing written is the erase sequence.
        #expect(result.stderr.hasSuffix("\r\u{1B}[K"))
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
        // The line is cleared at the end.
        #expect(terminal.output.hasSuffix("\r\u{1B}[K"), "\(terminal.output.suffix(80).debugDescription)")
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
