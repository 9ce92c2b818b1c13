import Foundation
import LuaBridge
import ShapeBindings
import Testing

/// Runs each Lua-level test file under Tests/lua/ in a fresh state with the
/// shape library installed and Tests/lua/testlib.lua loaded first.
enum LuaTestFiles {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lua")

    static func run(_ name: String) throws {
        let lua = try LuaState()
        ShapeLibrary.install(into: lua)
        try lua.loadFile(directory.appendingPathComponent("testlib.lua").path)
        try lua.call(arguments: 0, results: 0)
        try lua.loadFile(directory.appendingPathComponent(name).path)
        try lua.call(arguments: 0, results: 0)
    }
}

@Suite struct LuaScriptTests {
    @Test(arguments: ["geometry_values.lua", "path.lua", "transform_rect.lua", "path_geometry.lua", "shapes.lua", "views.lua"])
    func luaFile(_ name: String) throws {
        do {
            try LuaTestFiles.run(name)
        } catch {
            Issue.record("\(name): \(error)")
        }
    }
}
