import CLua
import CLuaBridge

/// Swift values stored directly in Lua full userdata (DESIGN rule 4).
///
/// The memory of a userdata holds a `T`, initialised when pushed and
/// deinitialised when Lua frees the userdata (CLuaBridge/release.c; only
/// types that own references need it: see `push(userdata:)`,
/// `push(plainUserdata:)` and `releaseFreedUserdata`). Each type's
/// metatable lives in the registry under
/// a key fixed at start-up: the address of `T`'s type metadata, so finding it
/// is one raw lookup with no string hashing, and a type check is that lookup
/// plus `lua_getmetatable` and `lua_rawequal`. Metatables carry `__name`
/// (Lua's error messages use it) and `__metatable = false`.
///
/// The memory starts with a 16-byte header (`UserdataHeader`): the address
/// of `T`'s type metadata and the type's `UserdataTypeInfo`; the value
/// follows. Type checks compare the header, not the metatable, so a userdata
/// given another type's metatable with `debug.setmetatable` is refused as a
/// bad argument instead of being read as the wrong type, and `__gc` always
/// deinitialises with the type the value was made with.
final class UserdataTypeInfo {
    let name: String
    let destroy: (UnsafeMutableRawPointer) -> Void
    var memberNames: [String] = []
    /// The registry key of the type's metatable (`registryKey(T.self)`).
    var metatableRegistryKey: UnsafeRawPointer?

    init(name: String, destroy: @escaping (UnsafeMutableRawPointer) -> Void) {
        self.name = name
        self.destroy = destroy
    }

    /// Where a metatable keeps its type's info (light userdata): a key no
    /// Lua code can spell.
    static var metatableKey: UnsafeRawPointer { registryKey(UserdataTypeInfo.self) }

    /// The info of the live registered userdata at `index`, if it is one
    /// (read from its header, so a swapped metatable does not change it).
    /// The header's pointer is only compared with the state's registered
    /// infos, never followed, so a foreign userdata cannot fool it. A linear
    /// scan over the registered types: for completion and rare paths only.
    static func of(_ L: OpaquePointer, _ index: Int32) -> UserdataTypeInfo? {
        guard let header = UserdataHeader.live(L, index) else { return nil }
        return LuaState.owner(of: L).userdataTypes.first {
            Unmanaged.passUnretained($0.info).toOpaque() == header.info
        }?.info
    }

    /// Whether the userdata at `index` is a live value made as this type.
    func owns(_ L: OpaquePointer, _ index: Int32) -> Bool {
        UserdataHeader.live(L, index)?.info == Unmanaged.passUnretained(self).toOpaque()
    }
}

/// The first 16 bytes of every userdata LuaBridge makes (Lua aligns
/// userdata memory to 8 bytes, so the value after it stays aligned).
public struct UserdataHeader {
    /// The address of the Swift type's metadata (`registryKey(T.self)`);
    /// nil once `__gc` has deinitialised the value.
    public var type: UnsafeRawPointer?
    /// The type's `UserdataTypeInfo` (kept alive by the LuaState).
    @usableFromInline var info: UnsafeMutableRawPointer?

    public static let size = 16

    @inlinable
    init(type: UnsafeRawPointer?, info: UnsafeMutableRawPointer?) {
        self.type = type
        self.info = info
    }

    /// The header of a userdata's memory, when it is large enough to be one
    /// of ours. Only the bridge creates full userdata with this layout; other
    /// C libraries' userdata (io's files) never start with a live Swift
    /// type-metadata address.
    @inlinable
    public static func at(_ memory: UnsafeMutableRawPointer, length: Int) -> UnsafeMutablePointer<UserdataHeader>? {
        length >= size ? memory.assumingMemoryBound(to: UserdataHeader.self) : nil
    }

    /// The header of the userdata at `index` if it is large enough to carry
    /// one and its value has not been finalised.
    static func live(_ L: OpaquePointer, _ index: Int32) -> UserdataHeader? {
        guard lua_type(L, index) == LUA_TUSERDATA, let memory = lua_touserdata(L, index),
              let header = at(memory, length: Int(lua_rawlen(L, index))),
              header.pointee.type != nil else { return nil }
        return header.pointee
    }

    /// The value of type `T` in the userdata at `index`, or nil when that
    /// value is not a live `T`: one load and one comparison.
    @inlinable
    public static func value<T>(_ L: OpaquePointer, _ index: Int32, as type: T.Type) -> UnsafeMutablePointer<T>? {
        // lua_touserdata: nil for anything but userdata; a light userdata's
        // raw length is 0, so the size test refuses it.
        guard let memory = lua_touserdata(L, index),
              lua_rawlen(L, index) == UInt64(size + MemoryLayout<T>.size),
              memory.load(as: UnsafeRawPointer?.self) == registryKey(type) else { return nil }
        return (memory + size).assumingMemoryBound(to: T.self)
    }
}

@inlinable @inline(__always)
public func registryKey<T>(_ type: T.Type) -> UnsafeRawPointer {
    unsafeBitCast(type as Any.Type, to: UnsafeRawPointer.self)
}

/// Where the `__gc`-less copy of `T`'s metatable is kept: one byte past
/// the address of `T`'s metadata, an odd address no other registry key
/// (metadata, heap objects, all aligned) can have.
func plainMetatableKey<T>(_ type: T.Type) -> UnsafeRawPointer {
    plainMetatableKey(registryKey(type))
}

/// `plainMetatableKey(T.self)` from `registryKey(T.self)`.
@inlinable @inline(__always)
func plainMetatableKey(_ key: UnsafeRawPointer) -> UnsafeRawPointer {
    key + 1
}

/// Pushes the metatable registered under `key` and returns its Lua type
/// (LUA_TTABLE, or LUA_TNIL when none is registered). A type not registered
/// yet is registered first by the owner's `registerOnFirstUse`, on `L`.
func pushRegisteredMetatable(_ L: OpaquePointer, _ key: UnsafeRawPointer) -> Int32 {
    let found = lua_rawgetp(L, shl_registryindex(), key)
    // The owner is gone while the state closes (finalisers run then).
    guard found != LUA_TTABLE, let owner = shl_context(L).pointee.owner,
          let register = Unmanaged<LuaState>.fromOpaque(owner).takeUnretainedValue().registerOnFirstUse
    else { return found }
    lua_settop(L, -2)
    guard register(L, key) else { lua_pushnil(L); return LUA_TNIL }
    return lua_rawgetp(L, shl_registryindex(), key)
}

extension LuaStackAccess {
    /// Pushes a new userdata holding `value`. `T` must have been registered
    /// with `registerUserdata(_:name:methods:metamethods:)` (a programming error otherwise:
    /// without its metatable the value would never be deinitialised).
    /// `value` is consumed: moved into the userdata, not copied (a copy
    /// retains every reference it holds, to release the original's after).
    ///
    /// A value that owns references is released when Lua frees its
    /// userdata (CLuaBridge/release.c), not by a `__gc`: it gets the
    /// type's metatable without `__gc`, as a plain value does, and its
    /// block joins the state's release set. Only when the set cannot grow
    /// (no memory) does it get the `__gc` metatable instead.
    @inlinable
    public func push<T>(userdata value: consuming T) {
        pushNew(value, releasedWhenFreed: !_isPOD(T.self))
    }

    /// Pushes a new userdata holding `value`, a value that owns no
    /// references although its type can (a shape value holding a plain
    /// rounded rectangle rather than a Lua function): it gets a copy of the
    /// type's metatable without `__gc` and stays out of the release set,
    /// so freeing it calls nothing. The caller guarantees that
    /// deinitialising `value` would release nothing; otherwise that memory
    /// leaks (it is never unsafe).
    @inlinable
    public func push<T>(plainUserdata value: consuming T) {
        pushNew(value, releasedWhenFreed: false)
    }

    /// Both pushes: the value with the plain (no `__gc`) metatable, joined
    /// to the release set when `releasedWhenFreed`; the registered
    /// metatable for a type whose values own nothing (it has no `__gc`
    /// either), or for a value the set has no room for (its `__gc` then
    /// releases it). Inlinable, so each caller's `T` is known where it is
    /// pushed: its size, whether it is plain and its move are constants
    /// there instead of the value witness calls of an unspecialized generic
    /// (about a quarter of a push's instructions).
    @inlinable @inline(__always)
    internal func pushNew<T>(_ value: consuming T, releasedWhenFreed: Bool) {
        let length = UserdataHeader.size + MemoryLayout<T>.size
        let memory = shl_newuserdata(L, length)!
        let key = registryKey(T.self)
        let info = _isPOD(T.self)
            ? (shl_typecache_push(L, key) ?? pushMetatableSlowly(key, plain: false, T.self))
            : (shl_typecache_push(L, plainMetatableKey(key)) ?? pushMetatableSlowly(key, plain: true, T.self))
        memory.bindMemory(to: UserdataHeader.self, capacity: 1)
            .initialize(to: UserdataHeader(type: key, info: info))
        (memory + UserdataHeader.size).bindMemory(to: T.self, capacity: 1).initialize(to: consume value)
        if releasedWhenFreed && shl_release_when_freed(L, memory, length) == 0 {
            lua_settop(L, -2)
            _ = shl_typecache_push(L, key) ?? pushMetatableSlowly(key, plain: false, T.self)
        }
        lua_setmetatable(L, -2)
    }

    /// Pushes the metatable of the type whose registry key is `key` — its
    /// plain copy (`plainMetatableKey`) when `plain` — when the state's
    /// type cache (CLuaBridge/typecache.c: one array read) does not have
    /// it: from the registry (hashed lookups), registering the type first
    /// if needed, and caches it. Returns the type's info.
    @usableFromInline
    internal func pushMetatableSlowly(_ key: UnsafeRawPointer, plain: Bool, _ type: Any.Type) -> UnsafeMutableRawPointer? {
        if plain {
            pushPlainMetatable(key, type)
        } else {
            let found = pushRegisteredMetatable(L, key)
            precondition(found == LUA_TTABLE, "userdata type \(type) pushed before it was registered")
        }
        lua_rawgetp(L, -1, UserdataTypeInfo.metatableKey)
        let info = lua_touserdata(L, -1)
        lua_settop(L, -2)
        shl_typecache_store(L, plain ? plainMetatableKey(key) : key, info)
        return info
    }

    /// Pushes the registered metatable of `T` without `__gc`, made on first
    /// use as a copy of the whole metatable (so it has every metamethod
    /// installed after registration too) and kept in the registry.
    func pushPlainMetatable(_ key: UnsafeRawPointer, _ type: Any.Type) {
        if lua_rawgetp(L, shl_registryindex(), plainMetatableKey(key)) == LUA_TTABLE { return }
        lua_settop(L, -2)
        let found = pushRegisteredMetatable(L, key)
        precondition(found == LUA_TTABLE, "userdata type \(type) pushed before it was registered")
        let full = lua_gettop(L)
        lua_createtable(L, 0, 8)
        lua_pushnil(L)
        while lua_next(L, full) != 0 { // key, value
            if isGCKey(-2) {
                lua_settop(L, -2)
            } else {
                lua_pushvalue(L, -2)
                lua_rotate(L, -2, 1)
                lua_rawset(L, -4)
            }
        }
        lua_rotate(L, -2, 1)
        lua_settop(L, -2) // the copy
        lua_pushvalue(L, -1)
        lua_rawsetp(L, shl_registryindex(), plainMetatableKey(key))
    }

    private func isGCKey(_ index: Int32) -> Bool {
        withBytes(at: index) { $0.count == 4 && $0.elementsEqual("__gc".utf8) } ?? false
    }

    /// The `T` stored at `index`, or nil when that value is not a `T`
    /// (or was already finalised). Valid while the userdata is reachable.
    @inlinable
    public func userdata<T>(at index: Int32, as type: T.Type) -> UnsafeMutablePointer<T>? {
        UserdataHeader.value(L, index, as: type)
    }

    /// Pushes the metatable of a registered type (nil if not registered,
    /// after `registerOnFirstUse` had its chance).
    public func pushMetatable<T>(of type: T.Type) {
        _ = pushRegisteredMetatable(L, registryKey(type))
    }
}

extension LuaCall {
    /// The `T` at argument `index`, or nil when it is not a `T` (the
    /// non-throwing form; `checkUserdata` throws Lua's message instead).
    @inlinable
    public func userdata<T>(_ index: Int32, as type: T.Type) -> UnsafeMutablePointer<T>? {
        userdata(at: index, as: type)
    }

    /// The `T` at argument `index`, or Lua's "bad argument" error naming the
    /// registered type ("Point expected, got number"); for the self of a
    /// method call Lua words it "calling 'm' on bad self (...)".
    public func checkUserdata<T>(_ index: Int32, as type: T.Type) throws -> UnsafeMutablePointer<T> {
        guard let p = userdata(at: index, as: type) else {
            throw typeError(index, expected: state.userdataInfo(for: type, on: L)?.name ?? "\(type)")
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

extension LuaState {
    /// The info of registered type `T` (linear: a dozen types), registered
    /// on `L` by `registerOnFirstUse` if it was not yet.
    func userdataInfo<T>(for type: T.Type, on L: OpaquePointer? = nil) -> UserdataTypeInfo? {
        let id = ObjectIdentifier(type)
        if let info = userdataTypes.first(where: { $0.type == id })?.info { return info }
        guard let register = registerOnFirstUse, register(L ?? self.L, registryKey(type)) else { return nil }
        return userdataTypes.first { $0.type == id }?.info
    }

    /// Registers or replaces the info of `T`.
    func setUserdataInfo<T>(_ info: UserdataTypeInfo, for type: T.Type) {
        let id = ObjectIdentifier(type)
        info.metatableRegistryKey = registryKey(type)
        if let i = userdataTypes.firstIndex(where: { $0.type == id }) {
            replacedUserdataInfos.append(userdataTypes[i].info)
            userdataTypes[i].info = info
        } else {
            userdataTypes.append((id, info))
        }
    }
}

/// Deinitialises the value of a userdata Lua is freeing (CLuaBridge/release.c
/// calls it from the allocator, for the blocks `push(userdata:)` put in the
/// state's release set). Reads only the userdata's header and the type's
/// info, which the state keeps alive until it is closed; the value's
/// deinitialisation never calls Lua (LuaRef defers its unref).
let releaseFreedUserdata: shl_ReleaseFunction = { memory in
    guard let memory else { return }
    let header = memory.assumingMemoryBound(to: UserdataHeader.self)
    guard header.pointee.type != nil, let info = header.pointee.info else { return }
    header.pointee.type = nil
    // Borrowed, not retained: the state keeps every info alive, and a
    // retain would touch one more cache line per value freed.
    Unmanaged<UserdataTypeInfo>.fromOpaque(info)._withUnsafeGuaranteedRef { $0.destroy(memory + UserdataHeader.size) }
}

/// Installed once, before the first state is made.
let releaseFunctionInstalled: Void = shl_release_set_function(releaseFreedUserdata)
