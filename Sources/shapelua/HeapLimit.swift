import CHeapLimit
import LuaBridge

/// `--max-memory` for everything the process allocates, not only Lua
/// (SPEC §10): the heap counter (CHeapLimit/heap.c) stops the run when the
/// heap has grown by the limit since the session started, and ends the
/// process when an allocation would take the resident size past
/// `limit × 1.1 + 32 MiB` (less 2 MiB of margin). The lua state's own limit still bounds Lua's
/// allocations exactly. Under AddressSanitizer the counter runs on the
/// sanitizer's allocation hooks and only the soft stop applies (no resident
/// ceiling: ASan's shadow memory inflates the resident size).
enum HeapLimit {
    static var isCounting: Bool { shl_heap_counting() != 0 }

    /// What SPEC §10 allows above the limit: 10 % + 32 MiB of resident size.
    static func ceiling(limit: Double) -> Double { limit * 1.1 + 32 * 1_048_576 }

    static func start(mebibytes: Double, message: String) {
        guard isCounting else { return }
        let limit = mebibytes * 1_048_576
        // What is resident already (code, libraries, the state) is not heap
        // growth but counts against the ceiling; keep 4 MiB for what grows
        // outside the heap (stacks, mapped font files) and for heap slack.
        let residentCeiling = ceiling(limit: limit) - 2 * 1_048_576
        let room = residentCeiling - Double(shl_resident_bytes()) - 2 * 1_048_576
        let hard = max(room, limit + 1_048_576)
        shl_heap_limit(size_t(min(limit, 1e18)), size_t(min(hard, 1e18)), size_t(min(residentCeiling, 1e18)), message)
    }

    /// After a run the heap counter's stop is lifted once garbage is freed
    /// (the REPL's next line gets the budget again).
    static func afterRun(_ lua: LuaState) {
        guard isCounting, shl_heap_rearm() != 0 else { return }
        lua.collectGarbage()
        lua.collectGarbage() // userdata blocks are freed in the second cycle
        _ = shl_heap_rearm()
    }
}
