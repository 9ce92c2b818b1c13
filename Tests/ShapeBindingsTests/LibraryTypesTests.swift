import CLua
import CLuaBridge
import LuaBridge
@testable import ShapeBindings
import Testing

/// The library's userdata types are registered on first use
/// (`registerOnFirstUse`): `LibraryTypes.type(forKey:)` must find every
/// type of the docs' list, and a state must behave the same whichever
/// type it meets first.
@Suite struct LibraryTypesTests {
    @Test func everyTypeIsFoundByItsKey() {
        let types = ShapeLibrary.spec.types
        #expect(types.count == 12)
        for type in types {
            #expect(ShapeLibrary.spec.typeForKey(type.key) === type, "\(type.name)")
        }
        #expect(Set(types.map { $0.key }).count == types.count)
        #expect(ShapeLibrary.spec.typeForKey(registryKey(Int.self)) == nil)
    }

    func isRegistered(_ lua: LuaState, _ type: TypeSpec) -> Bool {
        defer { lua.pop() }
        return lua_rawgetp(lua.L, shl_registryindex(), type.key) == LUA_TTABLE
    }

    @Test func aTypeIsRegisteredByItsFirstValue() throws {
        let lua = try LuaState()
        ShapeLibrary.install(into: lua)
        // No type is registered before a script runs: Color's constants
        // (`Color.red`) are made when first read.
        #expect(!isRegistered(lua, LibraryTypes.color) && !isRegistered(lua, ViewTypes.view))
        #expect(!isRegistered(lua, LibraryTypes.path) && !isRegistered(lua, ViewTypes.shape))
        #expect(!isRegistered(lua, TransformBindings.type))
        // The first read registers Color and View (its parent, whose
        // methods it has), and nothing else; in a coroutine, there.
        lua.pop(try lua.run("return coroutine.wrap(function() return tostring(Color.red) end)()"))
        #expect(isRegistered(lua, LibraryTypes.color) && isRegistered(lua, ViewTypes.view))
        #expect(!isRegistered(lua, LibraryTypes.path) && !isRegistered(lua, ViewTypes.shape))
        #expect(!isRegistered(lua, CanvasBindings.type) && !isRegistered(lua, LibraryTypes.rect))
        // A Path made inside a coroutine registers Path and Shape (its
        // parent) there; its methods, fields, printing and errors are the
        // usual ones.
        let script = """
            local co = coroutine.wrap(function()
                local p = Path():addRect{0, 0, 4, 2}
                coroutine.yield(tostring(p:boundingRect()))
                return tostring(p) .. " " .. p:boundingRect().width
            end)
            local a, b = co(), co()
            local ok, e = pcall(function() return Path():fil() end)
            return a .. "|" .. b .. "|" .. e
            """
        let count = try lua.run(script)
        #expect(lua.string(at: -1) == "Rect(x: 0.0, y: 0.0, width: 4.0, height: 2.0)|Path(5 elements, bounds: 0 0 4 2) 4.0|(run):7: Path has no method 'fil'; did you mean 'fill'?")
        lua.pop(count)
        #expect(isRegistered(lua, LibraryTypes.path) && isRegistered(lua, ViewTypes.shape) && isRegistered(lua, LibraryTypes.rect))
        #expect(!isRegistered(lua, CanvasBindings.type))
        #expect(lua.top == 0)
    }

    /// Equal values compare equal whichever type was registered first (the
    /// `__eq` of value types comes with their registration).
    @Test func valueTypesCompareFromTheirFirstValue() throws {
        let lua = try LuaState()
        ShapeLibrary.install(into: lua)
        let count = try lua.run("return tostring(Point(1, 2) == Point(1, 2)) .. tostring(Size(1, 2) == Size(1, 3)) .. tostring(Transform.identity == Transform.identity)")
        #expect(lua.string(at: -1) == "truefalsetrue")
        lua.pop(count)
    }
}
