/* limits.c — the count hook that enforces the instruction limit, the
 * timeout and Ctrl-C. It raises from C only, as lua.c's lstop does. */
#include "../CLua/shim.h"

/* Raises "<position>: what" once a limit is reached. The hook then fires at
 * every instruction of this thread, and every later hook of the same run
 * raises again (the conditions stay true until the run ends), so a script
 * cannot pcall its way past a limit: the instruction after the pcall raises. */
static void stop(lua_State *L, const char *what) {
    lua_sethook(L, lua_gethook(L), LUA_MASKCOUNT, 1);
    luaL_where(L, 0); /* the running Lua function: where the loop is */
    lua_pushstring(L, what);
    lua_concat(L, 2);
    lua_error(L);
}

static void shl_hook(lua_State *L, lua_Debug *ar) {
    shl_Context *c = shl_context(L);
    if (c->interrupted) stop(L, "interrupted!");
    if (ar->event == LUA_HOOKCOUNT && c->instructionLimit > 0) {
        c->instructionsRun += lua_gethookcount(L);
        if (c->instructionsRun > c->instructionLimit) stop(L, "instruction limit reached");
    }
    if (c->deadline > 0 && shl_monotonic_seconds() > c->deadline) stop(L, "time limit reached");
}

void shl_update_hook(lua_State *L) {
    shl_Context *c = shl_context(L);
    if (c->instructionLimit > 0 || c->timeout > 0)
        lua_sethook(L, shl_hook, LUA_MASKCOUNT, c->hookCount);
    else
        lua_sethook(L, NULL, 0, 0);
}

/* Only a flag and lua_sethook, which the Lua manual documents as safe to call
 * asynchronously (lua.c does the same). The hook fires at the next call,
 * return, line or instruction of the main thread. */
void shl_interrupt(lua_State *L) {
    shl_Context *c = shl_context(L);
    c->interrupted = 1;
    lua_sethook(L, shl_hook, LUA_MASKCALL | LUA_MASKRET | LUA_MASKLINE | LUA_MASKCOUNT, 1);
}
