internal import CFontStack
import ShapeCore

/// Shapes one line: splits it into runs of code points drawn by the same
/// face (per-glyph fallback), shapes each run with HarfBuzz, and places the
/// glyph outlines on a baseline at y = 0 (y down), scaled to `size` px.
///
/// Runs are shaped in logical order and laid out left to right; each run
/// gets HarfBuzz's guessed direction and script, but there is no bidi
/// reordering between runs.
struct LineShaper {
    let chain: FaceChain
    let size: Double

    init(chain: FaceChain, size: Double) {
        self.chain = chain
        self.size = size
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
        return ShapedLine(width: penX, ascent: ascent, descent: descent, lineGap: lineGap,
                          outline: outline, family: (faces.first ?? chain.primary).family,
                          families: used.map(\.family))
    }

    /// One face per code point. Marks, joiners and variation selectors stay
    /// with the face of the character before them so a cluster is never
    /// split between fonts.
    private func assignFaces(_ line: String) -> [LoadedFace] {
        var faces: [LoadedFace] = []
        faces.reserveCapacity(line.unicodeScalars.count)
        for scalar in line.unicodeScalars {
            if WorkBudget.isExhausted { break } // a long line: stop with the run (shape() shapes what has a face)
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
        api.pointee.hb_shape(face.hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = api.pointee.hb_buffer_get_glyph_infos(buffer, &count),
              let positions = api.pointee.hb_buffer_get_glyph_positions(buffer, &count) else { return }
        let scale = size / face.unitsPerEm
        for i in 0..<Int(count) {
            if WorkBudget.isExhausted { break } // the outline of a long line is large: stop with the run
            let position = positions[i]
            // HarfBuzz offsets are y-up like the font; the outline is y-down.
            let origin = Point(penX + Double(position.x_offset) * scale, -Double(position.y_offset) * scale)
            face.outline(glyph: infos[i].codepoint)?.append(to: &outline, origin: origin, scale: scale)
            penX += Double(position.x_advance) * scale
        }
    }
}
