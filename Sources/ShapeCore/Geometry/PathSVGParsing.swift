#if canImport(Glibc)
import Glibc
#endif

/// SVG path data parsing (SVG 1.1 §8.3, SVG 2 path grammar): every
/// command, absolute and relative, implicit repeats, `S`/`T` reflection,
/// arcs via the endpoint → centre conversion of SVG 1.1 appendix F.6.5
/// with out-of-range radii scaled up as F.6.6 says.
extension Path {
    /// Parses SVG path data; a malformed string throws
    /// `GeometryError.badPathData(offset:message:)` with the byte offset of
    /// the first bad character.
    public init(svgPathData text: String) throws {
        self.init()
        var parser = SVGPathParser(bytes: Array(text.utf8))
        try parser.parse(into: &self)
    }
}

struct SVGPathParser {
    let bytes: [UInt8]
    var i = 0
    init(bytes: [UInt8]) { self.bytes = bytes }

    func fail(_ message: String, at offset: Int? = nil) -> GeometryError {
        .badPathData(offset: offset ?? i, message: message)
    }

    mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 32 || bytes[i] == 9 || bytes[i] == 10 || bytes[i] == 13 || bytes[i] == 12 { i += 1 }
    }
    mutating func skipSeparator() {
        skipSpace()
        if i < bytes.count && bytes[i] == UInt8(ascii: ",") { i += 1; skipSpace() }
    }
    func startsNumber() -> Bool {
        guard i < bytes.count else { return false }
        let c = bytes[i]
        return (c >= 48 && c <= 57) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
    }

    mutating func number() throws -> Double {
        skipSpace()
        let start = i
        if i < bytes.count && (bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+")) { i += 1 }
        var digits = 0
        while i < bytes.count && bytes[i] >= 48 && bytes[i] <= 57 { i += 1; digits += 1 }
        if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count && bytes[i] >= 48 && bytes[i] <= 57 { i += 1; digits += 1 }
        }
        guard digits > 0 else {
            let at = i < bytes.count && digits == 0 && i > start ? i : start
            throw fail(i >= bytes.count ? "expected a number, found the end" : "expected a number", at: at)
        }
        if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
            let save = i
            i += 1
            if i < bytes.count && (bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+")) { i += 1 }
            var expDigits = 0
            while i < bytes.count && bytes[i] >= 48 && bytes[i] <= 57 { i += 1; expDigits += 1 }
            if expDigits == 0 { throw fail("bad exponent", at: i < bytes.count ? i : save) }
        }
        guard let v = Double(String(decoding: bytes[start..<i], as: UTF8.self)), v.isFinite else {
            throw fail("number out of range", at: start)
        }
        skipSeparator()
        return v
    }
    mutating func flag() throws -> Bool {
        skipSpace()
        guard i < bytes.count, bytes[i] == 48 || bytes[i] == 49 else { throw fail("expected an arc flag 0 or 1") }
        let f = bytes[i] == 49
        i += 1
        skipSeparator()
        return f
    }
    mutating func pair(_ relative: Bool, _ current: Point) throws -> Point {
        let x = try number(), y = try number()
        return relative ? Point(current.x + x, current.y + y) : Point(x, y)
    }

    mutating func parse(into path: inout Path) throws {
        var current = Point.zero, start = Point.zero
        var lastControl: Point? = nil   // for S
        var lastQuadControl: Point? = nil // for T
        var command: UInt8 = 0
        var overflowAt: Int? = nil
        skipSpace()
        if i >= bytes.count { return }
        while true {
            skipSpace()
            if i >= bytes.count {
                if let at = overflowAt { throw fail("numbers too large", at: at) }
                return
            }
            let c = bytes[i]
            let letter = (c | 0x20)
            if (c >= 65 && c <= 90) || (c >= 97 && c <= 122) {
                guard "mzlhvcsqta".utf8.contains(letter) else { throw fail("unknown command '\(Character(UnicodeScalar(c)))'") }
                if command == 0 && letter != UInt8(ascii: "m") { throw fail("path data must start with M or m") }
                command = c
                i += 1
                skipSpace()
            } else if command == 0 {
                throw fail("path data must start with M or m")
            } else if !startsNumber() {
                throw fail("unexpected character")
            } else if (command | 0x20) == UInt8(ascii: "z") {
                throw fail("unexpected number after Z")
            }
            let rel = command >= 97
            let commandOffset = i
            let pointsBefore = path.points.count
            defer {
                // Finite numbers can still overflow (arc radii near 1e308):
                // refuse rather than write nan.
                if path.points.count > pointsBefore && !path.points[pointsBefore...].allSatisfy({ $0.isFinite }) {
                    overflowAt = overflowAt ?? commandOffset
                }
            }
            if let at = overflowAt { throw fail("numbers too large", at: at) }
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                let p = try pair(rel, current)
                path.move(to: p); current = p; start = p
                // Further pairs are implicit line-tos (SVG rule).
                command = rel ? UInt8(ascii: "l") : UInt8(ascii: "L")
                lastControl = nil; lastQuadControl = nil
                continue
            case UInt8(ascii: "z"):
                path.closeSubpath(); current = start
                lastControl = nil; lastQuadControl = nil
                skipSpace()
                continue
            case UInt8(ascii: "l"):
                let p = try pair(rel, current)
                path.addLine(to: p); current = p
                lastControl = nil; lastQuadControl = nil
            case UInt8(ascii: "h"):
                let x = try number()
                let p = Point(rel ? current.x + x : x, current.y)
                path.addLine(to: p); current = p
                lastControl = nil; lastQuadControl = nil
            case UInt8(ascii: "v"):
                let y = try number()
                let p = Point(current.x, rel ? current.y + y : y)
                path.addLine(to: p); current = p
                lastControl = nil; lastQuadControl = nil
            case UInt8(ascii: "c"):
                let c1 = try pair(rel, current), c2 = try pair(rel, current), p = try pair(rel, current)
                path.addCurve(to: p, control1: c1, control2: c2); current = p
                lastControl = c2; lastQuadControl = nil
            case UInt8(ascii: "s"):
                let c1 = lastControl.map { Point(2 * current.x - $0.x, 2 * current.y - $0.y) } ?? current
                let c2 = try pair(rel, current), p = try pair(rel, current)
                path.addCurve(to: p, control1: c1, control2: c2); current = p
                lastControl = c2; lastQuadControl = nil
            case UInt8(ascii: "q"):
                let c1 = try pair(rel, current), p = try pair(rel, current)
                path.addQuadCurve(to: p, control: c1); current = p
                lastQuadControl = c1; lastControl = nil
            case UInt8(ascii: "t"):
                let c1 = lastQuadControl.map { Point(2 * current.x - $0.x, 2 * current.y - $0.y) } ?? current
                let p = try pair(rel, current)
                path.addQuadCurve(to: p, control: c1); current = p
                lastQuadControl = c1; lastControl = nil
            case UInt8(ascii: "a"):
                let rx = try number(), ry = try number(), rot = try number()
                let large = try flag(), sweep = try flag()
                let p = try pair(rel, current)
                SVGArc.add(&path, from: current, to: p, rx: rx, ry: ry, rotationDegrees: rot, largeArc: large, sweep: sweep)
                current = p
                lastControl = nil; lastQuadControl = nil
            default:
                throw fail("unknown command")
            }
        }
    }
}

/// SVG elliptical arc (endpoint parametrisation) → `Path` arc.
enum SVGArc {
    /// Total for finite numbers (see `CenterArc.fromEndpoints`): an arc
    /// with no finite centre or no measurable sweep is its chord; a point
    /// that itself lands beyond ±1.8e308 is left non-finite for the parser
    /// to refuse ("numbers too large").
    static func add(_ path: inout Path, from p0: Point, to p1: Point, rx rx0: Double, ry ry0: Double,
                    rotationDegrees: Double, largeArc: Bool, sweep: Bool) {
        let rx = Swift.abs(rx0), ry = Swift.abs(ry0)
        if p0 == p1 { return } // F.6.2: identical end points: omit the arc
        if rx == 0 || ry == 0 { path.addLine(to: p1); return }
        let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        guard let arc = CenterArc.fromEndpoints(p0, p1, rx: rx, ry: ry, cosPhi: cos(phi), sinPhi: sin(phi),
                                                largeArc: largeArc, sweep: sweep) else {
            path.addLine(to: p1)
            return
        }
        path.addEllipticalArc(center: arc.center, radiusX: arc.rx, radiusY: arc.ry, rotation: phi,
                              startAngle: arc.theta1, sweep: arc.dtheta)
        path.replaceLastPoint(with: p1)
    }
}
