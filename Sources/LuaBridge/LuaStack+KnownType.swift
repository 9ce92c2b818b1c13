import CLua
import CLuaBridge

/// Reads for a caller that has just switched on `type(at:)`: they do not
/// ask Lua for the type again (each is a call into liblua), and debug
/// builds check it.
extension LuaStackAccess {
    /// The number at `index`, which must be a number.
    @inlinable
    public func number(ofNumberAt index: Int32) -> Double {
        assert(lua_type(L, index) == LUA_TNUMBER, "number(ofNumberAt:) of a value that is no number")
        return shl_tonumberx(L, index, nil)
    }

    /// The bytes of the value at `index`, which must be a string
    /// (`withBytes(at:)` checks; a number here would be converted in
    /// place). Valid only while the string stays on the stack.
    @inlinable
    public func bytes(ofStringAt index: Int32) -> UnsafeBufferPointer<UInt8> {
        assert(lua_type(L, index) == LUA_TSTRING, "bytes(ofStringAt:) of a value that is no string")
        var length = 0
        guard let p = shl_tolstring(L, index, &length) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self), count: length)
    }
}
