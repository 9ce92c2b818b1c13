/* watchdog.c — ends a run that its soft stop cannot reach.
 *
 * The count hook stops Lua code, and checkpoints stop Swift loops, but
 * nothing cooperative reaches a finalizer (Lua runs __gc with hooks off), a
 * backtracking pattern match in Lua's C string library, or a blocking read.
 * One thread, started the first time a run has a deadline, watches the
 * runs with a deadline: at the deadline it raises the run's stop flag; if
 * the run is still going 0.5 s later — and has had 0.2 s of CPU time since
 * to reach a checkpoint, or at the latest 0.9 s later — and its host allows it (the command
 * line does), it ends the process cleanly through shl_hard_stop — never by
 * a kernel signal. (Ctrl-C has its own timer: interrupt.c.)
 *
 * The same thread keeps the instruction limit where the count hook cannot
 * run: Lua calls finalizers with hooks off, and a C function of Lua's own
 * libraries runs no instructions while it works, and neither does Swift
 * work (layout, shaping, rendering, writing: SPEC §10's "all the work").
 * When the run thread has spent SILENT_CPU seconds of CPU time with no
 * count-hook call, Swift frame or not, that stretch is charged as
 * instructions at CHARGE_RATE per CPU second — below the speed
 * of Lua 5.4's VM here (3e8–5e8 simple instructions per second measured
 * with lua5.4 on this machine), so a charge never exceeds what Lua code
 * would have counted in that time. Past the limit the run's stop flag is
 * set; if the hook still does not run 0.5 s later, the process ends as for
 * the deadline. */
#include "watchdog.h"
#include "CWorkBudget.h"
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <time.h>

#define DEADLINE_GRACE 0.5   /* seconds past --timeout before the hard stop ... */
#define GRACE_CPU 0.2        /* ... if the run thread used this much CPU since (it was not starved) */
#define DEADLINE_LAST 0.9    /* seconds past --timeout when it ends anyway (SPEC §10: within 1 s) */
#define SILENT_CPU 0.25      /* CPU seconds without a count-hook call before a charge */
#define CHARGE_RATE 1e8      /* instructions charged per CPU second of such a stretch */
#define CHARGE_POLL 0.05     /* seconds between two looks at a run with an instruction limit */

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed;
static shl_Context *watched = NULL;
static int started = 0;

static struct timespec timespec_at(double seconds) {
    struct timespec ts;
    ts.tv_sec = (time_t)seconds;
    ts.tv_nsec = (long)((seconds - (double)ts.tv_sec) * 1e9);
    if (ts.tv_nsec >= 1000000000L) { ts.tv_sec++; ts.tv_nsec -= 1000000000L; }
    return ts;
}

/* Stdout may hold what the script printed; flush it unless the main thread
 * holds the stream (stuck in a write), which would block us. */
static void stop_process(shl_Context *c, int reason) {
    char message[96];
    shl_stop_text(c, reason, message, sizeof message);
    if (ftrylockfile(stdout) == 0) {
        fflush(stdout);
        funlockfile(stdout);
    }
    shl_hard_stop(message);
}

static double cpu_seconds(int clock) {
    struct timespec ts;
    if (clock_gettime((clockid_t)clock, &ts) != 0) return 0;
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The instruction limit's charge (see the top of the file). Returns when
 * to look again. Called locked. */
static double charge_silent_work(shl_Context *c, double now) {
    double cpu = cpu_seconds(c->runClock);
    unsigned calls = __atomic_load_n(&c->hookCalls, __ATOMIC_RELAXED);
    /* A Swift frame is charged too: its checkpoints read the stop flag set
     * below and stop softly, and a finalizer that a collection step runs
     * inside a Swift call (a userdata push) is charged like any other
     * (LimitBoundsCLITests: such a loop ran on under the limit when Swift
     * frames were left out). */
    if (calls != c->seenHookCalls || c->silentSince <= 0) {
        c->seenHookCalls = calls;   /* progress the hook can see: nothing to charge */
        c->silentSince = cpu;
        c->chargedStopAt = 0;
        return now + CHARGE_POLL;
    }
    double silent = cpu - c->silentSince;
    if (silent < SILENT_CPU) return now + CHARGE_POLL;
    long long charge = (long long)(silent * CHARGE_RATE);
    c->silentSince = cpu;
    long long charged = __atomic_add_fetch(&c->instructionsCharged, charge, __ATOMIC_RELAXED);
    long long counted = __atomic_load_n(&c->instructionsRun, __ATOMIC_RELAXED);
    if (counted + charged > c->instructionLimit) {
        shl_work_flag_set(&c->stop, SHL_STOP_INSTRUCTIONS);
        if (c->endsProcess) {
            if (c->chargedStopAt == 0) c->chargedStopAt = now;
            else if (now >= c->chargedStopAt + DEADLINE_GRACE) stop_process(c, SHL_STOP_INSTRUCTIONS);
        }
    }
    return now + CHARGE_POLL;
}

/* Returns when next to look (0: nothing to wait for). Called locked. */
static double inspect(double now) {
    double next = 0;
    for (shl_Context *c = watched; c != NULL; c = c->nextWatched) {
        double due = 0;
        if (c->instructionLimit > 0 && c->runClock != 0) {
            double again = charge_silent_work(c, now);
            if (next == 0 || again < next) next = again;
        }
        if (c->deadline > 0) {
            if (now >= c->deadline) {
                shl_work_flag_set(&c->stop, SHL_STOP_TIME);
                if (c->endsProcess) {
                    /* On a loaded machine a run may get little CPU: its next
                     * checkpoint is then late through no fault of its own,
                     * so the hard stop waits until the run has had GRACE_CPU
                     * of CPU time to reach one (or DEADLINE_LAST at most). */
                    double cpu = c->runClock != 0 ? cpu_seconds(c->runClock) : 0;
                    if (c->cpuAtDeadline < 0) c->cpuAtDeadline = cpu;
                    int fed = c->runClock == 0 || cpu - c->cpuAtDeadline >= GRACE_CPU;
                    if ((now >= c->deadline + DEADLINE_GRACE && fed) || now >= c->deadline + DEADLINE_LAST)
                        stop_process(c, SHL_STOP_TIME);
                    due = now >= c->deadline + DEADLINE_GRACE ? now + CHARGE_POLL : c->deadline + DEADLINE_GRACE;
                }
            } else {
                due = c->deadline;
            }
        }
        if (due > 0 && (next == 0 || due < next)) next = due;
    }
    return next;
}

static void *watch(void *unused) {
    (void)unused;
    pthread_mutex_lock(&lock);
    for (;;) {
        double next = inspect(shl_monotonic_seconds());
        if (next == 0) {
            pthread_cond_wait(&changed, &lock);
        } else {
            struct timespec at = timespec_at(next);
            pthread_cond_timedwait(&changed, &lock, &at);
        }
    }
    return NULL;
}

/* Called locked. Signals stay with the main thread (Ctrl-C must reach the
 * handler there), so the thread starts with all of them blocked. */
static void start(void) {
    pthread_condattr_t attributes;
    pthread_condattr_init(&attributes);
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
    pthread_cond_init(&changed, &attributes);
    pthread_condattr_destroy(&attributes);
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pthread_attr_t threadAttributes;
    pthread_attr_init(&threadAttributes);
    pthread_attr_setstacksize(&threadAttributes, 256 * 1024);
    pthread_attr_setdetachstate(&threadAttributes, PTHREAD_CREATE_DETACHED);
    pthread_t thread;
    started = pthread_create(&thread, &threadAttributes, watch, NULL) == 0;
    pthread_attr_destroy(&threadAttributes);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
}

void shl_watchdog_watch(shl_Context *c) {
    /* Called on the run's thread: its CPU clock is what the charge reads. */
    clockid_t clock = 0;
    c->runClock = pthread_getcpuclockid(pthread_self(), &clock) == 0 ? (int)clock : 0;
    pthread_mutex_lock(&lock);
    __atomic_store_n(&c->instructionsCharged, 0, __ATOMIC_RELAXED);
    c->cpuAtDeadline = -1;
    c->silentSince = 0;
    c->chargedStopAt = 0;
    if (!started) start();
    c->nextWatched = watched;
    watched = c;
    pthread_cond_signal(&changed);
    pthread_mutex_unlock(&lock);
}

void shl_watchdog_unwatch(shl_Context *c) {
    pthread_mutex_lock(&lock);
    for (shl_Context **p = &watched; *p != NULL; p = &(*p)->nextWatched) {
        if (*p == c) { *p = c->nextWatched; break; }
    }
    c->nextWatched = NULL;
    pthread_mutex_unlock(&lock); /* no signal: the thread finds nothing to do when it wakes */
}
