import Foundation
import Testing

/// Output paths that are not plain file names: every one is a clear error
/// or a written file, never a signal. A path is one value from the script
/// to the file system: a NUL inside it is an error naming the argument.
@Suite struct OutputPathTests {
    static let view = "Circle():frame(4, 4)"

    /// The exit status, or a recorded issue when a signal ended the run
    /// (the test support reports a signal's number as the status).
    static func expectExit(_ r: Shapelua.Result, _ status: Int32, _ what: String) {
        #expect(r.status == status, "\(what): status \(r.status), \(r.stderr)")
    }

    @Test(arguments: [".", "..", "x/", "./", "sub/.", "sub/.."])
    func aPathNamingAFolderIsAnError(path: String) throws {
        for sandbox in [false, true] {
            let dir = try Scratch()
            try dir.write("out/sub/keep", "")
            let options = sandbox ? ["--sandbox", "--output-dir", "out"] : []
            let saved = try Shapelua.run(options + ["-e", "save(\(Self.view), '\(path)')"], in: dir.url)
            Self.expectExit(saved, 1, "save '\(path)' sandbox \(sandbox)")
            #expect(saved.stderr.contains("save: cannot write '\(path)': the path names a folder, not a file"), "\(saved.stderr)")
            let option = try Shapelua.run(options + ["-o", path, "-e", "return \(Self.view)"], in: dir.url)
            Self.expectExit(option, 1, "-o '\(path)' sandbox \(sandbox)")
            #expect(option.stderr == "shapelua: cannot write '\(path)': the path names a folder, not a file\n", "\(option.stderr)")
        }
    }

    /// "..." and ".svg" are file names like any other (an SVG: no
    /// extension after the last dot, or an unknown one).
    @Test(arguments: ["...", "....", ".svg", "a.png."])
    func aNameMadeOfDotsIsAFile(name: String) throws {
        for sandbox in [false, true] {
            let dir = try Scratch()
            try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("out"), withIntermediateDirectories: true)
            let options = sandbox ? ["--sandbox", "--output-dir", "out"] : []
            let folder = sandbox ? "out/" : ""
            let saved = try Shapelua.run(options + ["-e", "save(\(Self.view), '\(name)')"], in: dir.url)
            Self.expectExit(saved, 0, "save '\(name)' sandbox \(sandbox)")
            #expect(dir.read(folder + name)?.hasPrefix("<svg") == true)
            try FileManager.default.removeItem(at: dir.url.appendingPathComponent(folder + name))
            let option = try Shapelua.run(options + ["-o", name, "-e", "return \(Self.view)"], in: dir.url)
            Self.expectExit(option, 0, "-o '\(name)' sandbox \(sandbox)")
            #expect(dir.read(folder + name)?.hasPrefix("<svg") == true)
        }
    }

    @Test func aNulInsideAPathIsAnErrorNamingTheArgument() throws {
        let dir = try Scratch()
        let cases = [
            ("save(\(Self.view), 'x.png\\0.svg')", "bad argument #2 to 'save' (path contains a NUL byte at byte 6)"),
            ("save{view = \(Self.view), path = 'x.png\\0.svg'}", "bad argument #1 to 'save' (path contains a NUL byte at byte 6)"),
            ("iconset(\(Self.view), 'x.png\\0/y', {platform = 'web'})", "bad argument #2 to 'iconset' (dir contains a NUL byte at byte 6)"),
            ("iconset(\(Self.view), 'icons', {platform = 'ios', name = 'A\\0B'})", "name must be a file name (not empty, no '/' or NUL)"),
            ("Image('x.png\\0.svg')", "bad argument #1 to 'Image' (path contains a NUL byte at byte 6)"),
        ]
        try dir.write("x.png", "not a PNG")
        for (code, message) in cases {
            let r = try Shapelua.run(["-e", code], in: dir.url)
            Self.expectExit(r, 1, code)
            #expect(r.stderr.contains(message), "\(code): \(r.stderr)")
        }
        #expect(dir.read("x.png") == "not a PNG")
        #expect(!dir.exists("icons") && !dir.exists("A"))
    }

    /// An empty dir made every path "/NAME": the set went into the root
    /// folder.
    @Test(arguments: ["", "/", "//", "/..", "/tmp/.."])
    func anIconSetIntoNoFolderOrTheRootIsAnError(dir: String) throws {
        let r = try Shapelua.run(["-e", "iconset(\(Self.view), '\(dir)', {platform = 'web'})"])
        Self.expectExit(r, 1, "dir '\(dir)'")
        let why = dir.isEmpty ? "dir is empty (\".\" is the working folder)"
            : "dir is the root folder; an icon set goes into a folder of its own"
        #expect(r.stderr.contains("bad argument #2 to 'iconset' (\(why))"), "\(r.stderr)")
    }

    /// Under --output-dir only files in that folder are written, whatever
    /// the format: a pipe of the file's name is replaced by the file (a
    /// PNG, PDF or VectorDrawable was once written into it, an SVG not).
    @Test(arguments: ["p.svg", "p.png", "p.pdf", "p.xml"])
    func underAnOutputDirectoryAPipeIsReplacedByTheFile(name: String) throws {
        let dir = try Scratch()
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("outd"), withIntermediateDirectories: true)
        let fifo = dir.url.appendingPathComponent("outd/" + name).path
        #expect(mkfifo(fifo, 0o600) == 0)
        // A reader that never reads: a writer opening the pipe does not wait.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let r = try Shapelua.run(["--output-dir", "outd", "-e", "save(Circle():fill('red'):frame(4, 4), '\(name)')"], in: dir.url)
        Self.expectExit(r, 0, name)
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG, "\(name) is still a pipe")
        #expect(info.st_size > 0)
    }
}
