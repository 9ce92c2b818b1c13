/*
 * shim.h — the C side of ShapeRaster: librsvg (SVG → cairo) and cairo
 * (PNG and PDF surfaces), from Debian (librsvg2-2, libcairo2; headers from
 * librsvg2-dev, libcairo2-dev), plus the few GLib/GIO calls librsvg's API
 * needs (a memory input stream, a base file, unref, error free), GLib's
 * base64 encoder (terminal image protocols carry the PNG as base64), and
 * libpng (Debian libpng16-16, a dependency of cairo; header from libpng-dev)
 * to write PNGs that are always 8-bit RGBA — cairo's own PNG writer drops
 * the alpha channel of an opaque image, and docs/EXPORT.md asks for RGBA — and to
 * read them back exactly (its simplified API), and libxml2 (librsvg's own
 * XML parser, loaded with it; header from libxml2-dev) to find an SVG
 * image's root element without building the document (svg_root.h).
 * libpng reports errors by
 * longjmp: the simplified API catches them inside libpng, and the writer
 * below catches them in its own C frame (shl_png_encode), so no longjmp
 * ever reaches a Swift frame (DESIGN.md).
 *
 * As CFontStack: the libraries are not linked but opened with dlopen the
 * first time a PNG or PDF is written, because
 *  - start-up: librsvg pulls in cairo, pango, gdk-pixbuf, GIO and dozens of
 *    shared objects that a run writing SVG never needs;
 *  - a machine without librsvg must still run every script that writes SVG,
 *    and one asking for PNG must get an error naming the package.
 * Swift calls every function through shl_Raster, a table of pointers typed
 * from the real declarations (so a prototype cannot drift), filled by
 * shl_raster_open. The headers are included for types only.
 */
#ifndef SHAPELUA_CRASTER_SHIM_H
#define SHAPELUA_CRASTER_SHIM_H

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <librsvg/rsvg.h>
#include <cairo.h>
#include <cairo-pdf.h>
#include <png.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <zlib.h>
#include <setjmp.h>
#include <string.h>
#include <stdint.h>

/* X(library, function) for every function Swift uses. */
#define SHL_RASTER_FUNCTIONS(X) \
    X(rsvg, rsvg_handle_new_from_stream_sync) X(rsvg, rsvg_handle_render_document) \
    X(rsvg, rsvg_handle_get_intrinsic_size_in_pixels) X(rsvg, rsvg_handle_get_intrinsic_dimensions) \
    X(rsvg, rsvg_handle_set_dpi) \
    X(cairo, cairo_image_surface_create) \
    X(cairo, cairo_image_surface_get_data) X(cairo, cairo_image_surface_get_width) \
    X(cairo, cairo_image_surface_get_height) X(cairo, cairo_image_surface_get_stride) \
    X(cairo, cairo_image_surface_get_format) \
    X(cairo, cairo_pdf_surface_create_for_stream) X(cairo, cairo_pdf_surface_set_metadata) \
    X(cairo, cairo_surface_flush) \
    X(cairo, cairo_surface_finish) X(cairo, cairo_surface_status) X(cairo, cairo_surface_destroy) \
    X(cairo, cairo_create) X(cairo, cairo_scale) X(cairo, cairo_status) X(cairo, cairo_destroy) \
    X(cairo, cairo_status_to_string) \
    X(gio, g_memory_input_stream_new_from_data) X(gio, g_file_new_for_path) \
    X(gobject, g_object_unref) X(glib, g_error_free) X(glib, g_free) X(glib, g_base64_encode) \
    X(png, png_image_begin_read_from_memory) X(png, png_image_finish_read) X(png, png_image_free) \
    X(png, png_create_write_struct) X(png, png_create_info_struct) X(png, png_destroy_write_struct) \
    X(png, png_init_io) X(png, png_set_longjmp_fn) \
    X(png, png_longjmp) X(png, png_set_IHDR) X(png, png_set_filter) X(png, png_set_compression_level) \
    X(png, png_write_info) X(png, png_write_row) X(png, png_write_end) X(png, png_set_filler) \
    X(xml, xmlCreateMemoryParserCtxt) X(xml, xmlCtxtUseOptions) X(xml, xmlParseDocument) \
    X(xml, xmlByteConsumed) X(xml, xmlFreeParserCtxt) X(xml, xmlFreeDoc)

#define SHL_RASTER_FIELD(library, name) __typeof__(&name) _Nonnull name;
typedef struct shl_Raster {
    SHL_RASTER_FUNCTIONS(SHL_RASTER_FIELD)
} shl_Raster;
#undef SHL_RASTER_FIELD

/* Opens librsvg by `rsvg_soname` (the others are its own dependencies, so
 * they are found once it loads) and resolves every function. Returns a
 * table that lives as long as the process (GLib keeps global state; the
 * libraries are never closed), or NULL with a message in error[0..size).
 * No static state: the caller keeps the table. */
static inline const shl_Raster *shl_raster_open(const char *rsvg_soname, char *error, size_t size) {
    /* RTLD_LAZY: most of librsvg's ~50 shared objects are linked `-z now`
     * and are bound at load whatever the flag, but some are not (libX11,
     * libxcb, libstdc++, fontconfig, ...: cairo and pango need them for
     * surfaces and text this program mostly never uses); RTLD_NOW would bind
     * every one of their functions up front, about a fifth of the dynamic
     * loader's symbol lookups and ~1 ms of each process that writes a PNG
     * (docs/PERFORMANCE.md, export). A missing function of a broken install
     * would then end the process at its first call instead of failing here;
     * Debian's package dependencies keep those libraries consistent. */
    void *rsvg = dlopen(rsvg_soname, RTLD_LAZY | RTLD_LOCAL);
    void *cairo = rsvg ? dlopen("libcairo.so.2", RTLD_LAZY | RTLD_LOCAL) : NULL;
    void *gio = cairo ? dlopen("libgio-2.0.so.0", RTLD_LAZY | RTLD_LOCAL) : NULL;
    void *gobject = gio ? dlopen("libgobject-2.0.so.0", RTLD_LAZY | RTLD_LOCAL) : NULL;
    void *glib = gobject ? dlopen("libglib-2.0.so.0", RTLD_LAZY | RTLD_LOCAL) : NULL;
    void *png = glib ? dlopen("libpng16.so.16", RTLD_LAZY | RTLD_LOCAL) : NULL;
    void *xml = png ? dlopen("libxml2.so.2", RTLD_LAZY | RTLD_LOCAL) : NULL;
    if (xml == NULL) {
        snprintf(error, size, "%s", dlerror());
        return NULL;
    }
    shl_Raster *api = (shl_Raster *)malloc(sizeof(shl_Raster));
    if (api == NULL) {
        snprintf(error, size, "out of memory");
        return NULL;
    }
#define SHL_RASTER_RESOLVE(library, name) \
    if ((*(void **)&api->name = dlsym(library, #name)) == NULL) { \
        snprintf(error, size, "%s has no function %s", #library, #name); \
        free(api); \
        return NULL; \
    }
    SHL_RASTER_FUNCTIONS(SHL_RASTER_RESOLVE)
#undef SHL_RASTER_RESOLVE
    return api;
}

/* Macros Swift cannot import (they combine other macros). */
static const png_uint_32 shl_png_format_rgba = PNG_FORMAT_RGBA;
static const png_uint_32 shl_png_image_version = PNG_IMAGE_VERSION;

/* cairo's ARGB32 pixels (premultiplied, one native-endian word each) as
 * straight RGBA bytes, rounding as cairo's own PNG writer does
 * (cairo-png.c, unpremultiply_data): what rsvg-convert writes. */
static inline void shl_unpremultiply_row(const uint32_t *words, png_uint_32 width, unsigned char *out) {
    for (png_uint_32 x = 0; x < width; x++, out += 4) {
        uint32_t w = words[x], a = w >> 24, r = (w >> 16) & 0xFF, g = (w >> 8) & 0xFF, b = w & 0xFF;
        if (a == 0) {
            r = g = b = 0;
        } else if (a != 255) {
            r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a;
        }
        out[0] = (unsigned char)r; out[1] = (unsigned char)g; out[2] = (unsigned char)b; out[3] = (unsigned char)a;
    }
}

/* Writes `height` rows of `width` pixels, row y at pixels + y·stride, as an
 * 8-bit RGBA PNG (colour type 6), or with `opaque` as an 8-bit RGB PNG
 * (colour type 2: no alpha channel, what App Store Connect wants of an iOS
 * icon; a pixel that is not opaque shows as it would over black, as iOS
 * draws it). The rows are straight RGBA bytes, or, with
 * `cairo_argb32`, a cairo image surface's data, converted one row at a time
 * into a row buffer (no second whole-image buffer: for a 512-pixel icon
 * that was 1 MiB to fault in, zero and fill in each process).
 * No row filter and zlib at level 3: rendered shapes and gradients repeat
 * whole runs of pixels along and across rows, which LZ77 finds unfiltered;
 * over the examples and seven icon kinds this was faster than every other
 * filter/strategy/level tried and 19 % smaller in all than Paeth with
 * zlib's Z_RLE (5.99× libpng's default size on a diagonal gradient, this
 * 2.44× at worst, on a horizontal one); libpng's default (every filter
 * tried per row, level 6: what cairo and so rsvg-convert write) takes 4×
 * the time for 20 % less (docs/PERFORMANCE.md, export). Returns the file in a
 * malloc'd buffer (the caller frees it) and its size, or NULL with a
 * message in error[0..error_size).
 * libpng's own error handler prints its message and longjmps to the setjmp
 * here (a header cannot hold the per-thread state a handler of our own
 * would need: Swift emits no static variables of an imported header). With
 * a valid size and buffer the only error is running out of memory. */
static inline unsigned char *shl_png_encode(const shl_Raster *api, const unsigned char *pixels, size_t stride,
                                            int cairo_argb32, int opaque, png_uint_32 width, png_uint_32 height,
                                            size_t *size, char *error, size_t error_size) {
    /* On the heap, so what open_memstream updates survives a longjmp; the
     * row buffer is made before the setjmp and never reassigned after it. */
    struct shl_png_out { char *bytes; size_t count; } *out = calloc(1, sizeof *out);
    int converts = cairo_argb32 || opaque;
    unsigned char *row = converts ? (unsigned char *)malloc((size_t)width * 4) : NULL;
    FILE *file = out && (row || !converts) ? open_memstream(&out->bytes, &out->count) : NULL;
    png_structp png = file ? api->png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL) : NULL;
    png_infop info = png ? api->png_create_info_struct(png) : NULL;
    if (info == NULL) {
        if (png) api->png_destroy_write_struct(&png, NULL);
        if (file) fclose(file);
        if (out) free(out->bytes);
        free(out);
        free(row);
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    if (setjmp(*api->png_set_longjmp_fn(png, longjmp, sizeof(jmp_buf)))) {
        api->png_destroy_write_struct(&png, &info);
        fclose(file);
        free(out->bytes);
        free(out);
        free(row);
        snprintf(error, error_size, "libpng failed (its message is on standard error)");
        return NULL;
    }
    api->png_init_io(png, file);
    api->png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA,
                      PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    api->png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    api->png_set_compression_level(png, 3);
    api->png_write_info(png, info);
    /* RGB from 4-byte pixels: libpng drops the fourth byte of each. */
    if (opaque) api->png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (png_uint_32 y = 0; y < height; y++) {
        const unsigned char *line = pixels + (size_t)y * stride;
        if (cairo_argb32) {
            shl_unpremultiply_row((const uint32_t *)(const void *)line, width, row);
            line = row;
        }
        if (opaque) {
            /* Over black: each colour times its alpha (rounded). */
            for (png_uint_32 x = 0; x < width; x++) {
                unsigned a = line[4 * x + 3];
                for (int c = 0; c < 3; c++) row[4 * x + c] = (unsigned char)((line[4 * x + c] * a + 127) / 255);
                row[4 * x + 3] = 255;
            }
            line = row;
        }
        api->png_write_row(png, line);
    }
    api->png_write_end(png, info);
    api->png_destroy_write_struct(&png, &info);
    free(row);
    if (fclose(file) != 0) {
        free(out->bytes);
        free(out);
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    unsigned char *bytes = (unsigned char *)out->bytes;
    *size = out->count;
    free(out);
    return bytes;
}

#include "svg_root.h"

#endif
