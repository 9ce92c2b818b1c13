import CEdit
#if canImport(Glibc)
import Glibc
#endif

/// Line editing, history and Tab completion through libedit's readline
/// interface. libedit is loaded (dlopen, see Sources/CEdit/shim.h) only
/// when the REPL starts on a terminal, so running a script never pays for it.
final class EditLineReader: LineReader {
    /// The loaded library; read by the completion callbacks below.
    static var edit = shl_Edit()

    /// ~/.shapelua_history; nil when HOME is not set.
    let historyPath: String?
    static let historyLimit: Int32 = 1000

    /// nil when libedit cannot be loaded.
    init?(completion: Completion) {
        guard shl_edit_open(&EditLineReader.edit) != 0 else { return nil }
        let edit = EditLineReader.edit
        historyPath = getenv("HOME").map { FilePath.join(String(cString: $0), ".shapelua_history") }
        edit.rl_readline_name.pointee = UnsafePointer(strdup("shapelua"))
        edit.using_history()
        edit.stifle_history(EditLineReader.historyLimit)
        if let historyPath { _ = edit.read_history(historyPath) }
        Completion.active = completion
        // Break words at operators and brackets but not at '.' or ':', so
        // the text to complete is a whole "object.fi" or "obj:me".
        edit.rl_basic_word_break_characters.pointee = UnsafePointer(strdup(" \t\n\"'`<>=;+-*/%^~#&|{}(),"))
        edit.rl_attempted_completion_function.pointee = attemptCompletion
        edit.rl_completion_append_character.pointee = 0
    }

    deinit { Completion.active = nil }

    func read(prompt: String) -> LineInput {
        Interrupt.atPrompt = 0
        guard let line = EditLineReader.edit.readline(prompt) else {
            return Interrupt.atPrompt != 0 ? .interrupted : .end
        }
        defer { free(line) }
        return .line(String(cString: line))
    }

    func remember(_ entry: String) {
        let edit = EditLineReader.edit
        _ = edit.add_history(entry)
        // Written after every entry, so a killed REPL keeps its history.
        if let historyPath { _ = edit.write_history(historyPath) }
    }
}

// libedit calls these C function pointers; they reach the REPL's
// completion through `Completion.active`.
private let attemptCompletion: @convention(c) (UnsafePointer<CChar>?, Int32, Int32)
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, _, end in
    let edit = EditLineReader.edit
    edit.rl_attempted_completion_over.pointee = 1 // never fall back to file names
    guard let text, let completion = Completion.active else { return nil }
    // The line up to the cursor: completion after a call needs what comes
    // before the word (libedit's word stops at the call's brackets).
    var line = String(cString: text)
    if let buffer = edit.rl_line_buffer.pointee, end >= 0, strlen(buffer) >= Int(end) {
        line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: Int(end)), as: UTF8.self)
    }
    completion.pending = completion.candidates(for: String(cString: text), line: line)
    return edit.rl_completion_matches(text, nextMatch)
}

private let nextMatch: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = { _, _ in
    guard let completion = Completion.active, !completion.pending.isEmpty else { return nil }
    return strdup(completion.pending.removeFirst())
}
