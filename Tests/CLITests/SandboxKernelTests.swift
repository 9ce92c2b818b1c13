import CSupervisor
import Foundation
import Testing
@testable import shapelua

/// --sandbox enforced by the kernel (docs/CLI.md, "--sandbox"): the
/// worker's Landlock rules, fixed from the command line when the run starts.
@Suite struct SandboxKernelTests {
    /// Whether this kernel offers Landlock (its ABI version query succeeds).
    static let kernelHasLandlock = shl_landlock_abi() > 0

    /// The mechanism itself: a child confined to reading `allowed` and
    /// writing `output` can do exactly that, and nothing in `outside`.
    /// Each probe's outcome is a bit of the child's exit status.
    @Test(.enabled(if: kernelHasLandlock))
    func theKernelRefusesWhatTheRulesDoNotName() throws {
        let scratch = try Scratch()
        _ = try scratch.write("allowed/in.txt", "in")
        _ = try scratch.write("outside/secret.txt", "secret")
        _ = try scratch.write("output/keep.txt", "")
        let root = scratch.url.path
        // Everything the child needs is made before fork: after it, only
        // system calls (the test runner has other threads).
        let allowed = strdup("\(root)/allowed")!, output = strdup("\(root)/output")!
        let probes = ["\(root)/allowed/in.txt", "\(root)/outside/secret.txt",
                      "\(root)/output/new.txt", "\(root)/allowed/new.txt", "\(root)/outside"].map { path in path.withCString { strdup($0)! } }
        defer { free(allowed); free(output); probes.forEach { free($0) } }
        var reads: [UnsafePointer<CChar>?] = [UnsafePointer(allowed)]
        var writes: [UnsafePointer<CChar>?] = [UnsafePointer(output)]
        let pid = fork()
        if pid == 0 {
            if shl_landlock_confine(&reads, 1, &writes, 1) != 1 { _exit(100) }
            var bits: Int32 = 0
            func opens(_ path: UnsafeMutablePointer<CChar>, _ flags: Int32) -> Bool {
                let fd = open(path, flags, 0o600)
                if fd >= 0 { close(fd) }
                return fd >= 0
            }
            if opens(probes[0], O_RDONLY) { bits |= 1 }                    // allowed: read
            if !opens(probes[1], O_RDONLY) { bits |= 2 }                   // outside: no read
            if opens(probes[2], O_WRONLY | O_CREAT) { bits |= 4 }          // output: create
            if !opens(probes[3], O_WRONLY | O_CREAT) { bits |= 8 }         // allowed: no create
            if !opens(probes[4], O_RDONLY | O_DIRECTORY) { bits |= 16 }    // outside: no listing
            _exit(bits)
        }
        #expect(pid > 0)
        var status: Int32 = 0
        #expect(waitpid(pid, &status, 0) == pid)
        #expect((status & 0x7f) == 0, "the child died of signal \(status & 0x7f)")
        #expect((status >> 8) & 0xff == 31, "probe bits \((status >> 8) & 0xff) of 31 (100: not confined)")
        #expect(FileManager.default.fileExists(atPath: "\(root)/output/new.txt"))
        #expect(!FileManager.default.fileExists(atPath: "\(root)/allowed/new.txt"))
    }

    /// The rules come from the command line alone: the script's folder to
    /// read, --output-dir and the folders of -o and --preview to write.
    @Test func theRulesComeFromTheCommandLine() throws {
        var options = try CommandLineParser.parse(["shapelua", "--sandbox", "--output-dir", "/tmp/o",
                                                   "-o", "sub/x.png", "/art/s.lua"])
        options.preview = .file("/tmp/o/p.svg")
        let env = ["HOME": "/home/u", "LUA_INIT": "@/init/i.lua"]
        let rules = SandboxConfinement(options, repl: true) { env[$0] }
        #expect(rules.read.contains("/art"))
        #expect(rules.read.contains("/init/i.lua"))
        #expect(rules.read.contains("/home/u/.local/share/fonts"))
        #expect(rules.read.contains("/usr"))
        #expect(rules.write.contains("/tmp/o"))
        #expect(rules.write.contains("/tmp/o/sub"))
        #expect(rules.write.contains("/home/u/.shapelua_history"))
        #expect(!rules.read.contains("/") && !rules.write.contains("/") && !rules.write.contains("/art"))
        // -E: LUA_INIT is not read, so its file is not readable either.
        let ignoring = try CommandLineParser.parse(["shapelua", "--sandbox", "-E", "-e", "x=1"])
        #expect(!SandboxConfinement(ignoring, repl: false) { env[$0] }.read.contains("/init/i.lua"))
        #expect(SandboxConfinement(ignoring, repl: false) { env[$0] }.read.contains("."))
    }

    /// The product applies them: a sandboxed worker runs with no_new_privs
    /// (which Landlock requires and nothing else here sets); a full-mode one
    /// without.
    @Test(.enabled(if: kernelHasLandlock), arguments: [true, false])
    func aSandboxedWorkerIsConfined(sandbox: Bool) throws {
        let scratch = try Scratch()
        let chunk = "warn('@on'); warn('looping'); while true do end"
        let run = try LiveRun((sandbox ? ["--sandbox"] : []) + ["-e", chunk], in: scratch.url)
        defer { kill(run.pid, SIGKILL); _ = run.finish(timeout: 20) }
        #expect(run.waitFor(["looping"]))
        let worker = try #require(run.children.first)
        let status = try String(contentsOfFile: "/proc/\(worker)/status", encoding: .utf8)
        #expect(status.contains("NoNewPrivs:\t\(sandbox ? 1 : 0)"), "\(status)")
    }

    /// What a sandboxed run needs still works under the rules: fonts and
    /// text, librsvg's PNG and cairo's PDF, an image beside the script,
    /// save() into --output-dir (made when the run starts) and -o.
    @Test func aConfinedRunDrawsTextImagesAndWritesItsFiles() throws {
        let scratch = try Scratch()
        _ = try scratch.write("art/dot.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><circle cx="2" cy="2" r="2" fill="red"/></svg>"#)
        let script: String = try scratch.write("art/card.lua", """
            local card = VStack{Text("Hello 日本語"):font(20), Image("dot.svg"):frame(8, 8)}
            save(card, "card.png"); save(card, "card.pdf"); save(card, "deep/card.svg")
            return card
            """)
        let r = try Shapelua.run(["--sandbox", "--output-dir", "out", "-o", "main.png", script], in: scratch.url)
        #expect(r.status == 0, "\(r.stderr)")
        for name in ["card.png", "card.pdf", "deep/card.svg", "main.png"] {
            let data = try Data(contentsOf: scratch.url.appendingPathComponent("out/\(name)"))
            #expect(data.count > 100, "\(name)")
        }
        let svg = try String(contentsOf: scratch.url.appendingPathComponent("out/deep/card.svg"), encoding: .utf8)
        #expect(svg.contains("<path") && svg.contains("<image"), "text outlines and the image")
    }
}
