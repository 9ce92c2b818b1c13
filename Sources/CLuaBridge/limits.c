/* limits.c — the count hook that enforces the run's budget in Lua code
 * (instructions, deadline, stop flag: Ctrl-C, the heap counter), and the
 * debug.sethook/gethook that keep it installed.
 *
 * The hook raises from C only, as lua.c's lstop does. A script may set its
 * own hook with debug.sethook; the wrappers below keep that hook in a
 * registry table (per thread, like Lua's debug library) and chain it from
 * the limit hook, so debug.sethook() can no longer switch the limits off,
 * and debug.gethook() still returns what the script set. */
#include "../CLua/shim.h"
#include "CWorkBudget.h"
#include "watchdog.h"
#include <string.h>

/* The registry key of the table thread -> {hook, mask, count, left}. */
static const char userHooksKey = 'h';

/* The memory limit needs the hook too: the heap counter's stop reaches Lua
 * code through it. */
static int limits_active(shl_Context *c) {
    return c->instructionLimit > 0 || c->timeout > 0 || c->limit > 0;
}

/* Pushes the script's hook entry of thread L1 (from L's registry) and
 * returns 1, or pushes nothing and returns 0. Raw reads only: no raise. */
static int push_user_hook(lua_State *L, lua_State *L1) {
    if (!lua_checkstack(L, 3)) return 0;
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &userHooksKey) != LUA_TTABLE) { lua_pop(L, 1); return 0; }
    if (L1 == L) {
        lua_pushthread(L);
    } else {
        if (!lua_checkstack(L1, 1)) { lua_pop(L, 1); return 0; }
        lua_pushthread(L1);
        lua_xmove(L1, L, 1);
    }
    if (lua_rawget(L, -2) != LUA_TTABLE) { lua_pop(L, 2); return 0; }
    lua_remove(L, -2);
    return 1;
}

static int entry_integer(lua_State *L, int entry, int i) {
    lua_rawgeti(L, entry, i);
    int value = (int)lua_tointeger(L, -1);
    lua_pop(L, 1);
    return value;
}

static void shl_hook(lua_State *L, lua_Debug *ar);

/* Installs on L1 what the limits and the script's hook need together; the
 * count is the nearer of the two. `userLeft`: instructions until the
 * script's count hook is due (0: it has none). */
static void install(lua_State *L1, shl_Context *c, int userMask, int userLeft) {
    int mask = userMask;
    int count = userLeft;
    if (limits_active(c)) {
        mask |= LUA_MASKCOUNT;
        if (count <= 0 || count > c->hookCount) count = c->hookCount;
    }
    if (mask == 0) lua_sethook(L1, NULL, 0, 0);
    else lua_sethook(L1, shl_hook, mask, count);
}

/* Re-installs L1's hook from its entry (if any) and the limits. */
static void reinstall(lua_State *L, lua_State *L1) {
    shl_Context *c = shl_context(L);
    int userMask = 0, userLeft = 0;
    if (c->userHooks && push_user_hook(L, L1)) {
        int entry = lua_gettop(L);
        userMask = entry_integer(L, entry, 2);
        userLeft = (userMask & LUA_MASKCOUNT) ? entry_integer(L, entry, 4) : 0;
        lua_pop(L, 1);
    }
    install(L1, c, userMask, userLeft);
}

/* Raises "<position>: what" once the run is stopped. The hook then fires at
 * every instruction of this thread, and every later hook of the same run
 * raises again (the stop reason stays until the run ends), so a script
 * cannot pcall its way past a limit: the instruction after the pcall raises. */
void shl_hook_every_instruction(lua_State *L) {
    lua_sethook(L, shl_hook, lua_gethookmask(L) | LUA_MASKCOUNT, 1);
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

void shl_library_checkpoint(lua_State *L, unsigned steps) {
    shl_Context *c = shl_context(L);
    if (c->runScopes == 0) return;
    if (c->instructionLimit > 0) {
        c->instructionsRun += steps;
        if (c->instructionsRun > c->instructionLimit)
            shl_work_flag_set(&c->stop, SHL_STOP_INSTRUCTIONS);
    }
    if (c->deadline > 0 && shl_monotonic_seconds() > c->deadline) shl_work_flag_set(&c->stop, SHL_STOP_TIME);
    int reason = shl_run_stop_reason(L);
    if (reason == SHL_STOP_NONE) return;
    if (reason == SHL_STOP_INTERRUPT) shl_run_interrupt_raised(L); /* once, as lua.c */
    else shl_hook_every_instruction(L);
    luaL_where(L, 1); /* level 0 is the C function: no position */
    shl_push_stop_message(L, reason);
    lua_concat(L, 2);
    lua_error(L);
}

static const char *const eventNames[] = {"call", "return", "line", "count", "tail call"};

/* Calls the script's hook for this event, as Lua's debug library does. */
static void call_user_hook(lua_State *L, lua_Debug *ar) {
    if (!push_user_hook(L, L)) return;
    int entry = lua_gettop(L);
    int mask = entry_integer(L, entry, 2);
    int due = 0;
    switch (ar->event) {
    case LUA_HOOKCALL: case LUA_HOOKTAILCALL: due = mask & LUA_MASKCALL; break;
    case LUA_HOOKRET: due = mask & LUA_MASKRET; break;
    case LUA_HOOKLINE: due = mask & LUA_MASKLINE; break;
    case LUA_HOOKCOUNT:
        if (mask & LUA_MASKCOUNT) {
            int left = entry_integer(L, entry, 4) - lua_gethookcount(L);
            if (left <= 0) {
                due = 1;
                left = entry_integer(L, entry, 3);
            }
            lua_pushinteger(L, left);
            lua_rawseti(L, entry, 4);
            install(L, shl_context(L), mask, left);
        }
        break;
    }
    if (!due) { lua_pop(L, 1); return; }
    lua_rawgeti(L, entry, 1);
    lua_pushstring(L, eventNames[ar->event]);
    if (ar->currentline >= 0) lua_pushinteger(L, ar->currentline);
    else lua_pushnil(L);
    lua_call(L, 2, 0);
    lua_pop(L, 1);
}

static void shl_hook(lua_State *L, lua_Debug *ar) {
    shl_Context *c = shl_context(L);
    if (ar->event == LUA_HOOKCOUNT && c->instructionLimit > 0) {
        c->instructionsRun += lua_gethookcount(L);
        if (c->instructionsRun > c->instructionLimit)
            shl_work_flag_set(&c->stop, SHL_STOP_INSTRUCTIONS);
    }
    if (c->deadline > 0 && shl_monotonic_seconds() > c->deadline) shl_work_flag_set(&c->stop, SHL_STOP_TIME);
    int reason = shl_run_stop_reason(L);
    if (reason != SHL_STOP_NONE && c->runScopes > 0) stop(L, reason);
    if (c->userHooks) call_user_hook(L, ar);
}

void shl_update_hook(lua_State *L) {
    reinstall(L, L);
}

/* Only a flag and lua_sethook, which the Lua manual documents as safe to call
 * asynchronously (lua.c does the same). The hook fires at the next call,
 * return, line or instruction of the main thread. */
void shl_interrupt(lua_State *L) {
    shl_Context *c = shl_context(L);
    c->interruptedAt = shl_monotonic_seconds();
    shl_work_flag_set(&c->stop, SHL_STOP_INTERRUPT);
    lua_sethook(L, shl_hook, LUA_MASKCALL | LUA_MASKRET | LUA_MASKLINE | LUA_MASKCOUNT, 1);
}

/* ---- debug.sethook / debug.gethook (ldblib.c's, over the limit hook) ---- */

static lua_State *thread_argument(lua_State *L, int *arg) {
    if (lua_isthread(L, 1)) { *arg = 1; return lua_tothread(L, 1); }
    *arg = 0;
    return L;
}

static int make_mask(const char *smask, int count) {
    int mask = 0;
    if (strchr(smask, 'c')) mask |= LUA_MASKCALL;
    if (strchr(smask, 'r')) mask |= LUA_MASKRET;
    if (strchr(smask, 'l')) mask |= LUA_MASKLINE;
    if (count > 0) mask |= LUA_MASKCOUNT;
    return mask;
}

/* The user-hooks table, created with weak keys (dead threads drop out). */
static void push_hooks_table(lua_State *L) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &userHooksKey) == LUA_TTABLE) return;
    lua_pop(L, 1);
    lua_createtable(L, 0, 2);
    lua_createtable(L, 0, 1);
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &userHooksKey);
}

static int wrapped_sethook(lua_State *L) {
    int arg;
    lua_State *L1 = thread_argument(L, &arg);
    int mask = 0, count = 0;
    int clearing = lua_isnoneornil(L, arg + 1);
    if (!clearing) {
        const char *smask = luaL_checkstring(L, arg + 2);
        luaL_checktype(L, arg + 1, LUA_TFUNCTION);
        count = (int)luaL_optinteger(L, arg + 3, 0);
        mask = make_mask(smask, count);
    }
    lua_settop(L, arg + 3);
    push_hooks_table(L);
    lua_pushthread(L1);
    lua_xmove(L1, L, 1); /* key: the thread */
    if (clearing || mask == 0) {
        lua_pushnil(L);
    } else {
        lua_createtable(L, 4, 0);
        lua_pushvalue(L, arg + 1);
        lua_rawseti(L, -2, 1);
        lua_pushinteger(L, mask);
        lua_rawseti(L, -2, 2);
        lua_pushinteger(L, count);
        lua_rawseti(L, -2, 3);
        lua_pushinteger(L, count);
        lua_rawseti(L, -2, 4); /* instructions left before the count event */
        shl_context(L)->userHooks = 1;
    }
    lua_rawset(L, -3);
    reinstall(L, L1);
    return 0;
}

static int wrapped_gethook(lua_State *L) {
    int arg;
    lua_State *L1 = thread_argument(L, &arg);
    (void)arg;
    if (!push_user_hook(L, L1)) {
        luaL_pushfail(L);
        return 1;
    }
    int entry = lua_gettop(L);
    int mask = entry_integer(L, entry, 2);
    lua_rawgeti(L, entry, 1);
    char smask[5];
    int i = 0;
    if (mask & LUA_MASKCALL) smask[i++] = 'c';
    if (mask & LUA_MASKRET) smask[i++] = 'r';
    if (mask & LUA_MASKLINE) smask[i++] = 'l';
    smask[i] = '\0';
    lua_pushstring(L, smask);
    lua_pushinteger(L, entry_integer(L, entry, 3));
    return 3;
}

/* Replaces debug.sethook/gethook in the debug table on top of the stack. */
void shl_wrap_debug_hooks(lua_State *L) {
    lua_pushcfunction(L, wrapped_sethook);
    lua_setfield(L, -2, "sethook");
    lua_pushcfunction(L, wrapped_gethook);
    lua_setfield(L, -2, "gethook");
}
