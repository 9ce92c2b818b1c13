/* interrupt.c — SIGINT stops the running Lua code (lua.c's laction).
 *
 * The one process-global of the bridge: the state a SIGINT interrupts. It is
 * here, in a C target compiled once, because shim.h is compiled into every
 * module that imports it. */
#include "../CLua/shim.h"
#include "include/CLuaBridge.h"
#include <signal.h>
#include <stddef.h>

static lua_State *volatile interruptible = NULL;
static struct sigaction previousAction;
static int installed = 0;

static void on_sigint(int sig) {
    (void)sig;
    /* A second Ctrl-C before the hook ran (e.g. stuck in a C function)
     * ends the process, as in lua.c, but first removes the temporary files
     * of writes under way (tempfiles.c). */
    signal(SIGINT, shl_tempfiles_die_of);
    lua_State *L = interruptible;
    if (L != NULL) shl_interrupt(L);
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
