import CLua

/// Swift values stored directly in Lua full userdata.
///
/// The memory of a userdata holds a `T`, initialised when pushed and
/// deinitialised by `__gc`. Each type's metatable lives in the registry under
/// a key fixed at start-up: the address of `T`'s type metadata, so finding it
/// costs one raw lookup, no string hashing. Metatables carry `__name` (Lua's
/// error messages use it) and `__metatable = false`.
final class UserdataTypeInfo {
    let name: String
    let destroy: (UnsafeMutableRawPointer) -> Void
    init(name: String, destroy: @escaping (UnsafeMutableRawPointer) -> Void) {
        self.name = name
        self.destroy = destroy
    }
}

@inline(__always)
func registryKey<T>(_ type: T.Type) -> UnsafeRawPointer {
    unsafeBitCast(type as Any.Type, to: UnsafeRawPointer.self)
}

/// `__gc` for every userdata type: upvalue 2 is the type's UserdataTypeInfo.
private let collectUserdata: SwiftFunction = { L in
    let L = L!
    guard let memory = lua_touserdata(L, 1),
          let info = lua_touserdata(L, shl_upvalueindex(2)) else { return 0 }
    Unmanaged<UserdataTypeInfo>.fromOpaque(info).takeUnretainedValue().destroy(memory)
    // A finalised object can still be reached (resurrection); without its
    // metatable it no longer passes any type check.
    lua_pushnil(L)
    lua_setmetatable(L, 1)
    return 0
}

extension LuaState {
    /// Registers `T` as a userdata type named `name`. `methods` become the
    /// `__index` table unless `metamethods` has its own `__index`.
    public func registerUserdata<T>(
        _ type: T.Type, name: String,
        methods: [(String, SwiftFunction)] = [],
        metamethods: [(String, SwiftFunction)] = []
    ) {
        precondition(MemoryLayout<T>.alignment <= 8, "Lua userdata is only 8-byte aligned")
        let info = UserdataTypeInfo(name: name) { memory in
            memory.assumingMemoryBound(to: T.self).deinitialize(count: 1)
        }
        userdataTypes[ObjectIdentifier(type)] = info

        lua_createtable(L, 0, Int32(metamethods.count + 4))
        setField(-1, "__name", string: name)
        lua_pushboolean(L, 0)
        lua_setfield(L, -2, "__metatable")
        lua_pushlightuserdata(L, Unmanaged.passUnretained(info).toOpaque())
        shl_pushswiftfunction(L, collectUserdata, 1)
        lua_setfield(L, -2, "__gc")
        if !methods.isEmpty {
            lua_createtable(L, 0, Int32(methods.count))
            for (methodName, function) in methods {
                shl_pushswiftfunction(L, function, 0)
                lua_setfield(L, -2, methodName)
            }
            lua_setfield(L, -2, "__index")
        }
        for (metaName, function) in metamethods {
            shl_pushswiftfunction(L, function, 0)
            lua_setfield(L, -2, metaName)
        }
        lua_rawsetp(L, shl_registryindex(), registryKey(type))
    }

    /// Pushes the metatable of a registered type (nil if not registered).
    public func pushMetatable<T>(of type: T.Type) {
        lua_rawgetp(L, shl_registryindex(), registryKey(type))
    }

    func setField(_ table: Int32, _ key: String, string value: String) {
        LuaCall(L: L).push(value)
        lua_setfield(L, table - 1, key)
    }
}

extension LuaCall {
    /// Pushes a new userdata holding `value`; `T` must have been registered.
    public func push<T>(userdata value: T) {
        let memory = shl_newuserdata(L, MemoryLayout<T>.size)!
        memory.bindMemory(to: T.self, capacity: 1).initialize(to: value)
        lua_rawgetp(L, shl_registryindex(), registryKey(T.self))
        lua_setmetatable(L, -2)
    }

    /// The `T` stored at `index`, or nil when that value is not a `T`.
    public func userdata<T>(_ index: Int32, as type: T.Type) -> UnsafeMutablePointer<T>? {
        guard let memory = lua_touserdata(L, index), lua_type(L, index) == LUA_TUSERDATA,
              lua_getmetatable(L, index) != 0 else { return nil }
        lua_rawgetp(L, shl_registryindex(), registryKey(type))
        let same = lua_rawequal(L, -1, -2) != 0
        shl_pop(L, 2)
        return same ? memory.assumingMemoryBound(to: T.self) : nil
    }

    /// The `T` at `index`, or Lua's "bad argument" error naming the type.
    public func value<T>(_ index: Int32, as type: T.Type, named name: String) throws -> T {
        guard let p = userdata(index, as: type) else { throw typeError(index, expected: name) }
        return p.pointee
    }
}
