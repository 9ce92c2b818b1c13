import Foundation
import Testing

/// docs/BATCH.md: `--shard K/N` and `--jobs N`.
@Suite struct ShardTests {
    /// A batch of SVG, PNG and PDF files plus the -o result: 23 saves, so
    /// no shard count below divides it evenly.
    static let batch = """
        local folder = ... or "out"
        for i = 1, 20 do
            local view = RoundedRectangle(i):fill(i % 2 == 0 and "teal" or "orange"):frame(10 + i, 12)
            local ext = ({"svg", "png", "pdf"})[i % 3 + 1]
            save(view, string.format("%s/%02d.%s", folder, i, ext))
        end
        save(Circle():frame(5, 5), folder .. "/deep/last.svg")
        save(Circle():frame(5, 5), folder .. "/deep/last.png", {scale = 3})
        return Text("done"):font(12)
        """

    /// Every file under `root`, by relative path.
    static func files(_ root: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            result[String(url.path.dropFirst(root.path.count + 1))] = try Data(contentsOf: url)
        }
        return result
    }

    static func runWhole(_ scratch: Scratch) throws -> [String: Data] {
        try scratch.write("batch.lua", batch)
        let dir = scratch.url.appendingPathComponent("whole")
        let result = try Shapelua.run(["--output-dir", dir.path, "-o", "result.svg", "batch.lua"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        return try files(dir)
    }

    @Test(arguments: [1, 2, 3, 7])
    func unionOfShardsIsTheWholeRun(count: Int) throws {
        let scratch = try Scratch()
        let whole = try Self.runWhole(scratch)
        #expect(whole.count == 23)
        var union: [String: Data] = [:]
        for k in 0..<count {
            // Each shard in its own output folder: names never collide.
            let dir = scratch.url.appendingPathComponent("shard\(k)")
            let result = try Shapelua.run(["--shard", "\(k)/\(count)", "--output-dir", dir.path, "-o", "result.svg", "batch.lua"],
                                          in: scratch.url)
            #expect(result.status == 0, "\(result.stderr)")
            let mine = try Self.files(dir)
            // Shard k performs saves k+1, k+1+N, ... of 23 (-o is the 23rd).
            #expect(mine.count == (23 - k + count - 1) / count, "shard \(k)/\(count): \(mine.keys.sorted())")
            for (name, data) in mine {
                #expect(union[name] == nil, "\(name) written by two shards")
                union[name] = data
            }
        }
        #expect(union == whole)
    }

    /// A path saved more than once (also through `./` and `x/..`, and by
    /// an iconset) keeps its last save's file, with or without shards.
    static let resaved = """
        local folder = ... or "out"
        for i = 1, 7 do
            save(Rectangle():fill("teal"):frame(i, 3), folder .. "/" .. i .. ".svg")
            save(Circle():fill(i % 2 == 0 and "red" or "blue"):frame(i, i), folder .. "/same.svg")
            save(Capsule():frame(2 * i, i), folder .. "/x/../again.svg")
            save(Capsule():frame(3 * i, i), folder .. "/./again.svg")
        end
        iconset(Circle():frame(1024, 1024), folder .. "/icons", {platform = "web"})
        save(Ellipse():frame(30, 20), folder .. "/icons/icon-192.png")
        """

    @Test(arguments: [1, 2, 3, 4])
    func aPathSavedTwiceKeepsItsLastSaveInEveryShardCount(count: Int) throws {
        let scratch = try Scratch()
        try scratch.write("resaved.lua", Self.resaved)
        let whole = try Shapelua.run(["--output-dir", "whole", "resaved.lua"], in: scratch.url)
        #expect(whole.status == 0, "\(whole.stderr)")
        let wholeFiles = try Self.files(scratch.url.appendingPathComponent("whole"))
        var union: [String: Data] = [:]
        for k in 0..<count {
            let result = try Shapelua.run(["--shard", "\(k)/\(count)", "--output-dir", "shard\(k)", "resaved.lua"], in: scratch.url)
            #expect(result.status == 0, "\(result.stderr)")
            for (name, data) in try Self.files(scratch.url.appendingPathComponent("shard\(k)")) {
                #expect(union[name] == nil, "\(name) written by two shards")
                union[name] = data
            }
        }
        #expect(union == wholeFiles)
        let jobs = try Shapelua.run(["--jobs", "\(count)", "--output-dir", "jobs", "resaved.lua"], in: scratch.url)
        #expect(jobs.status == 0, "\(jobs.stderr)")
        #expect(try Self.files(scratch.url.appendingPathComponent("jobs")) == wholeFiles)
    }

    /// `-o` naming a path a save() wrote before keeps that save's shard, so
    /// the union of the shards holds -o's file, as one run does.
    @Test(arguments: [2, 3])
    func outputToAPathTheScriptSavedIsWrittenByThatSavesShard(count: Int) throws {
        let scratch = try Scratch()
        try scratch.write("o.lua", """
            save(Circle():fill("red"):frame(8, 8), "out.svg")
            save(Circle():fill("blue"):frame(8, 8), "other.svg")
            return Rectangle():fill("teal"):frame(5, 3)
            """)
        let whole = try Shapelua.run(["--output-dir", "whole", "-o", "out.svg", "o.lua"], in: scratch.url)
        #expect(whole.status == 0, "\(whole.stderr)")
        let wholeFiles = try Self.files(scratch.url.appendingPathComponent("whole"))
        #expect(String(decoding: wholeFiles["out.svg"] ?? Data(), as: UTF8.self).contains("width=\"5\" height=\"3\""),
                "-o's view is the run's last save of out.svg")
        var union: [String: Data] = [:]
        for k in 0..<count {
            let result = try Shapelua.run(["--shard", "\(k)/\(count)", "--output-dir", "shard\(k)", "-o", "out.svg", "o.lua"], in: scratch.url)
            #expect(result.status == 0, "\(result.stderr)")
            for (name, data) in try Self.files(scratch.url.appendingPathComponent("shard\(k)")) {
                #expect(union[name] == nil, "\(name) written by two shards")
                union[name] = data
            }
        }
        #expect(union == wholeFiles)
    }

    @Test func shardGlobal() throws {
        let result = try Shapelua.run(["--shard", "2/5", "-e", "print(shard.index, shard.count)"])
        #expect(result.stdout == "2\t5\n")
    }

    @Test func skippedSavesDoNoLayout() throws {
        // The other shard's view fails when laid out; skipping it must not lay it out.
        let script = """
            save(GeometryReader(function() error("laid out") end), "a.svg")
            save(Circle():frame(4, 4), "b.svg")
            """
        let scratch = try Scratch()
        try scratch.write("s.lua", script)
        let skip = try Shapelua.run(["--shard", "1/2", "s.lua"], in: scratch.url)
        #expect(skip.status == 0, "\(skip.stderr)")
        #expect(scratch.exists("b.svg") && !scratch.exists("a.svg"))
        let mine = try Shapelua.run(["--shard", "0/2", "s.lua"], in: scratch.url)
        #expect(mine.status == 1 && mine.stderr.contains("laid out"))
    }

    @Test func jobsWriteTheWholeRun() throws {
        let scratch = try Scratch()
        let whole = try Self.runWhole(scratch)
        let dir = scratch.url.appendingPathComponent("jobs")
        let result = try Shapelua.run(["--jobs", "3", "--output-dir", dir.path, "-o", "result.svg", "batch.lua"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.files(dir) == whole)
    }

    @Test func jobsPrefixStandardErrorAndReturnTheFailure() throws {
        let scratch = try Scratch()
        try scratch.write("fail.lua", """
            io.stderr:write("hello from ", shard.index, "\\n")
            if shard.index == 2 then os.exit(7) end
            """)
        let result = try Shapelua.run(["--jobs", "4", "fail.lua"], in: scratch.url)
        #expect(result.status == 7)
        for k in 0..<4 { #expect(result.stderr.contains("shard \(k)/4: hello from \(k)\n"), "\(result.stderr)") }
        try scratch.write("error.lua", "if shard.index == 1 then error('broken shard') end")
        let error = try Shapelua.run(["--jobs", "2", "error.lua"], in: scratch.url)
        #expect(error.status == 1)
        #expect(error.stderr.contains("shard 1/2: shapelua: error.lua:1: broken shard"), "\(error.stderr)")
        let ok = try Shapelua.run(["--jobs", "2", "-e", "x = 1", "error.lua"], in: scratch.url)
        #expect(ok.status == 1)
    }

    @Test(arguments: ["1", "a/b", "3/3", "-1/2", "0/0", "1/", "/2", "1/2/3", "0.5/2", ""])
    func badShardIsAUsageError(value: String) throws {
        let result = try Shapelua.run(["--shard", value, "-e", ""])
        #expect(result.status == 2, "--shard '\(value)': \(result.stderr)")
        #expect(result.stderr.contains("'--shard' needs K/N"))
    }

    @Test(arguments: [["--jobs", "0", "x.lua"], ["--jobs", "-2", "x.lua"], ["--jobs", "two", "x.lua"], ["--jobs", "1025", "x.lua"],
                      ["--jobs", "2", "-e", "x = 1"], ["--jobs", "2", "--shard", "0/2", "x.lua"], ["--jobs", "2", "-i", "x.lua"]])
    func badJobsIsAUsageError(arguments: [String]) throws {
        let result = try Shapelua.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("'--jobs'"))
    }
}
