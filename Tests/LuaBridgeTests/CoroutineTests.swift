import Testing
import CLua
@testable import LuaBridge

/// Swift functions called from coroutines use the coroutine's stack; limits
/// reach into coroutines; yielding across a Swift callback is a clean error.
@Suite struct CoroutineTests {
    func state() throws -> LuaState {
        let lua = try LuaState()
        lua.registerGlobals(["apply": applyCallback, "f": twoNumbers])
        return lua
    }

    @Test func swiftFunctionsAndCallbacksInsideCoroutines() throws {
        let lua = try state()
        #expect(try evaluate(lua, """
            local co = coroutine.wrap(function(a)
                local b = coroutine.yield(f(a, 1))
                return apply(function(x) return x * 10 end, b)
            end)
            return co(1) + co(5)
            """) == "53.0")
        let text = try luaErrorText(lua, "coroutine.wrap(function() f('x', 1) end)()")
        // coroutine.wrap prefixes its own position, as lua5.4 does for math.floor.
        #expect(text == "(run):1: (run):1: bad argument #1 to 'f' (number expected, got string)")
    }

    @Test func yieldingAcrossASwiftCallbackIsAnError() throws {
        let lua = try state()
        let text = try evaluate(lua, """
            local co = coroutine.create(function()
                return apply(function(x) coroutine.yield(x) return x end, 1)
            end)
            local ok, e = coroutine.resume(co)
            return e
            """)
        #expect(text == "attempt to yield across a C-call boundary")
        try #require(try evaluate(lua, "return f(1, 2)") == "3.0")
    }

    @Test func instructionLimitReachesIntoCoroutines() throws {
        let lua = try state()
        lua.instructionLimit = 50_000
        let error = try #require(throws: LuaError.self) {
            try lua.run("coroutine.wrap(function() while true do end end)()")
        }
        #expect(error.message.hasSuffix("instruction limit reached"))
        #expect(try evaluate(lua, "return coroutine.wrap(function() return 7 end)()") == "7")
    }
}
