/// Apple's icon container (`.icns`), written directly: Linux has no
/// `iconutil`. Layout (Apple Icon Image format, as documented publicly,
/// e.g. Wikipedia's "Apple Icon Image format" and relikd's icns-analysis):
/// the magic `icns`, the file's length as a big-endian UInt32, then one
/// element per image — its four-character type, its length including
/// these 8 bytes (big-endian UInt32), and the PNG itself. Every image is
/// a PNG: the types below hold PNG data since Mac OS X 10.7 / 10.8, which
/// is what `iconutil` writes from an `.iconset` folder.
public enum AppleIconImage {
    /// The element types and their pixel sizes, smallest first, in the
    /// `.iconset` names they correspond to: ic04 16 (16×16), ic05 32
    /// (32×32), ic11 32 (16×16@2x), ic12 64 (32×32@2x), ic07 128,
    /// ic13 256 (128×128@2x), ic08 256, ic14 512 (256×256@2x), ic09 512,
    /// ic10 1024 (512×512@2x).
    public static let elements: [(type: String, pixels: Int)] = [
        ("ic04", 16), ("ic05", 32), ("ic11", 32), ("ic12", 64), ("ic07", 128),
        ("ic13", 256), ("ic08", 256), ("ic14", 512), ("ic09", 512), ("ic10", 1024),
    ]

    /// The container holding `images` in the order given: (type, PNG bytes).
    public static func encode(_ images: [(type: String, png: [UInt8])]) -> [UInt8] {
        func be32(_ v: Int) -> [UInt8] { [UInt8((v >> 24) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        let total = 8 + images.reduce(0) { $0 + 8 + $1.png.count }
        var out = Array("icns".utf8) + be32(total)
        out.reserveCapacity(total)
        for image in images {
            precondition(image.type.utf8.count == 4, "an icns element type has four characters")
            out += Array(image.type.utf8) + be32(8 + image.png.count)
            out += image.png
        }
        return out
    }
}
