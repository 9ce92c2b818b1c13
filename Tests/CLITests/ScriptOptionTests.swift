import Foundation
import Testing

/// The options that run code (-e -l -i -v -E -W -- -), the `arg` table,
/// `...`, the shebang line, LUA_INIT and the script folder on package.path.
@Suite struct ScriptOptionTests {
    @Test func scriptReceivesArgTableAndVarargs() throws {
        let dir = try Scratch()
        try dir.write("s.lua", "print(arg[0], arg[1], arg[2], #arg, arg[-1] ~= nil)\nprint(...)\n")
        let r = try Shapelua.run(["s.lua", "one", "two"], in: dir.url)
        #expect(r.status == 0)
        #expect(r.stdout == "s.lua\tone\ttwo\t2\ttrue\none\ttwo\n")
        #expect(r.stderr == "")
    }

    @Test func interpreterOptionsSitAtNegativeIndices() throws {
        let dir = try Scratch()
        try dir.write("s.lua", "print(arg[-3], arg[-2], arg[-1], arg[0])\n")
        let r = try Shapelua.run(["-e", "x=1", "s.lua"], in: dir.url)
        #expect(r.stdout == "\(Shapelua.binary)\t-e\tx=1\ts.lua\n")
    }

    @Test func chunkOptionRunsInOrderBeforeTheScript() throws {
        let dir = try Scratch()
        try dir.write("s.lua", "print('script', x)\n")
        let r = try Shapelua.run(["-e", "x = 1", "-e", "x = x + 1; print('e', x)", "s.lua"], in: dir.url)
        #expect(r.status == 0)
        #expect(r.stdout == "e\t2\nscript\t2\n")
    }

    @Test func attachedChunkArgument() throws {
        let r = try Shapelua.run(["-eprint(6*7)"])
        #expect(r.stdout == "42\n")
    }

    @Test func libraryOptionRequiresIntoAGlobal() throws {
        let dir = try Scratch()
        try dir.write("mymod.lua", "return { answer = 42 }\n")
        let r = try Shapelua.run(["-l", "mymod", "-l", "m2=mymod", "-e", "print(mymod.answer, m2 == mymod)"],
                                 in: dir.url)
        #expect(r.status == 0)
        #expect(r.stdout == "42\ttrue\n")
    }

    @Test func missingLibraryIsAScriptError() throws {
        let r = try Shapelua.run(["-l", "no_such_module_xyz"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("shapelua: module 'no_such_module_xyz' not found:"))
    }

    @Test func versionOption() throws {
        let r = try Shapelua.run(["-v"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("shapelua "))
        #expect(r.stdout.contains("Lua 5.4"))
    }

    @Test func shebangLineIsSkipped() throws {
        let dir = try Scratch()
        try dir.write("s.lua", "#!/usr/bin/env shapelua\nprint(debug.getinfo(1, 'l').currentline)\n")
        let r = try Shapelua.run(["s.lua"], in: dir.url)
        #expect(r.status == 0)
        #expect(r.stdout == "2\n")
    }

    @Test func standardInputRunsWhenNotATerminal() throws {
        let r = try Shapelua.run([], stdin: "print('from stdin', ...)\n")
        #expect(r.status == 0)
        #expect(r.stdout == "from stdin\n")
    }

    @Test func dashRunsStandardInputWithArguments() throws {
        let r = try Shapelua.run(["-", "a", "b"], stdin: "print(arg[0], ...)\n")
        #expect(r.stdout == "-\ta\tb\n")
    }

    @Test func doubleDashEndsOptions() throws {
        let dir = try Scratch()
        try dir.write("-e", "print('a script named -e', ...)\n")
        let r = try Shapelua.run(["--", "-e", "x"], in: dir.url)
        #expect(r.status == 0)
        #expect(r.stdout == "a script named -e\tx\n")
    }

    @Test func luaInitRunsFirstUnlessIgnored() throws {
        let env = ["LUA_INIT": "print('init'); x = 5"]
        let r = try Shapelua.run(["-e", "print(x)"], environment: env)
        #expect(r.stdout == "init\n5\n")
        let ignored = try Shapelua.run(["-E", "-e", "print(x)"], environment: env)
        #expect(ignored.stdout == "nil\n")
    }

    @Test func versionedLuaInitWinsAndAtFileForm() throws {
        let dir = try Scratch()
        let file = try dir.write("init.lua", "print('init file')\n")
        let r = try Shapelua.run(["-e", "print('main')"],
                                 environment: ["LUA_INIT": "print('plain')", "LUA_INIT_5_4": "@" + file])
        #expect(r.stdout == "init file\nmain\n")
    }

    @Test func errorInLuaInitStops() throws {
        let r = try Shapelua.run(["-e", "print('never')"], environment: ["LUA_INIT": "error('bad init')"])
        #expect(r.status == 1)
        #expect(r.stdout == "")
        #expect(r.stderr.hasPrefix("shapelua: LUA_INIT:1: bad init\nstack traceback:"))
    }

    @Test func dashEIgnoresLuaPath() throws {
        let env = ["LUA_PATH": "/nowhere/?.lua"]
        let r = try Shapelua.run(["-e", "print(package.path:find('/nowhere', 1, true) ~= nil)"], environment: env)
        #expect(r.stdout == "true\n")
        let ignored = try Shapelua.run(["-E", "-e", "print(package.path:find('/nowhere', 1, true) ~= nil, os.getenv('LUA_PATH'))"],
                                       environment: env)
        #expect(ignored.stdout == "false\t/nowhere/?.lua\n")
    }

    @Test func scriptFolderIsSearchedBeforeWorkingDirectory() throws {
        let dir = try Scratch()
        try dir.write("lib/main.lua", "print((require('helper')))\n")
        try dir.write("lib/helper.lua", "return 'next to the script'\n")
        try dir.write("helper.lua", "return 'working directory'\n")
        let r = try Shapelua.run(["lib/main.lua"], in: dir.url)
        #expect(r.status == 0)
        #expect(r.stdout == "next to the script\n")
    }

    @Test func warningsOption() throws {
        let off = try Shapelua.run(["-e", "warn('hidden')"])
        #expect(off.stderr == "")
        let on = try Shapelua.run(["-W", "-e", "warn('shown')"])
        #expect(on.stderr == "Lua warning: shown\n")
    }

    @Test func interactiveAfterScriptOverPipe() throws {
        let dir = try Scratch()
        try dir.write("s.lua", "x = 41\n")
        let r = try Shapelua.run(["-i", "s.lua"], stdin: "x + 1\n", in: dir.url)
        #expect(r.status == 0)
        #expect(r.stdout.contains("> 42\n"))
    }

    @Test func apiPrintsMarkdown() throws {
        let r = try Shapelua.run(["--api"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("# "))
    }
}
