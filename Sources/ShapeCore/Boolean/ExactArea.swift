#if canImport(Glibc)
import Glibc
#endif

/// Areas without flattening (SPEC §13: a boolean's area matches the exact
/// area within 1e-6 relative for circles, rounded rectangles and
/// superellipses).
extension Path {
    /// Signed area by Green's theorem, ½∮(x dy − y dx), on the exact
    /// segments: lines and cubics in closed form (`signedArea`), and each
    /// cubic the path records as part of an elliptical arc replaced by
    /// that arc, whose integral is ½[c × (p₁ − p₀) + rx·ry·Δθ] for
    /// p(θ) = c + R(φ)(rx cos θ, ry sin θ) — the area of the ellipse the
    /// SVG `A` command draws, not of its 45° cubic approximation (which
    /// encloses 4.4e-6 more of a circle). Positive for clockwise on screen.
    public var exactSignedArea: Double {
        var sum = signedArea
        guard !arcs.isEmpty else { return sum }
        // Start points of every verb, to rebuild each arc cubic.
        var pi = 0, start = Point.zero, current = Point.zero
        var recordIndex = 0
        for (vi, verb) in verbs.enumerated() {
            switch verb {
            case .move: start = points[pi]; current = start
            case .line, .quad: current = points[pi + verb.pointCount - 1]
            case .close: current = start
            case .cubic:
                let c = Cubic(current, points[pi], points[pi + 1], points[pi + 2])
                current = c.p3
                while recordIndex < arcs.count, arcs[recordIndex].firstVerb + arcs[recordIndex].verbCount <= vi {
                    recordIndex += 1
                }
                if recordIndex < arcs.count, arcs[recordIndex].firstVerb <= vi {
                    let r = arcs[recordIndex]
                    if let e = BooleanEllipse.recovered(from: c, rx: r.radiusX, ry: r.radiusY,
                                                        rotation: r.rotationDegrees * .pi / 180) {
                        let sweep = e.shortSweep(from: c.p0, to: c.p3)
                        let exact = ((e.center - .zero).cross(c.p3 - c.p0) + e.rx * e.ry * sweep) / 2
                        sum += exact - c.signedAreaContribution()
                    }
                }
            }
            pi += verb.pointCount
        }
        return sum
    }

    /// The exact area of the fill under `fillRule`: the path is first
    /// resolved into non-overlapping contours by a boolean union with
    /// nothing (which splits self-intersections and merges overlapping
    /// subpaths), then integrated by `exactSignedArea`.
    public func exactArea(fillRule: FillRule = .nonZero) throws -> Double {
        let resolved = try Path.boolean(self, Path(), .union, eoFill: fillRule == .evenOdd)
        return Swift.max(0, resolved.exactSignedArea)
    }
}
