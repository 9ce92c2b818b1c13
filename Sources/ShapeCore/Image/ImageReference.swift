/// `Image{path=, embed=false}`: an image written as a reference to its file
/// instead of a data URI (docs/API.md). The reference is relative to the folder
/// of the SVG document, so the document and its images can move together.
public enum ImageReference {
    /// Files up to this size are embedded as data URIs. Past about 7.5 MB
    /// of attribute text libxml2 (and so librsvg) refuses the document
    /// ("AttValue length too long"); 6 MiB of bytes is 8 MiB of Base64, so
    /// the limit is on the file and leaves room (docs/API.md).
    public static let embeddingLimit = 6 * 1_048_576

    /// The `href` for the image file `file` in a document in `folder`, both
    /// absolute and normalized (no `.`, `..` or repeated `/`): the relative
    /// path from one to the other, each segment percent-encoded (RFC 3986
    /// §2: everything but unreserved characters and sub-delimiters that are
    /// safe in a path). Without a folder the file's absolute path is used.
    public static func href(for file: String, documentFolder folder: String?) -> String {
        let target = segments(file)
        guard let folder else { return "/" + target.map(encode).joined(separator: "/") }
        let base = segments(folder)
        var common = 0
        while common < base.count, common < target.count - 1, base[common] == target[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        return (up + target[common...].map(encode)).joined(separator: "/")
    }

    private static func segments(_ path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Unreserved characters (ALPHA DIGIT - . _ ~) and the sub-delimiters
    /// that need no escaping in a path segment of an XML attribute.
    private static let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$'()*+,;=@".utf8)
    private static let hex = Array("0123456789ABCDEF".utf8)

    static func encode(_ segment: Substring) -> String {
        var out: [UInt8] = []
        for byte in segment.utf8 {
            if kept.contains(byte) {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
