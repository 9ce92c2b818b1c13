import Testing
import CLua
import CLuaBridge
@testable import LuaBridge

/// One Swift type per tag, so the cache (CLuaBridge/typecache.c) sees
/// distinct metadata addresses.
struct Tagged<Tag> { var n: Double; var label: String }
enum Tag0 {}; enum Tag1 {}; enum Tag2 {}; enum Tag3 {}; enum Tag4 {}; enum Tag5 {}
enum Tag6 {}; enum Tag7 {}; enum Tag8 {}; enum Tag9 {}; enum Tag10 {}; enum Tag11 {}

/// The state's cache of userdata metatables (CLuaBridge/typecache.c): a
/// pushed value always gets its own type's current metatable, whatever was
/// pushed before, re-registered since, or done to the registry.
@Suite struct TypeCacheTests {
    typealias Pusher = (LuaState, Double) -> Void
    static func pusher<T>(_ tag: T.Type) -> Pusher {
        { lua, n in lua.push(userdata: Tagged<T>(n: n, label: "\(T.self)")) }
    }
    static func checker<T>(_ tag: T.Type) -> (LuaState) -> Double? {
        { lua in lua.userdata(at: -1, as: Tagged<T>.self)?.pointee.n }
    }
    static let tags: [(name: String, push: Pusher, read: (LuaState) -> Double?, register: (LuaState, String) -> Void)] = {
        func entry<T>(_ t: T.Type) -> (String, Pusher, (LuaState) -> Double?, (LuaState, String) -> Void) {
            ("\(T.self)", pusher(t), checker(t), { lua, name in lua.registerUserdata(Tagged<T>.self, name: name) })
        }
        return [entry(Tag0.self), entry(Tag1.self), entry(Tag2.self), entry(Tag3.self), entry(Tag4.self),
                entry(Tag5.self), entry(Tag6.self), entry(Tag7.self), entry(Tag8.self), entry(Tag9.self),
                entry(Tag10.self), entry(Tag11.self)]
    }()

    func state() throws -> LuaState {
        let lua = try LuaState()
        for t in Self.tags { t.register(lua, t.name) }
        return lua
    }

    /// More types than the cache has slots, interleaved at random: every
    /// value carries its own type's metatable (its `__name`) and reads back.
    @Test func interleavedTypesEachGetTheirOwnMetatable() throws {
        let lua = try state()
        var rng = SystemRandomNumberGenerator()
        for step in 0..<20_000 {
            let k = Int.random(in: 0..<(step % 3 == 0 ? 12 : 3), using: &rng)
            let tag = Self.tags[k]
            tag.push(lua, Double(step))
            #expect(lua.typeName(at: -1) == tag.name)
            #expect(tag.read(lua) == Double(step))
            lua.pop()
        }
    }

    /// Two ways per set: any two keys stored one after the other are both
    /// found, whichever slots they hash to. (Before, a key's set was its
    /// home slot and the next one: two keys with neighbouring homes, such
    /// as the view and shape types of a views script, evicted each other
    /// on every alternation, a miss per push.)
    @Test func anyTwoKeysStoredInTurnAreBothCached() throws {
        let lua = try LuaState()
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            // Fake keys (never dereferenced) and infos; any table will do.
            let a = UnsafeRawPointer(bitPattern: UInt.random(in: 1...UInt(1 << 47), using: &random) << 3)!
            var b = a
            while b == a { b = UnsafeRawPointer(bitPattern: UInt.random(in: 1...UInt(1 << 47), using: &random) << 3)! }
            let infoA = UnsafeMutableRawPointer(bitPattern: 0x1000)!, infoB = UnsafeMutableRawPointer(bitPattern: 0x2000)!
            lua.newTable(fieldCount: 0)
            shl_typecache_store(lua.L, a, infoA)
            lua.newTable(fieldCount: 0)
            shl_typecache_store(lua.L, b, infoB)
            lua.pop(2)
            #expect(shl_typecache_push(lua.L, a) == infoA)
            #expect(shl_typecache_push(lua.L, b) == infoB)
            lua.pop(2)
            shl_typecache_clear(lua.L)
        }
    }

    /// A registration replaces the type's metatable: the next value gets
    /// the new one (its new name), not the cached old one. Values made
    /// before keep the old metatable and are still finalised safely (the
    /// old info outlives the registration: it was freed, and a later
    /// collection read it).
    @Test func reRegistrationIsSeen() throws {
        let lua = try state()
        Self.tags[0].push(lua, 1)
        #expect(lua.typeName(at: -1) == "Tag0")
        lua.pop()
        Self.tags[0].push(lua, 7)
        lua.setGlobal("kept")
        Self.tags[0].register(lua, "Renamed")
        Self.tags[0].push(lua, 2)
        #expect(lua.typeName(at: -1) == "Renamed")
        #expect(Self.tags[0].read(lua) == 2)
        lua.pop()
        _ = try lua.run("collectgarbage() collectgarbage()")
        #expect(try evaluate(lua, "return tostring(kept):sub(1, 4)") == "Tag0")
        _ = try lua.run("kept = nil collectgarbage() collectgarbage()")
    }

    /// A script with the debug library overwrites every table the registry
    /// keeps by number (the cache's references among them) with a number:
    /// values still get a table as their metatable and read back.
    @Test func aRewrittenRegistryDoesNotBreakPushing() throws {
        let lua = try state()
        lua.registerGlobals(["pushAll": { L in
            LuaCall.run(L) { call in
                let lua = LuaState.owner(of: call.L)
                for (k, t) in TypeCacheTests.tags.enumerated() {
                    t.push(lua, Double(k))
                    guard lua.typeName(at: -1) == t.name, t.read(lua) == Double(k) else {
                        throw LuaCallError.message("wrong value for \(t.name)")
                    }
                    lua.pop()
                }
                return 0
            }
        }])
        _ = try lua.run("""
            pushAll()
            local r = debug.getregistry()
            for k, v in pairs(r) do
                if math.type(k) == "integer" and type(v) == "table" and rawget(v, "__name") then r[k] = 42 end
            end
            pushAll()
            """)
    }
}
