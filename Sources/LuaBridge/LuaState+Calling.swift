import CLua

extension LuaState {
    /// The `results` of a call that keeps all the values the function
    /// returned (`LUA_MULTRET`).
    public static let allResults: Int32 = LUA_MULTRET

    /// Compiles `code` and calls it with `arguments` as its `...`, leaving
    /// `results` values (or all of them with `allResults`) on the stack.
    /// Throws the syntax or run-time error as a `LuaError`, with nothing
    /// left on the stack.
    public func run(_ code: String, name: String, mode: String = "t", arguments: [String], results: Int32) throws {
        try load(code, name: name, mode: mode)
        for argument in arguments { push(argument) }
        try call(arguments: Int32(arguments.count), results: results)
    }
}
