import CLua
import CLuaBridge

extension LuaStackAccess {
    /// Joins the live `T` userdata at `index`, pushed with
    /// `push(plainUserdata:)` because it owned nothing then, to the state's
    /// release set, so that the references it is about to store are
    /// released when Lua frees it (CLuaBridge/release.c; already a member:
    /// true). False when the set cannot take it (no memory, or a build
    /// without the set): the value must then go on owning nothing.
    public func releaseWhenFreed<T>(userdataAt index: Int32, as type: T.Type) -> Bool {
        guard UserdataHeader.value(L, index, as: type) != nil, let memory = lua_touserdata(L, index) else { return false }
        return shl_release_when_freed(L, memory, Int(lua_rawlen(L, index))) != 0
    }
}
