import ShapeCore

/// The files each platform wants for an app icon (docs/EXPORT.md): names, pixel
/// sizes and the JSON beside them, as data; `iconset()` renders each PNG
/// from the vector document and writes them. Sources for the lists:
/// Xcode's asset catalog format (`Contents.json`, "AppIcon" sets: the
/// single 1024 universal entry of Xcode 14+, and the classic iPhone/iPad
/// list), `iconutil`'s `.iconset` names, Android's launcher-icon densities
/// (mdpi 48 … xxxhdpi 192, Play Store 512), and the web's usual set
/// (favicon.ico 16/32/48, 180 apple-touch-icon, 192/512 manifest icons).
public enum IconPlatform: String, CaseIterable, Sendable {
    case ios, macos, android, web
    /// Apple's Icon Composer bundle (`NAME.icon`) for iOS 26 and macOS 26.
    case iconComposer = "icon-composer"

    /// The set's default name (the `.appiconset`/`.iconset` folder, the
    /// Android file); the web's names are fixed by convention.
    public var defaultName: String? {
        switch self {
        case .ios, .macos, .iconComposer: return "AppIcon"
        case .android: return "ic_launcher"
        case .web: return nil
        }
    }
}

public struct IconFile: Equatable, Sendable {
    public enum Content: Equatable, Sendable {
        public static func == (a: Content, b: Content) -> Bool {
            switch (a, b) {
            case (.png(let x), .png(let y)), (.opaquePNG(let x), .opaquePNG(let y)): return x == y
            case (.scaledPNG(let x), .scaledPNG(let y)): return x == y
            case (.ico(let x), .ico(let y)): return x == y
            case (.icns(let x), .icns(let y)): return x.map(\.type) == y.map(\.type) && x.map(\.pixels) == y.map(\.pixels)
            case (.text(let x), .text(let y)): return x == y
            case (.vectorDrawable, .vectorDrawable), (.svgDocument, .svgDocument), (.colorSchemeSVG, .colorSchemeSVG): return true
            default: return false
            }
        }
        /// A square PNG of this many pixels a side.
        case png(Int)
        /// The same as an RGB PNG without an alpha channel (App Store
        /// Connect refuses an iOS icon with one: ITMS-90717).
        case opaquePNG(Int)
        /// The drawing at this many pixels per unit, whatever its shape
        /// (`ceil(width × scale)` × `ceil(height × scale)`, as `save`).
        case scaledPNG(Double)
        /// A Windows icon holding PNG entries of these sizes.
        case ico([Int])
        /// Apple's `.icns` holding PNG elements of these types and sizes.
        case icns([(type: String, pixels: Int)])
        case text(String)
        /// The layer's Android VectorDrawable (made by the caller, which
        /// found the layer expressible as one).
        case vectorDrawable
        /// The layer's SVG document itself (the web's favicon.svg).
        case svgDocument
        /// The layer's SVG document, and the `.dark` layer's where the
        /// reader prefers a dark colour scheme (ColorSchemeSVG).
        case colorSchemeSVG
    }
    /// Relative to the folder given to `iconset`.
    public let path: String
    public let content: Content
    /// Which drawing a PNG or drawable is made from.
    public let layer: IconLayer

    public init(path: String, content: Content, layer: IconLayer = .icon) {
        self.path = path; self.content = content; self.layer = layer
    }
}

/// The drawings an icon set's files are made from: the icon itself (for
/// Android, its layers stacked and cut to the visible square), an
/// adaptive icon's layers, and Android's legacy composites.
public enum IconLayer: Hashable, Sendable {
    case icon, foreground, background, monochrome
    /// iOS's dark and tinted appearances of the icon.
    case dark, tinted
    /// The web's maskable icon (the icon inside the safe zone, over the
    /// background) and its full-bleed opaque apple-touch-icon.
    case maskable, touch
    /// The composite in a rounded square, and in a circle (Android's
    /// `ic_launcher.png` and `ic_launcher_round.png`).
    case legacy, round
}

public enum IconSet {
    /// One entry of the classic iOS list: points, scale, idiom.
    struct LegacyEntry { let points: Double; let scale: Int; let idiom: String }

    static let legacyList: [LegacyEntry] =
        [(20.0, [2, 3]), (29, [2, 3]), (40, [2, 3]), (60, [2, 3])].flatMap { p, s in s.map { LegacyEntry(points: p, scale: $0, idiom: "iphone") } }
        + [(20.0, [1, 2]), (29, [1, 2]), (40, [1, 2]), (76, [1, 2]), (83.5, [2])].flatMap { p, s in s.map { LegacyEntry(points: p, scale: $0, idiom: "ipad") } }

    public static func files(platform: IconPlatform, name: String? = nil, legacy: Bool = false) -> [IconFile] {
        let name = name ?? platform.defaultName ?? ""
        switch platform {
        case .ios: return ios(name, legacy: legacy)
        case .macos:
            // The .icns itself (written directly), and the folder
            // `iconutil` reads, for a Mac that wants to make its own.
            let folder = "\(name).iconset"
            return [IconFile(path: "\(name).icns", content: .icns(AppleIconImage.elements))]
                + [16, 32, 128, 256, 512].flatMap { size in
                    [IconFile(path: "\(folder)/icon_\(size)x\(size).png", content: .png(size)),
                     IconFile(path: "\(folder)/icon_\(size)x\(size)@2x.png", content: .png(size * 2))]
                }
        case .android:
            return androidPossibleFiles(name)
        case .web: return web(dark: true)
        case .iconComposer: return iconComposerPossibleFiles(name)
        }
    }

    /// The web's icons (web.dev "Add a web app manifest", "Adaptive icon
    /// support in PWAs with maskable icons"; the HTML spec's `rel=icon`):
    /// favicon.ico for old browsers and tools, favicon.svg (the vector
    /// itself) for browsers that take one, the manifest's 192 and 512 px
    /// icons with `purpose` `any` and, full-bleed with the content in the
    /// central 80 % safe zone, `maskable`; apple-touch-icon.png opaque
    /// (iOS draws a touch icon's transparent parts black).
    /// `dark`: favicon.svg also holds the dark drawing.
    public static func web(dark: Bool) -> [IconFile] {
        var icons: [JSONValue] = []
        for (file, side, purpose) in [("icon-192.png", 192, "any"), ("icon-512.png", 512, "any"),
                                      ("icon-maskable-192.png", 192, "maskable"), ("icon-maskable-512.png", 512, "maskable")] {
            icons.append(.object([.init("src", .string(file)), .init("sizes", .string("\(side)x\(side)")),
                                  .init("type", .string("image/png")), .init("purpose", .string(purpose))]))
        }
        let manifest = "{\n  \"icons\": [\n" + icons.map { "    " + $0.compactText }.joined(separator: ",\n") + "\n  ]\n}\n"
        return [IconFile(path: "favicon.ico", content: .ico([16, 32, 48])),
                IconFile(path: "favicon.svg", content: dark ? .colorSchemeSVG : .svgDocument),
                IconFile(path: "icon-192.png", content: .png(192)),
                IconFile(path: "icon-512.png", content: .png(512)),
                IconFile(path: "icon-maskable-192.png", content: .opaquePNG(192), layer: .maskable),
                IconFile(path: "icon-maskable-512.png", content: .opaquePNG(512), layer: .maskable),
                IconFile(path: "apple-touch-icon.png", content: .opaquePNG(180), layer: .touch),
                IconFile(path: "manifest.webmanifest", content: .text(manifest))]
    }

    /// Xcode 16's single-size set: the 1024 icon in its three appearances
    /// (`appearances` entries of `luminosity` `dark` and `tinted`), each
    /// rendered at every size it is listed for; `legacy` adds the classic
    /// iPhone and iPad sizes of the light icon. Every icon but the dark one
    /// is opaque and written without an alpha channel; the dark one may be
    /// transparent (iOS draws its own dark background behind it).
    private static func ios(_ name: String, legacy: Bool) -> [IconFile] {
        let folder = "\(name).appiconset"
        var files: [IconFile] = []
        var images: [JSONValue] = []
        let appearances: [(IconLayer, String, String?)] = [(.icon, "", nil), (.dark, "-dark", "dark"), (.tinted, "-tinted", "tinted")]
        for (layer, suffix, appearance) in appearances {
            let file = "\(name)-1024\(suffix).png"
            files.append(IconFile(path: "\(folder)/\(file)", content: layer == .dark ? .png(1024) : .opaquePNG(1024), layer: layer))
            var members: [JSONValue.Member] = []
            if let appearance {
                members.append(.init("appearances", .array([jsonObject([("appearance", "luminosity"), ("value", appearance)])])))
            }
            members += [("filename", file), ("idiom", "universal"), ("platform", "ios"), ("size", "1024x1024")]
                .map { JSONValue.Member($0.0, .string($0.1)) }
            images.append(.object(members))
        }
        if legacy {
            for entry in legacyList {
                let points = entry.points == entry.points.rounded() ? "\(Int(entry.points))" : "\(entry.points)"
                let file = "\(name)-\(entry.idiom)-\(points)@\(entry.scale)x.png"
                files.append(IconFile(path: "\(folder)/\(file)", content: .opaquePNG(Int((entry.points * Double(entry.scale)).rounded()))))
                images.append(jsonObject([("filename", file), ("idiom", entry.idiom), ("scale", "\(entry.scale)x"),
                                          ("size", "\(points)x\(points)")]))
            }
        }
        let info = JSONValue.object([.init("author", .string("shapelua")), .init("version", .integer(1))])
        let contents = JSONValue.object([.init("images", .array(images)), .init("info", info)]).xcodeText() + "\n"
        files.append(IconFile(path: "\(folder)/Contents.json", content: .text(contents)))
        return files
    }

    /// One `images` entry (keys sorted, as Xcode writes them).
    private static func jsonObject(_ pairs: [(String, String)]) -> JSONValue {
        .object(pairs.map { JSONValue.Member($0.0, .string($0.1)) })
    }

    /// A Windows .ico holding the given PNGs (Vista+ reads PNG entries):
    /// a 6-byte ICONDIR (reserved 0, type 1, count), one 16-byte
    /// ICONDIRENTRY per image (width and height, 0 meaning 256; no palette;
    /// 1 plane; 32 bits per pixel; the PNG's length and offset), then the
    /// PNGs themselves; all little-endian (Microsoft's ICO format).
    public static func ico(_ images: [(size: Int, png: [UInt8])]) -> [UInt8] {
        func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF)] }
        func le32(_ v: Int) -> [UInt8] { le16(v & 0xFFFF) + le16((v >> 16) & 0xFFFF) }
        var out = le16(0) + le16(1) + le16(images.count)
        var offset = 6 + 16 * images.count
        for image in images {
            let side = UInt8(image.size >= 256 ? 0 : image.size)
            out += [side, side, 0, 0] + le16(1) + le16(32) + le32(image.png.count) + le32(offset)
            offset += image.png.count
        }
        for image in images { out += image.png }
        return out
    }
}
