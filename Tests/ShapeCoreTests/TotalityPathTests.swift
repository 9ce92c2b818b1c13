import Testing
@testable import ShapeCore

/// Every path builder, SVG path-data parsing and writing, and the queries,
/// on hostile finite numbers: results finite or refused as too large,
/// element counts bounded per call, never a trap.
@Suite struct TotalityPathTests {
    /// Appends one random builder call; returns its name and the most
    /// elements it may add.
    static func build(_ p: inout Path, _ h: inout HostileNumbers, other: Path) -> (String, Int) {
        switch h.bits() % 15 {
        case 0: p.move(to: h.point()); return ("move", 1)
        case 1: p.addLine(to: h.point()); return ("addLine", 2)
        case 2:
            let pts = (0..<Int(h.bits() % 5)).map { _ in h.point() }
            p.addLines(pts); return ("addLines", pts.count)
        case 3: p.addQuadCurve(to: h.point(), control: h.point()); return ("addQuadCurve", 2)
        case 4: p.addCurve(to: h.point(), control1: h.point(), control2: h.point()); return ("addCurve", 2)
        case 5:
            p.addArc(center: h.point(), radius: h.length(), startAngle: .degrees(h.any()), endAngle: .degrees(h.any()),
                     clockwise: h.chance(2))
            return ("addArc(center:)", 3 + 8)
        case 6:
            p.addRelativeArc(center: h.point(), radius: h.length(), startAngle: .degrees(h.any()), delta: .degrees(h.any()))
            return ("addRelativeArc", 3 + 24)
        case 7: p.addArc(tangent1End: h.point(), tangent2End: h.point(), radius: h.length()); return ("addArc(tangent1End:)", 2 + 8)
        case 8: p.addRect(h.rect()); return ("addRect", 5)
        case 9:
            p.addRoundedRect(in: h.rect(), cornerSize: Size(h.length(), h.length()), style: h.style())
            return ("addRoundedRect(cornerSize:)", 40)
        case 10: p.addRoundedRect(in: h.rect(), cornerRadii: h.radii(), style: h.style()); return ("addRoundedRect(cornerRadii:)", 40)
        case 11: p.addEllipse(in: h.rect()); return ("addEllipse", 10)
        case 12: p.addPath(other, transform: h.chance(3) ? .identity : h.transform()); return ("addPath", other.verbs.count)
        case 13: p.closeSubpath(); return ("closeSubpath", 1)
        default:
            p.addArc(center: h.point(), radius: h.length(), startAngle: .radians(h.any()), endAngle: .radians(h.any()),
                     clockwise: h.chance(2))
            return ("addArc(radians)", 3 + 8)
        }
    }

    static func randomPath(_ h: inout HostileNumbers, calls: Int, trace: inout [String]) -> Path {
        var other = Path()
        other.addEllipse(in: Rect(0, 0, 10, 10)); other.addLine(to: h.point())
        var p = Path()
        for _ in 0..<calls {
            let before = p.verbs.count
            let (name, maxAdded) = build(&p, &h, other: other)
            trace.append(name)
            #expect(p.verbs.count - before <= maxAdded, "seed \(h.seed): \(name) added \(p.verbs.count - before)")
        }
        return p
    }

    @Test func buildersAndQueriesAreTotal() {
        var h = HostileNumbers(10)
        for i in 0..<400 {
            var trace: [String] = []
            let p = Self.randomPath(&h, calls: 1 + Int(h.bits() % 6), trace: &trace)
            let label = "seed \(h.seed) case \(i): \(trace)"
            Totality.trace(label + " " + p.svgPathData())
            Totality.checkResult(p, label)
            #expect(p.elements.count == p.verbs.count, "\(label)")
            let b = p.bounds
            if let checked = try? Validate.finiteResult(b, "the result") {
                #expect(checked.width >= 0 && checked.height >= 0, "\(label)")
            } else {
                #expect(!(b.isFinite && b.maxX.isFinite && b.maxY.isFinite), "\(label)")
            }
            Totality.checkNumber(p.area, "\(label): area")
            let areaWork = p.areaAndWork(tolerance: 1e-6 * Swift.max(b.width, b.height, 1e-300)).work
            #expect(areaWork <= (Path.maxAreaEdges * 2 + Path.maxAreaCrossings + 1) * Path.maxAreaEdges, "\(label): area work \(areaWork)")
            let (length, work) = p.lengthAndWork()
            Totality.checkNumber(length, "\(label): length")
            #expect(work <= 3 * 8191 * Swift.max(1, p.verbs.count), "\(label): length work \(work)")
            _ = p.contains(h.point(), fillRule: .nonZero)
            _ = p.contains(h.point(), fillRule: .evenOdd)
            Totality.checkNumber(p.signedArea, "\(label): signedArea")
        }
    }

    /// Inputs inside ±1e60 (subnormals and zeros included; a transform
    /// multiplies once, so every coordinate stays below ~1e121): every
    /// result is finite — nothing may be refused, since nothing overflows.
    @Test func moderateInputsGiveFiniteResults() {
        var h = HostileNumbers(11)
        h.limit = 1e60
        for i in 0..<800 {
            var trace: [String] = []
            let p = Self.randomPath(&h, calls: 1 + Int(h.bits() % 6), trace: &trace)
            let label = "seed \(h.seed) case \(i): \(trace)"
            Totality.trace(label + " " + p.svgPathData())
            #expect(p.isFinite, "\(label)")
            #expect(p.bounds.isFinite && p.bounds.maxX.isFinite && p.bounds.maxY.isFinite, "\(label)")
            #expect(p.area.isFinite, "\(label): area \(p.area)")
            #expect(p.length.isFinite, "\(label): length \(p.length)")
            #expect(p.signedArea.isFinite, "\(label)")
            let stroked = p.strokedPath(StrokeStyle(lineWidth: h.length(), lineCap: .round, lineJoin: .round))
            #expect(stroked.isFinite, "\(label): stroke")
            #expect(p.trimmedPath(from: h.fraction(), to: h.fraction()).isFinite, "\(label): trim")
        }
    }

    @Test func svgPathDataParsingIsTotal() {
        var h = HostileNumbers(12)
        let letters = Array("MmLlHhVvCcSsQqTtAaZz")
        for i in 0..<2000 {
            var text = "M\(h.any()) \(h.any())"
            for _ in 0..<Int(h.bits() % 6) {
                let c = h.pick(letters)
                text.append(c)
                let count: Int
                switch c.lowercased() {
                case "h", "v": count = 1
                case "l", "m", "t": count = 2
                case "s", "q": count = 4
                case "c": count = 6
                case "a": count = 7
                default: count = 0
                }
                for k in 0..<count {
                    if c.lowercased() == "a" && (k == 3 || k == 4) { text += h.chance(2) ? " 1" : " 0"; continue }
                    text += " \(h.any())"
                }
            }
            let label = "seed \(h.seed) case \(i): \(text)"
            Totality.trace(label)
            do {
                let p = try Path(svgPathData: text)
                #expect(p.isFinite, "\(label)")
                // Each command adds at most 1 + 24 elements (an arc of < 1 turn: 8).
                #expect(p.verbs.count <= 2 + 9 * 6, "\(label)")
                Totality.checkResult(p, label)
            } catch GeometryError.badPathData(_, let message) {
                #expect(message == "numbers too large", "\(label): \(message)")
            } catch {
                Issue.record("\(label): \(error)")
            }
        }
    }

    @Test func randomBytesNeverTrapTheParser() {
        var h = HostileNumbers(13)
        let alphabet = Array("MLHVCSQTAZmlhvcsqtaz0123456789.eE+-, \t\n".utf8) + [0, 0xFF, 0xC3]
        for _ in 0..<3000 {
            let bytes = (0..<Int(h.bits() % 40)).map { _ in h.pick(alphabet) }
            let text = String(decoding: bytes, as: UTF8.self)
            if let p = try? Path(svgPathData: text) { #expect(p.isFinite, "\(text)") }
        }
    }

    // The issue's one-liners, exactly.

    @Test func tinyArcRadiiScaleUpToTheChord() throws {
        let p = try Path(svgPathData: "M0 0 A 1e-200 1e-200 0 0 0 10 10")
        #expect(p.isFinite)
        // F.6.6: radii scaled to half the chord, √50; centre the midpoint.
        let r = 50.0.squareRoot()
        #expect(p.arcs.allSatisfy { Swift.abs($0.radiusX - r) < 1e-12 && Swift.abs($0.radiusY - r) < 1e-12 })
        var onCircle = true
        p.forEachElement { e in
            if case let .curve(to, _, _) = e { onCircle = onCircle && Swift.abs(to.distance(to: Point(5, 5)) - r) < 1e-9 }
        }
        #expect(onCircle)
        #expect(p.svgPathData() == "M0 0A7.071 7.071 0 0 0 10 10")
    }

    @Test func arcWithAHugeStartAngleStaysOnItsCircle() {
        let p = Path { $0.addArc(center: Point(5, 5), radius: 5, startAngle: .degrees(1e30), endAngle: .degrees(0), clockwise: false) }
        #expect(p.isFinite)
        #expect(p.verbs.count <= 10)
        var onCircle = true
        p.forEachElement { e in
            switch e {
            case .move(let to), .curve(let to, _, _): onCircle = onCircle && Swift.abs(to.distance(to: Point(5, 5)) - 5) < 1e-9
            default: break
            }
        }
        #expect(onCircle)
        for degrees in [1e300, -1e308, Double.greatestFiniteMagnitude, 2e53, -Double.leastNonzeroMagnitude] {
            let q = Path { $0.addArc(center: Point(5, 5), radius: 5, startAngle: .degrees(degrees), endAngle: .degrees(-degrees), clockwise: true) }
            #expect(q.isFinite && q.verbs.count <= 10, "\(degrees)")
        }
        let turns = Path { $0.addRelativeArc(center: .zero, radius: 1, startAngle: .zero, delta: .radians(1e300)) }
        #expect(turns.isFinite && turns.verbs.count <= 25)
    }

    @Test func strokingAHugeCubicIsBoundedAndFinite() {
        let p = try! Path(svgPathData: "M0 0 C 1e40 0 0 1e40 1 1")
        let s = p.strokedPath(StrokeStyle(lineWidth: 1))
        #expect(s.isFinite)
        // Flattened at 1e-6 of the size: ~1,800 segments, not 65,536.
        #expect(s.verbs.count < 15 * 2_100 + 40, "\(s.verbs.count)")
        // A 1 px stroke 1e39 from the origin is narrower than a Double's
        // step there: those pieces have no area and are left out; a stroke
        // of width 1e36 is drawn along the whole curve.
        #expect(s.bounds.maxX < 1e39)
        let wide = p.strokedPath(StrokeStyle(lineWidth: 1e36))
        #expect(wide.isFinite && wide.verbs.count < 15 * 2_100 + 40)
        #expect(wide.bounds.maxX > 4.4e39 && wide.bounds.maxX < 4.5e39, "\(wide.bounds)")
    }

    @Test func flatteningCountsAreClampedBeforeConversion() {
        let m = Double.greatestFiniteMagnitude
        let cubics = [Cubic(Point(-m, -m), Point(m, m), Point(-m, m), Point(m, -m)),
                      Cubic(.zero, Point(1e40, 0), Point(0, 1e40), Point(1, 1))]
        for c in cubics {
            for tol in [Double.leastNonzeroMagnitude, 1e-300, 1e-9, 1, m] {
                let n = c.flatteningSegmentCount(tolerance: tol)
                #expect(n >= 1 && n <= Cubic.maxFlatteningSegments, "\(c) tol \(tol): \(n)")
            }
        }
        for sweep in [Double.greatestFiniteMagnitude, -1e300, 1e19, Double.leastNonzeroMagnitude, 0] {
            let n = ArcApproximation.segmentCount(sweep: sweep)
            #expect(n >= 1 && n <= ArcApproximation.maxSegments, "\(sweep): \(n)")
        }
        for theta in [1e30, -1e300, Double.greatestFiniteMagnitude, 0x1p62 * .pi / 2, -Double.leastNonzeroMagnitude] {
            let (s, c) = ArcApproximation.sinCos(theta)
            #expect(s.isFinite && c.isFinite && Swift.abs(s * s + c * c - 1) < 1e-12, "\(theta)")
        }
    }
}
