/// One SVG document that draws one drawing in a light colour scheme and
/// another in a dark one, through the document's own `<style>` and the
/// `prefers-color-scheme` media query (Media Queries 5): what browsers
/// read in an SVG favicon (`<link rel="icon" type="image/svg+xml">`),
/// which follows the browser's or the system's scheme. A reader without
/// media queries shows the light drawing.
///
/// Both inputs are documents of shapelua's SVG writer of the same size.
/// The dark drawing's ids get a prefix so they cannot meet the light
/// one's: the writer writes an id only as ` id="…"` on a definition and
/// refers to one only as `="url(#…)"`, and escapes every `"` in text and
/// attribute values, so those byte sequences occur nowhere else.
public enum ColorSchemeSVG {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    static let style = "<style>.dark{display:none}@media (prefers-color-scheme:dark){.light{display:none}.dark{display:inline}}</style>"
    static let darkPrefix = "dark-"

    public static func combine(light: [UInt8], dark: [UInt8]) throws -> [UInt8] {
        let (root, lightBody) = try split(light)
        let darkBody = renamed(try split(dark).body)
        return root + Array(style.utf8) + Array("<g class=\"light\">".utf8) + lightBody
            + Array("</g><g class=\"dark\">".utf8) + darkBody + Array("</g></svg>\n".utf8)
    }

    /// The root element's start tag and what is inside the root element.
    static func split(_ svg: [UInt8]) throws -> (root: [UInt8], body: [UInt8]) {
        guard svg.starts(with: Array("<svg ".utf8)), let close = svg.firstIndex(of: UInt8(ascii: ">")) else {
            throw Failure(description: "not an SVG document of shapelua's")
        }
        // An empty drawing is written as one empty element: `<svg …/>`.
        if close > 0, svg[close - 1] == UInt8(ascii: "/") {
            return (Array(svg[..<(close - 1)]) + [UInt8(ascii: ">")], [])
        }
        var end = svg.endIndex
        while end > close, svg[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        let closing = Array("</svg>".utf8)
        guard end - close - 1 >= closing.count, Array(svg[(end - closing.count)..<end]) == closing else {
            throw Failure(description: "an SVG document without its closing tag")
        }
        return (Array(svg[...close]), Array(svg[(close + 1)..<(end - closing.count)]))
    }

    /// `body` with every id and every reference to one prefixed.
    static func renamed(_ body: [UInt8]) -> [UInt8] {
        let patterns = [Array(" id=\"".utf8), Array("=\"url(#".utf8)]
        let prefix = Array(darkPrefix.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(body.count + 256)
        var i = 0
        outer: while i < body.count {
            for pattern in patterns where body[i] == pattern[0] && i + pattern.count <= body.count
                && body[i..<(i + pattern.count)].elementsEqual(pattern) {
                out += pattern + prefix
                i += pattern.count
                continue outer
            }
            out.append(body[i])
            i += 1
        }
        return out
    }
}
