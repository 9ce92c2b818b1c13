import Foundation
import Testing

/// Every JSON file shapelua writes is valid JSON whatever the names in it
/// (`JSONValue` escapes them): read back by Foundation's parser, an
/// independent implementation, the names come out as the script gave them.
@Suite struct IconSetJSONTests {
    /// Lua literals and the names they make: quotes, backslashes, control
    /// characters, non-ASCII.
    static let names: [(lua: String, name: String)] = [
        (#""My\"App""#, "My\"App"),
        (#""back\\slash""#, "back\\slash"),
        (#""tab\tand\nline\27[0m\1""#, "tab\tand\nline\u{1B}[0m\u{1}"),
        (#""Ünïcødé ✓ 图标""#, "Ünïcødé ✓ 图标"),
        (#""quote'and\"both""#, "quote'and\"both"),
    ]

    @Test(arguments: names.indices)
    func contentsJSONParsesWithTheNameInIt(index: Int) throws {
        let (lua, name) = Self.names[index]
        let dir = try Scratch()
        let r = try Shapelua.run(["-e", "iconset(Circle():frame(8, 8), 'set', {platform = 'ios', legacy = true, name = \(lua)})"],
                                 in: dir.url)
        #expect(r.status == 0, "\(r.stderr)")
        let file = dir.url.appendingPathComponent("set/\(name).appiconset/Contents.json")
        let data = try Data(contentsOf: file)
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let images = json?["images"] as? [[String: Any]] ?? []
        #expect(images.count == 20) // the 1024 icon's three appearances, 17 classic sizes
        #expect(images.first?["filename"] as? String == "\(name)-1024.png")
        for image in images {
            let filename = image["filename"] as? String ?? ""
            #expect(filename.hasPrefix(name + "-"))
            #expect(FileManager.default.fileExists(atPath: file.deletingLastPathComponent().appendingPathComponent(filename).path),
                    "\(filename)")
        }
    }

    @Test func theWebManifestParses() throws {
        let dir = try Scratch()
        let r = try Shapelua.run(["-e", "iconset(Circle():frame(8, 8), 'web', {platform = 'web'})"], in: dir.url)
        #expect(r.status == 0, "\(r.stderr)")
        let data = try Data(contentsOf: dir.url.appendingPathComponent("web/manifest.webmanifest"))
        let manifest = try JSONSerialization.jsonObject(with: data) as? [String: [[String: String]]]
        #expect(manifest?["icons"]?.first == ["src": "icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"])
        #expect(manifest?["icons"]?.count == 4)
    }
}
