/* CLuaBridge: the C half of the Lua bridge, compiled once per process.
 * Its declarations are in Sources/CLua/shim.h (import CLua from Swift);
 * this target only provides the definitions the linker needs. */
#ifndef SHAPELUA_CLUABRIDGE_H
#define SHAPELUA_CLUABRIDGE_H
#endif
