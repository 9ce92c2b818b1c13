import Testing
import CLua
import CLuaBridge
#if canImport(Glibc)
import Glibc
#endif
@testable import LuaBridge

/// Busy Swift work that only a checkpoint can end: spins until the run's
/// budget is exhausted (or 5 s, so a failure cannot hang the suite) and
/// returns how long it spun.
let spinUntilStopped: SwiftFunction = { L in
    LuaCall.run(L) { call in
        let start = shl_monotonic_seconds()
        while call.state.stopReason == nil && shl_monotonic_seconds() - start < 5 {}
        call.push(shl_monotonic_seconds() - start)
        return 1
    }
}

/// One budget per run (docs/RELIABILITY.md): `withRun` brackets a script and the
/// callbacks made for what it returned; Swift work sees the stop; the
/// script's own debug hooks cannot remove the limits.
@Suite(.serialized) struct RunBudgetTests {
    /// Calls global `name` once from the host (a callback of a rendering).
    func callGlobal(_ lua: LuaState, _ name: String) throws {
        _ = lua.pushGlobal(name)
        try lua.call(arguments: 0, results: 0)
    }

    @Test func callbacksInsideOneRunShareTheInstructionBudget() throws {
        let lua = try LuaState()
        lua.instructionLimit = 100_000
        _ = try lua.run("function work() local s = 0 for i = 1, 5000 do s = s + i end end")
        // Outside a run, each call is a run of its own: 50 × ~20k passes.
        for _ in 1...50 { try callGlobal(lua, "work") }
        // Inside one run the same 50 calls exceed 100k instructions.
        var calls = 0
        let error = try #require(throws: LuaError.self) {
            try lua.withRun {
                for _ in 1...50 {
                    try callGlobal(lua, "work")
                    calls += 1
                }
            }
        }
        #expect(error.message.hasSuffix("instruction limit reached"))
        #expect(calls >= 8 && calls <= 11) // ~10k instructions each (ADD, FORLOOP)
        #expect(lua.stopReason == nil) // the run is over; the next one is fresh
        try lua.withRun { try callGlobal(lua, "work") }
    }

    @Test func aStoppedRunRefusesFurtherCallbacksAtOnce() throws {
        let lua = try LuaState()
        lua.instructionLimit = 10_000
        _ = try lua.run("function spin() while true do end end function quick() end")
        var failures: [String] = []
        try? lua.withRun {
            for name in ["spin", "quick", "quick"] {
                do { try callGlobal(lua, name) } catch let e as LuaError { failures.append(e.message) }
            }
        }
        #expect(failures.count == 3)
        #expect(failures[0] == "(run):1: instruction limit reached")
        #expect(failures[1] == "instruction limit reached")
        #expect(failures[2] == "instruction limit reached")
    }

    @Test func aTimeoutSpansTheWholeRun() throws {
        let lua = try LuaState()
        lua.timeout = 0.3
        _ = try lua.run("function wait(t) local e = os.clock() + t while os.clock() < e do end end")
        let start = shl_monotonic_seconds()
        let error = try #require(throws: LuaError.self) {
            try lua.withRun {
                for _ in 1...10 {
                    _ = lua.pushGlobal("wait")
                    lua.push(0.1)
                    try lua.call(arguments: 1, results: 0)
                }
            }
        }
        #expect(error.message.hasSuffix("time limit reached"))
        #expect(shl_monotonic_seconds() - start < 0.6)
    }

    /// Host-side Swift work inside a run (a render after the script): when
    /// it gives up because the budget ran out, the run's error is the limit.
    @Test func hostWorkCutShortReportsTheLimit() throws {
        struct GaveUp: Error {}
        let lua = try LuaState()
        lua.setLimitNote(.interrupt, " (test)")
        let error = try #require(throws: LuaError.self) {
            try lua.withRun {
                lua.interrupt()
                throw GaveUp()
            }
        }
        #expect(error.message == "interrupted! (test)")
        // Work that returns normally in a stopped run is reported the same way.
        let returned = try #require(throws: LuaError.self) {
            try lua.withRun { lua.interrupt() }
        }
        #expect(returned.message == "interrupted! (test)")
        // Other errors pass through unchanged.
        #expect(throws: GaveUp.self) { try lua.withRun { throw GaveUp() } }
    }

    @Test func interruptIsSeenBySwiftWork() throws {
        let lua = try LuaState()
        lua.register("interruptMe", interruptMe)
        lua.register("spinUntilStopped", spinUntilStopped)
        let error = try #require(throws: LuaError.self) { try lua.run("interruptMe() spinUntilStopped()") }
        #expect(error.message == "(run):1: interrupted!") // the chunk that called the Swift work, as lua.c

    }

    /// Lua keeps one hook per thread: a script's debug.sethook takes the
    /// count over (as in lua.c), gethook returns it, and the limit hook is
    /// not put back over it (docs/CLI.md, "Limits").
    @Test func aScriptsHookReplacesTheLimitHook() throws {
        let lua = try LuaState()
        lua.instructionLimit = 10_000_000
        #expect(try evaluate(lua, """
            local n = 0
            local function h(event) n = n + 1 end
            debug.sethook(h, '', 100)
            for i = 1, 10000 do end
            local f, mask, count = debug.gethook()
            debug.sethook()
            return tostring(f == h) .. ' ' .. count .. ' ' .. tostring(n >= 100)
            """) == "true 100 true")
        // Once the script removed its hook, the next run has the limit again.
        let error = try #require(throws: LuaError.self) { try lua.run("while true do end") }
        #expect(error.message.hasSuffix("instruction limit reached"))
        // Without any limit the script's hook works as in plain Lua (lua5.4
        // counts 167 for this chunk).
        lua.instructionLimit = nil
        #expect(try evaluate(lua, """
            local n = 0
            debug.sethook(function() n = n + 1 end, '', 10)
            for i = 1, 1000 do end
            debug.sethook()
            return n
            """) == "167")
    }

    @Test func sethookChecksItsArgumentsAsLuaDoes() throws {
        let lua = try LuaState()
        #expect(try luaErrorText(lua, "debug.sethook(print)")?.hasSuffix("bad argument #2 to 'sethook' (string expected, got no value)") == true)
        #expect(try luaErrorText(lua, "debug.sethook(1, 'l')")?.hasSuffix("bad argument #1 to 'sethook' (function expected, got number)") == true)
        #expect(try evaluate(lua, "return debug.gethook()") == "nil")
    }
}
