import Glibc

/// Runs `body` on a new thread with a stack of exactly `stackSize` bytes and
/// waits for it. Layout recursion is bounded by the calling thread's stack,
/// so tests about deep trees must not depend on whichever thread Swift
/// Testing happens to use (its worker threads have small stacks).
func onThread<R>(stackSize: Int, _ body: @escaping () throws -> R) throws -> R {
    var result: Result<R, any Error>?
    runOnThread(stackSize: stackSize) { result = Result { try body() } }
    return try result!.get()
}

private final class ThreadBody {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

private func runOnThread(stackSize: Int, _ run: @escaping () -> Void) {
    var attr = pthread_attr_t()
    pthread_attr_init(&attr)
    defer { pthread_attr_destroy(&attr) }
    precondition(pthread_attr_setstacksize(&attr, stackSize) == 0, "stack size \(stackSize) refused")
    var thread = pthread_t()
    let context = Unmanaged.passRetained(ThreadBody(run)).toOpaque()
    let created = pthread_create(&thread, &attr, { raw in
        Unmanaged<ThreadBody>.fromOpaque(raw!).takeRetainedValue().run()
        return nil
    }, context)
    precondition(created == 0, "pthread_create failed: \(created)")
    pthread_join(thread, nil)
}

/// The stack size the command line's main thread has (the usual `ulimit -s`).
let mainThreadStackSize = 8 << 20
