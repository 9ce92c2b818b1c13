import Foundation
import Testing

/// `.xml` output refuses, with a message naming it, each thing a
/// VectorDrawable cannot express; it never writes an approximation.
@Suite struct VectorDrawableErrorTests {
    static let prefix = "VectorDrawable output cannot express "

    static let refused: [(view: String, options: String, says: String)] = [
        ("Circle():blur(3)", "", "the modifier blur (a VectorDrawable has no filters)"),
        ("Circle():shadow{radius = 3}", "", "the modifier shadow (a VectorDrawable has no filters)"),
        ("Circle():grayscale(1)", "", "a colour effect (grayscale, brightness, contrast, saturation, hueRotation or colorMatrix; a VectorDrawable has no filters)"),
        ("Circle():hueRotation(90)", "", "a colour effect (grayscale, brightness, contrast, saturation, hueRotation or colorMatrix; a VectorDrawable has no filters)"),
        ("Circle():blendMode('multiply')", "", "the modifier blendMode(\"multiply\") (a VectorDrawable has no blend modes)"),
        ("Color('red'):mask(Circle())", "", "the modifier mask (a VectorDrawable has clip paths, not masks)"),
        ("Image('dot.png')", "", "an Image (a VectorDrawable holds no bitmaps)"),
        ("Text('a')", ", {text = 'text'}", "text = \"text\" (a VectorDrawable has no text elements; the default, outlines, works)"),
        ("Canvas(10, 10, function(ctx) end)", "", "a Canvas (its drawing is written to SVG only)"),
        ("ZStack{Circle(), Circle():padding(3)}:opacity(0.5):background(Color('red'))", "",
         "the modifier opacity over overlapping drawings (a VectorDrawable has no group opacity: give the colours an opacity instead)"),
    ]

    @Test func eachUnsupportedModifierIsNamed() throws {
        let scratch = try Scratch()
        let made = try Shapelua.run(["-e", "save(Color('blue'):frame(4, 4), 'dot.png')"], in: scratch.url)
        #expect(made.status == 0, "\(made.stderr)")
        for (view, options, says) in Self.refused {
            let result = try Shapelua.run(["-e", "save((\(view)):frame(40, 40), 'out.xml'\(options))"], in: scratch.url)
            #expect(result.status == 1)
            let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
            #expect(first == "shapelua: (command line):1: save: " + Self.prefix + says, "\(view)")
            #expect(!scratch.exists("out.xml"), "\(view): a file was written")
        }
    }

    @Test func refusedThroughDashOToo() throws {
        let scratch = try Scratch()
        let result = try Shapelua.run(["-o", "out.xml", "-e", "return Circle():blur(2):frame(9, 9)"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.stderr == "shapelua: " + Self.prefix + "the modifier blur (a VectorDrawable has no filters)\n")
        #expect(!scratch.exists("out.xml"))
    }

    /// What the same drawing needs no refusal for: opacity over drawings
    /// that do not overlap, over everything (the vector's alpha), and a
    /// normal blend mode and a compositing group, which change nothing.
    @Test func whatIsExpressibleIsWritten() throws {
        let scratch = try Scratch()
        let script = """
            save(ZStack{Color('white'), HStack{spacing = 2, Circle():frame(10, 10), Circle():frame(10, 10)}:opacity(0.5)}, 'apart.xml')
            save(ZStack{Circle(), Circle():padding(3)}:opacity(0.5):frame(20, 20), 'whole.xml')
            save(Circle():blendMode('normal'):compositingGroup():frame(20, 20), 'normal.xml')
            """
        let result = try Shapelua.run(["-e", script], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scratch.read("apart.xml")?.components(separatedBy: "android:fillAlpha=\"0.5\"").count == 3)
        #expect(scratch.read("whole.xml")?.contains("android:alpha=\"0.5\"") == true)
        #expect(scratch.read("whole.xml")?.contains("fillAlpha") == false)
        #expect(scratch.read("normal.xml")?.contains("<path") == true)
    }

    @Test func dashOWritesTheSameBytesAsSaveOnEveryRun() throws {
        let scratch = try Scratch()
        let view = "RoundedRectangle(8):fill(AngularGradient{colors = {'red', 'blue'}, startAngle = 30, endAngle = 300}):frame(48, 48)"
        let first = try Shapelua.run(["-o", "a.xml", "-e", "return \(view)"], in: scratch.url)
        let second = try Shapelua.run(["-o", "b.xml", "-e", "return \(view)"], in: scratch.url)
        let saved = try Shapelua.run(["-e", "save(\(view), 'c.xml')"], in: scratch.url)
        #expect(first.status == 0 && second.status == 0 && saved.status == 0)
        let a = scratch.read("a.xml")
        #expect(a != nil && a == scratch.read("b.xml") && a == scratch.read("c.xml"))
        #expect(a?.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<vector") == true)
    }

    @Test func scaleIsNotForDrawables() throws {
        let result = try Shapelua.run(["-e", "save(Circle():frame(4, 4), 'x.xml', {scale = 2})"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("shapelua: (command line):1: save: 'scale' is for .png and .pdf files; 'x.xml' is a VectorDrawable\n"))
    }
}
