import Foundation
import Testing

/// The REPL driven through a pseudo-terminal: libedit, prompts, Ctrl-C
/// and Ctrl-D as a person meets them.
@Suite(.serialized) struct REPLTerminalTests {
    func startREPL(_ arguments: [String] = [], home: Scratch) throws -> Terminal {
        let terminal = try Terminal(arguments: arguments,
                                    environment: Shapelua.environment(home: home.url.path,
                                                                     ["TERM": "xterm", "PATH": "/usr/bin:/bin"]))
        #expect(terminal.waitFor("> ") != nil, "no first prompt; output: \(terminal.output)")
        return terminal
    }

    @Test func expressionPrintsItsValue() throws {
        let home = try Scratch()
        let t = try startREPL(home: home)
        let mark = t.mark
        t.type("1 + 2\r")
        let shown = t.waitFor("3\r\n> ", after: mark)
        #expect(shown != nil, "output: \(t.output)")
        #expect(t.quit() == 0)
    }

    @Test func twoLineForLoopContinuesWithSecondPrompt() throws {
        let home = try Scratch()
        let t = try startREPL(home: home)
        var mark = t.mark
        t.type("for i = 1, 3 do\r")
        #expect(t.waitFor(">> ", after: mark) != nil, "no continuation prompt; output: \(t.output)")
        mark = t.mark
        t.type("io.write(i * 10, ' ') end\r")
        #expect(t.waitFor("10 20 30 > ", after: mark) != nil, "output: \(t.output)")
        #expect(t.quit() == 0)
    }

    @Test func ctrlCInterruptsRunningCodeAndThePromptWorks() throws {
        let home = try Scratch()
        let t = try startREPL(home: home)
        var mark = t.mark
        t.type("while true do end\r")
        // The loop is running once the line has been echoed and no prompt follows.
        #expect(t.waitFor("while true do end\r\n", after: mark) != nil)
        usleep(200_000)
        mark = t.mark
        t.type("\u{3}")
        #expect(t.waitFor("interrupted!", after: mark) != nil, "output: \(t.output)")
        #expect(t.waitFor("> ", after: mark) != nil)
        mark = t.mark
        t.type("print('still ' .. 'alive')\r")
        #expect(t.waitFor("still alive\r\n> ", after: mark) != nil, "output: \(t.output)")
        #expect(t.quit() == 0)
    }

    @Test func ctrlCAtThePromptAbandonsTheLine() throws {
        let home = try Scratch()
        let t = try startREPL(home: home)
        t.type("this is not lua")
        #expect(t.waitFor("not lua") != nil)
        var mark = t.mark
        t.type("\u{3}")
        #expect(t.waitFor("> ", after: mark) != nil, "output: \(t.output)")
        mark = t.mark
        t.type("6 * 7\r")
        let after = t.waitFor("42\r\n> ", after: mark)
        #expect(after != nil, "output: \(t.output)")
        #expect(!(after ?? "").contains("syntax error"))
        #expect(t.quit() == 0)
    }

    @Test func ctrlCAbandonsAnUnfinishedChunk() throws {
        let home = try Scratch()
        let t = try startREPL(home: home)
        var mark = t.mark
        t.type("for i = 1, 2 do\r")
        #expect(t.waitFor(">> ", after: mark) != nil)
        mark = t.mark
        t.type("\u{3}")
        #expect(t.waitFor("\n> ", after: mark) != nil, "output: \(t.output)")
        mark = t.mark
        // A new chunk, not the third line of the abandoned loop.
        t.type("'fresh'\r")
        #expect(t.waitFor("fresh\r\n> ", after: mark) != nil, "output: \(t.output)")
        #expect(t.quit() == 0)
    }

    @Test func tabCompletesGlobalsAndMethods() throws {
        let home = try Scratch()
        let t = try startREPL(home: home)
        var mark = t.mark
        t.type("s = 'abc'\r")
        #expect(t.waitFor("> ", after: mark) != nil)
        mark = t.mark
        t.type("stri\t")
        // libedit redraws only what it added.
        #expect(t.waitFor("ng", after: mark) != nil, "output: \(t.output)")
        mark = t.mark
        t.type(".up\t")
        #expect(t.waitFor("per", after: mark) != nil, "output: \(t.output)")
        mark = t.mark
        t.type("(s)\r")
        #expect(t.waitFor("ABC\r\n> ", after: mark) != nil, "output: \(t.output)")
        mark = t.mark
        t.type("s:rev\t")
        #expect(t.waitFor("erse", after: mark) != nil, "output: \(t.output)")
        mark = t.mark
        t.type("()\r")
        #expect(t.waitFor("cba\r\n> ", after: mark) != nil, "output: \(t.output)")
        #expect(t.quit() == 0)
    }

    /// docs/CLI.md: `RoundedRectangle(10):` then Tab lists a shape's methods.
    /// Inside `stroke{`, Tab completes stroke's labels, as typed at a terminal.
    @Test func tabInsideATableArgumentCompletesItsLabels() throws {
        let home = try Scratch()
        let t = try startREPL(home: home)
        let mark = t.mark
        t.type("v = Circle():stroke{lineW\t")
        #expect(t.waitFor("idth", after: mark) != nil, "output: \(t.output)")
        t.type(" = 3}\r")
        #expect(t.waitFor("> ", after: mark) != nil, "output: \(t.output)")
        #expect(t.quit() == 0)
    }

    @Test func tabAfterACallListsTheMethodsOfItsResult() throws {
        let home = try Scratch()
        let t = try startREPL(home: home)
        var mark = t.mark
        t.type("RoundedRectangle(10):strokeB\t")
        #expect(t.waitFor("order", after: mark) != nil, "output: \(t.output)")
        mark = t.mark
        t.type("(2)\r")
        #expect(t.waitFor("> ", after: mark) != nil, "output: \(t.output)")
        mark = t.mark
        // A shape-only method (a view has no inset) completes too.
        t.type("RoundedRectangle(10):ins\t")
        #expect(t.waitFor("et", after: mark) != nil, "output: \(t.output)")
        t.type("\u{15}\r") // Ctrl-U: drop the line
        #expect(t.quit() == 0)
    }

    /// Ctrl-D closes the Lua state as lua.c does, so finalizers run (a
    /// finalizer that writes a file, kept alive by a global until then).
    @Test func leavingTheREPLClosesTheState() throws {
        let home = try Scratch()
        let t = try startREPL(home: home)
        let mark = t.mark
        let path = home.url.appendingPathComponent("kept.txt").path
        t.type("keep = setmetatable({}, {__gc = function() local f = io.open('\(path)', 'w') f:write('written at close') f:close() end})\r")
        #expect(t.waitFor("> ", after: mark) != nil)
        #expect(t.quit() == 0)
        #expect(home.read("kept.txt") == "written at close")
    }

    @Test func historyPersistsAcrossSessions() throws {
        let home = try Scratch()
        do {
            let t = try startREPL(home: home)
            let mark = t.mark
            t.type("x_remembered = 1\r")
            #expect(t.waitFor("> ", after: mark) != nil)
            #expect(t.quit() == 0)
        }
        #expect(home.read(".shapelua_history")?.contains("x_remembered") == true)
        let t = try startREPL(home: home)
        let mark = t.mark
        t.type("\u{1b}[A") // up arrow: the previous session's line
        #expect(t.waitFor("x_remembered = 1", after: mark) != nil, "output: \(t.output)")
        let beforeCtrlC = t.mark
        t.type("\u{3}")
        #expect(t.waitFor("\n> ", after: beforeCtrlC) != nil)
        #expect(t.quit() == 0)
    }
}
