import CLua

/// Limits that stop a runaway script (SPEC §10).
///
/// Scope: the instruction limit and the timeout apply per *run*: each call
/// the host makes into Lua (`LuaState.call`, `run`, or `call(_:LuaRef)` from
/// the host) starts with a fresh count and a fresh deadline; callbacks made
/// while Lua is running belong to the run that is going on. So a REPL line,
/// or a script, or a render that calls back into `Shape` functions, each
/// gets the whole budget, and the state is usable after a limit stopped one.
/// The memory limit is a bound on what the state holds at any moment.
///
/// Messages: "instruction limit reached", "time limit reached" and
/// "interrupted!" are raised from the count hook (in C) with the position
/// of the running Lua code prefixed, as `luaL_error` does; once reached,
/// every later hook of the same run raises again, so `pcall` inside the
/// script cannot swallow it. "not enough memory" is Lua's own memory error.
///
/// Coroutines: Lua copies the hook into each new coroutine, so the
/// instruction limit and timeout hold inside coroutines created after the
/// limit was set. Ctrl-C, like `lua.c`'s, hooks the main thread only.
extension LuaState {
    /// Bytes this state has allocated now, and at most so far.
    public var memoryInUse: Int { Int(context.pointee.used) }
    public var peakMemory: Int { Int(context.pointee.peak) }

    /// The most memory the state may hold, in bytes; nil for no limit.
    /// Lua code that allocates past it fails with "not enough memory"; a
    /// Swift function may overshoot, and its Lua call then fails the same way.
    public var memoryLimit: Int? {
        get { context.pointee.limit == 0 ? nil : Int(context.pointee.limit) }
        set { context.pointee.limit = newValue.map { max(1, $0) } ?? 0 }
    }

    /// The most VM instructions one run may execute; nil for no limit.
    /// Counted by a count hook every `hookCount` (1000) instructions, so a
    /// run stops within 1000 instructions after the limit.
    public var instructionLimit: Int? {
        get { context.pointee.instructionLimit == 0 ? nil : Int(context.pointee.instructionLimit) }
        set {
            context.pointee.instructionLimit = Int64(newValue.map { max(1, $0) } ?? 0)
            shl_update_hook(L)
        }
    }

    /// Seconds of wall-clock time one run may take; nil for none.
    public var timeout: Double? {
        get { context.pointee.timeout > 0 ? context.pointee.timeout : nil }
        set {
            context.pointee.timeout = newValue.map { $0 > 0 ? $0 : 1e-9 } ?? 0
            shl_update_hook(L)
        }
    }

    /// Stops the running Lua code with "interrupted!" at its next call,
    /// return, line or instruction. Async-signal-safe (it only sets a flag
    /// and a hook), so it may be called from a signal handler; with
    /// `catchesInterrupts` the state does that itself for SIGINT.
    public func interrupt() {
        shl_interrupt(L)
    }
}
