/*
 * shim.h — the system Lua 5.4 (Debian's liblua5.4-dev) as Swift sees it:
 * Lua's headers, and static inline wrappers for the macros of its API that
 * Swift cannot import (lua_pop, lua_newtable, LUA_REGISTRYINDEX, ...).
 * Nothing of shapelua's own is declared here: the bridge's C API and its
 * per-state context are in Sources/CLuaBridge/include/bridge.h.
 */
#ifndef SHAPELUA_CLUA_SHIM_H
#define SHAPELUA_CLUA_SHIM_H

#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>

/* ---- macro wrappers -------------------------------------------------------- */

static inline int shl_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline int shl_errfile(void) { return LUA_ERRFILE; }
static inline int shl_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline int shl_ridx_globals(void) { return LUA_RIDX_GLOBALS; }
static inline int shl_noref(void) { return LUA_NOREF; }
static inline int shl_refnil(void) { return LUA_REFNIL; }
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
/* lua_gc is variadic, which Swift cannot call. */
static inline int shl_gc(lua_State *L, int what, int data) { return lua_gc(L, what, data); }
/* Generational mode with Lua's default parameters (lua.c 5.4 starts so). */
static inline int shl_gc_generational(lua_State *L) { return lua_gc(L, LUA_GCGEN, 0, 0); }

/* lua.c's pushargs and get_prompt, as lua_CFunctions to call protected;
 * defined in CLuaBridge/standalone.c. */
int shl_scriptargs(lua_State *L);
int shl_prompt(lua_State *L);
static inline int shl_loadbuffer(lua_State *L, const char *buf, size_t len, const char *name, const char *mode) {
    return luaL_loadbufferx(L, buf, len, name, mode);
}

/* Lua's tostring() of a float: LUA_NUMBER_FMT ("%.14g"), plus ".0" when the
 * result looks like an integer (lobject.c's tostringbuff). buf: 64 bytes.
 * Defined in CLuaBridge/state.c. */
void shl_number2str(char *buf, lua_Number n);

#endif
