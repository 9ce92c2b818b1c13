import LuaBridge
#if canImport(Glibc)
import Glibc
#endif

/// One Lua state prepared for the command line, after `lua.c`'s `pmain`:
/// libraries (full or sandbox), the shape library, `arg`, the script's
/// folder on `package.path`, limits; then LUA_INIT, `-e`/`-l`, the script.
final class Session {
    let options: CommandLineOptions
    let views: ViewOutput
    let lua: LuaState
    let output: OutputLocation
    let warnings = Warnings()
    /// The batch status line (docs/BATCH.md), fed by every file save() writes.
    let progress: BatchProgress
    /// The image files the run read, when `--watch` asks (`ReadLog`).
    let readLog: ReadLog

    init(options: CommandLineOptions, views: ViewOutput) throws {
        self.options = options
        self.views = views
        self.output = OutputLocation(directory: options.outputDirectory)
        let progress = BatchProgress(forced: options.progress)
        self.progress = progress
        let readLog = ReadLog()
        self.readLog = readLog
        // Under --max-memory Lua's blocks come from malloc: small blocks
        // keep freed blocks in their class for the state's life, which
        // the worker's data limit would count against the script
        // (CLuaBridge/smallblocks.c).
        if options.maxMemoryMiB != nil { LuaState.usesSmallBlocks = false }
        lua = try Session.makeState(options)
        // As lua.c 5.4: no collection while the state is built (the
        // library's tables and closures are never garbage; collecting
        // during their registration was a tenth of `shapelua -e ''`),
        // then the collector in generational mode, as pmain sets it.
        lua.stopCollector()
        defer { lua.restartCollector(generational: true) }
        if let mib = options.maxMemoryMiB { lua.memoryLimit = Int(mib * 1_048_576) }
        warnings.install(in: lua)
        try views.install(into: lua, options: LibraryOptions(sandbox: options.sandbox, output: output,
                                                             shard: options.shard ?? (0, 1),
                                                             didWrite: { progress.record($0) },
                                                             didRead: { readLog.record($0) },
                                                             sandboxImageFolder: options.scriptPath.map(FilePath.parent)))
        createArgTable()
        try addScriptFolderToPath()
        lua.catchesInterrupts = true // Ctrl-C: "interrupted!", as lua.c
        applyLimits()
    }

    deinit {
        // lua_close runs the remaining finalizers, which may warn (warn(),
        // errors in __gc); with -W those warnings are printed, as lua.c
        // prints them. So the state is closed while `warnings` is alive.
        lua.close()
    }

    /// Closes the state as the process ends (`LuaState.closeForExit`):
    /// the script's finalizers run and may warn, as in `deinit`.
    func closeForExit() {
        lua.closeForExit()
    }

    /// With -E the package library must not see LUA_PATH/LUA_CPATH; it reads
    /// them while opening, so they are hidden for that moment only
    /// (os.getenv still sees them afterwards, as with lua -E).
    private static func makeState(_ options: CommandLineOptions) throws -> LuaState {
        let libraries: LuaLibraries = options.sandbox ? .sandbox : .full
        guard options.ignoreEnvironment else { return try LuaState(libraries: libraries) }
        let names = ["LUA_PATH", "LUA_PATH_5_4", "LUA_CPATH", "LUA_CPATH_5_4"]
        // Copies of the bytes: a value need not be UTF-8.
        let saved = names.map { name in getenv(name).flatMap { strdup($0) } }
        for name in names { unsetenv(name) }
        defer {
            for (name, value) in zip(names, saved) {
                if let value { setenv(name, value, 1); free(value) }
            }
        }
        return try LuaState(libraries: libraries)
    }

    /// Sets the limits of the command line. The bridge applies them per
    /// run (each call from the host starts a fresh count and deadline), so
    /// a script, and each REPL line, gets the whole budget.
    func applyLimits() {
        lua.instructionLimit = options.maxInstructions
        lua.timeout = options.timeout
        if let n = options.maxInstructions { lua.setLimitNote(.instructions, " (--max-instructions \(n))") }
        if let t = options.timeout { lua.setLimitNote(.time, " (--timeout \(Session.number(t)) s)") }
        if let mib = options.maxMemoryMiB {
            let note = " (--max-memory \(Session.number(mib)) MiB)"
            lua.setLimitNote(.memory, note)
        }
    }

    /// 2 rather than 2.0, as the user typed it.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// One run for the limits (docs/RELIABILITY.md): everything inside — the script,
    /// the rendering and writing of what it returns, every callback —
    /// shares one instruction count, one deadline and one stop.
    func run<T>(_ body: () throws -> T) throws -> T {
        try lua.withRun(body)
    }

    /// `arg`: script name at 0, its arguments from 1, the interpreter and its
    /// options at negative indices (lua.c's createargtable). Without a
    /// script, index 0 is the program itself, as in lua.c.
    private func createArgTable() {
        let argv = options.argv
        let script = options.scriptIndex ?? 0
        lua.newTable(arrayCount: max(0, argv.count - script - 1), fieldCount: script + 1)
        for (i, a) in argv.enumerated() {
            lua.push(bytes: ArgumentText.bytes(a))
            lua.rawSet(-2, index: i - script)
        }
        lua.setGlobal("arg")
    }

    /// The script's own folder is searched by `require` before anything else.
    private func addScriptFolderToPath() throws {
        guard !options.sandbox, let script = options.scriptPath else { return }
        let folder = FilePath.parent(script)
        // Lua's path templates cannot express these characters.
        guard !folder.contains(";"), !folder.contains("?") else { return }
        try lua.load("""
            local folder = ...
            package.path = folder .. "/?.lua;" .. folder .. "/?/init.lua;" .. package.path
            """, name: "=(path)")
        lua.push(bytes: ArgumentText.bytes(folder))
        try lua.call(arguments: 1, results: 0)
    }

    // MARK: running (each throws the LuaError to report)

    /// LUA_INIT_5_4, else LUA_INIT: "@file" runs that file, anything else is
    /// a chunk (lua.c's handle_luainit).
    func runInit() throws {
        guard !options.ignoreEnvironment else { return }
        var name = "LUA_INIT_5_4"
        var value = getenv(name)
        if value == nil { name = "LUA_INIT"; value = getenv(name) }
        guard let value else { return }
        // Bytes as given: the chunk or the file name need not be UTF-8.
        let bytes = Array(UnsafeRawBufferPointer(start: value, count: strlen(value)))
        if bytes.first == UInt8(ascii: "@") {
            try lua.loadFile(bytes: Array(bytes.dropFirst()), mode: chunkMode)
        } else {
            try lua.load(bytes: bytes, name: "=" + name, mode: chunkMode)
        }
        try call(arguments: 0, results: 0)
    }

    /// Text only in the sandbox (docs/RELIABILITY.md).
    var chunkMode: String { options.sandbox ? "t" : "bt" }

    /// Runs the `-e`, `-l` and `-W` options in order. When `keepLast` is
    /// true the results of the last `-e` chunk stay on the stack (it is the
    /// main chunk for `-o`); returns how many there are.
    func runActions(keepLast: Bool) throws -> Int32 {
        let lastChunk = options.actions.lastIndex { if case .chunk = $0 { return true } else { return false } }
        var kept: Int32 = 0
        for (i, action) in options.actions.enumerated() {
            switch action {
            case .chunk(let code):
                let keep = keepLast && i == lastChunk
                let base = lua.top
                try lua.load(bytes: ArgumentText.bytes(code), name: "=(command line)", mode: "t")
                try call(arguments: 0, results: keep ? LuaState.allResults : 0)
                if keep { kept = lua.top - base }
            case .library(let global, let module):
                // lua.c's dolibrary: global = require(module), called directly
                // so errors read as require's own.
                lua.pushGlobal("require")
                lua.push(bytes: ArgumentText.bytes(module))
                try call(arguments: 1, results: 1)
                lua.setGlobal(bytes: ArgumentText.bytes(global))
            case .warningsOn:
                lua.warn("@on")
            }
        }
        return kept
    }

    /// Runs the script (a file, or standard input) with its arguments as
    /// `...`; leaves all its results on the stack and returns their count.
    /// The arguments are read back from the global `arg` after loading, as
    /// lua.c's pushargs does, so what `-e` or LUA_INIT did to `arg` counts.
    func runScript() throws -> Int32 {
        let base = lua.top
        try lua.loadFile(bytes: options.scriptPath.map(ArgumentText.bytes), mode: chunkMode)
        lua.pushScriptArgumentsFunction()
        try call(arguments: 0, results: LuaState.allResults)
        try call(arguments: lua.top - base - 1, results: LuaState.allResults)
        return lua.top - base
    }

    /// A protected call (a run: limits and Ctrl-C apply).
    func call(arguments: Int32, results: Int32) throws {
        try lua.call(arguments: arguments, results: results)
    }

    // MARK: output

    /// The main chunk's first result: written to `-o` when it is a view, an
    /// error when `-o` was asked for and it is not; to standard output when
    /// it is a view and there is no `-o`; otherwise ignored, as lua does.
    func writeResult(count: Int32) throws {
        let index = lua.top - count + 1
        let isView = count > 0 && views.isView(lua, at: index)
        if let path = options.outputPath {
            guard isView else {
                let what = count == 0 ? "nothing" : Session.typePhrase(lua, at: index)
                throw OutputError(message: "nothing to write: the script returned \(what), not a view")
            }
            // -o is the run's last save (docs/BATCH.md): numbered, so one
            // shard writes it, and on the progress line once written.
            try views.save(lua, at: index, options: options.render, to: path, numbered: true)
        } else if isView {
            let document = try views.svg(lua, at: index, options: options.render)
            // An SVG document is not written onto a terminal (docs/CLI.md,
            // "The terminal"), as tools that refuse to print binary there:
            // the view is still laid out and drawn, so its errors show. A
            // script that saved its files is done; otherwise one line says
            // where the view would go.
            guard isatty(1) == 0 else {
                if !progress.recordedFiles {
                    Stderr.write("shapelua: the script returned a view; its SVG is not written to a terminal "
                                 + "(give -o FILE.svg, or redirect standard output)\n")
                }
                return
            }
            try Stdout.emit(bytes: document)
        }
    }

    /// "a number", "nil", "a Circle" (the `__name` of a userdata's
    /// metatable, read raw): how messages name a value's type.
    static func typePhrase(_ lua: LuaState, at index: Int32) -> String {
        let type = lua.type(at: index)
        if type == .nil { return "nil" }
        if type == .none { return "nothing" }
        let name = lua.metatableName(at: index) ?? lua.name(of: type)
        let vowel = name.first.map { "aeiouAEIOU".contains($0) } ?? false
        return (vowel ? "an " : "a ") + name
    }
}
