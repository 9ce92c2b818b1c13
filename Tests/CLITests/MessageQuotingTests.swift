import Foundation
import Testing

/// Every host message that quotes a string from a script, a file or a
/// library writes its control characters escaped (`MessageText`), so an
/// error printed to a terminal cannot act on it (an OSC 52 clipboard
/// write, a screen clear).
@Suite struct MessageQuotingTests {
    /// Lua literals of hostile strings.
    static let hostile = [
        #""\27]52;c;SGVsbG8=\7red""#, #""a\nb""#, #""nul\0001""#, #""x\1270""#, #""\u{9B}31m""#,
        #""\27[2J\r\t""#, #""back\\slash it's""#,
    ]

    /// One message family each: a Lua function of the hostile string `s`
    /// that fails with a message quoting it.
    static let families = [
        "Rectangle():fill(s)",                                        // unknown colour
        "svg(Circle():frame(1, 1), {[s] = 1})",                        // unknown option key
        "svg(Circle():frame(1, 1), {text = s})",                       // unknown choice
        "Circle():blendMode(s)",                                       // choice with its own wording
        "return Color[s]",                                             // namespace member, did you mean
        "return Circle()[s]",                                          // a type's field
        "return ZStack{alignment = s, Circle()}",                      // alignment name
        "return LinearGradient{colors = {'red'}, startPoint = s, endPoint = 'top'}", // unit point
        "return CSSRectangle{borderRadius = 4, cornerShape = s}",      // CSS keyword
        "return CSSRectangle{borderRadius = s}",                       // CSS length
        "return Image(s)",                                             // a path to read
        "save(Circle():frame(1, 1), s .. '.jpg')",                     // an unsupported format
        "save(Circle():frame(1, 1), 'afile/' .. s .. '.svg')",         // a path to write
        "iconset(Circle(), 'icons', {platform = 'ios', name = s .. '/'})", // a name option
    ]

    /// Each family's message, one line each.
    static let script = """
        local hostile = {\(hostile.joined(separator: ", "))}
        local families = {
        \(families.map { "  function(s) \($0) end," }.joined(separator: "\n"))
        }
        for _, f in ipairs(families) do
          for _, s in ipairs(hostile) do
            local ok, message = pcall(f, s)
            io.write(ok and "no error" or tostring(message), "\\n")
          end
        end
        """

    static func expectNoControlBytes(_ line: Substring, _ what: String) {
        let bad = line.utf8.filter { $0 < 0x20 || $0 == 0x7F }
        #expect(bad.isEmpty, "\(what): control bytes \(bad) in \(line.debugDescription)")
    }

    @Test func everyFamilyEscapesEveryHostileString() throws {
        let dir = try Scratch()
        try dir.write("afile", "")
        let r = try Shapelua.run(["-e", Self.script], in: dir.url)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == Self.families.count * Self.hostile.count, "a message broke its line: \(r.stdout.debugDescription)")
        for (i, line) in lines.enumerated() {
            let family = Self.families[min(i / Self.hostile.count, Self.families.count - 1)]
            #expect(line != "no error", "\(family) did not fail")
            Self.expectNoControlBytes(line, family)
        }
        let expected = [
            "unknown color '\\27]52;c;SGVsbG8=\\7red'",
            "svg: unknown option 'a\\nb'",
            "Color has no colour 'nul\\0001'",
            "unknown corner shape 'x\\1270'",
            "cannot read '\\194\\15531m': No such file or directory",
            "save: cannot write 'afile/\\27[2J\\13\\9.svg': Not a directory",
            "'back\\\\slash it\\'s.jpg' asks for jpg",
        ]
        for text in expected {
            #expect(lines.contains { $0.contains(text) }, "missing \(text)")
        }
    }

    /// Text from a file's content: a PNG chunk type of control bytes,
    /// named in the error before its letters are checked.
    @Test func aFilesContentIsEscaped() throws {
        let dir = try Scratch()
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0xFF, 0xFF, 0xFF, 0xFF, 0x1B, 0x5B, 0x32, 0x4A]
        try Data(png).write(to: dir.url.appendingPathComponent("esc.png"))
        let r = try Shapelua.run(["-e", "Image('esc.png')"], in: dir.url)
        #expect(r.status == 1)
        #expect(r.stderr.contains("Image: 'esc.png': corrupt PNG (chunk \\27[2J claims 4294967295 bytes)"), "\(r.stderr)")
        #expect(!r.stderr.utf8.contains(0x1B))
    }

    /// The error report itself (stderr, "shapelua: "), and the command
    /// line's and the output folder's messages.
    @Test func reportsOnStandardErrorAreEscaped() throws {
        let dir = try Scratch()
        try dir.write("afile", "")
        let colour = try Shapelua.run(["-e", #"Rectangle():fill("\27]52;c;SGVsbG8=\7red")"#], in: dir.url)
        #expect(colour.status == 1)
        #expect(colour.stderr.hasPrefix("shapelua: (command line):1: bad argument #1 to 'fill' (unknown color '\\27]52;c;SGVsbG8=\\7red'"), "\(colour.stderr)")
        let outside = try Shapelua.run(["--output-dir", "out", "-e", #"save(Circle():frame(1, 1), "/x\27[2J.svg")"#], in: dir.url)
        #expect(outside.status == 1)
        #expect(outside.stderr.contains("save: '/x\\27[2J.svg' is outside the output directory 'out'"), "\(outside.stderr)")
        let option = try Shapelua.run(["--\u{1B}[2J"], in: dir.url)
        #expect(option.status == 2)
        #expect(option.stderr.contains("unrecognized option '--\\27[2J'"), "\(option.stderr)")
        let output = try Shapelua.run(["-o", "afile/\u{7}.svg", "-e", "return Circle():frame(1, 1)"], in: dir.url)
        for r in [colour, outside, option, output] {
            for line in r.stderr.split(separator: "\n") {
                Self.expectNoControlBytes(line.drop { $0 == "\t" }, "stderr")
            }
        }
        #expect(output.status == 1 && output.stderr.contains("'afile/\\7.svg'"), "\(output.stderr)")
    }
}
