import Testing
import CLua
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
@testable import LuaBridge

/// SIGINT and `catchesInterrupts`: which runs a SIGINT stops, and that what
/// was installed before still gets it outside runs.
///
/// The SIGINT action is one per process and `swift test` runs every suite
/// of every test target in one process at once. Other suites catch
/// interrupts too (CLITests' CompletionTests run Sessions in-process), but
/// they only catch and release, which the bridge keeps consistent for any
/// number of runs on any threads. Only this suite installs actions of its
/// own (the counting handler), so its tests run one at a time; and it
/// sends SIGINT only to its own threads (`raise`, `pthread_kill`), which
/// stops the runs on that thread alone, never another suite's.
@Suite(.serialized) struct InterruptTests {
    @Test func sigintInterruptsARunWhenCaught() throws {
        try withCountingHandler {
            let lua = try LuaState()
            lua.catchesInterrupts = true
            lua.timeout = 10 // only so that a failure cannot hang the test run
            lua.register("raiseSIGINT", raiseSIGINT)
            let error = try #require(throws: LuaError.self) {
                try lua.run("raiseSIGINT() while true do end")
            }
            // Raised once at the return of the C function, as lua.c's lstop:
            // luaL_error's level 1 is then the Lua code that called it.
            #expect(error.message == "(run):1: interrupted!")
            #expect(countedSIGINTs.load(ordering: .relaxed) == 0)
            // The run is over: SIGINT goes to what was installed before.
            raiseSIGINTOnThisThread()
            #expect(countedSIGINTs.load(ordering: .relaxed) == 1)
            #expect(try evaluate(lua, "return 1 + 1") == "2")
        }
    }

    /// Two states on two threads whose runs end out of order (A begins, B
    /// begins, A ends): B is still interruptible, and once both are over
    /// (A's state closed) a SIGINT reaches the handler from before. (The
    /// single "interruptible state" this replaced restored the old action
    /// when A ended, so B ran into its timeout, and afterwards pointed at
    /// A's closed state.)
    @Test func runsOnTwoThreadsEndingOutOfOrderStayInterruptible() throws {
        try withCountingHandler {
            resetRendezvous()
            let threadB = LuaThread {
                let b = try LuaState()
                b.catchesInterrupts = true
                b.timeout = 10
                b.register("raiseSIGINT", raiseSIGINT)
                b.register("arrive", arrive)
                _ = rendezvous[0].wait(timeout: .now() + 20) // A's run has begun
                // arrive(1): B's run has begun; it then waits for A's run to end.
                try b.run("arrive(1, 2) raiseSIGINT() while true do end")
            }
            do {
                let a = try LuaState()
                a.catchesInterrupts = true
                a.timeout = 10
                a.register("arrive", arrive)
                try a.run("arrive(0, 1)") // A's run begins, then waits for B's
            } // A's state is closed here
            rendezvous[2].signal()
            let error = try #require(throws: LuaError.self) { try threadB.join() }
            #expect(error.message == "(run):1: interrupted!")
            #expect(countedSIGINTs.load(ordering: .relaxed) == 0)
            raiseSIGINTOnThisThread()
            #expect(countedSIGINTs.load(ordering: .relaxed) == 1)
        }
    }

    /// A SIGINT sent to one thread stops the run on that thread only, even
    /// when another state began its run later on another thread. (The single
    /// "interruptible state" this replaced was the one that began last: A
    /// was stopped and B ran into its timeout.)
    @Test func aSIGINTToOneThreadStopsOnlyThatThreadsRun() throws {
        try withCountingHandler {
            resetRendezvous()
            let threadB = LuaThread {
                defer { rendezvous[2].signal() } // B's run is over
                let b = try LuaState()
                b.catchesInterrupts = true
                b.timeout = 10
                b.register("raiseSIGINT", raiseSIGINT)
                b.register("arrive", arrive)
                // B's run begins, waits for A's to begin, then B interrupts itself.
                try b.run("arrive(0, 1) raiseSIGINT() while true do end")
            }
            let a = try LuaState()
            a.catchesInterrupts = true
            a.timeout = 10
            a.register("arrive", arrive)
            _ = rendezvous[0].wait(timeout: .now() + 20)
            // A's run begins after B's and lasts until B's is over.
            #expect(try evaluate(a, "arrive(1, 2) local s = 0 for i = 1, 1000 do s = s + i end return s") == "500500")
            let error = try #require(throws: LuaError.self) { try threadB.join() }
            #expect(error.message == "(run):1: interrupted!")
            #expect(countedSIGINTs.load(ordering: .relaxed) == 0)
        }
    }
}

// MARK: - Support

/// Sends SIGINT to this thread (test runners block it in their threads, so
/// it is unblocked around the raise; the handler runs before unblocking
/// returns).
func raiseSIGINTOnThisThread() {
    var set = sigset_t(), old = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    pthread_sigmask(SIG_BLOCK, nil, &old)
    raise(SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    pthread_sigmask(SIG_SETMASK, &old, nil)
}

let raiseSIGINT: SwiftFunction = { L in
    LuaCall.run(L) { _ in raiseSIGINTOnThisThread(); return 0 }
}

/// SIGINTs that reached the counting handler.
let countedSIGINTs = Atomic<Int>(0)

private let countSIGINT: @convention(c) (Int32) -> Void = { _ in
    countedSIGINTs.add(1, ordering: .relaxed)
}

/// Runs `body` with the counting handler installed as the process's SIGINT
/// action (count reset), then puts back the action found before.
func withCountingHandler(_ body: () throws -> Void) rethrows {
    var counting = sigaction(), before = sigaction()
    counting.__sigaction_handler.sa_handler = countSIGINT
    sigemptyset(&counting.sa_mask)
    countedSIGINTs.store(0, ordering: .relaxed)
    sigaction(SIGINT, &counting, &before)
    defer { sigaction(SIGINT, &before, nil) }
    try body()
}

/// Semaphores two threads meet at: `arrive(i, j)` from Lua signals
/// rendezvous[i] and waits (20 s at most) for rendezvous[j].
nonisolated(unsafe) var rendezvous: [DispatchSemaphore] = []

func resetRendezvous() {
    rendezvous = (0..<3).map { _ in DispatchSemaphore(value: 0) }
}

let arrive: SwiftFunction = { L in
    LuaCall.run(L) { call in
        let signalled = try call.integer(1), awaited = try call.integer(2)
        rendezvous[signalled].signal()
        _ = rendezvous[awaited].wait(timeout: .now() + 20)
        return 0
    }
}

/// A thread of its own (not a shared pool's) for one state's work; join
/// rethrows what the work threw.
final class LuaThread: @unchecked Sendable {
    private var failure: Error?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping () throws -> Void) {
        let thread = Thread { [self] in
            do { try work() } catch { failure = error }
            done.signal()
        }
        thread.start()
    }

    func join() throws {
        _ = done.wait(timeout: .now() + 30)
        if let failure { throw failure }
    }
}
