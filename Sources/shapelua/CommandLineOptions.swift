import ShapeCore

/// The command line of docs/CLI.md, after parsing. Collected the way `lua.c`'s
/// `collectargs` does: options up to the first non-option (the script),
/// `--` ends options, `-` alone is the script "standard input".
struct CommandLineOptions {
    /// `-e` and `-l`, run in the order given, before the script.
    enum Action: Equatable {
        case chunk(String)
        /// `-l name` (global = module = name) or `-l g=mod`.
        case library(global: String, module: String)
        /// `-W`: turn warnings on (lua.c's `@on`).
        case warningsOn
    }

    /// The whole argv, program name at 0 (the `arg` table is built from it).
    var argv: [String] = []
    var actions: [Action] = []
    var interactive = false          // -i
    var printVersion = false         // -v (also implied by -i)
    var ignoreEnvironment = false    // -E
    var sandbox = false
    var maxInstructions: Int?
    var maxMemoryMiB: Double?
    var timeout: Double?
    var outputPath: String?          // -o
    var render = RenderOptions()     // --width --height --precision
    var outputDirectory: String?     // --output-dir
    /// `--preview file.svg|terminal`: where the REPL shows each view.
    var preview: PreviewTarget?
    var watch = false
    var api = false
    var manual = false               // --man: the manual page (roff) on stdout, exit 0
    /// `--shard K/N` (docs/BATCH.md): this run performs only its share of saves.
    var shard: (index: Int, count: Int)?
    /// `--jobs N`: run as N shards in N child processes.
    var jobs: Int?
    /// `--shard-channel FD`: given by `--jobs` to its shards only; the
    /// inherited pipe to report files on (`ShardChannel`).
    var shardChannel: Int32?
    /// `--progress` / `--quiet`: the batch status line forced on or off
    /// (nil: on when standard error is a terminal).
    var progress: Bool?
    var help = false                 // -h, --help: the usage on stdout, exit 0
    /// Index in `argv` of the script; nil when there is none. The script
    /// "-" (not after "--") means standard input.
    var scriptIndex: Int?
    /// True when the script was given as "-" meaning standard input.
    var scriptIsStandardInput = false

    var hasChunkOption: Bool { actions.contains { if case .chunk = $0 { return true } else { return false } } }

    /// The script's path (nil for standard input or no script).
    var scriptPath: String? {
        guard let i = scriptIndex, !scriptIsStandardInput else { return nil }
        return argv[i]
    }

    /// The script's own arguments (after the script name).
    var scriptArguments: [String] {
        guard let i = scriptIndex else { return [] }
        return Array(argv[(i + 1)...])
    }
}

/// `--preview`'s argument (docs/CLI.md): the word `terminal` draws views inline
/// (`TerminalPreview`); anything else is the SVG file to rewrite.
enum PreviewTarget: Equatable {
    case file(String)
    case terminal

    init(_ argument: String) {
        self = argument == "terminal" ? .terminal : .file(argument)
    }
}

/// A bad command line: exit status 2 and the usage text.
struct UsageError: Error, Equatable {
    let message: String
}

/// Options for `-o` and `--preview`, as `svg()` takes them (docs/SVG.md),
/// and `--scale` for `-o` to .png or .pdf (docs/EXPORT.md).
struct RenderOptions: Equatable {
    var width: Double?
    var height: Double?
    var precision: Int?
    /// `--bounds`: what a document sized by its view holds (default: the ink).
    var bounds: DocumentBounds = .ink
    var scale: Double?
}
