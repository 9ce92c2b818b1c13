/*
 * bridge.h — the C half of the Lua bridge (Sources/CLuaBridge), as Swift
 * and the bridge's own C files see it:
 *
 * 1. the status codes a Swift function returns instead of raising;
 * 2. the per-state context (memory accounting, limits, interrupt flag);
 * 3. the bridge's C functions: the trampoline through which every Swift
 *    function is called from Lua, the allocator, the protected call, the
 *    message handler, the limit hook, SIGINT handling, the library
 *    profiles, the table loops.
 *
 * The static inline functions here are compiled into every module that
 * imports it, so there is no static state here: the process-globals (the
 * runs SIGINT interrupts) live in interrupt.c.
 *
 * The one rule (docs/ARCHITECTURE.md, "The bridge"): lua_error/luaL_error are
 * longjmp, and a longjmp must never cross a Swift frame. So Swift functions
 * never raise: they return a negative status after pushing the error value,
 * and the trampoline raises once the Swift frame has returned. The allocator
 * never fails while a Swift frame is active; the trampoline raises
 * "not enough memory" on the way out instead.
 */
#ifndef SHAPELUA_CLUABRIDGE_BRIDGE_H
#define SHAPELUA_CLUABRIDGE_BRIDGE_H

#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>

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

/* One entry of a state's userdata-type cache (see shl_typecache_push). */
typedef struct shl_TypeCacheEntry {
    const void *key;        /* the type's registry key; NULL: empty */
    void *info;             /* its UserdataTypeInfo (unretained) */
    int ref;                /* its metatable, in the registry's array part */
} shl_TypeCacheEntry;
#define SHL_TYPE_CACHE_SIZE 8

/* The userdata a state releases when Lua frees them (CLuaBridge/release.c):
 * a bit per 16-byte granule of the heap regions that hold them, and which
 * block sizes occur. */
#define SHL_RELEASE_SIZE_BITS 1024
struct shl_ReleaseRegion;
typedef struct shl_ReleaseSet {
    struct shl_ReleaseRegion **regions; /* open addressing by region number; malloc'd */
    size_t regionCapacity;  /* a power of two, or 0 */
    size_t regionCount;
    struct shl_ReleaseRegion *lastRegion; /* the region last looked up */
    size_t count;           /* userdata in the set */
    size_t offset;          /* block start to the userdata memory; 0: off */
    int closing;            /* at exit: free without releasing */
    int largeSizes;         /* a block of SHL_RELEASE_SIZE_BITS bytes or more is in the set */
    unsigned long long sizes[SHL_RELEASE_SIZE_BITS / 64]; /* block sizes in the set */
} shl_ReleaseSet;

/* A state's small blocks (CLuaBridge/smallblocks.c): free lists per
 * 16-byte size class up to SHL_SMALL_MAX bytes, carved from chunks the
 * state frees at close. Off under AddressSanitizer (SHL_SMALL_BLOCKS 0),
 * so the sanitizer sees each block. */
#define SHL_SMALL_MAX 256
#define SHL_SMALL_CLASSES (SHL_SMALL_MAX / 16)
#if defined(__has_feature)
#  if __has_feature(address_sanitizer)
#    define SHL_SMALL_BLOCKS 0
#  endif
#endif
#if !defined(SHL_SMALL_BLOCKS) && defined(__SANITIZE_ADDRESS__)
#  define SHL_SMALL_BLOCKS 0
#endif
#ifndef SHL_SMALL_BLOCKS
#  define SHL_SMALL_BLOCKS 1
#endif
typedef struct shl_SmallBlocks {
    void *free[SHL_SMALL_CLASSES]; /* each free block's first word: the next */
    char *bump, *bumpEnd;          /* the uncarved rest of the newest chunk */
    void *chunks;                  /* the newest chunk; each links the one before */
    size_t nextChunk;              /* the next chunk's size */
    size_t chunkBytes;             /* all chunks' bytes */
} shl_SmallBlocks;
/* A block of `size` bytes from the newest chunk (or a new one) when its
 * class's free list is empty. */
void *shl_small_carve(shl_SmallBlocks *s, size_t size);
/* A block of 1...SHL_SMALL_MAX bytes, 16-byte aligned; NULL: no memory.
 * Inline: the allocator runs a million times in a Canvas loop. */
static inline void *shl_small_alloc(shl_SmallBlocks *s, size_t size) {
    size_t c = (size - 1) >> 4;
    void *block = s->free[c];
    if (block == NULL) return shl_small_carve(s, size);
    s->free[c] = *(void **)block;
    return block;
}
/* Gives back a block of `size` bytes (the size it was asked with). */
static inline void shl_small_free(shl_SmallBlocks *s, void *block, size_t size) {
    size_t c = (size - 1) >> 4;
    *(void **)block = s->free[c];
    s->free[c] = block;
}
/* Frees every chunk (after lua_close). */
void shl_small_release_all(shl_SmallBlocks *s);

typedef struct shl_Context {
    /* memory accounting for the custom allocator */
    size_t used;            /* bytes currently allocated by this state */
    size_t peak;            /* the most ever allocated at once */
    size_t limit;           /* 0: unlimited */
    int swiftDepth;         /* > 0 while a Swift frame is active (host included) */
    int overshoot;          /* a Swift frame allocated past the limit */
    int memoryRefused;      /* the limit refused an allocation in this run */
    int runDepth;           /* shl_pcall nesting: > 0 while Lua code runs */
    /* the run's budget (CLuaBridge/run.c): one per run, shared by the
     * script, the rendering of what it returns and every callback */
    int runScopes;          /* shl_run_begin nesting; the outermost begins/ends the run */
    int stop;               /* SHL_STOP_*: why the run was stopped; atomic */
    long long instructionLimit; /* per run; 0: unlimited */
    long long instructionsRun;  /* in the current run, in steps of hookCount */
    int hookCount;          /* instructions between two count-hook calls */
    double timeout;         /* seconds per run; 0: none */
    double deadline;        /* CLOCK_MONOTONIC seconds of the current run; 0: none */
    double interruptedAt;   /* when SIGINT stopped the run; a second Ctrl-C in it ends the process */
    /* what follows each limit's message, e.g. " (--timeout 2 s)" */
    char notes[5][48];
    void *owner;            /* the Swift LuaState, unretained */
    /* The metatables of the userdata types pushed most recently
     * (typecache.c): pushing a value is one array read, not two hashed
     * registry lookups. */
    shl_TypeCacheEntry typeCache[SHL_TYPE_CACHE_SIZE];
    /* Userdata whose Swift value is released when Lua frees them, with
     * no __gc (release.c). */
    shl_ReleaseSet released;
    /* Lua's small blocks (smallblocks.c), used when smallOn (decided when
     * the state is made: shl_small_blocks_set). */
    shl_SmallBlocks small;
    int smallOn;
} shl_Context;

static inline shl_Context *shl_context(lua_State *L) {
    return *(shl_Context **)lua_getextraspace(L);
}

/* ---- userdata released when freed (CLuaBridge/release.c) ---------------- */

/* What releases a userdata's Swift value, given its memory (set once by
 * LuaBridge: the same for every state). It must not call Lua: it runs
 * inside the allocator, while Lua frees the block. */
typedef void (*shl_ReleaseFunction)(void *memory);
void shl_release_set_function(shl_ReleaseFunction release);

/* Makes the new userdata at `memory` (just made by shl_newuserdata with
 * `length` bytes, its value initialised) released when Lua frees it.
 * Returns 0 when it cannot (no memory for the set, or the state has it
 * off): the caller gives the value a __gc instead. Never raises. */
int shl_release_when_freed(lua_State *L, void *memory, size_t length);

/* At exit: free the remaining userdata without releasing their values
 * (the process returns the memory at once). */
void shl_release_skip_at_close(lua_State *L);

/* The allocator's side: whether `block` of `size` bytes may be in the set
 * (a bit test: most frees are not); shl_release_freed then looks. */
static inline int shl_release_may_hold(const shl_ReleaseSet *set, size_t size) {
    if (set->count == 0) return 0;
    if (size < SHL_RELEASE_SIZE_BITS) return (int)((set->sizes[size >> 6] >> (size & 63)) & 1);
    return set->largeSizes;
}
void shl_release_freed(shl_ReleaseSet *set, void *block);
size_t shl_release_count(lua_State *L);
/* The bytes of the state's small-block chunks (tests; 0 when off). */
size_t shl_small_chunk_bytes(lua_State *L);
/* Whether states made from now on use small blocks: SHL_SMALL_BLOCKS
 * and shl_small_blocks_set's choice (on unless turned off: the command
 * line turns it off under --max-memory, whose heap counter then sees each
 * block as before; a size class rounds a block up to 16 bytes and keeps
 * freed blocks for its own size, which a memory limit would count). */
int shl_small_blocks_on(void);
void shl_small_blocks_set(int on);
/* The set itself (for release.c and its tests): adds a 16-byte aligned
 * block of `size` bytes (0: no memory, or misaligned), removes one
 * (whether it was in). */
int shl_release_insert(shl_ReleaseSet *set, void *block, size_t size);
int shl_release_remove(shl_ReleaseSet *set, void *block);
/* Frees the set's own memory (shl_close, after lua_close). */
void shl_release_free_set(shl_ReleaseSet *set);
/* Measures where Lua puts a userdata's memory in its block (state.c, once). */
void shl_release_probe(lua_State *L);

/* ---- userdata-type cache (CLuaBridge/typecache.c) ------------------------ */

/* The first of the two slots `key` may be in (the second is the next
 * one: two ways, so two types whose hashes meet do not evict each other):
 * a multiplicative hash of the key (a type-metadata address, or that
 * address + 1 for a type's finalizer-less metatable). */
static inline unsigned shl_typecache_index(const void *key) {
    unsigned long long h = (unsigned long long)(uintptr_t)key * 0x9E3779B97F4A7C15ULL;
    /* The pair's first slot: both of its ways, [i] and [i + 1], are the
     * set of every key that hashes to the pair (a key's own slot was its
     * home before, and two keys with neighbouring homes evicted each
     * other on every alternation). */
    return ((unsigned)(h >> 61) % SHL_TYPE_CACHE_SIZE) & ~1u;
}

/* When `key` is cached: pushes its metatable and returns its type info;
 * otherwise pushes nothing and returns NULL. */
static inline void *shl_typecache_push(lua_State *L, const void *key) {
    shl_TypeCacheEntry *cache = shl_context(L)->typeCache;
    unsigned i = shl_typecache_index(key);
    shl_TypeCacheEntry *e = &cache[i];
    if (e->key != key) {
        e = &cache[i + 1];
        if (e->key != key) return NULL;
    }
    /* A script with the debug library can rewrite the registry's array:
     * anything but a table there is forgotten (lua_setmetatable must be
     * given a table). */
    if (lua_rawgeti(L, LUA_REGISTRYINDEX, e->ref) != LUA_TTABLE) {
        lua_settop(L, -2);
        e->key = NULL;
        return NULL;
    }
    return e->info;
}

/* Caches the metatable on top of the stack (left there) as `key`'s. */
void shl_typecache_store(lua_State *L, const void *key, void *info);
/* Forgets every entry: a registration replaces a type's metatable. */
void shl_typecache_clear(lua_State *L);

/* ---- state (CLuaBridge/state.c) ------------------------------------------ */

/* A state whose allocator accounts into a fresh context; NULL on failure. */
lua_State *shl_newstate(void);
/* lua_close, then frees the context. */
void shl_close(lua_State *L);
/* 1 when this build checks for leaks at exit (AddressSanitizer or
 * LeakSanitizer): then a closing state frees everything it holds. */
int shl_leak_checked(void);
/* The allocator: fails only past the limit and only when no Swift frame is
 * active; aborts if the machine itself is out of memory inside a Swift frame. */
void *shl_alloc(void *ud, void *ptr, size_t osize, size_t nsize);
double shl_monotonic_seconds(void);

/* ---- calling (CLuaBridge/call.c) ----------------------------------------- */

typedef int (*shl_Function)(lua_State *L);

/* Upvalue 1: the Swift function as light userdata. Further upvalues belong to
 * the Swift function (it reads them at lua_upvalueindex(2...)). */
int shl_trampoline(lua_State *L);

/* The thread that may run Swift code (onethread.c): the first that claims
 * it. Returns 1 on that thread, 0 on any other. Release builds claim the
 * process's one on every call into Swift (SHL_SWIFT_ONE_THREAD). */
typedef struct { uintptr_t owner; } shl_ThreadTripwire;
int shl_thread_tripwire_claim(shl_ThreadTripwire *tripwire);

/* Pushes f as a Lua function with nup extra upvalues taken from the stack. */
static inline void shl_pushswiftfunction(lua_State *L, shl_Function f, int nup) {
    lua_pushlightuserdata(L, (void *)f);
    if (nup > 0) lua_rotate(L, -(nup + 1), 1);
    lua_pushcclosure(L, shl_trampoline, nup + 1);
}

/* lua_pcall made from Swift. Lifts the "Swift frame active" mark while Lua
 * runs (Lua's own allocation failures are caught by this pcall, in C). The
 * outermost one starts a run: it resets the instruction count, sets the
 * deadline from the timeout, clears the interrupt flag, and afterwards puts
 * the hook back to what the limits need. */
int shl_pcall(lua_State *L, int nargs, int nresults, int msgh);

/* Empties the stack of the running C function so that what it built can be
 * collected (see call.c). */
void shl_clearstack(lua_State *L);

/* The message handler for every protected call (lua.c's msghandler). */
int shl_msghandler(lua_State *L);
static inline void shl_pushmsghandler(lua_State *L) { lua_pushcfunction(L, shl_msghandler); }

/* Why a run was stopped (0: it was not). */
#define SHL_STOP_NONE 0
#define SHL_STOP_INSTRUCTIONS 1
#define SHL_STOP_TIME 2
#define SHL_STOP_MEMORY 3
#define SHL_STOP_INTERRUPT 4

/* Stores a reason unless one is already there (the first reason wins).
 * Async-signal-safe. */
static inline void shl_stop_set(int *flag, int reason) {
    int none = SHL_STOP_NONE;
    __atomic_compare_exchange_n(flag, &none, reason, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
}

/* ---- the run and its limits (CLuaBridge/run.c, limits.c, interrupt.c) ---- */

/* Opens a run scope; the outermost one begins a run: a fresh instruction
 * count, the deadline from the timeout, no stop reason; a supervised
 * worker tells its supervisor, whose wall clock bounds the run
 * (CSupervisor.h). Every
 * shl_pcall opens one too, so a call from the host with no scope open is a
 * run of its own. */
void shl_run_begin(lua_State *L);
/* Closes it; the outermost ends the run. */
void shl_run_end(lua_State *L);
/* The current run's stop reason (SHL_STOP_*, 0 none); the process's
 * reason (the heap counter) counts as this run's. */
int shl_run_stop_reason(lua_State *L);
/* A raised Ctrl-C is settled (cleared; see run.c): lua.c raises it once. */
void shl_run_interrupt_raised(lua_State *L);
/* A C library refused an allocation during a Swift call of this run. Under
 * a memory limit that refusal is the limit's (the worker's data limit, or
 * the limit itself): the run stops with the limit's message, as when Lua's
 * allocator refuses. Without one it is the machine's, and the call's own
 * error ("... out of memory") stands. */
void shl_run_memory_exhausted(lua_State *L);
/* Pushes the message of a stop reason: "time limit reached" + its note. */
void shl_push_stop_message(lua_State *L, int reason);
/* What to append to a limit's message (SHL_STOP_*), at most 47 bytes. */
void shl_set_limit_note(lua_State *L, int reason, const char *note);

/* Installs the count hook when a limit is active, removes it otherwise;
 * a hook the script set with debug.sethook stays chained (limits.c). */
void shl_update_hook(lua_State *L);
/* Async-signal-safe: sets the flag and a hook on L's main thread (lua.c's lstop). */
void shl_interrupt(lua_State *L);
/* Makes SIGINT interrupt L's run until shl_sigint_release (any number of
 * states on any threads; interrupt.c says which a SIGINT stops). Returns the
 * token to hand back to shl_sigint_release (-1: too many runs at once, this
 * one is not interruptible). */
int shl_sigint_catch(lua_State *L);
void shl_sigint_release(int token);

/* ---- library profiles (CLuaBridge/libraries.c) ----------------------------- */

#define SHL_LIBS_FULL 0
#define SHL_LIBS_SANDBOX 1

/* A lua_CFunction (run it under shl_pcall). Argument 1: the profile. */
int shl_openlibs(lua_State *L);

/* ---- table loops (CLuaBridge/tableloops.c) --------------------------------
 * The per-call table traversals of the argument decoder, in C: the same
 * lua_next passes ShapeBindings made in Swift (ArgumentDecoder,
 * ValueDecoding), the same API calls in the same order. None raises. */

/* One name a label table may use and what it names: a parameter's index,
 * or SHL_LABEL_EXTRA (an extra label such as a StrokeStyle field, or the
 * children's own label). `head`/`tail`: the words shl_label_key_init
 * computes; `bytes` outlives every use (specs live as long as the process). */
typedef struct shl_LabelKey {
    const unsigned char *bytes;
    size_t count;
    int32_t code;
    uint64_t head, tail;
} shl_LabelKey;
#define SHL_LABEL_EXTRA (-1)
#define SHL_LABEL_NONE (-2)
#define SHL_LABEL_BUCKETS 32
/* A spec's names grouped by length modulo SHL_LABEL_BUCKETS: bucket b's are
 * keys[starts[b] ..< starts[b + 1]]. */
typedef struct shl_LabelNames {
    const shl_LabelKey *keys;
    const int32_t *starts; /* SHL_LABEL_BUCKETS + 1 entries */
} shl_LabelNames;

void shl_label_key_init(shl_LabelKey *key, const unsigned char *bytes, size_t count, int32_t code);

/* shl_label_table's result bits. */
#define SHL_LABEL_FOUND 1     /* a key was a name of the spec */
#define SHL_LABEL_DUPLICATE 2 /* a parameter was given under two names */

/* One lua_next pass over the table at the (absolute) index `table`. A key
 * that is a parameter's name, the first time that parameter is met,
 * leaves its key and value on the stack (slots[code] = the value's index);
 * the first key that is no name (nor, when arrayLength > 0, an integer in
 * 1...arrayLength) leaves a copy at *unknown (0: none). The caller makes
 * room for 2 slots per parameter + 4 and zeroes `slots`. Returns
 * SHL_LABEL_FOUND | SHL_LABEL_DUPLICATE bits. */
int shl_label_table(lua_State *L, int table, const shl_LabelNames *names, lua_Integer arrayLength,
                    int32_t *slots, int32_t *unknown);

/* The components of a table of numbers: `count` (1...4) names, compared as
 * bytes, each also given by its position 1...count. */
typedef struct shl_NumberNames {
    int count;
    const char *names[4];
    size_t lengths[4];
} shl_NumberNames;

/* 1 when the table at the (absolute) index `table` has exactly the `count`
 * components, each once, by position or by name, every value a finite
 * number (a numeric string too, as lua_tonumberx reads it): out[k] is
 * component k. 0 for anything else, stack as found: the caller reads the
 * table again to word the error. Needs 2 free stack slots. */
int shl_number_table(lua_State *L, int table, const shl_NumberNames *names, double *out);

/* ---- namespaces (CLuaBridge/rawnext.c) ------------------------------------ */

/* `next` as the base library has it, for the iterator of a __pairs. */
int shl_rawnext(lua_State *L);

#endif
