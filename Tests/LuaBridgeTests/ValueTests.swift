import Testing
import CLua
@testable import LuaBridge

@Suite struct ValueTests {
    @Test func pushesAndReadsScalars() throws {
        let lua = try LuaState()
        lua.pushNil()
        lua.push(true)
        lua.push(42)
        lua.push(2.5)
        lua.push(Int.min)
        #expect(lua.type(at: 1) == .nil)
        #expect(lua.type(at: 2) == .boolean && lua.boolean(at: 2))
        #expect(lua.type(at: 3) == .number && lua.isInteger(at: 3) && lua.integer(at: 3) == 42)
        #expect(!lua.isInteger(at: 4) && lua.number(at: 4) == 2.5 && lua.integer(at: 4) == nil)
        #expect(lua.integer(at: 5) == Int.min)
        #expect(lua.type(at: 6) == .none)
        #expect(!lua.boolean(at: 1))
        lua.setTop(0)
        // Lua sees the same values.
        lua.push(7); lua.setGlobal("seven")
        lua.push(0.1); lua.setGlobal("tenth")
        #expect(try evaluate(lua, "return math.type(seven) .. ' ' .. math.type(tenth) .. ' ' .. tenth") == "integer float 0.1")
    }

    @Test func stringsKeepEmbeddedZerosAndBytes() throws {
        let lua = try LuaState()
        lua.push("a\0b")
        #expect(lua.rawLength(-1) == 3)
        #expect(lua.string(at: -1) == "a\0b")
        lua.push(bytes: [0xff, 0x00, 0x41])
        #expect(lua.bytes(at: -1) == [0xff, 0x00, 0x41])
        lua.setGlobal("raw")
        #expect(try evaluate(lua, "return #raw .. ':' .. raw:byte(1) .. ',' .. raw:byte(3)") == "3:255,65")
        _ = try lua.run("return 'x\\0y', 12, 1.5")
        #expect(lua.string(at: -3) == "x\0y")
        // Numbers are not strings to string(at:), and the slot is not converted.
        #expect(lua.string(at: -2) == nil && lua.type(at: -2) == .number)
        #expect(lua.describe(at: -1) == "1.5")
    }

    @Test func numbersFromStringsConvertLikeLua() throws {
        let lua = try LuaState()
        lua.push("10"); lua.push("0x10"); lua.push("1e2"); lua.push("abc")
        #expect(lua.integer(at: 1) == 10 && lua.integer(at: 2) == 16)
        #expect(lua.number(at: 3) == 100 && lua.integer(at: 3) == 100)
        #expect(lua.number(at: 4) == nil && lua.type(at: 1) == .string)
        #expect(luaNumberString(1) == "1.0" && luaNumberString(0.1) == "0.1" && luaNumberString(-.infinity) == "-inf")
    }

    @Test func tablesRawGetSetLengthAndIteration() throws {
        let lua = try LuaState()
        lua.newTable(arrayCount: 3, fieldCount: 1)
        for i in 1...3 { lua.push(i * 10); lua.rawSet(-2, index: i) }
        lua.push("v"); lua.rawSet(-2, field: "k")
        #expect(lua.rawLength(-1) == 3)
        #expect(lua.rawGet(-1, index: 2) == .number && lua.integer(at: -1) == 20)
        lua.pop()
        #expect(lua.rawGet(-1, field: "k") == .string && lua.string(at: -1) == "v")
        lua.pop()
        #expect(lua.rawGet(-1, field: "missing") == .nil)
        lua.pop()
        var seen: [String: String] = [:]
        lua.forEachPair(-1) { key, value in
            seen[lua.describe(at: key)] = lua.describe(at: value)
        }
        #expect(seen == ["1": "10", "2": "20", "3": "30", "k": "v"])
        #expect(lua.top == 1)
        // Raw access ignores metamethods that would raise.
        lua.setGlobal("t")
        _ = try lua.run("setmetatable(t, {__index = function() error('no') end, __newindex = error, __len = error})")
        lua.pushGlobal("t")
        #expect(lua.rawGet(-1, field: "absent") == .nil)
        lua.pop()
        lua.push(1); lua.rawSet(-2, field: "added")
        #expect(lua.rawLength(-1) == 3)
        lua.pop()
        #expect(try evaluate(lua, "return rawget(t, 'added')") == "1")
    }

    @Test func functionsUserdataLightUserdataAndThreads() throws {
        let lua = try LuaState()
        _ = try lua.run("return print, coroutine.create(function() end), io.stdout")
        #expect(lua.type(at: 1) == .function)
        #expect(lua.type(at: 2) == .thread && lua.thread(at: 2) != nil && lua.thread(at: 2) != lua.L)
        #expect(lua.type(at: 3) == .userdata && lua.typeName(at: 3) == "FILE*")
        var marker = 0
        withUnsafeMutablePointer(to: &marker) { p in
            lua.pushLightUserdata(UnsafeMutableRawPointer(p))
            #expect(lua.type(at: -1) == .lightUserdata)
            #expect(lua.lightUserdata(at: -1) == UnsafeMutableRawPointer(p))
            #expect(lua.typeName(at: -1) == "light userdata")
        }
        #expect(lua.pushThread())
        #expect(lua.thread(at: -1) == lua.L)
        #expect(lua.typeName(at: 100) == "no value")
    }

    @Test func globalsAreRawSoAMetatableOnGCannotRaise() throws {
        let lua = try LuaState()
        _ = try lua.run("setmetatable(_G, {__newindex = function() error('locked') end, __index = function() error('locked') end})")
        lua.push(5)
        lua.setGlobal("five")
        #expect(lua.pushGlobal("five") == .number)
        #expect(lua.pushGlobal("nothing") == .nil)
        lua.register("f", addNumbers)
        #expect(try evaluate(lua, "return rawget(_G, 'f')(1, 2)") == "3.0")
    }
}

let addNumbers: SwiftFunction = { L in
    LuaCall.run(L) { call in
        call.push(try call.number(1) + call.number(2))
        return 1
    }
}
