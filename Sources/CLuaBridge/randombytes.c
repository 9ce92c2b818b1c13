/* Random bytes for names nobody can predict (the temporary files of atomic
 * writes). getrandom(2) is not in Swift's Glibc module, hence this wrapper. */
#include <errno.h>
#include <sys/random.h>
#include "CLuaBridge.h"

int shl_random_bytes(void *buffer, size_t length) {
    size_t filled = 0;
    while (filled < length) {
        ssize_t n = getrandom((char *)buffer + filled, length - filled, 0);
        if (n > 0) filled += (size_t)n;
        else if (n < 0 && errno != EINTR) return -1;
    }
    return 0;
}
