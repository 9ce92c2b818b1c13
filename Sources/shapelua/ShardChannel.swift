#if canImport(Glibc)
import Glibc
#endif

/// The private channel from a `--jobs` shard to its parent: an inherited
/// pipe whose descriptor only the parent names, with `--shard-channel FD`
/// in the command line it gives each shard (docs/BATCH.md). An ordinary
/// run has no such option and so never writes to it; a descriptor that is
/// a standard stream, or not a pipe open for writing, is refused, so the
/// option cannot turn a document on standard output into a log.
///
/// Each line is `K path`: shard K wrote that file. Lines are shorter than
/// PIPE_BUF, so the shards' writes to the one pipe never interleave.
struct ShardChannel {
    /// The descriptor the parent gives each shard the pipe as.
    static let shardDescriptor: Int32 = 3
    /// A line this long or longer is cut (a write of up to PIPE_BUF bytes
    /// to a pipe is atomic).
    static let maxLine = 4000

    let descriptor: Int32
    let shard: Int

    /// The channel of this process, when it is a shard that `--jobs` started.
    static var current: ShardChannel?

    /// Checks `descriptor` and makes it this process's channel.
    static func open(_ descriptor: Int32, shard: Int) throws {
        var info = stat()
        let flags = fcntl(descriptor, F_GETFL)
        guard descriptor > 2, fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFIFO,
              flags >= 0, flags & O_ACCMODE == O_WRONLY else {
            throw UsageError(message: "'--shard-channel' is for the shards that --jobs starts: descriptor \(descriptor) is not a pipe open for writing")
        }
        current = ShardChannel(descriptor: descriptor, shard: shard)
    }

    /// Reports one file written.
    func report(_ path: String) {
        var line = Array("\(shard) ".utf8)
        for byte in path.utf8 {
            guard line.count < ShardChannel.maxLine else { break }
            line.append(byte == 10 || byte == 13 ? 32 : byte)
        }
        line.append(10)
        line.withUnsafeBytes { _ = write(descriptor, $0.baseAddress, $0.count) }
    }

    /// A line read by the parent: the shard and the path.
    static func parse(_ line: ArraySlice<UInt8>) -> (shard: Int, path: String)? {
        guard let space = line.firstIndex(of: 32),
              let shard = Int(String(decoding: line[..<space], as: UTF8.self)) else { return nil }
        return (shard, String(decoding: line[(space + 1)...], as: UTF8.self))
    }
}
