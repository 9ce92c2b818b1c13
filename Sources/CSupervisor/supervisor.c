/* supervisor.c — the process the user started (CSupervisor.h): it forks
 * the worker, keeps the per-run deadline, relays the terminal's stop
 * signals, removes what a dead worker left, and turns every way the worker
 * can end into an exit status and, where it was not the worker's own
 * doing, a message. */
#define _GNU_SOURCE
#include "internal.h"
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { STOP_NONE, STOP_TIME, STOP_INTERRUPT };

static struct {
    shl_SupervisorConfig config;
    /* 0 while a supervisor started with the program waits for the worker
     * to parse the command line (shl_supervise_from_start): until then it
     * only passes signals on and the exit status back. */
    int configured;
    char timeMessage[256], memoryMessage[256];
    int channel[2];   /* worker -> supervisor records */
    int control[2];   /* supervisor -> snapshot wake-up */
    int wake[2];      /* signal handlers -> the loop */
    pid_t self, worker, snapshot;
    int runActive;
    double deadline;  /* of the current run, 0: none */
    double killAt;    /* when the worker is ended, 0: not planned */
    int stopReason;   /* why killAt was planned */
    int killed;       /* SIGKILL sent to the current worker */
    int interrupts;   /* Ctrl-Cs during the current run */
    shl_CrashRecord crash;
    int crashed;
    int statusLineShown;          /* the worker's batch status line is on screen */
    char **temps;     /* temporary files announced and not finished */
    size_t tempCount, tempCapacity;
    unsigned char *buffer; /* channel bytes not yet parsed */
    size_t length, capacity;
    struct sigaction saved[5];
} sv;

static const int caught[5] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD};

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* The wake-up byte of a SIGINT sent by a process (kill -INT) rather than
 * typed at the terminal, which already sent it to the worker too. The
 * worker acts on no such SIGINT but its own (shl_worker_takes_sigint): the
 * supervisor passes each on as SHL_SIGINT_RELAY, so one sent to the whole
 * process group is still taken once. */
#define SENT_SIGINT 255

static void on_signal(int sig, siginfo_t *info, void *context) {
    (void)context;
    int saved = errno;
    unsigned char byte = (unsigned char)sig;
    /* libedit passes a Ctrl-C on with kill(0, SIGINT), to the whole process
     * group: one the worker or its snapshot sent is not passed back. */
    if (sig == SIGINT && info != NULL && info->si_code <= 0 && info->si_pid != sv.worker && info->si_pid != sv.snapshot)
        byte = SENT_SIGINT;
    ssize_t ignored = write(sv.wake[1], &byte, 1);
    (void)ignored;
    errno = saved;
}

static void say(const char *text) {
    char line[600];
    /* A status line the worker left shown is erased first (\r ESC[K). */
    int n = snprintf(line, sizeof line, "%s%s%s\n", sv.statusLineShown ? "\r\033[K" : "",
                     sv.config.repl ? "" : "shapelua: ", text);
    sv.statusLineShown = 0;
    if (n < 0) return;
    if ((size_t)n >= sizeof line) n = (int)sizeof line - 1;
    ssize_t ignored = write(2, line, (size_t)n);
    (void)ignored;
}

/* ---- temporary files ------------------------------------------------------ */

static void temp_made(const unsigned char *path, uint32_t n) {
    if (sv.tempCount == sv.tempCapacity) {
        size_t capacity = sv.tempCapacity ? sv.tempCapacity * 2 : 8;
        char **grown = realloc(sv.temps, capacity * sizeof *grown);
        if (grown == NULL) return;
        sv.temps = grown;
        sv.tempCapacity = capacity;
    }
    char *copy = malloc(n + 1);
    if (copy == NULL) return;
    memcpy(copy, path, n);
    copy[n] = '\0';
    sv.temps[sv.tempCount++] = copy;
}

static void temp_done(const unsigned char *path, uint32_t n) {
    for (size_t i = sv.tempCount; i-- > 0;) { /* the newest first: writes nest */
        if (strlen(sv.temps[i]) == n && memcmp(sv.temps[i], path, n) == 0) {
            free(sv.temps[i]);
            sv.temps[i] = sv.temps[--sv.tempCount];
            return;
        }
    }
}

static void remove_temps(void) {
    for (size_t i = 0; i < sv.tempCount; i++) {
        unlink(sv.temps[i]);
        free(sv.temps[i]);
    }
    sv.tempCount = 0;
}

/* ---- the channel ---------------------------------------------------------- */

static void start_run(void) {
    sv.runActive = 1;
    sv.deadline = sv.config.timeout > 0 ? now() + sv.config.timeout : 0;
    sv.killAt = 0;
    sv.stopReason = STOP_NONE;
    sv.interrupts = 0;
}

static void end_run(void) {
    sv.runActive = 0;
    sv.deadline = 0;
    if (!sv.killed) { sv.killAt = 0; sv.stopReason = STOP_NONE; }
    sv.interrupts = 0;
}

/* The worker parsed the command line: from now on the limits hold. */
static void configure(const unsigned char *payload, uint32_t n) {
    shl_ConfigRecord record;
    if (n != sizeof record) return;
    memcpy(&record, payload, n);
    sv.config.timeout = record.timeout;
    sv.config.grace = record.grace;
    sv.config.dataLimit = record.dataLimit;
    sv.config.repl = record.repl;
    record.timeMessage[sizeof record.timeMessage - 1] = '\0';
    record.memoryMessage[sizeof record.memoryMessage - 1] = '\0';
    if (record.timeMessage[0]) snprintf(sv.timeMessage, sizeof sv.timeMessage, "%s", record.timeMessage);
    if (record.memoryMessage[0]) snprintf(sv.memoryMessage, sizeof sv.memoryMessage, "%s", record.memoryMessage);
    if (!sv.configured) sv.runActive = !shl_sv_runs_reported(&sv.config);
    sv.configured = 1;
}

static void handle_record(int type, const unsigned char *payload, uint32_t n) {
    switch (type) {
    case SHL_REC_CONFIG: configure(payload, n); break;
    case SHL_REC_RUN_BEGIN: start_run(); break;
    case SHL_REC_RUN_END: end_run(); break;
    case SHL_REC_INTERRUPT_TAKEN:
        if (!sv.killed && sv.stopReason == STOP_INTERRUPT) { sv.killAt = 0; sv.stopReason = STOP_NONE; }
        break;
    case SHL_REC_TEMP_MADE: temp_made(payload, n); break;
    case SHL_REC_TEMP_DONE: temp_done(payload, n); break;
    case SHL_REC_SNAPSHOT:
        if (n == sizeof(pid_t)) memcpy(&sv.snapshot, payload, sizeof(pid_t));
        break;
    case SHL_REC_CRASH:
        if (n == sizeof sv.crash) { memcpy(&sv.crash, payload, n); sv.crashed = 1; }
        break;
    case SHL_REC_STATUS_LINE:
        if (n == 1) sv.statusLineShown = payload[0];
        break;
    }
}

/* Reads what the channel holds now and handles every whole record. */
static void drain_channel(void) {
    for (;;) {
        if (sv.capacity - sv.length < 65536) {
            size_t capacity = sv.capacity ? sv.capacity * 2 : 65536 * 2;
            unsigned char *grown = realloc(sv.buffer, capacity);
            if (grown == NULL) return;
            sv.buffer = grown;
            sv.capacity = capacity;
        }
        ssize_t got = read(sv.channel[0], sv.buffer + sv.length, sv.capacity - sv.length);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        sv.length += (size_t)got;
    }
    size_t at = 0;
    while (sv.length - at >= 5) {
        uint32_t n;
        memcpy(&n, sv.buffer + at + 1, 4);
        if (sv.length - at - 5 < n) break;
        handle_record(sv.buffer[at], sv.buffer + at + 5, n);
        at += 5 + (size_t)n;
    }
    memmove(sv.buffer, sv.buffer + at, sv.length - at);
    sv.length -= at;
}

/* ---- workers -------------------------------------------------------------- */

static int make_pipe(int fds[2], int flags) {
    return pipe2(fds, O_CLOEXEC | flags);
}

/* Forks a worker. Returns 0 in it, 1 in the supervisor, -1 on failure. */
static int start_worker(int reset) {
    pid_t pid = fork();
    if (pid < 0) return -1;
    if (pid == 0) {
        for (int i = 0; i < 5; i++) sigaction(caught[i], &sv.saved[i], NULL);
        close(sv.wake[0]);
        close(sv.wake[1]);
        close(sv.channel[0]);
        close(sv.control[1]);
        /* The worker blocks on a full channel: records are never lost. */
        int flags = fcntl(sv.channel[1], F_GETFL);
        fcntl(sv.channel[1], F_SETFL, flags & ~O_NONBLOCK);
        shl_sv_become_worker(&sv.config, sv.channel[1], sv.control[0], sv.self, reset);
        return 0;
    }
    sv.worker = pid;
    sv.runActive = sv.configured && !shl_sv_runs_reported(&sv.config);
    sv.deadline = sv.killAt = 0;
    sv.stopReason = STOP_NONE;
    sv.killed = 0;
    sv.crashed = 0;
    sv.interrupts = 0;
    return 1;
}

static const char *signal_name(int sig) {
    switch (sig) {
    case SIGSEGV: return "SIGSEGV (segmentation fault)";
    case SIGBUS: return "SIGBUS (bus error)";
    case SIGILL: return "SIGILL (illegal instruction)";
    case SIGTRAP: return "SIGTRAP (trap)";
    case SIGABRT: return "SIGABRT (abort)";
    case SIGFPE: return "SIGFPE (arithmetic fault)";
    case SIGKILL: return "SIGKILL";
    case SIGTERM: return "SIGTERM";
    case SIGHUP: return "SIGHUP";
    case SIGQUIT: return "SIGQUIT";
    case SIGINT: return "SIGINT";
    case SIGXCPU: return "SIGXCPU (CPU time limit)";
    case SIGXFSZ: return "SIGXFSZ (file size limit)";
    default: return "a signal";
    }
}

/* A signal the worker gets from its own fault, not from outside. */
/* Why a worker ended by `sig` ended, in the words the user gets. */
static void describe_death(int sig, char *text, size_t size) {
    int allocation = sv.crashed && sv.crash.error == ENOMEM;
    int nearLimit = sv.crashed && sv.config.dataLimit > 0
        && sv.crash.dataBytes + (4u << 20) >= sv.config.dataLimit;
    if (sv.killed && sv.stopReason == STOP_TIME) {
        snprintf(text, size, "%s", sv.timeMessage);
    } else if (sv.killed && sv.stopReason == STOP_INTERRUPT) {
        snprintf(text, size, "interrupted!");
    } else if (sv.config.dataLimit > 0 && (allocation || nearLimit)) {
        snprintf(text, size, "%s", sv.memoryMessage);
    } else if (allocation) {
        snprintf(text, size, "out of memory: the machine could not give the run more memory (%s)", signal_name(sig));
    } else if (sig == SIGINT) {
        snprintf(text, size, "interrupted!");
    } else if (sig == SIGKILL || sig == SIGTERM || sig == SIGHUP || sig == SIGQUIT) {
        snprintf(text, size, "the run was ended from outside by %s", signal_name(sig));
    } else {
        snprintf(text, size, "the run crashed with %s; this is a bug of shapelua or of a library it uses", signal_name(sig));
    }
}

/* Ends the whole tool as `sig` asked: the worker (and a snapshot) first,
 * then their temporary files, then the supervisor by the same signal. */
static void die_of(int sig) {
    pid_t ours[2] = {sv.worker, sv.snapshot};
    for (int i = 0; i < 2; i++) {
        if (ours[i] <= 0) continue;
        kill(ours[i], SIGKILL);
        while (waitpid(ours[i], NULL, 0) < 0 && errno == EINTR) {}
    }
    drain_channel();
    remove_temps();
    shl_die_of_signal(sig);
}

/* The worker ended with wait status `status`. Returns 0 when a new worker
 * was started in this process (the caller returns into it), 1 when
 * supervision goes on (a snapshot took over), and exits otherwise. */
static int worker_ended(int status) {
    drain_channel(); /* its last records: temporary files, a crash note */
    remove_temps();
    sv.worker = 0;
    if (WIFEXITED(status)) {
        if (sv.snapshot > 0) { /* the REPL ended: its snapshot is not needed */
            kill(sv.snapshot, SIGKILL);
            while (waitpid(sv.snapshot, NULL, 0) < 0 && errno == EINTR) {}
        }
        /* Not waiting for any other child: a process the script left
         * running in the background is the script's, as with lua.c. */
        _exit(WEXITSTATUS(status));
    }
    int sig = WTERMSIG(status);
    if (!sv.configured && !shl_is_crash_signal(sig)) {
        /* Not a run (--help, the parent of --jobs, --watch's watcher): a
         * signal that ended it ends us the same way, as if it were us. */
        shl_die_of_signal(sig);
    }
    char text[512];
    describe_death(sig, text, sizeof text);
    say(text);
    if (!sv.config.repl) _exit(1);
    if (sv.snapshot > 0) {
        /* The snapshot was the worker's child; it is ours now. */
        pid_t next = sv.snapshot;
        sv.snapshot = 0;
        char word = SHL_WAKE_SNAPSHOT;
        if (write(sv.control[1], &word, 1) == 1) {
            sv.worker = next;
            sv.runActive = 0;
            sv.deadline = sv.killAt = 0;
            sv.stopReason = STOP_NONE;
            sv.killed = sv.crashed = sv.interrupts = 0;
            return 1;
        }
        kill(next, SIGKILL);
    }
    say("shapelua: the REPL's state was reset (the process that held it was ended)");
    int started = start_worker(1);
    if (started < 0) {
        say("shapelua: cannot start a new worker");
        _exit(1);
    }
    return started;
}

/* Reaps every child that ended. Returns 0 when this process is now a new
 * worker, 1 otherwise. */
static int reap(void) {
    for (;;) {
        int status;
        pid_t pid = waitpid(-1, &status, WNOHANG);
        if (pid <= 0) return 1;
        if (pid == sv.worker) {
            if (worker_ended(status) == 0) return 0;
        } else if (pid == sv.snapshot) {
            sv.snapshot = 0;
        }
    }
}

static void on_interrupt(void) {
    if (!sv.runActive || sv.worker <= 0) return; /* at the prompt: the REPL's own */
    /* Lua code stops at once by its hook; other work gets a second, and a
     * second Ctrl-C ends it now. */
    double at = ++sv.interrupts > 1 ? now() : now() + 1.0;
    if (sv.killAt == 0 || at < sv.killAt) {
        sv.killAt = at;
        sv.stopReason = STOP_INTERRUPT;
    }
}

static const int forwarded[3] = {SIGINT, SIGTERM, SIGHUP};
static struct sigaction forwardedSaved[3];
static volatile pid_t forwardChild;
static volatile sig_atomic_t forwardReceived;

static void on_forwarded(int sig, siginfo_t *info, void *context) {
    (void)context;
    int saved = errno;
    if (forwardReceived == 0) forwardReceived = sig;
    if (info != NULL && info->si_code <= 0 && forwardChild > 0) kill(forwardChild, sig);
    errno = saved;
}

int shl_fork_run(void) {
    /* The signals are blocked across the fork, so none arrives before the
     * parent knows its child, and the child starts with the parent's
     * actions from before. That includes the SIGINT this process's own
     * supervisor relays (SHL_SIGINT_RELAY calls the SIGINT action): under
     * load the child can start the run, and a test see it running, before
     * the parent returns from fork. */
    sigset_t block, previous;
    sigemptyset(&block);
    for (int i = 0; i < 3; i++) sigaddset(&block, forwarded[i]);
    sigaddset(&block, SHL_SIGINT_RELAY);
    sigprocmask(SIG_BLOCK, &block, &previous);
    forwardChild = 0;
    forwardReceived = 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_forwarded;
    action.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < 3; i++) sigaction(forwarded[i], &action, &forwardedSaved[i]);
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        for (int i = 0; i < 3; i++) sigaction(forwarded[i], &forwardedSaved[i], NULL);
        sigprocmask(SIG_SETMASK, &previous, NULL);
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent) _exit(1); /* the parent died before the line above */
        shl_sv_leave_supervision(); /* its run gets a supervisor of its own */
        return 0;
    }
    if (pid < 0) {
        int saved = errno;
        for (int i = 0; i < 3; i++) sigaction(forwarded[i], &forwardedSaved[i], NULL);
        errno = saved;
    } else {
        forwardChild = pid;
    }
    sigprocmask(SIG_SETMASK, &previous, NULL);
    return pid;
}

int shl_run_forwarding_end(void) {
    for (int i = 0; i < 3; i++) sigaction(forwarded[i], &forwardedSaved[i], NULL);
    forwardChild = 0;
    return forwardReceived;
}

static int supervise(const shl_SupervisorConfig *config, int configured) {
    memset(&sv, 0, sizeof sv);
    sv.config = *config;
    sv.configured = configured;
    snprintf(sv.timeMessage, sizeof sv.timeMessage, "%s", config->timeMessage ? config->timeMessage : "time limit reached");
    snprintf(sv.memoryMessage, sizeof sv.memoryMessage, "%s", config->memoryMessage ? config->memoryMessage : "memory limit reached");
    sv.config.timeMessage = sv.timeMessage;
    sv.config.memoryMessage = sv.memoryMessage;
    sv.self = getpid();
    if (make_pipe(sv.channel, 0) != 0) return -1;
    if (make_pipe(sv.control, 0) != 0 || make_pipe(sv.wake, O_NONBLOCK) != 0) {
        int saved = errno;
        close(sv.channel[0]);
        close(sv.channel[1]);
        errno = saved;
        return -1;
    }
    fcntl(sv.channel[0], F_SETFL, fcntl(sv.channel[0], F_GETFL) | O_NONBLOCK);
    /* A snapshot whose worker died becomes our child, so we can wake it.
     * Started with the program, we cannot know yet whether the worker will
     * run the REPL, and learning it later would be too late: under load the
     * worker can fork a snapshot and die before we read its configuration.
     * So that supervisor is always a subreaper; any other orphan of the run
     * is reaped by the loop below and left as lua.c leaves it. */
    if (config->repl || !configured) prctl(PR_SET_CHILD_SUBREAPER, 1);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART | SA_SIGINFO;
    for (int i = 0; i < 5; i++) sigaction(caught[i], &action, &sv.saved[i]);
    sigset_t set;
    sigemptyset(&set);
    for (int i = 0; i < 5; i++) sigaddset(&set, caught[i]);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    int started = start_worker(0);
    if (started <= 0) {
        if (started < 0) {
            int saved = errno;
            for (int i = 0; i < 5; i++) sigaction(caught[i], &sv.saved[i], NULL);
            errno = saved;
        }
        return started;
    }
    signal(SIGPIPE, SIG_IGN); /* a closed stderr must not end the supervisor */
    for (;;) {
        double t = now();
        if (sv.runActive && sv.deadline > 0 && t >= sv.deadline && sv.killAt == 0) {
            sv.killAt = sv.deadline + sv.config.grace;
            sv.stopReason = STOP_TIME;
        }
        if (sv.killAt > 0 && t >= sv.killAt && sv.worker > 0 && !sv.killed) {
            kill(sv.worker, SIGKILL);
            sv.killed = 1;
        }
        int wait = -1;
        double next = 0;
        if (!sv.killed) {
            if (sv.killAt > 0) next = sv.killAt;
            else if (sv.runActive && sv.deadline > 0) next = sv.deadline;
        }
        if (next > 0) {
            double ms = (next - t) * 1000 + 1;
            wait = ms < 0 ? 0 : ms > 1e9 ? 1000000000 : (int)ms;
        }
        struct pollfd fds[2] = {{sv.wake[0], POLLIN, 0}, {sv.channel[0], POLLIN, 0}};
        int ready = poll(fds, 2, wait);
        if (ready < 0 && errno != EINTR) _exit(1);
        if (ready > 0 && (fds[1].revents & POLLIN)) drain_channel();
        if (ready > 0 && (fds[0].revents & POLLIN)) {
            unsigned char signals[64];
            ssize_t n;
            int child = 0, end = 0;
            while ((n = read(sv.wake[0], signals, sizeof signals)) > 0) {
                for (ssize_t i = 0; i < n; i++) {
                    switch (signals[i]) {
                    case SIGCHLD: child = 1; break;
                    case SENT_SIGINT: /* the worker did not get it: pass it on */
                        if (sv.worker > 0) kill(sv.worker, SHL_SIGINT_RELAY);
                        /* fall through */
                    case SIGINT: drain_channel(); on_interrupt(); break;
                    default: end = signals[i]; break;
                    }
                }
            }
            if (end) drain_channel(); /* a configuration sent just now counts */
            if (end && !sv.configured) {
                /* Not a run: the worker decides what the signal means (the
                 * parent of --jobs passes it to its shards and reports). */
                if (sv.worker > 0) kill(sv.worker, end);
            } else if (end) {
                die_of(end);
            }
            if (child && reap() == 0) return 0;
        }
    }
}

int shl_supervise(const shl_SupervisorConfig *config) {
    return supervise(config, 1);
}

int shl_supervise_from_start(void) {
    shl_SupervisorConfig none;
    memset(&none, 0, sizeof none);
    return supervise(&none, 0);
}
