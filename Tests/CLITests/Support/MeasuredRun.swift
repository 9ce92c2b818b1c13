import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A run of the real binary measured from outside: wall time from spawn to
/// exit, and peak resident size from the kernel, as docs/RELIABILITY.md bounds are
/// stated. The peak comes from GNU time (`%M`: wait4's ru_maxrss of the
/// process it forked), not from our own wait4: a process started by
/// posix_spawn (vfork) counts the test runner's resident size, which it
/// shared until exec, into its ru_maxrss; GNU time is small, so its fork's
/// is the binary's own.
struct MeasuredRun {
    var status: Int32        // exit status, or 128 + signal
    var signaled: Bool
    var stdout: String
    var stderr: String
    var seconds: Double
    var peakResidentMiB: Double
    /// Seconds from the run's start (seen through `marksRunStart`) to the
    /// exit: what docs/RELIABILITY.md "1 s after --timeout" is about, without the
    /// process's start-up, which a loaded machine can stretch. Equal to
    /// `seconds` when the start was not marked. The test's own look at the
    /// exit can come late when the machine stalls the test runner, so it is
    /// at most GNU time's count from spawn to exit, which the small `time`
    /// process takes as the run ends.
    var runSeconds: Double

    /// True when the tests (and so the binary) are built with
    /// AddressSanitizer, which replaces malloc: the binary's heap counter
    /// then runs on the sanitizer's hooks (soft stop only) and the
    /// resident size includes ASan's shadow memory.
    static var underAddressSanitizer: Bool {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
    }

    /// Runs shapelua with `arguments` in `directory` (a scratch folder when
    /// nil), standard input `stdin` (default empty); kills it after `killAfter` seconds so a
    /// failure cannot hang the suite. `interruptAfter`: send SIGINT once
    /// stderr contains that text; `interruptAgainWhen`: once more when
    /// stderr then contains this other text. `executable`: another program to run the
    /// same way (lua5.4, for the behaviour shapelua follows).
    static func run(_ arguments: [String], in directory: URL? = nil, killAfter: Double = 30,
                    interruptWhen marker: String? = nil, interruptAgainWhen secondMarker: String? = nil,
                    executable: String = Shapelua.binary, stdin input: String? = nil,
                    marksRunStart: Bool = false) throws -> MeasuredRun {
        let scratch = try Scratch()
        let inPath = scratch.url.appendingPathComponent(".stdin").path
        try (input ?? "").write(toFile: inPath, atomically: false, encoding: .utf8)
        let folder = directory ?? scratch.url
        let outPath = scratch.url.appendingPathComponent(".stdout").path
        let errPath = scratch.url.appendingPathComponent(".stderr").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), empty = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setpgroup(&attributes, 0) // a group of its own, for the signals below
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        // The child starts in `folder`: shapelua is run through /bin/sh -c 'cd && exec'.
        let peakPath = scratch.url.appendingPathComponent(".peak").path
        let command = "cd \"$1\" && shift && exec \"$@\""
        let argv = (["/bin/sh", "-c", command, "sh", folder.path, "/usr/bin/time", "-o", peakPath, "-f", "%M %e",
                     executable] + arguments).map { strdup($0) } + [nil]
        // LUA_INIT runs first in the run (the deadline is already set): it
        // writes one \u{2} to stderr, taken out again below.
        let environment = Shapelua.environment(home: scratch.url.path, ["PATH": "/usr/bin:/bin"]
                                               .merging(marksRunStart ? ["LUA_INIT": "io.stderr:write('\\2')"] : [:]) { $1 })
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let start = Date()
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw TerminalError(message: "cannot start shapelua: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var interrupted = marker == nil
        var interruptedAgain = secondMarker == nil
        var runStart: Double? = nil
        while true {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { break }
            let elapsed = Date().timeIntervalSince(start)
            if marksRunStart, runStart == nil,
               ((try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "").contains("\u{2}") {
                runStart = elapsed
            }
            if elapsed > killAfter { kill(-pid, SIGKILL) } // the process group: time and shapelua
            if !interrupted, let marker,
               ((try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "").contains(marker) {
                usleep(100_000) // into the loop that follows the marker
                kill(-pid, SIGINT) // the group: GNU time ignores SIGINT while it waits, shapelua gets it
                interrupted = true
            } else if interrupted, !interruptedAgain, let secondMarker,
                      ((try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "").contains(secondMarker) {
                usleep(100_000)
                kill(-pid, SIGINT)
                interruptedAgain = true
            }
            usleep(5_000)
        }
        let seconds = Date().timeIntervalSince(start)
        // Ended before the loop saw the mark: count from its last look.
        if marksRunStart, runStart == nil { runStart = 0 }
        // GNU time exits with the binary's status, or 128 + N and a
        // "Command terminated by signal N" line when a signal ended it.
        let report = (try? String(contentsOfFile: peakPath, encoding: .utf8)) ?? ""
        let signaled = (status & 0x7f) != 0 || report.contains("terminated by signal")
        // Its last line: "KIB ELAPSED_SECONDS".
        let measured = report.split(separator: "\n").last?.split(separator: " ").compactMap { Double($0) } ?? []
        let kib = measured.count == 2 ? measured[0] : .infinity
        let elapsed = measured.count == 2 ? measured[1] : seconds
        return MeasuredRun(status: (status & 0x7f) != 0 ? 128 + (status & 0x7f) : (status >> 8) & 0xff,
                           signaled: signaled,
                           stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
                           stderr: ((try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
                               .replacingOccurrences(of: "\u{2}", with: ""),
                           seconds: seconds,
                           peakResidentMiB: kib / 1024,
                           runSeconds: min(seconds - (runStart ?? 0), elapsed))
    }
}
