import CSupervisor
#if canImport(Glibc)
import Glibc
#endif

/// `--sandbox` enforced by the kernel (docs/CLI.md, "--sandbox"): before
/// the worker loads anything of the script, it gives up every file-system
/// right but those fixed here from the command line — never from what the
/// script does or how its chunks are named. The bindings' own checks stay
/// (they word the errors); these rules hold if one of them, or a C library
/// under them, has a hole.
struct SandboxConfinement {
    /// Readable beneath: the system's libraries and fonts, the script's
    /// folder (its images), LUA_INIT's file.
    var read: [String]
    /// Readable and writable beneath: `--output-dir`, the folders of `-o` and
    /// `--preview FILE`, the REPL's history file and terminal, /dev/null.
    var write: [String]
    /// The REPL's history file, one of `write`: a file, made if missing,
    /// where the others are folders.
    var historyFile: String?

    init(_ options: CommandLineOptions, repl: Bool, environment: (String) -> String? = SandboxConfinement.variable) {
        // What librsvg, cairo, GLib, fontconfig, FreeType, HarfBuzz and the
        // dynamic loader open once the run has started (found with strace
        // on a sandboxed run that draws text and writes PNG and PDF).
        read = ["/usr", "/lib", "/lib64", "/etc/fonts", "/etc/ld.so.cache", "/etc/localtime", "/etc/locale.alias",
                "/var/cache/fontconfig", "/sys/devices/system/cpu", "/proc/filesystems"]
        // Fonts and fontconfig's settings and caches under the home folder
        // (fontconfig's defaults: ~/.fonts and the XDG folders).
        if let home = environment("HOME"), home.hasPrefix("/") {
            let data = environment("XDG_DATA_HOME") ?? FilePath.join(home, ".local/share")
            let cache = environment("XDG_CACHE_HOME") ?? FilePath.join(home, ".cache")
            let config = environment("XDG_CONFIG_HOME") ?? FilePath.join(home, ".config")
            read += [FilePath.join(home, ".fonts"), FilePath.join(data, "fonts"),
                     FilePath.join(cache, "fontconfig"), FilePath.join(config, "fontconfig")]
        }
        read += ["FONTCONFIG_FILE", "FONTCONFIG_PATH"].compactMap(environment)
        // The folder `Image` reads in the sandbox (ImageInput's rule): the
        // script's, or the working directory for chunks without a file.
        read.append(options.scriptPath.map(FilePath.parent) ?? ".")
        if !options.ignoreEnvironment, let initFile = (environment("LUA_INIT_5_4") ?? environment("LUA_INIT")),
           initFile.hasPrefix("@") {
            read.append(String(initFile.dropFirst()))
        }
        write = ["/dev/null"]
        let location = OutputLocation(directory: options.outputDirectory)
        if let directory = options.outputDirectory { write.append(directory) }
        var files: [String] = []
        if let path = options.outputPath { files.append(path) }
        if case .file(let path)? = options.preview { files.append(path) }
        for path in files {
            guard let resolved = try? location.resolve(path) else { continue } // refused later, with its message
            // A device (-o /dev/stdout) is written in place; a file is
            // written beside itself and renamed over, so its folder is needed.
            write.append(AtomicFile.isDevice(resolved) ? resolved : FilePath.parent(resolved))
        }
        if repl {
            // The REPL's history; the terminal, which `--preview terminal`
            // asks what images it can show.
            if let home = environment("HOME") {
                historyFile = FilePath.join(home, ".shapelua_history")
                write.append(historyFile!)
            }
            write.append("/dev/tty")
        }
    }

    static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// In the worker, before the session opens. Folders the rules name for
    /// writing are made first (the kernel's rules name existing files), as
    /// the REPL's history file is. Without Landlock in the kernel the
    /// bindings' checks alone hold the sandbox (docs/CLI.md).
    func apply() throws {
        for folder in write where !folder.hasPrefix("/dev/") && folder != historyFile {
            if !AtomicFile.isDevice(folder) { try? AtomicFile.createFolders(folder) }
        }
        if let history = historyFile {
            let fd = open(history, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
            if fd >= 0 { close(fd) }
        }
        let status = withCStrings(read) { readPointers in
            withCStrings(write) { writePointers in
                shl_landlock_confine(readPointers.baseAddress, Int32(readPointers.count),
                                     writePointers.baseAddress, Int32(writePointers.count))
            }
        }
        guard status >= 0 else {
            throw OutputError(message: "cannot confine the sandbox: \(String(cString: strerror(errno)))")
        }
    }
}

/// Calls `body` with `strings` as an array of C strings valid during the call.
func withCStrings<R>(_ strings: [String], _ body: (UnsafeBufferPointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let pointers = copies.map { UnsafePointer($0) }
    return pointers.withUnsafeBufferPointer(body)
}
