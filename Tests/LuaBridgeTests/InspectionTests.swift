import Testing
@testable import LuaBridge

@Suite struct InspectionTests {
    /// Leaves the value of `code` on the stack.
    private func push(_ lua: LuaState, _ code: String) throws {
        try lua.run(code, name: "=t", arguments: [], results: 1)
    }

    @Test func metatableNameReadsAStringNameRaw() throws {
        let lua = try LuaState()
        try push(lua, "return setmetatable({}, {__name = 'Point'})")
        #expect(lua.metatableName(at: -1) == "Point")
        #expect(lua.top == 1)
        // A registered userdata type's metatable is named by the bridge.
        lua.registerUserdata(Thing.self, name: "Thing", methods: [])
        lua.push(userdata: Thing())
        #expect(lua.metatableName(at: 2) == "Thing")
        #expect(lua.top == 2)
    }

    @Test func metatableNameIsNilWithoutAStringName() throws {
        let lua = try LuaState()
        let cases = [
            "return {}",                                         // no metatable
            "return 42",                                         // numbers have none
            "return setmetatable({}, {})",                       // no __name
            "return setmetatable({}, {__name = 42})",            // not a string
            "return setmetatable({}, {__metatable = 'locked'})", // protected, still no __name
            // __name only through an __index of the metatable: not read
            "return setmetatable({}, setmetatable({}, {__index = function() error('ran') end}))",
        ]
        for code in cases {
            lua.setTop(0)
            try push(lua, code)
            #expect(lua.metatableName(at: 1) == nil, "\(code)")
            #expect(lua.top == 1)
        }
        #expect(lua.metatableName(at: 5) == nil) // no value there
        #expect(lua.top == 1)
    }

    @Test func typeNamesAreLuas() throws {
        let lua = try LuaState()
        #expect(lua.name(of: .nil) == "nil")
        #expect(lua.name(of: .number) == "number")
        #expect(lua.name(of: .table) == "table")
        #expect(lua.name(of: .lightUserdata) == "userdata")
        #expect(lua.name(of: .userdata) == "userdata")
        #expect(lua.name(of: .none) == "no value")
        for type in ["nil", "true", "1", "'s'", "{}", "print", "coroutine.create(print)"] {
            try lua.run("v = \(type)")
            lua.pushGlobal("v")
            #expect(try evaluate(lua, "return type(v)") == lua.name(of: lua.type(at: -1)))
            lua.pop()
        }
    }

    @Test func insertMovesTheTopValueDown() throws {
        let lua = try LuaState()
        lua.push(1); lua.push(2); lua.push(3)
        lua.insert(at: 1)
        #expect((1...3).map { lua.integer(at: $0) } == [3, 1, 2])
        lua.insert(at: -2)
        #expect((1...3).map { lua.integer(at: $0) } == [3, 2, 1])
        lua.insert(at: -1) // the top onto itself: nothing moves
        #expect((1...3).map { lua.integer(at: $0) } == [3, 2, 1])
    }
}
