import CLua
import CLuaBridge

/// What a host can learn about a function value without calling it: only
/// `lua_iscfunction`/`lua_getupvalue`, which read the closure and cannot
/// raise.
extension LuaStackAccess {
    /// True for a C function, a Swift function pushed by `push(function:)` included.
    @inlinable
    public func isCFunction(at index: Int32) -> Bool { lua_iscfunction(L, index) != 0 }

    /// Upvalues 1...`count` of the C function at `index`, each as its
    /// light-userdata pointer (nil for one that is not light userdata: nil,
    /// a number …), or nil when the value is no C function or has fewer
    /// upvalues. Lua counts a Swift function's own pointer (the
    /// trampoline's) as upvalue 1, the values given to
    /// `push(function:upvalues:)` from 2 on. The stack is left as it was.
    public func lightUserdataUpvalues(ofCFunctionAt index: Int32, count: Int32) -> [UnsafeMutableRawPointer?]? {
        guard lua_iscfunction(L, index) != 0, lua_checkstack(L, count) != 0 else { return nil }
        let function = lua_absindex(L, index)
        let base = lua_gettop(L)
        defer { lua_settop(L, base) }
        var values: [UnsafeMutableRawPointer?] = []
        for n in stride(from: Int32(1), through: count, by: 1) {
            guard lua_getupvalue(L, function, n) != nil else { return nil }
            values.append(lightUserdata(at: -1))
        }
        return values
    }
}
