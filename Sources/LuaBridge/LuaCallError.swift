/// What a Swift function called from Lua throws instead of raising. The
/// trampoline (CLuaBridge/call.c) turns it into a Lua error after the Swift frame
/// has returned (see LuaCall.run).
public enum LuaCallError: Error {
    /// Argument `index` is bad; `detail` is the parenthesised part of Lua's
    /// "bad argument #n to 'f' (detail)".
    case argument(Int, String)
    /// A message; the caller's position is prefixed, as luaL_error does.
    case message(String)
    /// A Lua error caught while calling back into Lua: re-raised as it is
    /// (its message already carries the Lua position).
    case lua(LuaError)
}
