import Foundation
import Testing

/// `scripts/install PREFIX` (README): the binary and its manual page,
/// which is made from the same option table as `--help`.
@Suite struct InstallTests {
    /// The repository this test file is in.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws
        -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    @Test func installsTheBinaryAndAManualPageThatManReads() throws {
        let scratch = try Scratch()
        let prefix = scratch.url.appendingPathComponent("prefix with space").path
        let script = Self.repository.appendingPathComponent("scripts/install").path
        let install = try Self.run(script, [prefix], environment: ["SHAPELUA_BIN": Shapelua.binary])
        #expect(install.status == 0, "\(install.stderr)")
        #expect(install.stdout == "installed \(prefix)/bin/shapelua and its manual page (man shapelua)\n")
        #expect(install.stderr.isEmpty)

        let version = try Self.run("\(prefix)/bin/shapelua", ["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("shapelua 0.1.0 (Lua 5.4"), "\(version)")

        let page = "\(prefix)/share/man/man1/shapelua.1"
        // groff reads it without a warning (-ww: all of them).
        let groff = try Self.run("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z", page])
        #expect(groff.status == 0 && groff.stderr.isEmpty, "\(groff.stderr)")
        // man shows every option of --help, as typed (hyphens are \-).
        let man = try Self.run("/usr/bin/man", ["-l", page], environment: ["MANPAGER": "cat", "MANWIDTH": "100", "LC_ALL": "C.UTF-8"])
        #expect(man.status == 0, "\(man.stderr)")
        let help = try Shapelua.run(["--help"])
        let flags = help.stdout.split(separator: "\n").dropFirst(2).compactMap { line -> String? in
            let body = line.drop { $0 == " " }
            guard line.hasPrefix("  "), !line.hasPrefix("                 ") else { return nil }
            return String(body.prefix { $0 != " " }.trimmingCharacters(in: CharacterSet(charactersIn: ",")))
        }
        #expect(flags.count >= 20 && flags.contains("--watch") && flags.contains("--man"), "\(flags)")
        for flag in flags { #expect(man.stdout.contains(flag), "\(flag) not in the manual page") }
        #expect(man.stdout.contains("rerun the script whenever it or a file it read changes"))
        // No stray temporary files beside them.
        for folder in ["bin", "share/man/man1"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: "\(prefix)/\(folder)")
            #expect(names.count == 1, "\(folder): \(names)")
        }
    }

    /// --help and --man come from one table: each option's text is in both.
    @Test func helpAndManualPageShareTheirTable() throws {
        let help = try Shapelua.run(["--help"])
        let manual = try Shapelua.run(["--man"])
        #expect(help.status == 0 && manual.status == 0)
        #expect(manual.stdout.hasPrefix(".TH SHAPELUA 1 "))
        #expect(manual.stdout.contains(#".B \-\-max\-instructions N, \-\-max\-memory MiB, \-\-timeout seconds"#))
        #expect(help.stdout.contains("  --max-instructions N, --max-memory MiB, --timeout seconds\n                 stop a runaway script\n"))
        #expect(help.stdout.contains("  --man          print this manual page (roff) and exit\n"))
        let bad = try Shapelua.run(["--man=x"])
        #expect(bad.status == 2 && bad.stderr == "shapelua: '--man' takes no value\ntry 'shapelua --help'\n")
    }
}
