/* CWorkBudget.h — the stop flag that long-running work consults.
 *
 * A run (docs/ARCHITECTURE.md, "Budgets") has one budget. Whoever sees it
 * exhausted — the Lua count hook, the watchdog thread, the SIGINT handler,
 * the heap counter — stores a reason in a flag; Swift-side loops that cannot
 * throw (ShapeCore's Shape.path(in:), layout, text, the SVG writer) read it
 * at a checkpoint (ShapeCore's WorkBudget) and finish early, and the binding
 * that started them raises the limit's error on the way out, in C.
 *
 * Two flags, read together: the current run's, per thread (runs of
 * different states may proceed at once on different threads, as in the
 * tests), and the process's, set by accounting that is process-wide (the
 * heap counter of the shapelua executable). A checkpoint is two relaxed
 * loads; it is defined here, static inline, so it inlines into Swift. */
#ifndef SHAPELUA_CWORKBUDGET_H
#define SHAPELUA_CWORKBUDGET_H

/* Why a run was stopped (0: it was not). */
#define SHL_STOP_NONE 0
#define SHL_STOP_INSTRUCTIONS 1
#define SHL_STOP_TIME 2
#define SHL_STOP_MEMORY 3
#define SHL_STOP_INTERRUPT 4

/* The flag of the run this thread works for (NULL: no run). */
extern __thread int *shl_work_flag_current;
/* The process's flag: a reason, set by process-wide accounting. */
extern int shl_work_flag_process;

/* The reason the current work must stop, or SHL_STOP_NONE. Cheap. */
static inline int shl_work_stop_reason(void) {
    int reason = __atomic_load_n(&shl_work_flag_process, __ATOMIC_RELAXED);
    if (reason != SHL_STOP_NONE) return reason;
    int *flag = shl_work_flag_current;
    return flag != 0 ? __atomic_load_n(flag, __ATOMIC_RELAXED) : SHL_STOP_NONE;
}

/* The heap counter's answer to "may this work allocate `bytes` more?"
 * (NULL: no counter, always yes). Installed by the shapelua executable's
 * heap counter (CHeapLimit), which otherwise could only end the process
 * when one large block would take the resident size past the ceiling: a
 * long Swift loop that asks before growing a large buffer gets a soft
 * stop instead (the REPL survives). A "no" also stops the run. */
extern int (*shl_work_allocation_guard)(unsigned long bytes);

static inline int shl_work_may_allocate(unsigned long bytes) {
    int (*guard)(unsigned long) = __atomic_load_n(&shl_work_allocation_guard, __ATOMIC_RELAXED);
    return guard == 0 || guard(bytes);
}

/* Makes `flag` this thread's run flag; returns the previous one, to give
 * back to shl_work_flag_leave (runs of nested states restore properly). */
int *shl_work_flag_enter(int *flag);
void shl_work_flag_leave(int *previous);

/* Stores a reason unless one is already there (the first reason wins).
 * Async-signal-safe. */
static inline void shl_work_flag_set(int *flag, int reason) {
    int none = SHL_STOP_NONE;
    __atomic_compare_exchange_n(flag, &none, reason, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
}

#endif
