import CLua
import CLuaBridge
import LuaBridge

/// Calling Lua back from Swift (DESIGN.md bridge rule 5): always a
/// protected call on the calling thread, with the traceback handler; an
/// error comes back as a thrown `LuaError` carrying the Lua location.
extension LuaCall {
    /// Calls the function below `arguments` values on the top of the stack.
    func protectedCall(arguments: Int32, results: Int32) throws {
        let base = top - arguments
        shl_pushmsghandler(L)
        lua_rotate(L, base, 1)
        let status = shl_pcall(L, arguments, results, base)
        lua_rotate(L, base, -1)
        setTop(top - 1)
        guard status != LUA_OK else { return }
        let text = string(at: -1) ?? "(error object is a \(typeName(at: -1)) value)"
        setTop(top - 1)
        throw Self.luaError(handled: text, memory: status == LUA_ERRMEM)
    }

    /// Splits "message\nstack traceback:..." as the message handler made it.
    static func luaError(handled text: String, memory: Bool) -> LuaError {
        LuaError(kind: memory ? .memory : .runtime, handled: text)
    }
}
