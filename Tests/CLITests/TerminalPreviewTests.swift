import Foundation
import ShapeRaster
import Testing

/// docs/CLI.md `--preview terminal` on a pseudo-terminal: the escape sequence
/// of each protocol (the image inside read back and checked), the query a
/// terminal the environment does not name gets, its answers, the one note
/// of a terminal without images, and one that never answers.
@Suite(.serialized) struct TerminalPreviewTests {
    /// A 30 × 20 view: red left half, transparent right half.
    static let view = "HStack{spacing = 0, Rectangle():fill('#ff0000'):frame(15, 20), Color.clear:frame(15, 20)}\r"
    static let escape = "\u{1B}"

    func start(_ environment: [String: String], home: Scratch, waitForPrompt: Bool = true,
               directory: String? = nil) throws -> Terminal {
        let t = try Terminal(arguments: ["--preview", "terminal"],
                             environment: Shapelua.environment(home: home.url.path, environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }),
                             directory: directory)
        if waitForPrompt { #expect(t.waitFor("> ") != nil, "no first prompt; output: \(t.output)") }
        return t
    }

    /// The text between `opening` and the first `closing` after it, in `output` after `mark`.
    func between(_ opening: String, _ closing: String, in output: Substring) -> Substring? {
        guard let a = output.range(of: opening), let b = output[a.upperBound...].range(of: closing) else { return nil }
        return output[a.upperBound..<b.lowerBound]
    }

    func checkImage(_ png: [UInt8], width: Int, height: Int) throws {
        let image = try Raster.decodePNG(png)
        #expect(image.width == width && image.height == height)
        guard image.width == width, image.height == height else { return }
        #expect(image.pixel(5, 10) == (255, 0, 0, 255))
        #expect(image.pixel(25, 10).a == 0)
    }

    @Test func kittyGraphicsProtocol() throws {
        let home = try Scratch()
        let t = try start(["TERM": "xterm-kitty"], home: home)
        let mark = t.mark
        t.type(Self.view)
        let shown = t.waitFor("\u{1B}\\", after: mark)
        #expect(shown != nil, "output: \(t.output)")
        guard let shown, let payload = between("\u{1B}_Ga=T,f=100,q=2,m=0;", "\u{1B}\\", in: shown) else {
            Issue.record("no kitty sequence in \(t.output.debugDescription)"); return
        }
        try checkImage(Array(Data(base64Encoded: String(payload)) ?? Data()), width: 30, height: 20)
        #expect(t.waitFor("> ", after: mark) != nil)
        #expect(!t.output.contains("\u{1B}[c"), "a terminal the environment names is not queried")
        #expect(t.quit() == 0)
    }

    /// An image the view references (`embed = false`) is drawn as in a
    /// saved PNG: its file resolves from the working folder.
    @Test func referencedImageIsDrawn() throws {
        let home = try Scratch()
        let red = Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"15\" height=\"20\"><rect width=\"15\" height=\"20\" fill=\"#ff0000\"/></svg>".utf8)
        try Data(try Raster.png(svg: red)).write(to: home.url.appendingPathComponent("red.png"))
        let t = try start(["TERM": "xterm-kitty"], home: home, directory: home.url.path)
        let mark = t.mark
        t.type("HStack{spacing = 0, Image{path = 'red.png', embed = false}, Color.clear:frame(15, 20)}\r")
        let shown = t.waitFor("\u{1B}\\", after: mark)
        guard let shown, let payload = between("\u{1B}_Ga=T,f=100,q=2,m=0;", "\u{1B}\\", in: shown) else {
            Issue.record("no kitty sequence in \(t.output.debugDescription)"); return
        }
        try checkImage(Array(Data(base64Encoded: String(payload)) ?? Data()), width: 30, height: 20)
        #expect(t.quit() == 0)
    }

    /// A view of no area has nothing to draw: no sequence, no error.
    @Test func emptyViewDrawsNothing() throws {
        let home = try Scratch()
        let t = try start(["TERM": "xterm-kitty"], home: home)
        let mark = t.mark
        t.type("Rectangle():frame(0, 0)\r")
        #expect(t.waitFor("0×0\r\n> ", after: mark) != nil, "output: \(t.output.debugDescription)")
        #expect(!t.output[mark...].contains("\u{1B}_G") && !t.output[mark...].contains("preview:"))
        #expect(t.quit() == 0)
    }

    /// A big view: chunks of at most 4096 base64 bytes, m=1 on all but the
    /// last; the image fits the window (24 rows of 20 px, 100 columns of 10).
    @Test func kittyChunksABigImageThatFitsTheWindow() throws {
        let home = try Scratch()
        let t = try start(["TERM": "xterm-kitty"], home: home)
        let mark = t.mark
        t.type("LinearGradient{colors = {'red', 'green', 'blue', 'yellow'}, startPoint = 'topLeading', endPoint = 'bottomTrailing'}:frame(600, 2000)\r")
        let shown = t.waitFor("m=0;", after: mark).flatMap { _ in t.waitFor("\u{1B}\\\r\n", after: mark) }
        guard let shown else { Issue.record("no last chunk: \(t.output.suffix(300).debugDescription)"); return }
        var payload = ""
        var rest = shown[...]
        var chunks = 0
        while let open = rest.range(of: "\u{1B}_G") {
            guard let semicolon = rest[open.upperBound...].firstIndex(of: ";"),
                  let close = rest[semicolon...].range(of: "\u{1B}\\") else { break }
            let control = rest[open.upperBound..<semicolon]
            let data = rest[rest.index(after: semicolon)..<close.lowerBound]
            #expect(data.utf8.count <= 4096)
            chunks += 1
            payload += data
            rest = rest[close.upperBound...]
            if control.hasSuffix("m=0") { break }
            #expect(control.hasSuffix("m=1"), "\(control)")
        }
        #expect(chunks > 1)
        let image = try Raster.decodePNG(Array(Data(base64Encoded: payload) ?? Data()))
        #expect(image.height <= 24 * 20 && image.height >= 24 * 20 - 3, "\(image.width)×\(image.height)")
        #expect(abs(image.width - 600 * image.height / 2000) <= 1, "\(image.width)×\(image.height)")
        #expect(t.quit() == 0)
    }

    @Test func iTerm2InlineImage() throws {
        let home = try Scratch()
        let t = try start(["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], home: home)
        let mark = t.mark
        t.type(Self.view)
        guard let shown = t.waitFor("\u{7}", after: mark),
              let body = between("\u{1B}]1337;File=", "\u{7}", in: shown),
              let colon = body.firstIndex(of: ":") else {
            Issue.record("no iTerm2 sequence in \(t.output.debugDescription)"); return
        }
        let png = Array(Data(base64Encoded: String(body[body.index(after: colon)...])) ?? Data())
        #expect(body[..<colon] == "inline=1;size=\(png.count);width=30px;height=20px;preserveAspectRatio=1")
        try checkImage(png, width: 30, height: 20)
        #expect(t.quit() == 0)
    }

    /// TERM=xterm names no protocol: the query goes out; an answer listing
    /// sixel (4) brings sixel, which decodes to the PNG `-o` writes.
    @Test func sixelAfterTheTerminalSaysSo() throws {
        let home = try Scratch()
        let t = try start(["TERM": "xterm"], home: home, waitForPrompt: false)
        #expect(t.waitFor("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c") != nil, "no query: \(t.output.debugDescription)")
        t.type("\u{1B}[?62;4;22c")
        #expect(t.waitFor("> ") != nil)
        #expect(!t.output.contains("no images"))
        let mark = t.mark
        t.type(Self.view)
        guard let shown = t.waitFor("\u{1B}\\", after: mark),
              let start = shown.range(of: "\u{1B}P") else {
            Issue.record("no sixel in \(t.output.debugDescription)"); return
        }
        guard let end = shown[start.lowerBound...].range(of: "\u{1B}\\") else { Issue.record("no end"); return }
        let sequence = shown[start.lowerBound..<end.upperBound]
        #expect(sequence.hasPrefix("\u{1B}P0;1;0q\"1;1;30;20"))
        let image = try SixelDecoder.decode(sequence)
        #expect(t.quit() == 0)

        let dir = try Scratch()
        let r = try Shapelua.run(["-o", "v.png", "-e", "return " + Self.view.dropLast()], in: dir.url)
        #expect(r.status == 0, "\(r.stderr)")
        let png = try Raster.decodePNG(Array(try Data(contentsOf: dir.url.appendingPathComponent("v.png"))))
        #expect(png.width == image.width && png.height == image.height)
        guard png.width == image.width, png.height == image.height else { return }
        for y in 0..<png.height {
            for x in 0..<png.width {
                let p = png.pixel(x, y), s = image.pixel(x, y)
                if p.a < 128 {
                    #expect(s[3] == 0)
                } else {
                    #expect(abs(Int(s[0]) - Int(p.r)) <= 26 && abs(Int(s[1]) - Int(p.g)) <= 26 && abs(Int(s[2]) - Int(p.b)) <= 26)
                }
            }
        }
    }

    /// A terminal that answers the kitty part of the query gets kitty's protocol.
    @Test func kittyAfterTheTerminalSaysSo() throws {
        let home = try Scratch()
        let t = try start(["TERM": "xterm-256color"], home: home, waitForPrompt: false)
        #expect(t.waitFor("\u{1B}[c") != nil)
        t.type("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c")
        #expect(t.waitFor("> ") != nil)
        let mark = t.mark
        t.type(Self.view)
        #expect(t.waitFor("\u{1B}_Ga=T,f=100,q=2,m=0;", after: mark) != nil, "output: \(t.output.debugDescription)")
        #expect(t.quit() == 0)
    }

    /// An answer without sixel or kitty: one note, then views print as
    /// text with no escape sequence.
    @Test func answerWithoutImagesGivesOneNote() throws {
        let home = try Scratch()
        let t = try start(["TERM": "xterm-256color"], home: home, waitForPrompt: false)
        #expect(t.waitFor("\u{1B}[c") != nil)
        t.type("\u{1B}[?62;22c")
        #expect(t.waitFor("> ") != nil)
        #expect(t.output.contains("shapelua: --preview terminal: this terminal shows no images (it speaks neither"))
        try expectNoImages(t)
    }

    /// Never answering costs the timeout (0.5 s), once: the prompt comes,
    /// with the note, and the REPL works.
    @Test func silentTerminalCostsOnlyTheTimeout() throws {
        let home = try Scratch()
        let started = Date()
        let t = try start(["TERM": "xterm-256color"], home: home)
        let elapsed = Date().timeIntervalSince(started)
        #expect(elapsed >= 0.45 && elapsed < 5, "\(elapsed) s")
        #expect(t.output.contains("this terminal shows no images (it did not answer within 0.5 s)"))
        try expectNoImages(t)
    }

    @Test func dumbTerminalIsNotQueried() throws {
        let home = try Scratch()
        let t = try start(["TERM": "dumb"], home: home)
        #expect(t.output.contains("this terminal shows no images (TERM is 'dumb')"))
        #expect(!t.output.contains("\u{1B}[c"))
        try expectNoImages(t)
    }

    func expectNoImages(_ t: Terminal) throws {
        let mark = t.mark
        t.type(Self.view)
        #expect(t.waitFor("30×20\r\n> ", after: mark) != nil, "output: \(t.output.debugDescription)")
        let after = t.output[mark...]
        #expect(!after.contains("\u{1B}_G") && !after.contains("\u{1B}P") && !after.contains("\u{1B}]1337"))
        #expect(t.output.components(separatedBy: "shows no images").count == 2, "the note comes once")
        #expect(t.quit() == 0)
    }

    /// Standard output that is not a terminal gets the note and no images.
    @Test func pipeGetsTheNote() throws {
        let r = try Shapelua.run(["--preview", "terminal", "-i"], stdin: Self.view.dropLast() + "\n",
                                 environment: ["TERM": "xterm-kitty"])
        #expect(r.status == 0)
        #expect(r.stderr.contains("this terminal shows no images (standard output is not a terminal)"), "\(r.stderr)")
        #expect(!r.stdout.contains("\u{1B}_G"))
    }
}
