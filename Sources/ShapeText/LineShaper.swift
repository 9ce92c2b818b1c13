internal import CFontStack
import ShapeCore

/// Shapes one line: splits it into runs of code points drawn by the same
/// face (per-glyph fallback), shapes each run with HarfBuzz, and places the
/// glyph outlines on a baseline at y = 0 (y down), scaled to `size` px.
///
/// Runs are shaped in logical order and laid out left to right; each run
/// gets HarfBuzz's guessed direction and script, but there is no bidi
/// reordering between runs.
///
/// `italic`: a face that is not italic or oblique itself (the request's
/// match when the family has no italic, or a fallback) is slanted by
/// 0.2126 (about 12°), the shear of FreeType's FT_GlyphSlot_Oblique.
/// `spacing` px is added after each cluster (kerning, tracking);
/// `ligatures` false turns off HarfBuzz's default `liga` and `clig`.
///
/// Long runs of marks on one base: HarfBuzz's work on one cluster grows
/// with the square of its length (its mark attachment looks back over the
/// cluster for each mark: `Text("a" .. ("\u{0301}"):rep(100000))` took 17 s).
/// So after `maxClusterMarks` marks the following marks are shaped apart,
/// `maxClusterMarks` at a time (Unicode's Stream-Safe Text Format, UAX #15,
/// bounds such runs at 30 for the same reason), and each mark of those
/// pieces goes one step past the mark before it, the step being the offset
/// between the last two glyphs HarfBuzz placed in the first piece. For a
/// mark repeated, as in that example, that is exactly where HarfBuzz puts
/// it (each mark attaches to the one before at the same offset); mixed
/// marks past the 32nd continue in the direction of the last two (a stack
/// above and one below the base become one).
struct LineShaper {
    let chain: FaceChain
    let size: Double
    let italic: Bool
    let spacing: Double
    let ligatures: Bool

    static let obliqueShear = 0.2126
    static let maxClusterMarks = 32

    /// Where the marks of a long run got to: the origins of the last two
    /// glyphs drawn (absolute, px).
    private struct MarkStack {
        var last: Point
        var step: Vector
    }

    init(chain: FaceChain, size: Double, italic: Bool = false, spacing: Double = 0, ligatures: Bool = true) {
        self.chain = chain
        self.size = size
        self.italic = italic
        self.spacing = spacing
        self.ligatures = ligatures
    }

    private var api: FontAPI { chain.primary.api }

    func shape(_ line: String) -> ShapedLine {
        let scalars = line.unicodeScalars.map(\.value)
        let faces = assignFaces(line)
        var outline = Path()
        var penX = 0.0
        var used: [LoadedFace] = [chain.primary]
        if !scalars.isEmpty {
            let buffer = api.pointee.hb_buffer_create()
            defer { api.pointee.hb_buffer_destroy(buffer) }
            scalars.withUnsafeBufferPointer { text in
                var start = 0
                var stack: MarkStack?
                while start < faces.count {
                    let face = faces[start]
                    var end = start + 1
                    while end < faces.count, faces[end] === face { end += 1 }
                    if !used.contains(where: { $0 === face }) { used.append(face) }
                    for item in markItems(text, start..<end) {
                        shapeRun(text, item.range, face: face, buffer: buffer, into: &outline, penX: &penX,
                                 continuing: item.continues ? stack : nil, endsCluster: item.endsCluster, stack: &stack)
                    }
                    start = end
                }
            }
        }
        var ascent = 0.0, descent = 0.0, lineGap = 0.0
        for face in used {
            let scale = size / face.unitsPerEm
            ascent = max(ascent, face.ascender * scale)
            descent = max(descent, face.descender * scale)
            lineGap = max(lineGap, face.lineGap * scale)
        }
        let primary = chain.primary, scale = size / primary.unitsPerEm
        // y-up font units to a y-down top-of-stroke offset in px.
        func metric(_ m: (offset: Double, size: Double)?) -> TextLineMetric? {
            m.map { TextLineMetric(top: -$0.offset * scale, thickness: $0.size * scale) }
        }
        return ShapedLine(width: penX, ascent: ascent, descent: descent, lineGap: lineGap,
                          outline: outline, family: (faces.first ?? chain.primary).family,
                          families: used.map(\.family),
                          underline: metric(primary.underline), strikeout: metric(primary.strikeout))
    }

    /// One face per code point. Marks, joiners and variation selectors stay
    /// with the face of the character before them so a cluster is never
    /// split between fonts.
    private func assignFaces(_ line: String) -> [LoadedFace] {
        var faces: [LoadedFace] = []
        faces.reserveCapacity(line.unicodeScalars.count)
        for scalar in line.unicodeScalars {
            if let previous = faces.last, Self.joinsPrevious(scalar) {
                faces.append(previous)
            } else {
                faces.append(chain.face(for: scalar.value) ?? chain.primary)
            }
        }
        return faces
    }

    /// `range` cut so that no piece holds more than `maxClusterMarks`
    /// marks in a row: a piece that starts inside such a run `continues`
    /// the stack; one that stops inside it does not end its cluster.
    private func markItems(_ text: UnsafeBufferPointer<UInt32>, _ range: Range<Int>) -> [(range: Range<Int>, continues: Bool, endsCluster: Bool)] {
        var items: [(range: Range<Int>, continues: Bool, endsCluster: Bool)] = []
        var start = range.lowerBound, marks = 0, continues = false
        for i in range {
            if Unicode.Scalar(text[i]).map(Self.joinsPrevious) ?? false {
                if marks == Self.maxClusterMarks {
                    items.append((start..<i, continues, false))
                    start = i
                    continues = true
                    marks = 0
                }
                marks += 1
            } else {
                marks = 0
            }
        }
        items.append((start..<range.upperBound, continues, true))
        return items
    }

    private static func joinsPrevious(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    /// Shapes text[range] with the whole line as context (so joining and
    /// contextual forms see their neighbours) and appends the glyphs.
    ///
    /// `continuing`: the piece's marks go on from that stack (see the type's
    /// comment); `stack` is set to where this piece's glyphs end.
    private func shapeRun(_ text: UnsafeBufferPointer<UInt32>, _ range: Range<Int>, face: LoadedFace,
                          buffer: OpaquePointer?, into outline: inout Path, penX: inout Double,
                          continuing: MarkStack?, endsCluster: Bool, stack: inout MarkStack?) {
        api.pointee.hb_buffer_clear_contents(buffer)
        api.pointee.hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count),
                            UInt32(range.lowerBound), Int32(range.count))
        api.pointee.hb_buffer_guess_segment_properties(buffer)
        if ligatures {
            api.pointee.hb_shape(face.hbFont, buffer, nil, 0)
        } else {
            let off = [shl_hb_feature_off(0x6C, 0x69, 0x67, 0x61), shl_hb_feature_off(0x63, 0x6C, 0x69, 0x67)] // liga, clig
            off.withUnsafeBufferPointer { api.pointee.hb_shape(face.hbFont, buffer, $0.baseAddress, UInt32($0.count)) }
        }
        var count: UInt32 = 0
        guard let infos = api.pointee.hb_buffer_get_glyph_infos(buffer, &count),
              let positions = api.pointee.hb_buffer_get_glyph_positions(buffer, &count) else { return }
        let scale = size / face.unitsPerEm
        let shear = italic && !face.isSlanted ? Self.obliqueShear : 0
        // Synthetic bold widens each advancing glyph as FreeType does.
        let bold = chain.emboldens(face), widening = bold ? face.emboldenStrength * scale : 0
        let n = Int(count)
        var previous: Point?
        for i in 0..<n {
            let position = positions[i]
            // HarfBuzz offsets are y-up like the font; the outline is y-down.
            var origin = Point(penX + Double(position.x_offset) * scale, -Double(position.y_offset) * scale)
            // HarfBuzz does not stack marks shaped without their base: each
            // goes one step past the one before.
            if let c = continuing { origin = c.last + c.step * Double(i + 1) }
            face.outline(glyph: infos[i].codepoint, emboldened: bold)?
                .append(to: &outline, origin: origin, scale: scale, shear: shear)
            penX += Double(position.x_advance) * scale + (position.x_advance != 0 ? widening : 0)
            // After the last glyph of each cluster, so marks and ligatures count once.
            if spacing != 0, i == n - 1 ? endsCluster : infos[i + 1].cluster != infos[i].cluster { penX += spacing }
            if let p = previous { stack = MarkStack(last: origin, step: origin - p) } else if let s = stack { stack = MarkStack(last: origin, step: s.step) }
            previous = origin
        }
    }
}
