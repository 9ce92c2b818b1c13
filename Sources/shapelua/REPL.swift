import LuaBridge
#if canImport(Glibc)
import Glibc
#endif

/// The read-eval-print loop, after `lua.c`'s `doREPL`: a line is first
/// tried as `return line;` so expressions print their values (`addreturn`);
/// otherwise it is a statement, continued with `>> ` while the compiler
/// stops at `<eof>` (`incomplete`, `multiline`). Errors are printed without
/// the program name, as lua.c does in its REPL, and the loop goes on; each
/// line is a run of its own for the limits and Ctrl-C.
final class REPL {
    static let prompt = "> "
    static let continuationPrompt = ">> "

    let session: Session
    let reader: LineReader
    private var lua: LuaState { session.lua }
    /// `print(...)`, compiled once: how results are shown (lua.c's l_print
    /// calls the global print; a chunk does so without any raising API call
    /// from Swift).
    private var printer: LuaRef?
    /// The text of the chunk being run (for --preview of assignments).
    private var chunkText = ""
    /// `--preview terminal`: the protocol, found when the REPL starts.
    private var terminal: TerminalPreview?

    init(session: Session, reader: LineReader? = nil) {
        self.session = session
        if let reader {
            self.reader = reader
        } else if isatty(0) != 0 {
            if let edit = EditLineReader(completion: Completion(session: session)) {
                self.reader = edit
            } else {
                Stderr.write("shapelua: libedit could not be loaded; no line editing or history\n")
                self.reader = PlainLineReader()
            }
        } else {
            self.reader = PlainLineReader()
        }
    }

    func run() {
        Interrupt.installPromptHandler()
        defer { signal(SIGINT, SIG_DFL) }
        lua.setTop(0)
        if (try? lua.load("print(...)", name: "=stdin")) != nil {
            printer = lua.ref(at: -1)
            lua.pop()
        }
        if session.options.preview == .terminal { terminal = TerminalPreview() }
        while true {
            switch readChunk() {
            case .end:
                Stdout.write("\n")
                Stdout.flush()
                return
            case .interrupted:
                Stdout.write("\n")
            case .failed(let error):
                Stderr.write("\(error)\n")
            case .loaded:
                runLine()
            }
            lua.setTop(0)
        }
    }

    enum Chunk {
        /// The compiled chunk is on top of the stack.
        case loaded
        case failed(Error)
        case interrupted
        case end
    }

    /// Reads and compiles one chunk (lua.c's loadline).
    func readChunk() -> Chunk {
        var line: String
        switch reader.read(prompt: prompt(first: true)) {
        case .end: return .end
        case .interrupted: return .interrupted
        case .line(let text): line = text
        }
        if line.hasPrefix("=") { line = "return " + line.dropFirst() } // Lua 5.3's shorthand, kept by lua.c
        if (try? lua.load("return " + line + ";", name: "=stdin")) != nil {
            if !line.isEmpty { reader.remember(line) }
            chunkText = line
            return .loaded
        }
        return continueChunk(line)
    }

    /// lua.c's multiline: keep reading while the chunk is incomplete.
    private func continueChunk(_ first: String) -> Chunk {
        var buffer = first
        while true {
            do {
                try lua.load(buffer, name: "=stdin")
                reader.remember(buffer)
                chunkText = buffer
                return .loaded
            } catch let error as LuaError where REPL.isIncomplete(error) {
                switch reader.read(prompt: prompt(first: false)) {
                case .line(let more): buffer += "\n" + more
                case .interrupted: return .interrupted
                case .end:
                    reader.remember(buffer)
                    return .failed(error)
                }
            } catch {
                reader.remember(buffer)
                return .failed(error)
            }
        }
    }

    /// `_PROMPT` / `_PROMPT2` through `tostring` as lua.c's get_prompt
    /// (any value, __tostring included), else "> " / ">> ". An error in a
    /// __tostring is reported and the default prompt used.
    private func prompt(first: Bool) -> String {
        let fallback = first ? REPL.prompt : REPL.continuationPrompt
        let base = lua.top
        defer { lua.setTop(base) }
        lua.pushPromptFunction()
        lua.push(first)
        do {
            try session.call(arguments: 1, results: 1)
        } catch {
            CommandLineTool.report(error)
            return fallback
        }
        return lua.string(at: -1) ?? fallback
    }

    /// A syntax error at the end of the input: the chunk goes on (lua.c's
    /// `incomplete`, which looks for the "<eof>" mark).
    static func isIncomplete(_ error: LuaError) -> Bool {
        error.kind == .syntax && error.message.hasSuffix("<eof>")
    }

    /// Each line is one run (docs/RELIABILITY.md): its code, the preview of its view
    /// and the printing of its results share the limits; a limit stops the
    /// line, never the REPL.
    private func runLine() {
        // A stop the kernel makes ends this process: the snapshot goes on
        // from here, the line over (the supervisor reported it).
        if Supervision.snapshotBeforeLine() { return }
        var reported = false
        do {
            try session.run { reported = execute() }
        } catch where !reported {
            Stderr.write("\(error)\n") // the budget ran out in Swift-side work
        } catch {}
    }

    /// Runs the chunk on top; prints its results, and writes the first one
    /// to the --preview file when it is a view.
    /// Returns whether it reported an error.
    private func execute() -> Bool {
        let base = lua.top - 1
        do {
            try session.call(arguments: 0, results: LuaState.allResults)
        } catch {
            Stderr.write("\(error)\n")
            return true
        }
        let count = lua.top - base
        guard count > 0 else { return previewAssigned() }
        var reported = preview(at: base + 1)
        guard let printer else { return reported }
        lua.push(printer)
        lua.insert(at: base + 1)               // printer, results...
        do {
            try session.call(arguments: count, results: 0)
        } catch {
            Stderr.write("error calling 'print' (\(error))\n")
            reported = true
        }
        return reported
    }

    /// A statement: the last assigned variable that holds a view goes to
    /// the preview (`v = Circle()`), read back under a protected call.
    /// Returns whether it reported an error.
    private func previewAssigned() -> Bool {
        guard session.options.preview != nil else { return false }
        for target in AssignmentTargets.of(chunkText).reversed() {
            let base = lua.top
            defer { lua.setTop(base) }
            do {
                try lua.load("return " + target, name: "=preview", mode: "t")
                try session.call(arguments: 0, results: 1)
            } catch {
                continue
            }
            if session.views.isView(lua, at: lua.top) {
                return preview(at: lua.top)
            }
        }
        return false
    }

    /// Returns whether it reported an error.
    private func preview(at index: Int32) -> Bool {
        guard let target = session.options.preview, session.views.isView(lua, at: index) else { return false }
        do {
            switch target {
            case .file(let path):
                // Not one of the run's saves: rewritten with every view.
                try session.views.save(lua, at: index, options: session.options.render, to: path, numbered: false)
            case .terminal:
                guard let terminal, terminal.graphics != nil else { return false }
                try terminal.show(svg: try session.views.svg(lua, at: index, options: session.options.render),
                                  baseFile: session.views.rasterBaseFile)
            }
            return false
        } catch {
            Stderr.write("preview: \(error)\n")
            return true
        }
    }
}
