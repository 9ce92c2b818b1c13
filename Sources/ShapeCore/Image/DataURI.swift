/// Base64 (RFC 4648 §4, with padding) and `data:` URIs (RFC 2397) written
/// straight into a byte buffer, for embedding images in SVG output.
public enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The length of the encoding of `count` bytes.
    public static func encodedCount(_ count: Int) -> Int { (count + 2) / 3 * 4 }

    /// Appends the Base64 encoding of `bytes` to `out`.
    public static func append<Bytes: Collection>(_ bytes: Bytes, to out: inout [UInt8]) where Bytes.Element == UInt8 {
        out.reserveCapacity(out.count + encodedCount(bytes.count))
        var iterator = bytes.makeIterator()
        while let a = iterator.next() {
            let b = iterator.next(), c = iterator.next()
            let group = UInt32(a) << 16 | UInt32(b ?? 0) << 8 | UInt32(c ?? 0)
            out.append(alphabet[Int(group >> 18 & 63)])
            out.append(alphabet[Int(group >> 12 & 63)])
            out.append(b == nil ? UInt8(ascii: "=") : alphabet[Int(group >> 6 & 63)])
            out.append(c == nil ? UInt8(ascii: "=") : alphabet[Int(group & 63)])
        }
    }
}

public enum DataURI {
    /// Appends "data:<mime type>;base64,<bytes>" to `out`.
    public static func append<Bytes: Collection>(_ bytes: Bytes, format: ImageFormat, to out: inout [UInt8])
    where Bytes.Element == UInt8 {
        out.append(contentsOf: "data:\(format.mimeType);base64,".utf8)
        Base64.append(bytes, to: &out)
    }
}
