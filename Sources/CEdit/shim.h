/* libedit's readline-compatible interface (Debian: libedit-dev). */
#ifndef SHAPELUA_CEDIT_SHIM_H
#define SHAPELUA_CEDIT_SHIM_H
#include <stdio.h>
#include <editline/readline.h>
#endif
