import Foundation
import Testing

/// The positional fast paths of Canvas drawing and the shape and Rect
/// constructors (ShapeBindings' CanvasFastPath, FastArguments) must draw
/// exactly what the general decoder draws, and leave every error to it.
/// Run through the binary, as a user's script runs.
@Suite struct CanvasFastPathTests {
    func run(_ script: String) throws -> Shapelua.Result {
        let dir = try Scratch()
        try dir.write("t.lua", script)
        return try Shapelua.run(["t.lua"], in: dir.url)
    }

    @Test func fastAndGeneralFormsWriteTheSameDocument() throws {
        let r = try run("""
            local s = UnevenRoundedRectangle(1, 2, 3, 4, "circular")
            local t = UnevenRoundedRectangle{topLeading = 1, bottomLeading = 2, bottomTrailing = 3,
                                             topTrailing = 4, style = "circular"}
            assert(tostring(s) == tostring(t), tostring(t))
            local names = {"red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "#123456", "#abc"}
            local function doc(draw) return svg(Canvas(80, 60, draw)) end
            -- Positional calls with Rect values: the fast paths.
            local fast = doc(function(ctx)
                local r = Rect(1.5, 2.25, 20, 10)
                ctx:fill(s, "orange", r); ctx:stroke(s, "black", 2, r)
                ctx:stroke(s, "black", 2, Rect(3, 4, 30, 12))      -- same shape, another rect
                ctx:fill(t, Color.red, r)                          -- another shape value, same rect
                ctx:fill(RoundedRectangle(3, "circular"), "blue", r)
                ctx:fill(Path():addRect(r), "#123456"); ctx:stroke(Path():addRect(r), "#123456", 0.5)
                for round = 1, 2 do                                -- more names than the colour cache holds
                    for i, name in ipairs(names) do ctx:stroke(Circle(), name, i, Rect(i, round, 5, 5)) end
                end
            end)
            -- Label tables and rect tables: the general decoder.
            local general = doc(function(ctx)
                local r = {1.5, 2.25, 20, 10}
                ctx:fill{shape = s, content = "orange", rect = r}
                ctx:stroke{shape = s, content = "black", lineWidth = 2, rect = r}
                ctx:stroke{shape = s, content = "black", lineWidth = 2, rect = {3, 4, 30, 12}}
                ctx:fill{shape = t, content = Color.red, rect = r}
                ctx:fill{shape = RoundedRectangle{cornerRadius = 3, style = "circular"}, content = "blue", rect = r}
                ctx:fill{shape = Path():addRect(r), content = Color("#123456")}
                ctx:stroke{shape = Path():addRect(r), content = Color("#123456"), lineWidth = 0.5}
                for round = 1, 2 do
                    for i, name in ipairs(names) do ctx:stroke{shape = Circle(), content = Color(name), lineWidth = i, rect = {i, round, 5, 5}} end
                end
            end)
            assert(fast == general, "fast:\\n" .. fast .. "\\ngeneral:\\n" .. general)
            assert(select(2, fast:gsub("<path", "")) == 29)
            print("ok")
            """)
        #expect(r.stderr == "")
        #expect(r.stdout == "ok\n")
    }

    @Test func badValuesKeepTheGeneralMessages() throws {
        let r = try run("""
            local s = UnevenRoundedRectangle(1, 2, 3, 4)
            local function message(f, ...) local ok, e = pcall(f, ...); assert(not ok); return e end
            print(message(Rect, 1, 2, -3, 4))
            print(message(UnevenRoundedRectangle, 1, 2, 0/0, 4))
            print(message(UnevenRoundedRectangle, {topLeading = 1, topLeadingRadius = 2}))
            print(message(RoundedRectangle, 2, "round"))
            svg(Canvas(10, 10, function(ctx)
                print(message(ctx.fill, ctx, s, "nocolour", Rect(0, 0, 1, 1)))
                print(message(ctx.stroke, ctx, s, "red", -1, Rect(0, 0, 1, 1)))
                print(message(ctx.fill, ctx, s, "red"))
            end))
            local kept
            svg(Canvas(10, 10, function(ctx) kept = ctx end))
            print(message(kept.fill, kept, s, "red", Rect(0, 0, 1, 1)))
            """)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 8, "\(r.stdout)\(r.stderr)")
        guard lines.count == 8 else { return }
        #expect(lines[0].hasSuffix("(width must be >= 0, got -3)"))
        #expect(lines[1].contains("bottomTrailingRadius must be a finite number"))
        #expect(lines[2] == "UnevenRoundedRectangle: both 'topLeadingRadius' and 'topLeading' given")
        #expect(lines[3].hasSuffix("(unknown corner style 'round' (valid: circular, continuous))"))
        #expect(lines[4].contains("unknown color 'nocolour'"))
        #expect(lines[5].hasSuffix("(lineWidth must be >= 0, got -1)"))
        #expect(lines[6] == "fill: a shape needs the rect to lay it out in (a path is drawn as it is)")
        #expect(lines[7].hasPrefix("fill: the Canvas context is no longer valid"))
    }

    /// A shape written in Lua is laid out at every call (its function may
    /// answer differently), never taken from the context's last path.
    @Test func luaShapesAreLaidOutEveryTime() throws {
        let r = try run("""
            local calls = 0
            local s = Shape(function(rect) calls = calls + 1; return Path():addRect(rect) end)
            svg(Canvas(10, 10, function(ctx)
                local r = Rect(0, 0, 5, 5)
                ctx:fill(s, "red", r); ctx:stroke(s, "black", 1, r)
            end))
            print(calls)
            """)
        #expect(r.stdout == "2\n", "\(r.stderr)")
    }
}
