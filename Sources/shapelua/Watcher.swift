import LuaBridge
import CSupervisor
#if canImport(Glibc)
import Glibc
#endif

/// `--watch`: runs the script in a fresh worker process, notes which
/// module files `require` loaded and which files the run read (images,
/// files Lua opened for reading: `ReadLog`), then polls their modification
/// times (and the script's) and runs again when one changes. Polling keeps it simple
/// and portable; a run's errors, limits and crashes are reported and
/// watching goes on. Ctrl-C stops it.
final class Watcher {
    let options: CommandLineOptions
    let views: ViewOutput
    /// Between two looks at the files.
    var interval: useconds_t = 200_000

    init(options: CommandLineOptions, views: ViewOutput) {
        self.options = options
        self.views = views
    }

    func run() -> Never {
        let script = options.scriptPath!
        var known = [script]
        while true {
            // Stamped before the run: a file saved while the script runs
            // (or just after its output appeared) then counts as changed.
            // Stamping after the run missed such saves for good.
            let before = known.map { ($0, FileStamp(path: $0)) }
            let files = [script] + runOnce()
            // A module first required in this run is stamped now.
            let stamps = files.map { file in before.first { $0.0 == file }?.1 ?? FileStamp(path: file) }
            known = files
            Stderr.write("shapelua: watching \(files.count) file\(files.count == 1 ? "" : "s") (Ctrl-C stops)\n")
            while zip(files, stamps).allSatisfy({ FileStamp(path: $0) == $1 }) {
                usleep(interval)
            }
            Stderr.write("shapelua: \(script) or a file it reads changed; running again\n")
        }
    }

    /// One run, supervised as a single run is (docs/ARCHITECTURE.md,
    /// "Supervisor and worker"): a child of this process, which dies with
    /// it, supervises a worker that runs the script under the kernel's
    /// bounds and sends back, on a pipe, the files of the modules it
    /// required and the files it read. A run that crashes or meets a limit is reported by its
    /// supervisor, and watching goes on.
    private func runOnce() -> [String] {
        var ends: [Int32] = [-1, -1]
        guard Jobs.pipe(&ends) else {
            Stderr.write("shapelua: cannot start a run: \(String(cString: strerror(errno)))\n")
            return []
        }
        Stdout.flush()
        let child = shl_fork_run()
        if child == 0 {
            close(ends[0])
            Supervision.start(options, repl: false) // returns in the worker
            exit(CommandLineTool.finish(work(reportingTo: ends[1])))
        }
        close(ends[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(ends[0], &buffer, buffer.count)
            if n > 0 { bytes += buffer[0..<n] } else if n < 0 && errno == EINTR { continue } else { break }
        }
        close(ends[0])
        if child > 0 {
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 && errno == EINTR {}
            // Ctrl-C (or SIGTERM, SIGHUP) during the run ended the run
            // first, which cleaned up after itself; now it ends watching.
            let received = shl_run_forwarding_end()
            if received != 0 { shl_die_of_signal(received) }
        } else {
            Stderr.write("shapelua: cannot start a run: \(String(cString: strerror(errno)))\n")
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// In the worker: runs the script, writes the files it required and
    /// read (a line each) to `channel`, and returns the exit status.
    private func work(reportingTo channel: Int32) -> Int32 {
        let session: Session
        do {
            if options.sandbox { try SandboxConfinement(options, repl: false).apply() }
            session = try Session(options: options, views: views)
        } catch {
            CommandLineTool.report(error)
            return 1
        }
        defer {
            Stdout.flush()
            session.closeForExit()
        }
        let record = recordRequiredFiles(session.lua)
        session.readLog.enabled = true
        let ok = CommandLineTool.runMain(session, .script)
        Stdout.flush()
        var files = session.readLog.paths
        if let record { files = requiredFiles(session.lua, record) + files }
        var seen: Set<String> = [options.scriptPath ?? ""]
        // Each once; a path holding a newline cannot be sent, so is not followed.
        let lines = files.filter { !$0.contains("\n") && seen.insert($0).inserted }
        Jobs.writeAll(channel, Array(lines.map { $0 + "\n" }.joined().utf8))
        close(channel)
        return ok ? 0 : 1
    }

    /// Wraps the Lua-file searcher of `package.searchers` so every file it
    /// loads is appended to a table, and the functions that open a named
    /// file for reading (`io.open` in a mode without "w", "a" or "+",
    /// `io.lines`, `dofile`, `loadfile`) so every name they are given is
    /// too; returns that table's registry reference. The wrappers end in
    /// tail calls, so results, errors and the functions' levels are the
    /// library's own. Files opened for writing are not followed: a script
    /// that writes a file it watches would run for ever.
    private func recordRequiredFiles(_ lua: LuaState) -> LuaRef? {
        guard !options.sandbox else { return nil }
        do {
            try lua.run("""
                local record = {}
                local searchers = package.searchers
                local find = searchers[2]
                searchers[2] = function(name, ...)
                  local loader, path = find(name, ...)
                  if type(loader) == "function" then record[#record + 1] = path end
                  return loader, path
                end
                local function note(name)
                  if type(name) == "string" then record[#record + 1] = name end
                end
                local open, lines, dofile_, loadfile_ = io.open, io.lines, dofile, loadfile
                io.open = function(name, mode, ...)
                  if mode == nil or (type(mode) == "string" and not mode:find("[wa+]")) then note(name) end
                  return open(name, mode, ...)
                end
                io.lines = function(name, ...) note(name); return lines(name, ...) end
                dofile = function(name, ...) note(name); return dofile_(name, ...) end
                loadfile = function(name, ...) note(name); return loadfile_(name, ...) end
                return record
                """, name: "=(watch)", arguments: [], results: 1)
            defer { lua.pop() }
            return lua.ref(at: -1)
        } catch {
            return nil
        }
    }

    private func requiredFiles(_ lua: LuaState, _ record: LuaRef) -> [String] {
        lua.push(record)
        defer { lua.setTop(lua.top - 1) }
        var files: [String] = []
        var i = 1
        while lua.rawGet(-1, index: i) == .string {
            if let path = lua.string(at: -1) { files.append(path) }
            lua.pop()
            i += 1
        }
        lua.pop()
        return files
    }
}

/// What changes when a file is saved: existence, size, modification time
/// (to the nanosecond) and inode (editors that save by renaming).
struct FileStamp: Equatable {
    var exists = false
    var size: Int = 0
    var seconds: Int = 0
    var nanoseconds: Int = 0
    var inode: UInt = 0

    init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        exists = true
        size = Int(info.st_size)
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        inode = UInt(info.st_ino)
    }
}
