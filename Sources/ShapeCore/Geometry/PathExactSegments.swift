#if canImport(Glibc)
import Glibc
#endif

/// Walking a path's segments with every cubic that an `ArcRecord` covers
/// taken as the arc of the true ellipse between its end points, for the
/// measures that must be exact on arcs (`signedArea`, `length`).
extension Path {
    enum ExactSegment {
        /// A line, quad or cubic as `forEachSegment` gives it.
        case curve(Cubic, SegmentKind)
        /// One recorded cubic, as the elliptical arc from `from` to `to`.
        case arc(CenterArc, from: Point, to: Point)
    }

    /// As `forEachSegment`, but each cubic inside an arc record comes as
    /// `.arc`: the record's ellipse through the cubic's end points, found
    /// by the SVG endpoint → centre conversion with the record's radii,
    /// rotation and sweep flag. Every cubic is reported once, whether its
    /// record is whole, cut in several records (arcs over 180°, a
    /// boolean's pieces) or absent, so nothing is counted twice.
    ///
    /// Why per cubic and not per record: a record may span up to 180°,
    /// and there the centre is ill-conditioned — its distance from the
    /// chord is √(1 − λ), λ → 1, so rounding of ε in the radii moves it by
    /// √ε·r, and a circle rotated by 71° measured 5.5e-9 off that way. Each cubic
    /// spans at most 45° (`ArcApproximation`; an affine map keeps
    /// parametric sweeps), where λ ≤ sin² 22.5° and the centre is as
    /// accurate as the points. The cubics' shared end points lie on the
    /// ellipse, so their arcs add up to the record's.
    ///
    /// A cubic whose arc cannot be had (no finite centre, coinciding end
    /// points, a sweep over a quarter turn: not an arc piece) comes as
    /// `.curve`.
    func forEachExactSegment(closeOpenSubpaths: Bool, _ body: (ExactSegment) -> Void) {
        var pi = 0
        var start = Point.zero, current = Point.zero
        var open = false
        var recordIndex = 0
        // The rotation's cosine and sine for the record at `trig.record`.
        var trig = (record: -1, cos: 1.0, sin: 0.0)
        func finish() {
            if open && closeOpenSubpaths && current != start { body(.curve(.line(current, start), .close)) }
            open = false
        }
        for (vi, verb) in verbs.enumerated() {
            switch verb {
            case .move:
                finish()
                start = points[pi]; current = start
            case .line:
                let p = points[pi]
                body(.curve(.line(current, p), .line)); current = p; open = true
            case .quad:
                let c = points[pi], p = points[pi + 1]
                body(.curve(.quad(current, c, p), .quad)); current = p; open = true
            case .cubic:
                let c = Cubic(current, points[pi], points[pi + 1], points[pi + 2])
                while recordIndex < arcs.count, arcs[recordIndex].firstVerb + arcs[recordIndex].verbCount <= vi {
                    recordIndex += 1
                }
                var arc: CenterArc? = nil
                if recordIndex < arcs.count, arcs[recordIndex].firstVerb <= vi {
                    let record = arcs[recordIndex]
                    if trig.record != recordIndex {
                        let phi = record.rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
                        trig = (recordIndex, cos(phi), sin(phi))
                    }
                    arc = Self.arcPiece(c, record, cosPhi: trig.cos, sinPhi: trig.sin)
                }
                if let arc { body(.arc(arc, from: c.p0, to: c.p3)) } else { body(.curve(c, .cubic)) }
                current = c.p3; open = true
            case .close:
                if current != start { body(.curve(.line(current, start), .close)) }
                current = start; open = false
            }
            pi += verb.pointCount
        }
        finish()
    }

    /// The arc of `record`'s ellipse from `c.p0` to `c.p3` (the short one,
    /// in the record's direction), or nil when `c` is not such a piece.
    private static func arcPiece(_ c: Cubic, _ record: ArcRecord, cosPhi: Double, sinPhi: Double) -> CenterArc? {
        let rx = record.radiusX, ry = record.radiusY
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite, c.p0 != c.p3, cosPhi.isFinite, sinPhi.isFinite,
              let arc = CenterArc.fromEndpoints(c.p0, c.p3, rx: rx, ry: ry, cosPhi: cosPhi, sinPhi: sinPhi,
                                                largeArc: false, sweep: record.sweep),
              Swift.abs(arc.dtheta) <= .pi / 2 else { return nil }
        return arc
    }
}
