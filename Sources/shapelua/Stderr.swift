import CLuaBridge
#if canImport(Glibc)
import Glibc
#endif

/// Writing to the C standard streams, so that Swift's output and Lua's
/// `print` (which uses C stdio) stay in order.
enum Stderr {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, stderr) }
    }
}

/// Standard output, with every write checked (docs/SVG.md): a failure (a full
/// disk, /dev/full, a closed descriptor) is an error with a message and exit
/// status 1; a reader that went away (EPIPE) ends the process quietly with
/// status 141 (`shl_exit_reader_gone`; SIGPIPE itself is caught, see
/// CLuaBridge/stdoutpipe.c).
enum Stdout {
    /// Writes `text` (prompts, the banner): a failure is remembered by the
    /// stream and reported by `finish()` at exit.
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
    }

    static func flush() { fflush(stdout) }

    /// Writes and flushes output that must arrive whole (a document, the
    /// API reference); throws when it could not be written.
    static func emit(_ text: String) throws {
        var text = text
        try text.withUTF8 { try emit(UnsafeRawBufferPointer($0)) }
    }

    static func emit(bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try emit($0) }
    }

    private static func emit(_ buffer: UnsafeRawBufferPointer) throws {
        let written = buffer.isEmpty ? 0 : fwrite(buffer.baseAddress, 1, buffer.count, stdout)
        if written < buffer.count || fflush(stdout) != 0 {
            let code = errno
            reported = true
            throw failure(code)
        }
    }

    /// An `emit` failed and was thrown (so reported): `finish` stays quiet.
    private static var reported = false

    /// At exit: flushes what `write` and Lua's `print` left in the buffer.
    /// Returns the error to report when standard output failed at any point.
    static func finish() -> OutputError? {
        if fflush(stdout) != 0 || ferror(stdout) != 0 {
            let code = errno
            clearerr(stdout)
            return reported ? nil : failure(code)
        }
        return nil
    }

    private static func failure(_ code: Int32) -> OutputError {
        if code == EPIPE { shl_exit_reader_gone() } // never returns
        // The stream's error flag can outlive the errno of the write that set it.
        guard code != 0 else { return OutputError(message: "cannot write to standard output: an earlier write failed") }
        return AtomicFile.failure("cannot write to standard output", code)
    }
}
