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
struct LineShaper {
    let chain: FaceChain
    let size: Double
    let italic: Bool
    let spacing: Double
    let ligatures: Bool

    static let obliqueShear = 0.2126

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
                while start < faces.count {
                    let face = faces[start]
                    var end = start + 1
                    while end < faces.count, faces[end] === face { end += 1 }
                    if !used.contains(where: { $0 === face }) { used.append(face) }
                    shapeRun(text, start..<end, face: face, buffer: buffer, into: &outline, penX: &penX)
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

    private static func joinsPrevious(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    /// Shapes text[range] with the whole line as context (so joining and
    /// contextual forms see their neighbours) and appends the glyphs.
    private func shapeRun(_ text: UnsafeBufferPointer<UInt32>, _ range: Range<Int>, face: LoadedFace,
                          buffer: OpaquePointer?, into outline: inout Path, penX: inout Double) {
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
        for i in 0..<n {
            let position = positions[i]
            // HarfBuzz offsets are y-up like the font; the outline is y-down.
            let origin = Point(penX + Double(position.x_offset) * scale, -Double(position.y_offset) * scale)
            face.outline(glyph: infos[i].codepoint, emboldened: bold)?
                .append(to: &outline, origin: origin, scale: scale, shear: shear)
            penX += Double(position.x_advance) * scale + (position.x_advance != 0 ? widening : 0)
            // After the last glyph of each cluster, so marks and ligatures count once.
            if spacing != 0, i == n - 1 || infos[i + 1].cluster != infos[i].cluster { penX += spacing }
        }
    }
}
