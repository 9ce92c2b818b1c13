internal import CFontStack
import ShapeCore

/// One glyph's outline in font units, y up, as FreeType stores it. Kept
/// unscaled so one cached outline serves every size; `append` scales,
/// flips to y-down and places it.
struct GlyphOutline {
    var verbs: [Path.Verb] = []
    var points: [Point] = []

    /// Appends the outline to `path` with its origin at `origin` (y-down
    /// px), each font unit becoming `scale` px.
    /// `shear` slants it (x grows by shear × height above the baseline).
    func append(to path: inout Path, origin: Point, scale: Double, shear: Double = 0) {
        var i = 0
        func next() -> Point {
            let p = points[i]
            i += 1
            // + 0 turns -0 (a point on the baseline, flipped) into 0.
            return Point(origin.x + (p.x + shear * p.y) * scale + 0, origin.y - p.y * scale + 0)
        }
        for verb in verbs {
            switch verb {
            case .move: path.move(to: next())
            case .line: path.addLine(to: next())
            case .quad:
                let c = next()
                path.addQuadCurve(to: next(), control: c)
            case .cubic:
                let c1 = next(), c2 = next()
                path.addCurve(to: next(), control1: c1, control2: c2)
            case .close: path.closeSubpath()
            }
        }
    }
}

extension GlyphOutline {
    /// Decomposes the outline of the glyph just loaded into `face`'s glyph
    /// slot (loaded with FT_LOAD_NO_SCALE, so in font units). FreeType gives
    /// contours as move_to then segments back to the start and never says
    /// "close": each contour is closed here before the next one starts.
    /// Conic (TrueType) segments are quadratic Béziers, cubic (CFF) ones cubic.
    static func decompose(_ outline: inout FT_Outline, _ api: FontAPI) -> GlyphOutline? {
        var result = GlyphOutline()
        var funcs = FT_Outline_Funcs()
        funcs.move_to = { to, user in
            let o = user!.assumingMemoryBound(to: GlyphOutline.self)
            if let last = o.pointee.verbs.last, last != .close { o.pointee.verbs.append(.close) }
            o.pointee.verbs.append(.move)
            o.pointee.points.append(Point(to!.pointee))
            return 0
        }
        funcs.line_to = { to, user in
            let o = user!.assumingMemoryBound(to: GlyphOutline.self)
            o.pointee.verbs.append(.line)
            o.pointee.points.append(Point(to!.pointee))
            return 0
        }
        funcs.conic_to = { control, to, user in
            let o = user!.assumingMemoryBound(to: GlyphOutline.self)
            o.pointee.verbs.append(.quad)
            o.pointee.points.append(Point(control!.pointee))
            o.pointee.points.append(Point(to!.pointee))
            return 0
        }
        funcs.cubic_to = { c1, c2, to, user in
            let o = user!.assumingMemoryBound(to: GlyphOutline.self)
            o.pointee.verbs.append(.cubic)
            o.pointee.points.append(Point(c1!.pointee))
            o.pointee.points.append(Point(c2!.pointee))
            o.pointee.points.append(Point(to!.pointee))
            return 0
        }
        funcs.shift = 0
        funcs.delta = 0
        let error = withUnsafeMutablePointer(to: &result) { r in
            api.pointee.FT_Outline_Decompose(&outline, &funcs, UnsafeMutableRawPointer(r))
        }
        guard error == 0 else { return nil }
        if let last = result.verbs.last, last != .close { result.verbs.append(.close) }
        return result
    }
}

private extension Point {
    init(_ v: FT_Vector) { self.init(Double(v.x), Double(v.y)) }
}
