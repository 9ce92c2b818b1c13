/// The outline of a stroke as a fillable path (docs/API.md `strokedPath`).
///
/// Method: the path is flattened within `tolerance`, dashed, and every
/// piece of the stroke is emitted as its own closed polygon, all wound the
/// same way: a rectangle per segment, a join wedge per vertex (miter,
/// bevel or a round disc), caps at open ends. Filled with the nonzero rule
/// (as every stroke outline must be) their union is the stroke; the
/// outline is not merged into one contour. Accuracy: the flattening
/// tolerance (default 0.001 × the larger of the path's size and the line
/// width, at most 0.05) plus 2.7e-4·w/2 for round joins and caps (cubic
/// circles). A dash pattern that would give more than
/// `StrokeStyle.maxDashPieces` pieces is drawn solid (see `validateDash`).
extension Path {
    public func strokedPath(_ style: StrokeStyle, tolerance: Double? = nil) -> Path {
        var out = Path()
        let w = style.lineWidth
        guard w > 0, !isEmpty else { return out }
        let b = bounds
        let tol = tolerance ?? Self.flatteningTolerance(size: Swift.max(b.width, b.height, w))
        let h = w / 2
        var pieces: [(points: [Point], closed: Bool)] = []
        // A pattern too fine for the path would never finish: solid instead
        // (callers with user input call `style.validateDash` first).
        let dashAllowed = (try? style.validateDash(forLength: length)) != nil
        for sub in flattenedSubpaths(tolerance: Swift.max(tol, 1e-9)) {
            var pts: [Point] = []
            pts.reserveCapacity(sub.points.count)
            for p in sub.points where pts.last != p { pts.append(p) }
            if sub.closed && pts.count > 1 && pts.first == pts.last { pts.removeLast() }
            if style.hasDash && dashAllowed {
                for d in PolylineDashing.dash(pts, closed: sub.closed, pattern: style.dash, phase: style.dashPhase) {
                    pieces.append((d, false))
                }
            } else {
                pieces.append((pts, sub.closed && pts.count > 2))
            }
        }
        for piece in pieces {
            StrokeOutline.add(&out, polyline: piece.points, closed: piece.closed, halfWidth: h, style: style, tolerance: tol)
        }
        return out
    }
}

extension Path {
    /// The default tolerance of stroking and offsetting for a path of
    /// `size`: 0.001 × size, at most 0.05 px — but never below 1e-6 × size,
    /// so a huge path (1e40 wide) is flattened into a bounded number of
    /// segments (Wang's formula then gives at most ~1,800 per cubic)
    /// instead of 0.05 px steps along its whole length. Identical to the
    /// plain rule up to size 50,000.
    public static func flatteningTolerance(size: Double) -> Double {
        Swift.max(Swift.min(0.05, 0.001 * size), 1e-6 * size)
    }
}

enum StrokeOutline {
    static func add(_ out: inout Path, polyline pts: [Point], closed: Bool, halfWidth h: Double, style: StrokeStyle,
                    tolerance: Double) {
        guard let first = pts.first else { return }
        if pts.count == 1 {
            // A zero-length subpath: round and square caps draw a dot.
            switch style.lineCap {
            case .round: out.addEllipse(in: Rect(first.x - h, first.y - h, 2 * h, 2 * h))
            case .square: out.addRect(Rect(first.x - h, first.y - h, 2 * h, 2 * h))
            case .butt: break
            }
            return
        }
        let n = pts.count
        let segCount = closed ? n : n - 1
        for i in 0..<segCount {
            let a = pts[i], b = pts[(i + 1) % n]
            let d = (b - a).normalized
            let nrm = d.perpendicular * h
            polygon(&out, [a + nrm, b + nrm, b - nrm, a - nrm])
        }
        // Joins.
        let joinRange = closed ? Array(0..<n) : Array(1..<(n - 1))
        for i in joinRange {
            let prev = pts[(i - 1 + n) % n], v = pts[i], next = pts[(i + 1) % n]
            let d1 = (v - prev).normalized, d2 = (next - v).normalized
            let turn = d1.cross(d2)
            if Swift.abs(turn) < 1e-12 && d1.dot(d2) > 0 { continue } // straight on
            // A round join differs from a bevel by h·(1 − cos(θ/2)) for a
            // turn of θ: within the tolerance (the many small turns of a
            // flattened curve) the bevel triangle is used, not a disc.
            let cosTurn = Swift.max(-1, Swift.min(1, d1.dot(d2)))
            let roundAsBevel = h * (1 - ((1 + cosTurn) / 2).squareRoot()) <= tolerance
            switch style.lineJoin {
            case .round where !roundAsBevel:
                out.addEllipse(in: Rect(v.x - h, v.y - h, 2 * h, 2 * h))
            case .round, .bevel, .miter:
                // Outer side: opposite the turn.
                let s: Double = turn > 0 ? -1 : 1
                let p1 = v + d1.perpendicular * (h * s), p2 = v + d2.perpendicular * (h * s)
                let cosTheta = -d1.dot(d2) // angle between the segments at v
                let sinHalf = ((1 - cosTheta) / 2).squareRoot()
                if style.lineJoin == .miter && sinHalf > 0 && 1 / sinHalf <= style.miterLimit {
                    // (cos θ/2 of the turn is sin of half the inner angle.)
                    let bis = (d1.perpendicular * s + d2.perpendicular * s).normalized
                    let tip = v + bis * (h / sinHalf)
                    polygon(&out, [v, p1, tip, p2])
                } else {
                    polygon(&out, [v, p1, p2])
                }
            }
        }
        // Caps.
        if !closed {
            for (end, dir) in [(pts[0], (pts[0] - pts[1]).normalized), (pts[n - 1], (pts[n - 1] - pts[n - 2]).normalized)] {
                switch style.lineCap {
                case .butt: break
                case .round: out.addEllipse(in: Rect(end.x - h, end.y - h, 2 * h, 2 * h))
                case .square:
                    let nrm = dir.perpendicular * h
                    polygon(&out, [end + nrm, end + dir * h + nrm, end + dir * h - nrm, end - nrm])
                }
            }
        }
    }

    /// A closed polygon wound clockwise on screen (positive signed area),
    /// so that every piece adds +1 to the nonzero winding.
    static func polygon(_ out: inout Path, _ pts: [Point]) {
        var area = 0.0
        for i in 0..<pts.count {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            area += a.x * b.y - b.x * a.y
        }
        if area == 0 { return }
        out.addLines(area > 0 ? pts : pts.reversed())
        out.closeSubpath()
    }
}
