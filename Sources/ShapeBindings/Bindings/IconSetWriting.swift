import LuaBridge
import ShapeCore
import ShapeRaster

/// How `iconset` and `imageset` write a set of files: each file's bytes
/// made from the set's drawings (PNG at a size or scale, ICO, ICNS,
/// VectorDrawable, SVG, text), the whole set written by the `Exporter`
/// (`writeSet`: whole or not at all, each path reported as written), and
/// the list of paths (`dir .. "/" .. file`) returned to Lua.
/// The one writer of both, so the two functions cannot drift apart.
enum IconSetWriting {
    /// The `dir` argument: a path that is neither empty (which made the
    /// paths "/…": the set went into the root folder) nor the root folder.
    /// `what`: "an icon set", "an image set".
    static func folder(_ a: Args, _ label: String, what: String) throws -> String {
        let dir = try a.needPath(label)
        guard !dir.isEmpty else { throw a.context(label).valueError("\(label) is empty (\".\" is the working folder)") }
        guard ImageInput.absolutePath(dir) != "/" else {
            throw a.context(label).valueError("\(label) is the root folder; \(what) goes into a folder of its own")
        }
        return dir
    }

    /// `owned`: the folder the set owns whole (replaced with everything in
    /// it), already resolved; nil when the files share their folders.
    static func write(_ a: Args, _ files: [IconFile], targets: [String], base: String, owned: String?,
                      output: OutputHooks, drawings: IconSetDrawings) throws -> Int32 {
        func png(_ pixels: Int, _ file: IconFile) throws -> [UInt8] { try drawings.png(pixels, file.layer) }
        try Exporter(call: a.call).writeSet(targets, owned: owned, output) { write in
            for (file, target) in zip(files, targets) {
                let bytes: [UInt8]
                switch file.content {
                case .png(let pixels): bytes = try png(pixels, file)
                case .opaquePNG(let pixels): bytes = try drawings.png(pixels, file.layer, opaque: true)
                case .scaledPNG(let scale): bytes = try drawings.png(scale: scale, file.layer)
                case .ico(let sizes): bytes = IconSet.ico(try sizes.map { ($0, try png($0, file)) })
                case .icns(let elements): bytes = AppleIconImage.encode(try elements.map { ($0.type, try png($0.pixels, file)) })
                case .vectorDrawable: bytes = drawings.drawables[file.layer] ?? []
                case .svgDocument: bytes = try drawings.svg(file.layer)
                case .colorSchemeSVG: bytes = try ColorSchemeSVG.combine(light: try drawings.svg(file.layer), dark: try drawings.svg(.dark))
                case .text(let text): bytes = Array(text.utf8)
                }
                try write(bytes, target)
            }
        }
        let stack = a.stack
        stack.newTable(arrayCount: files.count)
        for (i, file) in files.enumerated() {
            stack.push(base + file.path)
            stack.rawSet(-2, index: i + 1)
        }
        return 1
    }
}
