/* CProgramArguments.h — the command line's arguments for the Swift
 * standard library's `CommandLine` (arguments.c says why we provide them). */
#ifndef C_PROGRAM_ARGUMENTS_H
#define C_PROGRAM_ARGUMENTS_H

/* The runtime interface `CommandLine.arguments` and `unsafeArgv` read. */
char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen);
void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc);

#endif
