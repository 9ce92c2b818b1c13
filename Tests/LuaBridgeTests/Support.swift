import CLua
@testable import LuaBridge

/// Runs `code` and returns its first result as a string (Lua's `tostring`
/// of it, computed in Lua), popping everything it returned.
func evaluate(_ lua: LuaState, _ code: String) throws -> String? {
    let count = try lua.run("return tostring((function(...) \(code) end)())")
    defer { lua.pop(count) }
    return lua.string(at: -count)
}

/// Runs `code` (which must fail) under Lua's own pcall and returns the error
/// message as Lua code sees it.
func luaErrorText(_ lua: LuaState, _ code: String) throws -> String? {
    let count = try lua.run("local ok, e = pcall(function() \(code) end) assert(not ok, 'no error') return e")
    defer { lua.pop(count) }
    return lua.string(at: -1)
}
