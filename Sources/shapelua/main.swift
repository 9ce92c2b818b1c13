// Placeholder entry point: runs one script. The full command line (SPEC §9)
// replaces this.
import LuaBridge
#if canImport(Glibc)
import Glibc
#endif

let arguments = CommandLine.arguments
do {
    let lua = try LuaState()
    if arguments.count > 1 {
        try lua.loadFile(arguments[1])
        try lua.call(arguments: 0, results: 0)
    }
} catch {
    FileHandleStderr.write("shapelua: \(error)\n")
    exit(1)
}
