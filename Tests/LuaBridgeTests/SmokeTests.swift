import Testing
import CLua
@testable import LuaBridge

@Suite struct SmokeTests {
    @Test func runsCodeAndReportsErrors() throws {
        let lua = try LuaState()
        #expect(try lua.run("return 1 + 1") == 1)
        #expect(lua_tointegerx(lua.L, -1, nil) == 2)
        #expect(throws: LuaError.self) { try lua.run("error('boom')") }
    }
}
