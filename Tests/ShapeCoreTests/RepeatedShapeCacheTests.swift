import Testing
import Glibc
@testable import ShapeCore

/// The caches that make a repeated shape cheap — ShapePathCache (a layout
/// run's rounded-shape paths by shape values and size), SVGWriter's recent
/// path data and QuarterTurn's corner trigonometry — must be invisible:
/// every answer equals what the uncached code computes.
@Suite struct RepeatedShapeCacheTests {
    /// Shapes whose values differ in one field at a time (radius, corner
    /// size, style, inset, per-corner radii), and ones the cache ignores.
    static let shapes: [any Shape] = [
        RoundedRectangle(cornerRadius: 2, style: .circular), RoundedRectangle(cornerRadius: 3, style: .circular),
        RoundedRectangle(cornerRadius: 2, style: .continuous), RoundedRectangle(cornerRadius: 2, style: .circular).inset(by: 1),
        RoundedRectangle(cornerSize: Size(2, 3), style: .circular),
        RoundedRectangle(cornerRadius: -0.0, style: .circular), RoundedRectangle(cornerRadius: 0, style: .circular),
        UnevenRoundedRectangle(topLeadingRadius: 1, bottomLeadingRadius: 2, bottomTrailingRadius: 3, topTrailingRadius: 4,
                               style: .circular),
        UnevenRoundedRectangle(topLeadingRadius: 4, bottomLeadingRadius: 2, bottomTrailingRadius: 3, topTrailingRadius: 1,
                               style: .circular),
        UnevenRoundedRectangle(topLeadingRadius: 1, bottomLeadingRadius: 2, bottomTrailingRadius: 3, topTrailingRadius: 4,
                               style: .continuous),
        Capsule(style: .circular), Capsule(style: .continuous), Capsule().inset(by: 2),
        Rectangle(), Circle(), AnyShape(RoundedRectangle(cornerRadius: 2, style: .circular)),
    ]
    static let sizes = [Size(10, 10), Size(10, 12), Size(12, 10), Size(0.1 + 0.2, 10), Size(0.3, 10), Size(0, 5)]

    /// Every (shape, size) twice, interleaved so that entries are evicted
    /// and found again: each answer is the path built directly.
    @Test func cachedPathsAreThePathsBuiltDirectly() {
        var cache = ShapePathCache()
        var pairs: [(any Shape, Size)] = []
        for shape in Self.shapes { for size in Self.sizes { pairs.append((shape, size)) } }
        for round in 0..<3 {
            for (k, (shape, size)) in pairs.enumerated() where (k + round) % 3 != 0 {
                let local = Rect(origin: .zero, size: size)
                let cached = cache.path(shape, in: local)
                #expect(cached == shape.path(in: local), "\(shape) in \(size)")
                // Asked again at once: the entry just made (or reused).
                #expect(cache.path(shape, in: local) == cached)
            }
        }
    }

    /// An evicted entry is rebuilt in its own arrays (`path(in:into:)`):
    /// a path handed out before is a value, unchanged by that.
    @Test func aPathHandedOutOutlivesItsEviction() {
        var cache = ShapePathCache()
        let local = Rect(origin: .zero, size: Size(10, 10))
        var held: [(Path, any Shape)] = []
        for k in 0..<(3 * ShapePathCache.capacity) {
            let shape = UnevenRoundedRectangle(topLeadingRadius: Double(k % 4), bottomLeadingRadius: Double(k % 3),
                                               bottomTrailingRadius: 0.5 * Double(k), topTrailingRadius: 0, style: .circular)
            held.append((cache.path(shape, in: local), shape))
        }
        for (path, shape) in held { #expect(path == shape.path(in: local), "\(shape)") }
    }

    /// One box asked again and again, as a fill and its overlaid stroke
    /// ask (the last-box shortcut), in changing sizes and between other
    /// boxes: each answer is the box's path in that size.
    @Test func aBoxAskedAgainGetsItsPathInEachSize() {
        var cache = ShapePathCache()
        let boxes = Self.shapes.map { ShapeBox($0) }
        for (i, box) in boxes.enumerated() {
            for size in Self.sizes + Self.sizes.reversed() {
                let local = Rect(origin: .zero, size: size)
                for _ in 0..<2 { #expect(cache.path(box, in: local) == box.shape.path(in: local), "\(box.shape) in \(size)") }
                let other = boxes[(i + 1) % boxes.count]
                #expect(cache.path(other, in: local) == other.shape.path(in: local))
            }
        }
    }

    /// Paths written in a repeating order, more of them than the writer
    /// keeps, give each path's own data every time.
    @Test func recentPathDataIsEachPathsOwnData() {
        let paths: [Path] = Self.shapes.prefix(8).map { $0.path(in: Rect(0, 0, 10, 10)) }
        let writer = SVGWriter(precision: 3)
        var expected: [UInt8] = []
        for k in [0, 1, 0, 2, 3, 4, 5, 0, 6, 7, 1, 1, 7, 2, 0] {
            writer.pathData(paths[k])
            expected += Array(" d=\"\(paths[k].svgPathData(precision: 3))\"".utf8)
        }
        #expect(writer.out == expected)
    }

    /// A path with a non-finite point sets `sawNonFinite` every time it is
    /// written, also after a rollBack cleared the flag.
    @Test func aRepeatedNonFinitePathIsSeenEveryTime() {
        var path = Path()
        path.move(to: Point(0, 0))
        path.addLine(to: Point(.infinity, 1))
        let writer = SVGWriter(precision: 3)
        let mark = writer.mark
        writer.pathData(path)
        #expect(writer.sawNonFinite)
        writer.rollBack(to: mark)
        #expect(!writer.sawNonFinite)
        writer.pathData(path)
        #expect(writer.sawNonFinite)
    }

    /// The table's corner trigonometry is the libm answer for the same
    /// Doubles, and other angles pass through to it.
    @Test func quarterTurnTableIsTheComputedTrigonometry() {
        let q = QuarterTurn.shared
        #expect(q.k == 4.0 / 3.0 * tan(((Double.pi / 2) / 2) / 4))
        for v in [Vector(1, 0), Vector(0, 1), Vector(-1, 0), Vector(0, -1), Vector(0.6, 0.8), Vector(-0.0, 1)] {
            let angle = q.startAngle(reversing: v)
            #expect(angle.bitPattern == (-v).angle.bitPattern, "\(v)")
            for theta in [angle + q.delta, angle, angle - q.delta, 0.3] {
                let (s, c) = q.sinCos(theta), (s0, c0) = ArcApproximation.sinCos(theta)
                #expect(s.bitPattern == s0.bitPattern && c.bitPattern == c0.bitPattern, "\(theta)")
            }
        }
    }
}
