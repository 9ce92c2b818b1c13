/* CSupervisor.h — the command line's two processes (docs/ARCHITECTURE.md,
 * "Supervisor and worker").
 *
 * The process the user starts is the supervisor: it owns the terminal's
 * signals, the wall clock and the exit status, and forks a worker that does
 * everything else (the Lua state, layout, text, rendering, writing). The
 * kernel bounds the worker: RLIMIT_DATA for --max-memory, SIGKILL from the
 * supervisor for --timeout and for a Ctrl-C that Lua code cannot see, the
 * parent-death signal so no worker outlives its supervisor. Whatever the
 * worker does, the supervisor reports how it ended and removes the
 * temporary files of writes it left unfinished.
 *
 * The REPL survives every stop: before each line the worker forks a
 * snapshot of itself (only while it has one thread: a forked child keeps
 * only the thread that forked). When the worker dies, the supervisor wakes
 * the snapshot, which goes on as the worker from the state before the line;
 * with no snapshot it starts a fresh worker and says the state was reset.
 *
 * Worker -> supervisor: a private pipe (close-on-exec, so no program the
 * script runs inherits it) carrying short records: a run began or ended
 * (the supervisor's deadline is per run), a temporary file was made or
 * finished, a snapshot exists, the worker is crashing. Nothing here uses
 * Lua; the bridge calls the worker functions. */
#ifndef SHAPELUA_CSUPERVISOR_H
#define SHAPELUA_CSUPERVISOR_H

#include <stddef.h>

typedef struct {
    /* Wall-clock seconds a run may take (0: no limit). The worker's own
     * count hook stops Lua code at the deadline; the supervisor ends the
     * worker `grace` seconds later if the run has not ended by then. */
    double timeout;
    double grace;
    /* RLIMIT_DATA of the worker, in bytes (0: none). */
    unsigned long long dataLimit;
    /* 1: the worker runs the REPL, so a stop ends a line, not the run. */
    int repl;
    /* The texts reported for a stop the supervisor makes or sees, e.g.
     * "time limit reached (--timeout 2 s)". Copied. */
    const char *timeMessage;
    const char *memoryMessage;
} shl_SupervisorConfig;

/* Forks the worker and supervises it. Returns 0 in the worker (which goes
 * on to do the run); in the supervisor it never returns: it exits with the
 * worker's status, or 1 with a message when the worker was stopped or
 * crashed. Returns -1 (errno set) when the worker could not be started. */
int shl_supervise(const shl_SupervisorConfig *config);

/* The same, called first thing in the program, before the Swift runtime
 * and the command line have done anything a fork would then copy and the
 * worker touch again (docs/PERFORMANCE.md, start-up). The worker parses
 * the command line and hands the supervisor its limits with
 * shl_worker_configure. Until then (and for good where nothing is run:
 * --help, the parent of --jobs, --watch's watcher) the supervisor passes
 * the signals sent to it on to the worker and gives back its exit status,
 * or its death by a signal, as its own; a crash is reported as a crash. */
int shl_supervise_from_start(void);

/* Forks a child that dies with this process (the parent-death signal) and
 * may call shl_supervise for a run of its own: `--watch` runs each run so,
 * under the same kernel bounds as a single run. Returns the child's pid in
 * the parent, 0 in the child, -1 (errno set) on failure.
 *
 * Until shl_run_forwarding_end, SIGINT, SIGTERM and SIGHUP no longer end
 * the parent at once (which would leave the run's temporary files to
 * nobody). One the terminal sent reached the run too; one a process sent
 * to the parent alone is passed on to the run. The parent then acts on it
 * once the run has ended: shl_run_forwarding_end restores the actions and
 * returns the first such signal (0: none). */
int shl_fork_run(void);
int shl_run_forwarding_end(void);

/* Ends the process by `sig`'s default action (unblocked first), as a
 * parent expects of a process that a signal ended. Async-signal-safe. */
void shl_die_of_signal(int sig) __attribute__((noreturn));

/* --sandbox's kernel rules (Landlock): from now on this process and every
 * process it forks may only read files beneath `readPaths` and only read,
 * create, write and remove files and folders beneath `writePaths`; nothing
 * may be executed. Paths that do not exist are skipped. Returns 1 when
 * confined, 0 when the kernel offers no Landlock (nothing changed), -1 on
 * failure (errno set). Only system calls: async-signal-safe. */
int shl_landlock_confine(const char *const *readPaths, int readCount,
                         const char *const *writePaths, int writeCount);
/* The kernel's Landlock ABI version, 0 when it offers none. */
int shl_landlock_abi(void);

/* ---- the worker's side (each is a no-op without a supervisor) ---------- */

/* 1 in a supervised worker. */
int shl_worker_is_supervised(void);

/* In the worker of shl_supervise_from_start: applies `config` (the data
 * limit, the REPL's snapshots, runs reported for a deadline) and hands it
 * to the supervisor; the run's limits hold from here. Returns 1; 0 when
 * this process has no supervisor waiting (then call shl_supervise). */
int shl_worker_configure(const shl_SupervisorConfig *config);

/* 0 when a SIGINT described by `info` (a siginfo_t) is one this worker
 * must not act on: sent with kill() by another process. Such a SIGINT may
 * have reached the supervisor too (kill to the process group, pkill), and
 * the supervisor passes every one on, so each Ctrl-C is taken once: typed
 * at the terminal (the kernel's, to the foreground group), passed on by the
 * supervisor, or sent by this process itself (raise, libedit). 1 otherwise,
 * and always when not supervised. Async-signal-safe. */
int shl_worker_takes_sigint(const void *info);

/* 1 when this worker was started afresh after a stop ended the previous
 * one (the REPL goes on without rerunning the script). */
int shl_worker_was_reset(void);

/* A run (a script, a REPL line, the closing of the state) begins or ends:
 * the supervisor's deadline covers it. */
void shl_worker_run_begin(void);
void shl_worker_run_end(void);

/* Lua code raised the run's Ctrl-C ("interrupted!"), which a script may
 * catch: the supervisor no longer ends the worker for it. */
void shl_worker_interrupt_taken(void);

/* A temporary file is about to be created / was renamed or removed. The
 * supervisor removes every file still announced when the worker ends. */
void shl_worker_tempfile(const char *path, int created);

/* The batch status line is now shown (1) or erased (0) on the terminal:
 * a message of the supervisor's (a limit, a crash) erases a shown line
 * first, so it starts at the row's beginning. */
void shl_worker_status_line(int shown);

/* Before a REPL line: forks a snapshot when the worker has one thread.
 * Returns 0 in the worker. Returns 1 in the snapshot when the supervisor
 * woke it because the worker died during the line: this process is the
 * worker now and the line is over (the supervisor reported how it ended). */
int shl_worker_snapshot(void);

#endif
