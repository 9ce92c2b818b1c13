/* luabugs.c — guards against the published bugs of the Lua we link
 * (Debian's liblua 5.4.4) that a script can reach (SPEC §10: a script gets
 * an error, never a signal). The list, with what is guarded and what is
 * not and why, is in docs/RELIABILITY.md ("liblua 5.4.4's own bugs"); the
 * bugs are from lua.org/bugs.html, section 5.4.4.
 *
 * Guarded here, by replacing library functions with C wrappers:
 *  - "C-stack overflow with deep nesting of coroutine.close": in 5.4.4
 *    lua_resetthread does not carry the caller's C-call count, so a chain
 *    of __close handlers that each close another coroutine never meets
 *    Lua's own "C stack overflow" limit and overflows the C stack
 *    (SIGSEGV). coroutine.close, coroutine.resume and the functions
 *    coroutine.wrap returns are replaced by versions that count how
 *    deeply their resumes and resets are nested on this thread and refuse
 *    past LUAI_MAXCCALLS (200, Lua's own limit for nested C calls) with
 *    "C stack overflow", as Lua 5.4.6 ends such a chain.
 *  - "'utf8.codes' does not raise an error on spurious continuation
 *    bytes": the iterator checks that each character starts where the
 *    previous one ended, as 5.4.6's does ("invalid UTF-8 code"). */
#include "../CLua/shim.h"
#include "include/CLuaBridge.h"

/* ---- coroutines ------------------------------------------------------------
 * coroutine.resume, coroutine.wrap's functions and coroutine.close, written
 * after Lua 5.4.4's own lcorolib.c (auxresume, luaB_coresume, auxwrap,
 * luaB_cowrap, luaB_close: same checks, results and messages), with one
 * addition: every lua_resume and lua_resetthread they make is counted while
 * it runs, and one past SHL_COROUTINE_NESTING_LIMIT on this thread is
 * refused with "C stack overflow". Both calls return a status (nothing
 * longjmps past the count), so the count is always restored. */

/* Nested resumes and resets on this thread (the C stack is per thread). */
static _Thread_local int coroutineNesting = 0;

static lua_State *check_coroutine(lua_State *L) {
    lua_State *co = lua_tothread(L, 1);
    luaL_argexpected(L, co, 1, "thread"); /* lua5.4 says "thread expected" */
    return co;
}

/* Resumes co with the top narg values of L; pushes the results (returns
 * their count) or the error value (returns -1). */
static int resume_counted(lua_State *L, lua_State *co, int narg) {
    if (!lua_checkstack(co, narg)) {
        lua_pushliteral(L, "too many arguments to resume");
        return -1;
    }
    if (coroutineNesting >= SHL_COROUTINE_NESTING_LIMIT) {
        lua_pushliteral(L, "C stack overflow");
        return -1;
    }
    lua_xmove(L, co, narg);
    int nres;
    coroutineNesting++;
    int status = lua_resume(co, L, narg, &nres);
    coroutineNesting--;
    if (status == LUA_OK || status == LUA_YIELD) {
        if (!lua_checkstack(L, nres + 1)) {
            lua_pop(co, nres);
            lua_pushliteral(L, "too many results to resume");
            return -1;
        }
        lua_xmove(co, L, nres);
        return nres;
    }
    lua_xmove(co, L, 1);
    return -1;
}

/* lua_resetthread (runs co's pending __close handlers), counted; raises
 * "C stack overflow" in L past the limit. */
static int reset_counted(lua_State *L, lua_State *co) {
    if (coroutineNesting >= SHL_COROUTINE_NESTING_LIMIT) return luaL_error(L, "C stack overflow");
    coroutineNesting++;
    int status = lua_resetthread(co);
    coroutineNesting--;
    return status;
}

static int co_resume(lua_State *L) {
    lua_State *co = check_coroutine(L);
    int r = resume_counted(L, co, lua_gettop(L) - 1);
    if (r < 0) {
        lua_pushboolean(L, 0);
        lua_insert(L, -2);
        return 2;
    }
    lua_pushboolean(L, 1);
    lua_insert(L, -(r + 1));
    return r + 1;
}

/* The function coroutine.wrap returns; upvalue 1: its coroutine. */
static int co_wrapped(lua_State *L) {
    lua_State *co = lua_tothread(L, lua_upvalueindex(1));
    int r = resume_counted(L, co, lua_gettop(L));
    if (r >= 0) return r;
    int status = lua_status(co);
    if (status != LUA_OK && status != LUA_YIELD) { /* the coroutine failed: close its variables */
        status = reset_counted(L, co);
        lua_xmove(co, L, 1);
    }
    if (status != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
        luaL_where(L, 1); /* the caller's position, as Lua's wrap adds it */
        lua_insert(L, -2);
        lua_concat(L, 2);
    }
    return lua_error(L);
}

static int co_wrap(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_State *co = lua_newthread(L);
    lua_pushvalue(L, 1);
    lua_xmove(L, co, 1);
    lua_pushcclosure(L, co_wrapped, 1);
    return 1;
}

/* lcorolib.c's auxstatus, for close: which coroutines may be closed. */
static const char *closable_status(lua_State *L, lua_State *co) {
    if (L == co) return "running";
    if (lua_status(co) != LUA_OK) return NULL; /* suspended (yielded) or dead by an error */
    lua_Debug ar;
    if (lua_getstack(co, 0, &ar)) return "normal"; /* it has frames: it resumed another */
    return NULL; /* dead, or not started */
}

static int co_close(lua_State *L) {
    lua_State *co = check_coroutine(L);
    const char *refused = closable_status(L, co);
    if (refused) return luaL_error(L, "cannot close a %s coroutine", refused);
    if (reset_counted(L, co) == LUA_OK) {
        lua_pushboolean(L, 1);
        return 1;
    }
    lua_pushboolean(L, 0);
    lua_xmove(co, L, 1);
    return 2;
}

/* The length of the UTF-8 sequence a lead byte starts, as Lua's lax
 * decoder reads it (up to 6 bytes); 1 for anything else. */
static size_t sequence_length(unsigned char lead) {
    if (lead >= 0xFC && lead <= 0xFD) return 6;
    if (lead >= 0xF8) return lead <= 0xFB ? 5 : 1;
    if (lead >= 0xF0) return 4;
    if (lead >= 0xE0) return 3;
    if (lead >= 0xC0) return 2;
    return 1;
}

/* The utf8.codes iterator: upvalue 1 is 5.4.4's. Arguments: the string and
 * the position of the previous character (0 before the first). The next
 * character must start right after the previous one; 5.4.4 skips any
 * continuation bytes there instead. */
static int codes_step(lua_State *L) {
    size_t len;
    const char *s = luaL_checklstring(L, 1, &len);
    lua_Integer previous = lua_tointeger(L, 2);
    if (previous >= 0 && (lua_Unsigned)previous < len) {
        size_t next = previous > 0 ? (size_t)previous - 1 + sequence_length((unsigned char)s[previous - 1]) : 0;
        if (next < len && ((unsigned char)s[next] & 0xC0) == 0x80) return luaL_error(L, "invalid UTF-8 code");
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/* utf8.codes(s [, lax]): the real one's results, with the iterator guarded. */
static int guarded_codes(lua_State *L) {
    luaL_checkstring(L, 1); /* here, so the message names 'utf8.codes' as lua5.4's does */
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 3);
    lua_pushvalue(L, -3);
    lua_pushcclosure(L, codes_step, 1);
    lua_replace(L, -4);
    return 3;
}

/* Replaces table[name] (table at the top) by closure(f, old value). */
static void wrap_field(lua_State *L, const char *name, lua_CFunction f) {
    lua_getfield(L, -1, name);
    if (lua_isnil(L, -1)) { lua_pop(L, 1); return; }
    lua_pushcclosure(L, f, 1);
    lua_setfield(L, -2, name);
}

void shl_guard_liblua_bugs(lua_State *L) {
    luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    if (lua_getfield(L, -1, LUA_COLIBNAME) == LUA_TTABLE) {
        static const luaL_Reg counted[] = {
            {"resume", co_resume}, {"wrap", co_wrap}, {"close", co_close}, {NULL, NULL}};
        luaL_setfuncs(L, counted, 0);
    }
    lua_pop(L, 1);
    if (lua_getfield(L, -1, LUA_UTF8LIBNAME) == LUA_TTABLE) wrap_field(L, "codes", guarded_codes);
    lua_pop(L, 2);
}
