import LuaBridge
import ShapeBindings

/// The shape library behind the command line's `ViewOutput` integration
/// point: installs the library with the command line's output rules
/// (`--output-dir` confinement, atomic writes) and hands `-o`, standard
/// output and `--preview` to the library's exporter.
struct ShapeViewOutput: ViewOutput {
    func install(into lua: LuaState, options: LibraryOptions) throws {
        let location = options.output
        // docs/RELIABILITY.md: in the sandbox, save() writes only inside --output-dir.
        let confined = options.sandbox && location.directory == nil
        // The library's exporter decides what is written and checks the
        // run's budget; these hooks only resolve paths and write files.
        var hooks = OutputHooks(
            resolve: { path, origin in
                if confined && origin == .script {
                    throw OutputError(message: "with --sandbox, files are written only inside --output-dir (or with -o)")
                }
                return try location.resolve(path)
            },
            // Devices and pipes (/dev/stdout) are written directly only
            // without --output-dir; under it only files in that folder are.
            stream: { path, produce in
                try AtomicFile.write(to: path, allowDevices: location.directory == nil, produce)
            })
        // An icon set: staged file by file, put in place when all are written.
        hooks.writeSet = { owned, body in try AtomicFileSet.write(owned: owned, body) }
        hooks.shard = Shard(index: options.shard.index, count: options.shard.count) ?? .whole
        hooks.didWrite = options.didWrite
        hooks.didRead = options.didRead
        if let channel = ShardChannel.current { hooks.didNumber = { channel.count(files: $1, shard: $0) } }
        ShapeLibrary.install(into: lua, output: hooks, sandboxImageFolder: options.sandboxImageFolder)
    }

    func isView(_ lua: LuaState, at index: Int32) -> Bool {
        ShapeLibrary.isView(lua, at: index)
    }

    func save(_ lua: LuaState, at index: Int32, options: RenderOptions, to path: String, numbered: Bool) throws {
        try ShapeLibrary.save(lua, at: index, to: path, settings: options.document, numbered: numbered)
    }

    func svg(_ lua: LuaState, at index: Int32, options: RenderOptions) throws -> [UInt8] {
        try ShapeLibrary.svg(lua, at: index, settings: options.document)
    }

    var rasterBaseFile: String? { SavedFormat.rasterDocumentFile }

    /// The registered type whose name is the value's metatable `__name`.
    func members(_ lua: LuaState, at index: Int32) -> Members {
        guard let name = lua.metatableName(at: index),
              let type = ShapeLibrary.spec.types.first(where: { $0.name == name }) else { return Members() }
        return Members(methods: type.registeredMethods.map { $0.name }, fields: type.fields.map { $0.name })
    }

    func apiMarkdown() -> String { APIMarkdown.generate() }
}

extension RenderOptions {
    /// The document settings the library's exporter takes.
    var document: DocumentSettings {
        DocumentSettings(width: width, height: height, precision: precision, bounds: bounds, scale: scale)
    }
}
