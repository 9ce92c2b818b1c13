import Foundation
import LuaBridge
import ShapeBindings
import Testing

/// Runs each Lua-level test file under Tests/lua/ in a fresh state with the
/// shape library installed and Tests/lua/testlib.lua loaded first.
enum LuaTestFiles {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lua")

    /// Every test script in Tests/lua, found on disk so a new file cannot be
    /// forgotten (and parallel work never edits one shared list): all but
    /// the harness (testlib.lua) and the fuzzer, which FuzzTests runs.
    static var scripts: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".lua") && $0 != "testlib.lua" && $0 != "fuzz.lua" }.sorted()
    }

    /// A fresh folder the Lua tests may write into (global TEST_OUTPUT_DIR).
    static func outputFolder() -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("shapelua-luatests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        return url.path
    }

    static func run(_ name: String) throws {
        let lua = try LuaState()
        let folder = outputFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // save() writes through hooks, as the command line supplies them:
        // confined to `folder`, atomic (Foundation's atomic write here).
        ShapeLibrary.install(into: lua, output: OutputHooks(
            resolve: { path in
                guard !path.contains("..") else { throw TestOutputError(message: "'\(path)' is outside the output directory") }
                return path.hasPrefix("/") ? path : folder + "/" + path
            },
            write: { bytes, path in
                let url = URL(fileURLWithPath: path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url, options: .atomic)
            }))
        try lua.run("TEST_OUTPUT_DIR = [==[\(folder)]==]")
        try lua.loadFile(directory.appendingPathComponent("testlib.lua").path)
        try lua.call(arguments: 0, results: 0)
        try lua.loadFile(directory.appendingPathComponent(name).path)
        try lua.call(arguments: 0, results: 0)
    }
}

@Suite struct LuaScriptTests {
    @Test(arguments: LuaTestFiles.scripts)
    func luaFile(_ name: String) throws {
        do {
            // On a thread with the command line's main-thread stack (8 MiB):
            // views.lua builds trees at the bindings' 200-level limit and
            // expects them to render, as they do in `shapelua`. Swift
            // Testing's worker threads have much smaller stacks, on which
            // ShapeCore would (correctly) refuse such a tree as too deep
            // for the stack, most visibly under AddressSanitizer, whose
            // frames are several times larger.
            try onThread(stackSize: mainThreadStackSize) { try LuaTestFiles.run(name) }
        } catch {
            Issue.record("\(name): \(error)")
        }
    }
}

struct TestOutputError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
