#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C outside Lua code. While Lua code runs, the bridge's SIGINT
/// handler (`LuaState.catchesInterrupts`, lua.c's `laction`) stops it with
/// "interrupted!" and afterwards puts back the handler installed here, which
/// at the REPL's prompt only notes the interrupt so the line being typed is
/// abandoned instead of the program being killed.
enum Interrupt {
    /// Set by the prompt handler: Ctrl-C arrived while reading a line.
    static var atPrompt: sig_atomic_t = 0

    /// For the REPL's prompt. No SA_RESTART, so a blocked read returns.
    static func installPromptHandler() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = notePromptInterrupt
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }

    /// A parent may start us with SIGINT blocked (signal masks are
    /// inherited; test runners' threads block it); Ctrl-C must still work.
    static func unblock() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }
}

private let notePromptInterrupt: @convention(c) (Int32) -> Void = { _ in
    Interrupt.atPrompt = 1
}
