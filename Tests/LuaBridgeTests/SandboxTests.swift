import Testing
import CLua
@testable import LuaBridge

@Suite struct SandboxTests {
    @Test func sandboxRefusesWhatTheSandboxExcludes() throws {
        let lua = try LuaState(libraries: .sandbox)
        for name in ["io", "debug", "package", "require", "dofile", "loadfile"] {
            #expect(try evaluate(lua, "return type(\(name))") == "nil", "\(name)")
        }
        #expect(try evaluate(lua, "return type(os.execute)") == "nil")
        #expect(try evaluate(lua, "return type(os.exit)") == "nil")
        #expect(try evaluate(lua, "return type(os.getenv)") == "nil")
        #expect(try evaluate(lua, "return type(string.dump)") == "nil")
        #expect(try evaluate(lua, "return type(('').dump)") == "nil")
        #expect(try luaErrorText(lua, "os.execute('true')") == "(run):1: attempt to call a nil value (field 'execute')")
        #expect(try luaErrorText(lua, "package.loadlib('x', 'y')") == "(run):1: attempt to index a nil value (global 'package')")
        #expect(try luaErrorText(lua, "io.open('/etc/passwd')") == "(run):1: attempt to index a nil value (global 'io')")
    }

    @Test func sandboxLoadAcceptsTextOnly() throws {
        // A binary chunk made by a full state.
        let full = try LuaState()
        _ = try full.run("return string.dump(function() return 42 end)")
        let binary = try #require(full.bytes(at: -1))
        let lua = try LuaState(libraries: .sandbox)
        lua.push(bytes: binary)
        lua.setGlobal("binary")
        #expect(try evaluate(lua, "local f, e = load(binary) return e") == "attempt to load a binary chunk (mode is 't')")
        #expect(try evaluate(lua, "local f, e = load(binary, 'b', 'b') return e") == "attempt to load a binary chunk (mode is 't')")
        #expect(try evaluate(lua, "local f, e = load(binary, 'b', 'bt', {}) return e") == "attempt to load a binary chunk (mode is 't')")
        #expect(try evaluate(lua, "return load('return 1 + 1')()") == "2")
        #expect(try evaluate(lua, "return load('return x', 'chunk', 't', {x = 5})()") == "5")
        #expect(throws: LuaError.self) { try lua.load(bytes: binary, name: "=bin") }
        // The full profile loads it, so the refusal is the sandbox's.
        #expect(try evaluate(full, "return load(string.dump(function() return 42 end))()") == "42")
    }

    @Test func sandboxKeepsTheSafeLibraries() throws {
        let lua = try LuaState(libraries: .sandbox)
        #expect(try evaluate(lua, "return string.format('%d', math.floor(2.5)) .. table.concat({'a','b'}) .. utf8.char(72)") == "2abH")
        #expect(try evaluate(lua, "return type(os.clock()) .. type(os.time()) .. type(os.date('%Y')) .. type(os.difftime(2, 1))") == "numbernumberstringnumber")
        #expect(try evaluate(lua, "return coroutine.wrap(function() coroutine.yield(3) end)()") == "3")
    }
}
