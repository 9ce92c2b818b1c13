/* arguments.c — argc and argv for the Swift standard library, taken the
 * way glibc hands them over.
 *
 * Swift's `CommandLine` asks the runtime for argv through the two functions
 * below. On Linux the runtime's own definitions (CommandLine.cpp in
 * libswiftCore) come with a constructor that finds argv by reading
 * /proc/self/maps and scanning the stack, because a constructor of a fully
 * static program is not promised its arguments. That is ~0.13 M
 * instructions, three system calls and the kernel's formatting of every
 * mapping at each start of shapelua (docs/PERFORMANCE.md, start-up).
 * shapelua is linked dynamically against glibc, whose start-up calls every
 * `.init_array` function with (argc, argv, envp), as its dynamic loader
 * has always done; so we define the interface here, and the linker then
 * takes nothing from the runtime's CommandLine.cpp. In a build that links
 * the runtime as a shared library these definitions are simply the ones
 * the executable resolves first, and give the same answers. */
#include "CProgramArguments.h"
#include <stddef.h>

static char **programArguments;
static int programArgumentCount;
static char **overriddenArguments;
static int overriddenArgumentCount;

static void capture(int argc, char **argv, char **envp) {
    (void)envp;
    programArguments = argv;
    programArgumentCount = argc;
}

__attribute__((used, section(".init_array")))
static void (*const captureArguments)(int, char **, char **) = capture;

char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    static char *none[] = {NULL};
    if (overriddenArguments != NULL) {
        *outArgLen = overriddenArgumentCount;
        return overriddenArguments;
    }
    if (programArguments == NULL) {
        *outArgLen = 0;
        return none;
    }
    *outArgLen = programArgumentCount;
    return programArguments;
}

void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) {
    overriddenArguments = argv;
    overriddenArgumentCount = argc;
}
