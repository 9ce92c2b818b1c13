import Foundation
import Testing

/// `Image(path)` under --sandbox reads only files inside the working
/// directory (docs/CLI.md "Image files in the sandbox").
@Suite struct SandboxImageTests {
    static let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3"/></svg>"#

    /// scratch/outside.svg, scratch/work/img.svg, scratch/work/sub/,
    /// scratch/work/link.svg -> ../outside.svg; scripts run in scratch/work.
    func folders() throws -> (scratch: Scratch, work: URL) {
        let scratch = try Scratch()
        _ = try scratch.write("outside.svg", Self.svg)
        _ = try scratch.write("work/img.svg", Self.svg)
        _ = try scratch.write("work/sub/keep.txt", "")
        let work = scratch.url.appendingPathComponent("work")
        try FileManager.default.createSymbolicLink(atPath: work.appendingPathComponent("link.svg").path,
                                                   withDestinationPath: "../outside.svg")
        try FileManager.default.createSymbolicLink(atPath: work.appendingPathComponent("dangling.svg").path,
                                                   withDestinationPath: "../nothing-here.svg")
        return (scratch, work)
    }

    @Test(arguments: ["img.svg", "./img.svg", "sub/../img.svg"])
    func sandboxReadsImagesInsideTheWorkingDirectory(path: String) throws {
        let (scratch, work) = try folders()
        let r = try Shapelua.run(["--sandbox", "-e", "return Image('\(path)')"], in: work)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("<image"))
        #expect(r.stdout.contains("width=\"4\""))
        _ = scratch
    }

    @Test(arguments: [
        ("../outside.svg", "'..' leads out of it"),
        ("sub/../../outside.svg", "'..' leads out of it"),
        ("link.svg", "there is no such file inside it"),
        ("dangling.svg", "there is no such file inside it"),
        ("ABSOLUTE", "absolute path"),
    ])
    func sandboxRefusesImagesOutsideIt(path: String, why: String) throws {
        let (scratch, work) = try folders()
        let target = path == "ABSOLUTE" ? scratch.url.appendingPathComponent("outside.svg").path : path
        let r = try Shapelua.run(["--sandbox", "-e", "return Image('\(target)')"], in: work)
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("cannot read '\(target)': with --sandbox, images are read only inside the working directory (\(why))"),
                "\(r.stderr)")
    }

    /// A missing file and a link leading out get the same answer, whether
    /// the link's target exists or not: the sandbox reveals nothing outside.
    @Test func sandboxReportsAMissingFileAsALinkLeadingOut() throws {
        let (scratch, work) = try folders()
        let r = try Shapelua.run(["--sandbox", "-e", "return Image('none.png')"], in: work)
        #expect(r.status == 1)
        #expect(r.stderr.contains("cannot read 'none.png': with --sandbox, images are read only inside the working directory (there is no such file inside it)"), "\(r.stderr)")
        _ = scratch
    }

    /// The folder is fixed when the run starts: a chunk named after another
    /// folder (`load(s, "@/x")`) confers nothing, and cannot tell whether a
    /// path outside exists.
    @Test func aChunkNameConfersNoFolder() throws {
        let (scratch, work) = try folders()
        let outside = scratch.url.appendingPathComponent("outside.svg").path
        for path in ["outside.svg", "../outside.svg", "nothing.svg"] {
            let chunk = "return load(\"return Image('\(path)')\", '@\(scratch.url.path)/x.lua')()"
            let r = try Shapelua.run(["--sandbox", "-e", chunk], in: work)
            #expect(r.status == 1, "\(path): \(r.stdout)")
            #expect(r.stdout.isEmpty)
            #expect(r.stderr.contains("with --sandbox, images are read only inside the working directory"), "\(r.stderr)")
        }
        _ = outside
    }

    /// Without --sandbox, any readable file is an image, as with io.open.
    @Test func fullModeReadsAnyFile() throws {
        let (scratch, work) = try folders()
        for path in ["../outside.svg", "link.svg", scratch.url.appendingPathComponent("outside.svg").path] {
            let r = try Shapelua.run(["-e", "return Image('\(path)')"], in: work)
            #expect(r.status == 0, "\(path): \(r.stderr)")
            #expect(r.stdout.contains("<image"))
        }
    }
}

/// docs/API.md (`Image`): an input path is relative to the folder of the script whose
/// code calls Image, so a script works from any working directory; chunks
/// without a file resolve against the working directory.
@Suite struct ScriptRelativeImageTests {
    /// The scratch folder with `art/icon.png`, `art/make.lua` (calls
    /// Image("icon.png")) and `art/lib/helper.lua` (a module whose own
    /// code calls Image("../icon.png")).
    func project() throws -> Scratch {
        let dir = try Scratch()
        let png = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/examples/assets/camera.png")
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("art/lib"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: png, to: dir.url.appendingPathComponent("art/icon.png"))
        try dir.write("art/make.lua", "return Image('icon.png'):resizable():frame(8, 8)\n")
        try dir.write("art/lib/helper.lua", "return function() return Image('../icon.png') end\n")
        try dir.write("art/uses_module.lua", "package.path = 'art/lib/?.lua;' .. package.path\nreturn require('helper')():frame(8, 8)\n")
        return dir
    }

    @Test func aScriptFindsItsImagesFromAnyWorkingDirectory() throws {
        let dir = try project()
        let fromRoot = try Shapelua.run(["-o", "a.svg", "art/make.lua"], in: dir.url)
        #expect(fromRoot.status == 0, "\(fromRoot.stderr)")
        let other = dir.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        let fromElsewhere = try Shapelua.run(["-o", "b.svg", dir.url.appendingPathComponent("art/make.lua").path], in: other)
        #expect(fromElsewhere.status == 0, "\(fromElsewhere.stderr)")
        #expect(dir.read("a.svg") == dir.read("elsewhere/b.svg"))
        #expect(dir.read("a.svg")?.contains("data:image/png;base64,") == true)
        // Sandboxed too: the script's folder is where its images may be.
        let sandboxed = try Shapelua.run(["--sandbox", "-o", "c.svg", "art/make.lua"], in: dir.url)
        #expect(sandboxed.status == 0, "\(sandboxed.stderr)")
    }

    @Test func aModuleResolvesAgainstItsOwnFolder() throws {
        let dir = try project()
        let r = try Shapelua.run(["-o", "m.svg", "art/uses_module.lua"], in: dir.url)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(dir.read("m.svg")?.contains("data:image/png;base64,") == true)
    }

    @Test func chunksWithoutAFileUseTheWorkingDirectoryAndErrorsNameTheResolvedPath() throws {
        let dir = try project()
        let chunk = try Shapelua.run(["-o", "e.svg", "-e", "return Image('art/icon.png'):frame(4, 4)"], in: dir.url)
        #expect(chunk.status == 0, "\(chunk.stderr)")
        try dir.write("art/missing.lua", "return Image('nope.png')\n")
        let missing = try Shapelua.run(["-o", "x.svg", "art/missing.lua"], in: dir.url)
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("shapelua: art/missing.lua:1: cannot read 'art/nope.png': No such file or directory"),
                "\(missing.stderr)")
        // In the sandbox '..' may not leave the script's folder.
        try dir.write("art/escape.lua", "return Image('../secret.png')\n")
        let escape = try Shapelua.run(["--sandbox", "-o", "x.svg", "art/escape.lua"], in: dir.url)
        #expect(escape.status == 1)
        #expect(escape.stderr.contains("images are read only inside the script's folder 'art'"), "\(escape.stderr)")
    }
}
