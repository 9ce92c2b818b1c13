import Testing
import CLua
#if canImport(Glibc)
import Glibc
#endif
@testable import LuaBridge

/// A Swift function that allocates: returns a table of n strings built in Swift.
let buildStrings: SwiftFunction = { L in
    LuaCall.run(L) { call in
        let n = try call.integer(1)
        call.newTable(arrayCount: n)
        for i in 1...max(n, 1) where n > 0 {
            call.push(String(repeating: "x", count: 1000) + String(i))
            call.rawSet(-2, index: i)
        }
        return 1
    }
}
let interruptMe: SwiftFunction = { L in
    LuaCall.run(L) { call in call.state.interrupt(); return 0 }
}
@Suite(.serialized) struct LimitTests {
    /// The state answers normally after a limit stopped a run.
    func expectUsable(_ lua: LuaState) throws {
        #expect(try evaluate(lua, "local s = 0 for i = 1, 1000 do s = s + i end return s") == "500500")
        #expect(lua.top == 0)
    }

    @Test func instructionLimitStopsARunawayScriptPerRun() throws {
        let lua = try LuaState()
        lua.instructionLimit = 100_000
        let error = try #require(throws: LuaError.self) { try lua.run("while true do end") }
        #expect(error.message == "(run):1: instruction limit reached")
        #expect(error.traceback.hasPrefix("stack traceback:"))
        // pcall inside the script cannot swallow it.
        let swallowed = try #require(throws: LuaError.self) {
            try lua.run("for i = 1, 10 do pcall(function() while true do end end) end")
        }
        #expect(swallowed.message.hasSuffix("instruction limit reached"))
        // Each run gets the whole budget again: 50 runs of ~20k instructions.
        for _ in 1...50 { _ = try lua.run("local s = 0 for i = 1, 5000 do s = s + i end") }
        try expectUsable(lua)
        lua.instructionLimit = nil
        _ = try lua.run("for i = 1, 1000000 do end")
    }

    @Test func timeoutStopsARunawayScript() throws {
        let lua = try LuaState()
        lua.timeout = 0.05
        let error = try #require(throws: LuaError.self) { try lua.run("while true do end") }
        #expect(error.message == "(run):1: time limit reached")
        try expectUsable(lua)
        lua.timeout = nil
        #expect(lua.timeout == nil)
    }

    @Test func memoryLimitStopsLuaAndSwiftAllocations() throws {
        let lua = try LuaState()
        lua.register("buildStrings", buildStrings)
        lua.memoryLimit = lua.memoryInUse + 2_000_000
        let error = try #require(throws: LuaError.self) {
            try lua.run("local t = {} for i = 1, 1e9 do t[i] = ('x'):rep(100) .. i end")
        }
        // Inside the script the refused allocation is Lua's own error; the
        // run reports the limit (docs/RELIABILITY.md).
        #expect(error.message == "memory limit reached")
        #expect(error.kind == .memory)
        try expectUsable(lua)
        // A Swift function overshoots; its Lua call fails on the way out.
        let fromSwift = try #require(throws: LuaError.self) { try lua.run("local t = buildStrings(5000)") }
        #expect(fromSwift.message == "(run):1: memory limit reached")
        // The run is over once its memory is: pcall cannot swallow that.
        let swallowed = try #require(throws: LuaError.self) {
            try lua.run("local ok = pcall(buildStrings, 5000) for i = 1, 10 do end return ok")
        }
        #expect(swallowed.message == "(run):1: memory limit reached")
        lua.setLimitNote(.memory, " (--max-memory 2 MB)")
        let noted = try #require(throws: LuaError.self) { try lua.run("local t = buildStrings(5000)") }
        #expect(noted.message == "(run):1: memory limit reached (--max-memory 2 MB)")
        try expectUsable(lua)
        #expect(try evaluate(lua, "return #buildStrings(10)") == "10")
        #expect(lua.peakMemory > lua.memoryLimit!)
    }

    @Test func interruptStopsTheRunAndTheNextRunIsClean() throws {
        let lua = try LuaState()
        lua.register("interruptMe", interruptMe)
        let error = try #require(throws: LuaError.self) {
            try lua.run("interruptMe() while true do end")
        }
        // Raised once at the return of the C function, as lua.c's lstop:
        // luaL_error's level 1 is then the Lua code that called it.
        #expect(error.message == "(run):1: interrupted!")
        try expectUsable(lua)
        // An interrupt outside any run does not leak into the next one.
        lua.interrupt()
        try expectUsable(lua)
    }
}
