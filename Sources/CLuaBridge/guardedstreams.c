/* guardedstreams.c — standard output and error as streams that call a
 * function before each write (the batch status line erases itself there:
 * Sources/shapelua/StatusLineStreams.swift). C's own stdout and stderr are
 * replaced, so Lua's print, io.write and warn, and the host's own writes,
 * all pass through them. fopencookie(3) is glibc's; a cookie stream's write
 * returns the count written, 0 on error with errno set. */
#define _GNU_SOURCE
#include "include/CLuaBridge.h"
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>

static void (*before_write)(void);

static ssize_t guarded_write(void *cookie, const char *buffer, size_t size) {
    if (before_write) before_write();
    int fd = (int)((intptr_t)cookie - 1);
    size_t done = 0;
    while (done < size) {
        ssize_t n = write(fd, buffer + done, size - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            break;
        }
        done += (size_t)n;
    }
    return (ssize_t)done;
}

/* The descriptor is the process's standard output or error: never closed. */
static int guarded_close(void *cookie) {
    (void)cookie;
    return 0;
}

static FILE *guarded(int fd, int mode) {
    cookie_io_functions_t functions = { 0 };
    functions.write = guarded_write;
    functions.close = guarded_close;
    FILE *stream = fopencookie((void *)(intptr_t)(fd + 1), "w", functions);
    if (stream) setvbuf(stream, NULL, mode, mode == _IONBF ? 0 : BUFSIZ);
    return stream;
}

void shl_streams_guard(void (*before)(void), int guardStdout) {
    before_write = before;
    FILE *out = guardStdout ? guarded(1, _IOLBF) : NULL;
    FILE *err = guarded(2, _IONBF);
    if (out) { fflush(stdout); stdout = out; }
    if (err) { fflush(stderr); stderr = err; }
}
