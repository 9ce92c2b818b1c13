import CLuaBridge
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so that a reader never sees a half-written one and a failure
/// never clobbers the old file (SPEC §8): the bytes go to a temporary file in
/// the same folder, which is then renamed over the target (rename is atomic
/// within one file system). Missing folders are created first.
///
/// Documents are streamed: `write(to:_:)` hands its body a sink for chunks,
/// so a 50 MB canvas never has to be held in memory. When the body (the
/// rendering) or a write fails, the temporary file is removed, the folders
/// this call created are removed again, and the old file is untouched.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        try write(to: path) { sink in try sink(bytes) }
    }

    /// Runs `produce` with a sink that appends chunks to a temporary file,
    /// then renames that file over `path`; on any error nothing changes.
    ///
    /// With `allowDevices`, a device or pipe (`/dev/stdout`, `/dev/null`, a
    /// named pipe; see `isDevice`) is written directly: it has
    /// no old contents to keep, and renaming a file over it would replace
    /// the device node itself. (Without it, as under `--output-dir`, such
    /// paths take the normal way and are replaced or refused.)
    static func write(to path: String, allowDevices: Bool = true,
                      _ produce: (_ sink: @escaping ([UInt8]) throws -> Void) throws -> Void) throws {
        if allowDevices, isDevice(path) {
            try writeDirectly(to: path, produce)
            return
        }
        // Onto a symbolic link: the file it points to is replaced, in its
        // own folder (rename would replace the link itself).
        let path = try FilePath.followingLinks(path)
        let folder = FilePath.parent(path)
        var created: [String] = []
        try createFolders(folder, created: &created)
        let file: TemporaryFile
        do {
            file = try TemporaryFile(beside: path)
            try file.takeOwnershipAndMode(of: path)
        } catch {
            removeFolders(created)
            throw error
        }
        do {
            try produce { chunk in try file.append(chunk) }
            try file.commit(as: path)
        } catch {
            file.discard()
            removeFolders(created)
            throw error
        }
    }

    /// A path that names a device, a pipe or a process's file descriptor
    /// rather than a file in a folder: a character device or FIFO, anything
    /// under /proc, or a symbolic link under /dev (`/dev/stdout` links to
    /// /proc/self/fd/1, which may be a regular file when output is
    /// redirected). A regular file under /dev (/dev/shm) is written
    /// atomically as any other.
    static func isDevice(_ path: String) -> Bool {
        var info = stat()
        if stat(path, &info) == 0 {
            let type = info.st_mode & S_IFMT
            if type == S_IFCHR || type == S_IFIFO { return true }
        }
        let absolute = FilePath.normalized(FilePath.absolute(path))
        if absolute.hasPrefix("/proc/") { return true }
        return absolute.hasPrefix("/dev/") && lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    private static func writeDirectly(to path: String,
                                      _ produce: (_ sink: @escaping ([UInt8]) throws -> Void) throws -> Void) throws {
        var info = stat()
        let isFile = stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        let fd = open(path, O_WRONLY | O_CLOEXEC | (isFile ? O_TRUNC : 0))
        guard fd >= 0 else { throw failure("cannot write '\(path)'", errno) }
        let file = OpenFile(fd: fd, target: path)
        try produce { chunk in try file.append(chunk) }
        try file.close()
    }

    /// `mkdir -p`: creates every missing folder of `path`.
    static func createFolders(_ path: String) throws {
        var created: [String] = []
        try createFolders(path, created: &created)
    }

    /// `mkdir -p`, listing the folders it made (outermost first) so that a
    /// failed write can take them away again.
    private static func createFolders(_ path: String, created: inout [String]) throws {
        if path == "." || path == "/" || path.isEmpty { return }
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw OutputError(message: "cannot create folder '\(path)': a file of that name exists")
            }
            return
        }
        try createFolders(FilePath.parent(path), created: &created)
        if mkdir(path, 0o777) == 0 {
            created.append(path)
        } else if errno != EEXIST {
            throw failure("cannot create folder '\(path)'", errno)
        }
    }

    /// Removes folders made by a failed write, innermost first; a folder
    /// something else has meanwhile put a file in stays (rmdir refuses).
    private static func removeFolders(_ folders: [String]) {
        for folder in folders.reversed() { rmdir(folder) }
    }

    static func failure(_ what: String, _ code: Int32) -> OutputError {
        OutputError(message: "\(what): \(String(cString: strerror(code)))")
    }
}

/// A file descriptor being written: every byte, or an error naming the file.
private final class OpenFile {
    let target: String
    private(set) var fd: Int32

    init(fd: Int32, target: String) { self.fd = fd; self.target = target }

    deinit { if fd >= 0 { Glibc.close(fd) } }

    func append(_ bytes: [UInt8]) throws {
        guard fd >= 0 else { throw OutputError(message: "cannot write '\(target)': the file is closed") }
        try bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw AtomicFile.failure("cannot write '\(target)'", errno)
                }
                written += n
            }
        }
    }

    /// Closes the descriptor; a close error (a full disk reported late)
    /// fails the write.
    func close() throws {
        guard fd >= 0 else { return }
        let descriptor = fd
        fd = -1
        if Glibc.close(descriptor) != 0 { throw AtomicFile.failure("cannot write '\(target)'", errno) }
    }
}

/// The temporary file of one atomic write: a random name next to the
/// target, created with O_EXCL (never an existing file), so writers on
/// several threads or processes share no state. Its name is registered in
/// the bridge's temporary-file registry (CLuaBridge/tempfiles.c) *before*
/// the file is created and forgotten only after it is renamed or removed,
/// so a signal or the watchdog that ends the process at any moment removes
/// it (SPEC §8: a stopped write leaves no temporary file).
private final class TemporaryFile {
    let path: String
    private let file: OpenFile
    private var slot: Int32
    private var done = false

    init(beside target: String) throws {
        let folder = FilePath.parent(target)
        var name = ""
        var fd: Int32 = -1
        var slot: Int32 = -1
        for _ in 0..<8 where fd < 0 {
            name = FilePath.join(folder, ".\(FilePath.baseName(target)).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
            slot = shl_tempfile_add(name)
            guard slot >= 0 else {
                throw OutputError(message: "cannot write '\(target)': too many files are being written at once, or the path is too long")
            }
            fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd < 0 {
                let code = errno
                shl_tempfile_remove(slot)
                errno = code
                if code != EEXIST { break }
            }
        }
        guard fd >= 0 else { throw AtomicFile.failure("cannot write '\(target)'", errno) }
        self.path = name
        self.slot = slot
        self.file = OpenFile(fd: fd, target: target)
    }

    deinit { discard() }

    /// A replaced file keeps its permission bits, and its owner and group
    /// when the process may set them (SPEC §8); a new file gets 0666 less
    /// the umask, as any created file.
    func takeOwnershipAndMode(of target: String) throws {
        var info = stat()
        guard stat(target, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return }
        // Owner first: fchown clears set-user-ID bits that fchmod then sets.
        if info.st_uid != geteuid() || info.st_gid != getegid() {
            if fchown(file.fd, info.st_uid, info.st_gid) != 0 {
                _ = fchown(file.fd, UInt32.max, info.st_gid) // -1: keep the owner; the group may still be ours to give
            }
        }
        if fchmod(file.fd, info.st_mode & 0o7777) != 0 {
            throw AtomicFile.failure("cannot write '\(target)'", errno)
        }
    }

    func append(_ bytes: [UInt8]) throws { try file.append(bytes) }

    /// Closes the file and renames it over `target`.
    func commit(as target: String) throws {
        try file.close()
        if rename(path, target) != 0 { throw AtomicFile.failure("cannot write '\(target)'", errno) }
        done = true
        forget()
    }

    /// Closes and removes the temporary file (after a failure).
    func discard() {
        guard !done else { return }
        done = true
        try? file.close()
        unlink(path)
        forget()
    }

    private func forget() {
        shl_tempfile_remove(slot)
        slot = -1
    }
}
