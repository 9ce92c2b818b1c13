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
    /// Total for finite numbers: where the textbook squares would overflow
    /// or underflow, the same steps run in the ellipse's unit-circle frame;
    /// an arc with no finite centre or no measurable sweep is its chord; a
    /// point that itself lands beyond ±1.8e308 is left non-finite for the
    /// parser to refuse ("numbers too large").
    static func add(_ path: inout Path, from p0: Point, to p1: Point, rx rx0: Double, ry ry0: Double,
                    rotationDegrees: Double, largeArc: Bool, sweep: Bool) {
        var rx = Swift.abs(rx0), ry = Swift.abs(ry0)
        if p0 == p1 { return } // F.6.2: identical end points: omit the arc
        if rx == 0 || ry == 0 { path.addLine(to: p1); return }
        // Half differences and midpoints, halving first where the plain
        // sum or difference of coordinates near ±1.8e308 overflows.
        func half(_ v: Double, _ a: Double, _ b: Double) -> Double { v.isFinite ? v / 2 : a / 2 + b / 2 }
        let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cp = cos(phi), sp = sin(phi)
        // F.6.5 step 1: (x1', y1')
        let dx = half(p0.x - p1.x, p0.x, -p1.x), dy = half(p0.y - p1.y, p0.y, -p1.y)
        let x1 = cp * dx + sp * dy, y1 = -sp * dx + cp * dy
        // F.6.6: scale radii up when too small.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        var cxp: Double, cyp: Double
        let product = rx * rx * ry * ry, spread = rx * rx * y1 * y1 + ry * ry * x1 * x1
        let classic = lambda.isFinite && lambda > 0 && product.isFinite && spread.isFinite
            && product >= 0x1p-960 && spread >= 0x1p-960
        if classic {
            if lambda > 1 { let s = lambda.squareRoot(); rx *= s; ry *= s }
            // Step 2: centre'
            let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
            let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
            var coef = den > 0 ? (Swift.max(0, num) / den).squareRoot() : 0
            if largeArc == sweep { coef = -coef }
            cxp = coef * rx * y1 / ry; cyp = -coef * ry * x1 / rx
        } else {
            // The squares overflow or underflow (radii 1e-200 against a
            // chord of 10, or 1e100 against 10): the same steps divided
            // through by rx²·ry², in the frame where the ellipse is a unit
            // circle: |(x1/rx, y1/ry)| = √λ (by hypot), and the centre
            // offset is √(1 − λ)/√λ times the perpendicular of that vector.
            let xn = x1 / rx, yn = y1 / ry
            let root = Vector(xn, yn).length
            guard root > 0, root.isFinite else { path.addLine(to: p1); return }
            var coef = 0.0
            if root >= 1 {
                rx *= root; ry *= root // F.6.6: the radii just fit; centre at the chord's midpoint
            } else {
                coef = (Swift.max(0, (1 - root) * (1 + root))).squareRoot() / root
            }
            if largeArc == sweep { coef = -coef }
            cxp = rx * (coef * yn); cyp = -(ry * (coef * xn))
        }
        // Step 3: centre
        let cx = cp * cxp - sp * cyp + half(p0.x + p1.x, p0.x, p1.x)
        let cy = sp * cxp + cp * cyp + half(p0.y + p1.y, p0.y, p1.y)
        // Step 4: angles
        let theta1 = atan2((y1 - cyp) / ry, (x1 - cxp) / rx)
        var dtheta = atan2((-y1 - cyp) / ry, (-x1 - cxp) / rx) - theta1
        if sweep && dtheta < 0 { dtheta += 2 * .pi }
        if !sweep && dtheta > 0 { dtheta -= 2 * .pi }
        // Radii so far from the chord's scale that the arc has no finite
        // centre or no measurable sweep: it is the straight chord.
        guard rx.isFinite, ry.isFinite, cx.isFinite, cy.isFinite, theta1.isFinite, dtheta.isFinite, dtheta != 0 else {
            path.addLine(to: p1)
            return
        }
        path.addEllipticalArc(center: Point(cx, cy), radiusX: rx, radiusY: ry, rotation: phi,
                              startAngle: theta1, sweep: dtheta)
        path.replaceLastPoint(with: p1)
    }
}
