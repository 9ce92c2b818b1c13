import CSupervisor
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
    private var everShown = false

    init(forced: Bool?, isTerminal: Bool = isatty(2) != 0) {
        self.forced = forced
        self.isTerminal = isTerminal
        channel = ShardChannel.current
        BatchProgress.current = self
    }

    /// Whether a line may be shown at all: `--progress`, or a terminal
    /// without `--quiet`. Only then are the streams guarded.
    static func mayShow(forced: Bool?) -> Bool {
        forced ?? (isatty(2) != 0)
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

    /// Once the batch is done: a line that was shown ends with the true
    /// count (one last line, with a newline, in its place); in a shard of
    /// `--jobs`, sends its totals to the parent.
    func finish() {
        channel?.sendTotals()
        guard everShown else { return }
        let elapsed = max(BatchProgress.now() - (started ?? 0), 0.001)
        let seconds = (elapsed * 10).rounded() / 10
        fflush(stderr)
        writeLine("\r\u{1B}[K" + "shapelua: \(files) file\(files == 1 ? "" : "s") in \(seconds) s, \(rateText(elapsed))/s\n")
        if shown { shl_worker_status_line(0) }
        shown = false
        everShown = false
    }

    /// The process's line, for the guarded streams (StatusLineStreams).
    nonisolated(unsafe) static weak var current: BatchProgress?

    /// Before anything else is written to standard output or error: the
    /// shown line is erased (it is drawn again at the next file).
    static func eraseShownLine() {
        current?.erase()
    }

    /// Erases the line if it is shown; it is drawn again at the next file.
    func erase() {
        guard shown else { return }
        shown = false
        writeLine("\r\u{1B}[K")
        shl_worker_status_line(0)
    }

    private func writeLine(_ text: String) {
        var text = text
        text.withUTF8 { StatusLineStreams.writeAll(2, UnsafeRawBufferPointer($0)) }
    }

    private func rateText(_ elapsed: Double) -> String {
        let rate = Double(files) / elapsed
        return rate >= 100 ? "\(Int(rate.rounded()))" : "\((rate * 10).rounded() / 10)"
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
        var line = "shapelua: \(files) file\(files == 1 ? "" : "s"), \(rateText(elapsed))/s, \(lastPath)"
        // One line only: a terminal wraps what is wider than it.
        let width = BatchProgress.terminalWidth()
        if line.count > width - 1 { line = String(line.prefix(max(width - 2, 10))) + "…" }
        fflush(stderr) // what was written before stays before
        writeLine("\r\u{1B}[K" + line)
        // The supervisor erases it before a message of its own.
        if !shown { shl_worker_status_line(1) }
        shown = true
        everShown = true
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
