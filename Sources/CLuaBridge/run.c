/* run.c — the run: one budget for all the work the host does for one
 * script, one REPL line or one call (docs/ARCHITECTURE.md, "Budgets").
 *
 * The host brackets a run with shl_run_begin/shl_run_end (LuaState.withRun);
 * every shl_pcall brackets itself too, so Lua callbacks made during the
 * rendering of a view belong to the run that rendered it instead of
 * starting a fresh budget each. */
#include "include/bridge.h"
#include "internal.h"
#include "CSupervisor.h"
#include <string.h>

void shl_run_begin(lua_State *L) {
    shl_Context *c = shl_context(L);
    if (c->runScopes++ > 0) return;
    c->instructionsRun = 0;
    c->memoryRefused = 0;
    c->interruptedAt = 0;
    __atomic_store_n(&c->stop, SHL_STOP_NONE, __ATOMIC_RELAXED);
    c->deadline = c->timeout > 0 ? shl_monotonic_seconds() + c->timeout : 0;
    shl_update_hook(L);
    shl_worker_run_begin(); /* the supervisor's clock for this run */
}

void shl_run_end(lua_State *L) {
    shl_Context *c = shl_context(L);
    if (c->runScopes == 0 || --c->runScopes > 0) return;
    shl_worker_run_end();
    c->deadline = 0;
    c->interruptedAt = 0;
    __atomic_store_n(&c->stop, SHL_STOP_NONE, __ATOMIC_RELAXED);
    shl_update_hook(L); /* drop the every-instruction hook of a stop */
}

/* lua.c's lstop removes its hook before raising "interrupted!", so the
 * error is raised once: pcall can catch it and <close> handlers run
 * (docs/CLI.md). The limits stay sticky (a script must not pcall past a
 * limit), but a Ctrl-C that has been raised is settled: the stop is
 * cleared, the alarm cancelled and the normal hook restored. Called just
 * before the error is raised. */
void shl_run_interrupt_raised(lua_State *L) {
    shl_Context *c = shl_context(L);
    int expected = SHL_STOP_INTERRUPT;
    __atomic_compare_exchange_n(&c->stop, &expected, SHL_STOP_NONE, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
    shl_worker_interrupt_taken(); /* Lua code has it: the supervisor need not end the worker */
    /* interruptedAt stays set until the run ends: a second Ctrl-C in this
     * run then ends the process (interrupt.c), as lua.c's SIG_DFL does —
     * a script that catches every interrupt cannot outlive the user. */
    shl_update_hook(L);
}

int shl_run_stop_reason(lua_State *L) {
    shl_Context *c = shl_context(L);
    if (c->runScopes == 0) return SHL_STOP_NONE;
    return __atomic_load_n(&c->stop, __ATOMIC_RELAXED);
}

static const char *const stopTexts[] = {
    "", "instruction limit reached", "time limit reached", "memory limit reached", "interrupted!",
};

void shl_push_stop_message(lua_State *L, int reason) {
    shl_Context *c = shl_context(L);
    if (reason < 1 || reason > 4) reason = SHL_STOP_INTERRUPT;
    lua_pushstring(L, stopTexts[reason]);
    lua_pushstring(L, c->notes[reason]);
    lua_concat(L, 2);
}

void shl_stop_text(shl_Context *c, int reason, char *buffer, size_t size) {
    if (reason < 1 || reason > 4) reason = SHL_STOP_INTERRUPT;
    size_t n = strlen(stopTexts[reason]);
    size_t m = strlen(c->notes[reason]);
    if (n + m + 1 > size) m = size > n + 1 ? size - n - 1 : 0;
    memcpy(buffer, stopTexts[reason], n < size ? n : size - 1);
    if (n < size) {
        memcpy(buffer + n, c->notes[reason], m);
        buffer[n + m] = '\0';
    } else {
        buffer[size - 1] = '\0';
    }
}

void shl_set_limit_note(lua_State *L, int reason, const char *note) {
    shl_Context *c = shl_context(L);
    if (reason < 1 || reason > 4) return;
    strncpy(c->notes[reason], note, sizeof c->notes[reason] - 1);
    c->notes[reason][sizeof c->notes[reason] - 1] = '\0';
}

void shl_run_memory_exhausted(lua_State *L) {
    shl_Context *c = shl_context(L);
    if (c->limit == 0) return;
    c->memoryRefused = 1;
    shl_stop_set(&c->stop, SHL_STOP_MEMORY);
}
