/* tableloops.c — the two table traversals a Canvas loop makes per shape
 * (issue 9): a label table (`UnevenRoundedRectangle{topLeading = 4, ...}`)
 * and a table of numbers (`{x, y, w, h}`, `{x = 1, y = 2}`).
 *
 * Both are the `lua_next` passes ShapeBindings made in Swift
 * (ArgumentDecoder.decodeLabelTable, ArgContext.numberTable), moved here
 * so that the ~300 instructions of Swift around the Lua API calls of each
 * table are a few dozen of C: the same API calls in the same order, so
 * the same keys are met in the same order and every decision (which key
 * is the first unknown one, which label was given twice) is the one the
 * Swift pass made. No message is built here: the caller words every
 * error from what these functions report, as before.
 *
 * Nothing here can raise (DESIGN.md: no longjmp across a Swift frame):
 * lua_next raises only for a key the table does not hold, and the key it
 * is given is always the one it returned; lua_tolstring is called only on
 * strings (it would convert a number key in place and break the
 * traversal); pushes stay within the room the caller checked. */
#include "include/bridge.h"
#include <math.h>
#include <string.h>

/* ---- names compared as two words ---------------------------------------- */

static inline uint64_t load64(const unsigned char *p) {
    uint64_t w;
    memcpy(&w, p, 8);
    return w;
}

static inline uint64_t load32(const unsigned char *p) {
    uint32_t w;
    memcpy(&w, p, 4);
    return w;
}

/* The first and the last 8 bytes (overlapping below 16 bytes), or 4 and 4
 * below 8 bytes, or the bytes themselves below 4: with the length, all a
 * compare of strings of up to 16 bytes needs. Reads only the string's own
 * bytes. */
static inline void words(const unsigned char *p, size_t n, uint64_t *head, uint64_t *tail) {
    if (n >= 8) {
        *head = load64(p);
        *tail = load64(p + n - 8);
    } else if (n >= 4) {
        *head = load32(p);
        *tail = load32(p + n - 4);
    } else {
        uint64_t w = 0;
        for (size_t i = 0; i < n; i++) w = w << 8 | p[i];
        *head = w;
        *tail = 0;
    }
}

void shl_label_key_init(shl_LabelKey *key, const unsigned char *bytes, size_t count, int32_t code) {
    key->bytes = bytes;
    key->count = count;
    key->code = code;
    words(bytes, count, &key->head, &key->tail);
}

/* The code of the name among `names` that the `length` bytes at `s` are,
 * or SHL_LABEL_NONE. Only the names of the key's length modulo
 * SHL_LABEL_BUCKETS are looked at (usually one). */
static inline int32_t label_code(const shl_LabelNames *names, const char *s, size_t length) {
    size_t b = length & (SHL_LABEL_BUCKETS - 1);
    int32_t i = names->starts[b], end = names->starts[b + 1];
    if (i >= end) return SHL_LABEL_NONE;
    uint64_t head, tail;
    words((const unsigned char *)s, length, &head, &tail);
    for (; i < end; i++) {
        const shl_LabelKey *k = &names->keys[i];
        if (k->count == length && k->head == head && k->tail == tail &&
            (length <= 16 || memcmp(k->bytes, s, length) == 0))
            return k->code;
    }
    return SHL_LABEL_NONE;
}

/* ---- label tables ---------------------------------------------------------- */

int shl_label_table(lua_State *L, int table, const shl_LabelNames *names, lua_Integer arrayLength,
                    int32_t *slots, int32_t *unknown) {
    int result = 0;
    uint32_t given = 0;  /* bit k: parameter k has a value */
    int key = lua_gettop(L) + 1; /* the traversal's key; its value is at key + 1 */
    *unknown = 0;
    lua_pushnil(L);
    while (lua_next(L, table)) {
        int known = 0;
        if (lua_type(L, key) == LUA_TSTRING) {
            size_t length;
            const char *s = lua_tolstring(L, key, &length);
            int32_t code = label_code(names, s, length);
            if (code != SHL_LABEL_NONE) {
                known = 1;
                result |= SHL_LABEL_FOUND;
                if (code >= 0) { /* a parameter; SHL_LABEL_EXTRA: an extra label or the children's */
                    uint32_t bit = (uint32_t)1 << code;
                    if (given & bit) {
                        result |= SHL_LABEL_DUPLICATE;
                    } else {
                        given |= bit;
                        lua_pushvalue(L, key); /* key, value, key: the value stays */
                        slots[code] = key + 1;
                        key += 2;
                        continue;
                    }
                }
            }
        } else if (arrayLength > 0 && lua_isinteger(L, key)) {
            lua_Integer i = lua_tointegerx(L, key, NULL);
            known = i >= 1 && i <= arrayLength;
        }
        lua_settop(L, key); /* keep the key for lua_next */
        if (!known && *unknown == 0) {
            lua_pushvalue(L, key); /* key, key: the lower one stays */
            *unknown = key;
            key += 1;
        }
    }
    return result;
}

/* ---- tables of numbers ------------------------------------------------------- */

int shl_number_table(lua_State *L, int table, const shl_NumberNames *names, double *out) {
    int count = names->count;
    unsigned seen = 0;
    lua_pushnil(L);
    while (lua_next(L, table)) { /* key at -2, value at -1 */
        int k = -1;
        if (lua_isinteger(L, -2)) {
            lua_Integer i = lua_tointegerx(L, -2, NULL);
            if (i >= 1 && i <= count) k = (int)i - 1;
        } else if (lua_type(L, -2) == LUA_TSTRING) {
            size_t length;
            const char *s = lua_tolstring(L, -2, &length);
            for (int j = 0; j < count; j++) {
                if (names->lengths[j] == length && memcmp(names->names[j], s, length) == 0) { k = j; break; }
            }
        }
        int isNumber = 0;
        double v = k >= 0 ? lua_tonumberx(L, -1, &isNumber) : 0;
        /* Anything the caller would refuse or word: an unknown key, a
         * component given twice (`{1, x = 1}`), a value that is not a
         * finite number. */
        if (k < 0 || (seen & (1u << k)) || !isNumber || !isfinite(v)) {
            lua_settop(L, -3);
            return 0;
        }
        out[k] = v;
        seen |= 1u << k;
        lua_settop(L, -2); /* keep the key for lua_next */
    }
    return seen == (1u << count) - 1;
}
