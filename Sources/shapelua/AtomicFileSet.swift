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
    static func write(_ body: (_ write: @escaping ([UInt8], String) throws -> Void) throws -> Void,
                      beforeCommit: () throws -> Void = {}) throws {
        var pending: [PendingFile] = []
        var committed = 0
        do {
            try body { bytes, path in
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
        } catch {
            for file in pending[committed...].reversed() { file.discard() }
            throw error
        }
    }
}
