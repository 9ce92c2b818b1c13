/* interrupt.c — SIGINT stops the running Lua code (lua.c's laction).
 *
 * The one process-global of the bridge: the state a SIGINT interrupts. It is
 * here, in a C target compiled once, because shim.h is compiled into every
 * module that imports it.
 *
 * Ctrl-C is a soft stop first: the stop flag (seen by the count hook and by
 * Swift checkpoints). When the state's host allows ending the process
 * (c->endsProcess, the command line) and the run is stuck where no soft
 * stop reaches — a C pattern match, a finalizer, a blocking read — an alarm
 * 1 s later, or a second Ctrl-C, ends the process cleanly (shl_hard_stop:
 * message, temporary files removed, exit 1). Otherwise, as in lua.c, a
 * second Ctrl-C ends the process by SIGINT (temporary files removed first). */
#include "../CLua/shim.h"
#include "CWorkBudget.h"
#include "include/CLuaBridge.h"
#include "watchdog.h"
#include <signal.h>
#include <stddef.h>
#include <unistd.h>

#define INTERRUPT_GRACE_SECONDS 1 /* alarm(2) counts whole seconds */

static lua_State *volatile interruptible = NULL;
static struct sigaction previousAction;
static int installed = 0;

/* The run did not end within the grace time of a Ctrl-C. */
static void on_sigalrm(int sig) {
    (void)sig;
    lua_State *L = interruptible;
    if (L == NULL) return;
    shl_Context *c = shl_context(L);
    if (c->runScopes > 0 && c->interruptedAt > 0) shl_hard_stop("interrupted!");
}

static void on_sigint(int sig) {
    (void)sig;
    lua_State *L = interruptible;
    if (L == NULL) return;
    shl_Context *c = shl_context(L);
    if (!c->endsProcess) {
        /* A second Ctrl-C before the hook ran (e.g. stuck in a C function)
         * ends the process, as in lua.c, but first removes the temporary
         * files of writes under way (tempfiles.c). */
        signal(SIGINT, shl_tempfiles_die_of);
        shl_interrupt(L);
        return;
    }
    if (c->interruptedAt > 0) shl_hard_stop("interrupted!"); /* the second one */
    shl_interrupt(L);
    struct sigaction action;
    action.sa_handler = on_sigalrm;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGALRM, &action, NULL);
    alarm(INTERRUPT_GRACE_SECONDS);
}

/* The run ended after a Ctrl-C: the alarm is no longer wanted. */
void shl_interrupt_settled(shl_Context *c) {
    (void)c;
    alarm(0);
}

lua_State *shl_sigint_catch(lua_State *L) {
    lua_State *previous = interruptible;
    interruptible = L;
    struct sigaction action;
    action.sa_handler = on_sigint;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    if (!installed) {
        sigaction(SIGINT, &action, &previousAction);
        installed = 1;
    } else {
        sigaction(SIGINT, &action, NULL); /* re-arm after a first Ctrl-C */
    }
    return previous;
}

void shl_sigint_release(lua_State *previous) {
    interruptible = previous;
    if (previous == NULL && installed) {
        sigaction(SIGINT, &previousAction, NULL);
        installed = 0;
    }
}
