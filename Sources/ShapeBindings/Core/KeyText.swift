import CLua
import LuaBridge
import ShapeCore

extension LuaStackAccess {
    /// A table key for messages, as Lua's own tools print one: 'name'
    /// (quoted and escaped by `MessageText`: a key is the script's text),
    /// [3], [2.5], or (boolean key).
    func keyText(at key: Int32) -> String {
        if let s = string(at: key) { return MessageText.quoted(s) }
        if lua_type(L, key) == LUA_TNUMBER {
            if lua_isinteger(L, key) != 0, let i = integer(at: key) { return "[\(i)]" }
            return "[\(luaNumberString(number(at: key) ?? 0))]"
        }
        return "(\(typeName(at: key)) key)"
    }
}
