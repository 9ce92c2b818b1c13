import CLua
import CLuaBridge

/// Registering a userdata type: one way, `registerUserdata`, which the
/// binding layer's `TypeSpec` calls for each of its types (its `__index`,
/// fields and `__tostring` are the binding layer's own metamethods).
extension LuaStackAccess {
    /// Registers `T` as a userdata type named `name` (its `__name`):
    /// `methods` become the `__index` table unless `metamethods` has its
    /// own `__index` (then `methods` is unused by Lua, but still listed by
    /// `memberNames`). Registering the same type again replaces its
    /// metatable for new values. Works on any thread of the state
    /// (`registerOnFirstUse` runs on the thread that asks).
    public func registerUserdata<T>(
        _ type: T.Type, name: String,
        methods: [(String, SwiftFunction)] = [],
        metamethods: [(String, SwiftFunction)] = []
    ) {
        precondition(MemoryLayout<T>.alignment <= 8, "Lua userdata is only 8-byte aligned")
        let info = UserdataTypeInfo(name: name) { memory in
            memory.assumingMemoryBound(to: T.self).deinitialize(count: 1)
        }
        info.memberNames = methods.map { $0.0 }
        LuaState.owner(of: L).setUserdataInfo(info, for: type)
        pushBaseMetatable(name: name, info: info, extraFields: metamethods.count + 1,
                          finalizes: !_isPOD(T.self))
        forgetDerivedMetatables(of: type)
        if !methods.isEmpty {
            newTable(fieldCount: methods.count)
            for (methodName, function) in methods {
                push(function: function)
                rawSet(-2, field: methodName)
            }
            rawSet(-2, field: "__index")
        }
        for (metaName, function) in metamethods {
            push(function: function)
            rawSet(-2, field: metaName)
        }
        lua_rawsetp(L, shl_registryindex(), registryKey(type))
    }

    /// Pushes a new metatable with `__name`, `__metatable = false`, the info
    /// key and, when `finalizes`, `__gc`. A type whose values own nothing
    /// (`_isPOD`: points, rects, colours, transforms) gets no `__gc`: Lua
    /// then frees its userdata in one step, without queueing a finalizer,
    /// calling into Swift and keeping the memory for one more cycle.
    func pushBaseMetatable(name: String, info: UserdataTypeInfo, extraFields: Int, finalizes: Bool) {
        let infoPointer = Unmanaged.passUnretained(info).toOpaque()
        newTable(fieldCount: extraFields + 4)
        push(name)
        rawSet(-2, field: "__name")
        push(false)
        rawSet(-2, field: "__metatable")
        pushLightUserdata(infoPointer)
        lua_rawsetp(L, -2, UserdataTypeInfo.metatableKey)
        guard finalizes else { return }
        pushLightUserdata(infoPointer)
        push(function: collectUserdata, upvalues: 1)
        rawSet(-2, field: "__gc")
    }

    /// A new registration replaces the type's metatable: neither the plain
    /// copy made from the old one (`push(plainUserdata:)`) nor the state's
    /// cache of metatables (CLuaBridge/typecache.c, which may hold either)
    /// may hand it out again.
    func forgetDerivedMetatables<T>(of type: T.Type) {
        lua_pushnil(L)
        lua_rawsetp(L, shl_registryindex(), plainMetatableKey(type))
        shl_typecache_clear(L)
    }
}

private func info(_ call: LuaCall) -> UserdataTypeInfo {
    let raw = lua_touserdata(call.L, call.upvalueIndex(1))!
    return Unmanaged<UserdataTypeInfo>.fromOpaque(raw).takeUnretainedValue()
}

/// `__gc`: deinitialises the Swift value with the type it was made with
/// (from its header), marks the header dead and removes the metatable, so a
/// resurrected object fails every later type check instead of reading
/// deinitialised memory.
private let collectUserdata: SwiftFunction = { L in
    LuaCall.run(L) { call in
        let expected = info(call)
        guard let owner = expected.owns(call.L, 1) ? expected : UserdataTypeInfo.of(call.L, 1),
              let memory = lua_touserdata(call.L, 1) else { return 0 }
        owner.destroy(memory + UserdataHeader.size)
        memory.assumingMemoryBound(to: UserdataHeader.self).pointee.type = nil
        lua_pushnil(call.L)
        lua_setmetatable(call.L, 1)
        return 0
    }
}
