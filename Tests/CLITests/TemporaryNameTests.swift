import Foundation
import Testing

/// The temporary file of an atomic write has a name nobody can predict:
/// files made in advance under the names a write would once have used
/// (`.NAME.PID.N.tmp`) do not block it, and it leaves nothing behind.
@Suite struct TemporaryNameTests {
    /// Runs shapelua through sh, which first makes `.NAME.$$.N.tmp` for
    /// N = 0…40 (exec keeps the shell's pid, so these are exactly the old
    /// names of the write), for each name in `names`.
    static func runBlocked(_ names: [String], _ arguments: [String], in dir: Scratch) throws -> Int32 {
        let makeFiles = names.map { "for n in $(seq 0 40); do : > .\($0).$$.$n.tmp; done" }.joined(separator: "; ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\(makeFiles); exec \"$0\" \"$@\"", Shapelua.binary] + arguments
        process.currentDirectoryURL = dir.url
        process.environment = Shapelua.environment(home: dir.url.path)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    static func files(_ dir: Scratch) -> Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: dir.url.path)) ?? [])
    }

    @Test func predictableNamesMadeInAdvanceDoNotBlockAWrite() throws {
        let view = "Circle():frame(4, 4)"
        for (name, arguments) in [("out.svg", ["-e", "save(\(view), 'out.svg')"]),
                                  ("out.png", ["-e", "save(\(view), 'out.png')"]),
                                  ("o.svg", ["-o", "o.svg", "-e", "return \(view)"])] {
            let dir = try Scratch()
            #expect(try Self.runBlocked([name], arguments, in: dir) == 0, "\(name)")
            let files = Self.files(dir)
            #expect(files.contains(name), "\(name)")
            let planted = files.filter { $0.hasPrefix(".\(name).") }
            #expect(planted.count == 41, "\(name): \(planted.count) planted files left, expected the 41 made in advance")
            #expect(files.subtracting(planted) == [name], "\(name): stray files \(files.subtracting(planted).subtracting([name]))")
        }
    }

    /// The names of two writes to the same file differ (not a counter).
    @Test func namesAreRandom() throws {
        let dir = try Scratch()
        let script = """
            local seen = {}
            for i = 1, 2 do save(Canvas(4, 4, function(ctx)
                for _, f in ipairs(dir()) do seen[#seen + 1] = f end
            end), 'out.svg') end
            print(table.concat(seen, "\\n"))
            """
        let r = try Shapelua.run(["-e", "function dir() local p = io.popen('ls -a') local t = {} for l in p:lines() do if l:match('%.tmp$') then t[#t + 1] = l end end p:close() return t end " + script],
                                 in: dir.url)
        #expect(r.status == 0, "\(r.stderr)")
        let names = r.stdout.split(separator: "\n").map(String.init)
        #expect(names.count == 2 && names[0] != names[1], "\(names)")
        for name in names {
            #expect(name.range(of: #"^\.out\.svg\.[0-9a-f]{16}\.tmp$"#, options: .regularExpression) != nil, "\(name)")
        }
    }
}
