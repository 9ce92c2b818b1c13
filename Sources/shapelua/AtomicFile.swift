#if canImport(Glibc)
import Glibc
#endif

/// Writes files so that a reader never sees a half-written one and a failure
/// never clobbers the old file (SPEC §8): the bytes go to a temporary file in
/// the same folder, which is then renamed over the target (rename is atomic
/// within one file system). Missing folders are created first.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        let folder = FilePath.parent(path)
        try createFolders(folder)
        // A random name, so writers on several threads share no state; O_EXCL
        // never reuses an existing file (another name is tried instead).
        var temporary = ""
        var fd: Int32 = -1
        for _ in 0..<8 where fd < 0 {
            temporary = FilePath.join(folder, ".\(FilePath.baseName(path)).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd < 0 && errno != EEXIST { break }
        }
        guard fd >= 0 else { throw failure("cannot write '\(path)'", errno) }
        var failedErrno: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    failedErrno = errno
                    return
                }
                written += n
            }
        }
        if close(fd) != 0 && failedErrno == 0 { failedErrno = errno }
        if failedErrno == 0 && rename(temporary, path) != 0 { failedErrno = errno }
        if failedErrno != 0 {
            unlink(temporary)
            throw failure("cannot write '\(path)'", failedErrno)
        }
    }

    /// `mkdir -p`: creates every missing folder of `path`.
    static func createFolders(_ path: String) throws {
        if path == "." || path == "/" || path.isEmpty { return }
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw OutputError(message: "cannot create folder '\(path)': a file of that name exists")
            }
            return
        }
        try createFolders(FilePath.parent(path))
        if mkdir(path, 0o777) != 0 && errno != EEXIST {
            throw failure("cannot create folder '\(path)'", errno)
        }
    }

    private static func failure(_ what: String, _ code: Int32) -> OutputError {
        OutputError(message: "\(what): \(String(cString: strerror(code)))")
    }
}
