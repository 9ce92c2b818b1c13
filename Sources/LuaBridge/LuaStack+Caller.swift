import CLua

extension LuaStackAccess {
    /// The file whose code runs at call level `level` of this thread (1:
    /// the function that called the running Swift function), when that
    /// function's chunk was loaded from a file (its source is "@name"):
    /// the name as given to the loader. nil for chunks loaded from strings
    /// (`-e`, standard input, the REPL), C functions (pcall), or no such
    /// level. `lua_getstack` and `lua_getinfo` "S" push nothing and cannot
    /// raise.
    public func sourceFile(atLevel level: Int32) -> String? {
        var info = lua_Debug()
        guard lua_getstack(L, level, &info) != 0, lua_getinfo(L, "S", &info) != 0, let source = info.source,
              source.pointee == UInt8(ascii: "@") else { return nil }
        return String(cString: source + 1)
    }
}
