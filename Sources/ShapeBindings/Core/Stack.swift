import CLua
import LuaBridge

/// The few raw stack operations the binding layer needs, all from the
/// non-raising family (DESIGN.md bridge rule 2): `lua_type`, `lua_to*`,
/// `lua_rawget*`, `lua_rawset*` with string or integer keys, pushes.
/// Kept here (not as LuaCall extensions) so the binding layer does not
/// depend on how LuaBridge spells its own helpers.
struct Stack {
    let L: OpaquePointer

    @inline(__always) func type(_ index: Int32) -> Int32 { lua_type(L, index) }
    @inline(__always) func isNoneOrNil(_ index: Int32) -> Bool { lua_type(L, index) <= LUA_TNIL }
    @inline(__always) func isTable(_ index: Int32) -> Bool { lua_type(L, index) == LUA_TTABLE }
    var top: Int32 { lua_gettop(L) }
    func setTop(_ index: Int32) { lua_settop(L, index) }
    func absolute(_ index: Int32) -> Int32 { lua_absindex(L, index) }

    /// A number (numeric strings are converted, as luaL_checknumber does).
    func number(_ index: Int32) -> Double? {
        guard lua_type(L, index) == LUA_TNUMBER || lua_type(L, index) == LUA_TSTRING else { return nil }
        var ok: Int32 = 0
        let value = shl_tonumberx(L, index, &ok)
        return ok != 0 ? value : nil
    }

    func integer(_ index: Int32) -> Int? {
        var ok: Int32 = 0
        let value = shl_tointegerx(L, index, &ok)
        return ok != 0 ? Int(value) : nil
    }

    /// The string at `index` when it is a string (numbers are not converted).
    func string(_ index: Int32) -> String? {
        guard lua_type(L, index) == LUA_TSTRING else { return nil }
        var length = 0
        guard let p = shl_tolstring(L, index, &length) else { return nil }
        return p.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
    }

    /// Lua's name for a value's type, `__name` first, as luaL_typeerror.
    func typeName(_ index: Int32) -> String {
        let index = lua_absindex(L, index)
        if lua_type(L, index) == LUA_TUSERDATA, lua_getmetatable(L, index) != 0 {
            push("__name")
            let t = lua_rawget(L, -2)
            let name = t == LUA_TSTRING ? string(-1) : nil
            lua_settop(L, -3)
            if let name { return name }
        }
        if lua_type(L, index) == LUA_TLIGHTUSERDATA { return "light userdata" }
        return String(cString: lua_typename(L, lua_type(L, index)))
    }

    // MARK: pushing

    func push(_ value: String) {
        var value = value
        value.withUTF8 { buf in
            buf.withMemoryRebound(to: CChar.self) { _ = lua_pushlstring(L, $0.baseAddress, $0.count) }
        }
    }
    func push(_ value: Double) { lua_pushnumber(L, value) }
    func push(_ value: Bool) { lua_pushboolean(L, value ? 1 : 0) }
    func pushNil() { lua_pushnil(L) }
    func pushValue(_ index: Int32) { lua_pushvalue(L, index) }
    func newTable(array: Int32 = 0, fields: Int32 = 0) { lua_createtable(L, array, fields) }

    // MARK: raw tables

    /// Pushes table[field] (raw) and returns its type.
    @discardableResult
    func rawGet(_ table: Int32, _ field: String) -> Int32 {
        let table = lua_absindex(L, table)
        push(field)
        return lua_rawget(L, table)
    }
    @discardableResult
    func rawGet(_ table: Int32, _ index: Int) -> Int32 {
        lua_rawgeti(L, table, lua_Integer(index))
    }
    /// table[field] = top (raw), popping the value.
    func rawSet(_ table: Int32, _ field: String) {
        let table = lua_absindex(L, table)
        push(field)
        lua_rotate(L, -2, 1)
        lua_rawset(L, table)
    }
    func rawSet(_ table: Int32, _ index: Int) { lua_rawseti(L, table, lua_Integer(index)) }
    func rawLength(_ index: Int32) -> Int { Int(lua_rawlen(L, index)) }

    /// Calls `body` with the stack indices of each key and value (lua_next).
    /// The body must leave the stack as found and not add keys.
    func forEachPair(_ table: Int32, _ body: (_ key: Int32, _ value: Int32) throws -> Void) rethrows {
        let table = lua_absindex(L, table)
        let base = lua_gettop(L)
        lua_pushnil(L)
        while lua_next(L, table) != 0 {
            do { try body(base + 1, base + 2) } catch { lua_settop(L, base); throw error }
            lua_settop(L, base + 1)
        }
    }

    /// A description of a table key for messages: 'name' or [3].
    func keyText(_ key: Int32) -> String {
        if let s = string(key) { return "'\(s)'" }
        if lua_type(L, key) == LUA_TNUMBER {
            if lua_isinteger(L, key) != 0, let i = integer(key) { return "[\(i)]" }
            return "[\(luaNumberText(number(key) ?? 0))]"
        }
        return "(\(typeName(key)) key)"
    }
}

/// Lua's tostring of a float ("%.14g", ".0" added to integral values),
/// so Swift descriptions print numbers exactly as Lua prints them.
func luaNumberText(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
        shl_number2str(buffer.baseAddress!, value)
        return String(cString: buffer.baseAddress!)
    }
}

/// Numbers in messages: integers without ".0" ("got -3"), others as Lua.
func messageNumberText(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int64(value)) }
    return luaNumberText(value)
}

/// Lua's number text without a trailing ".0" ("10", "2.5"), for compact
/// listings such as a path's bounds.
func compactNumberText(_ value: Double) -> String {
    let text = luaNumberText(value)
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}
