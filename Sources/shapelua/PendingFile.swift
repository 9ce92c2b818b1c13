import ShapeCore
#if canImport(Glibc)
import Glibc
#endif

/// One atomic write between its two halves: the temporary file beside
/// the target exists (registered for signals, with the old file's mode and
/// owner) and takes the bytes; `commit` renames it over the target,
/// `discard` removes it and the folders made for it. A single write
/// commits at once (`AtomicFile.write`); a set of files commits only when
/// every one of them is written (`AtomicFileSet`).
final class PendingFile {
    /// The file replaced: `path`, or the file a symbolic link at `path`
    /// points to (rename would replace the link itself).
    let target: String
    let file: TemporaryFile
    /// Folders made for the temporary file (outermost first).
    private(set) var created: [String] = []

    /// `info`: `path`'s lstat, nil when it does not exist.
    init(_ path: String, info: stat?) throws {
        var target = path
        var existing: stat? = info.flatMap { ($0.st_mode & S_IFMT) == S_IFREG ? $0 : nil }
        if let info, (info.st_mode & S_IFMT) == S_IFLNK {
            target = try FilePath.followingLinks(path)
            var pointed = stat()
            existing = stat(target, &pointed) == 0 && (pointed.st_mode & S_IFMT) == S_IFREG ? pointed : nil
        }
        self.target = target
        var created: [String] = []
        do {
            file = try TemporaryFile(beside: target, creatingFolders: &created)
            self.created = created
            if let existing { try file.keep(modeAndOwnerOf: existing, target: target) }
        } catch {
            AtomicFile.removeFolders(created)
            throw error
        }
    }

    func commit() throws { try file.commit(as: target) }

    func discard() {
        file.discard()
        AtomicFile.removeFolders(created)
    }
}
