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
}
