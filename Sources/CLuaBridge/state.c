/* state.c — creating and closing a state; the accounting allocator. */
#include "include/bridge.h"
#include "internal.h"
#include "CSupervisor.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

double shl_monotonic_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* realloc for a block that is or becomes small (smallblocks.c): within
 * its size class the block stays; otherwise it moves, and on failure the
 * old block is kept, as realloc keeps it. */
static void *small_resize(shl_Context *c, void *ptr, size_t old, size_t nsize) {
    int wasSmall = ptr != NULL && old - 1 < SHL_SMALL_MAX;
    if (wasSmall && nsize <= SHL_SMALL_MAX && ((old - 1) >> 4) == ((nsize - 1) >> 4)) return ptr;
    void *p = nsize <= SHL_SMALL_MAX ? shl_small_alloc(&c->small, nsize) : malloc(nsize);
    if (p == NULL || ptr == NULL) return p;
    memcpy(p, ptr, old < nsize ? old : nsize);
    if (wasSmall) shl_small_free(&c->small, ptr, old); else free(ptr);
    return p;
}

/* The lua_Alloc. When ptr is NULL, osize is a type tag, not a size.
 * Past the limit it fails only when no Swift frame is active: a failure is a
 * longjmp (LUA_ERRMEM), which must not cross Swift. While a Swift frame runs
 * it lets the allocation overshoot and the trampoline raises on the way out.
 * If the machine itself has no memory left inside a Swift frame, there is
 * nothing safe to do: abort, as Swift itself does. */
void *shl_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    shl_Context *c = (shl_Context *)ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        if (ptr != NULL) {
            /* A userdata whose Swift value goes with it (release.c). */
            if (shl_release_may_hold(&c->released, osize)) shl_release_freed(&c->released, ptr);
            if (c->smallOn && old - 1 < SHL_SMALL_MAX) shl_small_free(&c->small, ptr, old);
            else free(ptr);
        }
        c->used -= old;
        return NULL;
    }
    if (c->limit != 0 && nsize > old && c->used - old + nsize > c->limit) {
        if (c->swiftDepth == 0) {
            c->memoryRefused = 1; /* the host reports "memory limit reached" */
            return NULL; /* Lua raises LUA_ERRMEM itself, from C */
        }
        c->overshoot = 1; /* let Swift finish; the trampoline raises */
    }
    void *p = c->smallOn && (nsize <= SHL_SMALL_MAX || (ptr != NULL && old - 1 < SHL_SMALL_MAX))
        ? small_resize(c, ptr, old, nsize) : realloc(ptr, nsize);
    if (p == NULL) {
        if (c->swiftDepth > 0) {
            /* A supervised worker's supervisor sees the abort at the data
             * limit and says "memory limit reached": nothing to add. */
            if (!shl_worker_is_supervised()) fputs("shapelua: out of memory inside a Swift frame\n", stderr);
            abort();
        }
        return NULL;
    }
    c->used = c->used - old + nsize;
    if (c->used > c->peak) c->peak = c->used;
    return p;
}

/* The last resort (DESIGN rule 3): an error outside any protected call.
 * Every Lua call the bridge makes is protected, so no test may reach this;
 * if something does, say what happened before Lua aborts. */
static int shl_panic(lua_State *L) {
    const char *msg = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "(error object is not a string)";
    fprintf(stderr, "shapelua: PANIC: unprotected error in call to Lua API (%s)\n", msg);
    fflush(stderr);
    return 0; /* Lua then calls abort() */
}

lua_State *shl_newstate(void) {
    shl_Context *c = (shl_Context *)calloc(1, sizeof(shl_Context));
    if (c == NULL) return NULL;
    c->hookCount = 1000;
    /* The host program itself is a Swift frame: outside protected calls the
     * allocator must not fail, or Lua would raise with nothing to catch it. */
    c->swiftDepth = 1;
    c->smallOn = shl_small_blocks_on();
    lua_State *L = lua_newstate(shl_alloc, c);
    if (L == NULL) { shl_small_release_all(&c->small); free(c); return NULL; }
    *(shl_Context **)lua_getextraspace(L) = c;
    lua_atpanic(L, shl_panic);
    shl_release_probe(L);
    return L;
}

/* lua_close runs the pending finalizers, with hooks off: the supervisor's
 * clock bounds them as a run of their own (the state is gone after
 * lua_close, so this is not a full run: no hook to restore). */
void shl_close(lua_State *L) {
    shl_Context *c = shl_context(L);
    int outside = c->runScopes == 0;
    if (outside) shl_worker_run_begin();
    lua_close(L);
    if (outside) shl_worker_run_end();
    shl_release_free_set(&c->released);
    shl_small_release_all(&c->small);
    free(c);
}

#if defined(__has_feature)
#  if __has_feature(address_sanitizer) || __has_feature(leak_sanitizer)
#    define SHL_LEAK_CHECKED 1
#  endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#  define SHL_LEAK_CHECKED 1
#endif

int shl_leak_checked(void) {
#ifdef SHL_LEAK_CHECKED
    return 1;
#else
    return 0;
#endif
}

void shl_number2str(char *buf, lua_Number n) {
    int len = snprintf(buf, 64, LUA_NUMBER_FMT, n);
    if (buf[strspn(buf, "-0123456789")] == '\0' && len < 62) {
        buf[len++] = '.'; buf[len++] = '0'; buf[len] = '\0';
    }
}
