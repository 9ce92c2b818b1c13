import CLua
import CLuaBridge

/// Describes a userdata type while it is registered:
///
///     lua.register(Point.self, name: "Point") { type in
///         type.field("x") { p, call in call.push(p.x) }
///         type.method("offset", pointOffset)          // a SwiftFunction
///         type.toString { p in "Point(\(p.x), \(p.y))" }
///         type.equatable()                            // when T: Equatable
///         type.metamethod("__add", pointAdd)
///     }
///
/// Fields and methods are found by one `__index` function through a members
/// table (name -> method function, or name -> field id), so `p.x` and
/// `p:offset(...)` both cost one raw lookup.
public struct LuaTypeBuilder<T> {
    var methods: [(String, SwiftFunction)] = []
    var fields: [(String, (UnsafeMutableRawPointer, LuaCall) throws -> Void)] = []
    var metamethods: [(String, SwiftFunction)] = []
    var describe: ((UnsafeMutableRawPointer) -> String)?
    var equals: ((UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Bool)?

    /// `obj:name(...)`; the function receives self as argument 1.
    public mutating func method(_ name: String, _ function: SwiftFunction) {
        methods.append((name, function))
    }

    /// `obj.name`: `get` must push exactly one value (or throw).
    public mutating func field(_ name: String, _ get: @escaping (T, LuaCall) throws -> Void) {
        fields.append((name, { memory, call in
            try get(memory.assumingMemoryBound(to: T.self).pointee, call)
        }))
    }

    /// Any metamethod (`__add`, `__call`, `__len`, ...). `__index`, `__gc`,
    /// `__name` and `__metatable` are the bridge's own.
    public mutating func metamethod(_ name: String, _ function: SwiftFunction) {
        precondition(!["__index", "__gc", "__name", "__metatable"].contains(name),
                     "\(name) is set by the bridge")
        metamethods.append((name, function))
    }

    /// `__tostring` (also used by the REPL's one-line summaries).
    public mutating func toString(_ describe: @escaping (T) -> String) {
        self.describe = { describe($0.assumingMemoryBound(to: T.self).pointee) }
    }

    /// `__eq` comparing with `==`; values of other types are unequal.
    public mutating func equatable() where T: Equatable {
        equals = { $0.assumingMemoryBound(to: T.self).pointee == $1.assumingMemoryBound(to: T.self).pointee }
    }
}

extension LuaState {
    /// Registers `T` as a userdata type named `name` (its `__name`).
    /// Registering the same type again replaces its metatable for new values.
    public func register<T>(_ type: T.Type, name: String, _ build: (inout LuaTypeBuilder<T>) -> Void = { _ in }) {
        precondition(MemoryLayout<T>.alignment <= 8, "Lua userdata is only 8-byte aligned")
        var builder = LuaTypeBuilder<T>()
        build(&builder)
        let info = UserdataTypeInfo(name: name) { memory in
            memory.assumingMemoryBound(to: T.self).deinitialize(count: 1)
        }
        info.getters = builder.fields.map { $0.1 }
        info.describe = builder.describe
        info.equals = builder.equals
        info.memberNames = builder.methods.map { $0.0 } + builder.fields.map { $0.0 }
        setUserdataInfo(info, for: type)
        let infoPointer = Unmanaged.passUnretained(info).toOpaque()

        pushBaseMetatable(name: name, info: info, extraFields: builder.metamethods.count + 3,
                          finalizes: !_isPOD(T.self))
        forgetDerivedMetatables(of: type)

        newTable(fieldCount: builder.methods.count + builder.fields.count) // members
        for (methodName, function) in builder.methods {
            push(function: function)
            rawSet(-2, field: methodName)
        }
        for (id, field) in builder.fields.enumerated() {
            push(id)
            rawSet(-2, field: field.0)
        }
        pushLightUserdata(infoPointer)
        lua_rotate(L, -2, 1) // upvalues: info, members
        push(function: indexUserdata, upvalues: 2)
        rawSet(-2, field: "__index")

        if builder.describe != nil {
            pushLightUserdata(infoPointer)
            push(function: describeUserdata, upvalues: 1)
            rawSet(-2, field: "__tostring")
        }
        if builder.equals != nil {
            pushLightUserdata(infoPointer)
            push(function: compareUserdata, upvalues: 1)
            rawSet(-2, field: "__eq")
        }
        for (metaName, function) in builder.metamethods {
            push(function: function)
            rawSet(-2, field: metaName)
        }
        lua_rawsetp(L, shl_registryindex(), registryKey(type))
    }
}

extension LuaStackAccess {
    /// The lower-level registration: `methods` become the `__index` table
    /// unless `metamethods` has its own `__index` (then `methods` is unused
    /// by Lua, but still listed by `memberNames`). Prefer `register(_:name:_:)`.
    /// Works on any thread of the state (`registerOnFirstUse` runs on the
    /// thread that asks).
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

/// The value's memory (after the header) when argument `index` is a live
/// userdata made as this metamethod's type: a metatable moved to another
/// userdata with `debug.setmetatable` does not pass.
private func payload(_ call: LuaCall, _ index: Int32, of info: UserdataTypeInfo) -> UnsafeMutableRawPointer? {
    guard info.owns(call.L, index), let memory = lua_touserdata(call.L, index) else { return nil }
    return memory + UserdataHeader.size
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

/// `__index(self, key)`: a method from the members table, or a field's value.
private let indexUserdata: SwiftFunction = { L in
    LuaCall.run(L) { call in
        lua_settop(call.L, 2)
        guard let memory = payload(call, 1, of: info(call)) else {
            lua_pushnil(call.L)
            return 1
        }
        lua_pushvalue(call.L, 2)
        let t = lua_rawget(call.L, call.upvalueIndex(2))
        if t == LUA_TNUMBER {
            let id = Int(shl_tointegerx(call.L, -1, nil))
            lua_settop(call.L, 2)
            try info(call).getters[id](memory, call)
        }
        return 1 // the method, the field's value, or nil
    }
}

private let describeUserdata: SwiftFunction = { L in
    LuaCall.run(L) { call in
        let info = info(call)
        guard let memory = payload(call, 1, of: info) else {
            call.push("userdata")
            return 1
        }
        call.push(info.describe!(memory))
        return 1
    }
}

/// `__eq(a, b)`: Lua calls it when either operand has it, so both are checked.
private let compareUserdata: SwiftFunction = { L in
    LuaCall.run(L) { call in
        let info = info(call)
        guard let a = payload(call, 1, of: info), let b = payload(call, 2, of: info)
        else { call.push(false); return 1 }
        call.push(info.equals!(a, b))
        return 1
    }
}
