/* hardstop.c — the clean end of a process whose run could not be stopped
 * cooperatively (watchdog.c, a second Ctrl-C, the heap ceiling). Only
 * async-signal-safe calls: it may run in a signal handler, or on the
 * watchdog thread while the main thread is anywhere. */
#include "../CLua/shim.h"
#include "include/CLuaBridge.h"
#include <string.h>
#include <unistd.h>

static void write_all(const char *text) {
    size_t length = strlen(text);
    while (length > 0) {
        ssize_t n = write(2, text, length);
        if (n <= 0) return;
        text += n;
        length -= (size_t)n;
    }
}

void shl_hard_stop(const char *message) {
    shl_tempfiles_unlink_all(); /* the temporary files of unfinished writes (tempfiles.c) */
    write_all("shapelua: ");
    write_all(message);
    write_all("\n");
    _exit(1);
}
