import Foundation
import Testing

/// `help(x)`: the reference entry of a function, type, table or value, as
/// `shapelua --api` writes it, printed on standard output (issue 22).
@Suite struct HelpTests {
    func stdout(_ chunk: String, _ extra: [String] = []) throws -> String {
        let r = try Shapelua.run(extra + ["-e", chunk])
        #expect(r.status == 0 && r.stderr == "", "\(r.stderr)")
        return r.stdout
    }

    @Test func aFunctionPrintsItsEntry() throws {
        #expect(try stdout("help(Circle)") == "### `Circle()` → Shape\n\nA circle centred in the rect, diameter min(w, h).\n\n")
        let fill = try stdout("help(Circle().fill)")
        #expect(fill.hasPrefix("### `Shape:fill(content, fillRule)` → View\n\nThe shape filled with `content`"))
        #expect(fill.contains("| `fillRule` | `\"nonZero\"` \\| `\"evenOdd\"` | \"nonZero\" |"))
        // by name: the same entry; both variants of an overloaded one
        #expect(try stdout("help('Shape.fill')") == fill)
        let frame = try stdout("help('frame')")
        #expect(frame.hasPrefix("### `View:frame(width, height, alignment)` → View\n"))
        #expect(frame.contains("### `View:frame{minWidth=, idealWidth=, maxWidth=, minHeight=, idealHeight=, maxHeight=, alignment=}` → View\n"))
        // a label table works as for every function
        #expect(try stdout("help{subject = Circle}") == stdout("help(Circle)"))
    }

    @Test func valuesAndTablesPrintTheirTypes() throws {
        let rect = try stdout("help(Rect(0, 0, 1, 1))")
        #expect(rect.hasPrefix("## Rect\n\nA rectangle.\n\nFields (read-only): `x` (left edge), "))
        #expect(rect.hasSuffix("Methods: `inset`, `offset`, `union`, `intersection`, `contains`.\n\nhelp(\"Rect.inset\") prints one of them.\n"))
        #expect(try stdout("help(Circle():fill('red'))").hasPrefix("## View\n\n"))
        let color = try stdout("help(Color)")
        #expect(color.hasPrefix("## Color\n\nColours: "))
        #expect(color.contains("- `Color.red`: Color\n"))
        #expect(try stdout("help('Rect.midX')") == "`Rect.midX`: number, horizontal centre (a read-only field of Rect).\n")
        #expect(try stdout("help(require 'shape')").hasPrefix("The shape library: `AngularGradient`, "))
    }

    /// Every entry is the API reference's own text, not a copy.
    @Test func entriesAreTheReferenceText() throws {
        let api = try Shapelua.run(["--api"]).stdout
        let names = ["Circle", "RoundedRectangle", "VStack", "Text", "LinearGradient", "Canvas", "svg", "save", "help"]
        let chunk = names.map { "help(\($0)) io.write('\\0')" }.joined(separator: " ")
        let entries = try stdout(chunk).split(separator: "\0")
        #expect(entries.count == names.count)
        for (name, entry) in zip(names, entries) {
            #expect(!entry.isEmpty && api.contains(entry), "help(\(name)) is not in --api: \(entry)")
        }
    }

    @Test func withoutArgumentItSaysHowToUseIt() throws {
        let usage = """
            help(x) prints the reference entry of x:
              help(Circle)        a function; help(Circle().fill) a method
              help(Color)         a table of the library: its functions and constants
              help(Circle())      a value: its type, with its fields and methods
              help("frame")       a name: every function and method called so;
                                  "Shape.fill", "View" and "Color.red" name one
            The whole reference: shapelua --api (docs/API.md in the sources).

            """
        #expect(try stdout("help()") == usage)
        #expect(try stdout("help(nil)") == "help(nil): the value is nil (a misspelt name?)\n\n" + usage)
    }

    @Test func unknownThingsSayWhatTheyAre() throws {
        #expect(try stdout("help('Circl')") == "help: unknown name 'Circl'; did you mean 'Circle'?\n")
        #expect(try stdout("help('Shape.fil')") == "help: unknown name 'Shape.fil'; did you mean 'Shape.fill'?\n")
        #expect(try stdout("help(42)") == "help: a number is not part of the shape library; help() says what help knows\n")
        #expect(try stdout("help(print)") == "help: a function is not part of the shape library; help() says what help knows\n")
        #expect(try stdout("help({})") == "help: a table is not part of the shape library; help() says what help knows\n")
    }

    /// Written where print writes, in order; there in the sandbox and the
    /// REPL too (where it returns nothing, so nothing more is printed).
    @Test func inOrderWithPrintInEveryMode() throws {
        let circle = try stdout("help(Circle)")
        #expect(try stdout("print(1) help(Circle) print(2)") == "1\n" + circle + "2\n")
        #expect(try stdout("help(Circle)", ["--sandbox"]) == circle)
        let repl = try Shapelua.run(["-i"], stdin: "help(Circle)\n")
        #expect(repl.status == 0)
        #expect(repl.stdout.contains("> " + circle + "> "), "\(repl.stdout)")
    }
}
