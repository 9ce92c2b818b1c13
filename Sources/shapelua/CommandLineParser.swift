import ShapeCore
/// Parses argv into `CommandLineOptions`, following `lua.c`'s `collectargs`
/// for the short options and adding shapelua's long ones. Values of long
/// options may follow as the next argument or after `=`.
enum CommandLineParser {
    static func parse(_ argv: [String]) throws -> CommandLineOptions {
        var options = CommandLineOptions()
        options.argv = argv
        var i = 1
        while i < argv.count {
            let a = argv[i]
            if !a.hasPrefix("-") {              // not an option: the script
                options.scriptIndex = i
                break
            }
            if a == "-" {                       // standard input as the script
                options.scriptIndex = i
                options.scriptIsStandardInput = true
                break
            }
            if a == "--" {                      // end of options; next is the script
                if i + 1 < argv.count { options.scriptIndex = i + 1 }
                break
            }
            if a.hasPrefix("--") {
                i = try parseLong(argv, at: i, into: &options)
                continue
            }
            i = try parseShort(argv, at: i, into: &options)
        }
        try validate(options)
        return options
    }

    /// One short option at argv[i]; returns the index of the next argument.
    private static func parseShort(_ argv: [String], at i: Int, into options: inout CommandLineOptions) throws -> Int {
        let a = argv[i]
        let letter = a.dropFirst().first!
        let attached = String(a.dropFirst(2))
        switch letter {
        case "i", "v", "E", "W", "h":
            guard attached.isEmpty else { throw UsageError(message: "unrecognized option \(MessageText.quoted(a))") }
            switch letter {
            case "i": options.interactive = true; options.printVersion = true
            case "v": options.printVersion = true
            case "h": options.help = true
            case "E": options.ignoreEnvironment = true
            default: options.actions.append(.warningsOn)
            }
            return i + 1
        case "e", "l", "o":
            var value = attached
            var next = i + 1
            if value.isEmpty {
                // As lua.c: the argument must exist and not look like an option.
                guard next < argv.count, !argv[next].hasPrefix("-") else {
                    throw UsageError(message: "'-\(letter)' needs argument")
                }
                value = argv[next]
                next += 1
            }
            switch letter {
            case "e": options.actions.append(.chunk(value))
            case "l":
                if let eq = value.firstIndex(of: "=") {
                    let global = String(value[..<eq]), module = String(value[value.index(after: eq)...])
                    guard !global.isEmpty, !module.isEmpty else {
                        throw UsageError(message: "'-l' needs 'name' or 'global=module', got \(MessageText.quoted(value))")
                    }
                    options.actions.append(.library(global: global, module: module))
                } else {
                    options.actions.append(.library(global: value, module: value))
                }
            default: options.outputPath = value
            }
            return next
        default:
            throw UsageError(message: "unrecognized option \(MessageText.quoted(a))")
        }
    }

    private static let flags: Set<String> = ["sandbox", "watch", "api", "man", "help", "version", "progress", "quiet"]
    private static let valued: Set<String> = [
        "max-instructions", "max-memory", "timeout", "width", "height",
        "precision", "bounds", "output-dir", "preview", "scale", "shard", "jobs", "shard-channel",
    ]

    /// One long option at argv[i]; returns the index of the next argument.
    private static func parseLong(_ argv: [String], at i: Int, into options: inout CommandLineOptions) throws -> Int {
        var name = String(argv[i].dropFirst(2))
        var value: String?
        if let eq = name.firstIndex(of: "=") {
            value = String(name[name.index(after: eq)...])
            name = String(name[..<eq])
        }
        if flags.contains(name) {
            guard value == nil else { throw UsageError(message: "'--\(name)' takes no value") }
            switch name {
            case "sandbox": options.sandbox = true
            case "watch": options.watch = true
            case "help": options.help = true
            case "version": options.printVersion = true // as -v
            case "progress": options.progress = true
            case "quiet": options.progress = false
            case "man": options.manual = true
            default: options.api = true
            }
            return i + 1
        }
        guard valued.contains(name) else { throw UsageError(message: "unrecognized option \(MessageText.quoted(argv[i]))") }
        var next = i + 1
        if value == nil {
            guard next < argv.count else { throw UsageError(message: "'--\(name)' needs argument") }
            value = argv[next]
            next += 1
        }
        let v = value!
        switch name {
        case "max-instructions": options.maxInstructions = try positiveInteger(v, name)
        case "max-memory":
            let mib = try positiveNumber(v, name)
            // Bytes must fit an Int; a tebibyte is far beyond any real limit.
            guard mib <= 1_048_576 else {
                throw UsageError(message: "'--max-memory' must be at most 1048576 MiB, got \(MessageText.quoted(v))")
            }
            options.maxMemoryMiB = mib
        case "timeout": options.timeout = try positiveNumber(v, name)
        case "width": options.render.width = try positiveNumber(v, name)
        case "height": options.render.height = try positiveNumber(v, name)
        case "precision":
            let p = try integer(v, name)
            guard (0...12).contains(p) else {
                throw UsageError(message: "'--precision' must be between 0 and 12, got \(MessageText.quoted(v))")
            }
            options.render.precision = p
        case "bounds":
            guard let bounds = DocumentBounds(rawValue: v) else {
                throw UsageError(message: "'--bounds': " + NameSuggestion.unknown("value", v, valid: DocumentBounds.allCases.map(\.rawValue)))
            }
            options.render.bounds = bounds
        case "output-dir": options.outputDirectory = try nonEmpty(v, name)
        case "scale", "shard", "jobs", "shard-channel": try BatchOptions.parse(name, v, into: &options)
        default: options.preview = PreviewTarget(try nonEmpty(v, name))
        }
        return next
    }

    /// Combinations that cannot work, found before anything runs.
    private static func validate(_ options: CommandLineOptions) throws {
        try BatchOptions.validate(options)
        // Output files are named as text: a name given as bytes that are
        // not UTF-8 (`ArgumentText`) would be written under another name.
        var outputs = [("-o", options.outputPath), ("--output-dir", options.outputDirectory)]
        if case .file(let path) = options.preview { outputs.append(("--preview", path)) }
        for case let (option, path?) in outputs where !ArgumentText.isUnicode(path) {
            throw UsageError(message: "'\(option)' needs a file name in UTF-8")
        }
        // So are the files --watch watches and the folder --sandbox opens.
        if let script = options.scriptPath, !ArgumentText.isUnicode(script), options.watch || options.sandbox {
            throw UsageError(message: "'\(options.watch ? "--watch" : "--sandbox")' needs a script file name in UTF-8")
        }
        if options.sandbox, options.actions.contains(where: { if case .library = $0 { return true } else { return false } }) {
            throw UsageError(message: "'-l' is not available with --sandbox (there is no require)")
        }
        if options.watch {
            guard options.scriptPath != nil else {
                throw UsageError(message: "'--watch' needs a script file")
            }
            guard !options.interactive else {
                throw UsageError(message: "'--watch' cannot be combined with '-i'")
            }
        }
    }

    // MARK: values

    private static func nonEmpty(_ v: String, _ name: String) throws -> String {
        guard !v.isEmpty else { throw UsageError(message: "'--\(name)' needs a non-empty argument") }
        return v
    }

    /// A whole number as users type them: `1000000`, and also `1e6` or
    /// `2.0` (an integral float within Int's range); nil otherwise.
    static func wholeNumber(_ v: String) -> Int? {
        if let n = Int(v) { return n }
        guard let d = Double(v), d.isFinite, d == d.rounded(),
              d >= -9.2e18, d <= 9.2e18 else { return nil } // inside Int64, with room for rounding
        return Int(d)
    }

    private static func integer(_ v: String, _ name: String) throws -> Int {
        guard let n = wholeNumber(v) else { throw UsageError(message: "'--\(name)' needs an integer, got \(MessageText.quoted(v))") }
        return n
    }

    private static func positiveInteger(_ v: String, _ name: String) throws -> Int {
        guard let n = wholeNumber(v), n > 0 else {
            throw UsageError(message: "'--\(name)' needs a positive integer, got \(MessageText.quoted(v))")
        }
        return n
    }

    private static func positiveNumber(_ v: String, _ name: String) throws -> Double {
        guard let n = Double(v), n.isFinite, n > 0 else {
            throw UsageError(message: "'--\(name)' needs a positive number, got \(MessageText.quoted(v))")
        }
        return n
    }
}
