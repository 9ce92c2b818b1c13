/// SVG: the intrinsic size from the root element's width and height, or
/// its viewBox (SVG 2 §8.2; CSS Values 4 for the absolute units). Only the
/// prolog and the root start tag are parsed; the rest is checked for the
/// root's end tag so that a cut-off file is refused.
enum SVGHeader {
    static func size(of bytes: [UInt8]) throws(ImageError) -> Size {
        var scanner = SVGScanner(bytes)
        let root = try scanner.rootStartTag()
        guard root.localName == "svg" else {
            throw ImageError(.corrupt, .svg, "the root element is <\(root.name)>, not <svg>")
        }
        if !root.selfClosing, !scanner.rest.containsEndTag(root.name) {
            throw ImageError(.truncated, .svg, "no </\(root.name)> end tag")
        }
        let width = try length(root.attributes["width"], "width")
        let height = try length(root.attributes["height"], "height")
        let viewBox = try root.attributes["viewBox"].map { v throws(ImageError) in try parseViewBox(v) }
        switch (width, height, viewBox) {
        case let (w?, h?, _): return Size(w, h)
        case let (w?, nil, box?): return Size(w, w * box.height / box.width)
        case let (nil, h?, box?): return Size(h * box.width / box.height, h)
        case let (nil, nil, box?): return box
        default:
            throw ImageError(.noSize, .svg, "the <svg> element needs width and height in px or absolute units, or a viewBox")
        }
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    /// A length in px, or nil when absent or relative (%, em, ex, auto):
    /// those depend on where the SVG is used, so the viewBox decides.
    static func length(_ text: String?, _ name: String) throws(ImageError) -> Double? {
        guard let text else { return nil }
        let trimmed = text.trimmedSpaces
        guard let (value, unit) = splitNumber(trimmed) else {
            if trimmed == "auto" || trimmed.isEmpty { return nil }
            throw ImageError(.corrupt, .svg, "\(name)=\"\(text)\" is not a length")
        }
        let pxPerUnit: Double
        switch unit {
        case "", "px": pxPerUnit = 1
        case "pt": pxPerUnit = 96.0 / 72
        case "pc": pxPerUnit = 16
        case "in": pxPerUnit = 96
        case "cm": pxPerUnit = 96 / 2.54
        case "mm": pxPerUnit = 96 / 25.4
        case "Q": pxPerUnit = 96 / 101.6
        case "%", "em", "ex", "rem", "ch", "vw", "vh": return nil
        default: throw ImageError(.corrupt, .svg, "\(name)=\"\(text)\" has an unknown unit")
        }
        let px = value * pxPerUnit
        guard px.isFinite, px >= 0 else { throw ImageError(.corrupt, .svg, "\(name)=\"\(text)\" is negative or too large") }
        return px
    }

    /// "min-x min-y width height", separated by spaces and/or a comma;
    /// width and height must be positive (SVG 2 §8.7).
    static func parseViewBox(_ text: String) throws(ImageError) -> Size {
        let parts = text.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let numbers = parts.compactMap { part -> Double? in
            guard let (v, unit) = splitNumber(String(part)), unit.isEmpty, v.isFinite else { return nil }
            return v
        }
        guard parts.count == 4, numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else {
            throw ImageError(.corrupt, .svg, "viewBox=\"\(text)\" is not four numbers with a positive width and height")
        }
        return Size(numbers[2], numbers[3])
    }

    /// Splits "12.5mm" into (12.5, "mm"): a CSS number (sign, digits, point,
    /// exponent) and whatever follows it.
    static func splitNumber(_ text: String) -> (Double, Substring)? {
        let chars = Array(text.utf8)
        var i = 0
        if i < chars.count, chars[i] == UInt8(ascii: "+") || chars[i] == UInt8(ascii: "-") { i += 1 }
        var digits = 0
        while i < chars.count, (48...57).contains(chars[i]) { i += 1; digits += 1 }
        if i < chars.count, chars[i] == UInt8(ascii: ".") {
            i += 1
            while i < chars.count, (48...57).contains(chars[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if i < chars.count, chars[i] == UInt8(ascii: "e") || chars[i] == UInt8(ascii: "E") {
            var j = i + 1
            if j < chars.count, chars[j] == UInt8(ascii: "+") || chars[j] == UInt8(ascii: "-") { j += 1 }
            if j < chars.count, (48...57).contains(chars[j]) {
                while j < chars.count, (48...57).contains(chars[j]) { j += 1 }
                i = j
            }
        }
        guard let value = Double(String(decoding: chars[0..<i], as: UTF8.self)) else { return nil }
        let unitStart = text.utf8.index(text.utf8.startIndex, offsetBy: i)
        return (value, text[unitStart...])
    }
}

private extension String {
    var trimmedSpaces: String {
        let bytes = Array(utf8)
        var start = 0, end = bytes.count
        while start < end, SVGHeader.isSpace(bytes[start]) { start += 1 }
        while end > start, SVGHeader.isSpace(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

private extension ArraySlice where Element == UInt8 {
    /// Whether "</name" followed by optional spaces and ">" occurs.
    func containsEndTag(_ name: String) -> Bool {
        let needle = Array("</\(name)".utf8)
        guard count >= needle.count else { return false }
        var i = startIndex
        while i + needle.count <= endIndex {
            if self[i] == needle[0], self[i..<i + needle.count].elementsEqual(needle) {
                var j = i + needle.count
                while j < endIndex, SVGHeader.isSpace(self[j]) { j += 1 }
                if j < endIndex, self[j] == UInt8(ascii: ">") { return true }
            }
            i += 1
        }
        return false
    }
}
