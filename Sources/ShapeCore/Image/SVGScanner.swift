/// Just enough XML to find an SVG file's root element: skips the byte order
/// mark, the XML declaration, comments, processing instructions and the
/// DOCTYPE (with an internal subset), then reads the root start tag's
/// attributes. Entity references in attribute values are left as they are.
struct SVGScanner {
    struct StartTag {
        var name: String
        var attributes: [String: String]
        var selfClosing: Bool
        /// The name without a namespace prefix ("svg:svg" → "svg").
        var localName: Substring { name.split(separator: ":").last ?? Substring(name) }
    }

    private let bytes: [UInt8]
    private var i: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The bytes after the root start tag.
    var rest: ArraySlice<UInt8> { bytes[min(i, bytes.count)...] }

    mutating func rootStartTag() throws(ImageError) -> StartTag {
        while true {
            skipSpaces()
            guard i < bytes.count else { throw truncated("no root element") }
            guard bytes[i] == UInt8(ascii: "<") else { throw corrupt("text before the root element at byte \(i)") }
            if starts(with: "<?") {
                try skip(past: "?>", "a processing instruction")
            } else if starts(with: "<!--") {
                try skip(past: "-->", "a comment")
            } else if starts(with: "<!DOCTYPE") {
                try skipDoctype()
            } else if starts(with: "<!") {
                throw corrupt("unexpected <! at byte \(i)")
            } else {
                i += 1
                return try startTag()
            }
        }
    }

    private mutating func startTag() throws(ImageError) -> StartTag {
        let name = name()
        guard !name.isEmpty else { throw corrupt("a tag without a name at byte \(i)") }
        var attributes: [String: String] = [:]
        while true {
            skipSpaces()
            guard i < bytes.count else { throw truncated("the data ends inside <\(name)>") }
            if bytes[i] == UInt8(ascii: ">") { i += 1; return StartTag(name: name, attributes: attributes, selfClosing: false) }
            if starts(with: "/>") { i += 2; return StartTag(name: name, attributes: attributes, selfClosing: true) }
            let attribute = self.name()
            guard !attribute.isEmpty else { throw corrupt("bad attribute syntax in <\(name)> at byte \(i)") }
            skipSpaces()
            guard i < bytes.count else { throw truncated("the data ends inside <\(name)>") }
            guard bytes[i] == UInt8(ascii: "=") else { throw corrupt("attribute \(attribute) has no value") }
            i += 1
            skipSpaces()
            guard i < bytes.count else { throw truncated("the data ends inside <\(name)>") }
            let quote = bytes[i]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw corrupt("attribute \(attribute) is not quoted")
            }
            i += 1
            let start = i
            while i < bytes.count, bytes[i] != quote { i += 1 }
            guard i < bytes.count else { throw truncated("the data ends inside attribute \(attribute)") }
            attributes[attribute] = String(decoding: bytes[start..<i], as: UTF8.self)
            i += 1
        }
    }

    /// An XML name: everything up to a space, "=", ">", "/" (good enough
    /// for well-formed files; a malformed one fails on what follows).
    private mutating func name() -> String {
        let start = i
        while i < bytes.count {
            let b = bytes[i]
            if SVGHeader.isSpace(b) || b == UInt8(ascii: "=") || b == UInt8(ascii: ">") || b == UInt8(ascii: "/")
                || b == UInt8(ascii: "<") || b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") { break }
            i += 1
        }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    /// <!DOCTYPE ...> possibly with [ internal subset ] holding ">" inside.
    private mutating func skipDoctype() throws(ImageError) {
        var depth = 0
        var quote: UInt8? = nil
        while i < bytes.count {
            let b = bytes[i]
            i += 1
            if let q = quote { if b == q { quote = nil }; continue }
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = b
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where depth <= 0: return
            default: break
            }
        }
        throw truncated("the data ends inside the DOCTYPE")
    }

    private mutating func skip(past end: String, _ what: String) throws(ImageError) {
        let needle = Array(end.utf8)
        while i + needle.count <= bytes.count {
            if bytes[i..<i + needle.count].elementsEqual(needle) { i += needle.count; return }
            i += 1
        }
        throw truncated("the data ends inside \(what)")
    }

    private func starts(with text: String) -> Bool {
        bytes[min(i, bytes.count)...].starts(with: text.utf8)
    }

    private mutating func skipSpaces() {
        while i < bytes.count, SVGHeader.isSpace(bytes[i]) { i += 1 }
    }

    private func corrupt(_ detail: String) -> ImageError { ImageError(.corrupt, .svg, detail) }
    private func truncated(_ detail: String) -> ImageError { ImageError(.truncated, .svg, detail) }
}
