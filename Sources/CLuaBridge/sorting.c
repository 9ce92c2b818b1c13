/* sorting.c — table.sort and table.move with the run's budget inside.
 *
 * Lua's sort compares with lua_lessthan when no order function is given:
 * no Lua code runs, so no hook, and sorting ten million numbers outran
 * --timeout and Ctrl-C until the watchdog ended the process (the REPL
 * with it). This replacement reads the budget every
 * SHL_LIBRARY_STEPS_PER_CHECK comparisons and counts them against
 * --max-instructions, as patterns.c does for matching.
 *
 * Method: quicksort (Hoare 1962) with the median of three as pivot and the
 * pivot kept at up - 1, so the scans need no bound checks with a
 * consistent order — a scan that runs past the sentinel can only mean an
 * inconsistent order function, reported as Lua does ("invalid order
 * function for sorting"). The smaller part is sorted by recursion and the
 * larger by the loop (stack depth O(log n)); a part that stays unbalanced
 * past 2·log2(n) levels is finished by heapsort (Musser 1997,
 * "introsort"), so no input costs more than O(n log n) comparisons. The
 * manual (§6.6 table.sort) promises no stability; results with a strict
 * weak order are sorted, as with Lua's. */
#include "../CLua/shim.h"
#include "include/CLuaBridge.h"
#include "watchdog.h"
#include <limits.h>

typedef struct {
    lua_State *L;
    int ordered;          /* an order function is at index 2 */
    unsigned comparisons; /* since the last look at the budget */
} Sort;

/* Rarely (every SHL_LIBRARY_STEPS_PER_CHECK comparisons): limits.c's checkpoint. */
__attribute__((noinline, cold)) static void look_at_budget(Sort *s) {
    unsigned steps = s->comparisons;
    s->comparisons = 0;
    shl_library_checkpoint(s->L, steps);
}

/* A table, or a value whose metatable has every one of `fields` (__index
 * to read, __newindex to write, __len for the length; NULL-terminated), as
 * Lua's table library accepts. */
static void check_table_like(lua_State *L, int arg, const char *const *fields) {
    if (lua_type(L, arg) == LUA_TTABLE) return;
    int ok = lua_getmetatable(L, arg);
    if (ok) {
        for (const char *const *f = fields; ok && *f; f++) {
            ok = lua_getfield(L, -1, *f) != LUA_TNIL;
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
    }
    if (!ok) luaL_checktype(L, arg, LUA_TTABLE); /* the usual message */
}

static const char *const readable[] = {"__index", NULL};
static const char *const writable[] = {"__newindex", NULL};
static const char *const sortable[] = {"__index", "__newindex", "__len", NULL};

/* Whether the value at index a comes before the one at b. */
static int before(Sort *s, int a, int b) {
    if (++s->comparisons >= SHL_LIBRARY_STEPS_PER_CHECK) look_at_budget(s);
    lua_State *L = s->L;
    if (!s->ordered) return lua_compare(L, a, b, LUA_OPLT);
    lua_pushvalue(L, 2);
    lua_pushvalue(L, a - 1); /* the function moved them down by one */
    lua_pushvalue(L, b - 2);
    lua_call(L, 2, 1);
    int r = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return r;
}

static void get(lua_State *L, lua_Integer i) { lua_geti(L, 1, i); }
static void set(lua_State *L, lua_Integer i) { lua_seti(L, 1, i); }

static void swap(lua_State *L, lua_Integer i, lua_Integer j) {
    get(L, i);
    get(L, j);
    set(L, i);
    set(L, j);
}

/* Heapsort of a[lo..up] (1-based heap over the range). */
static void sift_down(Sort *s, lua_Integer lo, lua_Integer root, lua_Integer count) {
    lua_State *L = s->L;
    for (;;) {
        lua_Integer child = 2 * root + 1;
        if (child >= count) return;
        if (child + 1 < count) {
            get(L, lo + child);
            get(L, lo + child + 1);
            int right = before(s, -2, -1);
            lua_pop(L, 2);
            if (right) child++;
        }
        get(L, lo + root);
        get(L, lo + child);
        int down = before(s, -2, -1);
        lua_pop(L, 2);
        if (!down) return;
        swap(L, lo + root, lo + child);
        root = child;
    }
}

static void heapsort(Sort *s, lua_Integer lo, lua_Integer up) {
    lua_Integer count = up - lo + 1;
    for (lua_Integer root = count / 2 - 1; root >= 0; root--) sift_down(s, lo, root, count);
    for (lua_Integer end = count - 1; end > 0; end--) {
        swap(s->L, lo, lo + end);
        sift_down(s, lo, 0, end);
    }
}

/* Orders a[i] and a[j] (i < j) so that a[i] does not come after a[j]. */
static void order_pair(Sort *s, lua_Integer i, lua_Integer j) {
    get(s->L, i);
    get(s->L, j);
    if (before(s, -1, -2)) { set(s->L, i); set(s->L, j); } /* a[j] before a[i]: swapped */
    else lua_pop(s->L, 2);
}

static void sort_range(Sort *s, lua_Integer lo, lua_Integer up, int depth) {
    lua_State *L = s->L;
    while (lo < up) {
        if (up - lo == 1) { order_pair(s, lo, up); return; }
        if (depth-- <= 0) { heapsort(s, lo, up); return; }
        /* Median of three: a[lo] <= a[mid] <= a[up], then the pivot at up - 1. */
        lua_Integer mid = lo + (up - lo) / 2;
        order_pair(s, lo, mid);
        order_pair(s, mid, up);
        order_pair(s, lo, mid);
        if (up - lo == 2) return;
        swap(L, mid, up - 1);
        get(L, up - 1); /* the pivot P stays at the top of the stack */
        lua_Integer i = lo, j = up - 1;
        for (;;) {
            /* a[lo] <= P and a[up] >= P are the scans' sentinels. */
            for (;;) {
                get(L, ++i);
                if (!before(s, -1, -2)) break;
                if (i == up - 1) luaL_error(L, "invalid order function for sorting");
                lua_pop(L, 1);
            }
            for (;;) {
                get(L, --j); /* the stack: P, a[i], a[j] */
                if (!before(s, -3, -1)) break;
                if (j < i) luaL_error(L, "invalid order function for sorting");
                lua_pop(L, 1);
            }
            if (j < i) { lua_pop(L, 2); break; }
            set(L, i); /* a[i] = a[j] and a[j] = the old a[i] */
            set(L, j);
        }
        lua_pop(L, 1); /* the pivot */
        swap(L, up - 1, i);
        /* a[lo..i-1] <= P = a[i] <= a[i+1..up]: the smaller part recursively. */
        if (i - lo < up - i) {
            sort_range(s, lo, i - 1, depth);
            lo = i + 1;
        } else {
            sort_range(s, i + 1, up, depth);
            up = i - 1;
        }
    }
}

static int budgeted_sort(lua_State *L) {
    check_table_like(L, 1, sortable);
    lua_Integer n = luaL_len(L, 1);
    if (n > 1) {
        luaL_argcheck(L, n < INT_MAX, 1, "array too big");
        Sort s = {L, !lua_isnoneornil(L, 2), 0};
        if (s.ordered) luaL_checktype(L, 2, LUA_TFUNCTION);
        lua_settop(L, 2);
        int depth = 0;
        for (lua_Integer m = n; m > 1; m >>= 1) depth += 2;
        sort_range(&s, 1, n, depth);
    }
    return 0;
}

/* ---- table.move ------------------------------------------------------------
 * The other long loop of the table library with no hook: a billion slots
 * moved in C. The manual's §6.6 table.move: a1[f..e] to a2[t..], in an
 * order that is right when the ranges overlap; the same checks and
 * messages as Lua 5.4.4's. */

static int budgeted_move(lua_State *L) {
    lua_Integer f = luaL_checkinteger(L, 2);
    lua_Integer e = luaL_checkinteger(L, 3);
    lua_Integer t = luaL_checkinteger(L, 4);
    int to = !lua_isnoneornil(L, 5) ? 5 : 1;
    check_table_like(L, 1, readable);
    check_table_like(L, to, writable);
    if (e >= f) {
        luaL_argcheck(L, f > 0 || e < LUA_MAXINTEGER + f, 3, "too many elements to move");
        lua_Integer n = e - f + 1;
        luaL_argcheck(L, t <= LUA_MAXINTEGER - n + 1, 4, "destination wrap around");
        /* Forward unless the destination starts inside the source range of
         * the same table (then backward, so nothing is read after it was
         * overwritten). */
        int forward = t > e || t <= f || (to != 1 && !lua_compare(L, 1, to, LUA_OPEQ));
        for (lua_Integer k = 0; k < n; k++) {
            lua_Integer i = forward ? k : n - 1 - k;
            lua_geti(L, 1, f + i);
            lua_seti(L, to, t + i);
            if ((k & (SHL_LIBRARY_STEPS_PER_CHECK - 1)) == SHL_LIBRARY_STEPS_PER_CHECK - 1)
                shl_library_checkpoint(L, SHL_LIBRARY_STEPS_PER_CHECK);
        }
    }
    lua_pushvalue(L, to);
    return 1;
}

void shl_budgeted_sort(lua_State *L) {
    luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    if (lua_getfield(L, -1, LUA_TABLIBNAME) == LUA_TTABLE) {
        lua_pushcfunction(L, budgeted_sort);
        lua_setfield(L, -2, "sort");
        lua_pushcfunction(L, budgeted_move);
        lua_setfield(L, -2, "move");
    }
    lua_pop(L, 2);
}
