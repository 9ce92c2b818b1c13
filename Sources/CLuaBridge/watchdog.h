/* watchdog.h — internal to CLuaBridge: what run.c, limits.c and
 * interrupt.c share. */
#ifndef SHAPELUA_WATCHDOG_H
#define SHAPELUA_WATCHDOG_H
#include "../CLua/shim.h"

/* Replaces sethook/gethook in the debug table on top of L's stack (limits.c). */
void shl_wrap_debug_hooks(lua_State *L);

/* Makes the limit hook fire at every instruction of L: once the run is
 * stopped, the next instruction raises again (limits.c). */
void shl_hook_every_instruction(lua_State *L);

/* The checkpoint of the library functions shapelua replaces (patterns.c,
 * sorting.c), which run no hook: counts `steps` of their work as
 * instructions, reads
 * the deadline and the stop flag as the count hook does, and raises a
 * stopped run's error at the Lua caller's position (limits.c). */
void shl_library_checkpoint(lua_State *L, unsigned steps);

/* How many steps (matcher steps, comparisons, moved slots) the replaced
 * library functions do between two checkpoints. */
#define SHL_LIBRARY_STEPS_PER_CHECK 4096

/* The message of a stop reason with its note, into buffer (NUL-terminated). */
void shl_stop_text(shl_Context *c, int reason, char *buffer, size_t size);

#endif
