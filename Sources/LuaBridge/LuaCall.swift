import CLua
import CLuaBridge

/// A Lua function implemented in Swift. It must capture nothing (it is a C
/// function pointer, kept as an upvalue of `shl_trampoline`) and must never
/// raise: wrap the body in `LuaCall.run`, which turns thrown errors into the
/// status the trampoline raises after this Swift frame has returned.
public typealias SwiftFunction = @convention(c) (OpaquePointer?) -> Int32

/// The view a Swift function has of one call from Lua: argument readers that
/// throw `LuaCallError` (never raise), with Lua's own messages, and pushers
/// for results. `L` is the calling thread (a coroutine, perhaps), so Swift →
/// Lua callbacks made through it run on the right stack.
///
///     let add: SwiftFunction = { L in
///         LuaCall.run(L) { call in
///             call.push(try call.number(1) + call.number(2))
///             return 1
///         }
///     }
public struct LuaCall: LuaStackAccess {
    public let L: OpaquePointer

    public init(L: OpaquePointer) { self.L = L }

    /// Runs `body` and converts what it throws into the status the C
    /// trampoline raises: `LuaCallError` as described there, `LuaError`
    /// (a failed callback) as `.lua`, anything else as a message.
    @inlinable
    public static func run(_ L: OpaquePointer?, _ body: (LuaCall) throws -> Int32) -> Int32 {
        let call = LuaCall(L: L!)
        do {
            return try body(call)
        } catch let error as LuaCallError {
            return call.status(for: error)
        } catch let error as LuaError {
            return call.status(for: .lua(error))
        } catch {
            return call.status(for: .message("\(error)"))
        }
    }

    @usableFromInline
    func status(for error: LuaCallError) -> Int32 {
        shl_clearstack(L) // what the function built is garbage now
        switch error {
        case .argument(let index, let detail):
            pushString(detail)
            return shl_argerror_status(Int32(clamping: index))
        case .message(let message):
            pushString(message)
            return shl_raise_message()
        case .lua(let luaError):
            pushString(luaError.message)
            return shl_raise_value()
        }
    }

    /// The LuaState that owns this call's state.
    public var state: LuaState { LuaState.owner(of: L) }

    /// Number of values on the stack: the argument count on entry.
    @inlinable
    public var count: Int32 { lua_gettop(L) }

    /// The stack index of this function's upvalue `n` (1-based), as given
    /// to `push(function:upvalues:)` (upvalue 1 of the C closure is the
    /// Swift function pointer itself).
    @inlinable
    public func upvalueIndex(_ n: Int32) -> Int32 { shl_upvalueindex(n + 1) }

    /// `lua_type` of argument `index` (LUA_TNONE ... LUA_TTHREAD).
    public func type(_ index: Int32) -> Int32 { lua_type(L, index) }
    /// Same as `typeName(at:)`.
    public func typeName(_ index: Int32) -> String { typeName(at: index) }

    // MARK: errors

    /// "bad argument #index to 'f' (expected expected, got T)", as
    /// `luaL_typeerror`.
    public func typeError(_ index: Int32, expected: String) -> LuaCallError {
        .argument(Int(index), "\(expected) expected, got \(typeName(at: index))")
    }

    /// "bad argument #index to 'f' (detail)", as `luaL_argerror`.
    public func argumentError(_ index: Int32, _ detail: String) -> LuaCallError {
        .argument(Int(index), detail)
    }

    // MARK: arguments (luaL_check* semantics and messages, without raising)

    /// A number; numeric strings are converted, as `luaL_checknumber` does.
    @inlinable
    public func number(_ index: Int32) throws -> Double {
        guard let value = number(at: index) else { throw typeError(index, expected: "number") }
        return value
    }

    @inlinable
    public func optionalNumber(_ index: Int32) throws -> Double? {
        isNoneOrNil(index) ? nil : try number(index)
    }

    /// An integer, with `luaL_checkinteger`'s two messages.
    @inlinable
    public func integer(_ index: Int32) throws -> Int {
        if let value = integer(at: index) { return value }
        if number(at: index) != nil {
            throw LuaCallError.argument(Int(index), "number has no integer representation")
        }
        throw typeError(index, expected: "number")
    }

    @inlinable
    public func optionalInteger(_ index: Int32) throws -> Int? {
        isNoneOrNil(index) ? nil : try integer(index)
    }

    /// Any value's truthiness (as `lua_toboolean`); absent is false.
    @inlinable
    public func boolean(_ index: Int32) -> Bool { boolean(at: index) }

    /// A string; numbers are accepted and formatted as Lua would, as
    /// `luaL_checkstring` does (without converting the stack slot).
    public func string(_ index: Int32) throws -> String {
        if lua_type(L, index) == LUA_TNUMBER {
            if let i = integerValue(index) { return String(i) }
            return luaNumberString(shl_tonumberx(L, index, nil))
        }
        guard let s = string(at: index) else { throw typeError(index, expected: "string") }
        return s
    }

    public func optionalString(_ index: Int32) throws -> String? {
        isNoneOrNil(index) ? nil : try string(index)
    }

    /// Argument `index` must be a table ("table expected, got T").
    public func checkTable(_ index: Int32) throws {
        if lua_type(L, index) != LUA_TTABLE { throw typeError(index, expected: "table") }
    }

    /// Argument `index` must be a function; returns a registry reference.
    public func function(_ index: Int32) throws -> LuaRef {
        if lua_type(L, index) != LUA_TFUNCTION { throw typeError(index, expected: "function") }
        return state.ref(at: index, on: self)
    }

    /// Argument `index` must be present (any value, nil included).
    public func checkAny(_ index: Int32) throws {
        if lua_type(L, index) == LUA_TNONE { throw LuaCallError.argument(Int(index), "value expected") }
    }

    private func integerValue(_ index: Int32) -> Int? {
        lua_isinteger(L, index) != 0 ? Int(shl_tointegerx(L, index, nil)) : nil
    }
}

/// Lua's own "%.14g" number format (with ".0" for integral floats), as
/// `tostring` gives it, without going through String(format:).
public func luaNumberString(_ value: Double) -> String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
        shl_number2str(buffer.baseAddress!, value)
        return String(cString: buffer.baseAddress!)
    }
}
