import LuaBridge
import ShapeBindings
import Testing

/// The one exporter as a host sees it: what reaches the output hooks from
/// `save()` and from the host's own `ShapeLibrary.save` (`-o`, `--preview
/// FILE`), recorded instead of written.
@Suite struct ExporterTests {
    final class Record {
        var resolved: [(String, OutputHooks.PathOrigin)] = []
        var written: [String: [UInt8]] = [:]
        var told: [String] = []
    }

    /// A state whose hooks record every path resolved, file written and
    /// path told to `didWrite`; the view `V` on top of its stack.
    static func state() throws -> (LuaState, Record) {
        let lua = try LuaState()
        let record = Record()
        var hooks = OutputHooks(resolve: { path, origin in
            record.resolved.append((path, origin))
            return path
        }, stream: { path, produce in
            var bytes: [UInt8] = []
            try produce { bytes += $0 }
            record.written[path] = bytes
        })
        hooks.didWrite = { record.told.append($0) }
        ShapeLibrary.install(into: lua, output: hooks)
        try lua.run("V = Circle():fill('red'):frame(8, 6)")
        _ = lua.pushGlobal("V")
        return (lua, record)
    }

    @Test func aHostsPathWithANulIsAnErrorBeforeTheHooks() throws {
        let (lua, record) = try Self.state()
        defer { lua.close() }
        #expect(throws: LuaError.self) {
            try ShapeLibrary.save(lua, at: lua.top, to: "x.png\0.svg", settings: DocumentSettings())
        }
        do {
            try ShapeLibrary.save(lua, at: lua.top, to: "x.png\0.svg", settings: DocumentSettings())
        } catch {
            #expect("\(error)".contains("output path 'x.png\\0.svg' contains a NUL byte"), "\(error)")
        }
        #expect(record.resolved.isEmpty && record.written.isEmpty && record.told.isEmpty)
    }

    /// The format, the file and the progress line are the same for the
    /// host as for save(); only who named the path differs.
    @Test func theHostAndSaveWriteTheSameFileThroughTheSameHooks() throws {
        let (lua, record) = try Self.state()
        defer { lua.close() }
        for ext in ["svg", "png", "pdf", "xml"] {
            try ShapeLibrary.save(lua, at: lua.top, to: "host." + ext, settings: DocumentSettings(scale: 2))
            try lua.run("save(V, 'script.\(ext)'\(ext == "png" || ext == "pdf" ? ", {scale = 2}" : ""))")
            let host = try #require(record.written["host." + ext]), script = try #require(record.written["script." + ext])
            #expect(host == script, "\(ext)")
            #expect(!host.isEmpty)
        }
        #expect(record.written["host.png"]?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        #expect(record.written["host.pdf"]?.starts(with: Array("%PDF".utf8)) == true)
        #expect(record.resolved.map(\.1) == Array(repeating: [.host, .script], count: 4).flatMap { $0 })
        #expect(record.told == ["svg", "png", "pdf", "xml"].flatMap { ["host.\($0)", "script.\($0)"] })
    }

    /// `--preview FILE` rewrites its file with each view: not one of the
    /// run's saves, so not on the progress line.
    @Test func aSaveThatIsNotNumberedIsNotTold() throws {
        let (lua, record) = try Self.state()
        defer { lua.close() }
        try ShapeLibrary.save(lua, at: lua.top, to: "preview.svg", settings: DocumentSettings(), numbered: false)
        #expect(record.written["preview.svg"]?.starts(with: Array("<svg".utf8)) == true)
        #expect(record.told.isEmpty)
    }

    /// An extension shapelua does not write is the host's error too,
    /// after its path is resolved, and nothing is written.
    @Test func anUnwrittenFormatIsAnError() throws {
        let (lua, record) = try Self.state()
        defer { lua.close() }
        #expect(throws: SavedFormatError.self) {
            try ShapeLibrary.save(lua, at: lua.top, to: "x.jpg", settings: DocumentSettings())
        }
        #expect(record.resolved.map(\.0) == ["x.jpg"])
        #expect(record.written.isEmpty && record.told.isEmpty)
    }
}
