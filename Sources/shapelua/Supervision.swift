import CSupervisor
#if canImport(Glibc)
import Glibc
#endif

/// The command line runs as two processes (docs/ARCHITECTURE.md,
/// "Supervisor and worker"): the one the user started supervises, and a
/// worker it forks runs Lua and everything Lua causes, bounded by the
/// kernel — `--max-memory` as the worker's data limit, `--timeout` by the
/// supervisor's clock, which ends a run that its own count hook could not
/// stop a quarter of a second after the deadline. However the worker ends, the
/// supervisor reports it and removes the temporary files of unfinished
/// writes; the REPL goes on from a snapshot taken before the line.
enum Supervision {
    /// Resident memory allowed above `--max-memory M`: 10 % + 32 MiB. The
    /// worker's data segment (every heap and anonymous mapping) gets all of
    /// it but `residentReserve`, which is for what is resident without being
    /// data: the program's and libraries' code, mapped font files, stacks
    /// (about 20 MiB with librsvg and the fonts loaded).
    static func dataLimit(mebibytes: Double) -> Double {
        mebibytes * 1.1 * 1_048_576 + 32 * 1_048_576 - residentReserve
    }
    static let residentReserve = 24.0 * 1_048_576

    /// How long a run may go on past its deadline before the supervisor
    /// ends it: long enough for Lua code to stop at its next hook and
    /// report (within a thousand instructions), short enough to end within
    /// a second of the deadline with the rest of that second left for the
    /// kill, the exit and the report on a loaded machine (at 0.5 s a run
    /// ended 1.11 s past its deadline with both cores busy).
    static let grace = 0.25

    /// First thing in the program: the supervisor is the process the user
    /// started, and everything from here on runs in the worker, whose
    /// limits the command line then sets (`start`). Forking before the
    /// Swift runtime and the parser have run leaves the worker fewer pages
    /// to copy and fault in again (docs/PERFORMANCE.md, start-up). Returns
    /// in the worker; when no worker can be forked, returns in this process,
    /// and `start` tries again and says why it failed.
    static func begin() {
        _ = shl_supervise_from_start()
    }

    /// Sets the run's limits: hands them to the supervisor that `begin`
    /// started, or — in a process that has none waiting (each run of
    /// `--watch`) — forks the worker now and returns in it. The supervisor
    /// never returns: it exits with the worker's status, or 1 with a message.
    static func start(_ options: CommandLineOptions, repl: Bool) {
        var config = shl_SupervisorConfig()
        config.timeout = options.timeout ?? 0
        config.grace = grace
        if let mib = options.maxMemoryMiB { config.dataLimit = UInt64(dataLimit(mebibytes: mib)) }
        config.repl = repl ? 1 : 0
        let time = "time limit reached" + (options.timeout.map { " (--timeout \(Session.number($0)) s)" } ?? "")
        let memory = "memory limit reached" + (options.maxMemoryMiB.map { " (--max-memory \(Session.number($0)) MiB)" } ?? "")
        let status = time.withCString { timeText in
            memory.withCString { memoryText in
                config.timeMessage = timeText
                config.memoryMessage = memoryText
                if shl_worker_configure(&config) != 0 { return Int32(0) }
                Stdout.flush() // nothing buffered here is written twice
                return shl_supervise(&config)
            }
        }
        guard status < 0 else { return }
        Stderr.write("shapelua: cannot start the worker process: \(String(cString: strerror(errno)))\n")
        exit(1)
    }

    /// A fresh worker after a stop ended the one that held the REPL's state.
    static var wasReset: Bool { shl_worker_was_reset() != 0 }

    /// Before a REPL line: a snapshot of this worker to go on from if the
    /// line ends it. True when this process is that snapshot, woken because
    /// the worker died: the line is over and was reported.
    static func snapshotBeforeLine() -> Bool {
        Stdout.flush()
        return shl_worker_snapshot() != 0
    }
}
