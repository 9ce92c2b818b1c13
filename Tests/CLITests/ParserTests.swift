import Testing
@testable import shapelua

/// The argument parser on its own (no process): what each form means.
@Suite struct ParserTests {
    func parse(_ arguments: [String]) throws -> CommandLineOptions {
        try CommandLineParser.parse(["shapelua"] + arguments)
    }

    @Test func scriptEndsOptions() throws {
        let o = try parse(["-e", "x=1", "s.lua", "-i", "--sandbox"])
        #expect(o.actions == [.chunk("x=1")])
        #expect(o.scriptIndex == 3)
        #expect(o.scriptPath == "s.lua")
        #expect(o.scriptArguments == ["-i", "--sandbox"])
        #expect(!o.interactive && !o.sandbox)
    }

    @Test func dashIsStandardInputButNotAfterDoubleDash() throws {
        let stdin = try parse(["-", "a"])
        #expect(stdin.scriptIsStandardInput && stdin.scriptPath == nil && stdin.scriptArguments == ["a"])
        let file = try parse(["--", "-"])
        #expect(!file.scriptIsStandardInput && file.scriptPath == "-")
    }

    @Test func interactiveImpliesVersion() throws {
        let o = try parse(["-i"])
        #expect(o.interactive && o.printVersion)
    }

    @Test func libraryForms() throws {
        let o = try parse(["-l", "a", "-lb", "-l", "g=mod.sub"])
        #expect(o.actions == [.library(global: "a", module: "a"), .library(global: "b", module: "b"),
                              .library(global: "g", module: "mod.sub")])
        #expect(throws: UsageError.self) { try parse(["-l", "=x"]) }
    }

    @Test func longOptionsTakeSeparateOrAttachedValues() throws {
        let o = try parse(["--max-instructions", "5000", "--max-memory=1.5", "--timeout", "2",
                           "--width", "320", "--height=240", "--precision", "2",
                           "--output-dir", "out", "-o", "a.svg", "--sandbox", "--api"])
        #expect(o.maxInstructions == 5000 && o.maxMemoryMiB == 1.5 && o.timeout == 2)
        #expect(o.render == RenderOptions(width: 320, height: 240, precision: 2))
        #expect(o.outputDirectory == "out" && o.outputPath == "a.svg" && o.sandbox && o.api)
    }

    @Test func chunkArgumentMayNotLookLikeAnOption() throws {
        #expect(throws: UsageError(message: "'-e' needs argument")) { try parse(["-e", "-i"]) }
    }

    @Test func plans() throws {
        let none = try parse([])
        #expect(CommandLineTool.plan(none, stdinIsTerminal: true) == (.nothing, true))
        #expect(CommandLineTool.plan(none, stdinIsTerminal: false) == (.standardInput, false))
        let chunk = try parse(["-e", "x=1"])
        #expect(CommandLineTool.plan(chunk, stdinIsTerminal: true) == (.nothing, false))
        let script = try parse(["-i", "s.lua"])
        #expect(CommandLineTool.plan(script, stdinIsTerminal: false) == (.script, true))
    }

    /// Whole numbers as users type them: `1e6` and `2.0` are integers.
    @Test func integralFloatsAreWholeNumbers() throws {
        let o = try parse(["--max-instructions", "1e6", "--precision=2.0", "--jobs", "4.0", "s.lua"])
        #expect(o.maxInstructions == 1_000_000 && o.render.precision == 2 && o.jobs == 4)
        let shard = try parse(["--shard", "1e0/4e0", "s.lua"]).shard
        #expect(shard?.index == 1 && shard?.count == 4)
        #expect(try parse(["--max-instructions", "0x10"]).maxInstructions == 16)
        #expect(CommandLineParser.wholeNumber("9.3e18") == nil) // past Int64
        #expect(CommandLineParser.wholeNumber("-3e2") == -300)
    }

    @Test(arguments: [("1.5", "needs a positive integer, got '1.5'"), ("-1e6", "needs a positive integer, got '-1e6'"),
                      ("1e400", "needs a positive integer, got '1e400'"), ("nan", "needs a positive integer, got 'nan'"),
                      ("0", "needs a positive integer, got '0'")])
    func nonIntegralOrNegativeCountsAreUsageErrors(value: String, message: String) throws {
        #expect(throws: UsageError(message: "'--max-instructions' \(message)")) {
            try parse(["--max-instructions", value])
        }
    }
}
