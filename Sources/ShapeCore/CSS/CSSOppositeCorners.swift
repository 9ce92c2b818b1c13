#if canImport(Glibc)
import Glibc
#endif

/// Concave corners that reach into each other: the radii shrink further
/// than CSS's f rule when a box has a concave corner (K < 0) and the
/// hulls of two opposite corners overlap. (A concave corner bulges into
/// the box, so f, which only keeps neighbouring radii from overlapping
/// along a side, lets opposite corners cut through each other:
/// `border-radius: 300px 50px; corner-shape: notch` on 200×160 would
/// self-intersect.)
///
/// The rule is Chromium 156's (`ContouredBorderGeometry`, after CSS
/// Borders 4's corner-shape overlap handling), re-derived here from its
/// description and checked against its screenshots
/// (`CSSChromiumPixelTests`):
/// - a corner's hull is the quadrilateral start, i₁, i₂, end, where start
///   and end are the curve's ends on the box's sides, h is the "half
///   corner" on the radius box's diagonal (see `hull`), and i₁, i₂
///   are where the line through h perpendicular to (h − outer corner)
///   meets the lines from start and from end to the radius box's inner
///   corner (that inner corner when they do not meet);
/// - for each pair of opposite corners (top-left with bottom-right,
///   top-right with bottom-left) whose radius boxes and hulls intersect
///   (touching counts, see `intersects`), the factor s for which the two
///   hulls, each scaled by s about its own outer corner, are apart, found
///   by bisection on [0, 1] until the interval is at most 0.05 wide,
///   taking its lower end (so s is the touching scale rounded down to a
///   multiple of 1/32, and one step lower when they touch exactly at one,
///   as Chromium's is: the exact touching scale differs by up to 1.5 px of
///   radius in the pixel test's boxes);
/// - every radius is multiplied by the smaller of the two factors. Boxes
///   whose corners are all convex are left alone.
enum CSSOppositeCorners {
    /// The factor (≤ 1) for the used radii `radii` of a box `rect` with
    /// corner shapes `shapes` (top-left, top-right, bottom-right,
    /// bottom-left).
    static func factor(rect: Rect, radii: CSSCornerRadii, shapes: [CSSCornerShape]) -> Double {
        guard shapes.contains(where: { $0.isConcave }) else { return 1 }
        let corners = (0..<4).map { Corner(rect: rect, index: $0, rx: radii.rx[$0], ry: radii.ry[$0], shape: shapes[$0]) }
        return Swift.min(pairFactor(corners[0], corners[2]), pairFactor(corners[1], corners[3]))
    }

    /// One corner in box coordinates.
    struct Corner {
        var outer: Point
        /// Unit steps from the outer corner into the box along x and y.
        var sx: Double, sy: Double
        var rx: Double, ry: Double
        var shape: CSSCornerShape

        init(rect: Rect, index: Int, rx: Double, ry: Double, shape: CSSCornerShape) {
            let right = index == 1 || index == 2, bottom = index == 2 || index == 3
            outer = Point(right ? rect.maxX : rect.minX, bottom ? rect.maxY : rect.minY)
            sx = right ? -1 : 1; sy = bottom ? -1 : 1
            self.rx = rx; self.ry = ry; self.shape = shape
        }

        var isEmpty: Bool { rx <= 0 || ry <= 0 }

        /// The radius box, as (lo, hi).
        var box: (lo: Point, hi: Point) {
            let far = Point(outer.x + sx * rx, outer.y + sy * ry)
            return (Point(Swift.min(outer.x, far.x), Swift.min(outer.y, far.y)),
                    Point(Swift.max(outer.x, far.x), Swift.max(outer.y, far.y)))
        }

        /// The hull quadrilateral scaled by `s` about the outer corner.
        func hull(scale s: Double) -> [Point] {
            let start = Point(outer.x + sx * rx * s, outer.y)
            let end = Point(outer.x, outer.y + sy * ry * s)
            let inner = Point(outer.x + sx * rx * s, outer.y + sy * ry * s)
            // The half corner: the fraction 0.5^(1/c) of the way from the
            // inner to the outer corner, c = 2^K (the exponent, or its
            // inverse for concave shapes). For convex shapes it is the
            // curve's point on the diagonal; for concave ones it is not
            // (a scoop's circle about the outer corner passes 0.29 of the
            // way, this point 0.25), but Chromium's factor follows it:
            // 300px 50px scoops on 200×160 shrink by 27/32 after f, the
            // curve's own point would give 29/32.
            let n = shape.exponent
            let half = inner + (outer - inner) * pow(0.5, shape.isConcave ? n : 1 / n)
            let radial = half - outer
            guard radial.length > 0 else { return [start, inner, inner, end] }
            let tangent = radial.perpendicular
            let i1 = CSSBox.intersection(half, tangent, start, inner - start) ?? inner
            let i2 = CSSBox.intersection(half, tangent, end, inner - end) ?? inner
            return [start, i1, i2, end]
        }
    }

    static func pairFactor(_ a: Corner, _ b: Corner) -> Double {
        guard !a.isEmpty, !b.isEmpty else { return 1 }
        let (ba, bb) = (a.box, b.box)
        guard ba.lo.x < bb.hi.x, bb.lo.x < ba.hi.x, ba.lo.y < bb.hi.y, bb.lo.y < ba.hi.y else { return 1 }
        guard intersects(a.hull(scale: 1), b.hull(scale: 1)) else { return 1 }
        // Hulls that only touch at full size are left alone (Chromium:
        // the same test at 1 − 5 float epsilons).
        let nearlyOne = 1 - 5 * Double(Float.ulpOfOne)
        guard intersects(a.hull(scale: nearlyOne), b.hull(scale: nearlyOne)) else { return 1 }
        var lo = 0.0, hi = 1.0
        while hi - lo > 0.05 {
            let mid = (lo + hi) / 2
            if intersects(a.hull(scale: mid), b.hull(scale: mid)) { hi = mid } else { lo = mid }
        }
        return lo
    }

    /// Whether two quads intersect by Chromium's test (`gfx::QuadF::
    /// IntersectsQuad`, re-derived from its description): they are apart
    /// only when one quad has an edge whose line has all four vertices of
    /// the other strictly on its outer side. Touching counts as
    /// intersecting, which decides the scale when hulls touch exactly at a
    /// multiple of 1/32: 300px 50px scoops on 200×160 touch at 28/32 (the
    /// hulls' far sides, x + y = 1.5 r s, meet at s = 360 / (3 r) = 0.875
    /// with r = 137.14), so 27/32 is kept, as Chromium's screenshot shows.
    /// Exact (but for touching) for convex quads, as the hulls are.
    static func intersects(_ a: [Point], _ b: [Point]) -> Bool {
        let scale = (a + b).reduce(1.0) { Swift.max($0, Swift.abs($1.x), Swift.abs($1.y)) }
        // Cross products are lengths squared: rounding-level values count as touching.
        let eps = 1e-9 * scale * scale
        return !fullyOutsideOneEdge(a, b, eps) && !fullyOutsideOneEdge(b, a, eps)
    }

    /// Some edge of `q` (walked clockwise on screen) has every vertex of
    /// `other` strictly outside its line.
    static func fullyOutsideOneEdge(_ q: [Point], _ other: [Point], _ eps: Double) -> Bool {
        // The quad's signed area (screen coordinates, y down): negative is
        // counter-clockwise on screen, whose edges are then walked backwards.
        let counterClockwise = (q[0].x - q[2].x) * (q[1].y - q[3].y) + (q[1].x - q[3].x) * (q[2].y - q[0].y) < 0
        for i in 0..<4 {
            let base = q[i]
            let edge = (counterClockwise ? q[(i + 3) % 4] : q[(i + 1) % 4]) - base
            if other.allSatisfy({ edge.cross($0 - base) < -eps }) { return true }
        }
        return false
    }
}
