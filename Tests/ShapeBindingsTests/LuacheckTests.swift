import Foundation
import Testing

/// luacheck (Debian `lua-check`, installed by scripts/setup) with the
/// generated standard passes every example and every Lua test script with
/// no warning: users get the same check with `luacheck --config
/// docs/shapelua.luacheckrc`, and the project's .luacheckrc adds only the
/// test harness's globals.
@Suite struct LuacheckTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs luacheck in the repository root; returns its status and output.
    func luacheck(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/luacheck")
        process.arguments = ["--no-color", "--codes"] + arguments
        process.currentDirectoryURL = Self.root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func warnings(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.contains(": (W") || $0.contains(": (E") }
    }

    @Test func examplesAndLuaTestsHaveNoWarning() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/luacheck"),
                     "luacheck is missing: scripts/setup installs Debian's lua-check")
        let r = try luacheck(["scripts/examples", "Tests/lua"])
        #expect(r.status == 0 && warnings(r.output).isEmpty, "\(warnings(r.output).joined(separator: "\n"))")
        #expect(r.output.contains("0 warnings / 0 errors"), "\(r.output)")
    }

    @Test func examplesPassWithTheGeneratedStandardAlone() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/luacheck"))
        let r = try luacheck(["--config", "docs/shapelua.luacheckrc", "scripts/examples"])
        #expect(r.status == 0 && warnings(r.output).isEmpty, "\(warnings(r.output).joined(separator: "\n"))")
    }

    /// The standard is not a blanket allowance: unknown globals, misspelt
    /// namespace fields and writes to library globals are still reported.
    @Test func theStandardStillCatchesMistakes() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/luacheck"))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("shapelua-luacheck-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bad.lua")
        try """
            local a = Rectangl()
            local b = Color.lightRed
            Circle = 1
            return Color.red:opacity(0.5), a, b
            """.write(to: file, atomically: true, encoding: .utf8)
        let r = try luacheck(["--config", "docs/shapelua.luacheckrc", file.path])
        let found = warnings(r.output)
        #expect(r.status != 0)
        #expect(found.contains { $0.contains("Rectangl") }, "\(r.output)")
        #expect(found.contains { $0.contains("lightRed") }, "\(r.output)")
        #expect(found.contains { $0.contains("Circle") }, "\(r.output)")
        #expect(found.count == 3, "\(r.output)")
    }
}
