import CLua
import CLuaBridge

/// Two pieces of `lua.c`'s behaviour a command-line host reproduces to the
/// letter, pushed as functions for the host to call protected: they read
/// globals the way lua.c does (with metamethods, `__tostring`, `__len`),
/// which can raise, so they run as C code under the call, never from Swift
/// (CLuaBridge/standalone.c).
extension LuaState {
    /// Pushes lua.c's `pushargs`: called with no arguments, it returns the
    /// items 1...#arg of the global table `arg`, or raises "'arg' is not a
    /// table".
    public func pushScriptArgumentsFunction() {
        shl_pushcfunction(L, shl_scriptargs)
    }

    /// Pushes lua.c's `get_prompt`: called with a boolean (true: the first
    /// line of a chunk), it returns `tostring(_PROMPT)` (or of `_PROMPT2`
    /// when false), or nil when that global is nil.
    public func pushPromptFunction() {
        shl_pushcfunction(L, shl_prompt)
    }
}
