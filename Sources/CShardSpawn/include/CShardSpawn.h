/* CShardSpawn.h — the process work of `--jobs` (docs/BATCH.md) that must
 * be done in C: what a forked child does before exec (only
 * async-signal-safe calls are allowed there, so no Swift code), and the
 * parent's signal handlers (a Swift closure may not run in one). */
#ifndef SHAPELUA_CSHARDSPAWN_H
#define SHAPELUA_CSHARDSPAWN_H

#include <sys/types.h>

/* Starts `path` with `argv` (NULL-terminated; the environment is ours) as a
 * shard: its standard output is `stdout_fd` (-1: ours), its standard
 * error `stderr_fd`, `channel_fd` becomes
 * descriptor `channel_target`, and `death_signal` is sent to it when this
 * thread ends, whatever the way (Linux PR_SET_PDEATHSIG; if we are already
 * gone when it is set, the child exits at once). Signals are blocked
 * around the fork so no handler of ours runs in the child, whose
 * SIGINT, SIGTERM and SIGHUP are unblocked with their default action
 * (unless ignored). Returns the pid, or -1 with errno set. */
pid_t shl_spawn_shard(const char *path, char *const argv[], int stdout_fd, int stderr_fd,
                      int channel_fd, int channel_target, int death_signal);

/* Catches SIGINT, SIGTERM and SIGHUP (each unless ignored) and SIGCHLD,
 * and writes one byte per signal to `notify_fd` (a non-blocking pipe):
 * the signal's number, plus 128 when the kernel sent it to the whole
 * foreground process group (a terminal's Ctrl-C or hang-up), which the
 * shards then received themselves. Call once. */
void shl_jobs_catch_signals(int notify_fd);

/* Whether `sig` is ignored in this process (then the shards ignore it too). */
int shl_signal_is_ignored(int sig);


#endif
