#if canImport(Glibc)
import Glibc
#endif

/// The status line of a long batch (docs/BATCH.md): when standard error is a
/// terminal and a run has been saving files for more than a second, one
/// line — files written, files per second, the last path — is kept up to
/// date and cleared at the end. `--progress` shows it from the first file
/// (on a terminal or not), `--quiet` never; a pipe or a log gets nothing
/// unless asked. For `--jobs` the parent owns the line and the shards
/// report each file to it through their private channel (`ShardChannel`).
final class BatchProgress {
    private let forced: Bool?
    private let isTerminal: Bool
    private let channel: ShardChannel?
    private var files = 0
    private var lastPath = ""
    private var started: Double?
    private var lastDrawn = -1.0
    private var shown = false

    init(forced: Bool?, isTerminal: Bool = isatty(2) != 0) {
        self.forced = forced
        self.isTerminal = isTerminal
        channel = ShardChannel.current
    }

    /// True once a file was written (save, iconset) in this run.
    private(set) var recordedFiles = false

    /// One file written (by this process or, for --jobs, by a shard).
    func record(_ path: String) {
        recordedFiles = true
        if let channel {
            channel.report(path)
            return
        }
        let now = BatchProgress.now()
        if started == nil { started = now }
        files += 1
        lastPath = path
        guard shouldShow(now), now - lastDrawn >= 0.1 else { return }
        draw(now)
    }

    /// Clears the line (a final newline-free erase), once the batch is done;
    /// in a shard of `--jobs`, sends its totals to the parent.
    func finish() {
        channel?.sendTotals()
        guard shown else { return }
        Stderr.write("\r\u{1B}[K")
        fflush(stderr)
        shown = false
    }

    private func shouldShow(_ now: Double) -> Bool {
        switch forced {
        case .some(let on): return on
        case .none: return isTerminal && now - (started ?? now) > 1
        }
    }

    private func draw(_ now: Double) {
        lastDrawn = now
        let elapsed = max(now - (started ?? now), 0.001)
        let rate = Double(files) / elapsed
        let rateText = rate >= 100 ? "\(Int(rate.rounded()))" : "\((rate * 10).rounded() / 10)"
        var line = "shapelua: \(files) file\(files == 1 ? "" : "s"), \(rateText)/s, \(lastPath)"
        // One line only: a terminal wraps what is wider than it.
        let width = BatchProgress.terminalWidth()
        if line.count > width - 1 { line = String(line.prefix(max(width - 2, 10))) + "…" }
        Stderr.write("\r\u{1B}[K" + line)
        fflush(stderr)
        shown = true
    }

    static func terminalWidth() -> Int {
        var size = winsize()
        guard ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
