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

    /// Asked before a large buffer grows (a path's points, the SVG
    /// document): false when the allocation would take the process past
    /// its memory ceiling, so the caller must not grow it. The run is then
    /// stopped (`isExhausted`), and the binding raises "memory limit
    /// reached" — a soft stop where the allocation itself would have ended
    /// the process. Without a heap counter (tests, embedders) always true.
    @inline(__always)
    public static func mayAllocate(bytes: Int) -> Bool {
        shl_work_may_allocate(UInt(Swift.max(bytes, 0))) != 0
    }

    /// Buffers smaller than this grow without asking (`mayAllocate`).
    public static let largeBuffer = 1 << 20

    /// Whether `array` may take `n` more elements: true while they fit or
    /// the array is small; otherwise the doubling it is about to do asks
    /// `mayAllocate`. For the loops that fill one large array.
    @inline(__always)
    public static func mayGrow<T>(_ array: [T], by n: Int) -> Bool {
        let capacity = array.capacity
        if array.count + n <= capacity { return true }
        let bytes = 2 * Swift.max(capacity, array.count + n) * MemoryLayout<T>.stride
        return bytes < largeBuffer || mayAllocate(bytes: bytes)
    }

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
