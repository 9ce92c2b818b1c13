/* patterns.c — string.find, string.match, string.gmatch and string.gsub
 * with the run's budget inside the match.
 *
 * Lua's own matcher (lstrlib.c) runs no hook while it backtracks, so a
 * pattern such as ('a'):rep(3000):find('.-.-.-b') outruns --timeout and
 * Ctrl-C until the watchdog ends the whole process, the REPL with it
 * (SPEC §10 wants a soft stop: the REPL survives). These four functions
 * replace the library's (the string table is also the strings' __index).
 *
 * Written from the Lua 5.4 reference manual (§6.4.1 "Patterns" and the
 * entries of the four functions): a backtracking matcher over the
 * pattern, item by item, the classical method for these patterns (Lua's
 * manual describes the language; the method is the textbook one for
 * regular-expression-like patterns without alternation: match an item,
 * recurse on the rest, retry shorter or longer repetitions). Every entry
 * into the matcher and every 4,096 characters a repetition scans count as
 * steps; every SHL_LIBRARY_STEPS_PER_CHECK steps the run's stop flag and
 * deadline are read and the steps are counted against --max-instructions,
 * and a stopped run raises the limit's error from here (C only: no Swift
 * frame is crossed). Results, errors and their messages are those of Lua
 * 5.4.4: Tests/CLITests/LuaLibraryDifferentialTests runs the same
 * random cases through lua5.4 and shapelua and compares every line. */
#define _GNU_SOURCE /* memmem */
#include "../CLua/shim.h"
#include "include/CLuaBridge.h"
#include "watchdog.h"
#include <ctype.h>
#include <string.h>

#define ESCAPE '%'
#define SPECIALS "^$*+?.([%-"
#define MAX_CAPTURES 32   /* LUA_MAXCAPTURES */
#define MAX_DEPTH 200     /* nested matcher calls before "pattern too complex" (MAXCCALLS) */
#define CAPTURE_OPEN (-1)
#define CAPTURE_POSITION (-2)

typedef struct {
    const char *subject, *subjectEnd, *patternEnd;
    lua_State *L;
    int depth;      /* matcher calls still allowed on the C stack */
    int level;      /* captures made so far */
    unsigned steps; /* work since the last look at the budget */
    struct { const char *start; ptrdiff_t length; } capture[MAX_CAPTURES];
} Matcher;

/* ---- the budget ----------------------------------------------------------- */

/* Rarely (every SHL_LIBRARY_STEPS_PER_CHECK steps): limits.c's checkpoint. */
__attribute__((noinline, cold)) static void look_at_budget(Matcher *m) {
    unsigned steps = m->steps;
    m->steps = 0;
    shl_library_checkpoint(m->L, steps);
}

__attribute__((always_inline)) static inline void step(Matcher *m, unsigned n) {
    m->steps += n;
    if (m->steps >= SHL_LIBRARY_STEPS_PER_CHECK) look_at_budget(m);
}

/* ---- character classes ---------------------------------------------------- */

/* %a %c %d %g %l %p %s %u %w %x (and %z), upper case for the complement;
 * any other character after % stands for itself. */
static inline int in_class(int c, int letter) {
    int yes;
    /* `| 0x20` lower-cases exactly the ASCII letters (no other byte becomes
     * one), as tolower does in the C locale, without a call per character. */
    switch (letter | 0x20) {
    case 'a': yes = isalpha(c); break;
    case 'c': yes = iscntrl(c); break;
    case 'd': yes = isdigit(c); break;
    case 'g': yes = isgraph(c); break;
    case 'l': yes = islower(c); break;
    case 'p': yes = ispunct(c); break;
    case 's': yes = isspace(c); break;
    case 'u': yes = isupper(c); break;
    case 'w': yes = isalnum(c); break;
    case 'x': yes = isxdigit(c); break;
    case 'z': yes = c == 0; break; /* the NUL byte: Lua 5.1's class, no longer in the manual but still accepted by 5.4 */
    default: return letter == c;
    }
    if (!(letter & 0x20)) yes = !yes; /* an upper-case class letter: the complement */
    return yes != 0;
}

/* The end of the single-character class starting at p. */
static const char *class_end(Matcher *m, const char *p) {
    char c = *p++;
    if (c == ESCAPE) {
        if (p == m->patternEnd) luaL_error(m->L, "malformed pattern (ends with '%%')");
        return p + 1;
    }
    if (c == '[') {
        if (p < m->patternEnd && *p == '^') p++;
        /* The first character of a set is part of it, even a ']'. */
        do {
            if (p == m->patternEnd) luaL_error(m->L, "malformed pattern (missing ']')");
            char d = *p++;
            if (d == ESCAPE && p < m->patternEnd) p++;
        } while (*p != ']');
        return p + 1;
    }
    return p;
}

/* Whether c is in the set [..] that runs from set ('[') to last (']'). */
static inline int in_set(int c, const char *set, const char *last) {
    int complement = 0;
    set++;
    if (*set == '^') { complement = 1; set++; }
    for (; set < last; set++) {
        if (*set == ESCAPE) {
            set++;
            if (in_class(c, (unsigned char)*set)) return !complement;
        } else if (set + 2 < last && set[1] == '-') {
            if ((unsigned char)set[0] <= c && c <= (unsigned char)set[2]) return !complement;
            set += 2;
        } else if ((unsigned char)*set == c) {
            return !complement;
        }
    }
    return complement;
}

/* Whether the subject character at s matches the class p..end. */
static inline int single(Matcher *m, const char *s, const char *p, const char *end) {
    if (s >= m->subjectEnd) return 0;
    int c = (unsigned char)*s;
    switch (*p) {
    case '.': return 1;
    case ESCAPE: return in_class(c, (unsigned char)p[1]);
    case '[': return in_set(c, p, end - 1);
    default: return (unsigned char)*p == c;
    }
}

/* ---- the matcher ---------------------------------------------------------- */

static const char *match(Matcher *m, const char *s, const char *p);

/* Longest repetition first, then shorter ones (the items '*' and '+'). */
static const char *longest(Matcher *m, const char *s, const char *p, const char *end) {
    ptrdiff_t count = 0;
    while (single(m, s + count, p, end)) {
        count++;
        if ((count & 4095) == 0) step(m, 1);
    }
    for (; count >= 0; count--) {
        const char *r = match(m, s + count, end + 1);
        if (r) return r;
    }
    return NULL;
}

/* Shortest repetition first, then longer ones (the item '-'). */
static const char *shortest(Matcher *m, const char *s, const char *p, const char *end) {
    for (;;) {
        const char *r = match(m, s, end + 1);
        if (r) return r;
        if (!single(m, s, p, end)) return NULL;
        s++;
    }
}

static const char *open_capture(Matcher *m, const char *s, const char *p, ptrdiff_t what) {
    if (m->level >= MAX_CAPTURES) luaL_error(m->L, "too many captures");
    m->capture[m->level].start = s;
    m->capture[m->level].length = what;
    m->level++;
    const char *r = match(m, s, p);
    if (!r) m->level--;
    return r;
}

static const char *close_capture(Matcher *m, const char *s, const char *p) {
    int open = m->level - 1;
    while (open >= 0 && m->capture[open].length != CAPTURE_OPEN) open--;
    if (open < 0) luaL_error(m->L, "invalid pattern capture");
    m->capture[open].length = s - m->capture[open].start;
    const char *r = match(m, s, p);
    if (!r) m->capture[open].length = CAPTURE_OPEN;
    return r;
}

/* %bxy: a balanced run from x to its matching y. */
static const char *balanced(Matcher *m, const char *s, const char *p) {
    if (p + 1 >= m->patternEnd) luaL_error(m->L, "malformed pattern (missing arguments to '%%b')");
    if (s >= m->subjectEnd || *s != *p) return NULL;
    char open = p[0], close = p[1];
    int nesting = 1;
    for (const char *t = s + 1; t < m->subjectEnd; t++) {
        if (*t == close) {
            if (--nesting == 0) return t + 1;
        } else if (*t == open) {
            nesting++;
        }
    }
    return NULL;
}

/* %1..%9: the text of a closed capture, again. */
static const char *back_reference(Matcher *m, const char *s, int digit) {
    int index = digit - '1';
    if (index < 0 || index >= m->level || m->capture[index].length == CAPTURE_OPEN)
        luaL_error(m->L, "invalid capture index %%%d", index + 1);
    size_t length = (size_t)m->capture[index].length;
    if ((size_t)(m->subjectEnd - s) >= length && memcmp(m->capture[index].start, s, length) == 0) return s + length;
    return NULL;
}

/* Matches the pattern p..patternEnd at s: the end of the match, or NULL. */
static const char *match(Matcher *m, const char *s, const char *p) {
    if (m->depth-- == 0) luaL_error(m->L, "pattern too complex");
    step(m, 1);
    while (p != m->patternEnd) {
        if (*p == '(') {
            if (p + 1 < m->patternEnd && p[1] == ')') s = open_capture(m, s, p + 2, CAPTURE_POSITION);
            else s = open_capture(m, s, p + 1, CAPTURE_OPEN);
            break;
        }
        if (*p == ')') { s = close_capture(m, s, p + 1); break; }
        if (*p == '$' && p + 1 == m->patternEnd) { if (s != m->subjectEnd) s = NULL; break; }
        if (*p == ESCAPE && p + 1 < m->patternEnd) {
            char c = p[1];
            if (c == 'b') {
                s = balanced(m, s, p + 2);
                if (!s) break;
                p += 4;
                continue;
            }
            if (c == 'f') {
                p += 2;
                if (p >= m->patternEnd || *p != '[') luaL_error(m->L, "missing '[' after '%%f' in pattern");
                const char *end = class_end(m, p);
                int before = s == m->subject ? '\0' : (unsigned char)s[-1];
                int here = s < m->subjectEnd ? (unsigned char)*s : '\0';
                if (in_set(before, p, end - 1) || !in_set(here, p, end - 1)) { s = NULL; break; }
                p = end;
                continue;
            }
            if (isdigit((unsigned char)c)) {
                s = back_reference(m, s, c);
                if (!s) break;
                p += 2;
                continue;
            }
        }
        /* A single-character class, perhaps followed by a repetition. */
        const char *end = class_end(m, p);
        char suffix = end < m->patternEnd ? *end : '\0';
        if (!single(m, s, p, end)) {
            if (suffix == '*' || suffix == '?' || suffix == '-') { p = end + 1; continue; } /* zero times */
            s = NULL;
            break;
        }
        if (suffix == '?') {
            const char *r = match(m, s + 1, end + 1);
            if (r) { s = r; break; }
            p = end + 1;
            continue;
        }
        if (suffix == '+') { s = longest(m, s + 1, p, end); break; }
        if (suffix == '*') { s = longest(m, s, p, end); break; }
        if (suffix == '-') { s = shortest(m, s, p, end); break; }
        s++;
        p = end;
    }
    m->depth++;
    return s;
}

/* ---- captures to Lua values ----------------------------------------------- */

static void prepare(Matcher *m, lua_State *L, const char *s, size_t ls, const char *p, size_t lp) {
    m->L = L;
    m->subject = s;
    m->subjectEnd = s + ls;
    m->patternEnd = p + lp;
    m->steps = 0;
}

static void restart(Matcher *m) {
    m->level = 0;
    m->depth = MAX_DEPTH;
}

/* Capture i, or the whole match s..e when the pattern has none (i == 0). */
static void push_capture(Matcher *m, int i, const char *s, const char *e) {
    if (i >= m->level) {
        if (i != 0) luaL_error(m->L, "invalid capture index %%%d", i + 1);
        lua_pushlstring(m->L, s, (size_t)(e - s));
        return;
    }
    ptrdiff_t length = m->capture[i].length;
    if (length == CAPTURE_OPEN) luaL_error(m->L, "unfinished capture");
    if (length == CAPTURE_POSITION) lua_pushinteger(m->L, (m->capture[i].start - m->subject) + 1);
    else lua_pushlstring(m->L, m->capture[i].start, (size_t)length);
}

/* Every capture (or the whole match when there are none and s is given). */
static int push_captures(Matcher *m, const char *s, const char *e) {
    int count = (m->level == 0 && s) ? 1 : m->level;
    luaL_checkstack(m->L, count, "too many captures");
    for (int i = 0; i < count; i++) push_capture(m, i, s, e);
    return count;
}

/* ---- the library functions ------------------------------------------------ */

/* A start position as string.find takes it: negative from the end,
 * clamped to 1 below; returns it 1-based. */
static size_t start_position(lua_Integer position, size_t length) {
    if (position > 0) return (size_t)position;
    if (position == 0) return 1;
    if (position < -(lua_Integer)length) return 1;
    return length + (size_t)position + 1;
}

static int has_specials(const char *p, size_t lp) {
    for (size_t i = 0; i < lp; i++)
        if (p[i] != '\0' && strchr(SPECIALS, p[i])) return 1;
    return 0;
}

static const char *find_plain(const char *s, size_t ls, const char *p, size_t lp) {
    if (lp == 0) return s;
    if (lp > ls) return NULL;
    return memmem(s, ls, p, lp);
}

static int find_or_match(lua_State *L, int find) {
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t init = start_position(luaL_optinteger(L, 3, 1), ls) - 1;
    if (init > ls) { luaL_pushfail(L); return 1; }
    if (find && (lua_toboolean(L, 4) || !has_specials(p, lp))) {
        const char *at = find_plain(s + init, ls - init, p, lp);
        if (!at) { luaL_pushfail(L); return 1; }
        lua_pushinteger(L, (at - s) + 1);
        lua_pushinteger(L, (lua_Integer)((at - s) + lp));
        return 2;
    }
    Matcher m;
    int anchored = lp > 0 && *p == '^';
    if (anchored) { p++; lp--; }
    prepare(&m, L, s, ls, p, lp);
    const char *from = s + init;
    do {
        restart(&m);
        const char *e = match(&m, from, p);
        if (e) {
            if (!find) return push_captures(&m, from, e);
            lua_pushinteger(L, (from - s) + 1);
            lua_pushinteger(L, e - s);
            return push_captures(&m, NULL, NULL) + 2;
        }
    } while (from++ < m.subjectEnd && !anchored);
    luaL_pushfail(L);
    return 1;
}

static int pattern_find(lua_State *L) { return find_or_match(L, 1); }
static int pattern_match(lua_State *L) { return find_or_match(L, 0); }

/* gmatch's iterator state: a userdata, with the subject and the pattern
 * kept alive as upvalues next to it. */
typedef struct {
    const char *from, *lastEnd, *pattern;
    Matcher m;
} Iteration;

static int gmatch_step(lua_State *L) {
    Iteration *it = (Iteration *)lua_touserdata(L, lua_upvalueindex(3));
    it->m.L = L; /* the iterator may run in another coroutine than gmatch did */
    for (const char *from = it->from; from <= it->m.subjectEnd; from++) {
        restart(&it->m);
        const char *e = match(&it->m, from, it->pattern);
        if (e && e != it->lastEnd) {
            it->from = it->lastEnd = e;
            return push_captures(&it->m, from, e);
        }
    }
    return 0;
}

static int pattern_gmatch(lua_State *L) {
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t init = start_position(luaL_optinteger(L, 3, 1), ls) - 1;
    if (init > ls) init = ls + 1; /* starts past the end: no match */
    lua_settop(L, 2);
    Iteration *it = (Iteration *)lua_newuserdatauv(L, sizeof(Iteration), 0);
    prepare(&it->m, L, s, ls, p, lp);
    it->from = s + init;
    it->pattern = p; /* '^' is no anchor here: the manual says it would stop the iteration */
    it->lastEnd = NULL;
    lua_pushcclosure(L, gmatch_step, 3);
    return 1;
}

/* gsub's replacement string: %0 the match, %1-%9 captures, %% a percent. */
static void add_replacement_text(Matcher *m, luaL_Buffer *b, const char *s, const char *e) {
    lua_State *L = m->L;
    size_t length;
    const char *r = lua_tolstring(L, 3, &length);
    const char *end = r + length;
    for (;;) {
        const char *escape = memchr(r, ESCAPE, (size_t)(end - r));
        if (!escape) break;
        luaL_addlstring(b, r, (size_t)(escape - r));
        r = escape + 1; /* the character after '%' ('\0' past the end: Lua strings end with one) */
        if (*r == ESCAPE) {
            luaL_addchar(b, ESCAPE);
        } else if (*r == '0') {
            luaL_addlstring(b, s, (size_t)(e - s));
        } else if (isdigit((unsigned char)*r)) {
            push_capture(m, *r - '1', s, e);
            luaL_tolstring(L, -1, NULL);
            lua_remove(L, -2);
            luaL_addvalue(b);
        } else {
            luaL_error(L, "invalid use of '%c' in replacement string", ESCAPE);
        }
        r++;
    }
    luaL_addlstring(b, r, (size_t)(end - r));
}

/* One replacement: the text, or the value the table or function gives
 * (false or nil keeps the match). Returns whether the match was replaced. */
static int add_replacement(Matcher *m, luaL_Buffer *b, const char *s, const char *e, int type) {
    lua_State *L = m->L;
    if (type == LUA_TFUNCTION) {
        lua_pushvalue(L, 3);
        int n = push_captures(m, s, e);
        lua_call(L, n, 1);
    } else if (type == LUA_TTABLE) {
        push_capture(m, 0, s, e);
        lua_gettable(L, 3);
    } else {
        add_replacement_text(m, b, s, e);
        return 1;
    }
    if (!lua_toboolean(L, -1)) {
        lua_pop(L, 1);
        luaL_addlstring(b, s, (size_t)(e - s));
        return 0;
    }
    if (!lua_isstring(L, -1)) luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    luaL_addvalue(b);
    return 1;
}

static int pattern_gsub(lua_State *L) {
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    int type = lua_type(L, 3);
    lua_Integer most = luaL_optinteger(L, 4, (lua_Integer)ls + 1);
    luaL_argexpected(L, type == LUA_TNUMBER || type == LUA_TSTRING || type == LUA_TFUNCTION || type == LUA_TTABLE,
                     3, "string/function/table");
    int anchored = lp > 0 && *p == '^';
    if (anchored) { p++; lp--; }
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    Matcher m;
    prepare(&m, L, s, ls, p, lp);
    const char *from = s, *lastEnd = NULL;
    lua_Integer count = 0;
    int changed = 0;
    while (count < most) {
        restart(&m);
        const char *e = match(&m, from, p);
        if (e && e != lastEnd) {
            count++;
            changed |= add_replacement(&m, &b, from, e, type);
            from = lastEnd = e;
        } else if (from < m.subjectEnd) {
            luaL_addchar(&b, *from++);
        } else {
            break;
        }
        if (anchored) break;
    }
    if (changed) {
        luaL_addlstring(&b, from, (size_t)(m.subjectEnd - from));
        luaL_pushresult(&b);
    } else {
        lua_pushvalue(L, 1); /* nothing replaced: the subject itself (no copy; string.format's %p shows it) */
    }
    lua_pushinteger(L, count);
    return 2;
}

void shl_budgeted_patterns(lua_State *L) {
    luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    if (lua_getfield(L, -1, LUA_STRLIBNAME) == LUA_TTABLE) {
        static const luaL_Reg functions[] = {
            {"find", pattern_find}, {"match", pattern_match}, {"gmatch", pattern_gmatch}, {"gsub", pattern_gsub},
            {NULL, NULL}};
        luaL_setfuncs(L, functions, 0);
    }
    lua_pop(L, 2);
}
