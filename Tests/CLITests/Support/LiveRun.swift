import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// shapelua running while a test watches it: its standard error comes
/// through a pipe the test reads, so the test waits for a line that says
/// a state was reached (never for a time), then acts on the process
/// (signals) and waits for its end. Started with SIGINT, SIGTERM and
/// SIGHUP at their defaults and unblocked, whatever the test runner has.
final class LiveRun {
    let pid: pid_t
    private let errors: Int32
    private(set) var stderr = ""
    private var open = true

    /// Runs `shapelua arguments` in `directory`; `shell` is run first by
    /// the same shell (for example `ulimit -n 40`), which then execs shapelua.
    init(_ arguments: [String], in directory: URL, shell: String = "") throws {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw TerminalError(message: "pipe failed") }
        _ = fcntl(pipe[0], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 2)
        posix_spawn_file_actions_addclose(&actions, pipe[1])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), empty = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGCHLD] { sigaddset(&defaults, signal) }
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let command = shell + " cd \"$1\" && shift && exec \"$@\""
        let argv = (["/bin/sh", "-c", command, "sh", directory.path, Shapelua.binary] + arguments).map { strdup($0) } + [nil]
        let environment = Shapelua.environment(home: directory.path, ["PATH": "/usr/bin:/bin"])
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
        close(pipe[1])
        guard spawned == 0 else {
            close(pipe[0])
            throw TerminalError(message: "cannot start shapelua: \(String(cString: strerror(spawned)))")
        }
        self.pid = pid
        errors = pipe[0]
    }

    deinit {
        if open { close(errors) }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == 0 { kill(pid, SIGKILL); waitpid(pid, &status, 0) }
    }

    /// Reads standard error until it contains every one of `texts`; false
    /// if the stream ends or `timeout` seconds pass first.
    func waitFor(_ texts: [String], timeout: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !texts.allSatisfy({ stderr.contains($0) }) {
            guard open, Date() < deadline, readSome(until: deadline) else { return texts.allSatisfy { stderr.contains($0) } }
        }
        return true
    }

    /// Reads standard error to its end and waits for the process: its wait
    /// status, or nil if that takes more than `timeout` seconds.
    func finish(timeout: Double = 60) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while open {
            guard Date() < deadline else { return nil }
            _ = readSome(until: deadline)
        }
        var status: Int32 = 0
        while true {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { return status }
            if r < 0 || Date() > deadline { return nil }
            usleep(1_000)
        }
    }

    /// The process's children now (Linux's /proc/PID/task/PID/children).
    var children: [pid_t] { Self.children(of: pid) }

    /// What the worker started (the shards of `--jobs`): the process the
    /// test started supervises one worker, which does everything else.
    var workersChildren: [pid_t] { children.flatMap { Self.children(of: $0) } }

    static func children(of pid: pid_t) -> [pid_t] {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return text.split(separator: " ").compactMap { pid_t($0) }
    }

    private func readSome(until deadline: Date) -> Bool {
        var fd = pollfd(fd: errors, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, min(deadline.timeIntervalSinceNow, 3600)) * 1000)
        guard poll(&fd, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let n = read(errors, &buffer, buffer.count)
        if n <= 0 {
            if n < 0 && errno == EINTR { return true }
            close(errors)
            open = false
            return false
        }
        stderr += String(decoding: buffer[0..<n], as: UTF8.self)
        return true
    }

    /// Whether process `pid` has ended (gone, or a zombie nobody reaped yet).
    static func hasEnded(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        // "pid (comm) S ...": the state follows the last ')'.
        guard let close = stat.lastIndex(of: ")") else { return true }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }

    /// Waits (polling /proc, up to `timeout` seconds) until every process
    /// of `pids` has ended; the ones still running then.
    static func stillRunning(_ pids: [pid_t], timeout: Double = 60) -> [pid_t] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let running = pids.filter { !hasEnded($0) }
            if running.isEmpty || Date() > deadline { return running }
            usleep(10_000)
        }
    }
}
