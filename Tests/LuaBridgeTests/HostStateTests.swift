import Testing
@testable import LuaBridge

/// What LuaBridge offers a command-line host: the collector around start-up,
/// lua.c's argument and prompt functions, running code with arguments, the
/// Lua release, the allocator choice.
@Suite struct HostStateTests {
    @Test func theCollectorStopsAndRestartsInTheAskedMode() throws {
        let lua = try LuaState()
        try lua.run("collectgarbage('incremental')")
        lua.stopCollector()
        #expect(!lua.isCollectorRunning)
        #expect(try evaluate(lua, "return collectgarbage('isrunning')") == "false")
        lua.restartCollector()
        #expect(lua.isCollectorRunning)
        // collectgarbage(mode) returns the mode before the change.
        #expect(try evaluate(lua, "return collectgarbage('incremental')") == "incremental")
        lua.stopCollector()
        lua.restartCollector(generational: true)
        #expect(lua.isCollectorRunning)
        #expect(try evaluate(lua, "return collectgarbage('incremental')") == "generational")
        #expect(lua.top == 0)
    }

    @Test func scriptArgumentsComeFromTheGlobalArg() throws {
        let lua = try LuaState()
        try lua.run("arg = {[0] = 'script.lua', 'a', 'b', [-1] = 'shapelua'}")
        lua.pushScriptArgumentsFunction()
        try lua.call(arguments: 0, results: LuaState.allResults)
        #expect(lua.top == 2)
        #expect(lua.string(at: 1) == "a" && lua.string(at: 2) == "b")
        lua.setTop(0)
        // __len counts, as in lua.c; the items are read raw.
        try lua.run("arg = setmetatable({'p', 'q', 'r'}, {__len = function() return 2 end, __index = error})")
        lua.pushScriptArgumentsFunction()
        try lua.call(arguments: 0, results: LuaState.allResults)
        #expect(lua.top == 2 && lua.string(at: 2) == "q")
    }

    @Test func scriptArgumentsNeedATable() throws {
        let lua = try LuaState()
        for value in ["nil", "5"] {
            try lua.run("arg = \(value)")
            lua.pushScriptArgumentsFunction()
            #expect {
                try lua.call(arguments: 0, results: LuaState.allResults)
            } throws: { error in
                (error as? LuaError)?.message.hasSuffix("'arg' is not a table") == true
            }
            #expect(lua.top == 0)
        }
    }

    /// The prompt: `tostring(_PROMPT)` (or `_PROMPT2`), nil when unset.
    private func prompt(_ lua: LuaState, first: Bool) throws -> String? {
        lua.pushPromptFunction()
        lua.push(first)
        try lua.call(arguments: 1, results: 1)
        defer { lua.pop() }
        return lua.type(at: -1) == .nil ? nil : lua.string(at: -1)
    }

    @Test func promptsAreTheGlobalsThroughToString() throws {
        let lua = try LuaState()
        #expect(try prompt(lua, first: true) == nil)
        #expect(try prompt(lua, first: false) == nil)
        try lua.run("_PROMPT = 'lua> ' _PROMPT2 = 12")
        #expect(try prompt(lua, first: true) == "lua> ")
        #expect(try prompt(lua, first: false) == "12")
        try lua.run("_PROMPT = setmetatable({}, {__tostring = function() return 'T> ' end})")
        #expect(try prompt(lua, first: true) == "T> ")
        try lua.run("_PROMPT = setmetatable({}, {__tostring = function() error('no prompt') end})")
        #expect(throws: LuaError.self) { try prompt(lua, first: true) }
        #expect(lua.top == 0)
    }

    @Test func runPassesArgumentsAndKeepsTheAskedResults() throws {
        let lua = try LuaState()
        try lua.run("local a, b = ... return b, a, select('#', ...)", name: "=t", arguments: ["x", "y"],
                    results: LuaState.allResults)
        #expect(lua.top == 3)
        #expect(lua.string(at: 1) == "y" && lua.string(at: 2) == "x" && lua.integer(at: 3) == 2)
        lua.setTop(0)
        try lua.run("return 1, 2, 3", name: "=t", arguments: [], results: 1)
        #expect(lua.top == 1 && lua.integer(at: 1) == 1)
        lua.setTop(0)
        try lua.run("return ...", name: "=t", arguments: ["only"], results: 2)
        #expect(lua.top == 2 && lua.string(at: 1) == "only" && lua.type(at: 2) == .nil)
    }

    @Test func runLeavesNothingOnErrors() throws {
        let lua = try LuaState()
        lua.push("kept")
        #expect(throws: LuaError.self) { try lua.run("return +", name: "=t", arguments: ["a"], results: 0) }
        #expect(lua.top == 1)
        #expect {
            try lua.run("error('failed ' .. ...)", name: "=t", arguments: ["here"], results: 0)
        } throws: { error in
            (error as? LuaError)?.message == "t:1: failed here"
        }
        #expect(lua.top == 1 && lua.string(at: 1) == "kept")
    }

    @Test func theReleaseMatchesVersion() throws {
        let lua = try LuaState()
        let parts = LuaState.luaRelease.split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil })
        #expect(try evaluate(lua, "return _VERSION") == "Lua \(parts[0]).\(parts[1])")
    }

    @Test func aNewStateTakesTheSmallBlocksChoice() throws {
        let lua = try LuaState()
        #expect((lua.context.pointee.smallOn != 0) == LuaState.usesSmallBlocks)
    }
}
