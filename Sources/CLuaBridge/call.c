/* call.c — the trampoline (Lua -> Swift), the protected call (Swift -> Lua)
 * and the message handler. */
#include <string.h>
#include "include/bridge.h"
#include "internal.h"

/* Empties this C function's stack slice, overwriting the slots with nil
 * first: lua_settop alone leaves the old values in slots that the calling
 * Lua frame's registers cover, where the collector still sees them. */
void shl_clearstack(lua_State *L) {
    for (int i = lua_gettop(L); i > 0; i--) {
        lua_pushnil(L);
        lua_replace(L, i);
    }
    lua_settop(L, 0);
}

/* Every Swift function is entered here. The Swift function returns a count,
 * or a negative status after pushing the error (see shim.h); this C frame
 * raises once the Swift frame has returned, so no longjmp crosses Swift. */
/* The detail of a "bad argument" error, the string on top of the stack.
 * luaL_argerror formats it with %s, which would end the message at a NUL
 * byte the detail quotes from the script ("unknown color 're\0d'" came
 * out as "...unknown color 're", without its closing parenthesis): each
 * NUL is written as Lua's escape \0 instead. Raises only from C (a
 * memory error of the buffer), where the trampoline is. */
static const char *argerror_text(lua_State *L) {
    size_t len;
    const char *text = lua_tolstring(L, -1, &len);
    if (text == NULL || memchr(text, '\0', len) == NULL) return text;
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (size_t i = 0; i < len; i++) {
        if (text[i] == '\0') luaL_addstring(&b, "\\0");
        else luaL_addchar(&b, text[i]);
    }
    luaL_pushresult(&b);
    return lua_tostring(L, -1);
}

int shl_trampoline(lua_State *L) {
#ifdef SHL_SWIFT_ONE_THREAD
    if (!shl_thread_tripwire_claim(&shl_swiftThread)) shl_swift_second_thread();
#endif
    shl_Function f = (shl_Function)lua_touserdata(L, lua_upvalueindex(1));
    shl_Context *c = shl_context(L);
    c->swiftDepth++;
    int n = f(L);
    c->swiftDepth--;
    if (c->overshoot && c->swiftDepth == 0) {
        c->overshoot = 0;
        /* Garbage may be what is over the limit (Swift's allocations do not
         * trigger Lua's emergency collection): collect before judging. The
         * Swift function's results are on the stack, so they survive. */
        if (c->limit != 0 && c->used > c->limit) lua_gc(L, LUA_GCCOLLECT, 0);
        if (c->limit != 0 && c->used > c->limit) {
            /* The run is over its memory: raised just below, with the
             * limit's message (docs/RELIABILITY.md). */
            c->memoryRefused = 1;
            shl_stop_set(&c->stop, SHL_STOP_MEMORY);
        }
    }
    /* The run's budget ran out while Swift worked (a checkpoint, a callback
     * that was refused): whatever Swift returned, the call fails with the
     * limit's message. An error raised from a failed callback is kept: it
     * already is that message, with the Lua position where it happened. */
    if (n != SHL_RAISE_VALUE && c->swiftDepth == 0) {
        int reason = shl_run_stop_reason(L);
        if (reason != SHL_STOP_NONE && c->runScopes > 0) {
            shl_clearstack(L);
            if (reason == SHL_STOP_INTERRUPT) shl_run_interrupt_raised(L); /* once, as lua.c */
            else shl_hook_every_instruction(L);
            luaL_where(L, 1);
            shl_push_stop_message(L, reason);
            lua_concat(L, 2);
            return lua_error(L);
        }
    }
    if (n >= 0) return n;
    if (n == SHL_RAISE_VALUE) return lua_error(L);
    if (n == SHL_RAISE_MESSAGE) {
        luaL_where(L, 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
        return lua_error(L);
    }
    if (n <= SHL_ARGERROR_BASE)
        return luaL_argerror(L, SHL_ARGERROR_BASE - n, argerror_text(L));
    return luaL_error(L, "internal error: bad status %d from a Swift function", n);
}

/* Every call from Swift into Lua is inside a run: the host's (LuaState.
 * withRun) or, when none is open, one of its own. A run that was stopped
 * refuses further calls at once, so a rendering whose callbacks would each
 * run to the limit ends at the first. */
int shl_pcall(lua_State *L, int nargs, int nresults, int msgh) {
    shl_Context *c = shl_context(L);
    shl_run_begin(L);
    int reason = shl_run_stop_reason(L);
    if (reason != SHL_STOP_NONE) {
        lua_pop(L, nargs + 1);
        shl_push_stop_message(L, reason);
        shl_run_end(L);
        return LUA_ERRRUN;
    }
    int savedDepth = c->swiftDepth;
    c->swiftDepth = 0;
    c->runDepth++;
    int status = lua_pcall(L, nargs, nresults, msgh);
    c->runDepth--;
    c->swiftDepth = savedDepth;
    shl_run_end(L);
    return status;
}

/* Adds a traceback, as lua.c's msghandler: non-string errors use __tostring
 * when they have one, else "(error object is a X value)". */
int shl_msghandler(lua_State *L) {
    const char *msg = lua_tostring(L, 1);
    if (msg == NULL) {
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING)
            return 1;
        msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    }
    luaL_traceback(L, L, msg, 1);
    return 1;
}
