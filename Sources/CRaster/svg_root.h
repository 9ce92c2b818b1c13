/*
 * svg_root.h — where an SVG document's root start tag ends, found by
 * libxml2's SAX parser without building the document, so that an
 * `Image("big.svg")` learns its size from librsvg without librsvg loading
 * the whole file (its element tree and path data: a 6 MiB file of paths
 * took 1.6 s and 420 MB). Part of shim.h (the function table); static
 * inline functions only, no static state.
 */
#ifndef SHAPELUA_CRASTER_SVG_ROOT_H
#define SHAPELUA_CRASTER_SVG_ROOT_H

/* What the SAX callbacks share, in the parser context's _private (its
 * userData stays the context itself, which libxml2's default handlers for
 * the prolog and the DTD need). */
typedef struct shl_svg_root_state {
    const shl_Raster *api;
    long end;      /* byte offset of the root start tag's '>' or "/>"; -1 before it */
    int elements;  /* elements seen */
    int styled;    /* a <style> element or an xml-stylesheet instruction */
} shl_svg_root_state;

static inline void shl_svg_root_start(void *context, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri,
                               int namespaces, const xmlChar **namespace_values, int attributes, int defaulted,
                               const xmlChar **attribute_values) {
    (void)prefix; (void)uri; (void)namespaces; (void)namespace_values;
    (void)attributes; (void)defaulted; (void)attribute_values;
    xmlParserCtxtPtr parser = (xmlParserCtxtPtr)context;
    shl_svg_root_state *state = (shl_svg_root_state *)parser->_private;
    /* libxml2 calls this with its input at the end of the attributes. */
    if (state->elements++ == 0) state->end = state->api->xmlByteConsumed(parser);
    if (strcmp((const char *)localname, "style") == 0) state->styled = 1;
}

/* Every other callback that would add to a tree does nothing. */
static inline void shl_svg_root_end_element(void *c, const xmlChar *l, const xmlChar *p, const xmlChar *u) {
    (void)c; (void)l; (void)p; (void)u;
}
static inline void shl_svg_root_text(void *c, const xmlChar *t, int n) { (void)c; (void)t; (void)n; }
static inline void shl_svg_root_name(void *c, const xmlChar *n) { (void)c; (void)n; }
static inline void shl_svg_root_instruction(void *context, const xmlChar *target, const xmlChar *data) {
    (void)data;
    shl_svg_root_state *state = (shl_svg_root_state *)((xmlParserCtxtPtr)context)->_private;
    if (strcmp((const char *)target, "xml-stylesheet") == 0) state->styled = 1;
}
static inline void shl_svg_root_error(void *c, xmlErrorPtr e) { (void)c; (void)e; } /* the caller reports */

/* The offset in svg[0..count) of the root start tag's closing '>' or "/>"
 * when the whole document is well-formed UTF-8 (or ASCII) XML that
 * declares no entities and has no style sheet; -1 otherwise (the caller
 * then lets librsvg read everything, and report its own error). Entities
 * are left to librsvg: it expands them, with its own refusals (nested
 * "billion laughs", external ones), which a parse that does not expand
 * them cannot repeat. Style sheets too: librsvg 2.54 applies CSS to the
 * root's width and height (`svg { width: 20px }` in a <style> after it).
 * And past librsvg's limit of loaded elements (MAX_LOADED_ELEMENTS in its
 * src/limits.rs, 1,000,000; at it, to stay clear of an off-by-one),
 * which it refuses whole.
 * Memory stays that of the prolog: no element becomes a node. */
static inline long shl_svg_root_end(const shl_Raster *api, const unsigned char *svg, int count) {
    shl_svg_root_state state = { api, -1, 0, 0 };
    xmlParserCtxtPtr parser = api->xmlCreateMemoryParserCtxt((const char *)svg, count);
    if (parser == NULL) return -1;
    api->xmlCtxtUseOptions(parser, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
    parser->_private = &state;
    xmlSAXHandlerPtr sax = parser->sax;
    sax->serror = shl_svg_root_error;
    sax->startElementNs = shl_svg_root_start;
    sax->endElementNs = shl_svg_root_end_element;
    sax->characters = shl_svg_root_text;
    sax->ignorableWhitespace = shl_svg_root_text;
    sax->cdataBlock = shl_svg_root_text;
    sax->comment = shl_svg_root_name;
    sax->reference = shl_svg_root_name;
    sax->processingInstruction = shl_svg_root_instruction;
    api->xmlParseDocument(parser);
    xmlDocPtr document = parser->myDoc;
    int entities = document && document->intSubset
        && (document->intSubset->entities || document->intSubset->pentities);
    int usable = parser->wellFormed && !entities && !state.styled && state.elements < 1000000 && parser->input && parser->input->buf
        && parser->input->buf->encoder == NULL && state.end > 0 && state.end < count
        && (svg[state.end] == '>' || (svg[state.end] == '/' && state.end + 1 < count && svg[state.end + 1] == '>'));
    if (document) api->xmlFreeDoc(document);
    parser->myDoc = NULL;
    api->xmlFreeParserCtxt(parser);
    return usable ? state.end : -1;
}

#endif
