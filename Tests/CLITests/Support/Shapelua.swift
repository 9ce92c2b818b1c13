import Foundation

/// Runs the built `shapelua` executable as a process.
///
/// Where the binary is: `$SHAPELUA_BIN` when set; otherwise next to the test
/// bundle, which SwiftPM builds into the same folder as the executable
/// (`.build/<triple>/debug/shapeluaPackageTests.xctest` beside
/// `.build/<triple>/debug/shapelua`). `swift build --build-tests` builds
/// both, because this test target depends on the `shapelua` target.
enum Shapelua {
    static let binary: String = {
        if let path = ProcessInfo.processInfo.environment["SHAPELUA_BIN"] { return path }
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent("shapelua").path
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The sanitizer settings of the test run (ASAN_OPTIONS, ...), passed on
    /// so a sanitized build of the binary runs as the tests themselves do.
    static var sanitizerOptions: [String: String] {
        ProcessInfo.processInfo.environment.filter { $0.key.hasSuffix("SAN_OPTIONS") }
    }

    /// The environment every test process gets: a scratch HOME (no history
    /// or LUA_INIT of the machine leaks in), the sanitizer options, and
    /// `extra` on top.
    static func environment(home: String, _ extra: [String: String] = [:]) -> [String: String] {
        var env = ["HOME": home].merging(sanitizerOptions) { $1 }
        env.merge(extra) { $1 }
        return env
    }

    /// Runs shapelua with `arguments`, `stdin` as its standard input (empty
    /// when nil: never the test runner's terminal), in `directory`, with
    /// `environment` added to a minimal environment (HOME is a scratch
    /// folder, so no history or LUA_INIT of the machine leaks in).
    static func run(_ arguments: [String], stdin: String? = nil, in directory: URL? = nil,
                    environment: [String: String] = [:], timeout: TimeInterval = 20) throws -> Result {
        let scratch = try Scratch()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? scratch.url
        process.environment = Shapelua.environment(home: scratch.url.path,
                                                   ["PATH": "/usr/bin:/bin"].merging(environment) { $1 })
        let outURL = scratch.url.appendingPathComponent(".stdout")
        let errURL = scratch.url.appendingPathComponent(".stderr")
        let inURL = scratch.url.appendingPathComponent(".stdin")
        try Data((stdin ?? "").utf8).write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let input = try FileHandle(forReadingFrom: inURL)
        defer { try? out.close(); try? err.close(); try? input.close() }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            // SIGKILL: the child inherits the test runner's blocked signals.
            if Date() > deadline { kill(process.processIdentifier, SIGKILL); break }
            usleep(2_000)
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                      stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }
}

/// A fresh folder under the system's temporary folder, removed on deinit.
final class Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("shapelua-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to `name` (folders created) and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    func read(_ name: String) -> String? {
        try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path)
    }
}
