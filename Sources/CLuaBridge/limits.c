/* limits.c — the count hook that stops Lua code at the run's limits: the
 * instruction count (Lua VM instructions, counted every hookCount), the
 * deadline, and the stop flag (Ctrl-C).
 *
 * The hook raises from C only, as lua.c's lstop does. It is installed only
 * while a limit is active and never over a hook the script set with
 * debug.sethook: Lua keeps one hook per thread, so a script that sets its
 * own takes the count over (as in lua.c; docs/CLI.md). Work no hook
 * reaches is the supervisor's to bound (CSupervisor.h). */
#include "include/bridge.h"
#include "internal.h"

static int limits_active(shl_Context *c) {
    return c->instructionLimit > 0 || c->timeout > 0 || c->limit > 0;
}

static void shl_hook(lua_State *L, lua_Debug *ar);

/* Makes the limit hook fire at every instruction of L: once the run is
 * stopped, every later instruction raises again, so a script cannot pcall
 * its way past a limit. */
void shl_hook_every_instruction(lua_State *L) {
    lua_sethook(L, shl_hook, LUA_MASKCOUNT, 1);
}

static void stop(lua_State *L, int reason) {
    if (reason == SHL_STOP_INTERRUPT) shl_run_interrupt_raised(L); /* once, as lua.c */
    else shl_hook_every_instruction(L);
    /* A limit names the running Lua function (where the loop is); Ctrl-C
     * reads as lua.c's lstop: luaL_error's level 1 from the hook. */
    luaL_where(L, reason == SHL_STOP_INTERRUPT ? 1 : 0);
    shl_push_stop_message(L, reason);
    lua_concat(L, 2);
    lua_error(L);
}

static void shl_hook(lua_State *L, lua_Debug *ar) {
    shl_Context *c = shl_context(L);
    if (ar->event == LUA_HOOKCOUNT && c->instructionLimit > 0) {
        c->instructionsRun += lua_gethookcount(L);
        if (c->instructionsRun > c->instructionLimit) shl_stop_set(&c->stop, SHL_STOP_INSTRUCTIONS);
    }
    if (c->deadline > 0 && shl_monotonic_seconds() > c->deadline) shl_stop_set(&c->stop, SHL_STOP_TIME);
    int reason = shl_run_stop_reason(L);
    if (reason != SHL_STOP_NONE && c->runScopes > 0) stop(L, reason);
}

void shl_update_hook(lua_State *L) {
    lua_Hook current = lua_gethook(L);
    if (current != NULL && current != shl_hook) return; /* the script's own */
    shl_Context *c = shl_context(L);
    if (limits_active(c)) lua_sethook(L, shl_hook, LUA_MASKCOUNT, c->hookCount);
    else if (current != NULL) lua_sethook(L, NULL, 0, 0);
}

/* Only a flag and lua_sethook, which the Lua manual documents as safe to call
 * asynchronously (lua.c does the same). The hook fires at the next call,
 * return, line or instruction of the main thread. */
void shl_interrupt(lua_State *L) {
    shl_Context *c = shl_context(L);
    c->interruptedAt = shl_monotonic_seconds();
    shl_stop_set(&c->stop, SHL_STOP_INTERRUPT);
    lua_sethook(L, shl_hook, LUA_MASKCALL | LUA_MASKRET | LUA_MASKLINE | LUA_MASKCOUNT, 1);
}
