import Testing
@testable import ShapeCore

/// The stroker (every cap, join and dash), the trimmer, the inward offset
/// and strokeBorder on hostile finite numbers: results finite or refused,
/// element counts bounded by the flattened input, never a trap or a hang.
@Suite struct TotalityStrokeTests {
    static func style(_ h: inout HostileNumbers) -> StrokeStyle {
        let dash: [Double] = h.chance(2) ? [] : (0..<(1 + Int(h.bits() % 3))).map { _ in h.length() }
        return StrokeStyle(lineWidth: h.length(), lineCap: h.pick(StrokeStyle.LineCap.allCases),
                           lineJoin: h.pick(StrokeStyle.LineJoin.allCases), miterLimit: h.length(),
                           dash: dash, dashPhase: h.any())
    }

    /// Points of the polylines the stroker works on (its own tolerance).
    static func flattenedPoints(_ p: Path, _ style: StrokeStyle) -> Int {
        let b = p.bounds
        let tol = Path.flatteningTolerance(size: Swift.max(b.width, b.height, style.lineWidth))
        return p.flattenedSubpaths(tolerance: Swift.max(tol, 1e-9)).reduce(0) { $0 + $1.points.count }
    }

    /// A random path and every cap × join, with a hostile width, miter
    /// limit, dash and phase. A dash that would cut more than 20,000
    /// pieces is checked with `validateDash` only (stroking a million
    /// pieces is allowed, just slow for a unit test).
    @Test func strokesAreFiniteOrRefusedAndBounded() {
        var h = HostileNumbers(20)
        for i in 0..<200 {
            var trace: [String] = []
            let p = TotalityPathTests.randomPath(&h, calls: 1 + Int(h.bits() % 4), trace: &trace)
            let style = Self.style(&h)
            let label = "seed \(h.seed) case \(i): \(trace) stroked with \(style)"
            Totality.trace(label + " " + p.svgPathData())
            let length = p.length
            var pieces = 0.0
            if style.hasDash {
                let period = style.dash.reduce(0, +) * (style.dash.count % 2 == 1 ? 2 : 1)
                pieces = length / period * Double(style.dash.count % 2 == 1 ? style.dash.count * 2 : style.dash.count) / 2
                let valid = (try? style.validateDash(forLength: length)) != nil
                #expect(valid == (pieces <= Double(StrokeStyle.maxDashPieces)), "\(label): \(pieces) pieces")
                if !(pieces <= 20_000) { continue }
            }
            let points = Self.flattenedPoints(p, style)
            let s = p.strokedPath(style)
            // Per polyline point: a segment rectangle (5 elements) and a
            // join (≤ 10); per piece two caps (≤ 10 each) and two cut points.
            let bound = 15 * (points + 2 * Int(pieces.rounded(.up)) + 2) + 20 * (Int(pieces.rounded(.up)) + p.verbs.count + 1)
            #expect(s.verbs.count <= bound, "\(label): \(s.verbs.count) > \(bound)")
            Totality.checkResult(s, label)
        }
    }

    @Test func everyCapAndJoinOnHugeTinyAndSubnormalGeometry() {
        let scales = [Double.leastNonzeroMagnitude, (2024 * Double.leastNonzeroMagnitude), 1e-300, 1e-160, 1e-15, 1, 1e15, 1e40, 1e150, 1e154, 1e200, 1e300, 1e307]
        for scale in scales {
            var p = Path()
            p.move(to: .zero)
            p.addLine(to: Point(scale, 0))
            p.addCurve(to: Point(0, scale), control1: Point(2 * scale, scale), control2: Point(scale, 2 * scale))
            p.addQuadCurve(to: Point(-scale, -scale), control: Point(-scale, scale))
            p.closeSubpath()
            p.move(to: Point(scale, scale)) // a zero-length subpath: caps draw a dot
            for cap in StrokeStyle.LineCap.allCases {
                for join in StrokeStyle.LineJoin.allCases {
                    for width in [scale / 10, 1] {
                        for dash in [[], [scale / 4], [scale / 4, 0, scale / 8]] {
                            let style = StrokeStyle(lineWidth: width, lineCap: cap, lineJoin: join, miterLimit: 10, dash: dash)
                            let s = p.strokedPath(style)
                            let label = "scale \(scale) \(cap) \(join) width \(width) dash \(dash)"
                            Totality.trace(label)
                            #expect(s.verbs.count <= 15 * (Self.flattenedPoints(p, style) + 40) + 200, "\(label): \(s.verbs.count)")
                            // Up to 1e300 the outline (≤ 3·scale + width) fits.
                            if scale <= 1e300 { #expect(s.isFinite, "\(label)") }
                            Totality.checkResult(s, label)
                        }
                    }
                }
            }
        }
    }

    @Test func trimmingIsTotal() {
        var h = HostileNumbers(21)
        for i in 0..<800 {
            var trace: [String] = []
            let p = TotalityPathTests.randomPath(&h, calls: 1 + Int(h.bits() % 5), trace: &trace)
            let from = h.chance(2) ? h.fraction() : h.any(), to = h.chance(2) ? h.fraction() : h.any()
            let t = p.trimmedPath(from: from, to: to)
            let label = "seed \(h.seed) case \(i): \(trace) trimmed \(from)…\(to)"
            Totality.trace(label)
            // Each drawn segment gives at most one piece, plus one move each.
            #expect(t.verbs.count <= 2 * p.verbs.count + 2, "\(label)")
            Totality.checkResult(t, label)
            if p.isFinite && p.length.isFinite { #expect(t.isFinite, "\(label)") }
        }
    }

    @Test func inwardOffsetAndStrokeBorderAreTotal() {
        var h = HostileNumbers(22)
        for i in 0..<300 {
            let rect = h.rect()
            let base = h.pick(TotalityShapeTests.shapes(&h))
            let style = StrokeStyle(lineWidth: h.length(), lineCap: h.pick(StrokeStyle.LineCap.allCases),
                                    lineJoin: h.pick(StrokeStyle.LineJoin.allCases))
            let label = "seed \(h.seed) case \(i): \(base.name) in \(rect), \(style)"
            Totality.trace(label)
            let outline = base.shape.path(in: rect)
            let amount = h.any()
            let b = outline.bounds
            let offset = outline.offsetInward(by: amount, tolerance: Path.flatteningTolerance(size: Swift.max(b.width, b.height)))
            #expect(offset.verbs.count <= base.maxVerbs * 2_100 + 2, "\(label): offset \(offset.verbs.count)")
            Totality.checkResult(offset, "\(label): offsetInward(\(amount))")
            // Through the generic path (a transformed shape is not insettable) and the exact one.
            for shape in [base.shape.offset(x: 0, y: 0) as any Shape, base.shape] {
                let border = StrokeBorderShape(base: shape, style: style).path(in: rect)
                #expect(border.verbs.count <= 15 * (base.maxVerbs * 2_100 + 4) + 100, "\(label): border \(border.verbs.count)")
                Totality.checkResult(border, "\(label): strokeBorder")
            }
        }
    }
}
