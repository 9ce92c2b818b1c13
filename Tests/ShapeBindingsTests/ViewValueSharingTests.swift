import LuaBridge
@testable import ShapeBindings
@testable import ShapeCore
import Testing

/// The views row of issue 9: a shape value boxes its shape once and every
/// view drawn from it holds that box (`ShapeBox`), and a view value stays
/// 32 bytes (Lua paces its collector by the bytes a script allocates).
@Suite struct ViewValueSharingTests {
    /// The ShapeBox of the shape view at global `name` (a `fill` or `stroke` result).
    func shapeBox(_ lua: LuaState, _ name: String) -> ShapeBox? {
        _ = lua.pushGlobal(name)
        defer { lua.pop() }
        guard let value = lua.userdata(at: -1, as: ViewValue.self) else { return nil }
        return Self.box(of: value.pointee.view.box.node)
    }

    static func box(of node: borrowing View.Node) -> ShapeBox? {
        switch node {
        case .shape(let s): return s.box
        default: return nil
        }
    }

    @Test(arguments: ["RoundedRectangle(3, \"circular\")", "Capsule()", "Circle()", "Rectangle():inset(2)",
                      "UnevenRoundedRectangle(1, 2, 3, 4)"])
    func viewsOfOneShapeValueDrawOneBox(_ shape: String) throws {
        let lua = try LuaState()
        ShapeLibrary.install(into: lua)
        _ = try lua.run("s = \(shape) a = s:fill(\"red\") b = s:stroke(\"black\", 0.5) c = s:strokeBorder(\"blue\", 1)")
        let a = try #require(shapeBox(lua, "a")), b = try #require(shapeBox(lua, "b")), c = try #require(shapeBox(lua, "c"))
        // A shape value that owns a box shares it (an uneven rectangle,
        // kept as its radii, keeps the box its first view made); an inline
        // one (Circle, no finalizer) shares the process's box for equal values.
        _ = lua.pushGlobal("s")
        let value = lua.userdata(at: -1, as: ShapeValue.self)!.pointee
        lua.pop()
        if let own = value.box {
            #expect(a === own && b === own && c === own)
        } else if ShapeValue.isInline(value.shape) {
            #expect(a === b && b === c)
            if shape == "Circle()" {
                // Another value with the same bytes (Circle has none; a
                // value with padding may differ there and get its own box).
                _ = try lua.run("t = \(shape) d = t:fill(\"green\")")
                let d = try #require(shapeBox(lua, "d"))
                #expect(d === a)
            }
        } else {
            Issue.record("\(shape): its views do not share a box")
        }
        // The chain's first link keeps the shape: printed from it.
        _ = try lua.run("""
            local t = tostring(b)
            local n = math.min(20, #tostring(s)) -- long texts are shortened in the middle
            assert(t:sub(1, n) == tostring(s):sub(1, n), t)
            assert(t:find(":stroke(black, lineWidth: 0.5) 10×10", 1, true), t)
            """)
    }

    /// The box an uneven rectangle keeps once a view is made from it is
    /// released when Lua frees the value and its views (the value joins
    /// the release set then); the value still draws in a Canvas, the same
    /// path as a fresh value.
    @Test func unevenRectangleLetsGoOfItsBox() throws {
        let lua = try LuaState()
        ShapeLibrary.install(into: lua)
        _ = try lua.run("s = UnevenRoundedRectangle(0, 2, 3, 1, \"circular\") a = s:fill(\"red\")")
        weak let box = shapeBox(lua, "a")
        #expect(box != nil)
        _ = try lua.run("""
            local function drawn(shape)
                return svg(Canvas(20, 20, function(ctx) ctx:fill(shape, "red", Rect(1, 1, 10, 8)) end))
            end
            local u = UnevenRoundedRectangle(0, 2, 3, 1, "circular")
            local v = u:stroke("blue", 2)
            assert(drawn(u) == drawn(UnevenRoundedRectangle(0, 2, 3, 1, "circular")))
            assert(tostring(a):find("fill(red)", 1, true), tostring(a))
            s, a = nil, nil
            collectgarbage() collectgarbage()
            """)
        #expect(box == nil)
    }

    /// With the bridge's 16-byte header and Lua's 32, an 80-byte block.
    @Test func viewValueIsAtMostThirtyTwoBytes() {
        #expect(MemoryLayout<ViewValue>.size <= 32)
    }
}
