import ShapeCore
#if canImport(Glibc)
import Glibc
#endif

/// Writes a set of files (an icon set) so that it appears whole or not at
/// all: every file goes into its own temporary file first (as
/// `AtomicFile`), and only when all of them are written and closed are
/// they renamed into place, one after another. A failure while writing —
/// a full disk, the file-size limit (EFBIG), a file where a folder should
/// be, the run's budget — removes every temporary file and every folder
/// made for them, and no file of the set is replaced. The renames
/// themselves do not fail for want of space; a signal between two of them
/// (the set's last microseconds) can still leave a mix of old and new
/// files, never a half-written one.
enum AtomicFileSet {
    /// Runs `body` with a `write(bytes, path)` that stages one file of the
    /// set; commits them all when `body` returns, discards them when it
    /// (or a write) throws. `beforeCommit` runs once everything is staged.
    ///
    /// `owned`: a folder the set owns whole (an `.appiconset`), nil when
    /// the set's files go into folders shared with other files. Its files
    /// are written into a hidden sibling folder, `.NAME.RANDOM.tmp`, which
    /// then takes the folder's place: the old folder is renamed aside,
    /// the new one into place, and the old one removed with everything in
    /// it, so a file of the old set that the new one lacks does not stay.
    /// At every moment the folder holds the old set, the new set, or
    /// (between the two renames) nothing.
    static func write(owned: String? = nil,
                      _ body: (_ write: @escaping ([UInt8], String) throws -> Void) throws -> Void,
                      beforeCommit: () throws -> Void = {}) throws {
        var pending: [PendingFile] = []
        var committed = 0
        var staging: OwnedFolder?
        do {
            if let owned { staging = try OwnedFolder(owned) }
            try body { bytes, path in
                let path = staging?.staged(path) ?? path
                var info = stat()
                let exists = lstat(path, &info) == 0
                if exists, (info.st_mode & S_IFMT) == S_IFDIR {
                    throw OutputError(message: "cannot write \(MessageText.quoted(path)): a folder of that name exists")
                }
                if exists, AtomicFile.isDevice(path, info) {
                    throw OutputError(message: "cannot write \(MessageText.quoted(path)): a file of an icon set must be a regular file")
                }
                let file = try PendingFile(path, info: exists ? info : nil)
                pending.append(file)
                try file.file.append(bytes)
            }
            // A full disk may be reported only at close: all before any rename.
            for file in pending { try file.file.close() }
            try beforeCommit()
            for file in pending {
                try file.commit()
                committed += 1
            }
            try staging?.commit()
        } catch {
            for file in pending[committed...].reversed() { file.discard() }
            staging?.discard()
            throw error
        }
    }
}

/// The hidden sibling folder an owned set is written into, and its move
/// into place.
private final class OwnedFolder {
    /// The set's folder (a symbolic link to a folder: the folder it points to).
    let target: String
    let staging: String
    private var created: [String] = []
    private var done = false

    init(_ path: String) throws {
        target = try FilePath.followingLinks(path)
        let parent = FilePath.parent(target)
        staging = FilePath.join(parent, ".\(FilePath.baseName(target)).\(TemporaryFile.randomText()).tmp")
        try AtomicFile.createFolders(parent, created: &created)
        guard mkdir(staging, 0o777) == 0 else {
            let code = errno
            AtomicFile.removeFolders(created)
            throw AtomicFile.failure("cannot write \(MessageText.quoted(path))", code)
        }
    }

    /// Where a file of the set under `target` is staged; nil for a file
    /// outside it.
    func staged(_ path: String) -> String? {
        let prefix = target.hasSuffix("/") ? target : target + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return FilePath.join(staging, String(path.dropFirst(prefix.count)))
    }

    func commit() throws {
        var info = stat()
        let old: String? = lstat(target, &info) == 0
            ? FilePath.join(FilePath.parent(target), ".\(FilePath.baseName(target)).\(TemporaryFile.randomText()).old") : nil
        if let old, rename(target, old) != 0 {
            throw AtomicFile.failure("cannot replace \(MessageText.quoted(target))", errno)
        }
        guard rename(staging, target) == 0 else {
            let code = errno
            if let old { rename(old, target) } // put the old set back
            throw AtomicFile.failure("cannot write \(MessageText.quoted(target))", code)
        }
        done = true
        if let old { FolderTree.remove(old) }
    }

    func discard() {
        guard !done else { return }
        done = true
        FolderTree.remove(staging)
        AtomicFile.removeFolders(created)
    }
}
