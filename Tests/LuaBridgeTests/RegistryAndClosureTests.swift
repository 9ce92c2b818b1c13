import Testing
@testable import LuaBridge

/// The registry keyed by pointers, a C function's light-userdata upvalues,
/// metatables and the caller's source file: what the binding layer asks
/// of LuaBridge instead of calling the C API itself.
@Suite struct RegistryAndClosureTests {
    @Test func registryValuesAreKeptPerPointer() throws {
        let lua = try LuaState()
        let a = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        let b = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        defer { a.deallocate(); b.deallocate() }
        #expect(lua.pushRegistryValue(forKey: a) == .nil)
        lua.pop()
        lua.push("first"); lua.setRegistryValue(forKey: a)
        lua.newTable(); lua.setRegistryValue(forKey: b)
        #expect(lua.top == 0)
        #expect(lua.pushRegistryValue(forKey: a) == .string && lua.string(at: -1) == "first")
        #expect(lua.pushRegistryValue(forKey: b) == .table)
        lua.pop(2)
        lua.pushNil(); lua.setRegistryValue(forKey: a)
        #expect(lua.pushRegistryValue(forKey: a) == .nil)
        lua.pop()
        #expect(lua.top == 0)
    }

    static let marker: SwiftFunction = { _ in 0 }

    @Test func upvaluesOfASwiftFunctionAreItsPointerThenItsOwn() throws {
        let lua = try LuaState()
        let own = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        defer { own.deallocate() }
        lua.pushLightUserdata(own)
        lua.pushNil()
        lua.push(function: Self.marker, upvalues: 2)
        #expect(lua.isCFunction(at: -1))
        let upvalues = try #require(lua.lightUserdataUpvalues(ofCFunctionAt: -1, count: 3))
        #expect(upvalues[0] == unsafeBitCast(Self.marker, to: UnsafeMutableRawPointer.self))
        #expect(upvalues[1] == own)
        #expect(upvalues[2] == nil) // nil, not light userdata
        #expect(lua.lightUserdataUpvalues(ofCFunctionAt: -1, count: 4) == nil) // it has three
        #expect(lua.top == 1)
        // A Lua function is no C function, whatever its upvalues.
        _ = try lua.run("local x = {} return function() return x end")
        #expect(!lua.isCFunction(at: -1))
        #expect(lua.lightUserdataUpvalues(ofCFunctionAt: -1, count: 1) == nil)
        #expect(lua.top == 2)
    }

    @Test func metatablesArePushedOnlyWhenThere() throws {
        let lua = try LuaState()
        _ = try lua.run("return setmetatable({}, {__name = 'Thing'}), {}")
        #expect(lua.pushMetatable(of: -2))
        #expect(lua.rawGet(-1, field: "__name") == .string && lua.string(at: -1) == "Thing")
        lua.pop(2)
        #expect(!lua.pushMetatable(of: -1))
        #expect(lua.top == 2)
    }

    nonisolated(unsafe) static var seen: [String?] = []
    static let recordCaller: SwiftFunction = { L in
        seen.append(LuaCall(L: L!).sourceFile(atLevel: 1))
        return 0
    }

    @Test func theCallersFileIsItsChunksFileName() throws {
        let lua = try LuaState()
        Self.seen = []
        lua.push(function: Self.recordCaller)
        lua.setGlobal("where")
        try lua.load("where()", name: "@some/folder/script.lua")
        try lua.call(arguments: 0, results: 0)
        try lua.load("where()", name: "=stdin")
        try lua.call(arguments: 0, results: 0)
        _ = try lua.run("where()")
        // Called by pcall (a C function), not by the chunk.
        try lua.load("pcall(where)", name: "@other.lua")
        try lua.call(arguments: 0, results: 0)
        #expect(Self.seen == ["some/folder/script.lua", nil, nil, nil])
    }
}

/// `LuaType(_:)` maps `lua_type`'s numbers by arithmetic on the cases'
/// order: each number Lua gives (-1...8) gives the case of that raw value.
@Suite struct LuaTypeNumberTests {
    @Test func everyNumberGivesItsCase() throws {
        for raw in Int32(-1)...8 {
            #expect(LuaType(raw) == LuaType(rawValue: raw) && LuaType(raw).rawValue == raw, "\(raw)")
        }
        // And what lua_type reports for values of each type.
        let lua = try LuaState()
        _ = try lua.run("return nil, true, 1, 'a', {}, print, coroutine.create(print)")
        #expect((1...7).map { lua.type(at: $0) } == [.nil, .boolean, .number, .string, .table, .function, .thread])
        lua.pushLightUserdata(nil)
        #expect(lua.type(at: -1) == .lightUserdata && lua.type(at: lua.top + 1) == .none)
    }
}
