/* interrupt.c — SIGINT stops the running Lua code (lua.c's laction), for any
 * number of states running on any number of threads.
 *
 * The signal action is process-wide, so it cannot belong to one state: each
 * outermost run of a state that catches interrupts takes a slot in a fixed
 * table (shl_sigint_catch) and gives it back when the run ends
 * (shl_sigint_release). A catch installs the bridge's handler when it is not
 * the installed action (the first run, or someone replaced it since) and
 * keeps the action it replaced; when the last run ends, that action is put
 * back (unless someone replaced the bridge's meanwhile: theirs stays). The
 * handler stops
 *  - for a SIGINT sent to one thread (raise, pthread_kill: SI_TKILL), the
 *    runs on that thread;
 *  - for one sent to the process (Ctrl-C, kill), every registered run;
 * and when that is none, it passes the signal on to the action it replaced
 * (a handler is called, SIG_IGN ignores it, SIG_DFL ends the process by
 * SIGINT after removing the temporary files of writes under way), so what
 * an embedder installed still applies outside runs.
 *
 * Ctrl-C is a soft stop: the stop flag (seen by the count hook and by
 * Swift checkpoints). As in lua.c, a second Ctrl-C in the same run ends
 * the process by SIGINT (temporary files removed first). Work no soft stop
 * reaches — a C function of Lua's library, a finalizer, a blocking read —
 * is the command line's supervisor's to end (CSupervisor.h): it gives
 * the worker a second after a Ctrl-C.
 *
 * Slots are claimed and read with atomic compare-and-swap, as tempfiles.c's:
 * a handler marks a slot BUSY while it reads the state, and a release waits
 * for it to be ACTIVE again, so a handler never touches a state whose run
 * has ended (and which may since be closed). The install lock is taken only
 * outside handlers. */
#define _GNU_SOURCE /* gettid */
#include "include/bridge.h"
#include "include/CLuaBridge.h"
#include "internal.h"
#include "CSupervisor.h"
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stddef.h>
#include <unistd.h>

#define INTERRUPT_SLOTS 64        /* runs catching SIGINT at once; more are not interruptible */

enum { SLOT_FREE, SLOT_FILLING, SLOT_ACTIVE, SLOT_BUSY };

typedef struct {
    _Atomic int state;
    lua_State *L;
    pid_t thread; /* gettid() of the thread the run is on */
} Slot;

static Slot slots[INTERRUPT_SLOTS];

static pthread_mutex_t installLock = PTHREAD_MUTEX_INITIALIZER;
static int catchers = 0; /* registered runs; under installLock */
/* The action the bridge's handler replaced, double-buffered so that a
 * handler on another thread never reads one half-written (under installLock
 * a writer fills the buffer not in use, then publishes its index). */
static struct sigaction replaced[2];
static _Atomic int replacedIndex = 0;

static void on_sigint(int sig, siginfo_t *info, void *context);

static int is_bridge_handler(const struct sigaction *action) {
    return (action->sa_flags & SA_SIGINFO) != 0 && action->sa_sigaction == on_sigint;
}

/* Takes slot i for the handler; 0 if it is not an active run's. */
static int enter_slot(int i) {
    int expected = SLOT_ACTIVE;
    return atomic_compare_exchange_strong(&slots[i].state, &expected, SLOT_BUSY);
}

static void leave_slot(int i) {
    atomic_store(&slots[i].state, SLOT_ACTIVE);
}

/* No run to stop: what was installed before the bridge's handler acts. */
static void pass_on(int sig, siginfo_t *info, void *context) {
    struct sigaction previous = replaced[atomic_load(&replacedIndex)];
    if (previous.sa_handler == SIG_IGN) return;
    if (previous.sa_handler == SIG_DFL) {
        shl_tempfiles_die_of(sig); /* dies when this handler returns */
        return;
    }
    if (previous.sa_flags & SA_SIGINFO) previous.sa_sigaction(sig, info, context);
    else previous.sa_handler(sig);
}

static void on_sigint(int sig, siginfo_t *info, void *context) {
    if (!shl_worker_takes_sigint(info)) return; /* the supervisor passes it on */
    int toThread = info != NULL && info->si_code == SI_TKILL;
    pid_t self = gettid();
    int stopped = 0;
    for (int i = 0; i < INTERRUPT_SLOTS; i++) {
        if (!enter_slot(i)) continue;
        if (toThread && slots[i].thread != self) {
            leave_slot(i);
            continue;
        }
        stopped++;
        lua_State *L = slots[i].L;
        shl_Context *c = shl_context(L);
        if (c->interruptedAt > 0) { /* the second Ctrl-C of this run */
            leave_slot(i);
            shl_tempfiles_die_of(sig); /* as lua.c's SIG_DFL, without litter */
            return;
        }
        shl_interrupt(L);
        leave_slot(i);
    }
    if (stopped == 0) pass_on(sig, info, context);
}

/* Under installLock: the bridge's handler is the installed action. */
static void install_handler(void) {
    struct sigaction current;
    if (sigaction(SIGINT, NULL, &current) != 0 || is_bridge_handler(&current)) return;
    int spare = 1 - atomic_load(&replacedIndex);
    replaced[spare] = current;
    atomic_store(&replacedIndex, spare);
    struct sigaction action;
    action.sa_sigaction = on_sigint;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO; /* no SA_RESTART: a blocking read returns, as in lua.c */
    sigaction(SIGINT, &action, NULL);
}

int shl_sigint_catch(lua_State *L) {
    pthread_mutex_lock(&installLock);
    int slot = -1;
    for (int i = 0; i < INTERRUPT_SLOTS && slot < 0; i++) {
        int expected = SLOT_FREE;
        if (!atomic_compare_exchange_strong(&slots[i].state, &expected, SLOT_FILLING)) continue;
        slots[i].L = L;
        slots[i].thread = gettid();
        atomic_store(&slots[i].state, SLOT_ACTIVE);
        slot = i;
    }
    if (slot >= 0) {
        catchers++;
        install_handler();
    }
    pthread_mutex_unlock(&installLock);
    return slot;
}

void shl_sigint_release(int slot) {
    if (slot < 0 || slot >= INTERRUPT_SLOTS) return;
    pthread_mutex_lock(&installLock);
    for (;;) { /* BUSY: a handler on another thread is reading it, a moment */
        int expected = SLOT_ACTIVE;
        if (atomic_compare_exchange_strong(&slots[slot].state, &expected, SLOT_FREE)) break;
        if (expected != SLOT_BUSY) { /* not a registered run's slot */
            pthread_mutex_unlock(&installLock);
            return;
        }
    }
    if (--catchers == 0) {
        struct sigaction current;
        if (sigaction(SIGINT, NULL, &current) == 0 && is_bridge_handler(&current))
            sigaction(SIGINT, &replaced[atomic_load(&replacedIndex)], NULL);
    }
    pthread_mutex_unlock(&installLock);
}
