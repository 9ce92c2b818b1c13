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
/// Lines, each shorter than PIPE_BUF so the shards' writes to the one pipe
/// never interleave:
/// - `K path`: shard K wrote that file;
/// - `T K FROM c c …`: at its end, shard K's count of the files each shard
///   has to write (every shard sees every save call, performed or not),
///   from shard FROM on, in as many lines as it takes. The parent says
///   how many files a shard that died had left.
final class ShardChannel {
    /// The descriptor the parent gives each shard the pipe as.
    static let shardDescriptor: Int32 = 3
    /// A line this long or longer is cut (a write of up to PIPE_BUF bytes
    /// to a pipe is atomic).
    static let maxLine = 4000

    let descriptor: Int32
    let shard: Int
    /// Files each shard writes, by shard, counted as the saves are numbered.
    private var totals: [Int]
    private var totalsSent = false

    /// The channel of this process, when it is a shard that `--jobs` started.
    static var current: ShardChannel?

    private init(descriptor: Int32, shard: Int, count: Int) {
        self.descriptor = descriptor
        self.shard = shard
        totals = Array(repeating: 0, count: count)
    }

    /// Checks `descriptor` and makes it this process's channel.
    static func open(_ descriptor: Int32, shard: Int, count: Int) throws {
        var info = stat()
        let flags = fcntl(descriptor, F_GETFL)
        guard descriptor > 2, fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFIFO,
              flags >= 0, flags & O_ACCMODE == O_WRONLY else {
            throw UsageError(message: "'--shard-channel' is for the shards that --jobs starts: descriptor \(descriptor) is not a pipe other than the standard streams, open for writing")
        }
        current = ShardChannel(descriptor: descriptor, shard: shard, count: count)
    }

    /// Reports one file written.
    func report(_ path: String) {
        var line = Array("\(shard) ".utf8)
        for byte in path.utf8 {
            guard line.count < ShardChannel.maxLine else { break }
            line.append(byte == 10 || byte == 13 ? 32 : byte)
        }
        line.append(10)
        send(line)
    }

    /// One save numbered: shard `shard` performs it, writing `files` files.
    func count(files: Int, shard: Int) {
        if totals.indices.contains(shard) { totals[shard] += files }
    }

    /// At the end of the run: the totals, once.
    func sendTotals() {
        guard !totalsSent else { return }
        totalsSent = true
        var from = 0
        while from < totals.count {
            var line = "T \(shard) \(from)"
            var next = from
            while next < totals.count, line.utf8.count < ShardChannel.maxLine - 24 {
                line += " \(totals[next])"
                next += 1
            }
            send(Array((line + "\n").utf8))
            from = next
        }
    }

    private func send(_ line: [UInt8]) {
        line.withUnsafeBytes { _ = write(descriptor, $0.baseAddress, $0.count) }
    }

    /// A line as the parent reads it.
    enum Message {
        case wrote(shard: Int, path: String)
        case totals(shard: Int, from: Int, counts: [Int])
    }

    static func parse(_ line: ArraySlice<UInt8>) -> Message? {
        if line.first == UInt8(ascii: "T") {
            let words = String(decoding: line, as: UTF8.self).split(separator: " ").dropFirst().compactMap { Int($0) }
            guard words.count >= 2 else { return nil }
            return .totals(shard: words[0], from: words[1], counts: Array(words.dropFirst(2)))
        }
        guard let space = line.firstIndex(of: 32),
              let shard = Int(String(decoding: line[..<space], as: UTF8.self)) else { return nil }
        return .wrote(shard: shard, path: String(decoding: line[(space + 1)...], as: UTF8.self))
    }
}
