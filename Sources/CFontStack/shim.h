/*
 * shim.h — the C side of ShapeText: FreeType (outlines), fontconfig
 * (matching and fallback) and HarfBuzz (shaping), from Debian
 * (libfreetype-dev, libfontconfig-dev, libharfbuzz-dev).
 *
 * The libraries are not linked: they are opened with dlopen the first time
 * text is shaped. Two reasons, both measured or required:
 *  - start-up: linking them loads eleven more shared objects (HarfBuzz pulls
 *    in glib, graphite2, ...) into every run of shapelua, text or not;
 *  - a machine without them must still run scripts without text, and a
 *    script with text must fail with a clear error, not a loader message.
 * Swift calls every function through shl_FontStack, a table of pointers
 * typed from the real declarations (so a prototype cannot drift), filled by
 * shl_fontstack_open. The headers are included for types only; calling a
 * library function directly would fail at link time, which is the point.
 */
#ifndef SHAPELUA_CFONTSTACK_SHIM_H
#define SHAPELUA_CFONTSTACK_SHIM_H

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_ADVANCES_H /* FT_Get_Advance: the tests' reference widths */
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <hb-ot.h>

/* X(library, function) for every function Swift uses; library is ft, fc or hb. */
#define SHL_FONTSTACK_FUNCTIONS(X) \
    X(ft, FT_Init_FreeType) X(ft, FT_Done_FreeType) X(ft, FT_New_Face) X(ft, FT_Done_Face) \
    X(ft, FT_Load_Glyph) X(ft, FT_Outline_Decompose) X(ft, FT_Outline_EmboldenXY) X(ft, FT_Get_Char_Index) X(ft, FT_Get_Advance) \
    X(fc, FcInitLoadConfigAndFonts) X(fc, FcConfigCreate) X(fc, FcConfigParseAndLoad) \
    X(fc, FcConfigBuildFonts) X(fc, FcConfigDestroy) X(fc, FcConfigSubstitute) X(fc, FcDefaultSubstitute) \
    X(fc, FcPatternCreate) X(fc, FcPatternDestroy) X(fc, FcPatternAddString) X(fc, FcPatternAddInteger) \
    X(fc, FcPatternGetBool) X(fc, FcPatternGetString) X(fc, FcPatternGetInteger) X(fc, FcPatternGetCharSet) \
    X(fc, FcFontSort) X(fc, FcFontSetDestroy) X(fc, FcCharSetHasChar) X(fc, FcWeightFromOpenType) X(fc, FcWeightToOpenType) \
    X(hb, hb_blob_create_from_file) X(hb, hb_blob_get_length) X(hb, hb_blob_destroy) \
    X(hb, hb_face_create) X(hb, hb_face_get_upem) X(hb, hb_face_destroy) \
    X(hb, hb_font_create) X(hb, hb_font_destroy) X(hb, hb_font_get_h_extents) X(hb, hb_font_get_nominal_glyph) \
    X(hb, hb_buffer_create) X(hb, hb_buffer_destroy) X(hb, hb_buffer_clear_contents) \
    X(hb, hb_buffer_add_utf32) X(hb, hb_buffer_guess_segment_properties) X(hb, hb_shape) \
    X(hb, hb_buffer_get_glyph_infos) X(hb, hb_buffer_get_glyph_positions) \
    X(hb, hb_ot_metrics_get_position)

#define SHL_FONTSTACK_FIELD(library, name) __typeof__(&name) _Nonnull name;
typedef struct shl_FontStack {
    SHL_FONTSTACK_FUNCTIONS(SHL_FONTSTACK_FIELD)
} shl_FontStack;
#undef SHL_FONTSTACK_FIELD

/* Opens the three libraries by soname and resolves every function. Returns
 * a table that lives as long as the process (the libraries are never
 * closed: fontconfig and glib keep global state), or NULL with a message
 * in error[0..size). No static state: the caller keeps the table. */
static inline const shl_FontStack *shl_fontstack_open(const char *freetype, const char *fontconfig,
                                                      const char *harfbuzz, char *error, size_t size) {
    void *ft = dlopen(freetype, RTLD_NOW | RTLD_LOCAL);
    void *fc = ft ? dlopen(fontconfig, RTLD_NOW | RTLD_LOCAL) : NULL;
    void *hb = fc ? dlopen(harfbuzz, RTLD_NOW | RTLD_LOCAL) : NULL;
    if (hb == NULL) {
        snprintf(error, size, "%s", dlerror());
        return NULL;
    }
    shl_FontStack *api = (shl_FontStack *)malloc(sizeof(shl_FontStack));
    if (api == NULL) {
        snprintf(error, size, "out of memory");
        return NULL;
    }
#define SHL_FONTSTACK_RESOLVE(library, name) \
    if ((*(void **)&api->name = dlsym(library, #name)) == NULL) { \
        snprintf(error, size, "%s has no function %s", library == ft ? freetype : library == fc ? fontconfig : harfbuzz, #name); \
        free(api); \
        return NULL; \
    }
    SHL_FONTSTACK_FUNCTIONS(SHL_FONTSTACK_RESOLVE)
#undef SHL_FONTSTACK_RESOLVE
    return api;
}

/* FT_LOAD_* are macros built with a cast that Swift does not import. */
static inline FT_Int32 shl_ft_load_unscaled_outline(void) {
    return FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP;
}

/* A whole-buffer feature set to 0 (HB_FEATURE_GLOBAL_* are macros). */
static inline hb_feature_t shl_hb_feature_off(char a, char b, char c, char d) {
    hb_feature_t f = { HB_TAG(a, b, c, d), 0, HB_FEATURE_GLOBAL_START, HB_FEATURE_GLOBAL_END };
    return f;
}

#endif
