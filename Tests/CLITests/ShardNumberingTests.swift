import Foundation
import Testing

/// docs/BATCH.md to the letter: numbers belong to `save()` (and `iconset()`)
/// calls, in call order, and to nothing else. A script that skips building
/// another shard's view keeps the call with a stand-in view (`Color.clear`:
/// another shard's save never lays it out; nil is no view, docs/GEOMETRY.md), so
/// the numbering, and the union of the shards' files, stay those of one
/// run. A build skipped together with its call consumes no number.
@Suite struct ShardNumberingTests {
    /// 13 icons; builds only its own views (counted on standard error).
    static let skipping = """
        local n, built = 0, 0
        for i = 1, 13 do
            n = n + 1 -- this call's number: one per save() call, in order
            local view = Color.clear -- stand-in: another shard's save does not lay it out
            if (n - 1) % shard.count == shard.index then
                view = RoundedRectangle(i):fill("teal"):frame(10 + i, 12)
                built = built + 1
            end
            save(view, string.format("out/%02d.%s", i, i % 2 == 0 and "svg" or "png"))
        end
        n = n + 1
        iconset((n - 1) % shard.count == shard.index and Circle():fill("red"):frame(64, 64) or Color.clear,
                "out/web", {platform = "web"})
        io.stderr:write("built ", built, "\\n")
        """

    @Test(arguments: [1, 2, 3, 5])
    func skippedBuildsKeepTheirCalls(count: Int) throws {
        let scratch = try Scratch()
        try scratch.write("s.lua", Self.skipping)
        let whole = try Shapelua.run(["--output-dir", "whole", "s.lua"], in: scratch.url)
        #expect(whole.status == 0 && whole.stderr == "built 13\n", "\(whole.stderr)")
        let wholeFiles = try ShardTests.files(scratch.url.appendingPathComponent("whole"))
        #expect(wholeFiles.count == 13 + 8) // 13 icons, the web set's 8 files
        var union: [String: Data] = [:]
        for k in 0..<count {
            let r = try Shapelua.run(["--shard", "\(k)/\(count)", "--output-dir", "shard\(k)", "s.lua"], in: scratch.url)
            #expect(r.status == 0, "\(r.stderr)")
            // Shard k builds the views of calls k+1, k+1+N, … among the first 13.
            #expect(r.stderr == "built \((13 - k + count - 1) / count)\n", "shard \(k)/\(count): \(r.stderr)")
            for (name, data) in try ShardTests.files(scratch.url.appendingPathComponent("shard\(k)")) {
                #expect(union[name] == nil, "\(name) written twice")
                union[name] = data
            }
        }
        #expect(union == wholeFiles)
    }

    /// The stand-in is never laid out on another shard's turn (a view that
    /// fails when laid out proves it), and nil is no stand-in: an explicit
    /// nil is no view (docs/GEOMETRY.md), an error on every shard alike.
    @Test func standInIsNeverLaidOutAndNilIsRefused() throws {
        let scratch = try Scratch()
        try scratch.write("s.lua", """
            save(Circle():frame(4, 4), 'a.svg')
            save(GeometryReader(function() error('laid out') end), 'b.svg')
            """)
        let skipped = try Shapelua.run(["--shard", "0/2", "s.lua"], in: scratch.url)
        #expect(skipped.status == 0 && scratch.exists("a.svg") && !scratch.exists("b.svg"), "\(skipped.stderr)")
        try scratch.write("t.lua", "save(Circle():frame(4, 4), 'a.svg')\nsave(nil, 'b.svg')\n")
        for k in 0..<2 {
            let r = try Shapelua.run(["--shard", "\(k)/2", "t.lua"], in: scratch.url)
            #expect(r.status == 1 && r.stderr.contains("bad argument #1 to 'save' (view expected, got nil)"), "\(r.stderr)")
        }
    }

    /// Skipping the call as well as the build: the calls made are what is
    /// numbered, so shard 1/2 of a script that calls save() only for its
    /// even items performs the 2nd, 4th, 6th of those calls.
    @Test func aSkippedCallConsumesNoNumber() throws {
        let scratch = try Scratch()
        try scratch.write("s.lua", """
            for i = 1, 12 do
                if i % 2 == 0 then save(Circle():frame(4, 4), "out/" .. i .. ".svg") end
            end
            """)
        let r = try Shapelua.run(["--shard", "1/2", "s.lua"], in: scratch.url)
        #expect(r.status == 0, "\(r.stderr)")
        let written = try ShardTests.files(scratch.url.appendingPathComponent("out")).keys.sorted()
        #expect(written == ["12.svg", "4.svg", "8.svg"])
    }
}

/// scripts/examples/batch.lua builds only its own shard's views: the
/// shards of `--jobs 3` still write exactly the files of one run.
@Suite struct BatchExampleShardTests {
    @Test func jobsWriteWhatOneRunWrites() throws {
        let scratch = try Scratch()
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../scripts/examples/batch.lua").standardized.path
        let whole = try Shapelua.run([script, "whole"], in: scratch.url, timeout: 120)
        #expect(whole.status == 0 && whole.stdout == "wrote 350 icons to whole\n", "\(whole.stderr)")
        let jobs = try Shapelua.run(["--jobs", "3", script, "jobs"], in: scratch.url, timeout: 120)
        #expect(jobs.status == 0, "\(jobs.stderr)")
        let a = try ShardTests.files(scratch.url.appendingPathComponent("whole"))
        let b = try ShardTests.files(scratch.url.appendingPathComponent("jobs"))
        #expect(a.count == 350 && a == b)
    }
}
