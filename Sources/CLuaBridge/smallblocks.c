/* smallblocks.c — where a state's small blocks live.
 *
 * Nearly every block Lua asks for is small: a userdata, a table and its
 * parts, a short string, a closure. Through glibc each one costs a malloc
 * and a free of ~100 instructions, and lands beside the Swift objects the
 * bindings make, so the collector's walks over all objects touch cache
 * lines spread over the whole heap. Here a block of at most
 * SHL_SMALL_MAX bytes comes from a free list per 16-byte size class,
 * carved from chunks the state owns and frees at close (the segregated
 * free lists of Weinstock and Wulf's QuickFit, 1988). Lua tells the
 * allocator a block's size on every free and resize, so a block needs no
 * header: its size class says where it came from.
 *
 * Freed memory stays in its class for the state's life (glibc keeps most
 * of it too); the memory limit counts what Lua asked for, as before.
 * Builds under AddressSanitizer do not use it, so the sanitizer still sees
 * every Lua block on its own (SHL_SMALL_BLOCKS in shim.h), nor does a
 * state made while a host has turned it off (shl_small_blocks_set: the
 * command line under --max-memory). */
#include "include/bridge.h"
#include <stdlib.h>
#include <string.h>

/* Chunks grow from 64 KiB (a state for `-e ''` uses about one) to 1 MiB. */
#define SHL_FIRST_CHUNK ((size_t)64 << 10)
#define SHL_LAST_CHUNK ((size_t)1 << 20)
/* A chunk starts with the link to the previous one, padded to keep the
 * blocks after it 16-byte aligned (the release set's granule). */
#define SHL_CHUNK_HEADER 16

static inline size_t class_of(size_t size) { return (size - 1) >> 4; }

/* A new chunk at least `need` bytes past its header; 0 when out of memory. */
static int grow(shl_SmallBlocks *s, size_t need) {
    size_t size = s->nextChunk ? s->nextChunk : SHL_FIRST_CHUNK;
    if (size < need + SHL_CHUNK_HEADER) size = need + SHL_CHUNK_HEADER;
    char *chunk = malloc(size);
    if (chunk == NULL) return 0;
    *(void **)chunk = s->chunks;
    s->chunks = chunk;
    s->bump = chunk + SHL_CHUNK_HEADER;
    s->bumpEnd = chunk + size;
    s->chunkBytes += size;
    if (s->nextChunk < SHL_LAST_CHUNK) s->nextChunk = size * 2 > SHL_LAST_CHUNK ? SHL_LAST_CHUNK : size * 2;
    return 1;
}

void *shl_small_carve(shl_SmallBlocks *s, size_t size) {
    size_t rounded = (class_of(size) + 1) << 4;
    if ((size_t)(s->bumpEnd - s->bump) < rounded) {
        /* The rest of the old chunk goes to the free lists, largest first,
         * so nothing carved is lost. */
        while (s->bumpEnd - s->bump >= 16) {
            size_t left = (size_t)(s->bumpEnd - s->bump);
            size_t piece = left > SHL_SMALL_MAX ? SHL_SMALL_MAX : (left & ~(size_t)15);
            void *b = s->bump;
            s->bump += piece;
            shl_small_free(s, b, piece);
        }
        if (!grow(s, rounded)) return NULL;
    }
    void *block = s->bump;
    s->bump += rounded;
    return block;
}

void shl_small_release_all(shl_SmallBlocks *s) {
    void *chunk = s->chunks;
    while (chunk != NULL) {
        void *previous = *(void **)chunk;
        free(chunk);
        chunk = previous;
    }
    memset(s, 0, sizeof *s);
}

size_t shl_small_chunk_bytes(lua_State *L) { return shl_context(L)->small.chunkBytes; }

static int wanted = 1;

int shl_small_blocks_on(void) { return SHL_SMALL_BLOCKS && __atomic_load_n(&wanted, __ATOMIC_RELAXED); }

void shl_small_blocks_set(int on) { __atomic_store_n(&wanted, on != 0, __ATOMIC_RELAXED); }
