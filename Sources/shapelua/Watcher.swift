import CLua
import CLuaBridge
import LuaBridge
#if canImport(Glibc)
import Glibc
#endif

/// `--watch`: runs the script in a fresh state, notes which module files
/// `require` loaded, then polls their modification times (and the
/// script's) and runs again when one changes. Polling keeps it simple and
/// portable; a run's errors are reported and watching goes on. Ctrl-C
/// stops it.
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
            Stderr.write("shapelua: \(script) or a module it requires changed; running again\n")
        }
    }

    /// One run; returns the files of the modules it required.
    private func runOnce() -> [String] {
        let session: Session
        do {
            session = try Session(options: options, views: views)
        } catch {
            CommandLineTool.report(error)
            return []
        }
        let record = recordRequiredFiles(session.lua)
        _ = CommandLineTool.runMain(session, .script)
        Stdout.flush()
        guard let record else { return [] }
        return requiredFiles(session.lua, record)
    }

    /// Wraps the Lua-file searcher of `package.searchers` so every file it
    /// loads is appended to a table; returns that table's registry reference.
    private func recordRequiredFiles(_ lua: LuaState) -> Int32? {
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
                return record
                """, name: "=(watch)", arguments: [], results: 1)
            return lua.makeReference()
        } catch {
            return nil
        }
    }

    private func requiredFiles(_ lua: LuaState, _ record: Int32) -> [String] {
        lua.pushReference(record)
        defer { lua.setTop(lua.top - 1) }
        var files: [String] = []
        var i: lua_Integer = 1
        while lua_rawgeti(lua.L, -1, i) == LUA_TSTRING {
            if let path = lua.string(at: -1) { files.append(path) }
            shl_pop(lua.L, 1)
            i += 1
        }
        shl_pop(lua.L, 1)
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
