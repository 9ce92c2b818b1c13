import Foundation
import ShapeRaster
import Testing

/// `imageset(view, dir, {platform =, name =})`: any view at every density,
/// its own size being 1× — Xcode's image set (Contents.json parsed, every
/// file it names present at its size) and Android's density buckets
/// (every PNG at its size, accepted by Android's own `aapt2 compile`);
/// the pixels those of `save` at the same scale.
@Suite struct ImageSetTests {
    static let pill = "Capsule():fill(LinearGradient{colors = {'orange', 'pink'}}):frame(25, 15)"

    static func make(_ options: String, view: String = pill) throws -> (scratch: Scratch, returned: [String], files: [String: Data]) {
        let scratch = try Scratch()
        let result = try Shapelua.run(["-e", "for _, p in ipairs(imageset(\(view), 'set', {\(options)})) do print(p) end"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        return (scratch, result.stdout.split(separator: "\n").map(String.init), try ShardTests.files(scratch.url.appendingPathComponent("set")))
    }

    static func size(_ data: Data?) throws -> (Int, Int) {
        let image = try Raster.decodePNG(Array(data ?? Data()))
        return (image.width, image.height)
    }

    @Test(arguments: [("ios", [1, 2, 3]), ("macos", [1, 2])])
    func xcodeImageSet(platform: String, scales: [Int]) throws {
        let (_, returned, files) = try Self.make("platform = '\(platform)', name = 'Pill'")
        let json = try JSONSerialization.jsonObject(with: files["Pill.imageset/Contents.json"] ?? Data()) as? [String: Any]
        let images = json?["images"] as? [[String: String]] ?? []
        #expect(images.map { $0["scale"] } == scales.map { "\($0)x" })
        #expect(((json?["info"] as? [String: Any])?["version"] as? Int) == 1)
        for (image, scale) in zip(images, scales) {
            #expect(image["idiom"] == "universal")
            let file = "Pill.imageset/" + (image["filename"] ?? "")
            let (w, h) = try Self.size(files[file])
            #expect(w == 25 * scale && h == 15 * scale, "\(file) is \(w)×\(h)")
        }
        #expect(Set(files.keys) == Set(images.map { "Pill.imageset/" + $0["filename"]! } + ["Pill.imageset/Contents.json"]))
        #expect(Set(returned) == Set(files.keys.map { "set/" + $0 }) && returned.count == files.count)
    }

    /// A name with JSON's special characters is escaped in Contents.json.
    @Test func contentsJSONEscapesTheName() throws {
        let name = "My \\\"Logo\\\\ é"
        let (_, _, files) = try Self.make("platform = 'ios', name = \"\(name)\"")
        let real = "My \"Logo\\ é"
        let data = try #require(files["\(real).imageset/Contents.json"], "\(files.keys.sorted())")
        let images = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["images"] as? [[String: String]]
        #expect(images?.map { $0["filename"] } == ["\(real).png", "\(real)@2x.png", "\(real)@3x.png"])
    }

    /// mdpi 1× … xxxhdpi 4×; a size that is not whole rounds up, as `save`
    /// does (25 × 15 dp at 1.5× is 38 × 23 px); aapt2 compiles every one.
    @Test func androidDensityBuckets() throws {
        let (scratch, returned, files) = try Self.make("platform = 'android', name = 'pill'")
        let expected = ["mdpi": (25, 15), "hdpi": (38, 23), "xhdpi": (50, 30), "xxhdpi": (75, 45), "xxxhdpi": (100, 60)]
        #expect(Set(files.keys) == Set(expected.keys.map { "drawable-\($0)/pill.png" }) && returned.count == 5)
        for (bucket, (w, h)) in expected {
            let size = try Self.size(files["drawable-\(bucket)/pill.png"])
            #expect(size == (w, h), "\(bucket): \(size)")
        }
        try AndroidAdaptiveIconTests.aapt2CompilesEverything(scratch, expecting: 5)
    }

    /// Every size is rendered from the vectors: the 3× image is `save`'s
    /// PNG at scale 3, pixel for pixel.
    @Test func eachDensityIsTheVectorsAtItsScale() throws {
        let (scratch, _, files) = try Self.make("platform = 'ios', name = 'Pill'")
        let saved = try Shapelua.run(["-e", "save(\(Self.pill), 'ref.png', {scale = 3})"], in: scratch.url)
        #expect(saved.status == 0, "\(saved.stderr)")
        let reference = try Raster.decodePNG(Array(try Data(contentsOf: scratch.url.appendingPathComponent("ref.png"))))
        let ours = try Raster.decodePNG(Array(files["Pill.imageset/Pill@3x.png"] ?? Data()))
        #expect(ours.width == 75 && ours.rgba == reference.rgba)
    }

    /// A write that fails midway (a file where a bucket folder should be)
    /// leaves none of the set: the buckets before it stay empty.
    @Test func aFailedWriteLeavesNoHalfSet() throws {
        let scratch = try Scratch()
        _ = try scratch.write("set/drawable-xhdpi", "a file, not a folder")
        let r = try Shapelua.run(["-e", "imageset(\(Self.pill), 'set', {platform = 'android', name = 'pill'})"], in: scratch.url)
        #expect(r.status == 1)
        #expect(r.stderr.contains("imageset: cannot write 'set/drawable-xhdpi/pill.png': Not a directory"), "\(r.stderr)")
        #expect(IconSetWholeTests.tree(scratch.url.appendingPathComponent("set")) == ["drawable-xhdpi"])
    }

    /// The Xcode set is its folder, replaced whole (a file left from
    /// another set goes); two runs write the same bytes.
    @Test func theSetIsReplacedWholeAndRepeatable() throws {
        let (scratch, _, first) = try Self.make("platform = 'ios', name = 'Pill'")
        _ = try scratch.write("set/Pill.imageset/stale.png", "old")
        let again = try Shapelua.run(["-e", "imageset(\(Self.pill), 'set', {platform = 'ios', name = 'Pill'})"], in: scratch.url)
        #expect(again.status == 0)
        #expect(try ShardTests.files(scratch.url.appendingPathComponent("set")) == first)
    }
}
