/* typecache.c — a state's small cache of userdata metatables.
 *
 * Every userdata LuaBridge pushes gets its type's metatable, registered in
 * the registry under the address of the Swift type's metadata (a hashed
 * light-userdata key), and the type's info, kept in that metatable under
 * another such key: two hashed lookups, about 140 instructions each, for
 * every shape, rect or view a script makes. The cache keeps the last
 * types' metatables in the registry's array part (references made with
 * luaL_ref, reused when an entry is replaced), so a push is one
 * lua_rawgeti. Two-way set-associative (shim.h). Every registration
 * empties it (registerUserdata), since that replaces a type's metatable. */
#include "include/bridge.h"

void shl_typecache_store(lua_State *L, const void *key, void *info) {
    shl_TypeCacheEntry *cache = shl_context(L)->typeCache;
    unsigned i = shl_typecache_index(key);
    shl_TypeCacheEntry *first = &cache[i], *second = &cache[i + 1];
    /* The newest entry goes first; the first moves to second, whose
     * registry slot is reused for the new metatable. */
    int reusable = second->key != NULL;
    int ref = second->ref;
    *second = *first;
    lua_pushvalue(L, -1);
    if (reusable) lua_rawseti(L, LUA_REGISTRYINDEX, ref);
    else ref = luaL_ref(L, LUA_REGISTRYINDEX);
    first->key = key;
    first->info = info;
    first->ref = ref;
}

void shl_typecache_clear(lua_State *L) {
    shl_Context *c = shl_context(L);
    for (int i = 0; i < SHL_TYPE_CACHE_SIZE; i++) {
        if (c->typeCache[i].key != NULL) luaL_unref(L, LUA_REGISTRYINDEX, c->typeCache[i].ref);
        c->typeCache[i].key = NULL;
        c->typeCache[i].info = NULL;
    }
}
