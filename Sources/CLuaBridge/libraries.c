/* libraries.c — the library profiles of docs/RELIABILITY.md: full, and the sandbox. */
#include "include/bridge.h"
#include "include/CLuaBridge.h"

/* load() in the sandbox: text chunks only, whatever mode the caller asks
 * for. Upvalue 1 is the real load. Arguments: chunk, chunkname, mode, env. */
static int sandbox_load(lua_State *L) {
    int hasEnv = lua_gettop(L) >= 4;
    lua_settop(L, 4);
    lua_pushliteral(L, "t");
    lua_replace(L, 3);
    if (!hasEnv) lua_settop(L, 3); /* load tells "no env" from "env = nil" */
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

static void set_global_nil(lua_State *L, const char *name) {
    lua_pushnil(L);
    lua_setglobal(L, name);
}

/* base (no dofile/loadfile, text-only load), string (no dump), table, math,
 * utf8, coroutine, and os.clock/time/date/difftime. No io, debug, package. */
static void open_sandbox(lua_State *L) {
    static const luaL_Reg safe[] = {
        {LUA_GNAME, luaopen_base}, {LUA_STRLIBNAME, luaopen_string},
        {LUA_TABLIBNAME, luaopen_table}, {LUA_MATHLIBNAME, luaopen_math},
        {LUA_UTF8LIBNAME, luaopen_utf8}, {LUA_COLIBNAME, luaopen_coroutine},
        {NULL, NULL}};
    for (const luaL_Reg *lib = safe; lib->func; lib++) {
        luaL_requiref(L, lib->name, lib->func, 1);
        lua_pop(L, 1);
    }
    set_global_nil(L, "dofile");
    set_global_nil(L, "loadfile");
    set_global_nil(L, "require"); /* never opened; stated for the reader */
    lua_getglobal(L, "load");
    lua_pushcclosure(L, sandbox_load, 1);
    lua_setglobal(L, "load");
    lua_getglobal(L, LUA_STRLIBNAME);
    lua_pushnil(L);
    lua_setfield(L, -2, "dump"); /* string metatable's __index is this table */
    lua_pop(L, 1);
    /* os: only clock, time, date, difftime, copied out of the real library,
     * which is never made global nor left in package.loaded. */
    luaL_requiref(L, LUA_OSLIBNAME, luaopen_os, 0);
    lua_newtable(L);
    static const char *const keep[] = {"clock", "time", "date", "difftime", NULL};
    for (const char *const *k = keep; *k; k++) {
        lua_getfield(L, -2, *k);
        lua_setfield(L, -2, *k);
    }
    lua_setglobal(L, LUA_OSLIBNAME);
    lua_pop(L, 1);
    luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    lua_getglobal(L, LUA_OSLIBNAME);
    lua_setfield(L, -2, LUA_OSLIBNAME); /* the restricted table, not the real one */
    lua_pop(L, 1);
}

/* Everything lua opens, as liblua has it. */
static void open_full(lua_State *L) {
    luaL_openlibs(L);
}

int shl_openlibs(lua_State *L) {
    int profile = (int)lua_tointeger(L, 1);
    if (profile == SHL_LIBS_SANDBOX)
        open_sandbox(L);
    else
        open_full(L);
    return 0;
}
