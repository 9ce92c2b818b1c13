import Foundation
import Testing

/// Exit statuses and the shape of error reports: 1 for a script error
/// (with "shapelua: file:LINE: message" and a traceback), 2 for a usage
/// error (its line and where the usage is, not the usage itself).
@Suite struct ErrorReportTests {
    @Test func runtimeErrorReportsFileLineAndTraceback() throws {
        let dir = try Scratch()
        try dir.write("bad.lua", "local x = 1\nerror('went wrong')\n")
        let r = try Shapelua.run(["bad.lua"], in: dir.url)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("shapelua: bad.lua:2: went wrong\nstack traceback:\n"))
        #expect(r.stderr.contains("bad.lua:2: in main chunk"))
    }

    @Test func syntaxErrorReportsFileAndLine() throws {
        let dir = try Scratch()
        try dir.write("syntax.lua", "print('ok')\nlocal = 3\n")
        let r = try Shapelua.run(["syntax.lua"], in: dir.url)
        #expect(r.status == 1)
        #expect(r.stdout == "")
        #expect(r.stderr == "shapelua: syntax.lua:2: <name> expected near '='\n")
    }

    @Test func missingScriptIsAScriptError() throws {
        let r = try Shapelua.run(["no-such-file.lua"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("shapelua: cannot open no-such-file.lua"))
    }

    @Test func nonStringErrorObject() throws {
        let r = try Shapelua.run(["-e", "error({})"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("shapelua: (error object is a table value)"))
    }

    @Test(arguments: [
        (["-x"], "unrecognized option '-x'"),
        (["-e"], "'-e' needs argument"),
        (["-l"], "'-l' needs argument"),
        (["-o"], "'-o' needs argument"),
        (["-ix"], "unrecognized option '-ix'"),
        (["--frobnicate"], "unrecognized option '--frobnicate'"),
        (["--max-instructions", "lots"], "'--max-instructions' needs a positive integer, got 'lots'"),
        (["--max-memory", "-1"], "'--max-memory' needs a positive number, got '-1'"),
        (["--max-memory", "1e300"], "'--max-memory' must be at most 1048576 MiB, got '1e300'"),
        (["--max-instructions", "99999999999999999999"], "'--max-instructions' needs a positive integer, got '99999999999999999999'"),
        (["--timeout", "nan"], "'--timeout' needs a positive number, got 'nan'"),
        (["--width=0"], "'--width' needs a positive number, got '0'"),
        (["--precision", "40"], "'--precision' must be between 0 and 12, got '40'"),
        (["--sandbox=yes"], "'--sandbox' takes no value"),
        (["--timeout"], "'--timeout' needs argument"),
        (["--sandbox", "-l", "string"], "'-l' is not available with --sandbox (there is no require)"),
        (["--watch", "-e", "x=1"], "'--watch' needs a script file"),
        (["--preview", "p.svg", "-e", "x=1"], "'--preview' is for the REPL (use -o with a script)"),
        (["-o", "out.svg", "-v"], "'-o' needs a script or a chunk (-e) whose result it writes"),
    ])
    func usageErrorsExitTwoWithTheirLineOnly(arguments: [String], message: String) throws {
        let r = try Shapelua.run(arguments)
        #expect(r.status == 2)
        #expect(r.stdout == "" || arguments.contains("-v"))
        #expect(r.stderr == "shapelua: \(message)\ntry 'shapelua --help'\n")
    }

    /// `--scale` misused: the one useful line, not followed by the usage.
    @Test func misusedScaleIsOneLine() throws {
        let r = try Shapelua.run(["--scale", "2", "-e", "return Circle()", "-o", "c.svg"])
        #expect(r.status == 2)
        #expect(r.stderr == "shapelua: '--scale' is for -o to a .png or .pdf file\ntry 'shapelua --help'\n")
    }

    /// SwiftUI's labelled call written with `=`: Lua's message first, then
    /// the call as a label table, from the source line (file, -e, REPL).
    @Test func labelledCallWithParenthesesGetsAHint() throws {
        let dir = try Scratch()
        try dir.write("card.lua", "local r = 10\nreturn RoundedRectangle(cornerRadius = r)\n")
        let file = try Shapelua.run(["card.lua"], in: dir.url)
        #expect(file.status == 1)
        #expect(file.stderr == "shapelua: card.lua:2: ')' expected near '='; labels go in a table: RoundedRectangle{cornerRadius = r}\n")
        let chunk = try Shapelua.run(["-e", "return Rectangle():frame(width = 100, height = 50)"])
        #expect(chunk.stderr == "shapelua: (command line):1: ')' expected near '='; labels go in a table: frame{width = 100, height = 50}\n")
        let repl = try Shapelua.run(["-i"], stdin: "x = RoundedRectangle(cornerRadius = 10)\n")
        #expect(repl.stderr.contains("stdin:1: ')' expected near '='; labels go in a table: RoundedRectangle{cornerRadius = 10}\n"), "\(repl.stderr)")
    }

    /// The same message without a labelled call on its line stays Lua's.
    @Test func otherSyntaxErrorsKeepLuasMessage() throws {
        let parenthesized = try Shapelua.run(["-e", "x = (a = 1)"])
        #expect(parenthesized.stderr == "shapelua: (command line):1: ')' expected near '='\n")
        let comparison = try Shapelua.run(["-e", "f(a == 1 = 2)"])
        #expect(comparison.stderr == "shapelua: (command line):1: ')' expected near '='\n")
        let keyword = try Shapelua.run(["-e", "if (a = 1) then end"])
        #expect(keyword.stderr == "shapelua: (command line):1: ')' expected near '='\n")
    }
}
