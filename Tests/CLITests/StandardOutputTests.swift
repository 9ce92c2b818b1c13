import Foundation
import Testing

/// docs/SVG.md: every write to standard output is checked. A failure is an
/// error (exit 1, a message); a reader that went away ends the process
/// quietly with exit status 141, never by SIGPIPE.
@Suite struct StandardOutputTests {
    static let view = "return Circle():frame(10, 10)"

    /// Runs `/bin/sh -c script` (shapelua is `$SHAPELUA`) in a scratch folder.
    static func shell(_ script: String) throws -> (status: Int32, reason: Process.TerminationReason, stderr: String) {
        let dir = try Scratch()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script + " 2>err.txt"]
        process.currentDirectoryURL = dir.url
        process.environment = Shapelua.environment(home: dir.url.path, ["SHAPELUA": Shapelua.binary])
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason, dir.read("err.txt") ?? "")
    }

    @Test(arguments: [view, "print('hello')", "io.write('hello')"])
    func aFullDeviceIsAnError(chunk: String) throws {
        let r = try Self.shell("\"$SHAPELUA\" -e \"\(chunk)\" >/dev/full")
        #expect(r.reason == .exit && r.status == 1)
        #expect(r.stderr == "shapelua: cannot write to standard output: No space left on device\n")
    }

    @Test func aClosedStandardOutputIsAnError() throws {
        let r = try Self.shell("\"$SHAPELUA\" -e \"\(Self.view)\" >&-")
        #expect(r.reason == .exit && r.status == 1)
        #expect(r.stderr == "shapelua: cannot write to standard output: Bad file descriptor\n")
    }

    @Test func theAPIReferenceToAFullDeviceIsAnError() throws {
        let r = try Self.shell("\"$SHAPELUA\" --api >/dev/full")
        #expect(r.reason == .exit && r.status == 1)
        #expect(r.stderr == "shapelua: cannot write to standard output: No space left on device\n")
    }

    /// Reads `count` bytes of shapelua's standard output, closes the pipe,
    /// and waits for the process to end.
    static func readThenHangUp(_ arguments: [String], count: Int) throws -> (Process, String, Data) {
        let dir = try Scratch()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Shapelua.binary)
        process.arguments = arguments
        process.environment = Shapelua.environment(home: dir.url.path)
        let pipe = Pipe()
        let err = dir.url.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = pipe
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let head = try pipe.fileHandleForReading.read(upToCount: count) ?? Data()
        try pipe.fileHandleForReading.close()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return (process, (try? String(contentsOf: err, encoding: .utf8)) ?? "", head)
    }

    @Test func aReaderThatGoesAwayEndsTheDocumentQuietly() throws {
        // A document far bigger than a pipe's buffer.
        let big = "local t = {} for i = 1, 3000 do t[i] = Rectangle():fill('red'):frame(10, 10):offset(i % 50, i // 50) end return ZStack(t)"
        let (process, stderr, head) = try Self.readThenHangUp(["-e", big], count: 100)
        #expect(head.count == 100)
        #expect(process.terminationReason == .exit && process.terminationStatus == 141)
        #expect(stderr == "")
    }

    @Test func aReaderThatGoesAwayEndsAPrintLoopQuietly() throws {
        let (process, stderr, head) = try Self.readThenHangUp(["-e", "for i = 1, 1e12 do print(i) end"], count: 10)
        #expect(String(decoding: head, as: UTF8.self).hasPrefix("1\n2\n3\n"))
        #expect(process.terminationReason == .exit && process.terminationStatus == 141)
        #expect(stderr == "")
    }

    /// Only standard output's reader ends the process: a broken pipe the
    /// script opened is an error it sees.
    @Test func anotherBrokenPipeIsTheScriptsError() throws {
        let r = try Shapelua.run(["-e", """
            local f = io.popen('true', 'w')
            os.execute('sleep 0.2')
            print(f:write(('x'):rep(1000000)))
            """])
        #expect(r.status == 0)
        #expect(r.stdout == "nil\tBroken pipe\t32\n")
    }
}
