// shapelua: the command line of SPEC §9. Everything lives in
// CommandLineTool; this file only turns its status into the exit status
// once the session (and so the Lua state, whose finalizers flush files)
// has been released.
#if canImport(Glibc)
import Glibc
#endif

exit(CommandLineTool.main(CommandLine.arguments))
