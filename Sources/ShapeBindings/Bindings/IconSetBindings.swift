import LuaBridge
import ShapeCore
import ShapeRaster

/// SPEC §11: `iconset(view, dir, {platform =, name =, legacy =})` writes
/// every file a platform wants for an app icon. The view is laid out once
/// as a square document — its own size when its ideal size is square,
/// else 1024 × 1024 with the view centred — and every PNG is rendered from
/// that vector document at its own pixel size (never a scaled bitmap).
/// Each file is written atomically, as `save`; the result lists the paths
/// written, as the script named them (`dir .. "/" .. file`). For
/// `--shard` the whole call is one save (SPEC §12): another shard's
/// returns an empty list without rendering.
enum IconSetBindings {
    static let optionNames = ["platform", "name", "legacy"]
    static let defaultSide = 1024.0

    static let function = FunctionSpec(
        "iconset", [Param("view", .view), Param("dir", .string), Param("options", .record("IconsetOptions"))],
        returns: "string[]",
        doc: "Writes an app icon set for `platform` (`\"ios\"`: `AppIcon.appiconset` with `Contents.json`, `legacy = true` adds the classic iPhone/iPad sizes; `\"macos\"`: `AppIcon.icns` and the `AppIcon.iconset` folder; `\"android\"`: `mipmap-*/ic_launcher.png` and `playstore-icon.png`; `\"web\"`: `favicon.ico`, `icon-192.png`, `icon-512.png`, `apple-touch-icon.png`, `manifest-icons.json`) into `dir`, every size rendered from the vectors. `name` replaces `AppIcon` / `ic_launcher`. Returns the paths written.",
        example: "iconset(RoundedRectangle(224):fill(\"indigo\"):frame(1024, 1024), \"out/icons\", {platform = \"web\"})"
    ) { a in
        let view = try a.needView("view")
        let dir = try a.needPath("dir")
        // An empty dir made the paths "/…": the set went into the root folder.
        guard !dir.isEmpty else { throw a.context("dir").valueError("dir is empty (\".\" is the working folder)") }
        guard ImageInput.absolutePath(dir) != "/" else {
            throw a.context("dir").valueError("dir is the root folder; an icon set goes into a folder of its own")
        }
        let (platform, name, legacy) = try options(a)
        guard let context = LibraryContext.of(a.call.L), let output = context.output else {
            throw LuaCallError.message("iconset: file output is not available in this host")
        }
        let files = IconSet.files(platform: platform, name: name, legacy: legacy)
        let base = dir.hasSuffix("/") ? dir : dir + "/"
        var targets: [String] = []
        for file in files {
            do { targets.append(try output.resolve(base + file.path)) } catch { throw LuaCallError.message("iconset: \(error)") }
        }
        let stack = a.stack
        guard context.takeSaveTurn(output.shard, paths: targets) else {
            stack.newTable()
            return 1
        }
        let references = DocumentReferences()
        let svg = try render(view, a.call, references)
        var pngs: [Int: [UInt8]] = [:]
        func png(_ pixels: Int, _ target: String) throws -> [UInt8] {
            if let cached = pngs[pixels] { return cached }
            // References are relative to the working folder (`render`).
            let bytes = try Raster.png(svg: svg, pixels: pixels, baseFile: references.baseFile(SavedFormat.rasterDocumentFile))
            pngs[pixels] = bytes
            return bytes
        }
        // The set appears whole or not at all (the host's writeSet).
        let writeSet = output.writeSet ?? { _, body in try body(output.write) }
        do {
            try writeSet(try ownedFolder(platform, files).map { try output.resolve(base + $0) }) { write in
                for (file, target) in zip(files, targets) {
                    let bytes: [UInt8]
                    switch file.content {
                    case .png(let pixels): bytes = try png(pixels, target)
                    case .ico(let sizes): bytes = IconSet.ico(try sizes.map { ($0, try png($0, target)) })
                    case .icns(let elements): bytes = AppleIconImage.encode(try elements.map { ($0.type, try png($0.pixels, target)) })
                    case .text(let text): bytes = Array(text.utf8)
                    }
                    try write(bytes, target)
                }
            }
        } catch {
            throw LuaCallError.message("iconset: \(error)")
        }
        for target in targets { output.didWrite?(target) }
        stack.newTable(arrayCount: files.count)
        for (i, file) in files.enumerated() {
            stack.push(base + file.path)
            stack.rawSet(-2, index: i + 1)
        }
        return 1
    }

    /// The folder an Apple set owns whole (`NAME.appiconset`,
    /// `NAME.iconset`: Xcode and iconutil read the folder as the set), so
    /// a new set replaces it with everything in it; nil for the sets whose
    /// files go into folders shared with other files (Android's `mipmap-*`,
    /// a web root), where only the set's own files are replaced. Files
    /// beside the folder (macOS's `.icns`) are replaced one by one.
    static func ownedFolder(_ platform: IconPlatform, _ files: [IconFile]) -> String? {
        guard platform == .ios || platform == .macos else { return nil }
        for file in files {
            let parts = file.path.split(separator: "/")
            if parts.count > 1, parts[0].hasSuffix(".appiconset") || parts[0].hasSuffix(".iconset") { return String(parts[0]) }
        }
        return nil
    }

    static func options(_ a: Args) throws -> (IconPlatform, String?, Bool) {
        let c = a.context("options")
        guard !c.isAbsent else { throw c.typeError("table") }
        guard c.stack.isTable(at: c.index) else { throw c.typeError("table") }
        var platform: IconPlatform?, name: String?, legacy = false
        try c.stack.forEachPair(c.index) { key, value in
            guard let key = c.stack.string(at: key), optionNames.contains(key) else {
                throw LuaCallError.message("iconset: " + c.stack.unknownKeyText("option", at: key, valid: optionNames))
            }
            let field = c.part(key, at: value).renamed(key)
            switch key {
            case "platform":
                platform = IconPlatform(rawValue: try field.choice(IconPlatform.allCases.map(\.rawValue), kind: "platform"))
            case "name":
                let text = try field.string()
                guard !text.isEmpty, !text.contains("/"), !text.utf8.contains(0), text != ".", text != ".." else {
                    throw field.valueError("name must be a file name (not empty, no '/' or NUL), got \(MessageText.quoted(text))")
                }
                name = text
            default: legacy = try field.boolean()
            }
        }
        guard let platform else {
            throw LuaCallError.message("iconset: option 'platform' is required (\(IconPlatform.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")))")
        }
        if legacy && platform != .ios { throw LuaCallError.message("iconset: 'legacy' is for platform \"ios\" only") }
        if name != nil && platform == .web { throw LuaCallError.message("iconset: the web icons' names are fixed; 'name' is for ios, macos and android") }
        return (platform, name, legacy)
    }

    /// The square vector document every size is rendered from.
    static func render(_ view: View, _ call: LuaCall, _ references: DocumentReferences) throws -> [UInt8] {
        let fonts = LibraryContext.of(call.L)?.fonts
        let ideal = try CallbackScope.run(call) { try layout(view, options: SVGOptions(fonts: fonts)).size }
        let side = ideal.width == ideal.height && ideal.width > 0 ? ideal.width : defaultSide
        var options = SVGOptions(width: side, height: side)
        options.documentFolder = references.folder { OutputBindings.workingFolder }
        return try OutputBindings.render(view, options, call)
    }
}
