import ShapeCore

/// Any image (not an app icon) at every density a platform asks for, the
/// view's own size being 1× (points on Apple's platforms, dp on
/// Android's): an Xcode asset catalog image set (`NAME.imageset` with
/// `Contents.json` listing the 1x/2x/3x PNGs as Xcode writes a universal
/// image set; macOS has no 3x displays, so its set stops at 2x), or
/// Android's density buckets (`drawable-mdpi` 1× … `drawable-xxxhdpi` 4×,
/// developer.android.com "Support different pixel densities").
public enum ImageSetPlatform: String, CaseIterable, Sendable {
    case ios, macos, android
}

extension IconSet {
    public static func imageSet(platform: ImageSetPlatform, name: String) -> [IconFile] {
        switch platform {
        case .android:
            return androidDensities.map { IconFile(path: "drawable-\($0.name)/\(name).png", content: .scaledPNG($0.scale)) }
        case .ios, .macos:
            let folder = "\(name).imageset"
            var files: [IconFile] = []
            var images: [JSONValue] = []
            for scale in platform == .ios ? [1, 2, 3] : [1, 2] {
                let file = scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png"
                files.append(IconFile(path: "\(folder)/\(file)", content: .scaledPNG(Double(scale))))
                images.append(.object([.init("filename", .string(file)), .init("idiom", .string("universal")),
                                       .init("scale", .string("\(scale)x"))]))
            }
            let info = JSONValue.object([.init("author", .string("shapelua")), .init("version", .integer(1))])
            let contents = JSONValue.object([.init("images", .array(images)), .init("info", info)]).xcodeText() + "\n"
            files.append(IconFile(path: "\(folder)/Contents.json", content: .text(contents)))
            return files
        }
    }
}
