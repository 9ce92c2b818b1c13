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
 * Instead the bridge's userdata get no __gc: their blocks are kept in an
 * open-addressing set, and when Lua frees one of them (the allocator sees
 * every free, with the block's address and size) its value is released
 * right there. Lua frees an object only once nothing can reach it, not
 * even a pending finalizer of another object, so the value is never read
 * after. The release function (LuaBridge) runs inside the allocator: it
 * only deinitialises Swift values, which never call Lua (LuaRef defers its
 * unref to the next safe point).
 *
 * The set: linear probing over a power-of-two table at most half full,
 * a multiplicative hash of the block's address (Knuth, TAOCP vol. 3,
 * 6.4, "Fibonacci hashing"), deletion by shifting the following entries
 * back (Knuth's Algorithm R, 6.4), so no tombstones pile up. A bitmap of
 * the block sizes in use lets the allocator skip almost every other free
 * with one bit test. */
#include "../CLua/shim.h"
#include <stdint.h>
#include <stdlib.h>

static shl_ReleaseFunction releaseFunction;

void shl_release_set_function(shl_ReleaseFunction release) { releaseFunction = release; }

static size_t slot_of(const shl_ReleaseSet *set, const void *block) {
    uint64_t h = (uint64_t)(uintptr_t)block * 0x9E3779B97F4A7C15ull;
    /* capacity is 2^k: the top k bits of the product */
    int shift = 64 - __builtin_ctzll((unsigned long long)set->capacity);
    return (size_t)(h >> shift);
}

/* Puts `block` into a table known to have room (no growth, no duplicate). */
static void insert_into(shl_ReleaseSet *set, void *block) {
    size_t mask = set->capacity - 1;
    size_t i = slot_of(set, block);
    while (set->slots[i] != NULL) i = (i + 1) & mask;
    set->slots[i] = block;
}

static int resize(shl_ReleaseSet *set, size_t capacity) {
    void **old = set->slots;
    size_t oldCapacity = set->capacity;
    void **slots = calloc(capacity, sizeof(void *));
    if (slots == NULL) return 0;
    set->slots = slots;
    set->capacity = capacity;
    for (size_t i = 0; i < oldCapacity; i++) {
        if (old[i] != NULL) insert_into(set, old[i]);
    }
    free(old);
    return 1;
}

int shl_release_when_freed(lua_State *L, void *memory, size_t length) {
    shl_Context *c = shl_context(L);
    shl_ReleaseSet *set = &c->released;
    if (set->offset == 0 || releaseFunction == NULL || memory == NULL) return 0;
    if ((set->count + 1) * 2 > set->capacity) {
        if (!resize(set, set->capacity ? set->capacity * 2 : 256)) return 0;
    } else if (set->capacity > 4096 && set->count * 8 < set->capacity) {
        /* Mostly empty after a big script's values died: give it back
         * (halving leaves it a quarter full, so growing again is far). */
        (void)resize(set, set->capacity / 2);
    }
    void *block = (char *)memory - set->offset;
    size_t size = set->offset + length; /* Lua's sizeudata(0, length) */
    insert_into(set, block);
    set->count++;
    if (size < SHL_RELEASE_SIZE_BITS) set->sizes[size >> 6] |= 1ull << (size & 63);
    else set->largeSizes = 1;
    return 1;
}

/* Removes `block` if it is in the set; returns whether it was. */
static int remove_block(shl_ReleaseSet *set, void *block) {
    size_t mask = set->capacity - 1;
    size_t i = slot_of(set, block);
    while (set->slots[i] != block) {
        if (set->slots[i] == NULL) return 0;
        i = (i + 1) & mask;
    }
    /* Algorithm R: move back each later entry of the run that would no
     * longer be found past the hole. */
    size_t hole = i;
    for (size_t j = (i + 1) & mask; set->slots[j] != NULL; j = (j + 1) & mask) {
        size_t home = slot_of(set, set->slots[j]);
        /* the entry at j may fill the hole unless its home lies cyclically
         * in (hole, j] */
        int homeAfterHole = hole <= j ? (home > hole && home <= j) : (home > hole || home <= j);
        if (!homeAfterHole) {
            set->slots[hole] = set->slots[j];
            hole = j;
        }
    }
    set->slots[hole] = NULL;
    set->count--;
    return 1;
}

void shl_release_freed(shl_ReleaseSet *set, void *block) {
    if (!remove_block(set, block)) return;
    if (!set->closing) releaseFunction((char *)block + set->offset);
}

void shl_release_skip_at_close(lua_State *L) { shl_context(L)->released.closing = 1; }

size_t shl_release_count(lua_State *L) { return shl_context(L)->released.count; }

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
