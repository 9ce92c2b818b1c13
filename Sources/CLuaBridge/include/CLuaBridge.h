/* CLuaBridge: the C half of the Lua bridge, compiled once per process.
 * The Lua-facing declarations are in bridge.h beside this header; this one
 * declares what is not about a Lua state: the registry of temporary files
 * (tempfiles.c), which signal handlers and the command line's supervisor
 * use to leave no temporary file behind, and standard output's reader. */
#ifndef SHAPELUA_CLUABRIDGE_H
#define SHAPELUA_CLUABRIDGE_H

#include "bridge.h" /* the module's umbrella is this header: it brings the rest */
#include <stddef.h>

/* ---- temporary files of atomic writes (CLuaBridge/tempfiles.c) ------------
 * Every function here is async-signal-safe and thread-safe (lock-free
 * atomics on a fixed array; no allocation). */

/* At most this many temporary files registered at once, per process. */
#define SHL_TEMPFILE_SLOTS 256
/* The longest path (with its terminating NUL) a slot holds. */
#define SHL_TEMPFILE_PATH_BYTES 4096

/* Registers the path of a temporary file just created. Returns its slot
 * (>= 0), to hand to shl_tempfile_remove, or -1 when every slot is taken or
 * the path is too long (the caller must then not write: it could not be
 * cleaned up after a signal). */
int shl_tempfile_add(const char *path);

/* Fills `buffer` with `length` bytes from the kernel's random source
 * (getrandom(2); blocks only before the pool is first seeded at boot).
 * Returns 0, or -1 with errno set (ENOSYS on kernels before 3.17). */
int shl_random_bytes(void *buffer, size_t length);

/* Forgets a slot once its file is renamed into place or removed. Unknown or
 * negative slots are ignored. */
void shl_tempfile_remove(int slot);

/* Unlinks every registered temporary file of this process (not of a parent
 * that forked it) and returns how many it removed. For signal handlers,
 * just before the process ends; a writer whose file was
 * removed fails at its rename (ENOENT) and so never replaces its target. */
int shl_tempfiles_unlink_all(void);

/* Installs handlers that unlink the temporary files and then end the process
 * by the same signal: SIGINT (outside Lua code; interrupt.c handles it while
 * Lua runs), SIGTERM, SIGHUP, SIGQUIT (each unless inherited as ignored, and
 * unblocked). Ignores SIGXFSZ, so writing past the file-size limit fails with
 * EFBIG and becomes an error. Call once at start-up. */
void shl_tempfiles_catch_signals(void);

/* Unlinks the temporary files and ends the process by `sig` (its default
 * action). Async-signal-safe: for a signal handler (a second Ctrl-C). */
void shl_tempfiles_die_of(int sig);

/* ---- standard output whose reader went away (CLuaBridge/stdoutpipe.c) ---- */

/* The exit status when standard output's reader went away (EPIPE): what a
 * shell reports for a process ended by SIGPIPE (128 + 13), so pipelines see
 * the same as from other tools, without the process dying of a signal. */
#define SHL_EXIT_READER_GONE 141

/* 1 when standard output is a pipe (or socket) nobody reads any more. */
int shl_stdout_reader_gone(void);
/* Removes the temporary files and ends the process quietly with
 * SHL_EXIT_READER_GONE. Async-signal-safe. */
void shl_exit_reader_gone(void);
/* Installs the SIGPIPE handler: a broken standard output ends the process
 * quietly (shl_exit_reader_gone); a broken other pipe is left to EPIPE. */
void shl_stdout_catch_sigpipe(void);

/* Replaces C's stderr (and stdout when `guardStdout`) by streams that call
 * `before` before each write and then write to descriptor 2 (1): line
 * buffered for stdout, unbuffered for stderr, as glibc buffers a terminal.
 * Call before a Lua state opens its io library (which keeps the streams). */
void shl_streams_guard(void (*before)(void), int guardStdout);

#endif
