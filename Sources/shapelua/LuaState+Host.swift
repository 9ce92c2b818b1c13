import CLua
import CLuaBridge
import LuaBridge

/// Small stack helpers the command line needs. Only raw, non-raising API
/// calls (and pushes, which cannot fail outside a protected call, see
/// docs/ARCHITECTURE.md); anything that could raise runs as Lua code under
/// `call`.
extension LuaState {
    func pushString(_ value: String) {
        var value = value
        value.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { _ = lua_pushlstring(L, $0.baseAddress, $0.count) }
        }
    }

    /// Pushes the globals table (raw: from the registry, no metamethod).
    func pushGlobals() {
        lua_rawgeti(L, shl_registryindex(), lua_Integer(LUA_RIDX_GLOBALS))
    }

    /// globals[name] = the value on top (popped), without metamethods.
    func setGlobalRaw(_ name: String) {
        pushGlobals()              // value, globals
        pushString(name)           // value, globals, name
        lua_rotate(L, -3, -1)      // globals, name, value
        lua_rawset(L, -3)          // globals
        shl_pop(L, 1)
    }

    /// Pops the top value into the registry and returns its reference.
    func makeReference() -> Int32 { luaL_ref(L, shl_registryindex()) }

    func pushReference(_ reference: Int32) {
        lua_rawgeti(L, shl_registryindex(), lua_Integer(reference))
    }

    /// Loads `code` and calls it with string arguments; leaves the results
    /// (`results`, or all of them with LUA_MULTRET) on the stack.
    func run(_ code: String, name: String, mode: String = "t", arguments: [String], results: Int32) throws {
        try load(code, name: name, mode: mode)
        for a in arguments { pushString(a) }
        try call(arguments: Int32(arguments.count), results: results)
    }

    /// The `__name` of the value's metatable, read raw; nil without one.
    func metatableName(at index: Int32) -> String? {
        guard lua_getmetatable(L, index) != 0 else { return nil }
        pushString("__name")
        defer { shl_pop(L, 2) }
        return lua_rawget(L, -2) == LUA_TSTRING ? string(at: -1) : nil
    }

    /// "a number", "nil", "a Circle" (the `__name` of a userdata's
    /// metatable, read raw): how messages name a value's type.
    func typePhrase(at index: Int32) -> String {
        let t = lua_type(L, index)
        if t == LUA_TNIL { return "nil" }
        if t == LUA_TNONE { return "nothing" }
        let name = metatableName(at: index) ?? String(cString: lua_typename(L, t))
        let vowel = name.first.map { "aeiouAEIOU".contains($0) } ?? false
        return (vowel ? "an " : "a ") + name
    }
}
