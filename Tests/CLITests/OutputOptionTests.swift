import Foundation
import Testing
@testable import shapelua

/// -o, --output-dir and the atomic writer. Until the shape library exists
/// no value is a view, so -o can only refuse; the writer and the path rules
/// are tested directly.
@Suite struct OutputOptionTests {
    @Test(arguments: [
        ("return 42", "a number"), ("return 'x'", "a string"), ("return nil", "nil"),
        ("x = 1", "nothing"), ("return {}", "a table"), ("return print", "a function"),
    ])
    func outputWithoutAViewIsAnError(chunk: String, what: String) throws {
        let dir = try Scratch()
        try dir.write("s.lua", chunk + "\n")
        let r = try Shapelua.run(["-o", "out.svg", "s.lua"], in: dir.url)
        #expect(r.status == 1)
        #expect(r.stderr == "shapelua: nothing to write: the script returned \(what), not a view\n")
        #expect(!dir.exists("out.svg"))
    }

    @Test func outputAppliesToTheLastChunkWithoutAScript() throws {
        let r = try Shapelua.run(["-e", "return 1", "-o", "out.svg", "-e", "return true"])
        #expect(r.status == 1)
        #expect(r.stderr == "shapelua: nothing to write: the script returned a boolean, not a view\n")
    }

    @Test func resultsAreIgnoredWithoutOutput() throws {
        let r = try Shapelua.run(["-e", "return 42"])
        #expect(r.status == 0)
        #expect(r.stdout == "")
    }

    @Test func outputDirectoryConfinesPaths() throws {
        let base = OutputLocation(directory: "/tmp/base")
        #expect(try base.resolve("a/b.svg") == "/tmp/base/a/b.svg")
        #expect(try base.resolve("./a/../c.svg") == "/tmp/base/c.svg")
        #expect(try base.resolve("/tmp/base/x.svg") == "/tmp/base/x.svg")
        #expect(throws: OutputError.self) { try base.resolve("../escape.svg") }
        #expect(throws: OutputError.self) { try base.resolve("a/../../escape.svg") }
        #expect(throws: OutputError.self) { try base.resolve("/etc/passwd") }
        #expect(throws: OutputError.self) { try base.resolve(".") }
        #expect(try OutputLocation(directory: nil).resolve("../anywhere.svg") == "../anywhere.svg")
    }

    @Test func outputDirectoryRefusesASymbolicLinkLeadingOut() throws {
        let dir = try Scratch()
        let outside = try Scratch()
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("out/link").path,
                                                   withDestinationPath: outside.url.path)
        let location = OutputLocation(directory: dir.url.appendingPathComponent("out").path)
        #expect(throws: OutputError.self) { try location.resolve("link/x.svg") }
        #expect(try location.resolve("fine/x.svg").hasSuffix("/out/fine/x.svg"))
    }

    @Test func atomicWriteCreatesFoldersAndReplaces() throws {
        let dir = try Scratch()
        let path = dir.url.appendingPathComponent("new/folders/file.svg").path
        try AtomicFile.write(Array("first".utf8), to: path)
        #expect(dir.read("new/folders/file.svg") == "first")
        try AtomicFile.write(Array("second".utf8), to: path)
        #expect(dir.read("new/folders/file.svg") == "second")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.url.appendingPathComponent("new/folders").path)
        #expect(leftovers == ["file.svg"])
    }

    @Test func atomicWriteFailureKeepsTheOldFile() throws {
        let dir = try Scratch()
        try dir.write("d/keep.svg", "old")
        // A folder where the file should go: rename fails, nothing is lost.
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("d/dir.svg"), withIntermediateDirectories: true)
        #expect(throws: OutputError.self) { try AtomicFile.write(Array("new".utf8), to: dir.url.appendingPathComponent("d/dir.svg").path) }
        // A file where a folder should be.
        #expect(throws: OutputError.self) { try AtomicFile.write(Array("new".utf8), to: dir.url.appendingPathComponent("d/keep.svg/x.svg").path) }
        #expect(dir.read("d/keep.svg") == "old")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.url.appendingPathComponent("d").path).sorted()
        #expect(names == ["dir.svg", "keep.svg"])
    }
}
