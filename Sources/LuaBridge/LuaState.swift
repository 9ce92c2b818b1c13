import CLua

/// A Lua function implemented in Swift. It must capture nothing (it is a C
/// function pointer) and must never raise: wrap the body in `LuaCall.run`,
/// which turns thrown errors into the status the trampoline raises.
public typealias SwiftFunction = @convention(c) (OpaquePointer?) -> Int32

/// Which standard libraries a state opens (SPEC §10).
public enum LuaLibraries: Sendable {
    /// Everything `lua` opens.
    case full
    /// base (no dofile/loadfile, text-only load), string (no dump), table,
    /// math, utf8, coroutine, os.clock/time/date/difftime.
    case sandbox
}

/// Owns one `lua_State`. Every Lua call it makes is protected; nothing it
/// does raises across a Swift frame.
public final class LuaState {
    /// The raw state, for the binding layer.
    public let L: OpaquePointer
    public let libraries: LuaLibraries
    /// Per-type data of registered userdata types (see LuaUserdata.swift),
    /// kept alive as long as the state.
    var userdataTypes: [ObjectIdentifier: AnyObject] = [:]

    public init(libraries: LuaLibraries = .full) throws {
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
        shl_close(L)
    }

    /// The LuaState that owns `L` (for Swift functions called from Lua).
    public static func owner(of L: OpaquePointer) -> LuaState {
        let raw = shl_context(L).pointee.owner!
        return Unmanaged<LuaState>.fromOpaque(raw).takeUnretainedValue()
    }

    var context: UnsafeMutablePointer<shl_Context> { shl_context(L) }

    // MARK: limits

    /// Bytes this state has allocated now, and at most so far.
    public var memoryInUse: Int { Int(context.pointee.used) }
    public var peakMemory: Int { Int(context.pointee.peak) }

    /// The most memory Lua may allocate, in bytes; nil for no limit.
    public var memoryLimit: Int? {
        get { context.pointee.limit == 0 ? nil : Int(context.pointee.limit) }
        set { context.pointee.limit = newValue.map { max(1, $0) } ?? 0 }
    }

    /// The most VM instructions (counted in steps of 1,000) the state may
    /// run in total; nil for no limit. Setting it restarts the count.
    public var instructionLimit: Int? {
        get { context.pointee.instructionLimit == 0 ? nil : Int(context.pointee.instructionLimit) }
        set {
            context.pointee.instructionLimit = Int64(newValue.map { max(1, $0) } ?? 0)
            context.pointee.instructionsRun = 0
            shl_update_hook(L)
        }
    }

    /// Seconds from now after which running Lua code stops with "time limit
    /// reached"; nil for none.
    public var timeout: Double? {
        get {
            let d = context.pointee.deadline
            return d == 0 ? nil : d - shl_monotonic_seconds()
        }
        set {
            context.pointee.deadline = newValue.map { shl_monotonic_seconds() + $0 } ?? 0
            shl_update_hook(L)
        }
    }

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
        try check(status)
    }

    /// Compiles a file and pushes the chunk (`luaL_loadfilex`, which skips
    /// a first line starting with '#').
    public func loadFile(_ path: String?, mode: String = "bt") throws {
        try check(luaL_loadfilex(L, path, mode))
    }

    /// Calls the function below `arguments` values on the stack under a
    /// protected call whose message handler adds a traceback.
    public func call(arguments: Int32, results: Int32) throws {
        let base = lua_gettop(L) - arguments
        shl_pushmsghandler(L)
        shl_insert(L, base)
        let status = shl_pcall(L, arguments, results, base)
        shl_remove(L, base)
        try check(status)
    }

    /// Runs a chunk of code and returns how many results it left on the stack.
    @discardableResult
    public func run(_ code: String, name: String = "=(run)") throws -> Int32 {
        let top = lua_gettop(L)
        try load(code, name: name)
        try call(arguments: 0, results: LUA_MULTRET)
        return lua_gettop(L) - top
    }

    /// Turns a status into a thrown LuaError, popping the error value.
    func check(_ status: Int32) throws {
        if status == LUA_OK { return }
        let text = describe(at: -1)
        shl_pop(L, 1)
        let kind: LuaError.Kind
        switch status {
        case LUA_ERRSYNTAX: kind = .syntax
        case LUA_ERRMEM: kind = .memory
        case LUA_ERRERR: kind = .handler
        case LUA_ERRFILE: kind = .file
        default: kind = .runtime
        }
        throw LuaError(kind: kind, handled: text)
    }

    /// A non-raising description of the value at `index`, for messages.
    public func describe(at index: Int32) -> String {
        if let s = string(at: index) { return s }
        return "(error object is a \(String(cString: lua_typename(L, lua_type(L, index)))) value)"
    }

    // MARK: registering

    /// Sets global `name` to a Swift function.
    public func register(_ name: String, _ function: SwiftFunction) {
        shl_pushswiftfunction(L, function, 0)
        lua_setglobal(L, name)
    }

    // MARK: reading (never raises)

    /// The string at `index` if it is a string (numbers are not converted).
    public func string(at index: Int32) -> String? {
        guard lua_type(L, index) == LUA_TSTRING else { return nil }
        return LuaCall.stringValue(L, index)
    }
}
