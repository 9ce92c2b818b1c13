import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `shapelua` running on a pseudo-terminal, as a person at a keyboard sees
/// it: the child is a session leader whose controlling terminal is the
/// pty, so Ctrl-C (byte 3) typed into it becomes SIGINT from the kernel's
/// line discipline, exactly as in a real terminal.
///
/// Started with posix_spawn (POSIX_SPAWN_SETSID, then opening the pty's
/// slave side as fd 0, which makes it the controlling terminal), so no
/// Swift code runs between fork and exec.
final class Terminal {
    let master: Int32
    let pid: pid_t
    private(set) var output = ""

    /// `directory`: the working folder of the shapelua it starts (the test's when nil).
    init(arguments: [String], environment: [String: String], directory: String? = nil) throws {
        master = PTY.openpt(O_RDWR | O_NOCTTY)
        var name = [CChar](repeating: 0, count: 128)
        guard master >= 0, PTY.grantpt(master) == 0, PTY.unlockpt(master) == 0,
              PTY.ptsname_r(master, &name, name.count) == 0 else {
            throw TerminalError(message: "cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        let slavePath = String(cString: name)
        var size = winsize(ws_row: 24, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Default SIGINT in the child, whatever the test runner does with it.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(PTY.spawnSetsid | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        // Another working folder: a shell changes to it and execs shapelua,
        // so the process is still the one spawned (posix_spawn's chdir
        // action is not in Swift's Glibc module).
        let program = directory == nil ? Shapelua.binary : "/bin/sh"
        let command = directory.map { ["/bin/sh", "-c", "cd \"$1\" && shift && exec \"$0\" \"$@\"", Shapelua.binary, $0] }
            ?? [Shapelua.binary]
        let argv = (command + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, program, &actions, &attributes, argv, envp)
        guard status == 0 else {
            close(master)
            throw TerminalError(message: "cannot start shapelua: \(String(cString: strerror(status)))")
        }
        pid = child
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    /// Types `text` (use "\u{3}" for Ctrl-C, "\u{4}" for Ctrl-D, "\t" for Tab).
    /// Waits a moment first, as a person would: libedit switches the
    /// terminal between cooked and raw mode around each line, and a key
    /// arriving during the switch (Ctrl-D especially) can be lost.
    func type(_ text: String) {
        usleep(50_000)
        var bytes = Array(text.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Reads until the output after `start` contains `expected`; returns
    /// that new output (what appeared since `start`), or nil after `timeout`.
    @discardableResult
    func waitFor(_ expected: String, after start: String.Index? = nil, timeout: TimeInterval = 10) -> Substring? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let tail = output[(start ?? output.startIndex)...]
            if tail.contains(expected) { return tail }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return nil }
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, Int32(min(remaining, 0.2) * 1000)) > 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let n = read(master, &buffer, buffer.count)
                if n <= 0 { return nil } // the child closed the terminal
                output += String(decoding: buffer[0..<n], as: UTF8.self)
            }
        }
    }

    /// Where new output will start: pass to `waitFor(_:after:)`.
    var mark: String.Index { output.endIndex }

    /// Types Ctrl-D and returns the exit status. A Ctrl-D that arrives
    /// while libedit is switching the terminal between cooked and raw mode
    /// can be swallowed by the line discipline (a race of the terminal, not
    /// of the REPL), so on a busy machine it is typed again after 2 s.
    func quit() -> Int32? {
        for _ in 0..<3 {
            type("\u{4}")
            if let status = exitStatus(timeout: 2) { return status }
        }
        return nil
    }

    /// Waits for the child to exit; its exit status, or nil on timeout.
    func exitStatus(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while Date() < deadline {
            // Keep draining the terminal so the child never blocks writing.
            _ = waitFor("\u{0}", timeout: 0.05)
            if waitpid(pid, &status, WNOHANG) == pid {
                return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
            }
        }
        return nil
    }
}

/// The pty functions and POSIX_SPAWN_SETSID are declared by glibc only
/// under _GNU_SOURCE/_XOPEN_SOURCE, which Swift's Glibc module does not
/// define; they are looked up in the C library at run time instead.
enum PTY {
    private static func function<F>(_ name: String, as type: F.Type) -> F {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
            fatalError("\(name) is missing from the C library")
        }
        return unsafeBitCast(symbol, to: type)
    }

    static let openpt = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
    static let grantpt = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
    static let unlockpt = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
    static let ptsname_r = function("ptsname_r",
                                    as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32).self)
    /// glibc's <spawn.h>: `#define POSIX_SPAWN_SETSID 0x80` (glibc 2.26+).
    static let spawnSetsid: Int32 = 0x80
}

struct TerminalError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
