import CLua
import CLuaBridge

extension LuaStackAccess {
    /// Calls the function below `arguments` values on the stack under
    /// `shl_pcall` with a message handler that adds a traceback. On success
    /// `results` values replace them (LUA_MULTRET: all); on failure nothing
    /// is left and the error is thrown as a `LuaError`.
    ///
    /// From the host this starts a run (limits are per run); from a Swift
    /// function it is a callback within the caller's run.
    public func pcall(arguments: Int32, results: Int32) throws {
        let base = lua_gettop(L) - arguments
        shl_pushmsghandler(L)
        lua_rotate(L, base, 1)
        let status = shl_pcall(L, arguments, results, base)
        lua_rotate(L, base, -1)
        lua_settop(L, -2)
        try checkStatus(status)
    }

    /// Turns a status into a thrown LuaError, popping the error value.
    func checkStatus(_ status: Int32) throws {
        if status == LUA_OK { return }
        let text = describe(at: -1)
        lua_settop(L, -2)
        let kind: LuaError.Kind
        switch status {
        case LUA_ERRSYNTAX: kind = .syntax
        case LUA_ERRMEM: kind = .memory
        case LUA_ERRERR: kind = .handler
        case shl_errfile(): kind = .file
        default: kind = .runtime
        }
        throw LuaError(kind: kind, handled: text)
    }

    /// A non-raising description of the value at `index`, for messages.
    public func describe(at index: Int32) -> String {
        if let s = string(at: index) { return s }
        if lua_type(L, index) == LUA_TNUMBER {
            return isInteger(at: index) ? String(shl_tointegerx(L, index, nil)) : luaNumberString(number(at: index)!)
        }
        return "(error object is a \(String(cString: lua_typename(L, lua_type(L, index)))) value)"
    }
}
