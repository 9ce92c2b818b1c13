import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Turns an Android VectorDrawable back into SVG, for the pixel tests: an
/// independent reading of the format, sharing no code with shapelua's
/// writer. Semantics from Android's documentation of `<vector>`,
/// `<group>`, `<clip-path>`, `<path>` and `<gradient>`, and from
/// VectorDrawable's drawing code: a group's matrix is translate(−pivot),
/// scale, rotate, translate(translate + pivot); a `<clip-path>` clips the
/// siblings after it, to the end of its group; colours are `#AARRGGBB`
/// (or `#RRGGBB`); a path without `fillColor` is not filled; a sweep
/// gradient turns clockwise from +x. SVG has no sweep gradient, so one is
/// drawn as 1440 flat wedges seen through a mask of the path.
enum VectorDrawableReader {
    struct Failure: Error, CustomStringConvertible { var description: String }

    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []
        init(_ name: String, _ attributes: [String: String]) { self.name = name; self.attributes = attributes }
        func android(_ key: String) -> String? { attributes["android:" + key] }
        func number(_ key: String, _ fallback: Double) throws -> Double {
            guard let text = android(key) else { return fallback }
            guard let v = Double(text.hasSuffix("dp") ? String(text.dropLast(2)) : text) else {
                throw Failure(description: "\(name): \(key)=\"\(text)\" is not a number")
            }
            return v
        }
    }

    final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [Element] = [Element("", [:])]
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            let e = Element(name, attributes)
            stack.last!.children.append(e)
            stack.append(e)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
    }

    static func parse(_ xml: Data) throws -> Element {
        let parser = XMLParser(data: xml)
        let builder = TreeBuilder()
        parser.delegate = builder
        guard parser.parse(), let root = builder.stack.first?.children.first else {
            throw Failure(description: "not XML: \(parser.parserError.map { "\($0)" } ?? "?")")
        }
        guard root.name == "vector" else { throw Failure(description: "root is <\(root.name)>, not <vector>") }
        return root
    }

    /// `(r, g, b, a)` in 0...255 from `#AARRGGBB`, `#RRGGBB`, `#ARGB` or `#RGB`.
    static func color(_ text: String) throws -> (Int, Int, Int, Int) {
        var hex = Array(text.dropFirst())
        guard text.first == "#", hex.allSatisfy({ $0.isHexDigit }) else { throw Failure(description: "bad colour \(text)") }
        if hex.count == 3 || hex.count == 4 { hex = hex.flatMap { [$0, $0] } }
        if hex.count == 6 { hex = ["F", "F"] + hex }
        guard hex.count == 8 else { throw Failure(description: "bad colour \(text)") }
        let v = (0..<4).map { Int(String(hex[$0 * 2..<$0 * 2 + 2]), radix: 16)! }
        return (v[1], v[2], v[3], v[0])
    }

    /// The SVG document drawing what the drawable draws.
    static func svg(_ xml: Data) throws -> String {
        let root = try parse(xml)
        var w = Writer()
        let width = try root.number("width", 0), height = try root.number("height", 0)
        let vw = try root.number("viewportWidth", 0), vh = try root.number("viewportHeight", 0)
        guard width > 0, height > 0, vw > 0, vh > 0 else { throw Failure(description: "vector without a size") }
        w.out = "<g opacity=\"\(try root.number("alpha", 1))\">"
        try w.children(root.children)
        w.out += "</g>"
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(vw) \(vh)\"><defs>"
            + w.defs + "</defs>" + w.out + "</svg>\n"
    }

    struct Writer {
        var out = ""
        var defs = ""
        var ids = 0

        mutating func id(_ prefix: String) -> String { ids += 1; return "\(prefix)\(ids)" }

        /// Children of a vector or group: a clip-path wraps every sibling after it.
        mutating func children(_ list: [Element]) throws {
            var opened = 0
            for e in list {
                switch e.name {
                case "group": try group(e)
                case "path": try path(e)
                case "clip-path":
                    let clip = id("c")
                    defs += "<clipPath id=\"\(clip)\"><path d=\"\(e.android("pathData") ?? "")\"/></clipPath>"
                    out += "<g clip-path=\"url(#\(clip))\">"
                    opened += 1
                default: throw Failure(description: "unexpected <\(e.name)>")
                }
            }
            out += String(repeating: "</g>", count: opened)
        }

        mutating func group(_ e: Element) throws {
            let px = try e.number("pivotX", 0), py = try e.number("pivotY", 0)
            let tx = try e.number("translateX", 0), ty = try e.number("translateY", 0)
            let sx = try e.number("scaleX", 1), sy = try e.number("scaleY", 1), r = try e.number("rotation", 0)
            out += "<g transform=\"translate(\(tx + px) \(ty + py)) rotate(\(r)) scale(\(sx) \(sy)) translate(\(-px) \(-py))\">"
            try children(e.children)
            out += "</g>"
        }

        /// The paint of `key` ("fillColor"/"strokeColor"): an attribute, or
        /// an `aapt:attr` child holding a gradient.
        mutating func paint(_ e: Element, _ key: String) throws -> (paint: String, opacity: Double, sweep: Element?)? {
            if let text = e.android(key) {
                let (r, g, b, a) = try VectorDrawableReader.color(text)
                return ("rgb(\(r),\(g),\(b))", Double(a) / 255, nil)
            }
            guard let attr = e.children.first(where: { $0.name == "aapt:attr" && $0.attributes["name"] == "android:" + key }),
                  let gradient = attr.children.first(where: { $0.name == "gradient" }) else { return nil }
            let type = gradient.android("type") ?? "linear"
            if type == "sweep" { return ("", 1, gradient) }
            let gid = id("g")
            var stops = ""
            for item in gradient.children where item.name == "item" {
                let (r, g, b, a) = try VectorDrawableReader.color(item.android("color") ?? "#0000")
                stops += "<stop offset=\"\(try item.number("offset", 0))\" stop-color=\"rgb(\(r),\(g),\(b))\" stop-opacity=\"\(Double(a) / 255)\"/>"
            }
            if type == "linear" {
                defs += "<linearGradient id=\"\(gid)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(try gradient.number("startX", 0))\" y1=\"\(try gradient.number("startY", 0))\" x2=\"\(try gradient.number("endX", 0))\" y2=\"\(try gradient.number("endY", 0))\">\(stops)</linearGradient>"
            } else if type == "radial" {
                defs += "<radialGradient id=\"\(gid)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(try gradient.number("centerX", 0))\" cy=\"\(try gradient.number("centerY", 0))\" r=\"\(try gradient.number("gradientRadius", 0))\">\(stops)</radialGradient>"
            } else {
                throw Failure(description: "gradient type \(type)")
            }
            return ("url(#\(gid))", 1, nil)
        }

        mutating func path(_ e: Element) throws {
            let d = e.android("pathData") ?? ""
            let rule = e.android("fillType") == "evenOdd" ? "evenodd" : "nonzero"
            if let fill = try paint(e, "fillColor") {
                let alpha = fill.opacity * (try e.number("fillAlpha", 1))
                if let sweep = fill.sweep {
                    try wedges(sweep, alpha: alpha, mask: "<path d=\"\(d)\" fill=\"white\" fill-rule=\"\(rule)\"/>")
                } else {
                    out += "<path d=\"\(d)\" fill=\"\(fill.paint)\" fill-opacity=\"\(alpha)\" fill-rule=\"\(rule)\"/>"
                }
            }
            let width = try e.number("strokeWidth", 0)
            if width > 0, let stroke = try paint(e, "strokeColor") {
                let alpha = stroke.opacity * (try e.number("strokeAlpha", 1))
                let options = "stroke-width=\"\(width)\" stroke-linecap=\"\(e.android("strokeLineCap") ?? "butt")\" stroke-linejoin=\"\(e.android("strokeLineJoin") ?? "miter")\" stroke-miterlimit=\"\(try e.number("strokeMiterLimit", 4))\""
                if let sweep = stroke.sweep {
                    try wedges(sweep, alpha: alpha, mask: "<path d=\"\(d)\" fill=\"none\" stroke=\"white\" \(options)/>")
                } else {
                    out += "<path d=\"\(d)\" fill=\"none\" stroke=\"\(stroke.paint)\" stroke-opacity=\"\(alpha)\" \(options)/>"
                }
            }
        }

        /// A sweep gradient: wedges of a quarter degree, each the colour at
        /// its middle angle (items mixed linearly, straight alpha), seen
        /// through `mask`.
        mutating func wedges(_ g: Element, alpha: Double, mask: String) throws {
            let cx = try g.number("centerX", 0), cy = try g.number("centerY", 0)
            var items: [(Double, (Int, Int, Int, Int))] = []
            for item in g.children where item.name == "item" {
                items.append((try item.number("offset", 0), try VectorDrawableReader.color(item.android("color") ?? "#0000")))
            }
            func colorAt(_ t: Double) -> (Double, Double, Double, Double) {
                func d(_ c: (Int, Int, Int, Int)) -> (Double, Double, Double, Double) { (Double(c.0), Double(c.1), Double(c.2), Double(c.3)) }
                if t <= items[0].0 { return d(items[0].1) }
                for i in 1..<items.count where t < items[i].0 {
                    let (t0, a) = items[i - 1], (t1, b) = items[i]
                    let k = t1 > t0 ? (t - t0) / (t1 - t0) : 1
                    let (a0, a1, a2, a3) = d(a), (b0, b1, b2, b3) = d(b)
                    return (a0 + (b0 - a0) * k, a1 + (b1 - a1) * k, a2 + (b2 - a2) * k, a3 + (b3 - a3) * k)
                }
                return d(items[items.count - 1].1)
            }
            let mid = id("m")
            defs += "<mask id=\"\(mid)\" maskUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\">\(mask)</mask>"
            out += "<g mask=\"url(#\(mid))\" opacity=\"\(alpha)\"><g shape-rendering=\"crispEdges\">"
            let n = 1440, reach = 100000.0
            for k in 0..<n {
                let a0 = Double(k) / Double(n) * 2 * .pi, a1 = Double(k + 1) / Double(n) * 2 * .pi
                let c = colorAt((Double(k) + 0.5) / Double(n))
                out += "<path d=\"M\(cx) \(cy)L\(cx + reach * cos(a0)) \(cy + reach * sin(a0))L\(cx + reach * cos(a1)) \(cy + reach * sin(a1))Z\" fill=\"rgb(\(Int(c.0.rounded())),\(Int(c.1.rounded())),\(Int(c.2.rounded())))\" fill-opacity=\"\(c.3 / 255)\"/>"
            }
            out += "</g></g>"
        }
    }
}
