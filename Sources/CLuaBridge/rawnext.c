/* rawnext.c — the iterator a namespace's __pairs returns (Install.swift). */
#include "include/bridge.h"

/* Lua's `next` (lbaselib.c's luaB_next, written again): a C function, so
 * the error lua_next raises for a key not in the table longjmps through
 * no Swift frame. Given here rather than read from the global `next`,
 * which a script may have replaced. */
int shl_rawnext(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 2);
    if (lua_next(L, 1)) return 2;
    lua_pushnil(L);
    return 1;
}
