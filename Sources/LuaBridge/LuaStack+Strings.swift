import CLua
import CLuaBridge

extension LuaStackAccess {
    /// The bytes of the value at `index`, which must be a string: for a
    /// caller that has just switched on `type(at:)` and would otherwise ask
    /// Lua for the type twice (`withBytes(at:)` checks it). A number there
    /// would be converted in place, so debug builds check the type. Valid
    /// only while the string stays on the stack.
    @inlinable
    public func bytes(ofStringAt index: Int32) -> UnsafeBufferPointer<UInt8> {
        assert(lua_type(L, index) == LUA_TSTRING, "bytes(ofStringAt:) of a value that is no string")
        var length = 0
        guard let p = shl_tolstring(L, index, &length) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self), count: length)
    }
}
