/* stdoutpipe.c — a reader of standard output that went away (`| head`)
 * ends the process quietly, never by SIGPIPE (docs/SVG.md).
 *
 * SIGPIPE is caught rather than ignored: a write to another pipe (io.popen)
 * then still fails with EPIPE and becomes a Lua error, while a broken
 * standard output ends the process even when Lua's print, which ignores
 * write errors, is writing (a loop of prints into `head` would otherwise
 * run to its end for nothing). Which pipe broke is found with poll: the
 * write end of a pipe without readers reports POLLERR. */
#include "include/CLuaBridge.h"
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

int shl_stdout_reader_gone(void) {
    struct pollfd p;
    p.fd = 1;
    p.events = POLLOUT;
    p.revents = 0;
    return poll(&p, 1, 0) == 1 && (p.revents & POLLERR) != 0;
}

void shl_exit_reader_gone(void) {
    shl_tempfiles_unlink_all();
    _exit(SHL_EXIT_READER_GONE);
}

static void on_sigpipe(int sig) {
    (void)sig;
    if (shl_stdout_reader_gone()) shl_exit_reader_gone();
    /* Another pipe: the write returns EPIPE, and its caller reports it. */
}

void shl_stdout_catch_sigpipe(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_sigpipe;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGPIPE, &action, NULL);
}
