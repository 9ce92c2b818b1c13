import CShardSpawn
import CSupervisor
#if canImport(Glibc)
import Glibc
#endif

/// `--jobs N` (docs/BATCH.md, docs/BATCH.md): the script runs as shards 0…N−1
/// of N in N child processes of this same executable (`--shard K/N` each),
/// at once, supervised here:
/// - their standard error is relayed line by line with a `shard K/N: `
///   prefix (in linear time; a line past 64 KiB comes in pieces); their
///   standard output is this process's own, except where it shares a
///   terminal with the status line: then it is relayed line by line too
///   (unprefixed), so that the line is erased before each;
/// - each file a shard writes is reported on a private pipe
///   (`ShardChannel`), so the status line counts all of them and a shard
///   that dies can be reported with what it wrote, and of how many (a
///   shard that finished counted every shard's files);
/// - SIGINT, SIGTERM and SIGHUP sent to this process are sent on to every
///   shard (unless the terminal already sent them to all), and this
///   process waits for them; no shard outlives it, even if it is killed
///   (a parent-death signal, set in the child before exec);
/// - when not every shard can be started, those started are stopped.
/// The exit status is the first non-zero status in the order the shards
/// end (0 when all succeed); a shard killed by a signal is reported and
/// counts as 1. Stopped by SIGTERM or SIGHUP, this process reports the
/// shards and then ends by that signal itself, as a single run does.
struct Jobs {
    let options: CommandLineOptions
    let count: Int

    /// A relayed line's longest piece.
    static let maxRelayedLine = 65536

    /// A pipe a shard writes to that this process relays, whole lines at a
    /// time, each with `prefix`, to its own descriptor `target`.
    private final class RelayedPipe {
        /// The read end; -1 once closed.
        var fd: Int32
        var lines = LineBuffer(maxLine: Jobs.maxRelayedLine)
        let prefix: [UInt8]
        let target: Int32
        init(fd: Int32, prefix: String, target: Int32) {
            self.fd = fd; self.prefix = Array(prefix.utf8); self.target = target
        }
    }

    private final class Shard {
        let index: Int
        let pid: pid_t
        /// Standard output's (when relayed), then standard error's.
        let pipes: [RelayedPipe]
        var files = 0
        /// The files each shard writes, as this shard counted them.
        var totals: [Int?]
        /// The wait status, once reaped.
        var ended: Int32?
        init(index: Int, pid: pid_t, pipes: [RelayedPipe], count: Int) {
            self.index = index; self.pid = pid; self.pipes = pipes
            totals = Array(repeating: nil, count: count)
        }
    }

    func run() -> Int32 {
        let progress = BatchProgress(forced: options.progress)
        let mayShow = BatchProgress.mayShow(forced: options.progress)
        if mayShow { StatusLineStreams.install() }
        let relaysPrinted = mayShow && isatty(1) != 0
        var notify: [Int32] = [0, 0], channel: [Int32] = [0, 0]
        guard Jobs.pipe(&notify), Jobs.pipe(&channel) else { return fail("cannot make a pipe: \(Jobs.describe(errno))") }
        for fd in notify + [channel[0]] { _ = fcntl(fd, F_SETFL, O_NONBLOCK) }
        shl_jobs_catch_signals(notify[1])
        // Shards inherit what we ignore: stop them with a signal they obey.
        let stopSignal = shl_signal_is_ignored(SIGTERM) != 0 ? SIGKILL : SIGTERM

        var shards: [Shard] = []
        var startFailure: String?
        for k in 0..<count {
            var errors: [Int32] = [0, 0], printed: [Int32] = [-1, -1]
            guard Jobs.pipe(&errors) else {
                startFailure = "cannot start shard \(k)/\(count): cannot make a pipe: \(Jobs.describe(errno))"
                break
            }
            guard !relaysPrinted || Jobs.pipe(&printed) else {
                startFailure = "cannot start shard \(k)/\(count): cannot make a pipe: \(Jobs.describe(errno))"
                close(errors[0]); close(errors[1])
                break
            }
            let pid = spawn(shard: k, printed: printed[1], errors: errors[1], channel: channel[1], deathSignal: stopSignal)
            let code = errno
            close(errors[1])
            if printed[1] >= 0 { close(printed[1]) }
            guard pid > 0 else {
                close(errors[0])
                if printed[0] >= 0 { close(printed[0]) }
                startFailure = "cannot start shard \(k)/\(count): \(Jobs.describe(code))"
                break
            }
            for fd in [errors[0], printed[0]] where fd >= 0 { _ = fcntl(fd, F_SETFL, O_NONBLOCK) }
            let relayed = (printed[0] >= 0 ? [RelayedPipe(fd: printed[0], prefix: "", target: 1)] : [])
                + [RelayedPipe(fd: errors[0], prefix: "shard \(k)/\(count): ", target: 2)]
            shards.append(Shard(index: k, pid: pid, pipes: relayed, count: count))
        }
        close(channel[1])
        if startFailure != nil { for shard in shards { kill(shard.pid, stopSignal) } }

        var received: Int32?
        var endOrder: [Shard] = []
        var reports = LineBuffer(maxLine: ShardChannel.maxLine + 64)
        var buffer = [UInt8](repeating: 0, count: 65536)

        /// Reads what is there now; false at the end of the stream.
        func drain(_ fd: Int32, _ take: (ArraySlice<UInt8>) -> Void) -> Bool {
            while true {
                let n = read(fd, &buffer, buffer.count)
                if n > 0 { take(buffer[0..<n]); continue }
                if n < 0 && errno == EINTR { continue }
                return n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
            }
        }
        /// `chunk`'s whole lines (nil: the end of the stream, its last line too).
        func relay(_ pipe: RelayedPipe, _ chunk: ArraySlice<UInt8>?) {
            var out: [UInt8] = []
            let line: (ArraySlice<UInt8>) -> Void = { out += pipe.prefix; out += $0; out.append(10) }
            if let chunk { pipe.lines.feed(chunk, line) } else { pipe.lines.finish(line) }
            guard !out.isEmpty else { return }
            progress.erase() // relayed lines start on a clean line
            fflush(pipe.target == 1 ? stdout : stderr)
            Jobs.writeAll(pipe.target, out)
        }
        func closePipe(_ pipe: RelayedPipe) {
            relay(pipe, nil)
            close(pipe.fd)
            pipe.fd = -1
        }
        func readReports() -> Bool {
            drain(channel[0]) { chunk in
                reports.feed(chunk) { line in
                    switch ShardChannel.parse(line) {
                    case .wrote(let index, let path)? where shards.indices.contains(index):
                        shards[index].files += 1
                        progress.record(path)
                    case .totals(let index, let from, let counts)? where shards.indices.contains(index):
                        for (i, n) in counts.enumerated() where shards[index].totals.indices.contains(from + i) {
                            shards[index].totals[from + i] = n
                        }
                    default: break
                    }
                }
            }
        }

        var channelOpen = true
        let pipes = shards.flatMap(\.pipes)
        let byDescriptor = Dictionary(uniqueKeysWithValues: pipes.map { ($0.fd, $0) })
        while shards.contains(where: { $0.ended == nil }) {
            var fds = [pollfd(fd: notify[0], events: Int16(POLLIN), revents: 0)]
            fds += pipes.filter { $0.fd >= 0 }.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            if channelOpen { fds.append(pollfd(fd: channel[0], events: Int16(POLLIN), revents: 0)) }
            if poll(&fds, nfds_t(fds.count), -1) < 0 && errno != EINTR { break }
            for fd in fds.dropFirst() where fd.revents != 0 {
                if fd.fd == channel[0] {
                    if !readReports() { channelOpen = false }
                } else if let pipe = byDescriptor[fd.fd] {
                    if !drain(fd.fd, { relay(pipe, $0) }) { closePipe(pipe) }
                }
            }
            var signals: [UInt8] = []
            _ = drain(notify[0]) { signals += $0 }
            for byte in signals where Int32(byte & 127) != SIGCHLD {
                let signal = Int32(byte & 127)
                received = signal
                // The terminal sent it to the whole process group already.
                if byte & 128 == 0 { for shard in shards where shard.ended == nil { kill(shard.pid, signal) } }
            }
            for shard in shards where shard.ended == nil {
                var status: Int32 = 0
                guard waitpid(shard.pid, &status, WNOHANG) == shard.pid else { continue }
                shard.ended = status
                endOrder.append(shard)
                // What it wrote before it ended is in the pipes; a process
                // it left behind may hold them open, so read only that.
                for pipe in shard.pipes where pipe.fd >= 0 { _ = drain(pipe.fd) { relay(pipe, $0) }; closePipe(pipe) }
            }
        }
        if channelOpen { _ = readReports() }
        close(channel[0])
        progress.finish()

        var status: Int32 = 0
        for shard in endOrder {
            let code = Jobs.exitCode(shard.ended ?? 0)
            if status == 0 && code != 0 { status = code }
        }
        // Each shard's total, as a shard that ran to its end counted it.
        let totals = shards.first { $0.ended == 0 && !$0.totals.contains(nil) }?.totals
        for shard in shards {
            guard let ended = shard.ended, ended & 0x7F != 0 else { continue }
            // Stopped because the batch could not start: said once below.
            if startFailure != nil && ended & 0x7F == stopSignal { continue }
            Stderr.write("shapelua: " + ShardReport.killed(shard: shard.index, count: count, signal: ended & 0x7F,
                                                           files: shard.files, of: totals?[shard.index] ?? nil,
                                                           rerun: rerunArguments(shard: shard.index)) + "\n")
        }
        if let startFailure {
            let started = shards.count
            return fail("\(startFailure); stopped the \(started) shard\(started == 1 ? "" : "s") already started")
        }
        fflush(stderr)
        if let received, received != SIGINT { shl_die_of_signal(received) }
        return status
    }

    /// A shard's exit status as ours: a signal's death counts as 1 (it is
    /// reported apart).
    static func exitCode(_ status: Int32) -> Int32 {
        // <sys/wait.h>'s macros, which Swift does not import.
        status & 0x7F == 0 ? (status >> 8) & 0xFF : 1
    }

    /// A pipe whose ends close on exec (the shards get theirs by dup2).
    static func pipe(_ fds: inout [Int32]) -> Bool {
        guard Glibc.pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        bytes.withUnsafeBytes { raw in
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 { if errno == EINTR { continue }; return }
                offset += n
            }
        }
    }

    static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// The options a shard shares with the others: this command line's,
    /// without `--jobs` and the status line options (the parent owns the
    /// line), up to the script.
    private func sharedOptions() -> [String] {
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
        return kept + Array(argv[end...])
    }

    /// The shard's argument list: `--shard K/N --quiet` and its private
    /// channel first, then the shared options, the script and its arguments.
    func childArguments(shard: Int) -> [String] {
        [options.argv[0], "--shard", "\(shard)/\(count)", "--quiet", "--shard-channel", "\(ShardChannel.shardDescriptor)"]
            + sharedOptions()
    }

    /// The command that runs one shard again by hand.
    func rerunArguments(shard: Int) -> [String] {
        [options.argv[0], "--shard", "\(shard)/\(count)"] + sharedOptions()
    }

    private func spawn(shard: Int, printed: Int32, errors: Int32, channel: Int32, deathSignal: Int32) -> pid_t {
        // The bytes each argument was given as (`ArgumentText`).
        let cArguments = childArguments(shard: shard).map { argument in
            (ArgumentText.bytes(argument) + [0]).withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { strdup($0.baseAddress!) }
            }
        } + [nil]
        defer { cArguments.forEach { free($0) } }
        return shl_spawn_shard("/proc/self/exe", cArguments, printed, errors, channel, ShardChannel.shardDescriptor, deathSignal)
    }

    private func fail(_ message: String) -> Int32 {
        Stderr.write("shapelua: \(message)\n")
        return 1
    }
}
