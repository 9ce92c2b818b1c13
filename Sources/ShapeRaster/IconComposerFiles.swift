import ShapeCore

/// Apple's Icon Composer bundle (iOS 26, macOS 26, "Liquid Glass"):
/// a folder `NAME.icon` holding `icon.json` and the layer images in
/// `Assets/`. Apple publishes no schema; the keys, types and values used
/// here are the facts of the unofficial one reverse-engineered from
/// Icon Composer's own files (dfabulich/unofficial-apple-icon-composer-json-schema,
/// and giginet/apple-icon-composer-skill's extension of it): the document
/// requires `groups` and `supported-platforms`; each group lists `layers`
/// front first; a layer has a `name` and an `image-name` in `Assets/`,
/// with per-appearance `-specializations` entries (`appearance` `dark`
/// or `tinted`, a `value`); a fill is a colour object (`solid`, sRGB
/// `srgb:r,g,b,a`) or a keyword (`automatic`: the system's light and dark
/// backgrounds). Every layer here is an SVG of the 1024-point canvas;
/// the glass, shadow and translucency are left to the system's defaults
/// (Icon Composer's own for a new group), which it draws itself.
extension IconSet {
    /// The icon's background: the system's (`automatic`), a colour
    /// (`fill.solid`), or a drawing of its own (a layer at the back).
    public enum IconComposerBackground: Equatable, Sendable {
        case automatic, solid(Color), layer
    }

    /// The bundle's files. `dark` and `tinted`: whether those appearances
    /// have a foreground of their own (else the system derives them from
    /// the light one, as Icon Composer does when a document gives none).
    public static func iconComposer(_ name: String, background: IconComposerBackground, dark: Bool, tinted: Bool) -> [IconFile] {
        let folder = "\(name).icon"
        var files: [IconFile] = []
        var foreground: [JSONValue.Member] = [.init("image-name", .string("foreground.svg")), .init("name", .string("foreground"))]
        files.append(IconFile(path: "\(folder)/Assets/foreground.svg", content: .svgDocument, layer: .foreground))
        var variants: [JSONValue] = []
        for (given, layer, appearance) in [(dark, IconLayer.dark, "dark"), (tinted, IconLayer.tinted, "tinted")] where given {
            let file = "foreground-\(appearance).svg"
            files.append(IconFile(path: "\(folder)/Assets/\(file)", content: .svgDocument, layer: layer))
            variants.append(.object([.init("appearance", .string(appearance)), .init("value", .string(file))]))
        }
        // Keys sorted, as Icon Composer writes them.
        if !variants.isEmpty { foreground.insert(.init("image-name-specializations", .array(variants)), at: 1) }
        var groups: [JSONValue] = [group("Foreground", layer: foreground, shadow: "neutral")]
        if background == .layer {
            files.append(IconFile(path: "\(folder)/Assets/background.svg", content: .svgDocument, layer: .background))
            // Glass off: the background is the plate the glass sits on.
            let layer: [JSONValue.Member] = [.init("glass", .boolean(false)), .init("image-name", .string("background.svg")),
                                             .init("name", .string("background"))]
            groups.append(group("Background", layer: layer, shadow: "none"))
        }
        let fill: JSONValue
        switch background {
        case .solid(let c): fill = .object([.init("solid", .string(colorText(c)))])
        case .automatic, .layer: fill = .string("automatic")
        }
        let document = JSONValue.object([
            .init("fill", fill),
            .init("groups", .array(groups)),
            .init("supported-platforms", .object([.init("squares", .string("shared"))])),
        ])
        files.append(IconFile(path: "\(folder)/icon.json", content: .text(document.xcodeText() + "\n")))
        return files
    }

    /// Every file a bundle of `name` may write, whatever its options: what
    /// `iconset` claims for a shard before it knows them all.
    static func iconComposerPossibleFiles(_ name: String) -> [IconFile] {
        iconComposer(name, background: .layer, dark: true, tinted: true)
    }

    /// One group of one layer, with Icon Composer's defaults for a new
    /// group's shadow and translucency.
    private static func group(_ name: String, layer: [JSONValue.Member], shadow: String) -> JSONValue {
        .object([
            .init("layers", .array([.object(layer)])),
            .init("name", .string(name)),
            .init("shadow", .object([.init("kind", .string(shadow)), .init("opacity", .number(shadow == "none" ? 0 : 0.5))])),
            .init("translucency", .object([.init("enabled", .boolean(shadow != "none")), .init("value", .number(0.5))])),
        ])
    }

    /// `srgb:r,g,b,a`, five decimals, as Icon Composer writes colours.
    static func colorText(_ c: Color) -> String {
        func component(_ x: Double) -> String {
            let scaled = Int((x * 100_000).rounded())
            let text = String(scaled % 100_000)
            return "\(scaled / 100_000)." + String(repeating: "0", count: 5 - text.count) + text
        }
        return "srgb:" + [c.red, c.green, c.blue, c.opacity].map(component).joined(separator: ",")
    }
}
