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
        ("link.svg", "a symbolic link leads out of it"),
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

    @Test func sandboxReportsAMissingFileAsUsual() throws {
        let (scratch, work) = try folders()
        let r = try Shapelua.run(["--sandbox", "-e", "return Image('none.png')"], in: work)
        #expect(r.status == 1)
        #expect(r.stderr.contains("cannot read 'none.png': No such file or directory"), "\(r.stderr)")
        _ = scratch
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
