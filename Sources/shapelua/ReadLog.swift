/// The files a run read that `--watch` follows besides the script and its
/// modules (docs/CLI.md, "--watch"): images read by `Image`, recorded by
/// the library's `didRead` hook, and the files Lua code opened for reading
/// (recorded in Lua by the watcher, `Watcher.recordReads`). Off unless the
/// watcher turns it on, so a batch of many images keeps no list.
final class ReadLog {
    var enabled = false
    private(set) var paths: [String] = []
    private var seen: Set<String> = []

    func record(_ path: String) {
        guard enabled, seen.insert(path).inserted else { return }
        paths.append(path)
    }
}
