import LuaBridge
import ShapeCore

/// `here(path)`: a path next to the script file whose code calls it, the
/// way `Image` resolves its paths, so `io.open(here("sales.csv"))` reads
/// the CSV beside the script from any working directory (issue 22). R's
/// `here()` and a Python script's `Path(__file__).parent` answer the same
/// question; a function (not a `script.dir` value) because each file of a
/// script that `require`s modules from other folders gets its own folder.
enum ScriptFolderBindings {
    static let function = FunctionSpec(
        "here", [Param("path", .string, default: "nil", doc: "a path relative to the calling script's folder")],
        returns: "string",
        doc: "The absolute path that `path` names next to the script file whose code calls `here` (a module's own folder inside a module), as `Image` resolves its paths: `io.open(here(\"sales.csv\"))` reads the file beside the script whatever the working directory, and `Image(here(\"logo.png\"))` is `Image(\"logo.png\")`. No path gives the folder itself; `.` and `..` are resolved in the text (links are not followed). Code without a file (`-e`, standard input, the REPL) resolves against the working directory. With `--sandbox` the path is returned as given (`Image` resolves it in the script's folder anyway, and the sandbox has no `io`).",
        example: "local f = assert(io.open(here(\"sales.csv\")))\nreturn Image(here(\"logo.png\"))"
    ) { a in
        let path = try a.value("path", .string) ?? ""
        if LuaState.owner(of: a.call.L).libraries == .sandbox {
            a.call.push(path.isEmpty ? "." : path)
            return 1
        }
        a.call.push(resolve(path, in: ImageInput.callerFolder(a.call.L)))
        return 1
    }

    /// `path` in `folder` (nil: the working directory), absolute: a
    /// relative result would be resolved again by `Image`, against the
    /// script's folder. An empty path is the folder itself.
    static func resolve(_ path: String, in folder: String?) -> String {
        ImageInput.absolutePath(path.isEmpty ? (folder ?? ".") : ImageInput.resolved(path, relativeTo: folder))
    }
}
