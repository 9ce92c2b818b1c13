import CLua
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C while Lua code runs, as `lua.c`'s `laction`/`lstop`: the signal
/// handler only calls `shl_interrupt`, which sets a flag and a hook (both
/// safe in a signal handler); the hook raises "interrupted!" from C at the
/// next instruction. The handler also restores the default action, so a
/// second Ctrl-C stops a program stuck outside Lua code.
enum Interrupt {
    /// The state the handler interrupts. Written before the handler is
    /// installed, so the handler only ever reads an initialised global.
    static var target: OpaquePointer?

    /// Set by the prompt handler: Ctrl-C arrived while reading a line.
    static var atPrompt: sig_atomic_t = 0

    /// Runs `body` with Ctrl-C interrupting the Lua code of `L`; the
    /// previous SIGINT action is restored afterwards.
    static func whileRunning<T>(_ L: OpaquePointer, _ body: () throws -> T) rethrows -> T {
        target = L
        let previous = install(stopLua)
        defer { var old = previous; sigaction(SIGINT, &old, nil) }
        return try body()
    }

    /// For the REPL's prompt: Ctrl-C abandons the line being typed instead
    /// of killing the program.
    static func installPromptHandler() {
        _ = install(notePromptInterrupt)
    }

    /// Installs `handler` for SIGINT without SA_RESTART (so a blocked read
    /// returns), and returns the action it replaced.
    private static func install(_ handler: @escaping @convention(c) (Int32) -> Void) -> sigaction {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previous = sigaction()
        sigaction(SIGINT, &action, &previous)
        // A parent may have started us with SIGINT blocked; Ctrl-C must work.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        return previous
    }
}

private let stopLua: @convention(c) (Int32) -> Void = { signalNumber in
    signal(signalNumber, SIG_DFL)
    if let L = Interrupt.target { shl_interrupt(L) }
}

private let notePromptInterrupt: @convention(c) (Int32) -> Void = { _ in
    Interrupt.atPrompt = 1
}
