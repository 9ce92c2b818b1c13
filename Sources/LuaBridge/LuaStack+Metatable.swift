import CLua

extension LuaStackAccess {
    /// Pushes the metatable of the value at `index` and returns true, or
    /// pushes nothing and returns false when it has none (`lua_getmetatable`:
    /// no metamethod runs, nothing raises).
    @inlinable
    public func pushMetatable(of index: Int32) -> Bool { lua_getmetatable(L, index) != 0 }
}
