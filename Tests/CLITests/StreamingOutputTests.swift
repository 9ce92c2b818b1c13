import Foundation
import Testing
@testable import shapelua

/// save(), -o and the streaming atomic writer: a document is written in
/// chunks into a temporary file, which replaces the target only when the
/// whole rendering succeeded.
@Suite struct StreamingOutputTests {
    /// A Canvas whose Shape callback fails on its 1200th call, after more
    /// than one 64 KiB chunk has gone to the temporary file.
    static let failingCanvas = """
        local n = 0
        local bad = Shape(function(rect)
            n = n + 1
            if n == 1200 then error("shape failed midway") end
            return Path():addRect(rect)
        end)
        local canvas = Canvas(100, 100, function(ctx)
            for i = 1, 1500 do ctx:fill(bad, "red", Rect(i % 90 + 0.125, i % 80 + 0.375, 7.25, 3.5)) end
        end)
        """

    func names(_ dir: Scratch, _ folder: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.url.appendingPathComponent(folder).path).sorted()
            .filter { !$0.hasPrefix(".std") }
    }

    @Test func saveWithAFailingRenderKeepsTheOldFile() throws {
        let dir = try Scratch()
        try dir.write("out.svg", "old")
        try dir.write("s.lua", Self.failingCanvas + "\nsave(canvas, 'out.svg')\n")
        let r = try Shapelua.run(["s.lua"], in: dir.url)
        #expect(r.status == 1)
        #expect(r.stderr.contains("shape failed midway"))
        #expect(dir.read("out.svg") == "old")
        #expect(try names(dir) == ["out.svg", "s.lua"])
    }

    @Test func outputOptionWithAFailingRenderKeepsTheOldFile() throws {
        let dir = try Scratch()
        try dir.write("out.svg", "old")
        try dir.write("s.lua", Self.failingCanvas + "\nreturn canvas\n")
        let r = try Shapelua.run(["-o", "out.svg", "s.lua"], in: dir.url)
        #expect(r.status == 1)
        #expect(r.stderr.contains("shape failed midway"))
        #expect(dir.read("out.svg") == "old")
        #expect(try names(dir) == ["out.svg", "s.lua"])
    }

    @Test func aFailedSaveRemovesTheFoldersItCreated() throws {
        let dir = try Scratch()
        try dir.write("s.lua", Self.failingCanvas + "\nsave(canvas, 'new/deeper/out.svg')\n")
        let r = try Shapelua.run(["s.lua"], in: dir.url)
        #expect(r.status == 1)
        #expect(try names(dir) == ["s.lua"])
    }

    @Test func aBigCanvasIsStreamedWhole() throws {
        // Many chunks: the file must be the same document as svg() returns.
        let dir = try Scratch()
        try dir.write("s.lua", """
            local canvas = Canvas(400, 400, function(ctx)
                for i = 0, 699 do
                    local r = Rect(i % 40 * 10, i // 40 * 4, 9.5, 3.25)
                    local s = UnevenRoundedRectangle(1, 0.5, 1.5, 0.25, "circular")
                    ctx:fill(s, "#ff9500", r)
                    ctx:stroke(s, "black", 0.5, r)
                end
            end)
            save(canvas, "out.svg")
            local f = assert(io.open("direct.svg", "wb")); f:write(svg(canvas)); f:close()
            """)
        let r = try Shapelua.run(["s.lua"], in: dir.url)
        #expect(r.status == 0, "\(r.stderr)")
        let saved = dir.read("out.svg") ?? ""
        #expect(saved.utf8.count > 3 * 65536)
        #expect(saved == dir.read("direct.svg"))
        #expect(saved.components(separatedBy: "<path").count - 1 == 1400)
        #expect(try names(dir) == ["direct.svg", "out.svg", "s.lua"])
    }

    @Test func aFailingProducerLeavesNothingBehind() throws {
        let dir = try Scratch()
        try dir.write("d/keep.svg", "old")
        struct Boom: Error {}
        let target = dir.url.appendingPathComponent("d/keep.svg").path
        #expect(throws: Boom.self) {
            try AtomicFile.write(to: target) { sink in
                try [UInt8](repeating: 65, count: 100_000).withUnsafeBufferPointer { try sink($0) }
                throw Boom()
            }
        }
        #expect(dir.read("d/keep.svg") == "old")
        #expect(try names(dir, "d") == ["keep.svg"])
        try AtomicFile.write(to: target) { sink in try Array("new ".utf8).withUnsafeBufferPointer { try sink($0) }; try Array("file".utf8).withUnsafeBufferPointer { try sink($0) } }
        #expect(dir.read("d/keep.svg") == "new file")
        #expect(try names(dir, "d") == ["keep.svg"])
    }

    /// A device or a pipe is written in place: renaming a temporary file
    /// over /dev/stdout (a symbolic link) or /dev/null would replace it.
    @Test func devicesAndPipesAreWrittenInPlace() throws {
        #expect(AtomicFile.isDevice("/dev/null"))
        #expect(AtomicFile.isDevice("/dev/stdout"))
        #expect(AtomicFile.isDevice("/proc/self/fd/1"))
        #expect(AtomicFile.isDevice("/dev/fd/1"))
        #expect(!AtomicFile.isDevice("/dev/shm/shapelua-no-such-file.svg"))
        let dir = try Scratch()
        try dir.write("plain.svg", "x")
        #expect(!AtomicFile.isDevice(dir.url.appendingPathComponent("plain.svg").path))
        let fifo = dir.url.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(AtomicFile.isDevice(fifo))
        // The reader runs in a child process; the writer's open waits for it.
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/sh")
        reader.arguments = ["-c", "cat \"$0\" > \"$1\"", fifo, dir.url.appendingPathComponent("got.txt").path]
        try reader.run()
        try AtomicFile.write(to: fifo) { sink in try Array("through ".utf8).withUnsafeBufferPointer { try sink($0) }; try Array("the pipe".utf8).withUnsafeBufferPointer { try sink($0) } }
        reader.waitUntilExit()
        #expect(dir.read("got.txt") == "through the pipe")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }
}
