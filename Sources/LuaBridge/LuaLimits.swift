import CLua
import CLuaBridge

/// Why a run was stopped.
public enum LuaStopReason: Int32, Sendable {
    case instructions = 1, time, memory, interrupt

    init?(code: Int32) { self.init(rawValue: code) }
}

/// Limits that stop a runaway script, and the run they apply to.
///
/// A *run* has one budget — an instruction count, a deadline, a stop
/// reason — shared by everything done for it: the Lua code and every
/// callback Swift makes into Lua. The host brackets a run with
/// `withRun { }`: the command line around a script and the rendering and
/// writing of what it returns, the REPL around each line. A call the host
/// makes outside `withRun` is a run of its own. So callbacks of a render
/// share the budget of the script that returned the view, and the state is
/// usable after a limit stopped one run.
///
/// Messages: "instruction limit reached", "time limit reached",
/// "memory limit reached" and "interrupted!", each followed by its note
/// (`setLimitNote`, e.g. " (--timeout 2 s)"). From Lua code they are raised
/// by the count hook (in C) with the position of the running code; from a
/// Swift function, on its way out (by the trampoline). Once reached, every
/// later hook and every later call of the same run raises again, so `pcall`
/// inside the script cannot swallow it. An allocation the memory limit
/// refuses raises Lua's own "not enough memory" inside the script; the run
/// reports "memory limit reached" to the host.
///
/// Coroutines: Lua copies the hook into each new coroutine, so the limits
/// hold inside coroutines created after the limit was set. Ctrl-C, like
/// `lua.c`'s, hooks the main thread only. `debug.sethook` chains the
/// script's hook under the limit hook instead of replacing it.
///
/// What no hook reaches — a finalizer (Lua runs `__gc` with hooks off),
/// a C function of Lua's library, a blocking read, Swift work — is not
/// bounded here: the command line runs the state in a worker process that
/// the kernel and its supervisor bound (CSupervisor). The instruction
/// limit counts Lua VM instructions only.
extension LuaState {
    /// Bytes this state has allocated now, and at most so far.
    public var memoryInUse: Int { Int(context.pointee.used) }
    public var peakMemory: Int { Int(context.pointee.peak) }

    /// The most memory the state may hold, in bytes; nil for no limit.
    /// Lua code that allocates past it fails with "not enough memory"; a
    /// Swift function may overshoot, and its Lua call then fails the same way.
    public var memoryLimit: Int? {
        get { context.pointee.limit == 0 ? nil : Int(context.pointee.limit) }
        set {
            context.pointee.limit = newValue.map { max(1, $0) } ?? 0
            shl_update_hook(L)
        }
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

    /// Text appended to a limit's message, e.g. " (--max-memory 64 MiB)".
    public func setLimitNote(_ reason: LuaStopReason, _ note: String) {
        shl_set_limit_note(L, reason.rawValue, note)
    }

    /// Stops the running Lua code with "interrupted!" at its next call,
    /// return, line or instruction. Async-signal-safe (it only sets a flag
    /// and a hook), so it may be called from a signal handler; with
    /// `catchesInterrupts` the state does that itself for SIGINT.
    public func interrupt() {
        shl_interrupt(L)
    }

    /// Why the current run was stopped; nil when it was not (or no run).
    public var stopReason: LuaStopReason? {
        LuaStopReason(code: shl_run_stop_reason(L))
    }

    /// Throws the limit's error if the current run was stopped: for the
    /// host, after Swift work whose loops may have ended early (a rendering
    /// whose result must then not be used).
    public func checkBudget() throws {
        guard let reason = stopReason else { return }
        throw LuaError(kind: reason == .memory ? .memory : .runtime, message: stopMessage(reason))
    }

    func stopMessage(_ reason: LuaStopReason) -> String {
        shl_push_stop_message(L, reason.rawValue)
        defer { lua_settop(L, -2) }
        return string(at: -1) ?? ""
    }

    /// Runs `body` as one run (see above): the script and the work on what
    /// it returns, or one REPL line. Nested calls join the open run. With
    /// `catchesInterrupts`, SIGINT stops it with "interrupted!". Errors of
    /// the memory limit are reported as "memory limit reached"; if the
    /// budget ran out while `body` did Swift-side work, the limit's error
    /// is thrown even though `body` returned.
    public func withRun<T>(_ body: () throws -> T) throws -> T {
        let outermost = context.pointee.runScopes == 0
        var interruptToken: Int32 = -1
        if outermost {
            freePendingReferences(L)
            if catchesInterrupts { interruptToken = shl_sigint_catch(L) }
        }
        shl_run_begin(L)
        defer {
            shl_run_end(L)
            if outermost {
                if catchesInterrupts { shl_sigint_release(interruptToken) }
                // References dropped during the run (callbacks kept by Swift
                // values that died) are freed as soon as the run is over.
                freePendingReferences(L)
            }
        }
        let result: T
        do {
            result = try body()
        } catch let error as LuaError {
            throw reportingLimit(error)
        } catch where stopReason != nil {
            // Host work that gave up because the run was stopped (a write
            // cut short by Ctrl-C): the stop is the error.
            try checkBudget()
            throw error
        }
        try checkBudget()
        return result
    }

    /// "not enough memory" because the limit refused: the limit's message.
    private func reportingLimit(_ error: LuaError) -> LuaError {
        guard error.kind == .memory, context.pointee.memoryRefused != 0 || stopReason == .memory else { return error }
        return LuaError(kind: .memory, message: stopMessage(.memory), traceback: error.traceback)
    }
}
