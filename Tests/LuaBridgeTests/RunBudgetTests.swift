import Testing
import CLua
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

/// One budget per run (SPEC §10): `withRun` brackets a script and the
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

    @Test func swiftWorkSeesTheDeadlineThroughTheStopFlag() throws {
        let lua = try LuaState()
        lua.register("spinUntilStopped", spinUntilStopped)
        lua.timeout = 0.2
        // The watchdog raises the flag at the deadline; the Swift function
        // returns, and its call fails with the limit's message.
        let error = try #require(throws: LuaError.self) { try lua.run("return spinUntilStopped()") }
        #expect(error.message == "(run):1: time limit reached")
        // No limit: the flag is never raised; the function runs to its own end.
        lua.timeout = nil
        lua.interrupt() // outside a run: no effect on the next one
        #expect(lua.stopReason == nil)
    }

    /// Host-side Swift work inside a run (a render after the script): when
    /// it gives up because the budget ran out, the run's error is the limit.
    @Test func hostWorkCutShortReportsTheLimit() throws {
        struct GaveUp: Error {}
        let lua = try LuaState()
        lua.timeout = 0.1
        lua.setLimitNote(.time, " (--timeout 0.1 s)")
        let start = shl_monotonic_seconds()
        let error = try #require(throws: LuaError.self) {
            try lua.withRun {
                while lua.stopReason == nil && shl_monotonic_seconds() - start < 5 {}
                throw GaveUp()
            }
        }
        #expect(error.message == "time limit reached (--timeout 0.1 s)")
        // Work that returns normally in a stopped run is reported the same way.
        let returned = try #require(throws: LuaError.self) {
            try lua.withRun { while lua.stopReason == nil && shl_monotonic_seconds() - start < 5 {} }
        }
        #expect(returned.message == "time limit reached (--timeout 0.1 s)")
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

    @Test func debugSethookCannotRemoveTheLimits() throws {
        let lua = try LuaState()
        lua.instructionLimit = 100_000
        for code in ["debug.sethook() while true do end",
                     "debug.sethook(function() end, '', 0) while true do end",
                     "debug.sethook(coroutine.running(), nil) while true do end",
                     "local co = coroutine.wrap(function() debug.sethook() while true do end end) co()"] {
            let error = try #require(throws: LuaError.self) { try lua.run(code) }
            #expect(error.message.hasSuffix("instruction limit reached"), "\(code)")
        }
        lua.instructionLimit = nil
        lua.timeout = 0.1
        let timed = try #require(throws: LuaError.self) { try lua.run("debug.sethook() while true do end") }
        #expect(timed.message.hasSuffix("time limit reached"))
    }

    @Test func theScriptsHookStillRunsAndIsWhatGethookReturns() throws {
        let lua = try LuaState()
        lua.instructionLimit = 10_000_000
        // A count hook of 100 under the limit hook of 1000: called about
        // every 100 instructions (plain lua5.4 calls it 104 times for this
        // chunk; re-arming the shared count hook costs a few instructions).
        #expect(try evaluate(lua, """
            local n = 0
            local function h(event) assert(event == 'count') n = n + 1 end
            debug.sethook(h, '', 100)
            for i = 1, 10000 do end
            debug.sethook()
            local f, mask, count = debug.gethook()
            return tostring(n >= 100 and n <= 110) .. ' ' .. tostring(f)
            """) == "true nil")
        // Line and call events, and gethook as the script set it.
        #expect(try evaluate(lua, """
            local lines, calls = 0, 0
            local function h(event, line)
                if event == 'line' then assert(type(line) == 'number') lines = lines + 1 end
                if event == 'call' then calls = calls + 1 end
            end
            debug.sethook(h, 'cl')
            local function g() end
            g() g()
            local f, mask, count = debug.gethook()
            debug.sethook()
            return tostring(f == h) .. ' ' .. mask .. ' ' .. count .. ' ' .. tostring(lines >= 3) .. ' ' .. tostring(calls >= 2)
            """) == "true cl 0 true true")
        // Per coroutine: a hook set on a coroutine is that coroutine's.
        #expect(try evaluate(lua, """
            local co = coroutine.create(function() for i = 1, 3 do coroutine.yield() end end)
            local n = 0
            debug.sethook(co, function() n = n + 1 end, 'l')
            local mine = debug.gethook()
            local theirs = debug.gethook(co)
            while coroutine.resume(co) do end
            return tostring(mine == nil) .. ' ' .. type(theirs) .. ' ' .. tostring(n > 0)
            """) == "true function true")
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
