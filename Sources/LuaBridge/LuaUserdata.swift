import CLua

/// Swift values stored directly in Lua full userdata (DESIGN rule 4).
///
/// The memory of a userdata holds a `T`, initialised when pushed and
/// deinitialised by `__gc`. Each type's metatable lives in the registry under
/// a key fixed at start-up: the address of `T`'s type metadata, so finding it
/// is one raw lookup with no string hashing, and a type check is that lookup
/// plus `lua_getmetatable` and `lua_rawequal`. Metatables carry `__name`
/// (Lua's error messages use it) and `__metatable = false`.
///
/// With the full profile, `debug.setmetatable` can still give a userdata
/// another type's metatable; like the rest of the debug library, that is a
/// way to crash the host which the sandbox does not offer.
final class UserdataTypeInfo {
    let name: String
    let destroy: (UnsafeMutableRawPointer) -> Void
    /// Field getters by id; the members table maps a field name to its id.
    var getters: [(UnsafeMutableRawPointer, LuaCall) throws -> Void] = []
    var describe: ((UnsafeMutableRawPointer) -> String)?
    var equals: ((UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Bool)?
    var memberNames: [String] = []

    init(name: String, destroy: @escaping (UnsafeMutableRawPointer) -> Void) {
        self.name = name
        self.destroy = destroy
    }

    /// Where a metatable keeps its type's info (light userdata): a key no
    /// Lua code can spell.
    static var metatableKey: UnsafeRawPointer { registryKey(UserdataTypeInfo.self) }

    /// The info of the registered userdata at `index`, if it is one.
    static func of(_ L: OpaquePointer, _ index: Int32) -> UserdataTypeInfo? {
        guard lua_getmetatable(L, index) != 0 else { return nil }
        defer { lua_settop(L, -3) }
        guard lua_rawgetp(L, -1, metatableKey) == LUA_TLIGHTUSERDATA,
              let raw = lua_touserdata(L, -1) else { return nil }
        return Unmanaged<UserdataTypeInfo>.fromOpaque(raw).takeUnretainedValue()
    }
}

@inline(__always)
func registryKey<T>(_ type: T.Type) -> UnsafeRawPointer {
    unsafeBitCast(type as Any.Type, to: UnsafeRawPointer.self)
}

extension LuaStackAccess {
    /// Pushes a new userdata holding `value`. `T` must have been registered
    /// with `LuaState.register(_:name:_:)` (a programming error otherwise:
    /// without its metatable the value would never be deinitialised).
    public func push<T>(userdata value: T) {
        let memory = shl_newuserdata(L, MemoryLayout<T>.size)!
        memory.bindMemory(to: T.self, capacity: 1).initialize(to: value)
        let found = lua_rawgetp(L, shl_registryindex(), registryKey(T.self))
        if found != LUA_TTABLE {
            memory.assumingMemoryBound(to: T.self).deinitialize(count: 1)
            preconditionFailure("userdata type \(T.self) pushed before it was registered")
        }
        lua_setmetatable(L, -2)
    }

    /// The `T` stored at `index`, or nil when that value is not a `T`
    /// (or was already finalised). Valid while the userdata is reachable.
    public func userdata<T>(at index: Int32, as type: T.Type) -> UnsafeMutablePointer<T>? {
        guard lua_type(L, index) == LUA_TUSERDATA, let memory = lua_touserdata(L, index),
              lua_getmetatable(L, index) != 0 else { return nil }
        lua_rawgetp(L, shl_registryindex(), registryKey(type))
        let same = lua_rawequal(L, -1, -2) != 0
        lua_settop(L, -3)
        return same ? memory.assumingMemoryBound(to: T.self) : nil
    }

    /// Pushes the metatable of a registered type (nil if not registered).
    public func pushMetatable<T>(of type: T.Type) {
        lua_rawgetp(L, shl_registryindex(), registryKey(type))
    }
}

extension LuaCall {
    /// The `T` at argument `index`, or nil when it is not a `T` (the
    /// non-throwing form; `checkUserdata` throws Lua's message instead).
    public func userdata<T>(_ index: Int32, as type: T.Type) -> UnsafeMutablePointer<T>? {
        userdata(at: index, as: type)
    }

    /// The `T` at argument `index`, or Lua's "bad argument" error naming the
    /// registered type ("Point expected, got number"); for the self of a
    /// method call Lua words it "calling 'm' on bad self (...)".
    public func checkUserdata<T>(_ index: Int32, as type: T.Type) throws -> UnsafeMutablePointer<T> {
        guard let p = userdata(at: index, as: type) else {
            throw typeError(index, expected: state.userdataTypes[ObjectIdentifier(type)]?.name ?? "\(type)")
        }
        return p
    }

    /// A copy of the `T` at argument `index` (see `checkUserdata(_:as:)`).
    public func value<T>(_ index: Int32, as type: T.Type) throws -> T {
        try checkUserdata(index, as: type).pointee
    }

    /// A copy of the `T` at argument `index`, naming the expected type.
    public func value<T>(_ index: Int32, as type: T.Type, named name: String) throws -> T {
        guard let p = userdata(at: index, as: type) else { throw typeError(index, expected: name) }
        return p.pointee
    }
}
