import Foundation
import Testing

/// docs/SVG.md: `-o` and `save` onto a symbolic link write the file it points
/// to (atomically, in that file's folder); a replaced file keeps its
/// permission bits, and its owner and group when the process may set them.
@Suite struct AtomicReplaceTests {
    static let view = "Circle():frame(10, 10)"

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    static func litter(_ dir: Scratch) -> [String] {
        let all = FileManager.default.enumerator(atPath: dir.url.path)?.allObjects as? [String] ?? []
        return all.filter { $0.hasSuffix(".tmp") }
    }

    /// Runs -o or save() onto `name` in `dir`.
    static func write(_ name: String, in dir: Scratch, save: Bool, _ extra: [String] = []) throws -> Shapelua.Result {
        save ? try Shapelua.run(extra + ["-e", "save(\(view), '\(name)')"], in: dir.url)
             : try Shapelua.run(extra + ["-o", name, "-e", "return \(view)"], in: dir.url)
    }

    @Test(arguments: [false, true])
    func aSymbolicLinkIsFollowed(save: Bool) throws {
        let dir = try Scratch()
        try dir.write("art/real.svg", "old")
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("link.svg").path,
                                                   withDestinationPath: "art/real.svg")
        let r = try Self.write("link.svg", in: dir, save: save)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Self.isLink(dir.url.appendingPathComponent("link.svg").path))
        #expect(dir.read("art/real.svg")?.hasPrefix("<svg") == true)
        #expect(Self.litter(dir) == [])
    }

    @Test func aChainOfLinksAndADanglingOneEndAtTheFileToWrite() throws {
        let dir = try Scratch()
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("art"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("art/second.svg").path,
                                                   withDestinationPath: "new.svg") // dangling, relative to art/
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("first.svg").path,
                                                   withDestinationPath: dir.url.appendingPathComponent("art/second.svg").path)
        let r = try Self.write("first.svg", in: dir, save: false)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Self.isLink(dir.url.appendingPathComponent("first.svg").path))
        #expect(Self.isLink(dir.url.appendingPathComponent("art/second.svg").path))
        #expect(dir.read("art/new.svg")?.hasPrefix("<svg") == true)
    }

    @Test func aLinkLoopIsAnError() throws {
        let dir = try Scratch()
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("a.svg").path, withDestinationPath: "b.svg")
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("b.svg").path, withDestinationPath: "a.svg")
        let r = try Self.write("a.svg", in: dir, save: false)
        #expect(r.status == 1)
        #expect(r.stderr == "shapelua: cannot write 'a.svg': Too many levels of symbolic links\n")
        #expect(Self.isLink(dir.url.appendingPathComponent("a.svg").path))
    }

    @Test(arguments: [false, true])
    func aLinkInTheOutputDirectoryLeadingOutIsRefused(save: Bool) throws {
        let dir = try Scratch()
        try dir.write("outside.svg", "old")
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("out/link.svg").path,
                                                   withDestinationPath: "../outside.svg")
        let r = try Self.write("link.svg", in: dir, save: save, ["--output-dir", "out"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("'link.svg' is outside the output directory 'out' (through a symbolic link)"), "\(r.stderr)")
        #expect(dir.read("outside.svg") == "old")
    }

    @Test(arguments: [false, true])
    func aReplacedFileKeepsItsPermissionBits(save: Bool) throws {
        let dir = try Scratch()
        let path = try dir.write("out.svg", "old")
        chmod(path, 0o640)
        let r = try Self.write("out.svg", in: dir, save: save)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(dir.read("out.svg")?.hasPrefix("<svg") == true)
        #expect(Self.mode(path) == 0o640)
        chmod(path, 0o604)
        _ = try Self.write("out.svg", in: dir, save: save)
        #expect(Self.mode(path) == 0o604)
    }

    @Test func aNewFileGetsTheUmasksMode() throws {
        let dir = try Scratch()
        let r = try Self.write("out.svg", in: dir, save: false)
        #expect(r.status == 0)
        let mask = umask(0); umask(mask)
        #expect(Self.mode(dir.url.appendingPathComponent("out.svg").path) == 0o666 & ~mask)
    }

    /// Only root may give a file away; elsewhere the owner cannot be kept.
    @Test(.enabled(if: geteuid() == 0)) func aReplacedFileKeepsItsOwnerAndGroup() throws {
        let dir = try Scratch()
        let path = try dir.write("out.svg", "old")
        chown(path, 4321, 8765)
        let r = try Self.write("out.svg", in: dir, save: true)
        #expect(r.status == 0, "\(r.stderr)")
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_uid == 4321 && info.st_gid == 8765)
        #expect(dir.read("out.svg")?.hasPrefix("<svg") == true)
    }
}
