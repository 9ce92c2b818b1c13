import CLua
import CLuaBridge

/// The garbage collector, as a host drives it around building a state:
/// a library's tables and closures are never garbage, so collecting while
/// they are registered is wasted work (lua.c 5.4 stops the collector while
/// it opens its libraries, then restarts it in generational mode).
/// `lua_gc` with these options only sets the collector's mode and flags: it
/// runs no finalizer and cannot raise.
extension LuaState {
    /// Stops automatic collection until `restartCollector`.
    public func stopCollector() {
        _ = shl_gc(L, LUA_GCSTOP, 0)
    }

    /// Restarts automatic collection; with `generational`, also in
    /// generational mode with Lua's default parameters (otherwise the mode
    /// stays what it was).
    public func restartCollector(generational: Bool = false) {
        _ = shl_gc(L, LUA_GCRESTART, 0)
        if generational { _ = shl_gc_generational(L) }
    }

    /// False between `stopCollector` and `restartCollector` (or after a
    /// script's `collectgarbage("stop")`).
    public var isCollectorRunning: Bool { shl_gc(L, LUA_GCISRUNNING, 0) != 0 }
}
