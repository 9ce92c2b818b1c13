#define _GNU_SOURCE
#include "CShardSpawn.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

extern char **environ;

static const int forwarded[] = {SIGINT, SIGTERM, SIGHUP};

static void child_write(const char *text) {
    ssize_t unused = write(2, text, strlen(text));
    (void)unused;
}

pid_t shl_spawn_shard(const char *path, char *const argv[], int stdout_fd, int stderr_fd,
                      int channel_fd, int channel_target, int death_signal) {
    pid_t parent = getpid();
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pid_t pid = fork();
    if (pid != 0) {
        int saved = errno;
        pthread_sigmask(SIG_SETMASK, &previous, NULL);
        errno = saved;
        return pid;
    }
    /* The child: async-signal-safe calls only until exec. */
    if (stdout_fd >= 0 && dup2(stdout_fd, 1) < 0) _exit(127);
    if (dup2(stderr_fd, 2) < 0 || dup2(channel_fd, channel_target) < 0) _exit(127);
    if (prctl(PR_SET_PDEATHSIG, death_signal) != 0) _exit(127);
    /* The parent may have ended before the line above: then no signal
     * will come, and we were re-parented (prctl(2)). */
    if (getppid() != parent) _exit(127);
    sigset_t mask = previous;
    for (unsigned i = 0; i < sizeof forwarded / sizeof *forwarded; i++) {
        struct sigaction current;
        if (sigaction(forwarded[i], NULL, &current) == 0 && current.sa_handler != SIG_IGN) {
            signal(forwarded[i], SIG_DFL);
        }
        sigdelset(&mask, forwarded[i]);
    }
    sigprocmask(SIG_SETMASK, &mask, NULL);
    execve(path, argv, environ);
    child_write("shapelua: cannot run the shard's program (exec failed)\n");
    _exit(127);
}

static int notify_descriptor = -1;

static void on_signal(int sig, siginfo_t *info, void *context) {
    (void)context;
    int saved = errno;
    unsigned char byte = (unsigned char)sig;
    /* SI_KERNEL: the terminal driver's signal to the foreground group. */
    if (sig != SIGCHLD && info && info->si_code == SI_KERNEL) byte |= 128;
    ssize_t unused = write(notify_descriptor, &byte, 1);
    (void)unused;
    errno = saved;
}

void shl_jobs_catch_signals(int notify_fd) {
    notify_descriptor = notify_fd;
    for (unsigned i = 0; i < sizeof forwarded / sizeof *forwarded; i++) {
        if (shl_signal_is_ignored(forwarded[i])) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = on_signal;
        action.sa_flags = SA_SIGINFO | SA_RESTART;
        sigemptyset(&action.sa_mask);
        sigaction(forwarded[i], &action, NULL);
        /* Test runners' threads block signals, and masks are inherited. */
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, forwarded[i]);
        sigprocmask(SIG_UNBLOCK, &set, NULL);
    }
    /* A shard's end wakes the parent's poll too; caught even when
     * inherited as ignored (children would be reaped unseen). */
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_signal;
    action.sa_flags = SA_SIGINFO | SA_RESTART | SA_NOCLDSTOP;
    sigemptyset(&action.sa_mask);
    sigaction(SIGCHLD, &action, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGCHLD);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

int shl_signal_is_ignored(int sig) {
    struct sigaction current;
    return sigaction(sig, NULL, &current) == 0 && current.sa_handler == SIG_IGN;
}

