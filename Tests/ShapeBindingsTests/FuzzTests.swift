import Foundation
import LuaBridge
import ShapeBindings
import Testing

/// Tests/lua/fuzz.lua: random calls of every global and method; the process
/// must finish normally and every error must be a Lua error string.
/// SHAPELUA_FUZZ_CALLS sets the count (CI: 20000; default 3000).
@Suite struct FuzzTests {
    @Test func randomCallsNeverCrash() throws {
        let lua = try LuaState()
        ShapeLibrary.install(into: lua)
        let globals = CompletionNames.globals().map { "\"\($0)\"" }.joined(separator: ",")
        let members = CompletionNames.members().map { "\"\($0)\"" }.joined(separator: ",")
        try lua.run("FUZZ_GLOBALS = {\(globals)}; FUZZ_MEMBERS = {\(members)}")
        try lua.loadFile(LuaTestFiles.directory.appendingPathComponent("fuzz.lua").path)
        try lua.call(arguments: 0, results: 0)
        // Both outcomes must occur, or the fuzzer is not reaching the library.
        try lua.run("""
            assert(FUZZ_RESULT.ok > 0 and FUZZ_RESULT.errors > 0, "fuzz reached nothing")
            io.stderr:write(string.format("fuzz: %d calls, %d returned, %d raised\\n",
              FUZZ_RESULT.calls, FUZZ_RESULT.ok, FUZZ_RESULT.errors))
            """)
    }
}
