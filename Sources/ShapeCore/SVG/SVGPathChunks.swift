/// Long paths in SVG: libxml2, which librsvg (and so rsvg-convert and our
/// PNG and PDF export) reads SVG with, refuses an attribute value longer
/// than 10,000,000 bytes (XML_MAX_TEXT_LENGTH, without XML_PARSE_HUGE) and
/// with it the whole document. A text's outline is one path per line, and
/// a line of 100,000 combining marks has an outline of about 10 MB; such a
/// path is written as several `<path>` elements of whole subpaths each.
extension Path {
    /// A piece ends at the first subpath that starts once it holds this
    /// many points: about 3 MB of path data even with 15 decimals and
    /// seven-digit coordinates (about 60 bytes a point at worst), well under
    /// libxml2's limit.
    static let svgChunkPoints = 50_000

    /// The path cut before each `move` that comes once the piece so far
    /// holds `maxPoints` points (a subpath is never cut); the path itself,
    /// uncopied, when it is short enough or holds arcs.
    func subpathChunks(maxPoints: Int = Path.svgChunkPoints) -> [Path] {
        guard points.count > maxPoints, arcs.isEmpty else { return [self] }
        var chunks: [Path] = []
        var current = Path()
        var p = 0
        for verb in verbs {
            if verb == .move, current.points.count >= maxPoints {
                chunks.append(current)
                current = Path()
            }
            switch verb {
            case .move: current.move(to: points[p])
            case .line: current.addLine(to: points[p])
            case .quad: current.addQuadCurve(to: points[p + 1], control: points[p])
            case .cubic: current.addCurve(to: points[p + 2], control1: points[p], control2: points[p + 1])
            case .close: current.closeSubpath()
            }
            p += verb.pointCount
        }
        if !current.isEmpty { chunks.append(current) }
        return chunks
    }
}
