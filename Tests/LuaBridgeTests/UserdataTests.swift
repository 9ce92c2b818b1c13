import Testing
import CLua
import CLuaBridge
@testable import LuaBridge

/// Counts its live instances, to see `__gc` release them.
final class Tracked {
    nonisolated(unsafe) static var live = 0
    let id: Int
    init(id: Int) { self.id = id; Tracked.live += 1 }
    deinit { Tracked.live -= 1 }
}

struct Box { var tracked: Tracked }

struct Vec: Equatable { var x: Double; var y: Double }

let makeBox: SwiftFunction = { L in
    LuaCall.run(L) { call in
        call.push(userdata: Box(tracked: Tracked(id: try call.integer(1))))
        return 1
    }
}
/// A second type that owns a reference (so its metatable has __gc).
struct Label { var text: String }
let makeLabel: SwiftFunction = { L in
    LuaCall.run(L) { call in
        call.push(userdata: Label(text: try call.string(1) + String(repeating: "!", count: 20)))
        return 1
    }
}
let makeVec: SwiftFunction = { L in
    LuaCall.run(L) { call in
        call.push(userdata: Vec(x: try call.number(1), y: try call.number(2)))
        return 1
    }
}
let vecScaled: SwiftFunction = { L in
    LuaCall.run(L) { call in
        let v = try call.value(1, as: Vec.self)
        let k = try call.number(2)
        call.push(userdata: Vec(x: v.x * k, y: v.y * k))
        return 1
    }
}
/// `Box.__index`: `id` of a Box (nil for another key or another type's value).
let boxIndex: SwiftFunction = { L in
    LuaCall.run(L) { call in
        guard let box = call.userdata(1, as: Box.self)?.pointee, call.string(at: 2) == "id" else { lua_pushnil(L); return 1 }
        call.push(box.tracked.id)
        return 1
    }
}
/// `Vec.__index`: the fields `x`, `y` and the method `scaled`, read only
/// from a Vec (so a swapped metatable reads nothing).
let vecIndex: SwiftFunction = { L in
    LuaCall.run(L) { call in
        guard let v = call.userdata(1, as: Vec.self)?.pointee else { lua_pushnil(L); return 1 }
        switch call.string(at: 2) {
        case "x": call.push(v.x)
        case "y": call.push(v.y)
        case "scaled": call.push(function: vecScaled)
        default: lua_pushnil(L)
        }
        return 1
    }
}
let vecText: SwiftFunction = { L in
    LuaCall.run(L) { call in
        guard let v = call.userdata(1, as: Vec.self)?.pointee else { call.push("userdata"); return 1 }
        call.push("Vec(\(luaNumberString(v.x)), \(luaNumberString(v.y)))")
        return 1
    }
}
/// `__eq`: Lua calls it when either operand has it, so both are checked.
let vecEquals: SwiftFunction = { L in
    LuaCall.run(L) { call in
        guard let a = call.userdata(1, as: Vec.self)?.pointee, let b = call.userdata(2, as: Vec.self)?.pointee
        else { call.push(false); return 1 }
        call.push(a == b)
        return 1
    }
}
let vecAdd: SwiftFunction = { L in
    LuaCall.run(L) { call in
        let a = try call.value(1, as: Vec.self), b = try call.value(2, as: Vec.self)
        call.push(userdata: Vec(x: a.x + b.x, y: a.y + b.y))
        return 1
    }
}

@Suite(.serialized) struct UserdataTests {
    func state() throws -> LuaState {
        let lua = try LuaState()
        lua.registerUserdata(Box.self, name: "Box", metamethods: [("__index", boxIndex)])
        lua.registerUserdata(Vec.self, name: "Vec", methods: [("scaled", vecScaled)],
                             metamethods: [("__index", vecIndex), ("__tostring", vecText),
                                           ("__eq", vecEquals), ("__add", vecAdd)])
        lua.registerGlobals(["Box": makeBox, "Vec": makeVec])
        return lua
    }

    @Test func garbageCollectionReleasesSwiftObjects() throws {
        let before = Tracked.live
        let lua = try state()
        _ = try lua.run("keep = Box(1) for i = 2, 1000 do local b = Box(i) end")
        lua.collectGarbage()
        #expect(Tracked.live == before + 1)
        #expect(try evaluate(lua, "return keep.id") == "1")
        _ = try lua.run("keep = nil")
        lua.collectGarbage()
        #expect(Tracked.live == before)
        // Closing the state finalises what is still reachable.
        _ = try lua.run("keep = {Box(1), Box(2)}")
        #expect(Tracked.live == before + 2)
        _ = consume lua
        #expect(Tracked.live == before)
    }

    @Test func fieldsMethodsAndMetamethods() throws {
        let lua = try state()
        #expect(try evaluate(lua, "local v = Vec(1, 2) return v.x + v.y") == "3.0")
        #expect(try evaluate(lua, "return Vec(1, 2):scaled(3)") == "Vec(3.0, 6.0)")
        #expect(try evaluate(lua, "return Vec(1, 2) == Vec(1, 2)") == "true")
        #expect(try evaluate(lua, "return Vec(1, 2) == Vec(2, 1)") == "false")
        #expect(try evaluate(lua, "return Vec(1, 2) == Box(1)") == "false")
        #expect(try evaluate(lua, "return Vec(1, 2) + Vec(10, 20)") == "Vec(11.0, 22.0)")
        #expect(try evaluate(lua, "return Vec(1, 2).nothing") == "nil")
        #expect(try evaluate(lua, "return getmetatable(Vec(1, 2))") == "false")
        #expect(try luaErrorText(lua, "Vec(1, 2).x = 3") == "(run):1: attempt to index a Vec value")
        // Lua names a metamethod by its event ('add'), as for its own functions.
        #expect(try luaErrorText(lua, "return Vec(1, 2) + 1") == "(run):1: bad argument #2 to 'add' (Vec expected, got number)")
        // Type checks go by metatable identity, not by name.
        _ = try lua.run("return Vec(1, 2), Box(1), io.stdout")
        #expect(lua.userdata(at: 1, as: Vec.self)?.pointee == Vec(x: 1, y: 2))
        #expect(lua.userdata(at: 2, as: Vec.self) == nil)
        #expect(lua.userdata(at: 3, as: Vec.self) == nil)
        #expect(lua.typeName(at: 1) == "Vec")
        #expect(lua.memberNames(at: 1) == ["scaled"])
        lua.pop(3)
    }

    @Test func valuesReachedByFinalizersStayWhole() throws {
        let before = Tracked.live
        let lua = try state()
        // A table's finaliser keeps a Box reachable after both became
        // garbage. The Box has no finaliser of its own: it is released only
        // when Lua frees it (CLuaBridge/release.c), so it is still whole.
        _ = try lua.run("""
            local t = setmetatable({b = Box(1)}, {__gc = function(self) zombie = self.b end})
            t = nil
            collectgarbage() collectgarbage()
            """)
        #expect(lua.pushGlobal("zombie") == .userdata)
        #expect(lua.userdata(at: -1, as: Box.self)?.pointee.tracked.id == 1)
        lua.pop()
        #expect(try evaluate(lua, "return zombie.id") == "1")
        #expect(Tracked.live == before + 1)
        _ = try lua.run("zombie = nil collectgarbage() collectgarbage()")
        #expect(Tracked.live == before)
    }

    @Test func valuesOwningReferencesHaveNoFinalizer() throws {
        let lua = try state()
        _ = try lua.run("box = Box(1)")
        #expect(lua.pushGlobal("box") == .userdata)
        #expect(lua_getmetatable(lua.L, -1) == 1)
        #expect(lua.rawGet(-1, field: "__gc") == .nil)
        lua.pop(3)
        #expect(shl_release_count(lua.L) == 1)
        _ = try lua.run("box = nil collectgarbage()")
        #expect(shl_release_count(lua.L) == 0)
        // Released as what it was made, whatever metatable it was given.
        let before = Tracked.live
        _ = try lua.run("local b = Box(2) debug.setmetatable(b, debug.getmetatable(Vec(1, 2))) b = nil")
        #expect(Tracked.live == before + 1)
        lua.collectGarbage()
        #expect(Tracked.live == before)
    }

    @Test func randomLifetimesReleaseExactlyTheDead() throws {
        // Boxes made and dropped in random order: after each collection
        // exactly the reachable ones are alive and each still reads its own
        // id (a block wrongly kept in the set would leak its value, one
        // wrongly released would be read after its release).
        let before = Tracked.live
        let lua = try state()
        var generator = XorShift(state: 20261201)
        _ = try lua.run("boxes = {}")
        var alive = Set<Int>()
        var next = 1
        for round in 0..<12 {
            let make = round < 6 ? Int.random(in: 1_000...12_000, using: &generator) : Int.random(in: 0...300, using: &generator)
            _ = try lua.run("for i = \(next), \(next + make - 1) do boxes[i] = Box(i) end")
            for i in next..<(next + make) { alive.insert(i) }
            next += make
            let drop = alive.filter { _ in Bool.random(using: &generator) }
            lua.pushGlobal("boxes")
            for i in drop { lua_pushnil(lua.L); lua_rawseti(lua.L, -2, lua_Integer(i)) }
            lua.pop()
            alive.subtract(drop)
            lua.collectGarbage()
            #expect(Tracked.live == before + alive.count)
            #expect(shl_release_count(lua.L) == alive.count)
            let sum = try evaluate(lua, "local s = 0 for i, b in pairs(boxes) do assert(b.id == i) s = s + 1 end return s")
            #expect(sum == String(alive.count))
        }
        _ = try lua.run("boxes = nil")
        lua.collectGarbage()
        #expect(Tracked.live == before)
        #expect(shl_release_count(lua.L) == 0)
    }

    @Test func withoutTheReleaseSetValuesGetAFinalizer() throws {
        // When the set cannot grow (no memory) a value gets the __gc
        // metatable instead; a finalised value then fails every type check.
        let before = Tracked.live
        let lua = try state()
        lua.context.pointee.released.offset = 0 // as if the set could not grow
        _ = try lua.run("""
            local t = setmetatable({b = Box(1)}, {__gc = function(self) zombie = self.b end})
            t = nil
            collectgarbage() collectgarbage()
            for i = 2, 100 do local b = Box(i) end
            collectgarbage()
            """)
        #expect(Tracked.live == before)
        #expect(lua.pushGlobal("zombie") == .userdata)
        #expect(lua.userdata(at: -1, as: Box.self) == nil)
        lua.pop()
        #expect(try luaErrorText(lua, "return zombie.id") == "(run):1: attempt to index a userdata value (global 'zombie')")
    }

    @Test func plainValuesHaveNoFinalizer() throws {
        let lua = try state()
        // Vec owns no references (_isPOD): its metatable has no __gc, so Lua
        // frees it without a finalizer; Box owns a class instance and keeps one.
        lua.pushMetatable(of: Vec.self)
        #expect(lua.rawGet(-1, field: "__gc") == .nil)
        lua.pop(2)
        lua.pushMetatable(of: Box.self)
        #expect(lua.rawGet(-1, field: "__gc") == .function)
        lua.pop(2)
        // Never finalised, a plain value stays valid for as long as anything
        // (even another value's finaliser) can reach it.
        _ = try lua.run("""
            local t = setmetatable({v = Vec(1, 2)}, {__gc = function(self) kept = self.v end})
            t = nil
            collectgarbage() collectgarbage()
            """)
        #expect(try evaluate(lua, "return kept.x + kept.y") == "3.0")
    }

    @Test func swappedMetatablesAreRefusedNotMisread() throws {
        // debug.setmetatable can give a value another type's metatable (or
        // ours to a foreign userdata); the header, not the metatable, decides
        // the type, so nothing reads memory as the wrong type and __gc
        // deinitialises each value as what it was made.
        let before = Tracked.live
        let lua = try state()
        lua.registerUserdata(Label.self, name: "Label")
        lua.registerGlobals(["Label": makeLabel])
        _ = try lua.run("""
            local box, vec = Box(7), Vec(1, 2)
            debug.setmetatable(box, debug.getmetatable(vec))
            assert(box.x == nil and box.y == nil)            -- no Vec field read from a Box
            assert(not pcall(function() return box:scaled(2) end))
            assert(tostring(box) == "userdata")
            assert(not rawequal(box, vec) and box ~= vec)
            ok, message = pcall(function() return Vec(1, 2) + box end)
            local file = io.tmpfile()
            debug.setmetatable(file, debug.getmetatable(vec))
            assert(file.x == nil)
            -- For the finalizer: a Box with another finalizing type's
            -- metatable, and a plain Vec with the Box's.
            swapped = Box(8)
            debug.setmetatable(swapped, debug.getmetatable(Label("x")))
            debug.setmetatable(Vec(3, 4), debug.getmetatable(swapped))
            debug.setmetatable(box, debug.getmetatable(Box(9))) -- back, so it is finalised
            """)
        #expect(try luaErrorText(lua, "error(message, 0)")?.contains("Vec expected, got Vec") == true)
        #expect(lua.pushGlobal("swapped") == .userdata)
        #expect(lua.userdata(at: -1, as: Label.self) == nil)
        #expect(lua.userdata(at: -1, as: Box.self)?.pointee.tracked.id == 8)
        lua.pop()
        _ = try lua.run("collectgarbage() collectgarbage()")
        #expect(Tracked.live == before + 1)  // only `swapped` is left
        _ = try lua.run("swapped = nil collectgarbage() collectgarbage()")
        #expect(Tracked.live == before)  // the Box was deinitialised as a Box
    }

    @Test func modulesGlobalsAndUpvalues() throws {
        let lua = try LuaState()
        lua.push(100) // shared upvalue of both functions
        lua.registerGlobals(["first": readUpvalue, "second": readUpvalue], upvalues: 1)
        #expect(lua.top == 0)
        #expect(try evaluate(lua, "return first() + second()") == "200")
        lua.registerModule("geo", ["Vec": makeVec, "add": vecAdd], exportGlobals: true)
        lua.push(3.5)
        lua.rawSet(-2, field: "version")
        lua.exportMembers(ofTableAt: -1)
        lua.pop()
        lua.registerUserdata(Vec.self, name: "Vec")
        #expect(try evaluate(lua, "return require('geo') == package.loaded.geo and require('geo').Vec == Vec") == "true")
        #expect(try evaluate(lua, "return version") == "3.5")
        #expect(lua.memberNames(at: shl_registryindex()).contains("_LOADED"))
    }
}

let readUpvalue: SwiftFunction = { L in
    LuaCall.run(L) { call in
        call.pushValue(at: call.upvalueIndex(1))
        return 1
    }
}

/// A fixed-seed generator (Marsaglia's xorshift64, 2003), so a failing
/// sequence can be replayed (UserdataTests, ReleaseSetTests).
struct XorShift: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
