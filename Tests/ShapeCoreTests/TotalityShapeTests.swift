import Testing
@testable import ShapeCore

/// Every shape, inset and modifier on hostile finite numbers (full exponent
/// range, subnormals, ±0, 2^53, the largest finite): the outline is finite
/// — or, where the true outline leaves Double's range, refused as too large
/// — with a bounded number of elements, and its SVG data parses back.
@Suite struct TotalityShapeTests {
    /// Every shape with hostile parameters, and the most elements each may
    /// produce (a count that does not depend on the sizes involved).
    static func shapes(_ h: inout HostileNumbers) -> [(shape: any Shape, name: String, maxVerbs: Int)] {
        let radii = h.radii(), style = h.style(), r = h.length()
        let superellipseTolerance: Double? = h.chance(2) ? nil : Swift.max(h.length(), Double.leastNonzeroMagnitude)
        let insets = EdgeInsets(top: h.any(), leading: h.any(), bottom: h.any(), trailing: h.any())
        return [
            (Rectangle(), "Rectangle", 5),
            (RoundedRectangle(cornerRadius: r, style: style), "RoundedRectangle(\(r), \(style))", 40),
            (RoundedRectangle(cornerSize: Size(h.length(), h.length()), style: style), "RoundedRectangle(cornerSize:)", 40),
            (UnevenRoundedRectangle(cornerRadii: radii, style: style), "UnevenRoundedRectangle(\(radii), \(style))", 40),
            (Circle(), "Circle", 12),
            (Ellipse(), "Ellipse", 12),
            (Capsule(style: style), "Capsule(\(style))", 40),
            (Superellipse(rate: h.any()), "Superellipse(rate:)", 5),
            (Superellipse(exponent: h.pick([0.1, 0.5, 1, 2, 3, 4, 1000, 0.1 + h.rng.unit() * 20]), tolerance: superellipseTolerance),
             "Superellipse(exponent:, tolerance: \(String(describing: superellipseTolerance)))", 4 * (1 << 14) + 2),
            (SmoothRoundedRectangle(cornerRadii: radii, smoothing: h.fraction(), preserveSmoothing: h.chance(2)),
             "SmoothRoundedRectangle(\(radii))", 40),
            (SmoothRoundedRectangle(cornerRadius: r, smoothing: h.fraction()), "SmoothRoundedRectangle(\(r))", 40),
            (ContainerRelativeShape(corners: h.chance(2) ? .all : [.topLeading, .bottomTrailing]), "ContainerRelativeShape", 5),
            (ContainerRelativeShape().resolved(containerRadius: h.length(), style: style, inset: insets),
             "ContainerRelativeShape.resolved(\(insets))", 40),
        ]
    }

    @Test func everyShapeInAHostileRectIsFiniteOrRefusedAndBounded() {
        var h = HostileNumbers(1)
        for i in 0..<400 {
            let rect = h.rect()
            for (shape, name, maxVerbs) in Self.shapes(&h) {
                let label = "seed \(h.seed) case \(i): \(name) in \(rect)"
                Totality.trace(label)
                let path = shape.path(in: rect)
                #expect(path.verbs.count <= maxVerbs, "\(label): \(path.verbs.count) elements")
                Totality.checkResult(path, label)
                // Inside Double's range with room to spare (corner control
                // points stay inside the rect; an ellipse's reach 0.55·r
                // beyond its points): the outline must be finite, not refused.
                var mustBeFinite = Totality.moderate(rect, limit: 1e307)
                if case let .rate(rate) = (shape as? Superellipse)?.construction {
                    mustBeFinite = mustBeFinite && Swift.abs(rate) * Swift.max(rect.width, rect.height) <= 1e300
                }
                let finite = path.isFinite
                if mustBeFinite { #expect(finite, "\(label)") }
            }
        }
    }

    @Test func insetShapesAreFiniteOrRefusedAndBounded() {
        var h = HostileNumbers(2)
        for i in 0..<200 {
            let rect = h.rect()
            let amount = h.any()
            for (shape, name, maxVerbs) in Self.shapes(&h) {
                let label = "seed \(h.seed) case \(i): \(name).inset(by: \(amount)) in \(rect)"
                Totality.trace(label)
                let inset = shape.insetShape(by: amount)
                let path = inset.path(in: rect)
                // Exact insets keep the shape's element count; the generic
                // inward offset flattens each curve (≤ ~2,100 segments at
                // its relative tolerance, whatever the size).
                let bound = inset is OffsetInsetShape ? maxVerbs * 2_100 + 2 : maxVerbs
                #expect(path.verbs.count <= bound, "\(label): \(path.verbs.count) elements")
                Totality.checkResult(path, label)
                let finite = path.isFinite
                if amount >= 0 && Totality.moderate(rect, limit: 1e307) && !(shape is Superellipse) {
                    #expect(finite, "\(label)")
                }
            }
        }
    }

    @Test func transformedShapesAreFiniteOrRefused() {
        var h = HostileNumbers(3)
        for i in 0..<300 {
            let rect = h.rect()
            let base = h.pick(Self.shapes(&h))
            let modified: [(any Shape, String)] = [
                (base.shape.offset(x: h.any(), y: h.any()), "offset"),
                (base.shape.rotation(degrees: h.any(), anchor: h.unitPoint()), "rotation"),
                (base.shape.scale(x: h.any(), y: h.any(), anchor: h.unitPoint()), "scale"),
                (base.shape.transform(h.transform()), "transform"),
            ]
            for (shape, name) in modified {
                let label = "seed \(h.seed) case \(i): \(base.name).\(name) in \(rect)"
                let path = shape.path(in: rect)
                #expect(path.verbs.count <= base.maxVerbs, "\(label)")
                Totality.checkResult(path, label)
            }
        }
    }

    /// The case: a superellipse of exponent 3 in a 1e300 square
    /// costs what it costs in a 100 square (the fit is scale-invariant: the
    /// same number of cubics), and its length is finite.
    @Test func superellipseWorkDoesNotGrowWithSize() throws {
        let small = Superellipse(exponent: 3).path(in: Rect(0, 0, 100, 100))
        for side in [1e-300, 1e-200, Double.leastNonzeroMagnitude * 0x1p60, 1e6, 1e40, 1e200, 1e300] {
            let big = Superellipse(exponent: 3).path(in: Rect(0, 0, side, side))
            #expect(big.verbs.count == small.verbs.count, "side \(side)")
            #expect(big.isFinite, "side \(side)")
            let (length, work) = big.lengthAndWork()
            let (smallLength, smallWork) = small.lengthAndWork()
            #expect(work <= 2 * smallWork, "side \(side): \(work) vs \(smallWork) speed integrals")
            #expect(length.isFinite && length > 0, "side \(side)")
            #expect(Swift.abs(length / side - smallLength / 100) < 1e-6, "side \(side): \(length)")
        }
        // 1e308 wide: the outline fits, its perimeter (≈ 3.3e308) does not.
        let edge = Superellipse(exponent: 3).path(in: Rect(0, 0, 1e308, 1e308))
        #expect(edge.isFinite && edge.verbs.count == small.verbs.count)
        #expect(throws: GeometryError.tooLarge(what: "the result")) { try Validate.finiteResult(edge.length, "the result") }
    }

    /// A rounded rect whose radii overflow their sum still clamps to half
    /// the side (CSS rule), not to 0.
    @Test func hugeRadiiStillClampToHalfTheSide() {
        let big = Double.greatestFiniteMagnitude
        for style in RoundedCornerStyle.allCases {
            let p = UnevenRoundedRectangle(cornerRadii: CornerRadii(all: big), style: style).path(in: Rect(0, 0, 10, 10))
            #expect(Swift.abs(p.area - Double.pi * 25) < 1e-3 * 25, "\(style): area \(p.area)")
        }
        let s = SmoothRoundedRectangle(cornerRadii: CornerRadii(topLeading: big, bottomLeading: big, bottomTrailing: big / 2, topTrailing: big))
            .path(in: Rect(0, 0, 10, 10))
        #expect(s.isFinite && s.area < 100 && s.area > 70, "smooth: area \(s.area)")
    }

    /// The fuzzed view of the issue: a SmoothRoundedRectangle laid out in a
    /// 10 × 1.1e-15 frame (and its neighbours in scale) stays finite.
    @Test func smoothRoundedRectangleInAFlatFrame() {
        for height in [1.1e-15, Double.leastNonzeroMagnitude, 1e-300, 0] {
            for r in [0, 1e-16, 1, 5, 1e300] {
                for s in [0, 0.6, 1] {
                    for preserve in [false, true] {
                        let radii = [CornerRadii(all: r), CornerRadii(topLeading: r, bottomLeading: r / 3, bottomTrailing: 0, topTrailing: 2 * r)]
                        for radii in radii {
                            let p = SmoothRoundedRectangle(cornerRadii: radii, smoothing: s, preserveSmoothing: preserve)
                                .path(in: Rect(0, 0, 10, height))
                            #expect(p.isFinite, "h \(height) r \(r) s \(s)")
                            #expect(p.verbs.count <= 40)
                        }
                    }
                }
            }
        }
    }
}
