/* tempfiles.c — the temporary files of atomic writes that are open right now,
 * so that a signal handler can remove them before the process ends, and a
 * supervised worker's supervisor after it ended (CSupervisor.h): a stopped
 * write leaves no temporary file.
 *
 * Everything here is async-signal-safe: a fixed array of slots (no malloc),
 * each claimed and released with lock-free atomic compare-and-swap, and only
 * unlink/getpid/signal/raise in the handlers. A slot records the process
 * that registered it, so a child made by fork never removes its parent's
 * files. Declarations: include/CLuaBridge.h. */
#include "include/CLuaBridge.h"
#include "CSupervisor.h"
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

/* A slot's life: FREE -> FILLING (add copies the path) -> READY ->
 * FREE (remove), or READY -> UNLINKING -> GONE (unlink_all) -> FREE (remove).
 * GONE keeps the slot claimed until its owner removes it, so a later add
 * can never reuse a slot whose owner still holds the token. */
enum { SLOT_FREE, SLOT_FILLING, SLOT_READY, SLOT_UNLINKING, SLOT_GONE };

typedef struct {
    _Atomic int state;
    pid_t owner;
    char path[SHL_TEMPFILE_PATH_BYTES];
} Slot;

static Slot slots[SHL_TEMPFILE_SLOTS];

int shl_tempfile_add(const char *path) {
    size_t length = strlen(path);
    if (length >= SHL_TEMPFILE_PATH_BYTES) return -1;
    for (int i = 0; i < SHL_TEMPFILE_SLOTS; i++) {
        int expected = SLOT_FREE;
        if (!atomic_compare_exchange_strong(&slots[i].state, &expected, SLOT_FILLING)) continue;
        memcpy(slots[i].path, path, length + 1);
        slots[i].owner = getpid();
        shl_worker_tempfile(path, 1); /* before the file exists: the supervisor removes it if the worker dies */
        atomic_store(&slots[i].state, SLOT_READY);
        return i;
    }
    return -1;
}

void shl_tempfile_remove(int slot) {
    if (slot < 0 || slot >= SHL_TEMPFILE_SLOTS) return;
    for (;;) {
        int state = atomic_load(&slots[slot].state);
        if (state == SLOT_UNLINKING) continue; /* another thread is unlinking it: a moment */
        if (state != SLOT_READY && state != SLOT_GONE) return;
        if (state == SLOT_READY) shl_worker_tempfile(slots[slot].path, 0); /* renamed or removed by its writer */
        if (atomic_compare_exchange_strong(&slots[slot].state, &state, SLOT_FREE)) return;
    }
}

int shl_tempfiles_unlink_all(void) {
    pid_t self = getpid();
    int removed = 0;
    for (int i = 0; i < SHL_TEMPFILE_SLOTS; i++) {
        int expected = SLOT_READY;
        if (slots[i].owner != self) continue;
        if (!atomic_compare_exchange_strong(&slots[i].state, &expected, SLOT_UNLINKING)) continue;
        if (unlink(slots[i].path) == 0) removed++;
        atomic_store(&slots[i].state, SLOT_GONE);
    }
    return removed;
}

static _Atomic unsigned long nextNumber = 0;

unsigned long shl_tempfile_next_number(void) {
    return atomic_fetch_add(&nextNumber, 1) + 1;
}

/* ---- signals ------------------------------------------------------------- */

/* A signal that ends the process: remove the temporary files, then die of
 * the same signal (default action), so the parent sees what happened. */
static void on_fatal_signal(int sig) {
    shl_tempfiles_unlink_all();
    signal(sig, SIG_DFL);
    raise(sig); /* delivered when this handler returns (sig is blocked here) */
}

static void catch_unless_ignored(int sig) {
    struct sigaction previous;
    if (sigaction(sig, NULL, &previous) != 0) return;
    /* nohup and friends start us with the signal ignored: keep it so. */
    if (previous.sa_handler == SIG_IGN) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_fatal_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(sig, &action, NULL);
    /* Signal masks are inherited (test runners' threads block some): a
     * signal we handle must arrive. */
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

void shl_tempfiles_catch_signals(void) {
    /* SIGINT outside Lua code (while -o is written after the script ran);
     * while Lua runs, interrupt.c's handler takes over and puts this back. */
    catch_unless_ignored(SIGINT);
    catch_unless_ignored(SIGTERM);
    catch_unless_ignored(SIGHUP);
    catch_unless_ignored(SIGQUIT);
    /* Past RLIMIT_FSIZE a write fails with EFBIG instead of killing us, and
     * the writer reports it as an error. */
    signal(SIGXFSZ, SIG_IGN);
}

void shl_tempfiles_die_of(int sig) {
    on_fatal_signal(sig);
}
