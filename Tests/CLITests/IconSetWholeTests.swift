import Foundation
import Testing

/// An icon set appears whole or not at all: a write that fails midway (a
/// file where a folder should be, a folder where a file should be, the
/// file-size limit) leaves no file of the new set, the old set's files
/// as they were, and no temporary file or folder made for the write.
@Suite struct IconSetWholeTests {
    static let view = "Circle():fill('teal'):frame(64, 64)"

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

    @Test func aFolderWhereAFileShouldBeKeepsTheOldSet() throws {
        let dir = try Scratch()
        try dir.write("set/AppIcon.appiconset/AppIcon-1024.png", "old icon")
        try dir.write("set/AppIcon.appiconset/Contents.json/keep", "")
        let r = try Shapelua.run(["-e", "iconset(\(Self.view), 'set', {platform = 'ios'})"], in: dir.url)
        #expect(r.status == 1)
        #expect(r.stderr.contains("iconset: cannot write 'set/AppIcon.appiconset/Contents.json': a folder of that name exists"), "\(r.stderr)")
        #expect(dir.read("set/AppIcon.appiconset/AppIcon-1024.png") == "old icon")
        #expect(Self.tree(dir.url.appendingPathComponent("set")) ==
                ["AppIcon.appiconset", "AppIcon.appiconset/AppIcon-1024.png", "AppIcon.appiconset/Contents.json",
                 "AppIcon.appiconset/Contents.json/keep"])
    }

    /// `ulimit -f` (EFBIG, as a full disk would be ENOSPC): the small
    /// favicon.ico fits, the 512-pixel icon of noise does not.
    @Test func aFileSizeLimitMidwayLeavesNothing() throws {
        let dir = try Scratch()
        let noise = """
            Canvas(512, 512, function(ctx)
              local seed = 7
              for y = 0, 511, 4 do for x = 0, 511, 4 do
                seed = (seed * 1103515245 + 12345) % 2147483648
                ctx:fill(Rectangle(), Color(seed % 256 / 255, seed // 256 % 256 / 255, seed // 65536 % 256 / 255), Rect(x, y, 4, 4))
              end end
            end)
            """
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
}
