import Foundation
import Testing

/// An icon set appears whole or not at all: a write that fails midway (a
/// file where a folder should be, a folder where a file should be, the
/// file-size limit) leaves no file of the new set, the old set's files
/// as they were, and no temporary file or folder made for the write.
@Suite struct IconSetWholeTests {
    static let view = "Circle():fill('teal'):frame(64, 64)"

    /// A 512-unit canvas of noise: its favicon fits a small `ulimit -f`, its large PNGs do not.
    static let noise = """
        Canvas(512, 512, function(ctx)
          local seed = 7
          for y = 0, 511, 4 do for x = 0, 511, 4 do
            seed = (seed * 1103515245 + 12345) % 2147483648
            ctx:fill(Rectangle(), Color(seed % 256 / 255, seed // 256 % 256 / 255, seed // 65536 % 256 / 255), Rect(x, y, 4, 4))
          end end
        end)
        """

    /// Every file and folder under `dir`, relative.
    static func tree(_ dir: URL) -> Set<String> {
        Set((FileManager.default.enumerator(atPath: dir.path)?.allObjects as? [String]) ?? [])
    }

    @Test func aFileWhereAFolderShouldBeLeavesNoHalfSet() throws {
        let dir = try Scratch()
        try dir.write("set/mipmap-xhdpi", "a file, not a folder")
        let r = try Shapelua.run(["-e", "iconset(\(Self.view), 'set', {platform = 'android'})"], in: dir.url)
        #expect(r.status == 1)
        #expect(r.stderr.contains("iconset: cannot write 'set/mipmap-xhdpi/ic_launcher.png': Not a directory"), "\(r.stderr)")
        // mipmap-mdpi and mipmap-hdpi come first in the set: neither stays.
        #expect(Self.tree(dir.url.appendingPathComponent("set")) == ["mipmap-xhdpi"])
    }

    @Test func aFolderWhereAFileShouldBeKeepsTheOldFiles() throws {
        let dir = try Scratch()
        try dir.write("set/favicon.ico", "old icon")
        try dir.write("set/icon-512.png/keep", "")
        let r = try Shapelua.run(["-e", "iconset(\(Self.view), 'set', {platform = 'web'})"], in: dir.url)
        #expect(r.status == 1)
        #expect(r.stderr.contains("iconset: cannot write 'set/icon-512.png': a folder of that name exists"), "\(r.stderr)")
        #expect(dir.read("set/favicon.ico") == "old icon")
        #expect(Self.tree(dir.url.appendingPathComponent("set")) == ["favicon.ico", "icon-512.png", "icon-512.png/keep"])
    }

    /// An Apple set owns its folder: the new set replaces it whole (a
    /// legacy size the new set lacks goes, and so does whatever else was
    /// in it); nothing of the hidden folders stays.
    @Test(arguments: ["ios", "macos"])
    func anOwnedFolderIsReplacedWhole(platform: String) throws {
        let dir = try Scratch()
        let folder = platform == "ios" ? "AppIcon.appiconset" : "AppIcon.iconset"
        let old = try Shapelua.run(["-e", "iconset(\(Self.view), 'set', {platform = '\(platform)'\(platform == "ios" ? ", legacy = true" : "")})"],
                                   in: dir.url)
        #expect(old.status == 0, "\(old.stderr)")
        try dir.write("set/\(folder)/stray.txt", "")
        try dir.write("set/other.txt", "kept: not in the set's folder")
        let r = try Shapelua.run(["-e", "for _, p in ipairs(iconset(\(Self.view), 'set', {platform = '\(platform)'})) do print(p) end"],
                                 in: dir.url)
        #expect(r.status == 0, "\(r.stderr)")
        let written = Set(r.stdout.split(separator: "\n").map { String($0.dropFirst("set/".count)) })
        #expect(Self.tree(dir.url.appendingPathComponent("set")) == written.union([folder, "other.txt"]))
    }

    /// `ulimit -f` (EFBIG, as a full disk would be ENOSPC): the small
    /// favicon.ico fits, the 512-pixel icon of noise does not.
    @Test func aFileSizeLimitMidwayLeavesNothing() throws {
        let dir = try Scratch()
        let noise = Self.noise
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // 160 blocks of 512 bytes: about 80 KB per file.
        process.arguments = ["-c", "ulimit -f 160; exec \"$0\" \"$@\"", Shapelua.binary,
                             "-e", "iconset(\(noise), 'set', {platform = 'web'})"]
        process.currentDirectoryURL = dir.url
        process.environment = Shapelua.environment(home: dir.url.path)
        let errors = Pipe()
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 1, "\(stderr)")
        #expect(stderr.contains("File too large"), "\(stderr)")
        #expect(!dir.exists("set"), "\(Self.tree(dir.url))")
    }

    /// The same limit over an old Apple set: its folder is kept as it was.
    @Test func aFileSizeLimitKeepsTheOldOwnedFolder() throws {
        let dir = try Scratch()
        try dir.write("set/AppIcon.appiconset/AppIcon-1024.png", "old icon")
        try dir.write("set/AppIcon.appiconset/Contents.json", "{}")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -f 160; exec \"$0\" \"$@\"", Shapelua.binary,
                             "-e", "iconset(\(Self.noise), 'set', {platform = 'ios'})"]
        process.currentDirectoryURL = dir.url
        process.environment = Shapelua.environment(home: dir.url.path)
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 1)
        #expect(dir.read("set/AppIcon.appiconset/AppIcon-1024.png") == "old icon")
        #expect(Self.tree(dir.url.appendingPathComponent("set")) ==
                ["AppIcon.appiconset", "AppIcon.appiconset/AppIcon-1024.png", "AppIcon.appiconset/Contents.json"])
    }
}
