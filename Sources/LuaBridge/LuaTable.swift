import CLua
import CLuaBridge

/// Raw table access: no metamethods run, so nothing here can raise
/// (see the contract on `LuaStackAccess`). Keys are strings or integers only;
/// a nil or NaN key would raise in `lua_rawset`.
extension LuaStackAccess {
    /// Pushes a new table with room for `arrayCount` items and `fieldCount` fields.
    public func newTable(arrayCount: Int = 0, fieldCount: Int = 0) {
        lua_createtable(L, Int32(clamping: arrayCount), Int32(clamping: fieldCount))
    }

    /// Pushes `table[field]` (raw) and returns its type.
    @discardableResult
    public func rawGet(_ table: Int32, field: String) -> LuaType {
        let table = lua_absindex(L, table)
        pushString(field)
        return LuaType(lua_rawget(L, table))
    }

    /// Pushes `table[index]` (raw) and returns its type.
    @discardableResult
    public func rawGet(_ table: Int32, index: Int) -> LuaType {
        LuaType(lua_rawgeti(L, table, lua_Integer(index)))
    }

    /// `table[field] = v` (raw), popping v from the top.
    public func rawSet(_ table: Int32, field: String) {
        let table = lua_absindex(L, table)
        pushString(field)
        lua_rotate(L, -2, 1) // key below the value
        lua_rawset(L, table)
    }

    /// `table[index] = v` (raw), popping v from the top.
    public func rawSet(_ table: Int32, index: Int) {
        lua_rawseti(L, table, lua_Integer(index))
    }

    /// The raw length: `#` without `__len` for tables, the byte count for
    /// strings, the block size for full userdata.
    public func rawLength(_ index: Int32) -> Int { Int(lua_rawlen(L, index)) }

    /// Calls `body` with the stack indices of each key and value of the
    /// table at `table` (`lua_next`). The body must leave the stack as it
    /// found it and must not add fields to the table: `lua_next` raises on a
    /// key it no longer finds, which cannot happen under these conditions.
    public func forEachPair(_ table: Int32, _ body: (_ key: Int32, _ value: Int32) throws -> Void) rethrows {
        let table = lua_absindex(L, table)
        let base = lua_gettop(L)
        lua_pushnil(L)
        while lua_next(L, table) != 0 {
            do {
                try body(base + 1, base + 2)
            } catch {
                lua_settop(L, base)
                throw error
            }
            lua_settop(L, base + 1) // keep the key for the next lua_next
        }
    }

    /// Sets every key of the table at `source` to its value in the table at
    /// `target`, raw (no metamethods on either side).
    public func rawCopyPairs(from source: Int32, into target: Int32) {
        let target = lua_absindex(L, target)
        forEachPair(source) { key, value in
            pushValue(at: key)
            pushValue(at: value)
            lua_rawset(L, target)
        }
    }

    /// The string keys of a table, or of a registered userdata type's
    /// methods and fields (for REPL completion); sorted.
    public func memberNames(at index: Int32) -> [String] {
        let index = lua_absindex(L, index)
        var names: [String] = []
        switch lua_type(L, index) {
        case LUA_TTABLE:
            forEachPair(index) { key, _ in if let s = string(at: key) { names.append(s) } }
        case LUA_TUSERDATA:
            if let info = UserdataTypeInfo.of(L, index) { names = info.memberNames }
        default:
            break
        }
        return names.sorted()
    }

    // MARK: globals (raw, so a script's metatable on _G cannot raise here)

    /// Pushes the globals table.
    public func pushGlobals() {
        lua_rawgeti(L, shl_registryindex(), lua_Integer(shl_ridx_globals()))
    }

    /// Pushes global `name` (raw) and returns its type.
    @discardableResult
    public func pushGlobal(_ name: String) -> LuaType {
        pushGlobals()
        let t = rawGet(-1, field: name)
        lua_rotate(L, -2, -1)
        lua_settop(L, -2)
        return t
    }

    /// Sets global `name` (raw) to the value on top, popping it.
    public func setGlobal(_ name: String) {
        pushGlobals()
        lua_rotate(L, -2, 1) // globals below the value
        rawSet(-2, field: name)
        lua_settop(L, -2)
    }

    /// The same for a name given as bytes (`-l` takes any bytes, as lua.c).
    public func setGlobal(bytes name: [UInt8]) {
        pushGlobals()          // value, globals
        push(bytes: name)      // value, globals, name
        lua_rotate(L, -3, -1)  // globals, name, value
        lua_rawset(L, -3)
        lua_settop(L, -2)
    }
}
