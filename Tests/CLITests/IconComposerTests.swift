import Foundation
import ShapeRaster
import Testing

/// `iconset(view, dir, {platform = "icon-composer"})`: Apple's Icon
/// Composer bundle. Its `icon.json` passes the validator written from the
/// unofficial schema's facts (Support/IconComposerSchema.swift), every
/// file it names is in `Assets/`, and each SVG layer draws, through
/// rsvg-convert, the pixels shapelua renders for the same view.
/// Not covered (nothing on Linux can): how Icon Composer, Xcode's
/// `actool` or the system draw the glass, shadows and derived
/// appearances from it.
@Suite struct IconComposerTests {
    static let icon = IconSetTests.icon

    static func make(_ extra: String = "", view: String = icon) throws -> (scratch: Scratch, returned: [String], files: [String: Data]) {
        let scratch = try Scratch()
        let result = try Shapelua.run(["-e", "for _, p in ipairs(iconset(\(view), 'set', {platform = 'icon-composer'\(extra)})) do print(p) end"],
                                      in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let root = scratch.url.appendingPathComponent("set")
        return (scratch, result.stdout.split(separator: "\n").map(String.init), try ShardTests.files(root))
    }

    static func document(_ files: [String: Data], _ name: String = "AppIcon") throws -> IconComposerSchema.Value {
        try JSONDecoder().decode(IconComposerSchema.Value.self, from: files["\(name).icon/icon.json"] ?? Data())
    }

    /// Every image name the document gives, its specializations' included.
    static func imageNames(_ json: IconComposerSchema.Value) -> [String] {
        (json.members?["groups"]?.list ?? []).flatMap { $0.members?["layers"]?.list ?? [] }.flatMap { layer -> [String] in
            [layer.members?["image-name"]?.string].compactMap { $0 }
                + (layer.members?["image-name-specializations"]?.list ?? []).compactMap { $0.members?["value"]?.string }
        }
    }

    @Test func theDefaultBundleIsValidAndComplete() throws {
        let (_, returned, files) = try Self.make()
        #expect(returned == ["set/AppIcon.icon/Assets/foreground.svg", "set/AppIcon.icon/icon.json"])
        #expect(Set(files.keys) == ["AppIcon.icon/Assets/foreground.svg", "AppIcon.icon/icon.json"])
        let json = try Self.document(files)
        #expect(IconComposerSchema.problems(json) == [])
        #expect(Self.imageNames(json) == ["foreground.svg"])
        // No background given: the system's own (light and dark).
        #expect(json.members?["fill"]?.string == "automatic")
        #expect(json.members?["supported-platforms"]?.members?["squares"]?.string == "shared")
    }

    /// Dark and tinted foregrounds as image-name specializations, a view
    /// as the background layer at the back (groups are listed front
    /// first), every file named present and every file present named.
    @Test func everyLayerAndAppearance() throws {
        let extra = ", name = 'Glass', background = LinearGradient{colors = {'blue', 'teal'}}, dark = Circle():fill('white'), tinted = Circle():fill('gray')"
        let (_, returned, files) = try Self.make(extra)
        #expect(returned.count == 5 && Set(returned) == Set(files.keys.map { "set/" + $0 }))
        let json = try Self.document(files, "Glass")
        #expect(IconComposerSchema.problems(json) == [])
        let named = Self.imageNames(json)
        #expect(named == ["foreground.svg", "foreground-dark.svg", "foreground-tinted.svg", "background.svg"])
        #expect(Set(named.map { "Glass.icon/Assets/" + $0 }) == Set(files.keys).subtracting(["Glass.icon/icon.json"]))
        let groups = json.members?["groups"]?.list ?? []
        #expect(groups.map { $0.members?["name"]?.string } == ["Foreground", "Background"])
        let variants = groups.first?.members?["layers"]?.list?.first?.members?["image-name-specializations"]?.list ?? []
        #expect(variants.map { $0.members?["appearance"]?.string } == ["dark", "tinted"])
        // The background layer is a plate, not glass.
        let back = groups.last?.members?["layers"]?.list?.first?.members
        guard case .boolean(false)? = back?["glass"] else { Issue.record("the background layer is glass"); return }
    }

    /// A plain colour is the document's fill, not a layer.
    @Test func aColourBackgroundIsTheFill() throws {
        let (_, _, files) = try Self.make(", background = Color(0, 0.5, 1)")
        #expect(files.count == 2)
        let json = try Self.document(files)
        #expect(IconComposerSchema.problems(json) == [])
        #expect(json.members?["fill"]?.members?["solid"]?.string == "srgb:0.00000,0.50000,1.00000,1.00000")
    }

    static func rsvg(_ svg: String, side: Int, in scratch: Scratch) throws -> RasterImage {
        let png = scratch.url.appendingPathComponent("rsvg-\(side).png").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        process.arguments = ["-w", "\(side)", "-h", "\(side)", "-o", png, svg]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "rsvg-convert \(svg)")
        return try Raster.decodePNG(Array(try Data(contentsOf: URL(fileURLWithPath: png))))
    }

    /// Each SVG layer, drawn by rsvg-convert, is the PNG shapelua renders
    /// of the same view (the 1024 icon exactly; a smaller view, scaled to
    /// the 1024-point canvas, as its own SVG drawn at 1024).
    @Test func theSVGLayersDrawTheViews() throws {
        let (scratch, _, files) = try Self.make(", dark = Circle():fill('white'):frame(256, 256)")
        let layer = try scratch.write("foreground.svg", String(decoding: files["AppIcon.icon/Assets/foreground.svg"]!, as: UTF8.self))
        let made = try Shapelua.run(["-o", "ref.png", "-e", "return \(Self.icon)"], in: scratch.url)
        #expect(made.status == 0, "\(made.stderr)")
        let reference = try Raster.decodePNG(Array(try Data(contentsOf: scratch.url.appendingPathComponent("ref.png"))))
        let drawn = try Self.rsvg(layer, side: 1024, in: scratch)
        #expect(reference.width == 1024 && drawn.rgba == reference.rgba, "foreground.svg is not the icon's pixels")

        let dark = String(decoding: files["AppIcon.icon/Assets/foreground-dark.svg"]!, as: UTF8.self)
        #expect(dark.contains("width=\"1024\" height=\"1024\""), "the dark layer is not on the 1024-point canvas")
        let darkPath = try scratch.write("dark.svg", dark)
        let small = try Shapelua.run(["-o", "small.svg", "-e", "return Circle():fill('white'):frame(256, 256)"], in: scratch.url)
        #expect(small.status == 0)
        let ours = try Self.rsvg(darkPath, side: 1024, in: scratch)
        let theirs = try Self.rsvg(scratch.url.appendingPathComponent("small.svg").path, side: 1024, in: scratch)
        let differing = VectorDrawablePixelTests.differences(ours, theirs, tolerance: 8)
        #expect(differing.count < 64, "\(differing.count) pixels differ, e.g. \(differing.prefix(4))")
        #expect(ours.pixel(512, 512) == (255, 255, 255, 255) && ours.pixel(8, 512).a == 255 && ours.pixel(60, 60).a == 0 && ours.pixel(963, 963).a == 0)
    }

    /// The validator is not vacuous: it refuses what the schema refuses.
    @Test func theValidatorRefusesWhatTheSchemaRefuses() throws {
        let valid = #"{"fill": "automatic", "groups": [{"layers": [{"name": "a", "image-name": "a.svg"}]}], "supported-platforms": {"squares": "shared"}}"#
        #expect(try IconComposerSchema.problems(Data(valid.utf8)) == [])
        let broken: [(String, String)] = [
            (#"{"groups": []}"#, "'supported-platforms' is required"),
            (valid.replacingOccurrences(of: #""automatic""#, with: #""sometimes""#), "unknown fill"),
            (valid.replacingOccurrences(of: #""automatic""#, with: #"{"solid": "srgb:1,0,0"}"#), "not a colour"),
            (valid.replacingOccurrences(of: #""image-name": "a.svg""#, with: #""image": "a.svg""#), "unknown key 'image'"),
            (valid.replacingOccurrences(of: #""name": "a", "#, with: ""), "'name' is required"),
            (valid.replacingOccurrences(of: #""image-name": "a.svg""#,
                                        with: #""image-name": "a.svg", "image-name-specializations": [{"appearance": "dim", "value": "b.svg"}]"#),
             "not dark or tinted"),
            (valid.replacingOccurrences(of: #""image-name": "a.svg""#, with: #""image-name": "a.svg", "glass": 1"#), "not a boolean"),
            (valid.replacingOccurrences(of: #""layers": [{"name": "a", "image-name": "a.svg"}]"#, with: #""layers": []"#), "non-empty"),
            (valid.replacingOccurrences(of: #"{"squares": "shared"}"#, with: #"{"squares": "all"}"#), "not \"shared\""),
            (valid.replacingOccurrences(of: #""layers""#, with: #""shadow": {"kind": "soft", "opacity": 2}, "layers""#), "kind: bad value"),
        ]
        for (text, expected) in broken {
            let problems = try IconComposerSchema.problems(Data(text.utf8))
            #expect(problems.contains { $0.contains(expected) }, "\(text) → \(problems)")
        }
    }

    /// The bundle is one folder, replaced whole: a layer no longer given
    /// leaves no stale file behind; two runs write the same bytes.
    @Test func theBundleIsReplacedWholeAndRepeatable() throws {
        let scratch = try Scratch()
        for extra in [", dark = Circle()", ""] {
            let result = try Shapelua.run(["-e", "iconset(\(Self.icon), 'set', {platform = 'icon-composer'\(extra)})"], in: scratch.url)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let first = try ShardTests.files(scratch.url.appendingPathComponent("set"))
        #expect(Set(first.keys) == ["AppIcon.icon/Assets/foreground.svg", "AppIcon.icon/icon.json"])
        let again = try Self.make().files
        #expect(again == first)
    }
}
