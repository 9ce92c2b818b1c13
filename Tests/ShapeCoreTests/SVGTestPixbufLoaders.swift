import Foundation

/// librsvg 2.54 (Debian 12) draws an SVG embedded in `<image>` through
/// gdk-pixbuf's SVG loader module, which gdk-pixbuf finds through its
/// loaders.cache. When that file is missing, or is being rewritten (dpkg
/// triggers rewrite it whenever a package with a pixbuf loader is
/// installed, as helpers' scripts/setup runs did on this machine), the
/// embedded image is silently blank: exit status 0, nothing on standard
/// error (reproduced with GDK_PIXBUF_MODULE_FILE pointing to an empty
/// file; docs/SVG.md "Embedded SVG images"). PNG and JPEG loaders are
/// built in and unaffected. Test renders therefore use a private copy of
/// the cache, taken once and only when it lists the SVG loader.
enum PixbufLoaders {
    /// The environment for rsvg-convert: the process's, plus
    /// GDK_PIXBUF_MODULE_FILE naming the private copy when there is one.
    static var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        if let pinnedCache { env["GDK_PIXBUF_MODULE_FILE"] = pinnedCache }
        return env
    }

    /// The private copy to remove at exit.
    nonisolated(unsafe) static var written: String?

    static let pinnedCache: String? = {
        guard let system = systemCache() else { return nil }
        // A cache read while dpkg rewrites it may be cut short: retry until
        // it names the SVG loader (about 2 s at most).
        for _ in 0..<40 {
            if let text = try? String(contentsOfFile: system, encoding: .utf8),
               text.contains("libpixbufloader-svg.so"), text.contains("\"image/svg+xml\"") {
                let copy = FileManager.default.temporaryDirectory
                    .appendingPathComponent("shapelua-pixbuf-loaders-\(getpid())-\(UUID().uuidString).cache").path
                guard (try? text.write(toFile: copy, atomically: true, encoding: .utf8)) != nil else { return nil }
                // Removed when the test process ends: no litter in /tmp.
                written = copy
                atexit { if let path = PixbufLoaders.written { unlink(path) } }
                return copy
            }
            usleep(50_000)
        }
        return nil
    }()

    /// gdk-pixbuf 2.x's cache: /usr/lib/<triple>/gdk-pixbuf-2.0/2.10.0/loaders.cache.
    static func systemCache() -> String? {
        if let set = ProcessInfo.processInfo.environment["GDK_PIXBUF_MODULE_FILE"] { return set }
        let lib = "/usr/lib"
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: lib)) ?? []).sorted().map { "\(lib)/\($0)" } + [lib]
        return folders.map { "\($0)/gdk-pixbuf-2.0/2.10.0/loaders.cache" }
            .first { FileManager.default.fileExists(atPath: $0) }
    }
}
