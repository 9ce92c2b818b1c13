/* standalone.c — pieces of lua.c's behaviour that the command line
 * reproduces to the letter, as lua_CFunctions: the host calls them under a
 * protected call, so their errors (a non-table `arg`, a raising __index,
 * __len or __tostring) raise in C, never across Swift. */
#include "include/bridge.h"

/* lua.c's pushargs: the script's arguments are read back from the global
 * `arg` table, so what -e chunks and LUA_INIT did to it counts. */
int shl_scriptargs(lua_State *L) {
    if (lua_getglobal(L, "arg") != LUA_TTABLE)
        return luaL_error(L, "'arg' is not a table");
    int n = (int)luaL_len(L, -1);
    luaL_checkstack(L, n + 3, "too many arguments to script");
    for (int i = 1; i <= n; i++)
        lua_rawgeti(L, -i, i);
    lua_remove(L, -n - 1); /* the table */
    return n;
}

/* lua.c's get_prompt: _PROMPT (or _PROMPT2, when the argument is false)
 * through luaL_tolstring, so any value with a __tostring works; nil when
 * the global is nil (the caller then uses its default). */
int shl_prompt(lua_State *L) {
    int first = lua_toboolean(L, 1);
    if (lua_getglobal(L, first ? "_PROMPT" : "_PROMPT2") == LUA_TNIL)
        return 1;
    luaL_tolstring(L, -1, NULL);
    return 1;
}
