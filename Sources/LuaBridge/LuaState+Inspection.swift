import CLua

/// What a host reads about a value's type for its messages and for
/// completion. Raw access only (`lua_getmetatable`, `lua_rawget`): no
/// metamethod runs and nothing here can raise.
extension LuaStackAccess {
    /// The `__name` of the value's metatable when it is a string (the name
    /// `luaL_newmetatable` gives a type); nil without a metatable, or when
    /// its `__name` is missing or not a string. The stack is left as it was.
    public func metatableName(at index: Int32) -> String? {
        guard lua_getmetatable(L, index) != 0 else { return nil }
        defer { lua_settop(L, -3) }
        return rawGet(-1, field: "__name") == .string ? string(at: -1) : nil
    }

    /// Lua's own name of a type ("nil", "number", "userdata" for light and
    /// full userdata alike, "no value" for `.none`), as `type()` gives it.
    public func name(of type: LuaType) -> String {
        String(cString: lua_typename(L, type.rawValue))
    }
}
