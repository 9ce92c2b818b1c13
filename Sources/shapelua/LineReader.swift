#if canImport(Glibc)
import Glibc
#endif

/// What reading one line of REPL input gave.
enum LineInput: Equatable {
    case line(String)
    /// Ctrl-C while the line was being typed: abandon it.
    case interrupted
    /// Ctrl-D or the end of the input: leave the REPL.
    case end
}

/// Where the REPL's lines come from: libedit on a terminal, plain reads
/// otherwise (as lua.c without readline: the prompt on stdout, fgets).
protocol LineReader: AnyObject {
    func read(prompt: String) -> LineInput
    /// Adds an entered chunk to the history.
    func remember(_ entry: String)
}

/// Reads lines from standard input without editing or history.
final class PlainLineReader: LineReader {
    func read(prompt: String) -> LineInput {
        Stdout.write(prompt)
        Stdout.flush()
        Interrupt.atPrompt = 0
        var buffer: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(buffer) }
        let count = getline(&buffer, &capacity, stdin)
        if count < 0 {
            let interrupted = Interrupt.atPrompt != 0
            clearerr(stdin)
            return interrupted ? .interrupted : .end
        }
        var line = String(cString: buffer!)
        if line.hasSuffix("\n") { line.removeLast() }
        return .line(line)
    }

    func remember(_ entry: String) {}
}
