import LuaBridge
import ShapeBindings

/// The shape library behind the command line's `ViewOutput` integration
/// point: installs the library with the command line's output rules
/// (`--output-dir` confinement, atomic writes) and renders views.
struct ShapeViewOutput: ViewOutput {
    func install(into lua: LuaState, options: LibraryOptions) throws {
        let location = options.output
        // docs/RELIABILITY.md: in the sandbox, save() writes only inside --output-dir.
        let confined = options.sandbox && location.directory == nil
        var hooks = OutputHooks(
            resolve: { path in
                if confined {
                    throw OutputError(message: "with --sandbox, files are written only inside --output-dir (or with -o)")
                }
                return try location.resolve(path)
            },
            // A document the run's budget cut short is never written
            // (the call then fails with the limit's message).
            // Weak: the hooks live as long as the state itself.
            write: { [weak lua] bytes, path in
                try lua?.checkBudget()
                try AtomicFile.write(bytes, to: path)
            },
            // Under --output-dir only files in that folder are written.
            stream: { [weak lua] path, produce in
                try AtomicFile.write(to: path, allowDevices: location.directory == nil) { sink in
                    try produce(sink)
                    try lua?.checkBudget()
                }
            })
        // An icon set: staged file by file, put in place when all are written.
        hooks.writeSet = { [weak lua] owned, body in
            try AtomicFileSet.write(owned: owned, { stage in
                try body { bytes, path in
                    try lua?.checkBudget()
                    try stage(bytes, path)
                }
            }, beforeCommit: { try lua?.checkBudget() })
        }
        hooks.shard = Shard(index: options.shard.index, count: options.shard.count) ?? .whole
        hooks.didWrite = options.didWrite
        hooks.didRead = options.didRead
        if let channel = ShardChannel.current { hooks.didNumber = { channel.count(files: $1, shard: $0) } }
        ShapeLibrary.install(into: lua, output: hooks, sandboxImageFolder: options.sandboxImageFolder)
    }

    func isView(_ lua: LuaState, at index: Int32) -> Bool {
        ShapeLibrary.isView(lua, at: index)
    }

    @discardableResult
    func write(_ lua: LuaState, at index: Int32, options: RenderOptions,
               to sink: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Bool {
        try ShapeLibrary.writeSVG(lua, at: index, width: options.width, height: options.height,
                                  precision: options.precision, bounds: options.bounds,
                                  documentPath: options.documentPath, to: sink)
    }

    /// The registered type whose name is the value's metatable `__name`.
    func members(_ lua: LuaState, at index: Int32) -> Members {
        guard let name = lua.metatableName(at: index),
              let type = ShapeLibrary.spec.types.first(where: { $0.name == name }) else { return Members() }
        return Members(methods: type.registeredMethods.map { $0.name }, fields: type.fields.map { $0.name })
    }

    func apiMarkdown() -> String { APIMarkdown.generate() }

    func encode(_ svg: [UInt8], for path: String, scale: Double?, baseFile: String?) throws -> [UInt8]? {
        let format = try SavedFormat(path: path)
        guard format != .svg else { return nil }
        return try format.encode(svg, scale: scale ?? 1, baseFile: baseFile)
    }

    func writesSVG(_ path: String) throws -> Bool { try SavedFormat(path: path) == .svg }

    func vectorDrawable(_ lua: LuaState, at index: Int32, options: RenderOptions, for path: String) throws -> [UInt8]? {
        guard try SavedFormat(path: path) == .vectorDrawable else { return nil }
        return try ShapeLibrary.vectorDrawable(lua, at: index, width: options.width, height: options.height,
                                               precision: options.precision)
    }

    var rasterDocumentPath: String { SavedFormat.rasterDocumentFile }

    func takeSaveTurn(_ lua: LuaState, path: String) -> Bool { ShapeLibrary.takeSaveTurn(lua, path: path) }
}
