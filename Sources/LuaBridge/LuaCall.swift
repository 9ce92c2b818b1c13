import CLua

/// The view a Swift function has of one call from Lua: argument readers
/// that throw `LuaCallError` (never raise), and pushers for results.
///
///     let add: SwiftFunction = { L in
///         LuaCall.run(L!) { call in
///             call.push(try call.number(1) + call.number(2))
///             return 1
///         }
///     }
public struct LuaCall {
    public let L: OpaquePointer

    /// Runs `body` and converts what it throws into the status the C
    /// trampoline raises once this Swift frame has returned.
    @inline(__always)
    public static func run(_ L: OpaquePointer?, _ body: (LuaCall) throws -> Int32) -> Int32 {
        let call = LuaCall(L: L!)
        do {
            return try body(call)
        } catch let error as LuaCallError {
            return call.status(for: error)
        } catch {
            lua_settop(L, 0)
            call.pushString("\(error)")
            return shl_raise_message()
        }
    }

    func status(for error: LuaCallError) -> Int32 {
        switch error {
        case .argument(let index, let detail):
            pushString(detail)
            return shl_argerror_status(Int32(index))
        case .message(let message):
            pushString(message)
            return shl_raise_message()
        case .lua(let luaError):
            pushString(luaError.message)
            return shl_raise_value()
        }
    }

    /// Number of arguments.
    public var count: Int32 { lua_gettop(L) }

    public func type(_ index: Int32) -> Int32 { lua_type(L, index) }
    public func isNoneOrNil(_ index: Int32) -> Bool { lua_type(L, index) <= LUA_TNIL }

    /// Lua's name for the type of argument `index` ("no value" when
    /// absent), using the metatable's `__name` when it is a string, as
    /// luaL_typeerror does. Raw access only: nothing here can raise.
    public func typeName(_ index: Int32) -> String {
        if lua_getmetatable(L, index) != 0 {
            pushString("__name")
            let t = lua_rawget(L, -2)
            defer { shl_pop(L, 2) }
            if t == LUA_TSTRING, let name = LuaCall.stringValue(L, -1) { return name }
        }
        if lua_type(L, index) == LUA_TLIGHTUSERDATA { return "light userdata" }
        return String(cString: lua_typename(L, lua_type(L, index)))
    }

    /// The argument error Lua gives for a wrong type:
    /// "bad argument #index to 'f' (expected expected, got T)".
    public func typeError(_ index: Int32, expected: String) -> LuaCallError {
        .argument(Int(index), "\(expected) expected, got \(typeName(index))")
    }

    // MARK: arguments

    /// A number; numeric strings are converted, as luaL_checknumber does.
    public func number(_ index: Int32) throws -> Double {
        var isNumber: Int32 = 0
        let value = shl_tonumberx(L, index, &isNumber)
        if isNumber == 0 { throw typeError(index, expected: "number") }
        return value
    }

    public func optionalNumber(_ index: Int32) throws -> Double? {
        isNoneOrNil(index) ? nil : try number(index)
    }

    /// An integer, with luaL_checkinteger's two messages.
    public func integer(_ index: Int32) throws -> Int {
        var isInteger: Int32 = 0
        let value = shl_tointegerx(L, index, &isInteger)
        if isInteger != 0 { return Int(value) }
        var isNumber: Int32 = 0
        _ = shl_tonumberx(L, index, &isNumber)
        if isNumber != 0 {
            throw LuaCallError.argument(Int(index), "number has no integer representation")
        }
        throw typeError(index, expected: "number")
    }

    public func boolean(_ index: Int32) -> Bool { lua_toboolean(L, index) != 0 }

    /// A string argument; numbers are accepted and formatted as Lua would,
    /// as luaL_checkstring does (without converting the stack slot).
    public func string(_ index: Int32) throws -> String {
        let t = lua_type(L, index)
        if t == LUA_TNUMBER {
            var isInteger: Int32 = 0
            let i = shl_tointegerx(L, index, &isInteger)
            if isInteger != 0 { return String(i) }
            return luaNumberString(shl_tonumberx(L, index, nil))
        }
        guard t == LUA_TSTRING, let s = LuaCall.stringValue(L, index) else {
            throw typeError(index, expected: "string")
        }
        return s
    }

    /// The bytes of the string at `index` (which must be a string) as a Swift String.
    static func stringValue(_ L: OpaquePointer, _ index: Int32) -> String? {
        var length = 0
        guard let p = shl_tolstring(L, index, &length) else { return nil }
        return p.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
    }

    // MARK: results

    public func push(_ value: Double) { lua_pushnumber(L, value) }
    public func push(_ value: Int) { lua_pushinteger(L, lua_Integer(value)) }
    public func push(_ value: Bool) { lua_pushboolean(L, value ? 1 : 0) }
    public func pushNil() { lua_pushnil(L) }
    public func push(_ value: String) { pushString(value) }

    func pushString(_ value: String) {
        var value = value
        value.withUTF8 { buf in
            buf.withMemoryRebound(to: CChar.self) { _ = lua_pushlstring(L, $0.baseAddress, $0.count) }
        }
    }
}

/// Lua's own "%.14g" number format, without going through String(format:).
func luaNumberString(_ value: Double) -> String {
    if value.isNaN { return value.sign == .minus ? "-nan" : "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    var buffer = [CChar](repeating: 0, count: 64)
    buffer.withUnsafeMutableBufferPointer { p in shl_number2str(p.baseAddress!, value) }
    return String(cString: buffer)
}
