/* The baseline of the bridge benchmark: a plain C lua_CFunction. */
#ifndef SHAPELUA_BRIDGEBENCHC_H
#define SHAPELUA_BRIDGEBENCHC_H
struct lua_State;
/* add(a, b) -> a + b, checking both arguments as Lua's own functions do. */
int bench_c_add(struct lua_State *L);
#endif
