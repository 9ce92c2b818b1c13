import LuaBridge
import ShapeCore
import ShapeRaster

/// docs/EXPORT.md: `iconset(view, dir, {platform =, name =, legacy =, ...})`
/// writes every file a platform wants for an app icon. The view is laid
/// out once as a square document — the longer side of its ideal size from
/// the sizing pass, the view centred (IconSetDrawings.side) — and every
/// PNG is rendered from that vector document at its own pixel size (never
/// a scaled bitmap). The exporter writes the set whole or not at all; the
/// result lists the paths written, as the script named them
/// (`dir .. "/" .. file`). For
/// `--shard` the whole call is one save (docs/BATCH.md): another shard's
/// returns an empty list without rendering.
enum IconSetBindings {
    static let defaultSide = 1024.0

    static let function = FunctionSpec(
        "iconset", [Param("view", .view), Param("dir", .string), Param("options", .record(Records.iconsetOptions.name))],
        returns: "string[]",
        doc: "Writes an app icon set for `platform` (`\"ios\"`: `AppIcon.appiconset` with `Contents.json` listing the 1024 icon (opaque, no alpha channel) and its `dark` (default: the view, transparency kept) and `tinted` (default: the view's luminance in grey over black) appearances, `legacy = true` adds the classic iPhone/iPad sizes; `\"macos\"`: `AppIcon.icns` and the `AppIcon.iconset` folder, `grid = true` places the view on Apple's macOS icon grid (its square on the 824 px rounded body, continuous corners of 185.4, over the template's drop shadow, in the 1024 canvas); `\"icon-composer\"` (iOS 26 / macOS 26): the `AppIcon.icon` bundle — `icon.json` and the view as `Assets/foreground.svg`, with `dark` and `tinted` foregrounds for those appearances (default: the system derives them) and `background` (a colour is the fill, a view a layer at the back; default: the system's); `\"android\"`: an adaptive icon whose foreground is the view — `mipmap-anydpi-v26/ic_launcher.xml` and `ic_launcher_round.xml`, each layer a VectorDrawable in `drawable-v24/` where it can be one (else PNGs per density), `background` (a view or colour, default white) and `monochrome` (default: the foreground) as the other layers — plus legacy and round `mipmap-*` PNGs and `playstore-icon.png`; `\"web\"`: `favicon.ico` (16, 32, 48), `favicon.svg` (with `dark`, also the `dark` view, shown where the reader prefers a dark colour scheme), `icon-192.png`, `icon-512.png`, maskable `icon-maskable-192.png` and `-512.png` (the view in the central 80 % over `background`, default white), an opaque `apple-touch-icon.png` and `manifest.webmanifest`) into `dir`, every size rendered from the vectors. `name` replaces `AppIcon` / `ic_launcher`. Returns the paths written.",
        example: "iconset(RoundedRectangle(224):fill(\"indigo\"):frame(1024, 1024), \"out/icons\", {platform = \"web\"})"
    ) { a in
        let view = try a.need("view", .view)
        let dir = try IconSetWriting.folder(a, "dir", what: "an icon set")
        let (platform, name, legacy, layers) = try options(a)
        let exporter = Exporter(call: a.call)
        let (context, output) = try exporter.output("iconset")
        let references = DocumentReferences()
        let drawings = IconSetDrawings(a.call, references)
        var files = platform == .iconComposer
            ? IconSet.iconComposer(name ?? IconPlatform.iconComposer.defaultName!, background: layers.composerBackground,
                                   dark: layers.dark != nil, tinted: layers.tinted != nil)
            : platform == .web ? IconSet.web(dark: layers.dark != nil)
            : IconSet.files(platform: platform, name: name, legacy: legacy)
        let base = dir.hasSuffix("/") ? dir : dir + "/"
        // Resolved before any rendering, so a path outside the output fails
        // first (Android's list is made again below, once its layers are known).
        guard var targets = try exporter.beginSet(files.map { base + $0.path }, context, output) else {
            a.stack.newTable()
            return 1
        }
        if platform == .android {
            // Which layers are drawables decides the file list (the
            // others are PNGs per density); the paths were resolved above
            // for the fullest list, so every one is inside the output.
            try drawings.setAndroid(foreground: view, background: layers.background, monochrome: layers.monochrome)
            files = IconSet.android(name ?? IconPlatform.android.defaultName!, vectorLayers: Set(drawings.drawables.keys),
                                    monochrome: layers.monochrome != nil)
            targets = try exporter.resolve(files.map { base + $0.path }, output)
        } else if platform == .web {
            try drawings.setWeb(view, background: layers.background, dark: layers.dark)
        } else if platform == .ios {
            try drawings.setIOS(view, dark: layers.dark, tinted: layers.tinted)
        } else if platform == .iconComposer {
            try drawings.setIconComposer(view, background: layers.composerBackground == .layer ? layers.background : nil,
                                         dark: layers.dark, tinted: layers.tinted)
        } else {
            try drawings.setIcon(view, grid: layers.grid)
        }
        return try IconSetWriting.write(a, files, targets: targets, base: base,
                                        owned: try ownedFolder(platform, files).map { try exporter.resolve([base + $0], output)[0] },
                                        output: output, drawings: drawings)
    }

    /// The folder an Apple set owns whole (`NAME.appiconset`,
    /// `NAME.iconset`, `NAME.icon`: Xcode, iconutil and Icon Composer read
    /// the folder as the set), so
    /// a new set replaces it with everything in it; nil for the sets whose
    /// files go into folders shared with other files (Android's `mipmap-*`,
    /// a web root), where only the set's own files are replaced. Files
    /// beside the folder (macOS's `.icns`) are replaced one by one.
    static func ownedFolder(_ platform: IconPlatform, _ files: [IconFile]) -> String? {
        guard platform == .ios || platform == .macos || platform == .iconComposer else { return nil }
        for file in files {
            let parts = file.path.split(separator: "/")
            if parts.count > 1, [".appiconset", ".iconset", ".icon"].contains(where: { parts[0].hasSuffix($0) }) { return String(parts[0]) }
        }
        return nil
    }


    /// The views given for an adaptive icon's other layers and iOS's
    /// other appearances.
    struct Layers {
        var background: View?, monochrome: View?, dark: View?, tinted: View?
        /// The background when it was given as a plain colour (Icon
        /// Composer writes one as its fill, not as a layer).
        var backgroundColor: Color?
        /// macOS: the artwork on Apple's icon grid (MacIconGrid).
        var grid = false

        var composerBackground: IconSet.IconComposerBackground {
            if let backgroundColor { return .solid(backgroundColor) }
            return background == nil ? .automatic : .layer
        }
    }

    static func options(_ a: Args) throws -> (IconPlatform, String?, Bool, Layers) {
        let c = a.context("options")
        guard !c.isAbsent else { throw c.typeError("table") }
        guard c.stack.isTable(at: c.index) else { throw c.typeError("table") }
        var platform: IconPlatform?, name: String?, legacy = false
        var layers = Layers()
        try c.record(Records.iconsetOptions) { r in
            if let field = r.field("platform", as: .choice(IconPlatform.allCases.map(\.rawValue))) {
                platform = IconPlatform(rawValue: try field.choice(IconPlatform.allCases.map(\.rawValue), kind: "platform"))
            }
            if let field = r.field("name", as: .string) { name = try fileName(field) }
            if let field = r.field("legacy", as: .boolean) { legacy = try field.boolean() }
            if let field = r.field("background", as: .view) {
                layers.background = try field.view(a.call)
                layers.backgroundColor = try? field.color(a.call)
            }
            if let field = r.field("monochrome", as: .view) { layers.monochrome = try field.view(a.call) }
            if let field = r.field("dark", as: .view) { layers.dark = try field.view(a.call) }
            if let field = r.field("tinted", as: .view) { layers.tinted = try field.view(a.call) }
            if let field = r.field("grid", as: .boolean) { layers.grid = try field.boolean() }
        }
        guard let platform else {
            throw LuaCallError.message("iconset: option 'platform' is required (\(IconPlatform.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")))")
        }
        if legacy && platform != .ios { throw LuaCallError.message("iconset: 'legacy' is for platform \"ios\" only") }
        if layers.grid && platform != .macos { throw LuaCallError.message("iconset: 'grid' is for platform \"macos\" only") }
        if layers.background != nil && ![.android, .web, .iconComposer].contains(platform) {
            throw LuaCallError.message("iconset: 'background' is for platforms \"android\", \"web\" and \"icon-composer\" only")
        }
        if layers.monochrome != nil && platform != .android {
            throw LuaCallError.message("iconset: 'monochrome' is for platform \"android\" only")
        }
        if layers.dark != nil && ![.ios, .iconComposer, .web].contains(platform) {
            throw LuaCallError.message("iconset: 'dark' is for platforms \"ios\", \"icon-composer\" and \"web\" only")
        }
        if layers.tinted != nil && platform != .ios && platform != .iconComposer {
            throw LuaCallError.message("iconset: 'tinted' is for platforms \"ios\" and \"icon-composer\" only")
        }
        if platform == .android, let name, !IconSet.isAndroidResourceName(name) {
            throw LuaCallError.message("iconset: an Android icon's name is a resource name (lower-case letters, digits and '_', starting with a letter), got \(MessageText.quoted(name))")
        }
        if name != nil && platform == .web { throw LuaCallError.message("iconset: the web icons' names are fixed; 'name' is for ios, macos and android") }
        return (platform, name, legacy, layers)
    }

    /// An icon or image set's `name`: a file name (not empty, no '/' or
    /// NUL, not "." or "..").
    static func fileName(_ field: ArgContext) throws -> String {
        let text = try field.string()
        guard !text.isEmpty, !text.contains("/"), !text.utf8.contains(0), text != ".", text != ".." else {
            throw field.valueError("name must be a file name (not empty, no '/' or NUL), got \(MessageText.quoted(text))")
        }
        return text
    }
}
