import LuaBridge
import ShapeCore

/// The document settings a host gives for the view a script returns
/// (the command line's `--width`, `--height`, `--precision`, `--bounds`,
/// `--scale`).
public struct DocumentSettings: Equatable, Sendable {
    public var width: Double?
    public var height: Double?
    public var precision: Int?
    public var bounds: DocumentBounds
    /// For a PNG or PDF file; ignored for the other formats.
    public var scale: Double?

    public init(width: Double? = nil, height: Double? = nil, precision: Int? = nil,
                bounds: DocumentBounds = .ink, scale: Double? = nil) {
        self.width = width; self.height = height; self.precision = precision
        self.bounds = bounds; self.scale = scale
    }

    var svgOptions: SVGOptions {
        var options = SVGOptions(width: width, height: height, precision: precision ?? 3)
        options.bounds = bounds
        return options
    }
}

/// The host's way into the exporter (`-o`, standard output, `--preview`):
/// the same `Exporter` as `save()` and `svg()`, for a value on the stack.
extension ShapeLibrary {
    /// Writes the view at `index` to `path` as `save()` would (format from
    /// the extension, atomic, through the state's output hooks), the path
    /// named by the host (`--sandbox` does not confine it). `numbered`: one
    /// of the run's saves (`-o`: numbered for `--shard`, on the progress
    /// line); false for `--preview FILE`'s rewrites. Errors are thrown as
    /// they are (the host adds its own prefix).
    public static func save(_ lua: LuaState, at index: Int32, to path: String,
                            settings: DocumentSettings, numbered: Bool = true) throws {
        try withView(lua, at: index) { call, view in
            let export = Export(view: view, document: settings.svgOptions, scale: settings.scale, path: path,
                                format: nil, origin: .host, numbered: numbered)
            try Exporter(call: call).save(export, function: "shapelua")
        }
    }

    /// The SVG document of the view at `index` in memory (standard output,
    /// the terminal preview).
    public static func svg(_ lua: LuaState, at index: Int32, settings: DocumentSettings) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try withView(lua, at: index) { call, view in bytes = try Exporter(call: call).svg(view, settings.svgOptions) }
        return bytes
    }

    /// The SVG of the view at `index` (tests; the host uses `svg(_:at:settings:)`).
    public static func svg(_ lua: LuaState, at index: Int32, width: Double?, height: Double?,
                           precision: Int?, bounds: DocumentBounds = .ink) throws -> [UInt8] {
        try svg(lua, at: index, settings: DocumentSettings(width: width, height: height, precision: precision, bounds: bounds))
    }

    /// Runs `body` with the view at `index` inside a call of `lua`; what it
    /// throws comes out as a `LuaError` or as itself (an `OutputError`, a
    /// `SavedFormatError`), never as the bindings' internal error type.
    private static func withView(_ lua: LuaState, at index: Int32, _ body: (LuaCall, View) throws -> Void) throws {
        var result: Result<Void, Error> = .failure(LuaError(kind: .runtime, message: "not a view"))
        LuaCall.withCall(lua.L) { call in
            let context = ArgContext(stack: LuaCall(L: call.L), index: index, argNumber: 1, label: "view",
                                     labelled: false)
            result = Result { try body(call, try context.view(call)) }
        }
        switch result {
        case .success: return
        case .failure(let error as LuaCallError):
            switch error {
            case .lua(let e): throw e
            case .message(let m), .argument(_, let m): throw LuaError(kind: .runtime, message: m)
            }
        case .failure(let error): throw error
        }
    }
}
