/* CHeapLimit.h — the heap counter of the shapelua executable (SPEC §10:
 * resident memory bounded whoever allocates it). See heap.c. */
#ifndef SHAPELUA_CHEAPLIMIT_H
#define SHAPELUA_CHEAPLIMIT_H
#include <stddef.h>

/* 1 when this build counts the heap. Under AddressSanitizer, which
 * replaces malloc itself, the count comes from the sanitizer's allocation
 * hooks (installed by the first call) and only the soft stop applies. */
int shl_heap_counting(void);

/* Starts counting: from now on the heap may grow by `soft` bytes before the
 * run is stopped (the process stop flag, SHL_STOP_MEMORY: the Lua hook and
 * Swift checkpoints end the run). Past that, an allocation that would take
 * the resident size past `ceiling` bytes ends the process at once with
 * "shapelua: <message>" (exit 1): what keeps the resident size within
 * --max-memory × 1.1 + 32 MiB when Swift work allocates faster than the
 * soft stop is seen. `hard`: the growth past which every allocation is
 * checked against the ceiling (below it, only blocks of 64 KiB or more). */
void shl_heap_limit(size_t soft, size_t hard, size_t ceiling, const char *message);

/* After a run: lifts the process stop flag if the heap is back under the
 * soft limit. Returns whether the flag was set before. */
int shl_heap_rearm(void);

/* Bytes the heap grew by since shl_heap_limit (may be negative). */
long long shl_heap_growth(void);

/* The resident set size of the process now, in bytes (/proc/self/statm). */
size_t shl_resident_bytes(void);

#endif
