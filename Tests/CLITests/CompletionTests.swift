import Testing
@testable import shapelua

/// Tab completion's candidates, computed against a real session.
@Suite struct CompletionTests {
    func completion(_ setup: String = "", options: [String] = []) throws -> Completion {
        let parsed = try CommandLineParser.parse(["shapelua"] + options)
        let session = try Session(options: parsed, views: makeViewOutput())
        if !setup.isEmpty { _ = try session.lua.run(setup) }
        session.lua.setTop(0)
        return Completion(session: session)
    }

    @Test func globalsAndKeywords() throws {
        let c = try completion("my_value = 1")
        #expect(c.candidates(for: "my_") == ["my_value"])
        #expect(c.candidates(for: "whi") == ["while"])
        #expect(c.candidates(for: "tab") == ["table"])
    }

    /// The names issue 22 added are offered as every library name is.
    @Test func issue22Names() throws {
        let c = try completion()
        #expect(c.candidates(for: "Tog") == ["Toggle"])
        #expect(c.candidates(for: "Labe") == ["Label"])
        #expect(c.candidates(for: "hel") == ["help"])
        #expect(c.candidates(for: "preferredC") == ["preferredColorScheme"])
        #expect(c.candidates(for: "Color.systemGray") == ["Color.systemGray", "Color.systemGray2", "Color.systemGray3",
                                                           "Color.systemGray4", "Color.systemGray5", "Color.systemGray6"])
        #expect(c.candidates(for: ":fra", line: "Toggle():fra") == [":frame"]) // a View, by its declared return type
    }

    /// Inside a table argument, at a key, Tab offers the function's labels
    /// (not every global); at a value it offers globals as before.
    @Test func labelsInsideATableArgument() throws {
        let c = try completion("v = Rectangle():frame(10, 10)")
        #expect(c.candidates(for: "cor", line: "RoundedRectangle{cor") == ["cornerRadius"])
        #expect(c.candidates(for: "", line: "Circle():stroke{").contains("lineWidth"))
        #expect(c.candidates(for: "line", line: "Circle():stroke{line") == ["lineCap", "lineJoin", "lineWidth"])
        #expect(c.candidates(for: "da", line: "x = Capsule():stroke({lineWidth = 2, da") == ["dash", "dashPhase"])
        #expect(c.candidates(for: "hei", line: "v:frame{width = 4, hei") == ["height"])
        #expect(c.candidates(for: "wi", line: "v:frame({wi") == ["width"])
        #expect(c.candidates(for: "sat", line: "Color{hue = 0.5, sat") == ["saturation"])
        // Children by position: their names too.
        #expect(c.candidates(for: "Cir", line: "VStack{Text('a'), Cir") == ["Circle"])
        #expect(c.candidates(for: "spa", line: "VStack{spa") == ["spacing"])
        // A value position, a closed table, brackets in strings, a Lua function's table.
        #expect(c.candidates(for: "tab", line: "v:frame{width = tab") == ["table"])
        #expect(c.candidates(for: "tab", line: "v:frame{width = 4} tab") == ["table"])
        #expect(c.candidates(for: "hei", line: "v:frame{x = '}{', hei") == ["height"])
        #expect(c.candidates(for: "ta", line: "print{ta") == [])
        #expect(TableLabelPosition(line: "f(a, {b") == nil) // a table, but not the call's argument
        #expect(TableLabelPosition(line: "t = {fi") == nil)
        #expect(TableLabelPosition(line: "Circle():stroke{lineWidth ") == nil)
    }

    @Test func gridNames() throws {
        let c = try completion()
        #expect(c.candidates(for: "Grid") == ["Grid", "GridItem", "GridRow"])
        #expect(c.candidates(for: "LazyV") == ["LazyVGrid"])
        #expect(c.candidates(for: "LazyH") == ["LazyHGrid"])
        #expect(c.candidates(for: "GridItem.") == ["GridItem.adaptive", "GridItem.fixed", "GridItem.flexible"])
        #expect(c.candidates(for: ":gridC", line: "Text(\"a\"):gridC") == [":gridCellAnchor", ":gridCellColumns", ":gridCellUnsizedAxes", ":gridColumnAlignment"])
    }

    @Test func fieldsOfATable() throws {
        let c = try completion()
        #expect(c.candidates(for: "string.for") == ["string.format"])
        #expect(c.candidates(for: "math.fl") == ["math.floor"])
    }

    /// A namespace's constants are made on first read (Install.swift), so
    /// a fresh session's `Color` table holds none until completion asks
    /// its `__pairs` (a C function) for them; a `__pairs` written in Lua
    /// is never run.
    @Test func namespaceConstantsNotReadYetAreOffered() throws {
        let c = try completion("""
            called = false
            lazy = setmetatable({ shown = 1 }, { __pairs = function(t) called = true; t.hidden = 2; return next, t end })
            """)
        #expect(c.candidates(for: "Color.re") == ["Color.red"])
        #expect(c.candidates(for: "Color.te") == ["Color.teal", "Color.tertiary", "Color.tertiaryLabel", "Color.tertiarySystemBackground",
                                                  "Color.tertiarySystemFill", "Color.tertiarySystemGroupedBackground"])
        #expect(c.candidates(for: "Transform.id") == ["Transform.identity"])
        #expect(c.candidates(for: "lazy.") == ["lazy.shown"])
        _ = try c.session.lua.run("assert(not called, 'completion ran a Lua __pairs')")
        #expect(c.session.lua.top == 0)
    }

    @Test func methodsComeFromTheMetatableIndexChain() throws {
        let c = try completion("""
            local Base = { area = function() end, kind = 'base' }
            local Shape = setmetatable({ scale = function() end }, { __index = Base })
            Shape.__index = Shape
            circle = setmetatable({ radius = 2 }, Shape)
            """)
        #expect(c.candidates(for: "circle.") == ["circle.area", "circle.kind", "circle.radius", "circle.scale"])
        // Metamethod-like names only when asked for.
        #expect(c.candidates(for: "circle.__") == ["circle.__index"])
        // ':' offers only functions.
        #expect(c.candidates(for: "circle:") == ["circle:area", "circle:scale"])
    }

    /// After a call, libedit's word is only what follows the bracket; the
    /// candidates come from the declared return types, nothing is run.
    @Test func afterACallTheDeclaredReturnTypeIsCompleted() throws {
        let c = try completion("calls = 0; function counted() calls = calls + 1; return Circle() end")
        let shapeMethods = c.candidates(for: ":", line: "RoundedRectangle(10):")
        #expect(shapeMethods.contains(":fill") && shapeMethods.contains(":inset") && shapeMethods.contains(":frame"))
        #expect(shapeMethods.allSatisfy { $0.hasPrefix(":") })
        // strikethrough is a view modifier (docs/API.md), so shapes have it too.
        #expect(c.candidates(for: ":str", line: "x = RoundedRectangle{cornerRadius = 10}:str")
                == [":strikethrough", ":stroke", ":strokeBorder"])
        #expect(c.candidates(for: ":tri", line: "Circle():tri") == [":trim"])
        #expect(c.candidates(for: ":tri", line: "Circle():fill('red'):tri") == [])
        // A modifier returns a View: view modifiers, not shape ones.
        let viewMethods = c.candidates(for: ":", line: "Circle():fill('red'):")
        #expect(viewMethods.contains(":frame") && !viewMethods.contains(":inset"))
        // Fields after '.', of a Rect made by a call; a chain through a namespace.
        #expect(c.candidates(for: ".mi", line: "print(Rect(0, 0, 4, 3).mi")
                == [".midX", ".midY", ".minX", ".minY"])
        #expect(c.candidates(for: ":inv", line: "Transform.rotation(45):inv") == [":inverted"])
        #expect(c.candidates(for: ":add", line: "Path():move{to = {0, 0}}:addL") == [])
        #expect(c.candidates(for: ":addL", line: "Path():move{to = {0, 0}}:addL") == [":addLine", ":addLines"])
        // Brackets inside strings do not confuse it.
        #expect(c.candidates(for: ":fra", line: "Text(\"a)b(\"):fra") == [":frame"])
        // A plain variable's value is read, then declared types followed.
        _ = try c.session.lua.run("v = Rectangle()")
        #expect(c.candidates(for: ":opa", line: "v:fill('red'):opa") == [":opacity"])
        // A Lua function's result is unknown: nothing is offered, and it did not run.
        #expect(c.candidates(for: ":", line: "counted():") == [])
        _ = try c.session.lua.run("assert(calls == 0, 'completion ran a call')")
    }

    @Test func callChainsParseAsLuaPrefixExpressions() {
        #expect(CallChain(line: "a.b:c(1)(2){3}'s':d") ==
                CallChain(head: "a", steps: [.field("b"), .method("c"), .call, .call, .call, .call],
                          separator: ":", partial: "d"))
        #expect(CallChain(line: "x = 1 .. f():") == CallChain(head: "f", steps: [.call], separator: ":", partial: ""))
        #expect(CallChain(line: "(f()):") == nil)
        #expect(CallChain(line: "f() -- comment:") == nil)
        #expect(CallChain(line: "f([[)]]):g") == CallChain(head: "f", steps: [.call], separator: ":", partial: "g"))
    }

    @Test func viewsOfferTheirModifiers() throws {
        let c = try completion("c = Circle()")
        let candidates = c.candidates(for: "c:fi")
        #expect(candidates.contains("c:fill"))
        #expect(candidates.allSatisfy { $0.hasPrefix("c:fi") })
        #expect(c.candidates(for: "c:fram") == ["c:frame"])
    }

    @Test func libraryTypesWithComputedFieldsOfferFieldsAndMethods() throws {
        let c = try completion("p = Point(1, 2); r = Rect(0, 0, 4, 3)")
        #expect(c.candidates(for: "p.") .contains("p.x"))
        #expect(c.candidates(for: "r.mi") == ["r.midX", "r.midY", "r.minX", "r.minY"])
        #expect(c.candidates(for: "r:ins") == ["r:inset"])
        // Fields are not offered after ':'.
        #expect(!c.candidates(for: "r:").contains("r:minX"))
    }

    @Test func stringValuesOfferStringMethods() throws {
        let c = try completion("s = 'text'")
        #expect(c.candidates(for: "s:up") == ["s:upper"])
    }

    @Test func nothingForCallsOrUnknownOrFailingPrefixes() throws {
        let c = try completion("""
            counter = 0
            function f() counter = counter + 1; return string end
            trap = setmetatable({}, { __index = function() error('boom') end })
            spin = setmetatable({}, { __index = function() while true do end end })
            """)
        #expect(c.candidates(for: "f().for").isEmpty)
        #expect(c.candidates(for: "nothing_here.x").isEmpty)
        #expect(c.candidates(for: "trap.inner.x").isEmpty)
        #expect(c.candidates(for: "spin.inner.x").isEmpty)
        _ = try c.session.lua.run("assert(counter == 0, 'completion called a function')")
    }

    @Test func completionLeavesTheStackAndLimitsAsTheyWere() throws {
        let c = try completion("t = { a = 1 }", options: ["--max-instructions", "1000000"])
        _ = c.candidates(for: "t.")
        #expect(c.session.lua.top == 0)
        #expect(c.session.lua.instructionLimit == 1_000_000)
    }
}
