/* Runs a command and writes its CPU time and true peak RSS to the file
 * RESULT: "USER_SECONDS SYSTEM_SECONDS MAXRSS_KIB\n".
 *
 * Why not wait4 from the benchmark's Python: Linux carries the peak RSS of
 * the process image an exec replaces into the new one's (fs/exec.c,
 * setmax_mm_hiwater_rss), so every child a 15 MiB Python forks reports at
 * least 15 MiB. This helper is small; its children start from its few
 * hundred kilobytes, and it reports theirs, not its own.
 * Usage: peak-rss RESULT COMMAND [ARGS...] */
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: peak-rss RESULT COMMAND [ARGS...]\n");
        return 2;
    }
    pid_t child = fork();
    if (child < 0) { perror("peak-rss: fork"); return 2; }
    if (child == 0) {
        execvp(argv[2], argv + 2);
        perror("peak-rss: exec");
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    if (wait4(child, &status, 0, &usage) < 0) { perror("peak-rss: wait4"); return 2; }
    FILE *result = fopen(argv[1], "w");
    if (result == NULL) { perror("peak-rss: result"); return 2; }
    fprintf(result, "%ld.%06ld %ld.%06ld %ld\n", (long)usage.ru_utime.tv_sec, (long)usage.ru_utime.tv_usec,
            (long)usage.ru_stime.tv_sec, (long)usage.ru_stime.tv_usec, usage.ru_maxrss);
    if (fclose(result) != 0) { perror("peak-rss: result"); return 2; }
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    return 128 + WTERMSIG(status);
}
