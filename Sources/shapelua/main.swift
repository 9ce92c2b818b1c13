// shapelua: the command line of docs/CLI.md. The supervisor starts first
// (Supervision.begin); everything else lives in CommandLineTool, and this
// file only turns its status into the exit status
// once the session (and so the Lua state, whose finalizers flush files)
// has been released, and standard output was flushed and checked.
#if canImport(Glibc)
import Glibc
#endif

Supervision.begin() // before anything else: the rest runs in the worker
let status = CommandLineTool.main(ArgumentText.commandLine())
exit(CommandLineTool.finish(status))
