import CLuaBridge
#if canImport(Glibc)
import Glibc
#endif

/// The batch status line shares the terminal with everything else a run
/// writes: Lua's `print`, `io.write` and `warn`, the documents and messages
/// written from Swift. All of them write through C's `stdout` and
/// `stderr`, so replacing those two streams (before the Lua state opens its
/// `io` library, which keeps them) by streams that erase a shown status line
/// before passing bytes on puts the rule in one place: nothing is ever
/// written after the line on the same row (docs/BATCH.md). The status line
/// itself is written to descriptor 2 directly, around these streams.
enum StatusLineStreams {
    /// Guards `stderr`, and `stdout` when it is a terminal (a file or a pipe
    /// never shares a row with the line). Called once, in the process that
    /// owns the status line, when it may show one.
    static func install() {
        shl_streams_guard({ BatchProgress.eraseShownLine() }, isatty(1) != 0 ? 1 : 0)
    }

    /// write(2) until all is written (EINTR retried); stops at an error.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) {
        var done = 0
        while done < bytes.count {
            let n = Glibc.write(fd, bytes.baseAddress! + done, bytes.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                return
            }
            done += n
        }
    }
}
