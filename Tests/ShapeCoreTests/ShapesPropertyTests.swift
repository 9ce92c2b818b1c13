import Testing
@testable import ShapeCore

@Suite struct ShapesPropertyTests {
    func randomRadius(_ rng: inout SplitMix64, _ w: Double, _ h: Double) -> Double {
        switch rng.next() % 5 {
        case 0: return 0
        case 1: return rng.uniform(0, 1e9)          // huge
        case 2: return rng.uniform(min(w, h) / 2, 3 * max(w, h) + 1) // larger than fits
        default: return rng.uniform(0, min(w, h) / 2)
        }
    }

    @Test func randomRoundedRectsAreClosedFiniteInsideAndFit() {
        var rng = SplitMix64(seed: 2026)
        for i in 0..<3000 {
            let w = rng.next() % 10 == 0 ? 0 : rng.uniform(0, 500)
            let h = rng.next() % 10 == 0 ? 0 : rng.uniform(0, 500)
            let rect = Rect(rng.uniform(-100, 100), rng.uniform(-100, 100), w, h)
            let radii = CornerRadii(topLeading: randomRadius(&rng, w, h), bottomLeading: randomRadius(&rng, w, h),
                                    bottomTrailing: randomRadius(&rng, w, h), topTrailing: randomRadius(&rng, w, h))
            let style: RoundedCornerStyle = i % 2 == 0 ? .circular : .continuous
            let shapes: [any Shape] = [
                UnevenRoundedRectangle(cornerRadii: radii, style: style),
                RoundedRectangle(cornerRadius: radii.topLeading, style: style),
                SmoothRoundedRectangle(cornerRadii: radii, smoothing: rng.unit(), preserveSmoothing: i % 3 == 0),
                Capsule(style: style),
            ]
            let slack = 1e-9 * max(1, abs(rect.minX) + abs(rect.minY) + w + h)
            let box = Rect(rect.minX - slack, rect.minY - slack, w + 2 * slack, h + 2 * slack)
            for shape in shapes {
                let p = shape.path(in: rect)
                #expect(p.verbs.first == .move && p.verbs.last == .close, "\(shape) in \(rect)")
                let finite = p.points.allSatisfy { $0.isFinite }
                #expect(finite, "\(shape) in \(rect)")
                // Every point, control points included, lies inside the rect.
                let inside = p.points.allSatisfy { $0.x >= box.minX && $0.x <= box.maxX && $0.y >= box.minY && $0.y <= box.maxY }
                #expect(inside, "\(shape) in \(rect)")
                // Corners never overlap: the outline does not cross itself
                // (checked on every 4th case to keep the suite fast). Both the
                // CSS and the figma rule only budget along the sides, so two
                // opposite corners whose extents together pass the longer
                // side can still cross (docs/GEOMETRY.md); skip those.
                let sc = radii.scaledToFit(width: w, height: h)
                let budgets = SmoothRoundedRectangle.budgets(radii: radii, width: w, height: h)
                let ext: (Double, Double) = shape is SmoothRoundedRectangle
                    ? (budgets[.topLeading]!.budget + budgets[.bottomTrailing]!.budget,
                       budgets[.topTrailing]!.budget + budgets[.bottomLeading]!.budget)
                    : (1.5287 * (sc.topLeading + sc.bottomTrailing), 1.5287 * (sc.topTrailing + sc.bottomLeading))
                let oppositeCornersApart = max(ext.0, ext.1) <= max(w, h)
                if i % 4 == 0 && w > 0 && h > 0 && oppositeCornersApart {
                    let edges = Path.edges(of: p.flattenedSubpaths(tolerance: 1e-4 * max(w, h)))
                    #expect(!Path.anyProperCrossing(edges), "\(shape) in \(rect) crosses itself")
                }
            }
            // The radius actually drawn never exceeds what fits: the CSS-scaled
            // radii never overlap along any side.
            let s = radii.scaledToFit(width: w, height: h)
            let tol = 1e-9 * max(1, w, h)
            #expect(s.topLeading + s.topTrailing <= w + tol && s.bottomLeading + s.bottomTrailing <= w + tol)
            #expect(s.topLeading + s.bottomLeading <= h + tol && s.topTrailing + s.bottomTrailing <= h + tol)
            // Circular arcs drawn have exactly the scaled radii.
            let circ = UnevenRoundedRectangle(cornerRadii: radii, style: .circular).path(in: rect)
            let allowed = [s.topLeading, s.topTrailing, s.bottomLeading, s.bottomTrailing]
            for arc in circ.arcs {
                #expect(allowed.contains { abs($0 - arc.radiusX) <= 1e-12 * max(1, $0) })
            }
        }
    }
}
