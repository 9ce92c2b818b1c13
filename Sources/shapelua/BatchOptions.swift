import ShapeCore
/// The export and batch options of docs/CLI.md, docs/EXPORT.md and docs/BATCH.md — `--scale`, `--shard`,
/// `--jobs` and the shards' private `--shard-channel` — parsed and checked apart from the other options (their
/// values and their combinations are their own). Bad values are usage
/// errors (exit status 2).
enum BatchOptions {
    /// A shard count this large is a typo; a batch of more processes than
    /// this is spread by an engine (docs/BATCH.md), not by one command.
    static let maxJobs = 1024

    static func parse(_ name: String, _ v: String, into options: inout CommandLineOptions) throws {
        switch name {
        case "scale":
            guard let s = Double(v), s.isFinite, s > 0 else {
                throw UsageError(message: "'--scale' needs a positive number, got \(MessageText.quoted(v))")
            }
            options.render.scale = s
        case "shard":
            let parts = v.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let k = CommandLineParser.wholeNumber(String(parts[0])),
                  let n = CommandLineParser.wholeNumber(String(parts[1])),
                  n >= 1, k >= 0, k < n else {
                throw UsageError(message: "'--shard' needs K/N with 0 <= K < N (e.g. 0/4), got \(MessageText.quoted(v))")
            }
            options.shard = (k, n)
        case "shard-channel":
            guard let fd = CommandLineParser.wholeNumber(v), fd >= 0, fd <= Int(Int32.max) else {
                throw UsageError(message: "'--shard-channel' needs a descriptor number, got \(MessageText.quoted(v))")
            }
            options.shardChannel = Int32(fd)
        default:
            guard let n = CommandLineParser.wholeNumber(v), n >= 1, n <= maxJobs else {
                throw UsageError(message: "'--jobs' needs a whole number from 1 to \(maxJobs), got \(MessageText.quoted(v))")
            }
            options.jobs = n
        }
    }

    static func validate(_ options: CommandLineOptions) throws {
        if options.render.scale != nil {
            let output = options.outputPath?.lowercased() ?? ""
            guard output.hasSuffix(".png") || output.hasSuffix(".pdf") else {
                throw UsageError(message: "'--scale' is for -o to a .png or .pdf file")
            }
        }
        if options.jobs != nil {
            guard options.shard == nil else { throw UsageError(message: "'--jobs' and '--shard' cannot be combined (--jobs runs the shards)") }
            guard options.scriptPath != nil else { throw UsageError(message: "'--jobs' needs a script file (each job runs it)") }
            guard !options.interactive, !options.watch else {
                throw UsageError(message: "'--jobs' cannot be combined with '-i' or '--watch'")
            }
        }
        if options.shard != nil, options.interactive {
            throw UsageError(message: "'--shard' cannot be combined with '-i'")
        }
        if let channel = options.shardChannel {
            guard let shard = options.shard, options.jobs == nil else {
                throw UsageError(message: "'--shard-channel' is for the shards that --jobs starts (it needs --shard)")
            }
            try ShardChannel.open(channel, shard: shard.index, count: shard.count)
        }
    }
}
