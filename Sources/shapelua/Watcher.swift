import CLua
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
        while true {
            let files = [script] + runOnce()
            let stamps = files.map(FileStamp.init(path:))
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
