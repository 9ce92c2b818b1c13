import Foundation
import Testing
import CLuaBridge

/// CLuaBridge/onethread.c: release builds count Swift references without
/// atomics, and the trampoline stops a second thread that enters Swift.
/// The claim is what the trampoline asks; the release binary carries the
/// check itself (scripts/build refuses one without it).
@Suite struct ThreadTripwireTests {
    /// Claims `tripwire` on a new thread; returns what the claim said there.
    func claimOnAnotherThread(_ tripwire: UnsafeMutablePointer<shl_ThreadTripwire>) -> Int32 {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var answer: Int32 = -1
        nonisolated(unsafe) let pointer = tripwire
        let thread = Thread {
            answer = shl_thread_tripwire_claim(pointer)
            done.signal()
        }
        thread.start()
        done.wait()
        return answer
    }

    @Test func theFirstThreadOwnsItAndNoOtherDoes() {
        let tripwire = UnsafeMutablePointer<shl_ThreadTripwire>.allocate(capacity: 1)
        defer { tripwire.deallocate() }
        tripwire.initialize(to: shl_ThreadTripwire(owner: 0))
        #expect(shl_thread_tripwire_claim(tripwire) == 1)
        #expect(shl_thread_tripwire_claim(tripwire) == 1)
        #expect(claimOnAnotherThread(tripwire) == 0)
        #expect(shl_thread_tripwire_claim(tripwire) == 1)
    }

    /// A thread that claimed first keeps it while it lives. (When it has
    /// ended, a new thread may get its thread pointer back from glibc's
    /// cache, and counts as it: no two threads then run Swift at once.)
    @Test func aThreadThatClaimedFirstKeepsItWhileItLives() {
        let tripwire = UnsafeMutablePointer<shl_ThreadTripwire>.allocate(capacity: 1)
        defer { tripwire.deallocate() }
        tripwire.initialize(to: shl_ThreadTripwire(owner: 0))
        let claimed = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), ended = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var answer: Int32 = -1
        nonisolated(unsafe) let pointer = tripwire
        let owner = Thread {
            answer = shl_thread_tripwire_claim(pointer)
            claimed.signal()
            release.wait()
            ended.signal()
        }
        owner.start()
        claimed.wait()
        #expect(answer == 1)
        #expect(shl_thread_tripwire_claim(tripwire) == 0)
        #expect(claimOnAnotherThread(tripwire) == 0)
        release.signal()
        ended.wait()
    }
}
