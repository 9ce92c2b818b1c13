/// The usage text printed by `-h`/`--help` (exit 0, on standard output),
/// after `lua.c`'s `print_usage`. A usage error prints only its own line
/// and where the usage is (exit status 2, on standard error): the one
/// useful line is not buried under thirty others.
enum Usage {
    /// One option of the table both `--help` and `--man` are made from.
    struct Option {
        let flags: String
        let text: [String]
        init(_ flags: String, _ text: String...) { self.flags = flags; self.text = text }
    }

    static let synopsis = "shapelua [options] [script [args]]"

    static let options: [Option] = [
        Option("-e chunk", "run the string 'chunk'"),
        Option("-l name", "require library 'name' into global 'name'"),
        Option("-l g=mod", "require library 'mod' into global 'g'"),
        Option("-i", "enter the REPL after running 'script'"),
        Option("-o file", "write the view the script returns to 'file'"),
        Option("-v, --version", "show version information"),
        Option("-E", "ignore environment variables (LUA_INIT, LUA_PATH)"),
        Option("-W", "turn warnings on"),
        Option("-h, --help", "show this usage and exit"),
        Option("--width W, --height H, --precision N", "options for -o, as in svg()"),
        Option("--bounds ink|frame", "for -o without a size: hold the shadows and blurs",
               "beyond the view's frame (ink, the default) or not"),
        Option("--output-dir DIR", "where -o and save() write; paths may not leave DIR"),
        Option("--preview file.svg|terminal", "REPL: rewrite 'file.svg' with every view an expression returns,",
               "or draw it in the terminal (kitty, iTerm2 or sixel images)"),
        Option("--watch", "rerun the script whenever it or a file it read changes"),
        Option("--api", "print the API reference (Markdown) and exit"),
        Option("--man", "print this manual page (roff) and exit"),
        Option("--sandbox", "only the safe libraries, text chunks only"),
        Option("--max-instructions N, --max-memory MiB, --timeout seconds", "stop a runaway script"),
        Option("--scale S", "for -o to .png or .pdf: pixels per unit (default 1)"),
        Option("--shard K/N", "perform only this shard's share of save() calls"),
        Option("--jobs N", "run the script as N shards in parallel processes"),
        Option("--progress, --quiet", "force the batch status line on or off"),
        Option("--", "stop handling options"),
        Option("-", "stop handling options and run stdin"),
    ]

    /// `--help`: as lua.c's usage, flags in a column of 15, longer flags
    /// on a line of their own.
    static let text: String = {
        var lines = ["usage: \(synopsis)", "Available options are:"]
        let indent = String(repeating: " ", count: 17)
        for option in options {
            if option.flags.count < 15 {
                lines.append("  " + option.flags + String(repeating: " ", count: 15 - option.flags.count) + option.text[0])
                lines += option.text.dropFirst().map { indent + $0 }
            } else {
                lines.append("  " + option.flags)
                lines += option.text.map { indent + $0 }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    /// "shapelua: message" and the pointer to `--help`, on standard error.
    static func report(_ error: UsageError) {
        Stderr.write("shapelua: \(error.message)\n\(helpPointer)\n")
    }

    static let helpPointer = "try 'shapelua --help'"
}
