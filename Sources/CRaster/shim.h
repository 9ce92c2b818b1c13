/*
 * shim.h — the C side of ShapeRaster: librsvg (SVG → cairo) and cairo
 * (PNG and PDF surfaces), from Debian (librsvg2-2, libcairo2; headers from
 * librsvg2-dev, libcairo2-dev), plus the few GLib/GIO calls librsvg's API
 * needs (a memory input stream, a base file, unref, error free), GLib's
 * base64 encoder (terminal image protocols carry the PNG as base64), and
 * zlib (Debian zlib1g, a dependency of cairo) to write PNGs that are always
 * 8-bit RGBA: cairo's own PNG writer drops the alpha channel of an opaque
 * image, and SPEC §11 asks for RGBA.
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
#include <zlib.h>

/* X(library, function) for every function Swift uses. */
#define SHL_RASTER_FUNCTIONS(X) \
    X(rsvg, rsvg_handle_new_from_stream_sync) X(rsvg, rsvg_handle_render_document) \
    X(rsvg, rsvg_handle_get_intrinsic_size_in_pixels) \
    X(cairo, cairo_image_surface_create) X(cairo, cairo_image_surface_create_from_png_stream) \
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
    X(zlib, compressBound) X(zlib, compress2) X(zlib, crc32)

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
    void *rsvg = dlopen(rsvg_soname, RTLD_NOW | RTLD_LOCAL);
    void *cairo = rsvg ? dlopen("libcairo.so.2", RTLD_NOW | RTLD_LOCAL) : NULL;
    void *gio = cairo ? dlopen("libgio-2.0.so.0", RTLD_NOW | RTLD_LOCAL) : NULL;
    void *gobject = gio ? dlopen("libgobject-2.0.so.0", RTLD_NOW | RTLD_LOCAL) : NULL;
    void *glib = gobject ? dlopen("libglib-2.0.so.0", RTLD_NOW | RTLD_LOCAL) : NULL;
    void *zlib = glib ? dlopen("libz.so.1", RTLD_NOW | RTLD_LOCAL) : NULL;
    if (zlib == NULL) {
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

#endif
