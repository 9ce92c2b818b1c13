import Foundation
import Testing
@testable import shapelua

/// -o, standard output, --width/--height/--precision, --output-dir and
/// --preview with real views from the shape library.
@Suite struct ViewOutputTests {
    let square = "return Rectangle():fill(Color.red):frame(10, 20)\n"

    @Test func outputWritesTheViewAsSVG() throws {
        let dir = try Scratch()
        try dir.write("s.lua", square)
        let r = try Shapelua.run(["-o", "new/folder/out.svg", "s.lua"], in: dir.url)
        #expect(r.status == 0)
        #expect(r.stdout == "" && r.stderr == "")
        let svg = try #require(dir.read("new/folder/out.svg"))
        #expect(svg.hasPrefix("<svg "))
        #expect(svg.contains("width=\"10\" height=\"20\" viewBox=\"0 0 10 20\""))
    }

    @Test func withoutOutputAViewGoesToStandardOutput() throws {
        let dir = try Scratch()
        try dir.write("s.lua", "print('printed first')\n" + square)
        let r = try Shapelua.run(["s.lua"], in: dir.url)
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("printed first\n<svg "))
        #expect(r.stdout.hasSuffix("</svg>\n"))
    }

    @Test func renderOptionsReachTheRenderer() throws {
        let r = try Shapelua.run(["--width", "40", "--height", "30", "-e", square])
        #expect(r.status == 0)
        #expect(r.stdout.contains("width=\"40\" height=\"30\" viewBox=\"0 0 40 30\""))
        // Centred: (40 - 10) / 2, (30 - 20) / 2.
        #expect(r.stdout.contains("translate(15 5)"))
        let precise = try Shapelua.run(["--precision", "1", "-e", "return Circle():frame(10, 10):offset(0.123, 0)"])
        let rough = try Shapelua.run(["--precision", "3", "-e", "return Circle():frame(10, 10):offset(0.123, 0)"])
        #expect(precise.status == 0 && rough.status == 0)
        #expect(!precise.stdout.contains("0.123") && rough.stdout.contains("0.123"))
    }

    @Test func outputDirectoryConfinesOutputAndSave() throws {
        let dir = try Scratch()
        let inside = try Shapelua.run(["--output-dir", "outd", "-o", "a/b.svg", "-e", square], in: dir.url)
        #expect(inside.status == 0)
        #expect(dir.exists("outd/a/b.svg"))
        let escape = try Shapelua.run(["--output-dir", "outd", "-o", "../b.svg", "-e", square], in: dir.url)
        #expect(escape.status == 1)
        #expect(escape.stderr == "shapelua: '../b.svg' is outside the output directory 'outd'\n")
        #expect(!dir.exists("b.svg"))
        let save = try Shapelua.run(["--output-dir", "outd", "-e", "save(Circle():frame(4, 4), '../x.svg')"], in: dir.url)
        #expect(save.status == 1)
        #expect(save.stderr.contains("'../x.svg' is outside the output directory 'outd'"))
        #expect(!dir.exists("x.svg"))
    }

    @Test func sandboxedScriptsStillWriteThroughOutput() throws {
        let dir = try Scratch()
        let r = try Shapelua.run(["--sandbox", "-o", "v.svg", "-e", square], in: dir.url)
        #expect(r.status == 0)
        #expect(dir.read("v.svg")?.hasPrefix("<svg ") == true)
    }

    @Test func sandboxedSaveNeedsAnOutputDirectory() throws {
        let dir = try Scratch()
        let code = "save(Circle():frame(4, 4), 'saved.svg')"
        let refused = try Shapelua.run(["--sandbox", "-e", code], in: dir.url)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("save: with --sandbox, files are written only inside --output-dir (or with -o)"))
        #expect(!dir.exists("saved.svg"))
        let allowed = try Shapelua.run(["--sandbox", "--output-dir", "outd", "-e", code], in: dir.url)
        #expect(allowed.status == 0)
        #expect(dir.exists("outd/saved.svg"))
        let full = try Shapelua.run(["-e", code], in: dir.url)
        #expect(full.status == 0)
        #expect(dir.exists("saved.svg"))
    }

    @Test func previewRewritesTheFileWithEachView() throws {
        let dir = try Scratch()
        let input = "Rectangle():frame(10, 20)\n1 + 1\nCircle():frame(7, 7)\n"
        let r = try Shapelua.run(["--preview", "live.svg", "-i"], stdin: input, in: dir.url)
        #expect(r.status == 0)
        #expect(r.stderr == "")
        let svg = try #require(dir.read("live.svg"))
        // The last view wins; the number in between leaves it alone.
        #expect(svg.contains("width=\"7\" height=\"7\""))
    }

    /// docs/CLI.md: a view assigned to a variable updates the preview too.
    @Test func previewShowsAssignedViews() throws {
        let dir = try Scratch()
        let input = "v = Rectangle():frame(10, 20)\nx = 1\nt = {}\nt.icon, n = Circle():frame(7, 7), 3\n"
        let r = try Shapelua.run(["--preview", "live.svg", "-i"], stdin: input, in: dir.url)
        #expect(r.status == 0)
        #expect(r.stderr == "")
        let svg = try #require(dir.read("live.svg"))
        #expect(svg.contains("width=\"7\" height=\"7\""), "\(svg)")
        // A statement assigning no view leaves the preview alone.
        let first = try Shapelua.run(["--preview", "first.svg", "-i"], stdin: "v = Rectangle():frame(10, 20)\nw = 5\n",
                                     in: dir.url)
        #expect(first.status == 0)
        #expect(try #require(dir.read("first.svg")).contains("width=\"10\" height=\"20\""))
    }

    @Test func assignmentTargetsAreFoundWithoutRunningAnything() {
        #expect(AssignmentTargets.of("v = Circle()") == ["v"])
        #expect(AssignmentTargets.of("a, b.c = 1, 2") == ["a", "b.c"])
        #expect(AssignmentTargets.of("if x == 1 then y = f{k = 2} end") == ["y"])
        #expect(AssignmentTargets.of("local v = Circle()") == [])
        #expect(AssignmentTargets.of("print(a <= b, c ~= d)") == [])
        #expect(AssignmentTargets.of("s = 'x = 1'; t[1] = 2") == ["s"])
    }

    @Test func apiListsTheLibrary() throws {
        let r = try Shapelua.run(["--api"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("# shapelua API"))
        #expect(r.stdout.contains("`RoundedRectangle("))
    }
}
