import CLua

extension LuaStackAccess {
    /// Moves the top value to `index` (a valid, non-pseudo index), shifting
    /// the values from there up by one (`lua_insert`): e.g. a function pushed
    /// after its arguments goes below them.
    public func insert(at index: Int32) {
        lua_rotate(L, index, 1)
    }
}
