import ShapeCore
#if canImport(Glibc)
import Glibc
#endif

/// Where output files go (docs/SVG.md). Without `--output-dir`, a path is used
/// as given (relative to the working directory). With it, relative paths
/// are inside that folder, and any path that leaves it — by `..`, by being
/// absolute elsewhere, or through a symbolic link — is an error.
struct OutputLocation {
    /// The `--output-dir` folder, nil when there is none.
    var directory: String?

    /// The path to write for `path`, or an error naming why it is refused.
    func resolve(_ path: String) throws -> String {
        guard !path.isEmpty else { throw OutputError(message: "output path is empty") }
        // The file system would see the path only up to its first NUL.
        guard !path.utf8.contains(0) else { throw OutputError(message: "output path \(MessageText.quoted(path)) contains a NUL byte") }
        // ".", "..", "x/" name folders: renaming a file over them fails
        // late, and deciding a format from such a name has no answer.
        guard FilePath.namesFile(path) else {
            throw OutputError(message: "cannot write \(MessageText.quoted(path)): the path names a folder, not a file")
        }
        guard let directory else { return path }
        let base = FilePath.normalized(FilePath.absolute(directory))
        let target = FilePath.normalized(path.hasPrefix("/") ? path : FilePath.join(FilePath.absolute(directory), path))
        guard FilePath.isInside(target, base) else {
            throw OutputError(message: "\(MessageText.quoted(path)) is outside the output directory \(MessageText.quoted(directory))")
        }
        // Lexically inside; make sure no symbolic link leads out of it: not
        // a folder on the way, nor the file itself being a link (the writer
        // replaces the file a link points to).
        let written = FilePath.normalized(FilePath.absolute(try FilePath.followingLinks(target)))
        if let realBase = FilePath.realPath(base) {
            for candidate in [target, written] {
                guard let realAncestor = FilePath.realPath(FilePath.deepestExisting(FilePath.parent(candidate))),
                      realAncestor == realBase || FilePath.isInside(realAncestor, realBase) else {
                    throw OutputError(message: "\(MessageText.quoted(path)) is outside the output directory \(MessageText.quoted(directory)) (through a symbolic link)")
                }
            }
        }
        return target
    }
}

/// Small path helpers on plain strings (no Foundation in the executable).
enum FilePath {
    static func join(_ a: String, _ b: String) -> String {
        a.hasSuffix("/") ? a + b : a + "/" + b
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        return join(String(cString: buffer), path)
    }

    /// Removes ".", "" and resolves ".." lexically; keeps a leading "/".
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if let last = parts.last, last != ".." { parts.removeLast() } else if !path.hasPrefix("/") { parts.append(part) }
                continue
            }
            parts.append(part)
        }
        let body = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + body }
        return body.isEmpty ? "." : body
    }

    /// True when `path` is strictly inside folder `base` (both normalized).
    static func isInside(_ path: String, _ base: String) -> Bool {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) && path.count > prefix.count
    }

    /// True when the last component can be a file's name: not empty (a
    /// trailing "/"), not "." or "..".
    static func namesFile(_ path: String) -> Bool {
        let last = baseName(path)
        return !last.isEmpty && last != "." && last != ".."
    }

    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    static func baseName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// `path` itself or its nearest ancestor that exists.
    static func deepestExisting(_ path: String) -> String {
        var p = path
        while !exists(p) && p != "/" && p != "." { p = parent(p) }
        return p
    }

    /// The file a chain of symbolic links ends at (relative link targets
    /// taken from the link's folder); `path` itself when it is no link.
    /// The end need not exist (a dangling link names the file to create).
    static func followingLinks(_ path: String) throws -> String {
        var current = path
        for _ in 0..<40 { // Linux's own limit (MAXSYMLINKS)
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n > 0 else { throw AtomicFile.failure("cannot write \(MessageText.quoted(path))", errno) }
            let target = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : join(parent(current), target)
        }
        throw AtomicFile.failure("cannot write \(MessageText.quoted(path))", ELOOP)
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
