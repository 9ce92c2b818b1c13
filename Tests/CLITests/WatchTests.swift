import Foundation
import Testing

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
        let dir = try Scratch()
        try dir.write("main.lua", "print('main sees ' .. require('part'))\n")
        try dir.write("part.lua", "return 'one'\n")
        let out = dir.url.appendingPathComponent("watch.out")
        let err = dir.url.appendingPathComponent("watch.err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Shapelua.binary)
        process.arguments = ["--watch", "main.lua"]
        process.currentDirectoryURL = dir.url
        process.environment = Shapelua.environment(home: dir.url.path)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // SIGKILL: the test runner's threads block SIGTERM, and a spawned
        // process inherits that mask, so terminate() would not stop it.
        defer { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }

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
