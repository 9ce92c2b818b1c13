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

    @Test func fieldsOfATable() throws {
        let c = try completion()
        #expect(c.candidates(for: "string.for") == ["string.format"])
        #expect(c.candidates(for: "math.fl") == ["math.floor"])
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
