internal import CFontStack
import ShapeCore

/// FreeType's handle, shared by every face opened with it so that it is
/// released only after the last face (FT_Done_Face must come first).
final class FreeTypeLibrary {
    let handle: FT_Library
    let api: FontAPI

    init(api: FontAPI) throws(FontError) {
        self.api = api
        var library: FT_Library?
        guard api.pointee.FT_Init_FreeType(&library) == 0, let library else {
            throw FontError("FreeType could not be initialised (is libfreetype6 installed?)")
        }
        handle = library
    }

    deinit { _ = api.pointee.FT_Done_FreeType(handle) }
}

/// One font file opened twice over the same bytes: by FreeType for glyph
/// outlines and by HarfBuzz (its own OpenType functions) for shaping.
/// Everything is kept in font units; callers scale to the requested size.
final class LoadedFace {
    let family: String
    let unitsPerEm: Double
    /// Line metrics in font units, from HarfBuzz's horizontal extents (the
    /// hhea or OS/2 values browsers use); `descender` is positive downwards.
    let ascender: Double
    let descender: Double
    let lineGap: Double
    /// An italic or oblique face (fontconfig's slant): `italic()` text
    /// drawn with an upright face is slanted instead (LineShaper).
    let isSlanted: Bool
    /// The face's OpenType weight (nil: a variable font's range).
    let weight: Int?
    /// Underline and strikeout strokes in font units, y-up (the fonts'
    /// post and OS/2 tables through HarfBuzz); nil when the font has none.
    let underline: (offset: Double, size: Double)?
    let strikeout: (offset: Double, size: Double)?
    let hbFont: OpaquePointer
    private let ftFace: FT_Face
    private let library: FreeTypeLibrary
    /// Plain outlines under the glyph id, emboldened ones under id + 2³².
    private var outlines: [UInt64: GlyphOutline] = [:]

    let api: FontAPI

    init(_ candidate: FontCandidate, library: FreeTypeLibrary) throws(FontError) {
        let api = library.api
        var face: FT_Face?
        let error = api.pointee.FT_New_Face(library.handle, candidate.file, candidate.index, &face)
        guard error == 0, let face else {
            throw FontError("FreeType could not open \(MessageText.quoted(candidate.file)) (error \(error))")
        }
        guard let blob = api.pointee.hb_blob_create_from_file(candidate.file), api.pointee.hb_blob_get_length(blob) > 0 else {
            _ = api.pointee.FT_Done_Face(face)
            throw FontError("HarfBuzz could not read \(MessageText.quoted(candidate.file))")
        }
        // fontconfig puts a variable font's named instance in the high bits.
        let hbFace = api.pointee.hb_face_create(blob, UInt32(candidate.index & 0xFFFF))
        api.pointee.hb_blob_destroy(blob) // the face keeps its own reference
        let upem = api.pointee.hb_face_get_upem(hbFace)
        let font = api.pointee.hb_font_create(hbFace)
        api.pointee.hb_face_destroy(hbFace) // likewise kept by the font
        guard let font, upem > 0 else {
            api.pointee.hb_font_destroy(font)
            _ = api.pointee.FT_Done_Face(face)
            throw FontError("\(MessageText.quoted(candidate.file)) has no usable font at index \(candidate.index)")
        }
        var extents = hb_font_extents_t()
        _ = api.pointee.hb_font_get_h_extents(font, &extents)
        self.library = library
        self.api = api
        self.ftFace = face
        self.hbFont = font
        self.family = candidate.family
        // hb_font_create's scale is the upem, so HarfBuzz also answers in font units.
        self.unitsPerEm = Double(upem)
        self.ascender = Double(extents.ascender)
        self.descender = Double(-extents.descender)
        self.lineGap = Double(extents.line_gap)
        self.isSlanted = candidate.slant != Int32(FC_SLANT_ROMAN)
        self.weight = candidate.weight
        func metric(_ offset: hb_ot_metrics_tag_t, _ size: hb_ot_metrics_tag_t) -> (offset: Double, size: Double)? {
            var o: hb_position_t = 0, s: hb_position_t = 0
            guard api.pointee.hb_ot_metrics_get_position(font, offset, &o) != 0,
                  api.pointee.hb_ot_metrics_get_position(font, size, &s) != 0, s > 0 else { return nil }
            return (Double(o), Double(s))
        }
        self.underline = metric(HB_OT_METRICS_TAG_UNDERLINE_OFFSET, HB_OT_METRICS_TAG_UNDERLINE_SIZE)
        self.strikeout = metric(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET, HB_OT_METRICS_TAG_STRIKEOUT_SIZE)
    }

    deinit {
        api.pointee.hb_font_destroy(hbFont)
        _ = api.pointee.FT_Done_Face(ftFace)
    }

    /// Whether the font maps the code point to a real glyph (not .notdef).
    func hasGlyph(for scalar: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return api.pointee.hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0 && glyph != 0
    }

    /// How much synthetic bold thickens a glyph, in font units: em / 24,
    /// FreeType's FT_GlyphSlot_Embolden strength (ftsynth.c), which also
    /// widens the glyph's advance by as much.
    var emboldenStrength: Double { Double(Int(unitsPerEm) / 24) }

    /// The glyph's outline in font units, loaded once. Nil when FreeType
    /// cannot load it (the glyph is then left out, its advance kept).
    /// `emboldened`: thickened by `emboldenStrength` with
    /// FT_Outline_EmboldenXY, which keeps the left and bottom edges and
    /// grows the glyph right and up (a face without a bold of its own).
    func outline(glyph: UInt32, emboldened: Bool = false) -> GlyphOutline? {
        let key = UInt64(glyph) | (emboldened ? 1 << 32 : 0)
        if let cached = outlines[key] { return cached }
        guard api.pointee.FT_Load_Glyph(ftFace, glyph, shl_ft_load_unscaled_outline()) == 0,
              let slot = ftFace.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        if emboldened {
            let strength = FT_Pos(emboldenStrength)
            guard api.pointee.FT_Outline_EmboldenXY(&slot.pointee.outline, strength, strength) == 0 else { return nil }
        }
        guard let outline = GlyphOutline.decompose(&slot.pointee.outline, api) else { return nil }
        outlines[key] = outline
        return outline
    }
}
