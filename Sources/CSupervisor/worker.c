/* worker.c — the worker's side of the supervision (CSupervisor.h): the
 * bounds it runs under, the records it sends, the snapshots the REPL
 * forks, and the note it leaves when it crashes. */
#define _GNU_SOURCE
#include "internal.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#if defined(__has_feature)
#  if __has_feature(address_sanitizer)
#    define SHL_ASAN 1
#  endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#  define SHL_ASAN 1
#endif

static int channel = -1;       /* write end of the records pipe; -1: not supervised */
static int control = -1;       /* read end of the supervisor's wake-up pipe */
static pid_t supervisor;
static int wasReset;
static int forksSnapshots;     /* the REPL: a snapshot before each line */
static pid_t snapshot;         /* this worker's snapshot, 0: none */
/* Runs are reported only where the supervisor uses them: a deadline per
 * run (--timeout), or the REPL's prompt, where Ctrl-C is the REPL's own.
 * Otherwise the whole worker is one run (sv_runs_reported), and a script
 * costs no record and no wake-up of the supervisor. */
static int reportsRuns;

int shl_worker_is_supervised(void) { return channel >= 0; }
int shl_worker_was_reset(void) { return wasReset; }

/* Writes all of `n` bytes, retrying after signals. A failure means the
 * supervisor is gone, and the parent-death signal is ending this process. */
static void write_all(const void *bytes, size_t n) {
    const char *p = bytes;
    while (n > 0) {
        ssize_t w = write(channel, p, n);
        if (w < 0) {
            if (errno == EINTR) continue;
            return;
        }
        p += w;
        n -= (size_t)w;
    }
}

static void send_record(int type, const void *payload, uint32_t length) {
    if (channel < 0) return;
    unsigned char header[5];
    header[0] = (unsigned char)type;
    memcpy(header + 1, &length, 4);
    if (length <= 4096) { /* one write: one atomic pipe write of at most PIPE_BUF plus the header */
        unsigned char record[5 + 4096];
        memcpy(record, header, 5);
        if (length) memcpy(record + 5, payload, length);
        write_all(record, 5 + length);
    } else {
        write_all(header, 5);
        write_all(payload, length);
    }
}

int shl_worker_takes_sigint(const void *info) {
    const siginfo_t *i = info;
    if (channel < 0 || i == NULL || i->si_code != SI_USER) return 1;
    return i->si_pid == supervisor || i->si_pid == getpid();
}

void shl_worker_run_begin(void) { if (reportsRuns) send_record(SHL_REC_RUN_BEGIN, NULL, 0); }
void shl_worker_run_end(void) { if (reportsRuns) send_record(SHL_REC_RUN_END, NULL, 0); }
void shl_worker_interrupt_taken(void) { send_record(SHL_REC_INTERRUPT_TAKEN, NULL, 0); }

void shl_worker_tempfile(const char *path, int created) {
    if (channel < 0) return;
    int saved = errno;
    send_record(created ? SHL_REC_TEMP_MADE : SHL_REC_TEMP_DONE, path, (uint32_t)strlen(path));
    errno = saved;
}

void shl_worker_status_line(int shown) {
    if (channel < 0) return;
    int saved = errno;
    unsigned char byte = shown ? 1 : 0;
    send_record(SHL_REC_STATUS_LINE, &byte, 1);
    errno = saved;
}

/* ---- crashes ------------------------------------------------------------- */

void shl_die_of_signal(int sig) {
    signal(sig, SIG_DFL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(sig);
    _exit(128 + sig);
}

/* VmData of /proc/self/status, in bytes (0 when unreadable). Only
 * async-signal-safe calls: open, read, close. */
static uint64_t data_bytes(void) {
    char text[4096];
    int fd = open("/proc/self/status", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    ssize_t n = read(fd, text, sizeof text - 1);
    close(fd);
    if (n <= 0) return 0;
    text[n] = '\0';
    const char *p = strstr(text, "VmData:");
    if (p == NULL) return 0;
    p += 7;
    while (*p == ' ' || *p == '\t') p++;
    uint64_t kib = 0;
    while (*p >= '0' && *p <= '9') kib = kib * 10 + (uint64_t)(*p++ - '0');
    return kib * 1024;
}

/* Tells the supervisor why the worker is dying (the signal, errno — ENOMEM
 * after a refused allocation — and the data size against RLIMIT_DATA),
 * then dies of the signal. */
static void on_crash(int sig) {
    shl_CrashRecord record = {sig, errno, 0};
    record.dataBytes = data_bytes();
    send_record(SHL_REC_CRASH, &record, sizeof record);
    shl_die_of_signal(sig);
}

static void catch_crashes(void) {
    /* Its own stack, so a stack overflow (liblua's C-stack bugs) can still
     * be reported. */
    size_t size = 64 * 1024;
    void *stack = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (stack != MAP_FAILED) {
        stack_t ss = {.ss_sp = stack, .ss_size = size, .ss_flags = 0};
        sigaltstack(&ss, NULL);
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_crash;
    action.sa_flags = SA_ONSTACK | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < sizeof shl_crash_signals / sizeof shl_crash_signals[0]; i++) {
        int sig = shl_crash_signals[i];
#ifdef SHL_ASAN /* AddressSanitizer reports these itself */
        if (sig == SIGSEGV || sig == SIGBUS) continue;
#endif
        sigaction(sig, &action, NULL);
    }
}

/* ---- Ctrl-C passed on by the supervisor -------------------------------------- */

/* A relayed SIGINT does what a SIGINT would do now: it calls the installed
 * SIGINT action (the bridge's during a run, the REPL's at the prompt,
 * libedit's while it reads) as if the supervisor had sent a SIGINT. */
static void on_relayed_sigint(int sig, siginfo_t *info, void *context) {
    (void)sig;
    if (info == NULL || info->si_pid != supervisor) return;
    struct sigaction current;
    if (sigaction(SIGINT, NULL, &current) != 0 || current.sa_handler == SIG_IGN) return;
    if (current.sa_handler == SIG_DFL) shl_die_of_signal(SIGINT);
    siginfo_t relayed;
    memset(&relayed, 0, sizeof relayed);
    relayed.si_signo = SIGINT;
    relayed.si_code = SI_USER;
    relayed.si_pid = supervisor;
    relayed.si_uid = info->si_uid;
    if (current.sa_flags & SA_SIGINFO) current.sa_sigaction(SIGINT, &relayed, context);
    else current.sa_handler(SIGINT);
}

static void catch_relayed_sigint(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_relayed_sigint;
    action.sa_flags = SA_SIGINFO; /* no SA_RESTART: a blocking read returns, as for SIGINT */
    sigemptyset(&action.sa_mask);
    sigaddset(&action.sa_mask, SIGINT); /* no SIGINT handler runs inside this one */
    sigaction(SHL_SIGINT_RELAY, &action, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SHL_SIGINT_RELAY);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

/* ---- becoming the worker --------------------------------------------------- */

/* The bounds and habits a configuration asks of the worker. */
static void apply_config(const shl_SupervisorConfig *config) {
    /* SHAPELUA_REPL_SNAPSHOTS=0 turns the REPL's snapshots off: every
     * kernel stop then resets the state (for tests of that path, and for
     * a machine where forking a large worker per line costs too much). */
    const char *snapshots = getenv("SHAPELUA_REPL_SNAPSHOTS");
    forksSnapshots = config->repl && !(snapshots != NULL && strcmp(snapshots, "0") == 0);
    reportsRuns = shl_sv_runs_reported(config);
#ifndef SHL_ASAN /* AddressSanitizer's shadow memory is terabytes of data: no data limit there */
    if (config->dataLimit > 0) {
        struct rlimit limit = {config->dataLimit, config->dataLimit};
        setrlimit(RLIMIT_DATA, &limit);
    }
#endif
}

void shl_sv_become_worker(const shl_SupervisorConfig *config, int channelEnd, int controlEnd,
                          pid_t parent, int reset) {
    /* Nothing outlives its run: the worker dies with its supervisor. */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(1); /* the supervisor died before the line above */
    channel = channelEnd;
    control = controlEnd;
    supervisor = parent;
    wasReset = reset;
    snapshot = 0;
    apply_config(config);
    /* A crash is reported by the supervisor; a core file in the working
     * folder would be litter. */
    struct rlimit none = {0, 0};
    setrlimit(RLIMIT_CORE, &none);
    catch_crashes();
    catch_relayed_sigint();
}

int shl_worker_configure(const shl_SupervisorConfig *config) {
    if (channel < 0) return 0;
    apply_config(config);
    shl_ConfigRecord record;
    memset(&record, 0, sizeof record);
    record.timeout = config->timeout;
    record.grace = config->grace;
    record.dataLimit = config->dataLimit;
    record.repl = config->repl;
    snprintf(record.timeMessage, sizeof record.timeMessage, "%s", config->timeMessage ? config->timeMessage : "");
    snprintf(record.memoryMessage, sizeof record.memoryMessage, "%s", config->memoryMessage ? config->memoryMessage : "");
    send_record(SHL_REC_CONFIG, &record, sizeof record);
    return 1;
}

void shl_sv_leave_supervision(void) {
    if (channel >= 0) close(channel);
    if (control >= 0) close(control);
    channel = control = -1;
    forksSnapshots = reportsRuns = 0;
}

/* ---- snapshots (the REPL) -------------------------------------------------- */

/* The number of threads of this process (field 20 of /proc/self/stat). */
static int thread_count(void) {
    char text[1024];
    int fd = open("/proc/self/stat", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    ssize_t n = read(fd, text, sizeof text - 1);
    close(fd);
    if (n <= 0) return -1;
    text[n] = '\0';
    const char *p = strrchr(text, ')'); /* the command name may hold anything */
    if (p == NULL) return -1;
    for (int field = 2; field < 20; field++) { /* ") S ppid ..." : field 3 follows */
        p = strchr(p + 1, ' ');
        if (p == NULL) return -1;
    }
    return atoi(p + 1);
}

int shl_worker_snapshot(void) {
    if (channel < 0 || !forksSnapshots) return 0;
    if (snapshot > 0) { /* the previous line ended: its snapshot is not needed */
        kill(snapshot, SIGKILL);
        while (waitpid(snapshot, NULL, 0) < 0 && errno == EINTR) {}
        snapshot = 0;
    }
    /* A forked child holds only the thread that forked: with librsvg's or
     * GLib's threads alive, a snapshot could hang on a lock one of them
     * held. Then there is none, and a kernel stop resets the state. */
    if (thread_count() != 1) return 0;
    fflush(NULL); /* no buffered output twice */
    pid_t pid = fork();
    if (pid < 0) return 0;
    if (pid > 0) {
        snapshot = pid;
        send_record(SHL_REC_SNAPSHOT, &pid, sizeof pid);
        return 0;
    }
    /* The snapshot: wait for the supervisor's word, ignoring the terminal's
     * Ctrl-C meanwhile (it is meant for the worker). End of file: the
     * supervisor is gone, and so is the run. */
    struct sigaction ignore, previous;
    memset(&ignore, 0, sizeof ignore);
    ignore.sa_handler = SIG_IGN;
    sigemptyset(&ignore.sa_mask);
    sigaction(SIGINT, &ignore, &previous);
    for (;;) {
        char word;
        ssize_t n = read(control, &word, 1);
        if (n == 1 && word == SHL_WAKE_SNAPSHOT) break;
        if (n == 0 || (n < 0 && errno != EINTR)) _exit(0);
    }
    /* The worker died, so the supervisor (a subreaper) is the parent now. */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != supervisor) _exit(1);
    sigaction(SIGINT, &previous, NULL);
    snapshot = 0;
    return 1;
}
