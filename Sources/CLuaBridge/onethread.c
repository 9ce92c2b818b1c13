/* onethread.c — the tripwire of Swift's non-atomic reference counts.
 *
 * Release builds compile our Swift modules with -assume-single-threaded
 * (Package.swift says why: atomic retains were the largest single cost of
 * building views). That is correct only while one thread runs Swift code:
 * shapelua's supervisor and --jobs are processes, and the threads librsvg
 * and GLib start run none. Every call from Lua into Swift enters through
 * the trampoline, so there a release build checks that the calling thread
 * is the first one that ever came through; a second thread stops the
 * process with a message instead of corrupting a count. A forked child
 * keeps its parent's thread pointer, so the REPL's snapshots pass. */
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>
#include "include/bridge.h"
#include "internal.h"

/* The thread pointer (%fs base on x86-64): one instruction, unique to each
 * living thread of the process. */
static uintptr_t this_thread(void) {
    return (uintptr_t)__builtin_thread_pointer();
}

int shl_thread_tripwire_claim(shl_ThreadTripwire *tripwire) {
    uintptr_t self = this_thread();
    uintptr_t owner = __atomic_load_n(&tripwire->owner, __ATOMIC_ACQUIRE);
    if (owner == self) return 1;
    if (owner != 0) return 0;
    if (__atomic_compare_exchange_n(&tripwire->owner, &owner, self, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) return 1;
    return owner == self;
}

#ifdef SHL_SWIFT_ONE_THREAD
shl_ThreadTripwire shl_swiftThread;

__attribute__((noinline, noreturn)) void shl_swift_second_thread(void) {
    static const char text[] =
        "shapelua: Swift code was entered on a second thread, but this build counts "
        "Swift references without atomic instructions (-assume-single-threaded, "
        "Package.swift); use a build without that setting from several threads\n";
    ssize_t ignored = write(2, text, sizeof text - 1);
    (void)ignored;
    abort();
}
#endif
