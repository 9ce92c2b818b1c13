/* release.c — userdata whose Swift values are released when Lua frees them.
 *
 * A userdata holding Swift references must release them when it dies. A
 * __gc does that, but Lua makes every finalizable object costly: setting
 * the metatable moves it to a separate list (luaC_checkfinalizer), each
 * collection walks that list to find the dead (separatetobefnz), each dead
 * one is resurrected, queued and called as a protected Lua function
 * (GCTM), and its memory waits one more cycle. For a script that builds
 * 20,000 views (100,000 userdata) that was about a fifth of its time
 * (docs/PERFORMANCE.md, "Views without finalizers").
 *
 * Instead the bridge's userdata get no __gc: their blocks are marked in a
 * set, and when Lua frees one of them (the allocator sees every free, with
 * the block's address and size) its value is released right there. Lua
 * frees an object only once nothing can reach it, not even a pending
 * finalizer of another object, so the value is never read after. The
 * release function (LuaBridge) runs inside the allocator: it only
 * deinitialises Swift values, which never call Lua (LuaRef defers its
 * unref to the next safe point).
 *
 * The set is a bitmap of the heap, a bit per 16-byte granule (malloc's
 * blocks are 16-byte aligned, so no two share one), in 4 MiB regions made
 * when a block in them first joins (a 32 KiB bitmap each), found by
 * region number in a small open-addressing table with the last region
 * cached — the page-map layout of allocators such as tcmalloc. Blocks
 * made one after another lie side by side, and so do their bits: a hash
 * table of addresses, tried first, spent ~8% of the views row in cache
 * misses on its slots. A bitmap of the block sizes in use lets the
 * allocator skip almost every other free with one bit test. */
#include "include/bridge.h"
#include <stdint.h>
#include <stdlib.h>

#define GRANULE_SHIFT 4
#define REGION_SHIFT 22
#define REGION_WORDS ((1u << (REGION_SHIFT - GRANULE_SHIFT)) / 64)

typedef struct shl_ReleaseRegion {
    uintptr_t number;       /* address >> REGION_SHIFT */
    size_t count;           /* bits set */
    uint64_t bits[REGION_WORDS];
} Region;

static shl_ReleaseFunction releaseFunction;

void shl_release_set_function(shl_ReleaseFunction release) { releaseFunction = release; }

static size_t home_of(uintptr_t number, size_t capacity) {
    /* Fibonacci hashing (Knuth, TAOCP vol. 3, 6.4): the top bits of the product. */
    uint64_t h = (uint64_t)number * 0x9E3779B97F4A7C15ull;
    return (size_t)(h >> (64 - __builtin_ctzll((unsigned long long)capacity)));
}

static Region *find_region(shl_ReleaseSet *set, uintptr_t number) {
    Region *last = set->lastRegion;
    if (last != NULL && last->number == number) return last;
    if (set->regionCapacity == 0) return NULL;
    size_t mask = set->regionCapacity - 1;
    for (size_t i = home_of(number, set->regionCapacity);; i = (i + 1) & mask) {
        Region *r = set->regions[i];
        if (r == NULL) return NULL;
        if (r->number == number) { set->lastRegion = r; return r; }
    }
}

static void place_region(Region **table, size_t capacity, Region *r) {
    size_t mask = capacity - 1;
    size_t i = home_of(r->number, capacity);
    while (table[i] != NULL) i = (i + 1) & mask;
    table[i] = r;
}

/* The region of `number`, made if missing; NULL when there is no memory. */
static Region *region_for(shl_ReleaseSet *set, uintptr_t number) {
    Region *r = find_region(set, number);
    if (r != NULL) return r;
    if ((set->regionCount + 1) * 2 > set->regionCapacity) {
        size_t capacity = set->regionCapacity ? set->regionCapacity * 2 : 16;
        Region **table = calloc(capacity, sizeof(Region *));
        if (table == NULL) return NULL;
        for (size_t i = 0; i < set->regionCapacity; i++) {
            if (set->regions[i] != NULL) place_region(table, capacity, set->regions[i]);
        }
        free(set->regions);
        set->regions = table;
        set->regionCapacity = capacity;
    }
    r = calloc(1, sizeof(Region));
    if (r == NULL) return NULL;
    r->number = number;
    place_region(set->regions, set->regionCapacity, r);
    set->regionCount++;
    set->lastRegion = r;
    return r;
}

static size_t granule_of(uintptr_t address) {
    return (address >> GRANULE_SHIFT) & ((1u << (REGION_SHIFT - GRANULE_SHIFT)) - 1);
}

int shl_release_insert(shl_ReleaseSet *set, void *block, size_t size) {
    uintptr_t address = (uintptr_t)block;
    if (address & ((1u << GRANULE_SHIFT) - 1)) return 0; /* not malloc's alignment */
    Region *r = region_for(set, address >> REGION_SHIFT);
    if (r == NULL) return 0;
    size_t g = granule_of(address);
    uint64_t bit = 1ull << (g & 63);
    if (r->bits[g >> 6] & bit) return 1; /* already in */
    r->bits[g >> 6] |= bit;
    r->count++;
    set->count++;
    if (size < SHL_RELEASE_SIZE_BITS) set->sizes[size >> 6] |= 1ull << (size & 63);
    else set->largeSizes = 1;
    return 1;
}

int shl_release_remove(shl_ReleaseSet *set, void *block) {
    uintptr_t address = (uintptr_t)block;
    Region *r = find_region(set, address >> REGION_SHIFT);
    if (r == NULL) return 0;
    size_t g = granule_of(address);
    uint64_t bit = 1ull << (g & 63);
    if ((r->bits[g >> 6] & bit) == 0) return 0;
    r->bits[g >> 6] &= ~bit;
    r->count--;
    set->count--;
    return 1;
}

int shl_release_when_freed(lua_State *L, void *memory, size_t length) {
    shl_ReleaseSet *set = &shl_context(L)->released;
    if (set->offset == 0 || releaseFunction == NULL || memory == NULL) return 0;
    /* Lua's block size is sizeudata(0, length) = offset + length. */
    return shl_release_insert(set, (char *)memory - set->offset, set->offset + length);
}

void shl_release_freed(shl_ReleaseSet *set, void *block) {
    if (shl_release_remove(set, block) && !set->closing) releaseFunction((char *)block + set->offset);
}

void shl_release_skip_at_close(lua_State *L) { shl_context(L)->released.closing = 1; }

size_t shl_release_count(lua_State *L) { return shl_context(L)->released.count; }

void shl_release_free_set(shl_ReleaseSet *set) {
    for (size_t i = 0; i < set->regionCapacity; i++) free(set->regions[i]);
    free(set->regions);
    set->regions = NULL;
    set->regionCapacity = set->regionCount = 0;
    set->lastRegion = NULL;
}

/* The distance from a userdata's block to its memory (Lua's
 * udatamemoffset(0), not in its public headers), measured: make one with
 * an allocator that notes where the userdata's block is. Called once
 * while the state is made, before any script runs. */
static _Thread_local void *probedBlock; /* states may be made on several threads */

static void *probe_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    void *p = shl_alloc(ud, ptr, osize, nsize);
    if (ptr == NULL && osize == LUA_TUSERDATA) probedBlock = p;
    return p;
}

void shl_release_probe(lua_State *L) {
    void *ud;
    lua_Alloc alloc = lua_getallocf(L, &ud);
    probedBlock = NULL;
    lua_setallocf(L, probe_alloc, ud);
    void *memory = lua_newuserdatauv(L, 16, 0);
    lua_setallocf(L, alloc, ud);
    size_t offset = probedBlock ? (size_t)((char *)memory - (char *)probedBlock) : 0;
    lua_settop(L, -2);
    /* Lua's header is a few pointers; anything else means a layout this
     * file does not know, so stay with __gc. */
    shl_context(L)->released.offset = (offset > 0 && offset <= 64) ? offset : 0;
}
