import CEdit
#if canImport(Glibc)
import Glibc
#endif

/// Line editing, history and Tab completion through libedit's readline
/// interface. Created only when the REPL starts on a terminal, so running
/// a script never pays for initialising libedit.
final class EditLineReader: LineReader {
    /// ~/.shapelua_history; nil when HOME is not set.
    let historyPath: String?
    static let historyLimit: Int32 = 1000

    init(completion: Completion) {
        historyPath = getenv("HOME").map { FilePath.join(String(cString: $0), ".shapelua_history") }
        rl_readline_name = UnsafePointer(strdup("shapelua"))
        using_history()
        stifle_history(EditLineReader.historyLimit)
        if let historyPath { _ = read_history(historyPath) }
        Completion.active = completion
        // Break words at operators and brackets but not at '.' or ':', so
        // the text to complete is a whole "object.fi" or "obj:me".
        rl_basic_word_break_characters = UnsafePointer(strdup(" \t\n\"'`<>=;+-*/%^~#&|{}(),"))
        rl_attempted_completion_function = attemptCompletion
        rl_completion_append_character = 0
    }

    func read(prompt: String) -> LineInput {
        Interrupt.atPrompt = 0
        guard let line = readline(prompt) else {
            return Interrupt.atPrompt != 0 ? .interrupted : .end
        }
        defer { free(line) }
        return .line(String(cString: line))
    }

    func remember(_ entry: String) {
        _ = add_history(entry)
        // Written after every entry, so a killed REPL keeps its history.
        if let historyPath { _ = write_history(historyPath) }
    }
}

// libedit calls these C function pointers; they reach the REPL's
// completion through `Completion.active`.
private let attemptCompletion: @convention(c) (UnsafePointer<CChar>?, Int32, Int32)
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, _, _ in
    rl_attempted_completion_over = 1 // never fall back to file names
    guard let text, let completion = Completion.active else { return nil }
    completion.pending = completion.candidates(for: String(cString: text))
    return rl_completion_matches(text, nextMatch)
}

private let nextMatch: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = { _, _ in
    guard let completion = Completion.active, !completion.pending.isEmpty else { return nil }
    return strdup(completion.pending.removeFirst())
}
