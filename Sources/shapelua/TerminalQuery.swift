#if canImport(Glibc)
import Glibc
#endif

/// Asks the controlling terminal which image protocol it speaks
/// (`TerminalGraphics.query`) and waits at most `timeout` for the answer:
/// a terminal that never answers costs that long once, never a hang.
///
/// The terminal is `/dev/tty`, the one the user sees, whatever standard
/// input is; it is put in non-canonical mode without echo for the query
/// (the answer must reach us as typed bytes, unseen) and restored after.
enum TerminalQuery {
    /// Long enough for a terminal across ssh to answer, short enough that
    /// one that does not is a pause, not a wait.
    static let timeout = 0.5

    enum Outcome: Equatable {
        case answered(TerminalGraphics?)
        /// Nothing complete came back within the timeout.
        case silent
        /// There is no terminal to ask (no /dev/tty, or its modes cannot be set).
        case unavailable
    }

    static func ask(timeout: Double = timeout) -> Outcome {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return .unavailable }
        defer { close(fd) }
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else { return .unavailable }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(fd, TCSANOW, &raw) == 0 else { return .unavailable }
        defer { _ = tcsetattr(fd, TCSANOW, &saved) }

        var query = Array(TerminalGraphics.query.utf8)
        guard write(fd, &query, query.count) == query.count else { return .unavailable }
        var answer: [UInt8] = []
        var now = timespec(), deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        let end = Double(deadline.tv_sec) + Double(deadline.tv_nsec) / 1e9 + timeout
        while true {
            clock_gettime(CLOCK_MONOTONIC, &now)
            let left = end - (Double(now.tv_sec) + Double(now.tv_nsec) / 1e9)
            guard left > 0 else { return .silent }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(max(1, (left * 1000).rounded(.up))))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 256)
            let n = read(fd, &buffer, buffer.count)
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard n > 0 else { return .silent }
            answer += buffer[0..<n]
            if let graphics = TerminalGraphics.fromAnswer(answer) { return .answered(graphics) }
            if answer.count > 4096 { return .answered(nil) } // not an answer to our question
        }
    }
}
