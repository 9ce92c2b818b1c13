import CLuaBridge
import LuaBridge
#if canImport(Glibc)
import Glibc
#endif

/// The program: parse, then do what `lua.c`'s `pmain` does. Returns the
/// exit status: 0 success, 1 a script error, 2 a usage error.
enum CommandLineTool {
    static let version = "shapelua 0.1.0 (Lua \(LuaState.luaRelease)"
        + " Copyright (C) 1994-2022 Lua.org, PUC-Rio)"

    static func main(_ argv: [String]) -> Int32 {
        // `| head`: a reader of standard output that went away ends the
        // process quietly (exit 141), never by SIGPIPE (docs/SVG.md).
        shl_stdout_catch_sigpipe()
        let options: CommandLineOptions
        do {
            options = try CommandLineParser.parse(argv)
        } catch {
            Usage.report(error as? UsageError ?? UsageError(message: "\(error)"))
            return 2
        }
        if options.help {
            Stdout.write(Usage.text)
            return 0
        }
        if options.manual {
            Stdout.write(ManualPage.text(version: String(version.prefix { $0 != "(" }.dropLast())))
            return 0
        }
        Interrupt.unblock()
        // A signal that ends the process removes the temporary files of
        // writes under way; SIGXFSZ becomes an EFBIG write error (docs/SVG.md).
        shl_tempfiles_catch_signals()
        let views = makeViewOutput()
        if options.api {
            do { try Stdout.emit(views.apiMarkdown()) } catch { report(error); return 1 }
            return 0
        }
        if options.printVersion { Stdout.write(version + "\n") }
        if options.watch { Watcher(options: options, views: views).run() }
        if let jobs = options.jobs { return Jobs(options: options, count: jobs).run() }
        return runOnce(options, views: views)
    }

    /// What runs: the script, or standard input when there is neither a
    /// script nor -e/-v and standard input is not a terminal, or the REPL
    /// (-i, or nothing to run and a terminal).
    enum Plan { case script, standardInput, nothing }

    static func plan(_ options: CommandLineOptions, stdinIsTerminal: Bool) -> (main: Plan, repl: Bool) {
        if options.scriptIndex != nil { return (.script, options.interactive) }
        if options.interactive { return (.nothing, true) }
        if options.hasChunkOption || options.printVersion { return (.nothing, false) }
        return stdinIsTerminal ? (.nothing, true) : (.standardInput, false)
    }

    static func runOnce(_ options: CommandLineOptions, views: ViewOutput) -> Int32 {
        let (main, repl) = plan(options, stdinIsTerminal: isatty(0) != 0)
        if options.preview != nil && !repl {
            Usage.report(UsageError(message: "'--preview' is for the REPL (use -o with a script)"))
            return 2
        }
        if options.outputPath != nil && main == .nothing && !options.hasChunkOption {
            Usage.report(UsageError(message: "'-o' needs a script or a chunk (-e) whose result it writes"))
            return 2
        }
        Supervision.start(options, repl: repl)
        let session: Session
        do {
            if options.sandbox { try SandboxConfinement(options, repl: repl).apply() }
            // Not for the REPL: libedit writes through the streams' descriptors
            // (fileno), which a guarded stream does not have.
            if !repl && BatchProgress.mayShow(forced: options.progress) { StatusLineStreams.install() }
            session = try Session(options: options, views: views)
        } catch {
            report(error)
            return 1
        }
        // The process exits when this returns (see LuaState.closeForExit);
        // what was printed is out before finalizers run at the close.
        defer {
            Stdout.flush()
            session.closeForExit()
        }
        if Supervision.wasReset { // after a stop ended the worker: the REPL goes on, nothing is rerun
            REPL(session: session).run()
            return 0
        }
        let ok = runMain(session, main, repl: repl)
        session.progress.finish()
        if !ok { return 1 }
        if repl {
            if !options.printVersion { Stdout.write(version + "\n") } // as lua.c, before the first prompt
            REPL(session: session).run()
        }
        return 0
    }

    /// LUA_INIT, the options, then the main chunk; reports the first error.
    static func runMain(_ session: Session, _ main: Plan, repl: Bool = false) -> Bool {
        do {
            // One run: LUA_INIT, the options, the script and the writing of
            // its view share the limits (docs/RELIABILITY.md).
            try session.run {
                try session.runInit()
                let chunkIsMain = main == .nothing
                let kept = try session.runActions(keepLast: chunkIsMain)
                var count = kept
                if main != .nothing {
                    session.lua.setTop(0)
                    count = try session.runScript()
                }
                // A chunk's view goes to stdout only when it is the last thing
                // run; before a REPL (-i) only -o writes it.
                let chunkOutput = session.options.hasChunkOption && (session.options.outputPath != nil || !repl)
                if main != .nothing || chunkOutput {
                    try session.writeResult(count: count)
                }
            }
            session.lua.setTop(0)
            return true
        } catch {
            session.progress.finish() // the message starts on a clean line
            report(error)
            session.lua.setTop(0)
            return false
        }
    }

    /// The exit status once everything, the Lua state included (finalizers
    /// may print), is done: standard output is flushed, and a write to it
    /// that failed at any point is reported and fails the run.
    static func finish(_ status: Int32) -> Int32 {
        guard let error = Stdout.finish() else { return status }
        report(error)
        return status == 0 ? 1 : status
    }

    /// "shapelua: message" (and the traceback, for Lua errors) on stderr.
    static func report(_ error: Error) {
        Stderr.write("shapelua: \(error)\n")
    }
}
