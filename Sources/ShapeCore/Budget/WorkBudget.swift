import CWorkBudget

/// The run's budget as ShapeCore sees it: one cheap question, asked in long
/// loops (path building, flattening, stroking, layout per node, text per
/// line, the SVG writer per chunk).
///
/// Most of ShapeCore cannot throw (`Shape.path(in:)` returns a `Path`), so
/// a loop that finds the budget exhausted stops early and returns what it
/// has; the binding that started the work then raises the limit's error
/// ("time limit reached", "memory limit reached (...)") instead of using
/// the truncated result. Who exhausts the budget — the Lua hook, the
/// watchdog, Ctrl-C, the heap counter — is the host's business (LuaBridge,
/// the shapelua executable); see docs/ARCHITECTURE.md "Budgets".
public enum WorkBudget {
    /// True once the work in progress must stop. Two relaxed loads, so it
    /// may be asked once per element of a loop.
    @inline(__always)
    public static var isExhausted: Bool { shl_work_stop_reason() != SHL_STOP_NONE }

    /// For loops in code that throws: throws `WorkBudgetExhausted` once
    /// the budget is exhausted (the binding reports the limit instead).
    @inline(__always)
    public static func check() throws {
        if isExhausted { throw WorkBudgetExhausted() }
    }
}

/// Thrown by `WorkBudget.check()`. The host replaces it with the limit's
/// own message ("time limit reached", ...), which it knows and ShapeCore
/// does not.
public struct WorkBudgetExhausted: Error, CustomStringConvertible {
    public init() {}
    public var description: String { "the run's budget is exhausted" }
}
