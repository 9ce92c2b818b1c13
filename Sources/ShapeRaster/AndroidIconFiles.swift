/// Android's launcher icon files (developer.android.com, "Adaptive icons"
/// and "Create app icons"; the layout Android Studio's Image Asset wizard
/// writes): the adaptive icon (API 26+) as `mipmap-anydpi-v26` XML naming
/// its layers, each layer a VectorDrawable where it can be one, else a PNG
/// per density; the legacy square and round PNGs for older launchers; the
/// 512 px Play Store icon.
extension IconSet {
    /// Density buckets and their scale from dp to pixels.
    public static let androidDensities: [(name: String, scale: Double)] =
        [("mdpi", 1), ("hdpi", 1.5), ("xhdpi", 2), ("xxhdpi", 3), ("xxxhdpi", 4)]

    /// An Android resource name: lower-case ASCII letters, digits and
    /// '_', starting with a letter (aapt2 refuses others).
    public static func isAndroidResourceName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// The files, for layers of which `vectorLayers` are drawables (the
    /// others are PNGs per density). Without a monochrome layer of its
    /// own, the adaptive icon names the foreground as its monochrome
    /// layer: a themed launcher uses only a monochrome layer's alpha, so
    /// the foreground's silhouette is what it shows.
    public static func android(_ name: String, vectorLayers: Set<IconLayer>, monochrome: Bool) -> [IconFile] {
        let layers: [(IconLayer, String)] = [(.foreground, "foreground"), (.background, "background")]
            + (monochrome ? [(.monochrome, "monochrome")] : [])
        var files: [IconFile] = []
        var references: [IconLayer: String] = [:]
        var layerFiles: [IconFile] = []
        for (layer, suffix) in layers {
            let resource = "\(name)_\(suffix)"
            if vectorLayers.contains(layer) {
                // drawable-v24: inline gradients (aapt:attr) need API 24,
                // as Android Studio's own vector layers are placed.
                references[layer] = "@drawable/\(resource)"
                layerFiles.append(IconFile(path: "drawable-v24/\(resource).xml", content: .vectorDrawable, layer: layer))
            } else {
                references[layer] = "@mipmap/\(resource)"
                for d in androidDensities {
                    layerFiles.append(IconFile(path: "mipmap-\(d.name)/\(resource).png",
                                               content: .png(Int((108 * d.scale).rounded())), layer: layer))
                }
            }
        }
        let xml = adaptiveIconXML(background: references[.background]!, foreground: references[.foreground]!,
                                  monochrome: references[.monochrome] ?? references[.foreground]!)
        files.append(IconFile(path: "mipmap-anydpi-v26/\(name).xml", content: .text(xml)))
        files.append(IconFile(path: "mipmap-anydpi-v26/\(name)_round.xml", content: .text(xml)))
        files += layerFiles
        for d in androidDensities {
            files.append(IconFile(path: "mipmap-\(d.name)/\(name).png", content: .png(Int((48 * d.scale).rounded())), layer: .legacy))
        }
        for d in androidDensities {
            files.append(IconFile(path: "mipmap-\(d.name)/\(name)_round.png", content: .png(Int((48 * d.scale).rounded())), layer: .round))
        }
        files.append(IconFile(path: "playstore-icon.png", content: .png(512)))
        return files
    }

    /// Every file an Android set of `name` may write, whichever layers turn
    /// out to be drawables and whether a monochrome layer is given: what
    /// `iconset` resolves and claims (shards, docs/BATCH.md) before it
    /// renders; the files written are `android(...)`'s, a part of these.
    static func androidPossibleFiles(_ name: String) -> [IconFile] {
        var seen = Set<String>()
        return (android(name, vectorLayers: [.foreground, .background, .monochrome], monochrome: true)
                + android(name, vectorLayers: [], monochrome: true)).filter { seen.insert($0.path).inserted }
    }

    /// The `<adaptive-icon>` resource. The references are resource names
    /// checked by `isAndroidResourceName`, so nothing needs escaping.
    static func adaptiveIconXML(background: String, foreground: String, monochrome: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
            <background android:drawable="\(background)"/>
            <foreground android:drawable="\(foreground)"/>
            <monochrome android:drawable="\(monochrome)"/>
        </adaptive-icon>

        """
    }
}
