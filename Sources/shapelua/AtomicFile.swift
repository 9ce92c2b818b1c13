import ShapeCore
import CLuaBridge
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so that a reader never sees a half-written one and a failure
/// never clobbers the old file (docs/SVG.md): the bytes go to a temporary file in
/// the same folder, which is then renamed over the target (rename is atomic
/// within one file system). Missing folders are created first.
///
/// Documents are streamed: `write(to:_:)` hands its body a sink for chunks,
/// so a 50 MB canvas never has to be held in memory. When the body (the
/// rendering) or a write fails, the temporary file is removed, the folders
/// this call created are removed again, and the old file is untouched.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        try write(to: path) { sink in try bytes.withUnsafeBufferPointer { try sink($0) } }
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
                      _ produce: (_ sink: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Void) throws {
        // One lstat answers what the target is: missing, a device, a link,
        // a file whose mode and owner the replacement keeps. (Writing many
        // small files is dominated by system calls: docs/PERFORMANCE.md.)
        var info = stat()
        let exists = lstat(path, &info) == 0
        if allowDevices, exists, isDevice(path, info) {
            try writeDirectly(to: path, produce)
            return
        }
        let pending = try PendingFile(path, info: exists ? info : nil)
        do {
            try produce { chunk in try pending.file.append(chunk) }
            try pending.commit()
        } catch {
            pending.discard()
            throw error
        }
    }

    /// A path that names a device, a pipe or a process's file descriptor
    /// rather than a file in a folder, given its `lstat`: a character
    /// device or FIFO; a symbolic link to one, or any link under /dev or
    /// /proc (`/dev/stdout` links to /proc/self/fd/1, which may be a
    /// regular file when output is redirected); an absolute path under
    /// /proc. A regular file under /dev (/dev/shm) is written atomically
    /// as any other.
    static func isDevice(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && isDevice(path, info)
    }

    static func isDevice(_ path: String, _ info: stat) -> Bool {
        let type = info.st_mode & S_IFMT
        if type == S_IFCHR || type == S_IFIFO { return true }
        if type == S_IFLNK {
            var target = stat()
            if stat(path, &target) == 0 {
                let pointed = target.st_mode & S_IFMT
                if pointed == S_IFCHR || pointed == S_IFIFO { return true }
            }
            let absolute = FilePath.normalized(FilePath.absolute(path))
            return absolute.hasPrefix("/dev/") || absolute.hasPrefix("/proc/")
        }
        return FilePath.normalized(path).hasPrefix("/proc/")
    }

    private static func writeDirectly(to path: String,
                                      _ produce: (_ sink: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Void) throws {
        var info = stat()
        let isFile = stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        let fd = open(path, O_WRONLY | O_CLOEXEC | (isFile ? O_TRUNC : 0))
        guard fd >= 0 else { throw failure("cannot write \(MessageText.quoted(path))", errno) }
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
    static func createFolders(_ path: String, created: inout [String]) throws {
        if path == "." || path == "/" || path.isEmpty { return }
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw OutputError(message: "cannot create folder \(MessageText.quoted(path)): a file of that name exists")
            }
            return
        }
        try createFolders(FilePath.parent(path), created: &created)
        if mkdir(path, 0o777) == 0 {
            created.append(path)
        } else if errno != EEXIST {
            throw failure("cannot create folder \(MessageText.quoted(path))", errno)
        }
    }

    /// Removes folders made by a failed write, innermost first; a folder
    /// something else has meanwhile put a file in stays (rmdir refuses).
    static func removeFolders(_ folders: [String]) {
        for folder in folders.reversed() { rmdir(folder) }
    }

    static func failure(_ what: String, _ code: Int32) -> OutputError {
        OutputError(message: "\(what): \(String(cString: strerror(code)))")
    }
}
