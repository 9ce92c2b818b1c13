/* internal.h — what supervisor.c and worker.c share: the records of the
 * worker's channel and the worker's end of the pipes. */
#ifndef SHAPELUA_CSUPERVISOR_INTERNAL_H
#define SHAPELUA_CSUPERVISOR_INTERNAL_H

#include "include/CSupervisor.h"
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* A record: one type byte, a 4-byte payload length (host order), the payload. */
enum {
    SHL_REC_RUN_BEGIN = 'B',
    SHL_REC_RUN_END = 'E',
    SHL_REC_INTERRUPT_TAKEN = 'I',
    SHL_REC_TEMP_MADE = 'T',     /* payload: the path (no NUL) */
    SHL_REC_TEMP_DONE = 'U',     /* payload: the path (no NUL) */
    SHL_REC_SNAPSHOT = 'S',      /* payload: the snapshot's pid_t */
    SHL_REC_CRASH = 'C',         /* payload: shl_CrashRecord */
    SHL_REC_STATUS_LINE = 'L',   /* payload: one byte, 1 shown, 0 erased */
    SHL_REC_CONFIG = 'K',        /* payload: shl_ConfigRecord */
};

/* A worker's configuration (shl_worker_configure), as the supervisor
 * started at the program's start learns it: the limits come from the
 * command line, which the worker parses. */
typedef struct {
    double timeout;
    double grace;
    uint64_t dataLimit;
    int32_t repl;
    char timeMessage[256];
    char memoryMessage[256];
} shl_ConfigRecord;

typedef struct {
    int32_t signal;
    int32_t error;               /* errno when the signal arrived */
    uint64_t dataBytes;          /* VmData then, 0 when unknown */
} shl_CrashRecord;

/* The byte the supervisor writes on the control pipe to wake a snapshot. */
#define SHL_WAKE_SNAPSHOT 'R'

/* The signal by which the supervisor passes on a SIGINT another process
 * sent (a real-time signal: it cannot merge with a SIGINT still pending in
 * the worker, as a second SIGINT would). */
#define SHL_SIGINT_RELAY (SIGRTMIN + 4)

/* The signals that mean the worker crashed (a fault, a trap, an abort):
 * the worker reports where it was, the supervisor words the death as a
 * crash. One list for both, so they cannot disagree. */
static const int shl_crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};

static inline int shl_is_crash_signal(int sig) {
    for (size_t i = 0; i < sizeof shl_crash_signals / sizeof shl_crash_signals[0]; i++) {
        if (shl_crash_signals[i] == sig) return 1;
    }
    return 0;
}

/* 1 when the worker reports each run's beginning and end (needed for a
 * per-run deadline and for the REPL's prompt); 0: the worker is one run. */
static inline int shl_sv_runs_reported(const shl_SupervisorConfig *config) {
    return config->timeout > 0 || config->repl;
}

/* Called in a new worker, right after fork: the kernel's bounds, the
 * crash handlers, the channel. `reset`: started afresh after a stop. */
void shl_sv_become_worker(const shl_SupervisorConfig *config, int channel, int control,
                          pid_t supervisor, int reset);

/* In a process forked by a worker that supervises a run of its own
 * (shl_fork_run): it is no longer the worker of this process's supervisor. */
void shl_sv_leave_supervision(void);

#endif
