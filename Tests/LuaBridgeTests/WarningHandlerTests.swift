import Testing
@testable import LuaBridge

/// The pieces a warning handler received, in order.
private final class Received {
    var pieces: [(String, Bool)] = []
    var text: String { pieces.map(\.0).joined() }
}

@Suite struct WarningHandlerTests {
    @Test func luaWarnArrivesPieceByPiece() throws {
        let lua = try LuaState()
        let received = Received()
        lua.setWarningHandler { received.pieces.append(($0, $1)) }
        try lua.run("warn('a', 'b', 'c') warn('@on')")
        #expect(received.pieces.map(\.0) == ["a", "b", "c", "@on"])
        #expect(received.pieces.map(\.1) == [true, true, false, false])
    }

    @Test func theHostWarnsThroughTheSameHandler() throws {
        let lua = try LuaState()
        let received = Received()
        lua.setWarningHandler { received.pieces.append(($0, $1)) }
        lua.warn("@on")
        lua.warn("half ", continues: true)
        lua.warn("done")
        #expect(received.pieces.map(\.0) == ["@on", "half ", "done"])
        #expect(received.pieces.map(\.1) == [false, true, false])
        #expect(lua.top == 0)
    }

    @Test func removedOrReplacedHandlersHearNothingMore() throws {
        let lua = try LuaState()
        let first = Received(), second = Received()
        lua.setWarningHandler { first.pieces.append(($0, $1)) }
        try lua.run("warn('one')")
        lua.setWarningHandler { second.pieces.append(($0, $1)) }
        try lua.run("warn('two')")
        lua.setWarningHandler(nil)
        try lua.run("warn('three')") // dropped, as without a handler
        lua.warn("four")
        #expect(first.text == "one")
        #expect(second.text == "two")
    }

    /// An error in a finalizer is a warning (Lua 5.4); those that run while
    /// the state closes still reach the handler.
    @Test func finalizersThatFailAtCloseWarn() throws {
        let received = Received()
        do {
            let lua = try LuaState()
            lua.setWarningHandler { received.pieces.append(($0, $1)) }
            try lua.run("setmetatable({}, {__gc = function() error('boom in gc') end})")
            #expect(received.pieces.isEmpty)
            lua.close()
        }
        #expect(received.text.contains("error in __gc"))
        #expect(received.text.contains("boom in gc"))
        #expect(received.pieces.last?.1 == false)
    }

    /// A non-string piece is refused by Lua's own `warn` before any handler runs.
    @Test func badWarnArgumentsRaiseInLuaNotInTheHandler() throws {
        let lua = try LuaState()
        let received = Received()
        lua.setWarningHandler { received.pieces.append(($0, $1)) }
        #expect(try luaErrorText(lua, "warn('a', {})")?.contains("bad argument #2 to 'warn'") == true)
        #expect(received.pieces.isEmpty)
    }
}
