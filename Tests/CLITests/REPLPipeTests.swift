import Foundation
import Testing

/// The REPL's logic with standard input a pipe (`-i`): lua.c then reads
/// plain lines and prints prompts to stdout, so the whole transcript can
/// be checked exactly.
@Suite struct REPLPipeTests {
    func repl(_ input: String, _ arguments: [String] = []) throws -> Shapelua.Result {
        try Shapelua.run(arguments + ["-i"], stdin: input)
    }

    /// The transcript after the version line.
    func transcript(_ r: Shapelua.Result) -> String {
        String(r.stdout.drop(while: { $0 != "\n" }).dropFirst())
    }

    @Test func expressionsPrintTheirValues() throws {
        let r = try repl("1 + 1\n'a' .. 'b'\n")
        #expect(r.status == 0)
        #expect(transcript(r) == "> 2\n> ab\n> \n")
    }

    @Test func severalResultsAreSeparatedByTabs() throws {
        let r = try repl("return 1, 'two', nil, 4.0\n")
        #expect(transcript(r) == "> 1\ttwo\tnil\t4.0\n> \n")
    }

    @Test func equalsSignShorthand() throws {
        let r = try repl("= 6 * 7\n")
        #expect(transcript(r) == "> 42\n> \n")
    }

    @Test func promptsComeFromPromptGlobals() throws {
        let r = try repl("_PROMPT = 'lua$ '; _PROMPT2 = '...  '\nif true then\nend\n")
        #expect(transcript(r) == "> lua$ ...  lua$ \n")
    }

    @Test func statementsPrintNothing() throws {
        let r = try repl("x = 3\nx\n")
        #expect(transcript(r) == "> > 3\n> \n")
    }

    @Test func incompleteChunkContinues() throws {
        let r = try repl("for i = 1, 2 do\nprint(i)\nend\nfunction f(a)\nreturn a * 2\nend\nf(21)\n")
        #expect(transcript(r) == "> >> >> 1\n2\n> >> >> > 42\n> \n")
    }

    @Test func valuesPrintThroughTostring() throws {
        let r = try repl("setmetatable({}, {__tostring = function() return 'a summary' end})\n")
        #expect(transcript(r) == "> a summary\n> \n")
    }

    @Test func viewsAndValuesPrintTheirSummaries() throws {
        let r = try repl("RoundedRectangle(5):frame(100, 100)\nPoint(1, 2)\n")
        #expect(transcript(r) == "> RoundedRectangle(cornerRadius: 5.0, style: continuous):frame(width: 100.0, height: 100.0) 100×100\n"
                + "> Point(x: 1.0, y: 2.0)\n> \n")
    }

    @Test func errorsArePrintedAndTheLoopGoesOn() throws {
        let r = try repl("error('oops')\nlocal = 1\n'after'\n")
        #expect(r.status == 0)
        #expect(transcript(r) == "> > > after\n> \n")
        #expect(r.stderr.hasPrefix("stdin:1: oops\nstack traceback:\n"))
        #expect(r.stderr.contains("stdin:1: <name> expected near '='\n"))
    }

    @Test func incompleteChunkAtEndOfInputIsReported() throws {
        let r = try repl("if true then\n")
        #expect(r.status == 0)
        #expect(r.stderr == "stdin:1: 'end' expected near <eof>\n")
    }

    @Test func limitsApplyPerLineAndTheREPLSurvives() throws {
        let input = "while true do end\nlocal s = 0 for i = 1, 20000 do s = s + i end return s\nwhile true do end\n'alive'\n"
        let r = try repl(input, ["--max-instructions", "200000"])
        #expect(r.status == 0)
        #expect(transcript(r) == "> > 200010000\n> > alive\n> \n")
        #expect(r.stderr.components(separatedBy: "instruction limit reached").count == 3)
    }

    @Test func timeoutAppliesPerLine() throws {
        let r = try repl("while true do end\n'alive'\n", ["--timeout", "0.2"])
        #expect(transcript(r) == "> > alive\n> \n")
        #expect(r.stderr.contains("time limit reached"))
    }

    @Test func memoryLimitLeavesTheREPLUsable() throws {
        let r = try repl("local t = {} for i = 1, 1e8 do t[i] = i end\ncollectgarbage(); return 'alive'\n",
                         ["--max-memory", "4"])
        #expect(transcript(r) == "> > alive\n> \n")
        #expect(r.stderr == "memory limit reached (--max-memory 4 MiB)\n")
    }

    @Test func sandboxAppliesInTheREPL() throws {
        let r = try repl("io\nos.execute\n", ["--sandbox"])
        #expect(transcript(r) == "> nil\n> nil\n> \n")
    }

    @Test func previewIsAcceptedAndWritesNothingWithoutViews() throws {
        let dir = try Scratch()
        let r = try Shapelua.run(["--preview", "live.svg", "-i"], stdin: "42\n", in: dir.url)
        #expect(r.status == 0)
        #expect(transcript(r) == "> 42\n> \n")
        #expect(!dir.exists("live.svg"))
    }
}
