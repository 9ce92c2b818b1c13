import LuaBridge
import ShapeCore
import ShapeText

/// The `shape` library: every registration table of the binding layer.
/// `install(into:)` is all a host needs; `--api`, the LuaLS annotations and
/// completion come from the same `spec`.
public enum ShapeLibrary {
    /// Built once per process on first use; state-independent.
    public static let spec = LibrarySpec(
        types: [GeometryValues.pointType, GeometryValues.sizeType, GeometryValues.rectType,
                TransformBindings.type, PathBindings.type, ViewTypes.shape, ViewTypes.view,
                StyleBindings.colorType, StyleBindings.gradientType, CanvasBindings.type],
        functions: [GeometryValues.pointFunction, GeometryValues.sizeFunction, GeometryValues.rectFunction,
                    PathBindings.constructor] + ShapeConstructors.all + ViewConstructors.all
            + [StyleBindings.linearGradient, StyleBindings.radialGradient, CanvasBindings.constructor,
               OutputBindings.svgFunction, OutputBindings.saveFunction],
        namespaces: [TransformBindings.namespace, StyleBindings.colorNamespace])

    /// Registers the types, the globals and `require "shape"` in `lua`.
    /// `output` is how `save()` resolves and writes files (the command
    /// line's `--output-dir` confinement and atomic writer); without it
    /// `save()` is an error.
    public static func install(into lua: LuaState, output: OutputHooks? = nil) {
        LibraryContext.set(LibraryContext(output: output), for: lua)
        Installer.install(spec, into: lua)
    }
}

/// How `save()` reaches the file system: supplied by the host, so the
/// command line's confinement and atomic writing are used as they are.
public struct OutputHooks {
    /// Maps a script's path to the path to write, or throws (outside `--output-dir`).
    public var resolve: (String) throws -> String
    /// Writes the bytes atomically, creating missing folders.
    public var write: ([UInt8], String) throws -> Void

    public init(resolve: @escaping (String) throws -> String,
                write: @escaping ([UInt8], String) throws -> Void) {
        self.resolve = resolve
        self.write = write
    }
}

/// Per-state settings of the library, found from any thread of the state.
final class LibraryContext {
    let output: OutputHooks?
    init(output: OutputHooks?) { self.output = output }

    /// Fonts through fontconfig, created on first use only (start-up cost).
    lazy var fonts: FontProvider = SystemFontProvider()

    nonisolated(unsafe) private static var contexts: [ObjectIdentifier: LibraryContext] = [:]

    static func set(_ context: LibraryContext, for lua: LuaState) {
        contexts[ObjectIdentifier(lua)] = context
    }

    static func of(_ L: OpaquePointer) -> LibraryContext? {
        contexts[ObjectIdentifier(LuaState.owner(of: L))]
    }
}
