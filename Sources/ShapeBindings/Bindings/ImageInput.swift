import LuaBridge
import ShapeCore
#if canImport(Glibc)
import Glibc
#endif

/// Where `Image(path)` may read from (docs/CLI.md "Image files in the
/// sandbox"). A relative path resolves against the calling script's folder
/// (docs/GEOMETRY.md; the working directory for chunks without a file). docs/RELIABILITY.md
/// gives a sandboxed script no file access beyond what the user allowed; an
/// image embedded in the output is file content leaking out, so in a
/// sandboxed state an image path must name a file inside that folder:
/// relative, and neither `..` nor a symbolic link may lead out of it (the
/// checks `--output-dir` applies to writes). Outside the
/// sandbox any readable file is allowed, as for `io.open`.
///
/// With or without the sandbox (docs/RELIABILITY.md), an image is a regular file read
/// up to a bound: never a device (`/dev/zero` would be read until memory
/// runs out) and never a FIFO (opening one blocks until a writer comes).
enum ImageInput {
    /// A referenced image (`embed=false`) is read only to check it and to
    /// learn its size; this bounds that read.
    static let referenceLimit = 64 * 1_048_576

    /// The bytes of the image file `path`, read under the state's rules:
    /// at most `ImageReference.embeddingLimit` bytes when it is embedded,
    /// `referenceLimit` when it is only referenced.
    ///
    /// `folder` is what a relative path resolves against (`callerFolder`);
    /// nil is the working directory. Errors name the path as resolved.
    static func read(_ path: String, relativeTo folder: String? = nil, sandboxed: Bool,
                     embed: Bool = true) throws -> [UInt8] {
        let limit = embed ? ImageReference.embeddingLimit : referenceLimit
        let resolved = self.resolved(path, relativeTo: folder)
        let file = sandboxed ? try confinedPath(path, in: folder) : resolved
        return try readRegularFile(file, named: resolved, limit: limit, embed: embed, noFollow: sandboxed)
    }

    /// `path` as resolved against `folder` (unchanged when absolute or
    /// when there is no folder: the working directory).
    static func resolved(_ path: String, relativeTo folder: String?) -> String {
        guard let folder, !path.hasPrefix("/"), !path.isEmpty else { return path }
        return folder == "/" ? "/" + path : folder + "/" + path
    }

    /// docs/API.md (`Image`): input paths are relative to the folder of the script file
    /// whose code calls `Image` (Lua's level 1: the function calling the
    /// library function), as typst resolves a file's includes, so a script
    /// works from any working directory. Chunks without a file (`-e`,
    /// standard input, the REPL, a C caller such as pcall) give nil: the
    /// working directory.
    static func callerFolder(_ L: OpaquePointer) -> String? {
        guard let file = LuaCall(L: L).sourceFile(atLevel: 1) else { return nil }
        guard let slash = file.lastIndex(of: "/") else { return nil } // "s.lua": the working directory
        let folder = String(file[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The absolute, normalized path of `path` (lexical: links kept), the
    /// file a reference names.
    static func absolutePath(_ path: String) -> String {
        var full = path
        if !path.hasPrefix("/"), let cwd = realPath(".") { full = cwd + "/" + path }
        var parts: [Substring] = []
        for part in full.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Opens without blocking (a FIFO), checks on the open descriptor that
    /// it is a regular file (no race with a swapped path), and reads at
    /// most `limit` bytes; past it, an error that says what to do instead.
    static func readRegularFile(_ file: String, named path: String, limit: Int, embed: Bool,
                                noFollow: Bool) throws -> [UInt8] {
        func failure(_ why: String) -> LuaCallError { .message("cannot read \(MessageText.quoted(path)): \(why)") }
        let fd = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (noFollow ? O_NOFOLLOW : 0))
        guard fd >= 0 else { throw failure(String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure(String(cString: strerror(errno))) }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else { throw failure("not a regular file (\(kind(type)))") }
        func tooBig(_ size: String) -> LuaCallError {
            guard embed else {
                return failure("the file is \(size); a referenced image is read (to check it and learn its size) up to \(limit / 1_048_576) MiB")
            }
            return failure("the file is \(size); images are embedded up to \(limit / 1_048_576) MiB (past that librsvg and libxml2 refuse the SVG); use Image{path = \(MessageText.quoted(path)), embed = false} to write a reference to the file instead")
        }
        if Int(info.st_size) > limit { throw tooBig(mebibytes(Int(info.st_size))) }
        // The size may change while reading: never read past limit + 1.
        var bytes = [UInt8](repeating: 0, count: min(Int(info.st_size), limit) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { throw tooBig("more than \(mebibytes(limit))") }
                bytes += [UInt8](repeating: 0, count: min(65536, limit + 1 - count))
            }
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(String(cString: strerror(errno)))
            }
            if n == 0 { break }
            count += n
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    static func kind(_ type: mode_t) -> String {
        switch type {
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO"
        case S_IFDIR: return "a directory"
        case S_IFSOCK: return "a socket"
        default: return "not a file"
        }
    }

    static func mebibytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 524_288) / 1_048_576
        return "\(tenths / 10).\(tenths % 10) MiB"
    }

    /// The real path to open for `path` in the sandbox, or an error naming
    /// why it is refused. The file is opened by this resolved path, so a
    /// link swapped in after the check is not followed out of the folder.
    static func confinedPath(_ path: String, in folder: String? = nil) throws -> String {
        let place = folder.map { "the script's folder \(MessageText.quoted($0))" } ?? "the working directory"
        let shown = resolved(path, relativeTo: folder)
        func refuse(_ why: String) -> LuaCallError {
            .message("cannot read \(MessageText.quoted(shown)): with --sandbox, images are read only inside \(place) (\(why))")
        }
        guard !path.isEmpty else { throw LuaCallError.message("cannot read '': the path is empty") }
        guard !path.hasPrefix("/") else { throw refuse("absolute path") }
        if escapesLexically(path) { throw refuse("'..' leads out of it") }
        guard let base = realPath(folder ?? ".") else { throw refuse("\(place) cannot be resolved") }
        // One answer for a missing file and for a link leading out, whether
        // or not its target exists: nothing outside is revealed.
        let prefix = base.hasSuffix("/") ? base : base + "/"
        guard let target = realPath(shown), target.hasPrefix(prefix) else {
            throw refuse("there is no such file inside it")
        }
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
