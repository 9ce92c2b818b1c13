import LuaBridge

/// The `shape` library: every registration table of the binding layer.
/// `install(into:)` is all a host needs; `--api`, the LuaLS annotations and
/// completion come from the same `spec`.
public enum ShapeLibrary {
    /// Built once per process on first use; state-independent.
    public static let spec = LibrarySpec(
        types: [GeometryValues.pointType, GeometryValues.sizeType, GeometryValues.rectType, PathBindings.type],
        functions: [GeometryValues.pointFunction, GeometryValues.sizeFunction, GeometryValues.rectFunction,
                    PathBindings.constructor],
        namespaces: [])

    /// Registers the types, the globals and `require "shape"` in `lua`.
    public static func install(into lua: LuaState) {
        Installer.install(spec, into: lua)
    }
}
