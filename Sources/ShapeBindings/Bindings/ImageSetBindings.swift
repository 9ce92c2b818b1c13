import LuaBridge
import ShapeCore
import ShapeRaster

/// `imageset(view, dir, {platform =, name =})`: any view (not only an app
/// icon) at every density a platform wants, the view's own size being 1×
/// — an Xcode image set (`NAME.imageset`: 1x/2x/3x PNGs and
/// `Contents.json`; `"macos"` 1x/2x) or Android's density buckets
/// (`drawable-mdpi` … `drawable-xxxhdpi`). Rendered by `iconset`'s
/// drawings and written by its writer (IconSetWriting): every size from
/// the vectors, the set whole or not at all, one save for `--shard`.
enum ImageSetBindings {

    static let function = FunctionSpec(
        "imageset", [Param("view", .view), Param("dir", .string), Param("options", .record(Records.imagesetOptions.name))],
        returns: "string[]",
        doc: "Writes `view` at every density `platform` wants, its own size being 1× (points or dp): `\"ios\"` an Xcode image set `NAME.imageset` with `NAME.png`, `NAME@2x.png`, `NAME@3x.png` and `Contents.json` (`\"macos\"`: 1x and 2x); `\"android\"` `drawable-mdpi/NAME.png` … `drawable-xxxhdpi/NAME.png` (1×, 1.5×, 2×, 3×, 4×). `name` is required (for Android a resource name). Every size is rendered from the vectors. Returns the paths written.",
        example: "imageset(Circle():fill(\"teal\"):frame(24, 24), \"Assets.xcassets\", {platform = \"ios\", name = \"Dot\"})"
    ) { a in
        let view = try a.need("view", .view)
        let dir = try IconSetWriting.folder(a, "dir", what: "an image set")
        let (platform, name) = try options(a)
        let exporter = Exporter(call: a.call)
        let (context, output) = try exporter.output("imageset")
        let files = IconSet.imageSet(platform: platform, name: name)
        let base = dir.hasSuffix("/") ? dir : dir + "/"
        guard let targets = try exporter.beginSet(files.map { base + $0.path }, context, output) else {
            a.stack.newTable()
            return 1
        }
        let drawings = IconSetDrawings(a.call, DocumentReferences())
        try drawings.setImage(view)
        // An Xcode image set is its folder, replaced whole; Android's
        // buckets hold other resources too, so only these files are.
        let owned = platform == .android ? nil : try exporter.resolve([base + "\(name).imageset"], output)[0]
        return try IconSetWriting.write(a, files, targets: targets, base: base, owned: owned, output: output, drawings: drawings)
    }

    static func options(_ a: Args) throws -> (ImageSetPlatform, String) {
        let c = a.context("options")
        guard !c.isAbsent, c.stack.isTable(at: c.index) else { throw c.typeError("table") }
        var platform: ImageSetPlatform?, name: String?
        try c.record(Records.imagesetOptions) { r in
            if let field = r.field("platform", as: .choice(ImageSetPlatform.allCases.map(\.rawValue))) {
                platform = ImageSetPlatform(rawValue: try field.choice(ImageSetPlatform.allCases.map(\.rawValue), kind: "platform"))
            }
            if let field = r.field("name", as: .string) { name = try IconSetBindings.fileName(field) }
        }
        let platforms = ImageSetPlatform.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard let platform else { throw LuaCallError.message("imageset: option 'platform' is required (\(platforms))") }
        guard let name else { throw LuaCallError.message("imageset: option 'name' is required (the image's name in its catalog or resources)") }
        if platform == .android, !IconSet.isAndroidResourceName(name) {
            throw LuaCallError.message("imageset: an Android drawable's name is a resource name (lower-case letters, digits and '_', starting with a letter), got \(MessageText.quoted(name))")
        }
        return (platform, name)
    }
}
