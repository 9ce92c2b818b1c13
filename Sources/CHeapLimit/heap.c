/* heap.c — counts every heap allocation of the process, whoever makes it.
 *
 * Lua's allocator counts Lua's memory, but Swift's arrays, strings, paths,
 * text runs and SVG buffers come from malloc directly. glibc supports
 * replacing malloc in the executable (manual, "Replacing malloc"): these
 * definitions take the place of glibc's for the whole process and forward
 * to glibc's own allocator through its __libc_* entry points, counting the
 * usable size of each block. This file is linked into the shapelua
 * executable only (never into the tests or the library). Under
 * AddressSanitizer, which intercepts malloc itself, the same counter runs
 * on the sanitizer's allocation hooks instead (soft stop only: ASan's
 * shadow memory makes the resident size meaningless for the ceiling). */
#include "CHeapLimit.h"
#include "CWorkBudget.h"
#include "../../CLua/shim.h"
#include <errno.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SHL_NO_HEAP_COUNTER 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define SHL_NO_HEAP_COUNTER 1
#endif

static int active = 0;
static long long growth = 0;
static long long softLimit = 0, hardLimit = 0;
static size_t residentCeiling = 0;
static char hardMessage[96] = "memory limit reached";

long long shl_heap_growth(void) { return __atomic_load_n(&growth, __ATOMIC_RELAXED); }

/* Raw system calls and no allocation: this runs inside malloc. */
size_t shl_resident_bytes(void) {
    int fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    char text[128];
    ssize_t n = read(fd, text, sizeof text - 1);
    close(fd);
    if (n <= 0) return 0;
    text[n] = '\0';
    const char *p = text;
    while (*p && *p != ' ') p++; /* the first field is the total size */
    size_t pages = 0;
    for (p++; *p >= '0' && *p <= '9'; p++) pages = pages * 10 + (size_t)(*p - '0');
    return pages * (size_t)sysconf(_SC_PAGESIZE);
}

/* shl_work_allocation_guard (CWorkBudget.h): the test the allocator would
 * make for a block of `bytes`, asked before the block exists. Past the soft
 * limit the run is stopped in any case; the answer is "no" only where the
 * allocation would have ended the process. */
static int may_allocate(unsigned long bytes) {
    if (!__atomic_load_n(&active, __ATOMIC_RELAXED)) return 1;
    long long after = __atomic_load_n(&growth, __ATOMIC_RELAXED) + (long long)bytes;
    if (after <= softLimit) return 1;
    shl_work_flag_set(&shl_work_flag_process, SHL_STOP_MEMORY);
#ifdef SHL_NO_HEAP_COUNTER
    return 0; /* no ceiling under ASan: refusing keeps the soft stop soft */
#else
    return shl_resident_bytes() + bytes <= residentCeiling;
#endif
}

void shl_heap_limit(size_t soft, size_t hard, size_t ceiling, const char *message) {
    residentCeiling = ceiling;
    /* A fixed mmap threshold (it also turns glibc's dynamic one off): large
     * blocks are mapped and go back to the system when freed, instead of
     * staying resident in the heap after a stopped run freed them. */
    mallopt(M_MMAP_THRESHOLD, 256 * 1024);
    strncpy(hardMessage, message, sizeof hardMessage - 1);
    __atomic_store_n(&growth, 0, __ATOMIC_RELAXED);
    softLimit = (long long)soft;
    hardLimit = (long long)hard;
    __atomic_store_n(&active, 1, __ATOMIC_RELEASE);
    __atomic_store_n(&shl_work_allocation_guard, may_allocate, __ATOMIC_RELEASE);
}

int shl_heap_rearm(void) {
    int was = __atomic_load_n(&shl_work_flag_process, __ATOMIC_RELAXED) == SHL_STOP_MEMORY;
    if (was) malloc_trim(0); /* what the stopped run freed leaves the resident set */
    if (was && shl_heap_growth() <= softLimit)
        __atomic_store_n(&shl_work_flag_process, SHL_STOP_NONE, __ATOMIC_RELAXED);
    return was;
}

#ifdef SHL_NO_HEAP_COUNTER

/* compiler-rt's sanitizer_common interface (sanitizer/allocator_interface.h;
 * declared here because the Swift toolchain's clang may not ship the
 * header): the malloc hook sees every new block with its size, the free
 * hook every block just before it is released, still allocated. */
extern int __sanitizer_install_malloc_and_free_hooks(
    void (*malloc_hook)(const volatile void *, size_t),
    void (*free_hook)(const volatile void *));
extern size_t __sanitizer_get_allocated_size(const volatile void *);

static void sanitizer_malloc_hook(const volatile void *p, size_t size) {
    if (p == NULL || !__atomic_load_n(&active, __ATOMIC_RELAXED)) return;
    long long now = __atomic_add_fetch(&growth, (long long)size, __ATOMIC_RELAXED);
    if (now > softLimit) shl_work_flag_set(&shl_work_flag_process, SHL_STOP_MEMORY);
}

static void sanitizer_free_hook(const volatile void *p) {
    if (p == NULL || !__atomic_load_n(&active, __ATOMIC_RELAXED)) return;
    __atomic_sub_fetch(&growth, (long long)__sanitizer_get_allocated_size(p), __ATOMIC_RELAXED);
}

/* The soft stop counts (the run ends at the next checkpoint with the
 * limit's message); the resident ceiling's hard stop does not exist here. */
int shl_heap_counting(void) {
    static int installed = 0;
    if (!installed) installed = __sanitizer_install_malloc_and_free_hooks(sanitizer_malloc_hook, sanitizer_free_hook) ? 1 : -1;
    return installed > 0;
}

#else

int shl_heap_counting(void) { return 1; }

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void *__libc_valloc(size_t);
extern void *__libc_pvalloc(size_t);
extern void __libc_free(void *);

/* A grown heap past the soft limit stops the run. Past it, a large block,
 * or any block once the growth is past the hard limit, is checked against
 * the resident ceiling: what is resident now plus the whole new block
 * (which its owner may touch entirely before the next allocation). Only
 * when that would pass the ceiling does the process end: a heap that grew
 * by doubling one array counts both copies, though only one stays. */
/* Past the hard limit small blocks are checked once per RECHECK_GROWTH of
 * growth, not each: reading /proc/self/statm is three system calls, and a
 * loop making small blocks after its run was stopped (until its next
 * checkpoint) crawled at one read per block — a stroke of millions of
 * segments took minutes instead of stopping. Unchecked small blocks add at
 * most RECHECK_GROWTH to the resident size between two reads, within the
 * 2 MiB the ceiling keeps below SPEC §10's bound (HeapLimit.swift). */
#define RECHECK_GROWTH (1LL << 20)
static long long growthAtLastCheck = 0;

static void grew(size_t bytes) {
    long long now = __atomic_add_fetch(&growth, (long long)bytes, __ATOMIC_RELAXED);
    if (now > softLimit) {
        shl_work_flag_set(&shl_work_flag_process, SHL_STOP_MEMORY);
        int check = bytes >= 65536;
        if (!check && now > hardLimit) {
            long long last = __atomic_load_n(&growthAtLastCheck, __ATOMIC_RELAXED);
            check = now - last >= RECHECK_GROWTH || now < last;
        }
        if (!check) return;
        __atomic_store_n(&growthAtLastCheck, now, __ATOMIC_RELAXED);
        if (shl_resident_bytes() + bytes > residentCeiling) shl_hard_stop(hardMessage);
    }
}

static inline void count_new(void *p) {
    if (p != NULL && __atomic_load_n(&active, __ATOMIC_RELAXED)) grew(malloc_usable_size(p));
}

static inline void count_freed(void *p) {
    if (p != NULL && __atomic_load_n(&active, __ATOMIC_RELAXED))
        __atomic_sub_fetch(&growth, (long long)malloc_usable_size(p), __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
    void *p = __libc_malloc(size);
    count_new(p);
    return p;
}

void free(void *p) {
    count_freed(p);
    __libc_free(p);
}

void *calloc(size_t count, size_t size) {
    void *p = __libc_calloc(count, size);
    count_new(p);
    return p;
}

void *realloc(void *old, size_t size) {
    if (old == NULL) return malloc(size);
    if (size == 0) { free(old); return NULL; }
    size_t before = malloc_usable_size(old);
    void *p = __libc_realloc(old, size);
    if (p != NULL && __atomic_load_n(&active, __ATOMIC_RELAXED)) {
        size_t after = malloc_usable_size(p);
        if (after >= before) grew(after - before);
        else __atomic_sub_fetch(&growth, (long long)(before - after), __ATOMIC_RELAXED);
    }
    return p;
}

void *memalign(size_t alignment, size_t size) {
    void *p = __libc_memalign(alignment, size);
    count_new(p);
    return p;
}

void *aligned_alloc(size_t alignment, size_t size) {
    return memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *p = memalign(alignment, size);
    if (p == NULL) return ENOMEM;
    *result = p;
    return 0;
}

void *valloc(size_t size) {
    void *p = __libc_valloc(size);
    count_new(p);
    return p;
}

void *pvalloc(size_t size) {
    void *p = __libc_pvalloc(size);
    count_new(p);
    return p;
}

#endif
