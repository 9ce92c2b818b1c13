/// The usage text printed by `-h`/`--help` (exit 0, on standard output),
/// after `lua.c`'s `print_usage`. A usage error prints only its own line
/// and where the usage is (exit status 2, on standard error): the one
/// useful line is not buried under thirty others.
enum Usage {
    static let text = """
        usage: shapelua [options] [script [args]]
        Available options are:
          -e chunk       run the string 'chunk'
          -l name        require library 'name' into global 'name'
          -l g=mod       require library 'mod' into global 'g'
          -i             enter the REPL after running 'script'
          -o file        write the view the script returns to 'file'
          -v, --version  show version information
          -E             ignore environment variables (LUA_INIT, LUA_PATH)
          -W             turn warnings on
          -h, --help     show this usage and exit
          --width W, --height H, --precision N
                         options for -o, as in svg()
          --bounds ink|frame
                         for -o without a size: hold the shadows and blurs
                         beyond the view's frame (ink, the default) or not
          --output-dir DIR
                         where -o and save() write; paths may not leave DIR
          --preview file.svg|terminal
                         REPL: rewrite 'file.svg' with every view an expression returns,
                         or draw it in the terminal (kitty, iTerm2 or sixel images)
          --watch        rerun the script whenever it or a file it read changes
          --api          print the API reference (Markdown) and exit
          --sandbox      only the safe libraries, text chunks only
          --max-instructions N, --max-memory MiB, --timeout seconds
                         stop a runaway script
          --scale S      for -o to .png or .pdf: pixels per unit (default 1)
          --shard K/N    perform only this shard's share of save() calls
          --jobs N       run the script as N shards in parallel processes
          --progress, --quiet
                         force the batch status line on or off
          --             stop handling options
          -              stop handling options and run stdin

        """

    /// "shapelua: message" and the pointer to `--help`, on standard error.
    static func report(_ error: UsageError) {
        Stderr.write("shapelua: \(error.message)\n\(helpPointer)\n")
    }

    static let helpPointer = "try 'shapelua --help'"
}
