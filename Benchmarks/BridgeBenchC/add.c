/* The same work as the Swift function of the benchmark (BridgeBench/main.swift):
 * read two numbers with Lua's type check and message, push their sum. */
#include <lua.h>
#include <lauxlib.h>
#include "BridgeBenchC.h"

int bench_c_add(lua_State *L) {
    lua_Number a = luaL_checknumber(L, 1);
    lua_Number b = luaL_checknumber(L, 2);
    lua_pushnumber(L, a + b);
    return 1;
}
