/* internal.h — internal to CLuaBridge: what run.c, limits.c,
 * interrupt.c, call.c and onethread.c share. */
#ifndef SHAPELUA_CLUABRIDGE_INTERNAL_H
#define SHAPELUA_CLUABRIDGE_INTERNAL_H
#include "include/bridge.h"

/* Makes the limit hook fire at every instruction of L: once the run is
 * stopped, the next instruction raises again (limits.c). */
void shl_hook_every_instruction(lua_State *L);

/* The message of a stop reason with its note, into buffer (NUL-terminated). */
void shl_stop_text(shl_Context *c, int reason, char *buffer, size_t size);

#ifdef SHL_SWIFT_ONE_THREAD
/* The one thread that may run Swift code, and what a second one meets
 * (onethread.c; the trampoline checks). */
extern shl_ThreadTripwire shl_swiftThread;
void shl_swift_second_thread(void) __attribute__((noreturn));
#endif

#endif
