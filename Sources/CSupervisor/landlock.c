/* landlock.c — the kernel's half of --sandbox (docs/CLI.md, "--sandbox").
 *
 * The bindings already refuse what a sandboxed script may not touch; this
 * makes the kernel refuse it too, so a bug in a binding, in librsvg or in
 * any C library cannot read or write outside the folders fixed when the run
 * starts. Landlock (Linux 5.13+) lets an unprivileged process give up
 * file-system rights for itself and every process it forks: the REPL's
 * snapshots inherit the rules. The facts used here (system call numbers,
 * access bits, which ABI version added which bit, the rule structure) are
 * the kernel's user API, Documentation/userspace-api/landlock.rst; they are
 * written out rather than taken from <linux/landlock.h> so that the rights
 * a newer kernel knows are used whatever the build machine's headers are.
 *
 * Only system calls: async-signal-safe, so a test may call it in a child
 * it forked from a threaded process. */
#define _GNU_SOURCE /* O_PATH */
#include "include/CSupervisor.h"
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef SYS_landlock_create_ruleset
#define SYS_landlock_create_ruleset 444
#endif
#ifndef SYS_landlock_add_rule
#define SYS_landlock_add_rule 445
#endif
#ifndef SYS_landlock_restrict_self
#define SYS_landlock_restrict_self 446
#endif

enum {
    LL_EXECUTE = 1 << 0,
    LL_WRITE_FILE = 1 << 1,
    LL_READ_FILE = 1 << 2,
    LL_READ_DIR = 1 << 3,
    LL_REMOVE_DIR = 1 << 4,
    LL_REMOVE_FILE = 1 << 5,
    LL_MAKE_CHAR = 1 << 6,
    LL_MAKE_DIR = 1 << 7,
    LL_MAKE_REG = 1 << 8,
    LL_MAKE_SOCK = 1 << 9,
    LL_MAKE_FIFO = 1 << 10,
    LL_MAKE_BLOCK = 1 << 11,
    LL_MAKE_SYM = 1 << 12,
    LL_REFER = 1 << 13,    /* ABI 2 */
    LL_TRUNCATE = 1 << 14, /* ABI 3 */
};
#define LL_ABI1_ALL ((uint64_t)(1 << 13) - 1)
/* The rights a rule on a file (not a folder) may carry. */
#define LL_FILE_RIGHTS ((uint64_t)(LL_EXECUTE | LL_WRITE_FILE | LL_READ_FILE | LL_TRUNCATE))
#define LL_CREATE_RULESET_VERSION 1u
#define LL_RULE_PATH_BENEATH 1

struct ll_ruleset_attr { uint64_t handled_access_fs; };
struct ll_path_beneath_attr { uint64_t allowed_access; int32_t parent_fd; } __attribute__((packed));

/* Adds a rule giving `rights` (masked to what the ruleset handles, and to
 * the file rights when the path is not a folder) beneath `path`. A path
 * that does not exist gives no right and is no error. */
static int add_rule(int ruleset, const char *path, uint64_t rights, uint64_t handled) {
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) return (errno == ENOENT || errno == ENOTDIR || errno == EACCES) ? 0 : -1;
    struct stat st;
    if (fstat(fd, &st) != 0) { int e = errno; close(fd); errno = e; return -1; }
    if (!S_ISDIR(st.st_mode)) rights &= LL_FILE_RIGHTS;
    struct ll_path_beneath_attr rule = { rights & handled, fd };
    long r = rule.allowed_access ? syscall(SYS_landlock_add_rule, ruleset, LL_RULE_PATH_BENEATH, &rule, 0) : 0;
    /* A pipe or socket (-o /dev/stdout into a pipe) is no file-system
     * object: Landlock neither takes a rule for it nor governs its use. */
    if (r != 0 && errno == EBADFD) r = 0;
    int e = errno;
    close(fd);
    errno = e;
    return r == 0 ? 0 : -1;
}

int shl_landlock_abi(void) {
    long abi = syscall(SYS_landlock_create_ruleset, (void *)0, 0, LL_CREATE_RULESET_VERSION);
    return abi > 0 ? (int)abi : 0;
}

int shl_landlock_confine(const char *const *readPaths, int readCount,
                         const char *const *writePaths, int writeCount) {
    long abi = syscall(SYS_landlock_create_ruleset, (void *)0, 0, LL_CREATE_RULESET_VERSION);
    if (abi < 0) return (errno == ENOSYS || errno == EOPNOTSUPP) ? 0 : -1;
    uint64_t handled = LL_ABI1_ALL;
    if (abi >= 2) handled |= LL_REFER;
    if (abi >= 3) handled |= LL_TRUNCATE;
    struct ll_ruleset_attr attr = { handled };
    int ruleset = (int)syscall(SYS_landlock_create_ruleset, &attr, sizeof attr, 0);
    if (ruleset < 0) return -1;
    const uint64_t read = LL_READ_FILE | LL_READ_DIR;
    const uint64_t write = read | LL_WRITE_FILE | LL_TRUNCATE | LL_MAKE_REG | LL_MAKE_DIR
        | LL_REMOVE_FILE | LL_REMOVE_DIR | LL_REFER;
    int failed = 0;
    for (int i = 0; i < readCount && !failed; i++)
        failed = add_rule(ruleset, readPaths[i], read, handled) != 0;
    for (int i = 0; i < writeCount && !failed; i++)
        failed = add_rule(ruleset, writePaths[i], write, handled) != 0;
    /* Landlock needs no_new_privs (a confined process must not gain rights
     * through a set-user-ID program); the sandbox runs no program anyway. */
    if (!failed) failed = prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0;
    if (!failed) failed = syscall(SYS_landlock_restrict_self, ruleset, 0) != 0;
    int e = errno;
    close(ruleset);
    errno = e;
    return failed ? -1 : 1;
}
