/*
 * shim.h — the C side of ShapeText: FreeType (outlines), fontconfig
 * (matching and fallback) and HarfBuzz (shaping), all from Debian
 * (libfreetype-dev, libfontconfig-dev, libharfbuzz-dev).
 *
 * FreeType's public API is reached through macros (FT_FREETYPE_H,
 * FT_OUTLINE_H) that Swift cannot expand, so the includes are spelled here.
 * Nothing in this header has state.
 */
#ifndef SHAPELUA_CFONTSTACK_SHIM_H
#define SHAPELUA_CFONTSTACK_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_ADVANCES_H /* FT_Get_Advance: used by the tests for reference widths */
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <hb-ot.h>

/* FT_LOAD_* are macros built with a cast that Swift does not import. */
static inline FT_Int32 shl_ft_load_unscaled_outline(void) {
    return FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP;
}

/* fontconfig's property names are string macros ("family", "weight", ...). */
static inline const char *shl_fc_family(void) { return FC_FAMILY; }
static inline const char *shl_fc_weight(void) { return FC_WEIGHT; }
static inline const char *shl_fc_file(void) { return FC_FILE; }
static inline const char *shl_fc_index(void) { return FC_INDEX; }
static inline const char *shl_fc_charset(void) { return FC_CHARSET; }
static inline const char *shl_fc_scalable(void) { return FC_SCALABLE; }

#endif
