import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A process a script leaves running in the background is the script's, as
/// with lua.c: the run ends when the script does, and the supervisor does
/// not wait for it (it is not the supervisor's child, nor its worker's).
@Suite struct BackgroundProcessTests {
    @Test(arguments: [false, true])
    func aRunDoesNotWaitForAProcessTheScriptLeftRunning(repl: Bool) throws {
        let dir = try Scratch()
        let fifo = dir.url.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // `cat` blocks opening the FIFO until someone writes to it.
        let line = "os.execute('cat \(fifo) < /dev/null > /dev/null 2>&1 &') print('started')"
        let r = repl ? try MeasuredRun.run(["-i"], killAfter: 20, stdin: line + "\n")
                     : try MeasuredRun.run(["-e", line], killAfter: 20)
        // Let the background cat end: open the FIFO for writing, then close it.
        let writer = open(fifo, O_WRONLY | O_NONBLOCK)
        if writer >= 0 { close(writer) }
        #expect(!r.signaled && r.status == 0, "\(r)")
        #expect(r.stdout.contains("started\n"), "\(r)")
    }

    /// SIGTERM to the REPL ends it at once (by SIGTERM), without waiting
    /// for a process a line left running: as subreaper the REPL's
    /// supervisor inherits that process, and it used to wait for every child.
    @Test func sigtermEndsTheREPLWithoutWaitingForABackgroundProcess() throws {
        let dir = try Scratch()
        let fifo = dir.url.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { // let the background cat end
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
        let t = try Terminal(arguments: [], environment: Shapelua.environment(home: dir.url.path, ["TERM": "xterm", "PATH": "/usr/bin:/bin"]))
        #expect(t.waitFor("> ") != nil, "no first prompt; output: \(t.output)")
        let mark = t.mark
        t.type("os.execute('cat \(fifo) < /dev/null > /dev/null 2>&1 &') print('started')\r")
        #expect(t.waitFor("started\r\n", after: mark) != nil, "output: \(t.output)")
        kill(t.pid, SIGTERM)
        #expect(t.exitStatus(timeout: 10) == 128 + SIGTERM, "output: \(t.output)")
    }
}
