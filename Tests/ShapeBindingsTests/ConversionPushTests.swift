import LuaBridge
import ShapeCore
import Testing
@testable import ShapeBindings

/// docs/BINDINGS.md, "Conversions": what a conversion pushes, it reads back
/// as the same value, by `fast`, by `decode` and through `Args` in both
/// call forms; and a value it refuses still gets the library's words.
@Suite struct ConversionPushTests {
    /// A state with the library and `echo(value)`: reads its parameter
    /// (declared with the conversion's kind) through `Args`, keeps what it
    /// read, and returns it through the conversion.
    final class Echo<C: Conversion> {
        let lua: LuaState
        var read: [C.Value] = []
        /// Held here: the state's function holds it unretained (library
        /// specs live as long as the process).
        var spec: FunctionSpec?
        init(_ conversion: C) throws {
            lua = try LuaState()
            ShapeLibrary.install(into: lua)
            let spec = FunctionSpec("echo", [Param("value", conversion.kind)], returns: "any", doc: "") { [unowned self] a in
                let value = try a.need(0, "value", conversion)
                read.append(value)
                return a.returning(value, conversion)
            }
            self.spec = spec
            let call = LuaCall(L: lua.L)
            Installer.push(spec, call)
            call.setGlobal("echo")
        }
    }

    /// Pushes each value, reads it back every way, and calls `echo` with
    /// it positionally and in a label table; `same` compares two values.
    func roundTrip<C: Conversion>(_ conversion: C, _ values: [C.Value], fast expectFast: Bool,
                                  same: (C.Value, C.Value) -> Bool) throws {
        let echo = try Echo(conversion)
        let lua = echo.lua
        let call = LuaCall(L: lua.L)
        for value in values {
            conversion.push(call, value)
            let index = call.top
            if let fast = conversion.fast(call, index) {
                #expect(same(fast, value), "fast read \(fast) for \(value)")
            } else {
                #expect(!expectFast, "fast passed over \(value)")
            }
            let context = ArgContext(stack: call, index: index, argNumber: 1, label: "value", labelled: false)
            let decoded = try conversion.decode(context)
            #expect(same(decoded, value), "decode read \(decoded) for \(value)")
            call.setGlobal("v")
            echo.read = []
            let results = try lua.run("local a = echo(v) local b = echo{value = v} return a, b, echo(a), echo{value = b}")
            #expect(results == 4)
            for k in 1...results {
                let context = ArgContext(stack: call, index: call.top - results + k, argNumber: 1, label: "r", labelled: false)
                let back = try conversion.decode(context)
                #expect(same(back, value), "echo returned \(back) for \(value)")
            }
            call.pop(results)
            #expect(echo.read.count == 4 && echo.read.allSatisfy { same($0, value) }, "echo read \(echo.read) for \(value)")
        }
        #expect(call.top == 0)
    }

    func roundTrip<C: Conversion>(_ conversion: C, _ values: [C.Value], fast: Bool) throws where C.Value: Equatable {
        try roundTrip(conversion, values, fast: fast, same: ==)
    }

    /// `<code>` (calling `echo`) fails with exactly `message` after Lua's
    /// position prefix.
    func refuses<C: Conversion>(_ conversion: C, _ code: String, _ message: String) throws {
        let echo = try Echo(conversion)
        let lua = echo.lua
        let count = try lua.run("local ok, e = pcall(function() return \(code) end) return ok, tostring(e)")
        defer { lua.pop(count) }
        #expect(!lua.boolean(at: -2), "\(code) was accepted")
        #expect(lua.string(at: -1) == "(run):1: " + message, "\(code)")
    }

    @Test func numbersRoundTrip() throws {
        try roundTrip(NumberConversion.number, [0, -2.5, 1e300, 3], fast: true)
        try roundTrip(NumberConversion.angle, [90, -45.5], fast: true)
        try roundTrip(LengthConversion.length, [0, 12.25], fast: true)
        try roundTrip(ExtendedLengthConversion.extendedLength, [4], fast: true)
        try roundTrip(ExtendedLengthConversion.extendedLength, [.infinity], fast: false)
        try roundTrip(IntegerConversion.integer, [0, -7, Int.max], fast: true)
        try refuses(NumberConversion.number, "echo('x')", "bad argument #1 to 'echo' (number expected, got string)")
        try refuses(NumberConversion.number, "echo(0/0)", "bad argument #1 to 'echo' (value must be a finite number, got nan)")
    }

    @Test func scalarsRoundTrip() throws {
        try roundTrip(BooleanConversion.boolean, [true, false], fast: true)
        try roundTrip(StringConversion.string, ["", "a\u{0}b", "Grüße"], fast: false)
        try roundTrip(NameConversion.name(["left", "right"], kind: "side"), ["left", "right"], fast: false)
        try roundTrip(ChoiceConversion.choice(ShapeDrawing.fillRuleChoices, kind: "fill rule"), FillRule.allCases, fast: true)
        try roundTrip(ChoiceConversion.choice(ShapeConstructors.styleChoices), RoundedCornerStyle.allCases, fast: true)
        try roundTrip(FontWeightConversion.fontWeight, FontWeight.allCases, fast: false)
    }

    @Test func geometryRoundTrips() throws {
        try roundTrip(PointConversion.point, [Point(1, -2), Point(0, 0)], fast: true)
        try roundTrip(SizeConversion.size, [Size(3, 4), Size(0, 0)], fast: false)
        try roundTrip(RectConversion.rect, [Rect(1, 2, 3, 4), Rect(-5, -5, 0, 0)], fast: true)
        try roundTrip(TransformConversion.transform,
                      [.identity, .rotation(degrees: 30).concatenating(.translation(5, -1)), .scale(2, 3)], fast: true)
    }

    @Test func stylesRoundTrip() throws {
        let gradient = try Gradient(colors: [.red, .blue])
        try roundTrip(StyleConversion.style,
                      [.color(.red), .color(Color(red: 0.25, green: 0.5, blue: 1, opacity: 0.5)),
                       .linearGradient(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)),
                       .radialGradient(RadialGradient(gradient: gradient, center: .center, startRadius: 0, endRadius: 9))],
                      fast: false, same: ==)
    }

    /// A colour comes back as a Color value, a gradient as a Gradient value:
    /// what `Color(...)` and `LinearGradient{...}` return.
    @Test func stylesArePushedAsTheLibrarysValues() throws {
        let lua = try LuaState()
        ShapeLibrary.install(into: lua)
        let call = LuaCall(L: lua.L)
        StyleConversion.style.push(call, .color(.red))
        StyleConversion.style.push(call, .linearGradient(LinearGradient(gradient: try Gradient(colors: [.red, .blue]),
                                                                         startPoint: .top, endPoint: .bottom)))
        #expect(call.typeName(at: -2) == "Color" && call.typeName(at: -1) == "Gradient")
        #expect(call.userdata(-2, as: Color.self) != nil)
    }

    /// A function is read as its stack index; pushed back, it is the same function.
    @Test func functionsRoundTrip() throws {
        let echo = try Echo(FunctionConversion.function)
        let call = LuaCall(L: echo.lua.L)
        _ = try echo.lua.run("return print")
        FunctionConversion.function.push(call, 1)
        #expect(call.rawEqual(1, 2) && FunctionConversion.function.fast(call, 2) == 2)
        let context = ArgContext(stack: call, index: 2, argNumber: 1, label: "value", labelled: false)
        #expect(try FunctionConversion.function.decode(context) == 2)
        call.setTop(0)
        let count = try echo.lua.run("return rawequal(echo(print), print) and rawequal(echo{value = print}, print)")
        #expect(count == 1 && call.boolean(at: -1))
        #expect(echo.read.count == 2)
    }

    @Test func refusedValuesKeepTheirWords() throws {
        try refuses(LengthConversion.length, "echo(-1)", "bad argument #1 to 'echo' (value must be >= 0, got -1)")
        try refuses(IntegerConversion.integer, "echo(1.5)", "bad argument #1 to 'echo' (number has no integer representation)")
        try refuses(BooleanConversion.boolean, "echo(1)", "bad argument #1 to 'echo' (boolean expected, got number)")
        try refuses(ChoiceConversion.choice(ShapeDrawing.fillRuleChoices, kind: "fill rule"), "echo('odd')",
                    "bad argument #1 to 'echo' (unknown fill rule 'odd'; did you mean 'evenOdd'? (valid: nonZero, evenOdd))")
        try refuses(PointConversion.point, "echo({1})", "bad argument #1 to 'echo' (point needs 'y' ({x, y} or {x=, y=}))")
        try refuses(SizeConversion.size, "echo{value = {-1, 2}}", "bad argument #1 to 'echo' (value.width must be >= 0, got -1)")
        try refuses(RectConversion.rect, "echo(Point(1, 2))", "bad argument #1 to 'echo' (Rect expected, got Point)")
        try refuses(TransformConversion.transform, "echo(5)", "bad argument #1 to 'echo' (Transform expected, got number)")
        try refuses(StyleConversion.style, "echo('blurple')",
                    "bad argument #1 to 'echo' (unknown color 'blurple'; did you mean 'purple'? (use a SwiftUI or CSS colour name, or #rgb, #rgba, #rrggbb, #rrggbbaa))")
        try refuses(FontWeightConversion.fontWeight, "echo('fat')",
                    "echo: unknown font weight 'fat' (valid: ultraLight, thin, light, regular, medium, semibold, bold, heavy, black)")
        try refuses(StringConversion.string, "echo(true)", "bad argument #1 to 'echo' (string expected, got boolean)")
        try refuses(NameConversion.name(["left", "right"], kind: "side"), "echo('up')",
                    "bad argument #1 to 'echo' (unknown side 'up' (valid: left, right))")
        try refuses(FunctionConversion.function, "echo(1)", "bad argument #1 to 'echo' (function expected, got number)")
    }

}
