import LuaBridge
#if canImport(Glibc)
import Glibc
#endif

/// Where `Image(path)` may read from (docs/CLI.md "Image files in the
/// sandbox"). SPEC §10 gives a sandboxed script no file access beyond what
/// the user allowed; an image embedded in the output is file content leaking
/// out, so in a sandboxed state an image path must name a file inside the
/// working directory: relative, and neither `..` nor a symbolic link may
/// lead out of it (the checks `--output-dir` applies to writes). Outside the
/// sandbox any readable file is allowed, as for `io.open`.
enum ImageInput {
    /// The bytes of the image file `path`, read under the state's rules.
    static func read(_ path: String, sandboxed: Bool) throws -> [UInt8] {
        guard sandboxed else { return try FileReading.read(path) }
        return try FileReading.read(try confinedPath(path))
    }

    /// The real path to open for `path` in the sandbox, or an error naming
    /// why it is refused. The file is opened by this resolved path, so a
    /// link swapped in after the check is not followed out of the folder.
    static func confinedPath(_ path: String) throws -> String {
        func refuse(_ why: String) -> LuaCallError {
            .message("cannot read '\(path)': with --sandbox, images are read only inside the working directory (\(why))")
        }
        guard !path.isEmpty else { throw LuaCallError.message("cannot read '': the path is empty") }
        guard !path.hasPrefix("/") else { throw refuse("absolute path") }
        if escapesLexically(path) { throw refuse("'..' leads out of it") }
        guard let base = realPath(".") else { throw refuse("the working directory cannot be resolved") }
        guard let target = realPath(path) else {
            throw LuaCallError.message("cannot read '\(path)': \(String(cString: strerror(errno)))")
        }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        guard target.hasPrefix(prefix) else { throw refuse("a symbolic link leads out of it") }
        return target
    }

    /// True when `..` components climb above the path's starting folder.
    static func escapesLexically(_ path: String) -> Bool {
        var depth = 0
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == ".." { depth -= 1 } else if part != "." { depth += 1 }
            if depth < 0 { return true }
        }
        return false
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
