import CLua
import CLuaBridge
#if canImport(Glibc)
import Glibc
#endif

/// Which standard libraries a state opens (docs/RELIABILITY.md).
public enum LuaLibraries: Sendable {
    /// Everything `lua` opens.
    case full
    /// base (no dofile/loadfile, text-only load), string (no dump), table,
    /// math, utf8, coroutine, os.clock/time/date/difftime. No io, debug,
    /// package, require.
    case sandbox
}

/// Owns one `lua_State`. Every Lua call it makes is protected; nothing it
/// does raises across a Swift frame (see `LuaStackAccess` for the contract).
/// Not thread-safe: use a state from one thread at a time.
public final class LuaState: LuaStackAccess {
    /// The raw main thread, for the binding layer.
    public let L: OpaquePointer
    public let libraries: LuaLibraries
    /// Per-type data of registered userdata types (see LuaUserdata.swift),
    /// kept alive as long as the state. A list, not a Dictionary: a dozen
    /// types, and a Dictionary's first use (its generic metadata and the
    /// Hashable conformance lookup) costs start-up time.
    var userdataTypes: [(type: ObjectIdentifier, info: UserdataTypeInfo)] = []
    /// Infos replaced by a later registration of their type: values made
    /// before it keep the old metatable, whose `__gc` and metamethods hold
    /// the old info unretained, so it lives as long as the state.
    var replacedUserdataInfos: [UserdataTypeInfo] = []
    /// Registry references whose LuaRef is gone, freed at the next safe point.
    var pendingUnrefs: [Int32] = []
    /// When true, SIGINT interrupts each run (see LuaLimits.swift): one sent
    /// to the run's thread, or to the process (Ctrl-C), which then stops
    /// every such run of every state; outside runs SIGINT goes to the
    /// action installed before (CLuaBridge/interrupt.c).
    public var catchesInterrupts = false
    /// Registers a userdata type the first time its metatable is asked for
    /// and missing (a value of it is pushed, or its name is wanted for an
    /// error), on the thread `L` that asks (a coroutine's, maybe); `key` is
    /// `registryKey(T.self)`. Returns whether it registered the type. Lets a
    /// host register its types on first use instead of at start-up
    /// (ShapeLibrary does: docs/PERFORMANCE.md, start-up).
    public var registerOnFirstUse: ((_ L: OpaquePointer, _ key: UnsafeRawPointer) -> Bool)?
    /// Extra text for a syntax error of a chunk this state compiles
    /// (`load`, `loadFile`): given Lua's message and the source line it
    /// names, what to append, or nil. The host's (ShapeLibrary explains its
    /// calling convention: LuaBridge knows nothing of what scripts call).
    public var syntaxHint: ((_ message: String, _ line: String) -> String?)?
    /// Receives the state's warnings (LuaState+Warnings.swift); kept as
    /// long as the state, so finalizers that warn while it closes reach it.
    var warningHandler: LuaWarningHandler?

    public init(libraries: LuaLibraries = .full) throws {
        releaseFunctionInstalled
        guard let L = shl_newstate() else {
            throw LuaError(kind: .memory, message: "cannot create state: not enough memory")
        }
        self.L = L
        self.libraries = libraries
        context.pointee.owner = Unmanaged.passUnretained(self).toOpaque()
        shl_pushcfunction(L, shl_openlibs)
        lua_pushinteger(L, libraries == .full ? lua_Integer(SHL_LIBS_FULL) : lua_Integer(SHL_LIBS_SANDBOX))
        try call(arguments: 1, results: 0)
    }

    deinit {
        close()
    }

    private var isClosed = false

    /// Closes the state now instead of when the last reference goes, so a
    /// host can run the last finalizers while what they report to (a warn
    /// function's owner) still exists. Idempotent; nothing may use the
    /// state afterwards.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        // Finalisers (__gc) run here and may release Swift objects; their
        // LuaRefs see `owner == nil` and do not touch the closing state.
        shl_close(L)
    }

    /// Closes the state when the process exits right after: Lua's own
    /// finalizers still run (a script's `__gc`, io's files are flushed and
    /// closed), but the values of registered Swift types are not
    /// deinitialised one by one: they own only memory (their finalizers
    /// release Swift objects, nothing else), which the exit returns at once.
    /// For a script that built 20,000 views that was about a quarter of its
    /// run (100,000 finalizers, each a protected call into Swift, and the
    /// release of every view node; docs/PERFORMANCE.md). Builds that check
    /// for leaks at exit (AddressSanitizer) close the usual way.
    public func closeForExit() {
        guard !isClosed else { return }
        if shl_leak_checked() == 0 {
            // Values released when freed (CLuaBridge/release.c) are freed
            // without releasing; Lua skips a pending finalizer whose
            // metatable no longer has `__gc` (lgc.c, GCTM: the values that
            // got one because the release set could not grow); the plain
            // copies have none already.
            shl_release_skip_at_close(L)
            for (_, info) in userdataTypes {
                guard let key = info.metatableRegistryKey else { continue }
                if lua_rawgetp(L, shl_registryindex(), key) == LUA_TTABLE {
                    lua_pushnil(L)
                    rawSet(-2, field: "__gc")
                }
                lua_settop(L, -2)
            }
        }
        close()
    }

    /// The LuaState that owns `L` or any of its threads (for Swift functions
    /// called from Lua).
    public static func owner(of L: OpaquePointer) -> LuaState {
        let raw = shl_context(L).pointee.owner!
        return Unmanaged<LuaState>.fromOpaque(raw).takeUnretainedValue()
    }

    var context: UnsafeMutablePointer<shl_Context> { shl_context(L) }

    /// True while Lua code of this state is running (inside a run).
    public var isRunning: Bool { context.pointee.runDepth > 0 }

    // MARK: loading and calling

    /// Compiles `code` and pushes the chunk as a function.
    /// `mode` is "t", "b" or "bt", as for `load`.
    public func load(_ code: String, name: String, mode: String = "t") throws {
        var code = code
        let status = code.withUTF8 { buf in
            buf.withMemoryRebound(to: CChar.self) { chars in
                shl_loadbuffer(L, chars.baseAddress, chars.count, name, mode)
            }
        }
        try hinted { try checkStatus(status) } source: { code.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init) }
    }

    /// Compiles bytes (text, or a binary chunk when `mode` allows it).
    public func load(bytes: [UInt8], name: String, mode: String = "t") throws {
        let status = bytes.withUnsafeBytes { buf in
            shl_loadbuffer(L, buf.baseAddress?.assumingMemoryBound(to: CChar.self), buf.count, name, mode)
        }
        try hinted { try checkStatus(status) } source: { bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init) }
    }

    /// Compiles a file (nil: standard input) and pushes the chunk
    /// (`luaL_loadfilex`, which skips a first line starting with '#').
    public func loadFile(_ path: String?, mode: String = "bt") throws {
        try loadFile(bytes: path.map { Array($0.utf8) }, mode: mode)
    }

    /// The same for a path given as bytes, which need not be UTF-8 (a file
    /// name from the command line); it must not contain a NUL.
    public func loadFile(bytes path: [UInt8]?, mode: String = "bt") throws {
        let status = withCPath(path) { luaL_loadfilex(L, $0, mode) }
        // Standard input cannot be read again: no hint for it.
        try hinted { try checkStatus(status) } source: { path.flatMap(readLines) ?? [] }
    }

    private func withCPath<T>(_ path: [UInt8]?, _ body: (UnsafePointer<CChar>?) -> T) -> T {
        guard let path else { return body(nil) }
        return (path + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress) }
        }
    }

    /// Runs `check`; a syntax error it throws gets `syntaxHint`'s text
    /// appended, the line found in `source()` (read only then) by the line
    /// number in Lua's message ("chunk:LINE: message").
    private func hinted(_ check: () throws -> Void, source: () -> [[UInt8]]) throws {
        do { try check() } catch let error as LuaError where error.kind == .syntax && syntaxHint != nil {
            guard let number = Self.lineNumber(in: error.message) else { throw error }
            let lines = source()
            guard number >= 1, number <= lines.count,
                  let hint = syntaxHint?(error.message, String(decoding: lines[number - 1], as: UTF8.self)) else { throw error }
            throw LuaError(kind: .syntax, message: error.message + hint, traceback: error.traceback)
        }
    }

    /// The LINE of "chunk:LINE: message" (a chunk name may hold colons of
    /// its own: the first ":digits: " after it counts).
    static func lineNumber(in message: String) -> Int? {
        let bytes = Array(message.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: ":") {
                var j = i + 1, n = 0
                while j < bytes.count, bytes[j] >= 48, bytes[j] <= 57, n < 100_000_000 { n = n * 10 + Int(bytes[j] - 48); j += 1 }
                if j > i + 1, j + 1 < bytes.count, bytes[j] == UInt8(ascii: ":"), bytes[j + 1] == UInt8(ascii: " ") { return n }
            }
            i += 1
        }
        return nil
    }

    /// A file's lines, or nil when it cannot be read.
    private func readLines(_ path: [UInt8]) -> [[UInt8]]? {
        guard let file = withCPath(path, { fopen($0, "rb") }) else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
        }
        return bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
    }

    /// Calls the function below `arguments` values on the stack under a
    /// protected call whose message handler adds a traceback (see `pcall`).
    /// Called from the host outside `withRun`, this is a run: the limits
    /// start afresh, and with `catchesInterrupts` SIGINT stops it with
    /// "interrupted!"; inside `withRun` it belongs to that run.
    public func call(arguments: Int32, results: Int32) throws {
        if isRunning {
            try pcall(arguments: arguments, results: results)
            return
        }
        try withRun { try pcall(arguments: arguments, results: results) }
    }

    /// Runs a chunk of code and returns how many results it left on the stack.
    @discardableResult
    public func run(_ code: String, name: String = "=(run)") throws -> Int32 {
        let top = lua_gettop(L)
        try load(code, name: name)
        try call(arguments: 0, results: LUA_MULTRET)
        return lua_gettop(L) - top
    }

    /// Runs a full garbage collection (finalisers included). As in Lua, a
    /// userdata is finalised (its Swift value released) in one cycle and its
    /// block freed in the next.
    public func collectGarbage() {
        freePendingReferences(L)
        // lua_gc runs __gc finalisers, each under its own protected call
        // (an error there becomes a warning), so this cannot raise.
        _ = shl_gc(L, LUA_GCCOLLECT, 0)
    }
}
