/// The exporter's way to the file system, supplied by the host (the
/// command line's `--output-dir` and `--sandbox` rules and its atomic
/// writer), so that tests and other hosts can supply their own. The hooks
/// only resolve paths and write bytes; what is written, in which format,
/// when the run's budget stops it and who is told is the `Exporter`'s.
public struct OutputHooks {
    /// Produces a file's bytes: calls its sink with each chunk, in order.
    public typealias Producer = (_ sink: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Void

    /// Who named a path: a script (`save()`, `iconset()`, `imageset()`) or
    /// the host itself (`-o`, `--preview FILE`). `--sandbox` confines the
    /// script's paths only.
    public enum PathOrigin: Sendable { case script, host }

    /// Maps a path to the path to write, or throws (outside `--output-dir`,
    /// a name that is no file's).
    public var resolvePath: (String, PathOrigin) throws -> String
    /// Writes one (resolved) file atomically, creating missing folders:
    /// runs the producer with a sink into a temporary file and keeps the
    /// file only when the producer returns (an SVG is streamed into it, so
    /// a big document is never held whole in memory).
    public var stream: (String, Producer) throws -> Void
    /// Writes a set of files (`iconset`) that appears whole or not at all:
    /// runs its body with a `write(bytes, path)` that stages each file,
    /// and puts them all in place only when the body returns. `owned`:
    /// the (resolved) folder the set owns whole, replaced as one; nil when
    /// its files go into folders shared with other files. nil hook: each
    /// file is written at once with `stream`.
    public var writeSet: ((_ owned: String?, _ body: (_ write: @escaping ([UInt8], String) throws -> Void) throws -> Void) throws -> Void)?
    /// `--shard K/N`: which of the run's saves are performed (docs/BATCH.md).
    public var shard: Shard = .whole
    /// Called with each path written by a save of the run (`save()`,
    /// `iconset()`, `imageset()`, `-o`), for the command line's progress line.
    public var didWrite: ((String) -> Void)?
    /// Called for every save of a sharded run, performed here or not, with
    /// the shard that performs it and the number of files it writes:
    /// `--jobs` learns each shard's total.
    public var didNumber: ((_ shard: Int, _ files: Int) -> Void)?
    /// Called with the absolute path of each image file `Image` read, for
    /// `--watch`, which runs the script again when one changes.
    public var didRead: ((String) -> Void)?

    public init(resolve: @escaping (String, PathOrigin) throws -> String,
                stream: @escaping (String, Producer) throws -> Void) {
        self.resolvePath = resolve
        self.stream = stream
    }

    /// Hooks that write whole files (the chunks are collected first) and
    /// resolve every path alike, whoever named it.
    public init(resolve: @escaping (String) throws -> String,
                write: @escaping ([UInt8], String) throws -> Void) {
        self.init(resolve: { path, _ in try resolve(path) }, stream: { path, produce in
            var bytes: [UInt8] = []
            try produce { bytes += $0 }
            try write(bytes, path)
        })
    }

    /// The path to write for `path`, named by a script unless told otherwise.
    public func resolve(_ path: String, _ origin: PathOrigin = .script) throws -> String {
        try resolvePath(path, origin)
    }
}
