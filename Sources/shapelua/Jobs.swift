#if canImport(Glibc)
import Glibc
#endif

/// `--jobs N` (SPEC §12): the script runs as shards 0…N−1 of N in N child
/// processes of this same executable (`--shard K/N` each), at once. Their
/// standard error is streamed line by line with a `shard K/N: ` prefix,
/// their standard output is this process's own, and each file a shard
/// writes is reported through one shared pipe, so the status line here
/// counts all of them. The exit status is the first non-zero status in
/// the order the shards end (0 when all succeed); a shard ended by a
/// signal counts as 128 + the signal's number, as in a shell.
struct Jobs {
    let options: CommandLineOptions
    let count: Int

    private final class Child {
        let shard: Int
        let pid: pid_t
        let errors: Int32
        var pending: [UInt8] = []
        var open = true
        init(shard: Int, pid: pid_t, errors: Int32) { self.shard = shard; self.pid = pid; self.errors = errors }
    }

    func run() -> Int32 {
        let progress = BatchProgress(forced: options.progress)
        var report: [Int32] = [0, 0]
        guard Jobs.pipe(&report) else { return fail("cannot make a pipe", errno) }
        var children: [Child] = []
        for shard in 0..<count {
            var errors: [Int32] = [0, 0]
            guard Jobs.pipe(&errors) else { return fail("cannot make a pipe", errno) }
            guard let pid = spawn(shard: shard, errors: errors[1], report: report[1]) else {
                return fail("cannot start shard \(shard)/\(count)", errno)
            }
            close(errors[1])
            children.append(Child(shard: shard, pid: pid, errors: errors[0]))
        }
        close(report[1])
        var reportOpen = true, reportPending: [UInt8] = []
        var endOrder: [Child] = []
        while reportOpen || children.contains(where: { $0.open }) {
            var fds = children.filter(\.open).map { pollfd(fd: $0.errors, events: Int16(POLLIN), revents: 0) }
            if reportOpen { fds.append(pollfd(fd: report[0], events: Int16(POLLIN), revents: 0)) }
            if poll(&fds, nfds_t(fds.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for fd in fds where fd.revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 65536)
                let n = read(fd.fd, &buffer, buffer.count)
                if n < 0 && errno == EINTR { continue }
                if fd.fd == report[0] {
                    if n <= 0 { reportOpen = false; continue }
                    reportPending += buffer[0..<n]
                    for line in Jobs.takeLines(&reportPending) { progress.record(line) }
                    continue
                }
                guard let child = children.first(where: { $0.errors == fd.fd }) else { continue }
                if n <= 0 {
                    child.open = false
                    endOrder.append(child)
                    if !child.pending.isEmpty { child.pending.append(10) }
                } else {
                    child.pending += buffer[0..<n]
                }
                let lines = Jobs.takeLines(&child.pending)
                if !lines.isEmpty {
                    progress.finish() // prefixed lines start on a clean line
                    for line in lines { Stderr.write("shard \(child.shard)/\(count): \(line)\n") }
                    fflush(stderr)
                }
            }
        }
        progress.finish()
        var status: Int32 = 0
        for child in endOrder + children.filter({ c in !endOrder.contains { $0 === c } }) {
            close(child.errors)
            let code = Jobs.wait(child.pid)
            if status == 0 && code != 0 { status = code }
        }
        close(report[0])
        return status
    }

    /// A pipe whose ends close on exec (the shards get theirs by dup2).
    static func pipe(_ fds: inout [Int32]) -> Bool {
        guard Glibc.pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// The complete lines in `pending` (without their newline), removed from it.
    static func takeLines(_ pending: inout [UInt8]) -> [String] {
        var lines: [String] = []
        while let newline = pending.firstIndex(of: 10) {
            lines.append(String(decoding: pending[..<newline], as: UTF8.self))
            pending.removeSubrange(...newline)
        }
        return lines
    }

    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return 1 }
        }
        // <sys/wait.h>'s macros, which Swift does not import.
        let signal = status & 0x7F
        if signal == 0 { return (status >> 8) & 0xFF }
        return 128 + signal
    }

    /// The shard's argument list: this command line without `--jobs`
    /// (and the status line options, which the parent owns), with
    /// `--shard K/N --quiet` first.
    func childArguments(shard: Int) -> [String] {
        let argv = options.argv
        let end = options.scriptIndex ?? argv.count
        var kept: [String] = []
        var i = 1
        while i < end {
            let a = argv[i]
            if a == "--jobs" { i += 2; continue }
            if a.hasPrefix("--jobs=") || a == "--progress" || a == "--quiet" { i += 1; continue }
            kept.append(a)
            i += 1
        }
        return [argv[0], "--shard", "\(shard)/\(count)", "--quiet"] + kept + Array(argv[end...])
    }

    private func spawn(shard: Int, errors: Int32, report: Int32) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        posix_spawn_file_actions_adddup2(&actions, report, 3)
        var environment: [String] = []
        var e = environ
        while let entry = e.pointee {
            let text = String(cString: entry)
            if !text.hasPrefix(BatchProgress.reportVariable + "=") { environment.append(text) }
            e += 1
        }
        environment.append("\(BatchProgress.reportVariable)=3")
        let arguments = childArguments(shard: shard)
        let cArguments = arguments.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup($0) } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, "/proc/self/exe", &actions, nil, cArguments, cEnvironment)
        guard result == 0 else { errno = result; return nil }
        return pid
    }

    private func fail(_ what: String, _ code: Int32) -> Int32 {
        Stderr.write("shapelua: \(what): \(String(cString: strerror(code)))\n")
        return 1
    }
}
