import Testing
import CLua
import CLuaBridge
@testable import LuaBridge

/// A type registered by `registerOnFirstUse`, not before.
struct Lazy { var n: Double }

let makeLazy: SwiftFunction = { L in
    LuaCall.run(L) { call in
        call.push(userdata: Lazy(n: try call.number(1)))
        return 1
    }
}
let lazyValue: SwiftFunction = { L in
    LuaCall.run(L) { call in
        call.push(try call.value(1, as: Lazy.self).n)
        return 1
    }
}

@Suite struct RegisterOnFirstUseTests {
    /// A state whose hook registers `Lazy` (with `__tostring`) and counts
    /// its calls.
    func state(_ calls: UnsafeMutablePointer<Int>) throws -> LuaState {
        let lua = try LuaState()
        lua.registerGlobals(["Lazy": makeLazy, "value": lazyValue])
        lua.registerOnFirstUse = { L, key in
            calls.pointee += 1
            guard key == registryKey(Lazy.self) else { return false }
            LuaCall(L: L).registerUserdata(Lazy.self, name: "Lazy")
            LuaCall(L: L).pushMetatable(of: Lazy.self)
            lua_pushstring(L, "lazy")
            lua_setfield(L, -2, "kind")
            lua_settop(L, -2)
            return true
        }
        return lua
    }

    @Test func theFirstValueRegistersTheType() throws {
        let calls = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { calls.deallocate() }
        calls.pointee = 0
        let lua = try state(calls)
        #expect(lua_rawgetp(lua.L, shl_registryindex(), registryKey(Lazy.self)) == LUA_TNIL)
        lua.pop()
        #expect(try evaluate(lua, "return value(Lazy(2)) + value(Lazy(3))") == "5.0")
        #expect(calls.pointee == 1)
        #expect(try evaluate(lua, "return debug.getmetatable(Lazy(1)).kind .. ' ' .. debug.getmetatable(Lazy(1)).__name") == "lazy Lazy")
        #expect(calls.pointee == 1)
        #expect(lua.top == 0)
    }

    /// Inside a coroutine the type is registered on the coroutine's thread,
    /// and the stack of every thread is left as it was.
    @Test func aCoroutineRegistersItToo() throws {
        let calls = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { calls.deallocate() }
        calls.pointee = 0
        let lua = try state(calls)
        let code = "local a, b, c = 1, 2, 3; local v = Lazy(4); coroutine.yield(a + b + c); return value(v)"
        #expect(try evaluate(lua, "local co = coroutine.wrap(function() \(code) end) return co() + co()") == "10.0")
        #expect(calls.pointee == 1)
        #expect(lua.top == 0)
    }

    /// A bad argument names the type even when none of its values was made.
    @Test func anErrorNamesATypeNeverMade() throws {
        let calls = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { calls.deallocate() }
        calls.pointee = 0
        let lua = try state(calls)
        #expect(try luaErrorText(lua, "value(1)") == "(run):1: bad argument #1 to 'value' (Lazy expected, got number)")
        #expect(calls.pointee == 1)
    }
}
