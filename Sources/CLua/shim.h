/*
 * shim.h — the C side of the Lua bridge.
 *
 * 1. static inline wrappers for the Lua macros Swift cannot import;
 * 2. the per-state context (memory accounting, limits, interrupt flag);
 * 3. the trampoline through which every Swift function is called from Lua.
 *
 * The one rule (docs/ARCHITECTURE.md, "The bridge"): lua_error/luaL_error are
 * longjmp, and a longjmp must never cross a Swift frame. So Swift functions
 * never raise: they return a negative status after pushing the error value,
 * and the trampoline below raises once the Swift frame has returned. The
 * allocator never fails while a Swift frame is active; the trampoline raises
 * "not enough memory" on the way out instead.
 *
 * Everything with state lives in shl_Context (reached through the state's
 * extra space), never in a static variable: this header is compiled into
 * every Swift module that imports it, and a static would exist once per module.
 */
#ifndef SHAPELUA_CLUA_SHIM_H
#define SHAPELUA_CLUA_SHIM_H

#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ---- status codes a Swift function returns instead of raising ---------- */

/* The error value is on top of the stack; raise it unchanged. */
#define SHL_RAISE_VALUE (-1)
/* A message string is on top; prefix the caller's position ("file:line: "). */
#define SHL_RAISE_MESSAGE (-2)
/* SHL_ARGERROR_BASE - n: argument n is bad; the detail ("number expected,
 * got string") is on top. Raised through luaL_argerror, which adjusts the
 * argument number for obj:method() calls exactly as Lua's own functions do. */
#define SHL_ARGERROR_BASE (-1000)

static inline int shl_raise_value(void) { return SHL_RAISE_VALUE; }
static inline int shl_raise_message(void) { return SHL_RAISE_MESSAGE; }
static inline int shl_argerror_status(int arg) { return SHL_ARGERROR_BASE - arg; }

/* ---- per-state context -------------------------------------------------- */

typedef struct shl_Context {
    /* memory accounting for the custom allocator */
    size_t used;            /* bytes currently allocated by this state */
    size_t peak;            /* the most ever allocated at once */
    size_t limit;           /* 0: unlimited */
    int swiftDepth;         /* > 0 while a Swift frame called from Lua runs */
    int overshoot;          /* a Swift frame allocated past the limit */
    /* limits checked by the count hook */
    long long instructionLimit; /* 0: unlimited */
    long long instructionsRun;
    int hookCount;          /* instructions between two hook calls */
    double deadline;        /* CLOCK_MONOTONIC seconds; 0: none */
    volatile sig_atomic_t interrupted; /* set by SIGINT (REPL) */
    void *owner;            /* the Swift LuaState, unretained */
} shl_Context;

static inline shl_Context *shl_context(lua_State *L) {
    return *(shl_Context **)lua_getextraspace(L);
}

static inline double shl_monotonic_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The allocator (lua_Alloc). When ptr is NULL, osize is a type tag, not a size. */
static void *shl_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    shl_Context *c = (shl_Context *)ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        free(ptr);
        c->used -= old;
        return NULL;
    }
    if (c->limit != 0 && nsize > old && c->used - old + nsize > c->limit) {
        if (c->swiftDepth == 0)
            return NULL; /* Lua raises LUA_ERRMEM itself, from C */
        c->overshoot = 1; /* let Swift finish; the trampoline raises */
    }
    void *p = realloc(ptr, nsize);
    if (p == NULL) return NULL;
    c->used = c->used - old + nsize;
    if (c->used > c->peak) c->peak = c->used;
    return p;
}

/* Creates a state whose allocator accounts into a fresh context. */
static inline lua_State *shl_newstate(void) {
    shl_Context *c = (shl_Context *)calloc(1, sizeof(shl_Context));
    if (c == NULL) return NULL;
    c->hookCount = 1000;
    /* The host program itself is a Swift frame: outside protected calls the
     * allocator must not fail, or Lua would raise with nothing to catch it. */
    c->swiftDepth = 1;
    lua_State *L = lua_newstate(shl_alloc, c);
    if (L == NULL) { free(c); return NULL; }
    *(shl_Context **)lua_getextraspace(L) = c;
    return L;
}

static inline void shl_close(lua_State *L) {
    shl_Context *c = shl_context(L);
    lua_close(L);
    free(c);
}

/* ---- limits: instruction count, wall clock, Ctrl-C ----------------------- */

/* Raises from C only, as lua.c's lstop does. Once a limit is reached every
 * later hook raises again, so a script cannot pcall its way past it. */
static void shl_hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    shl_Context *c = shl_context(L);
    if (c->interrupted) {
        c->interrupted = 0;
        luaL_error(L, "interrupted!");
    }
    if (c->instructionLimit > 0) {
        c->instructionsRun += c->hookCount;
        if (c->instructionsRun > c->instructionLimit)
            luaL_error(L, "instruction limit reached");
    }
    if (c->deadline > 0 && shl_monotonic_seconds() > c->deadline)
        luaL_error(L, "time limit reached");
}

/* Installs the count hook when any limit is active, removes it otherwise. */
static inline void shl_update_hook(lua_State *L) {
    shl_Context *c = shl_context(L);
    if (c->instructionLimit > 0 || c->deadline > 0)
        lua_sethook(L, shl_hook, LUA_MASKCOUNT, c->hookCount);
    else
        lua_sethook(L, NULL, 0, 0);
}

/* Called from a SIGINT handler: only a flag and lua_sethook, which the Lua
 * manual documents as safe to call asynchronously (lua.c does the same). */
static inline void shl_interrupt(lua_State *L) {
    shl_Context *c = shl_context(L);
    c->interrupted = 1;
    lua_sethook(L, shl_hook, LUA_MASKCALL | LUA_MASKRET | LUA_MASKLINE | LUA_MASKCOUNT, 1);
}

/* ---- the trampoline ------------------------------------------------------ */

typedef int (*shl_Function)(lua_State *L);

/* Upvalue 1: the Swift function as light userdata. Further upvalues belong to
 * the Swift function (it reads them at lua_upvalueindex(2...)). */
static int shl_trampoline(lua_State *L) {
    shl_Function f = (shl_Function)lua_touserdata(L, lua_upvalueindex(1));
    shl_Context *c = shl_context(L);
    c->swiftDepth++;
    int n = f(L);
    c->swiftDepth--;
    if (c->overshoot && c->swiftDepth == 0) {
        c->overshoot = 0;
        if (c->limit != 0 && c->used > c->limit) {
            lua_settop(L, 0);
            lua_pushliteral(L, "not enough memory");
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
    if (n <= SHL_ARGERROR_BASE) {
        int arg = SHL_ARGERROR_BASE - n;
        return luaL_argerror(L, arg, lua_tostring(L, -1));
    }
    return luaL_error(L, "internal error: bad status %d from a Swift function", n);
}

/* Pushes f as a Lua function with nup extra upvalues taken from the stack. */
static inline void shl_pushswiftfunction(lua_State *L, shl_Function f, int nup) {
    lua_pushlightuserdata(L, (void *)f);
    if (nup > 0) lua_insert(L, -(nup + 1));
    lua_pushcclosure(L, shl_trampoline, nup + 1);
}

/* A protected call made from Swift. Lua code run by it may fail allocations
 * normally (the longjmp stops at this pcall, inside C), so the "Swift frame
 * active" mark is lifted for its duration. */
static inline int shl_pcall(lua_State *L, int nargs, int nresults, int msgh) {
    shl_Context *c = shl_context(L);
    int saved = c->swiftDepth;
    c->swiftDepth = 0;
    int status = lua_pcall(L, nargs, nresults, msgh);
    c->swiftDepth = saved;
    return status;
}

/* The message handler for every protected call: adds a traceback, as lua.c's
 * msghandler does (non-string errors use __tostring when they have one). */
static int shl_msghandler(lua_State *L) {
    const char *msg = lua_tostring(L, 1);
    if (msg == NULL) {
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING)
            return 1;
        msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    }
    luaL_traceback(L, L, msg, 1);
    return 1;
}

static inline void shl_pushmsghandler(lua_State *L) { lua_pushcfunction(L, shl_msghandler); }

/* ---- library profiles ---------------------------------------------------- */

#define SHL_LIBS_FULL 0
#define SHL_LIBS_SANDBOX 1

/* load() in the sandbox: text chunks only. Upvalue 1 is the real load. */
static int shl_sandbox_load(lua_State *L) {
    int n = lua_gettop(L);
    if (n < 1) lua_settop(L, 1);
    if (n > 4) lua_settop(L, 4);
    n = lua_gettop(L);
    if (n < 3) { lua_settop(L, 3); }
    lua_pushliteral(L, "t");
    lua_replace(L, 3);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/* Opens the libraries of a profile (SPEC §10). Run under shl_pcall, so a
 * memory error here is an ordinary error status, never a panic.
 * Argument 1: SHL_LIBS_FULL or SHL_LIBS_SANDBOX. */
static int shl_openlibs(lua_State *L) {
    int profile = (int)lua_tointeger(L, 1);
    if (profile == SHL_LIBS_FULL) {
        luaL_openlibs(L);
        return 0;
    }
    static const luaL_Reg safe[] = {
        {LUA_GNAME, luaopen_base}, {LUA_STRLIBNAME, luaopen_string},
        {LUA_TABLIBNAME, luaopen_table}, {LUA_MATHLIBNAME, luaopen_math},
        {LUA_UTF8LIBNAME, luaopen_utf8}, {LUA_COLIBNAME, luaopen_coroutine},
        {NULL, NULL}};
    for (const luaL_Reg *lib = safe; lib->func; lib++) {
        luaL_requiref(L, lib->name, lib->func, 1);
        lua_pop(L, 1);
    }
    lua_pushnil(L); lua_setglobal(L, "dofile");
    lua_pushnil(L); lua_setglobal(L, "loadfile");
    lua_getglobal(L, "load");
    lua_pushcclosure(L, shl_sandbox_load, 1);
    lua_setglobal(L, "load");
    lua_getglobal(L, LUA_STRLIBNAME);
    lua_pushnil(L); lua_setfield(L, -2, "dump");
    lua_pop(L, 1);
    /* os: only clock, time, date, difftime, copied out of the real library
     * (which is never made global, so nothing else of it is reachable). */
    luaL_requiref(L, LUA_OSLIBNAME, luaopen_os, 0);
    lua_newtable(L);
    static const char *const keep[] = {"clock", "time", "date", "difftime", NULL};
    for (const char *const *k = keep; *k; k++) {
        lua_getfield(L, -2, *k);
        lua_setfield(L, -2, *k);
    }
    lua_setglobal(L, LUA_OSLIBNAME);
    lua_pop(L, 1);
    /* luaL_requiref registered "os" in package.loaded-like _LOADED; clear it. */
    luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    lua_pushnil(L); lua_setfield(L, -2, LUA_OSLIBNAME);
    lua_pop(L, 1);
    return 0;
}

/* ---- macro wrappers -------------------------------------------------------- */

static inline int shl_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline int shl_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline void shl_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline void shl_newtable(lua_State *L) { lua_newtable(L); }
static inline void shl_insert(lua_State *L, int idx) { lua_insert(L, idx); }
static inline void shl_remove(lua_State *L, int idx) { lua_remove(L, idx); }
static inline void shl_replace(lua_State *L, int idx) { lua_replace(L, idx); }
static inline int shl_isnoneornil(lua_State *L, int idx) { return lua_isnoneornil(L, idx); }
static inline lua_Number shl_tonumberx(lua_State *L, int idx, int *isnum) { return lua_tonumberx(L, idx, isnum); }
static inline lua_Integer shl_tointegerx(lua_State *L, int idx, int *isnum) { return lua_tointegerx(L, idx, isnum); }
static inline const char *shl_tolstring(lua_State *L, int idx, size_t *len) { return lua_tolstring(L, idx, len); }
static inline void shl_pushcfunction(lua_State *L, lua_CFunction f) { lua_pushcfunction(L, f); }
static inline void *shl_newuserdata(lua_State *L, size_t size) { return lua_newuserdatauv(L, size, 0); }
static inline int shl_loadbuffer(lua_State *L, const char *buf, size_t len, const char *name, const char *mode) {
    return luaL_loadbufferx(L, buf, len, name, mode);
}

/* Lua's tostring() of a float: LUA_NUMBER_FMT ("%.14g"), plus ".0" when the
 * result looks like an integer (lobject.c's tostringbuff). buf: 64 bytes. */
static inline void shl_number2str(char *buf, lua_Number n) {
    int len = snprintf(buf, 64, LUA_NUMBER_FMT, n);
    if (buf[strspn(buf, "-0123456789")] == '\0' && len < 62) {
        buf[len++] = '.'; buf[len++] = '0'; buf[len] = '\0';
    }
}

#endif
