import ShapeCore
import CLuaBridge
#if canImport(Glibc)
import Glibc
#endif

/// A file descriptor being written: every byte, or an error naming the file.
final class OpenFile {
    let target: String
    private(set) var fd: Int32

    init(fd: Int32, target: String) { self.fd = fd; self.target = target }

    deinit { if fd >= 0 { Glibc.close(fd) } }

    func append(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBufferPointer { try append($0) }
    }

    /// A chunk as the SVG writer hands it over: its own buffer, no copy.
    func append(_ buffer: UnsafeBufferPointer<UInt8>) throws {
        guard fd >= 0 else { throw OutputError(message: "cannot write \(MessageText.quoted(target)): the file is closed") }
        guard let base = buffer.baseAddress else { return }
        var written = 0
        while written < buffer.count {
            let n = Glibc.write(fd, base + written, buffer.count - written)
            if n < 0 {
                if errno == EINTR { continue }
                throw AtomicFile.failure("cannot write \(MessageText.quoted(target))", errno)
            }
            written += n
        }
    }

    /// Closes the descriptor; a close error (a full disk reported late)
    /// fails the write.
    func close() throws {
        guard fd >= 0 else { return }
        let descriptor = fd
        fd = -1
        if Glibc.close(descriptor) != 0 { throw AtomicFile.failure("cannot write \(MessageText.quoted(target))", errno) }
    }
}

/// The temporary file of one atomic write: `.NAME.RANDOM.tmp` next to the
/// target, RANDOM 16 hex digits from getrandom(2) drawn afresh for each
/// attempt, created with O_EXCL. Nobody can predict the name, so nobody
/// can block a write by creating its files in advance in a shared folder
/// (with `.NAME.PID.N.tmp`, nine such files made `save()` fail with "File
/// exists"); a collision only costs another attempt. Its name is
/// registered in the bridge's temporary-file registry
/// (CLuaBridge/tempfiles.c) *before* the file is created and forgotten
/// only after it is renamed or removed, so whatever ends the process at
/// any moment — a signal it catches, or the supervisor ending the worker —
/// leaves no temporary file.
final class TemporaryFile {
    let path: String
    private let file: OpenFile
    private var slot: Int32
    private var done = false

    private static let effectiveUser = geteuid(), effectiveGroup = getegid()

    /// Creates the file; missing folders of `target` are made (and listed
    /// in `created`) only when the first attempt finds the folder missing,
    /// so the common case costs no `stat` of the folders.
    init(beside target: String, creatingFolders created: inout [String]) throws {
        let folder = FilePath.parent(target)
        let prefix = FilePath.join(folder, ".\(FilePath.baseName(target)).")
        var name = ""
        var fd: Int32 = -1
        var slot: Int32 = -1
        var code: Int32 = 0
        var madeFolders = false
        for _ in 0..<Self.attempts where fd < 0 {
            name = prefix + Self.randomText() + ".tmp"
            slot = shl_tempfile_add(name)
            guard slot >= 0 else {
                throw OutputError(message: "cannot write \(MessageText.quoted(target)): too many files are being written at once, or the path is too long")
            }
            fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 { break }
            code = errno
            shl_tempfile_remove(slot)
            if code == ENOENT && !madeFolders {
                madeFolders = true
                try AtomicFile.createFolders(folder, created: &created)
            } else if code != EEXIST {
                break
            }
        }
        guard fd >= 0 else { throw AtomicFile.failure("cannot write \(MessageText.quoted(target))", code) }
        self.path = name
        self.slot = slot
        self.file = OpenFile(fd: fd, target: target)
    }

    deinit { discard() }

    /// Attempts before giving up: a collision of 64 random bits is
    /// already unlikely once; the rest cover folders made on the way.
    private static let attempts = 16

    /// 16 hex digits from the kernel's random source (CLuaBridge's
    /// `shl_random_bytes`: getrandom(2)). Without it (a kernel before
    /// 3.17) the clock varies the name per attempt: still unique with
    /// O_EXCL, only predictable.
    static func randomText() -> String {
        var value: UInt64 = 0
        if withUnsafeMutableBytes(of: &value, { shl_random_bytes($0.baseAddress, 8) }) != 0 {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            value = UInt64(truncatingIfNeeded: now.tv_sec &* 1_000_000_000 &+ now.tv_nsec)
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The mode a new file gets (0666 less the umask), read once from
    /// /proc/self/status (umask(2) itself can only be read by changing it,
    /// which would race with other threads); nil when unknown.
    private static let creationMode: mode_t? = {
        guard let status = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(status) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), status) != nil {
            let text = String(cString: line)
            if text.hasPrefix("Umask:"), let mask = mode_t(text.dropFirst(6).trimmingSpaces, radix: 8) {
                return 0o666 & ~mask
            }
        }
        return nil
    }()

    /// A replaced file keeps its permission bits, and its owner and group
    /// when the process may set them (docs/SVG.md); `existing` is its stat.
    /// Nothing is called when the new file already has them.
    func keep(modeAndOwnerOf existing: stat, target: String) throws {
        // Owner first: fchown clears set-user-ID bits that fchmod then sets.
        if existing.st_uid != Self.effectiveUser || existing.st_gid != Self.effectiveGroup {
            if fchown(file.fd, existing.st_uid, existing.st_gid) != 0 {
                _ = fchown(file.fd, UInt32.max, existing.st_gid) // -1: keep the owner; the group may still be ours to give
            }
        } else if let mode = Self.creationMode, existing.st_mode & 0o7777 == mode {
            return
        }
        if fchmod(file.fd, existing.st_mode & 0o7777) != 0 {
            throw AtomicFile.failure("cannot write \(MessageText.quoted(target))", errno)
        }
    }

    func append(_ bytes: [UInt8]) throws { try file.append(bytes) }
    func append(_ buffer: UnsafeBufferPointer<UInt8>) throws { try file.append(buffer) }

    /// Closes the file before its rename (a late write error is reported here).
    func close() throws { try file.close() }

    /// Closes the file and renames it over `target`.
    func commit(as target: String) throws {
        try file.close()
        if rename(path, target) != 0 { throw AtomicFile.failure("cannot write \(MessageText.quoted(target))", errno) }
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

private extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\n" { s.removeLast() }
        return s
    }
}
