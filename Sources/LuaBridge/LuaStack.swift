import CLua
import CLuaBridge

/// Lua's value types, as `lua_type` reports them.
public enum LuaType: Int32, Sendable {
    case none = -1, `nil` = 0, boolean, lightUserdata, number, string, table,
         function, userdata, thread

    /// `lua_type`'s (or `lua_rawget`'s) number as a case, by arithmetic:
    /// the cases are declared in the order of their numbers, so a case's
    /// tag is its number plus one. Lua gives only -1...8 for a stack slot
    /// (its other type tags, upvalues and prototypes, are never values);
    /// debug builds check. `init(rawValue:)` compiled to a jump table, and
    /// a caller's switch on the result to a second one: ~5 instructions
    /// for each value a hot binding looks at.
    @inlinable
    init(_ raw: Int32) {
        assert(raw >= -1 && raw <= 8, "lua_type gave \(raw)")
        self = unsafeBitCast(UInt8(truncatingIfNeeded: raw &+ 1), to: LuaType.self)
    }
}

/// Stack access shared by `LuaState` (the main thread) and `LuaCall` (the
/// thread that called a Swift function).
///
/// # The non-raising contract
/// Every Lua API call made from Swift must be one that cannot `longjmp`
/// across the Swift frame (DESIGN.md, bridge rules 1–2). This is what makes
/// the calls in this module safe:
/// - no `e`/`v` functions: values are read with `lua_to*` / `lua_type`, never
///   `luaL_check*`; tables are read and written only with `lua_rawget*` /
///   `lua_rawset*` with string or integer keys (never nil or NaN, which
///   raise), never `lua_gettable`/`lua_setfield`/`lua_setglobal`, whose
///   metamethods could raise; strings are never concatenated by Lua;
/// - `m` functions (`lua_push*`, `lua_createtable`, `lua_newuserdatauv`,
///   `luaL_ref`, `lua_rawset*`) are safe because the allocator never fails
///   while a Swift frame is active (`shl_Context.swiftDepth > 0`; the host
///   itself counts as one). Over the memory limit it overshoots and the
///   trampoline raises "not enough memory" after the Swift frame returned;
/// - `lua_tolstring` is only called on values that are strings already
///   (on a number it would convert in place and allocate);
/// - Lua code runs only under `shl_pcall` (see `pcall(arguments:results:)`).
/// - Each Swift function may push at most `LUA_MINSTACK` (20) values
///   without `ensureStack`.
public protocol LuaStackAccess {
    /// The thread whose stack this accesses.
    var L: OpaquePointer { get }
}

extension LuaStackAccess {
    // MARK: stack

    @inlinable
    public var top: Int32 { lua_gettop(L) }
    @inlinable
    public func setTop(_ index: Int32) { lua_settop(L, index) }
    @inlinable
    public func pop(_ count: Int32 = 1) { lua_settop(L, -count - 1) }
    @inlinable
    public func absoluteIndex(_ index: Int32) -> Int32 { lua_absindex(L, index) }
    /// Room for `count` more values; false if the stack cannot grow.
    public func ensureStack(_ count: Int32) -> Bool { lua_checkstack(L, count) != 0 }
    /// Pushes a copy of the value at `index`.
    @inlinable
    public func pushValue(at index: Int32) { lua_pushvalue(L, index) }

    // MARK: types

    @inlinable
    public func type(at index: Int32) -> LuaType { LuaType(lua_type(L, index)) }
    @inlinable
    public func isNoneOrNil(_ index: Int32) -> Bool { lua_type(L, index) <= LUA_TNIL }
    @inlinable
    public func isTable(at index: Int32) -> Bool { lua_type(L, index) == LUA_TTABLE }
    @inlinable
    public func isString(at index: Int32) -> Bool { lua_type(L, index) == LUA_TSTRING }

    /// "file.lua:12": where the Lua function at `index` was defined
    /// (`lua_getinfo` ">S", which only reads the function's prototype).
    public func definition(ofFunctionAt index: Int32) -> String {
        var info = lua_Debug()
        lua_pushvalue(L, index)
        lua_getinfo(L, ">S", &info) // pops the function
        let source = withUnsafePointer(to: info.short_src) {
            $0.withMemoryRebound(to: CChar.self, capacity: Int(LUA_IDSIZE)) { String(cString: $0) }
        }
        return source + ":\(info.linedefined)"
    }

    /// Lua's name for the type of the value at `index` ("no value" when
    /// absent), using the metatable's `__name` when it is a string, exactly
    /// as `luaL_typeerror` does. Raw access only: nothing here can raise.
    /// An absent argument may come as index 0, which the absolute index
    /// turns into the slot above the top: "no value".
    public func typeName(at index: Int32) -> String {
        let index = lua_absindex(L, index)
        if let name = metatableName(at: index) { return name }
        if lua_type(L, index) == LUA_TLIGHTUSERDATA { return "light userdata" }
        return String(cString: lua_typename(L, lua_type(L, index)))
    }

    // MARK: reading (no conversion of the stack slot, never raises)

    /// Lua truthiness: false only for nil and false.
    @inlinable
    public func boolean(at index: Int32) -> Bool { lua_toboolean(L, index) != 0 }

    /// An integer: an integer number, a float with an exact integer value,
    /// or a string convertible to one (as `lua_tointegerx`); nil otherwise.
    @inlinable
    public func integer(at index: Int32) -> Int? {
        var ok: Int32 = 0
        let value = shl_tointegerx(L, index, &ok)
        return ok != 0 ? Int(value) : nil
    }

    /// A number, or a string convertible to one (as `lua_tonumberx`).
    @inlinable
    public func number(at index: Int32) -> Double? {
        var ok: Int32 = 0
        let value = shl_tonumberx(L, index, &ok)
        return ok != 0 ? value : nil
    }

    /// True for an integer-subtype number (not for 1.0 or "1").
    @inlinable
    public func isInteger(at index: Int32) -> Bool { lua_isinteger(L, index) != 0 }

    /// The string at `index` if it is a string (numbers are not converted).
    /// Invalid UTF-8 is repaired with U+FFFD; use `bytes(at:)` for raw bytes.
    @inlinable
    public func string(at index: Int32) -> String? {
        withBytes(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// A Lua number as it is (no string conversion): the fast read for
    /// arguments that must be numbers, before any message is built.
    @inlinable
    public func exactNumber(at index: Int32) -> Double? {
        lua_type(L, index) == LUA_TNUMBER ? shl_tonumberx(L, index, nil) : nil
    }

    /// The bytes of the string at `index` (embedded zeros included).
    public func bytes(at index: Int32) -> [UInt8]? {
        withBytes(at: index) { Array($0) }
    }

    /// Runs `body` on the bytes of the string at `index`, without copying.
    /// The buffer is valid only while the string stays on the stack.
    @inlinable
    public func withBytes<R>(at index: Int32, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        guard lua_type(L, index) == LUA_TSTRING else { return nil }
        var length = 0
        guard let p = shl_tolstring(L, index, &length) else { return nil }
        return try p.withMemoryRebound(to: UInt8.self, capacity: length) {
            try body(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    public func lightUserdata(at index: Int32) -> UnsafeMutableRawPointer? {
        lua_type(L, index) == LUA_TLIGHTUSERDATA ? lua_touserdata(L, index) : nil
    }

    /// The thread (coroutine) at `index`.
    public func thread(at index: Int32) -> OpaquePointer? { lua_tothread(L, index) }

    /// Raw equality (no `__eq`).
    public func rawEqual(_ a: Int32, _ b: Int32) -> Bool { lua_rawequal(L, a, b) != 0 }

    // MARK: pushing

    @inlinable
    public func pushNil() { lua_pushnil(L) }
    @inlinable
    public func push(_ value: Bool) { lua_pushboolean(L, value ? 1 : 0) }
    @inlinable
    public func push(_ value: Int) { lua_pushinteger(L, lua_Integer(value)) }
    @inlinable
    public func push(_ value: Double) { lua_pushnumber(L, value) }
    @inlinable
    public func push(_ value: String) { pushString(value) }
    public func push(bytes: UnsafeRawBufferPointer) {
        _ = lua_pushlstring(L, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count)
    }
    public func push(bytes: [UInt8]) { bytes.withUnsafeBytes { push(bytes: $0) } }
    public func pushLightUserdata(_ pointer: UnsafeMutableRawPointer?) { lua_pushlightuserdata(L, pointer) }
    /// Pushes the running thread; true when it is the main thread.
    @discardableResult public func pushThread() -> Bool { lua_pushthread(L) != 0 }
    /// Pushes a Swift function; it takes `upvalues` values from the stack as
    /// its upvalues (read them with `LuaCall.upvalueIndex`).
    @inlinable
    public func push(function: SwiftFunction, upvalues: Int32 = 0) {
        shl_pushswiftfunction(L, function, upvalues)
    }

    @inlinable
    func pushString(_ value: String) {
        var value = value
        value.withUTF8 { buf in
            buf.withMemoryRebound(to: CChar.self) { _ = lua_pushlstring(L, $0.baseAddress, $0.count) }
        }
    }
}
