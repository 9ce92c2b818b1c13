import Testing
import CLua
@testable import LuaBridge

/// f(a: number, b: number); m is a method of Thing: t:m(n: number).
let twoNumbers: SwiftFunction = { L in
    LuaCall.run(L) { call in
        call.push(try call.number(1) + call.number(2))
        return 1
    }
}
let needsInteger: SwiftFunction = { L in
    LuaCall.run(L) { call in call.push(try call.integer(1)); return 1 }
}
let failsWithMessage: SwiftFunction = { L in
    LuaCall.run(L) { _ in throw LuaCallError.message("radius must be >= 0, got -3") }
}
struct Thing { var n = 1 }
let thingMethod: SwiftFunction = { L in
    LuaCall.run(L) { call in
        let thing = try call.value(1, as: Thing.self)
        call.push(Double(thing.n) + (try call.number(2)))
        return 1
    }
}
let makeThing: SwiftFunction = { L in
    LuaCall.run(L) { call in call.push(userdata: Thing()); return 1 }
}
/// apply(f, x): calls the Lua function f(x) and returns its result + 1.
let applyCallback: SwiftFunction = { L in
    LuaCall.run(L) { call in
        let function = try call.function(1)
        let x = try call.number(2)
        try call.call(function, results: 1) { stack in stack.push(x); return 1 }
        guard let y = call.number(at: -1) else {
            throw LuaCallError.message("apply: the function must return a number")
        }
        call.push(y + 1)
        return 1
    }
}

@Suite struct ErrorTests {
    func state() throws -> LuaState {
        let lua = try LuaState()
        lua.registerGlobals([
            "f": twoNumbers, "g": needsInteger, "fail": failsWithMessage,
            "Thing": makeThing, "apply": applyCallback,
        ])
        lua.registerUserdata(Thing.self, name: "Thing", methods: [("m", thingMethod)])
        return lua
    }

    @Test func badArgumentHasLuasOwnText() throws {
        let lua = try state()
        #expect(try luaErrorText(lua, "f(1, 'x')") == "(run):1: bad argument #2 to 'f' (number expected, got string)")
        #expect(try luaErrorText(lua, "f(1)") == "(run):1: bad argument #2 to 'f' (number expected, got no value)")
        #expect(try luaErrorText(lua, "g(1.5)") == "(run):1: bad argument #1 to 'g' (number has no integer representation)")
        #expect(try luaErrorText(lua, "f(Thing(), 1)") == "(run):1: bad argument #1 to 'f' (number expected, got Thing)")
        // The same text lua5.4 gives for its own C functions:
        #expect(try luaErrorText(lua, "math.floor('x')") == "(run):1: bad argument #1 to 'floor' (number expected, got string)")
    }

    @Test func methodCallsAreRenumberedAsLuaDoes() throws {
        let lua = try state()
        #expect(try evaluate(lua, "local t = Thing() return t:m(2)") == "3.0")
        #expect(try luaErrorText(lua, "local t = Thing() t:m('x')") == "(run):1: bad argument #1 to 'm' (number expected, got string)")
        #expect(try luaErrorText(lua, "local t = Thing() t.m(5, 1)") == "(run):1: bad argument #1 to 'm' (Thing expected, got number)")
        #expect(try luaErrorText(lua, "local t = Thing() local u = {m = t.m} u:m(1)") == "(run):1: calling 'm' on bad self (Thing expected, got table)")
    }

    @Test func messagesGetTheCallersPosition() throws {
        let lua = try state()
        #expect(try luaErrorText(lua, "\n fail()") == "(run):2: radius must be >= 0, got -3")
        let error = try #require(throws: LuaError.self) { try lua.run("fail()", name: "=script.lua") }
        #expect(error.message == "script.lua:1: radius must be >= 0, got -3")
        #expect(error.traceback.hasPrefix("stack traceback:"))
        #expect(error.traceback.contains("in function 'fail'"))
    }

    @Test func luaErrorInCallbackReachesSwiftAndBecomesTheOuterError() throws {
        let lua = try state()
        #expect(try evaluate(lua, "return apply(function(x) return x * 2 end, 4)") == "9.0")
        // Inside Lua: the callback's error is the error of apply(...), catchable.
        let text = try luaErrorText(lua, "apply(function(x)\n error('cb failed: ' .. x)\n end, 7)")
        #expect(text == "(run):2: cb failed: 7.0")
        // A bad result of the callback is apply's own bad argument.
        #expect(try luaErrorText(lua, "apply(function() return 'x' end, 1)") == "(run):1: apply: the function must return a number")
        // Straight from the host: a LuaRef call throws LuaError with the location.
        _ = try lua.run("return function(r) local y = r.width + 1 end")
        let ref = lua.ref(at: -1)
        lua.pop()
        let error = try #require(throws: LuaError.self) {
            try lua.call(ref) { stack in stack.push(1); return 1 }
        }
        #expect(error.message == "(run):1: attempt to index a number value (local 'r')")
        #expect(lua.top == 0)
        // The state is fine afterwards.
        #expect(try evaluate(lua, "return apply(function(x) return x end, 1)") == "2.0")
    }

    @Test func errorObjectsAndSyntaxErrors() throws {
        let lua = try state()
        let error = try #require(throws: LuaError.self) { try lua.run("error({})") }
        #expect(error.message == "(error object is a table value)")
        let syntax = try #require(throws: LuaError.self) { try lua.run("x = = 1", name: "=s.lua") }
        #expect(syntax.kind == .syntax && syntax.message == "s.lua:1: unexpected symbol near '='")
        #expect(lua.top == 0)
    }

    /// The handler's text splits at the first "\nstack traceback:", compared
    /// as Characters (as `firstRange(of:)` did): a "\r\n" before it is one
    /// Character, not a "\n", so it does not split there.
    @Test func handledTextSplitsAtTheFirstTraceback() {
        let split = LuaError(kind: .runtime, handled: "s.lua:1: boom\nstack traceback:\n\t[C]: in ?\nstack traceback:")
        #expect(split.message == "s.lua:1: boom")
        #expect(split.traceback == "stack traceback:\n\t[C]: in ?\nstack traceback:")
        let plain = LuaError(kind: .memory, handled: "not enough memory\nstack trace")
        #expect(plain.message == "not enough memory\nstack trace" && plain.traceback.isEmpty && plain.kind == .memory)
        let crlf = LuaError(kind: .runtime, handled: "a\r\nstack traceback: x\n\nstack traceback:\n")
        #expect(crlf.message == "a\r\nstack traceback: x\n")
        #expect(crlf.traceback == "stack traceback:\n")
        #expect(LuaError(kind: .runtime, handled: "").message.isEmpty)
        #expect(LuaError(kind: .runtime, handled: "\nstack traceback:").message.isEmpty)
    }
}
