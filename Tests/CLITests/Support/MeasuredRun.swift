import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A run of the real binary measured from outside: wall time from spawn to
/// exit, and peak resident size from the kernel (wait4's rusage), as SPEC
/// §10's bounds are stated. posix_spawn (not Foundation's Process) so the
/// child's rusage is the child's alone.
struct MeasuredRun {
    var status: Int32        // exit status, or 128 + signal
    var signaled: Bool
    var stdout: String
    var stderr: String
    var seconds: Double
    var peakResidentMiB: Double

    /// True when the tests (and so the binary) are built with
    /// AddressSanitizer, which replaces malloc: the binary's heap counter
    /// is compiled out and only Lua's allocations are bounded there.
    static var underAddressSanitizer: Bool {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
    }

    /// Runs shapelua with `arguments` in `directory` (a scratch folder when
    /// nil), standard input empty; kills it after `killAfter` seconds so a
    /// failure cannot hang the suite. `interruptAfter`: send SIGINT once
    /// stderr contains that text.
    static func run(_ arguments: [String], in directory: URL? = nil, killAfter: Double = 30,
                    interruptWhen marker: String? = nil) throws -> MeasuredRun {
        let scratch = try Scratch()
        let folder = directory ?? scratch.url
        let outPath = scratch.url.appendingPathComponent(".stdout").path
        let errPath = scratch.url.appendingPathComponent(".stderr").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
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
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        // The child starts in `folder`: shapelua is run through /bin/sh -c 'cd && exec'.
        let command = "cd \"$1\" && shift && exec \"$@\""
        let argv = (["/bin/sh", "-c", command, "sh", folder.path, Shapelua.binary] + arguments).map { strdup($0) } + [nil]
        let environment = Shapelua.environment(home: scratch.url.path, ["PATH": "/usr/bin:/bin"])
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let start = Date()
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw TerminalError(message: "cannot start shapelua: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        var interrupted = marker == nil
        while true {
            let r = wait4(pid, &status, WNOHANG, &usage)
            if r == pid { break }
            let elapsed = Date().timeIntervalSince(start)
            if elapsed > killAfter { kill(pid, SIGKILL) }
            if !interrupted, let marker,
               ((try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "").contains(marker) {
                usleep(100_000) // into the loop that follows the marker
                kill(pid, SIGINT)
                interrupted = true
            }
            usleep(5_000)
        }
        let seconds = Date().timeIntervalSince(start)
        let signaled = (status & 0x7f) != 0
        return MeasuredRun(status: signaled ? 128 + (status & 0x7f) : (status >> 8) & 0xff,
                           signaled: signaled,
                           stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
                           stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
                           seconds: seconds,
                           peakResidentMiB: Double(usage.ru_maxrss) / 1024) // ru_maxrss is in KiB
    }
}
