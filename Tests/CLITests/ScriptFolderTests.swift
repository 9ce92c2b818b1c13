import Foundation
import Testing

/// `here(path)` from the command line (docs/TEXT-AND-IMAGES.md): a script
/// reads the data next to it from any working directory, and a module
/// `require`d from another folder gets its own folder.
@Suite struct ScriptFolderTests {
    static let main = """
        package.path = here("?.lua") .. ";" .. package.path
        local n = 0
        for line in assert(io.open(here("sales.csv"))):lines() do n = n + 1 end
        print(n, (require("lib.mod")))
        return Image(here("dot.svg"))
        """

    func project() throws -> (Scratch, String) {
        let scratch = try Scratch()
        let folder = scratch.url.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("lib"), withIntermediateDirectories: true)
        try Self.main.write(to: folder.appendingPathComponent("main.lua"), atomically: true, encoding: .utf8)
        try "month,sales\njan,3\nfeb,5\n".write(to: folder.appendingPathComponent("sales.csv"), atomically: true, encoding: .utf8)
        try "return here('x.csv')\n".write(to: folder.appendingPathComponent("lib/mod.lua"), atomically: true, encoding: .utf8)
        try "<svg xmlns='http://www.w3.org/2000/svg' width='4' height='4'/>".write(
            to: folder.appendingPathComponent("dot.svg"), atomically: true, encoding: .utf8)
        return (scratch, folder.path)
    }

    @Test func fromAnotherWorkingDirectory() throws {
        let (scratch, folder) = try project()
        let elsewhere = scratch.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let r = try Shapelua.run([folder + "/main.lua"], in: elsewhere)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("3\t\(folder)/lib/x.csv\n"), "\(r.stdout.prefix(200))")
        #expect(r.stdout.contains("<svg"))
        // a relative script path: the same absolute paths, so Image(here(...)) works too
        let relative = try Shapelua.run(["project/main.lua"], in: scratch.url)
        #expect(relative.status == 0, "\(relative.stderr)")
        #expect(relative.stdout.hasPrefix("3\t\(folder)/lib/x.csv\n") && relative.stdout.contains("<svg"), "\(relative.stdout.prefix(200))")
    }

    @Test func aChunkWithoutAFileUsesTheWorkingDirectory() throws {
        let (scratch, folder) = try project()
        let r = try Shapelua.run(["-e", "print(here('sales.csv'), here())"], in: URL(fileURLWithPath: folder))
        #expect(r.status == 0 && r.stdout == "\(folder)/sales.csv\t\(folder)\n", "\(r.stdout) \(r.stderr)")
        // with --sandbox (no io), the path is given back as written
        let sandboxed = try Shapelua.run(["--sandbox", "-e", "print(here('sales.csv'), here())"], in: scratch.url)
        #expect(sandboxed.status == 0 && sandboxed.stdout == "sales.csv\t.\n", "\(sandboxed.stdout) \(sandboxed.stderr)")
    }
}
