import CLua
import CLuaBridge

/// A table-driven list of Swift functions, written as a literal that reads
/// like the Lua API it builds:
///
///     lua.registerModule("shape", [
///         "Point": makePoint,
///         "Rect": makeRect,
///     ], exportGlobals: true)
public typealias LuaFunctionList = KeyValuePairs<String, SwiftFunction>

extension LuaStackAccess {
    /// Sets each function into the table at `table` (raw), like
    /// `luaL_setfuncs`: the `upvalues` values on top of the stack become
    /// upvalues of every function (shared copies), and are popped.
    public func setFunctions(_ functions: LuaFunctionList, inTableAt table: Int32, upvalues: Int32 = 0) {
        let table = lua_absindex(L, table)
        for (name, function) in functions {
            for _ in 0..<upvalues { lua_pushvalue(L, -upvalues) }
            push(function: function, upvalues: upvalues)
            rawSet(table, field: name)
        }
        pop(upvalues)
    }
}

extension LuaState {
    /// Sets each function as a global (raw; `upvalues` as in `setFunctions`).
    public func registerGlobals(_ functions: LuaFunctionList, upvalues: Int32 = 0) {
        pushGlobals()
        lua_rotate(L, -(upvalues + 1), 1) // globals below the upvalues
        setFunctions(functions, inTableAt: -(upvalues + 1), upvalues: upvalues)
        pop()
    }

    /// Sets global `name` to a Swift function.
    public func register(_ name: String, _ function: SwiftFunction) {
        push(function: function)
        setGlobal(name)
    }

    /// Creates the module table `name` holding `functions` and stores it in
    /// `package.loaded[name]` (so `require(name)` returns it; the registry's
    /// loaded table exists in every profile, `require` only in the full one).
    /// With `exportGlobals`, every member is also a global of the same name.
    /// The module table is left on the stack, for adding values to it.
    public func registerModule(_ name: String, _ functions: LuaFunctionList,
                               exportGlobals: Bool = false) {
        newTable(fieldCount: functions.count)
        setFunctions(functions, inTableAt: -1)
        pushLoadedTable()
        pushValue(at: -2)
        rawSet(-2, field: name)
        pop()
        if exportGlobals { exportMembers(ofTableAt: -1) }
    }

    /// Copies every string-keyed member of the table at `index` into the
    /// globals (raw). Use after adding values to a module table.
    public func exportMembers(ofTableAt index: Int32) {
        let index = lua_absindex(L, index)
        pushGlobals()
        let globals = top
        forEachPair(index) { key, value in
            guard type(at: key) == .string else { return }
            pushValue(at: key)
            pushValue(at: value)
            lua_rawset(L, globals)
        }
        pop()
    }

    /// Pushes the registry's table of loaded modules (`package.loaded`).
    public func pushLoadedTable() {
        pushValue(at: shl_registryindex())
        if rawGet(-1, field: "_LOADED") != .table { // LUA_LOADED_TABLE
            pop()
            newTable()
            pushValue(at: -1)
            rawSet(-3, field: "_LOADED")
        }
        lua_rotate(L, -2, -1)
        pop()
    }
}
