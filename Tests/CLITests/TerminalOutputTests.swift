import Foundation
import Testing

/// An SVG document is not written onto a terminal (docs/CLI.md, "The
/// terminal"): the view is still laid out and drawn (its errors show); a
/// script that saved its files says nothing more, one that did not is told
/// where its view would go. Pipes and files get the document as before.
@Suite(.serialized) struct TerminalOutputTests {
    func runOnTerminal(_ arguments: [String], in dir: Scratch) throws -> (status: Int32?, output: String) {
        let t = try Terminal(arguments: arguments,
                             environment: Shapelua.environment(home: dir.url.path, ["TERM": "xterm", "PATH": "/usr/bin:/bin"]))
        let status = t.exitStatus()
        return (status, t.output)
    }

    @Test func aViewIsNotWrittenOntoATerminal() throws {
        let dir = try Scratch()
        let r = try runOnTerminal(["-e", "return Circle():frame(10, 10)"], in: dir)
        #expect(r.status == 0, "\(r.output)")
        #expect(!r.output.contains("<svg"), "\(r.output)")
        #expect(r.output.contains("shapelua: the script returned a view; its SVG is not written to a terminal (give -o FILE.svg, or redirect standard output)"),
                "\(r.output)")
    }

    @Test func aScriptThatSavedItsFilesIsQuiet() throws {
        let dir = try Scratch()
        let out = dir.url.appendingPathComponent("c.svg").path
        let r = try runOnTerminal(["-e", "save(Circle():frame(8, 8), '\(out)') return Circle():frame(10, 10)"], in: dir)
        #expect(r.status == 0, "\(r.output)")
        #expect(!r.output.contains("<svg") && !r.output.contains("not written"), "\(r.output)")
        #expect(dir.exists("c.svg"))
    }

    @Test func aBrokenViewStillFailsOnATerminal() throws {
        let dir = try Scratch()
        let r = try runOnTerminal(["-e", "return GeometryReader(function() error('laid out') end)"], in: dir)
        #expect(r.status == 1, "\(r.output)")
        #expect(r.output.contains("laid out"), "\(r.output)")
    }

    @Test func aPipeStillGetsTheDocument() throws {
        let r = try Shapelua.run(["-e", "return Circle():frame(10, 10)"])
        #expect(r.status == 0 && r.stdout.hasPrefix("<svg"), "\(r.stderr)")
    }
}
