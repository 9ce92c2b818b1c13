import Testing
@testable import ShapeCore

/// Circular corners are built by `Path.addQuarterArc` (two cubics from
/// QuarterTurn's table) instead of the general `addEllipticalArc`: the
/// points and arc records must be bit for bit what the general code gave.
/// `ReferenceRoundedCorners` is the routine as it was, kept verbatim.
@Suite struct RoundedCornerArcTests {
    static func bits(_ p: Path) -> [UInt64] {
        p.points.flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
            + p.arcs.flatMap { [UInt64($0.firstVerb), UInt64($0.verbCount), $0.radiusX.bitPattern, $0.radiusY.bitPattern,
                                $0.rotationDegrees.bitPattern, $0.largeArc ? 1 : 0, $0.sweep ? 1 : 0] }
    }

    @Test func quarterArcIsTheGeneralArcBitForBit() {
        var rng = SplitMix64(seed: 11)
        let axes = [Vector(1, 0), Vector(0, 1), Vector(-1, 0), Vector(0, -1)]
        var compared = 0
        for i in 0..<40_000 {
            let scale = [1e-9, 1, 37, 1e6, 1e15][i % 5]
            let k = Point(rng.uniform(-1, 1) * scale, rng.uniform(-1, 1) * scale)
            let radius = [0.0, rng.unit() * scale, .leastNonzeroMagnitude, .infinity][i % 17 == 0 ? (i / 17) % 4 : 1]
            for v in axes {
                let u = Vector(-v.dy, v.dx) * (i % 2 == 0 ? 1 : -1) // back along the incoming side
                let center = k + (u + v) * radius
                var general = Path(), quarter = Path()
                general.move(to: k + u * radius); quarter.move(to: k + u * radius)
                if i % 3 == 0 { general.closeSubpath(); quarter.closeSubpath() } // after a close: a move first
                general.addEllipticalArc(center: center, radiusX: radius, radiusY: radius,
                                         startAngle: QuarterTurn.shared.startAngle(reversing: v), sweep: .pi / 2)
                general.replaceLastPoint(with: k + v * radius)
                quarter.addQuarterArc(center: center, radius: radius, QuarterTurn.shared.corner(leaving: v)!, end: k + v * radius)
                #expect(Self.bits(general) == Self.bits(quarter), "corner \(k) radius \(radius) leaving \(v)")
                #expect(general.verbs == quarter.verbs)
                compared += 1
            }
        }
        #expect(compared == 160_000)
        #expect(QuarterTurn.shared.corner(leaving: Vector(0.6, 0.8)) == nil)
    }

    /// Whole shapes: every rounded-rectangle kind with circular corners,
    /// random rects and radii (many scaled down to fit), against the old
    /// routine.
    @Test func roundedRectanglesAreUnchanged() {
        var rng = SplitMix64(seed: 12)
        for i in 0..<20_000 {
            let r = Rect(rng.uniform(-500, 500), rng.uniform(-500, 500), rng.uniform(0, 300), rng.uniform(0, 300))
            let radii = CornerRadii(topLeading: rng.uniform(-5, 60), bottomLeading: rng.uniform(0, 60),
                                    bottomTrailing: i % 4 == 0 ? 0 : rng.uniform(0, 200), topTrailing: rng.uniform(0, 60))
            var new = Path(), old = Path()
            RoundedCornerDrawing.addRoundedRect(&new, rect: r, radii: radii, style: .circular)
            ReferenceRoundedCorners.addRoundedRect(&old, rect: r, radii: radii, style: .circular)
            #expect(Self.bits(new) == Self.bits(old), "\(r) \(radii)")
            #expect(new.verbs == old.verbs)
            #expect(new.svgPathData(precision: 3) == old.svgPathData(precision: 3))
        }
    }
}

/// RoundedCornerDrawing.addRoundedRect before `addQuarterArc` (verbatim).
enum ReferenceRoundedCorners {
    static func cornerExtent(_ radius: Double, _ share: Double, _ style: RoundedCornerStyle) -> Double {
        RoundedCornerDrawing.cornerExtent(radius, share, style)
    }

    static func addRoundedRect(_ path: inout Path, rect r: Rect, radii input: CornerRadii, style: RoundedCornerStyle) {
        let radii = CornerRadii(topLeading: Swift.max(0, input.topLeading), bottomLeading: Swift.max(0, input.bottomLeading),
                                bottomTrailing: Swift.max(0, input.bottomTrailing), topTrailing: Swift.max(0, input.topTrailing))
            .scaledToFit(width: r.width, height: r.height)
        let tl = radii.topLeading, tr = radii.topTrailing, br = radii.bottomTrailing, bl = radii.bottomLeading
        if tl == 0 && tr == 0 && br == 0 && bl == 0 { path.addRect(r); return }

        // Share of each side per corner, proportional to the radii (docs/API.md).
        func share(_ length: Double, _ mine: Double, _ other: Double) -> Double {
            guard mine + other > 0 else { return length }
            let s = length * mine / (mine + other)
            // Sides and radii near 1.8e308: the product overflows; the
            // ratio first stays finite (and ≤ length).
            return s.isFinite ? s : length * (mine / 2 / (mine / 2 + other / 2))
        }
        let right = Vector(1, 0), down = Vector(0, 1), left = Vector(-1, 0), up = Vector(0, -1)
        // Each corner: its point, u (back along the incoming side), v (along
        // the outgoing side), radius, and its share of the sides in length.
        // Four direct calls, no array: this is the hot path of the benchmark.
        let tlShare = Swift.min(share(r.height, tl, bl), share(r.width, tl, tr))
        path.move(to: Point(r.minX + cornerExtent(tl, tlShare, style), r.minY))
        addCorner(&path, Point(r.maxX, r.minY), left, down, tr,
                  Swift.min(share(r.width, tr, tl), share(r.height, tr, br)), style)
        addCorner(&path, Point(r.maxX, r.maxY), up, left, br,
                  Swift.min(share(r.height, br, tr), share(r.width, br, bl)), style)
        addCorner(&path, Point(r.minX, r.maxY), right, up, bl,
                  Swift.min(share(r.width, bl, br), share(r.height, bl, tl)), style)
        addCorner(&path, Point(r.minX, r.minY), down, right, tl, tlShare, style)
        path.closeSubpath()
    }

    @inline(__always)
    static func addCorner(_ path: inout Path, _ k: Point, _ u: Vector, _ v: Vector, _ radius: Double,
                          _ shareLength: Double, _ style: RoundedCornerStyle) {
        if radius <= 0 {
            path.addLineIfApart(to: k)
            return
        }
        switch style {
        case .circular:
            let start = k + u * radius
            path.addLineIfApart(to: start)
            let center = k + (u + v) * radius
            path.addEllipticalArc(center: center, radiusX: radius, radiusY: radius,
                                  startAngle: QuarterTurn.shared.startAngle(reversing: v), sweep: .pi / 2)
            path.replaceLastPoint(with: k + v * radius)
        case .continuous:
            let q = Swift.max(1, Swift.min(ContinuousCorner.extent, shareLength / radius))
            ContinuousCorner.add(&path, corner: k, uAxis: u, vAxis: v, radius: radius, share: q)
        }
    }

}
