import CLua
import CLuaBridge

/// The registry keyed by a pointer: a library keeps one value per state
/// under the address of something of its own (a byte allocated once, an
/// object), so no key can collide with another library's or with Lua's
/// integer references. Raw access (`lua_rawgetp`/`lua_rawsetp`): the
/// registry has no metatable, and nothing here can raise.
extension LuaStackAccess {
    /// Pushes the registry's value under `key` (nil when none) and returns its type.
    @inlinable @discardableResult
    public func pushRegistryValue(forKey key: UnsafeRawPointer) -> LuaType {
        LuaType(lua_rawgetp(L, shl_registryindex(), key))
    }

    /// Sets the registry's value under `key` to the value on top, popping it.
    @inlinable
    public func setRegistryValue(forKey key: UnsafeRawPointer) {
        lua_rawsetp(L, shl_registryindex(), key)
    }
}
