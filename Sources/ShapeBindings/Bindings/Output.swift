import LuaBridge
import ShapeCore

/// SPEC §8 for the host: is a value a view, and its SVG.
extension ShapeLibrary {
    /// True when the value at `index` can be rendered (raw checks only).
    public static func isView(_ lua: LuaState, at index: Int32) -> Bool {
        false // views are bound once ShapeCore's view layer is on main
    }

    public static func svg(_ lua: LuaState, at index: Int32, width: Double?, height: Double?,
                           precision: Int?) throws -> [UInt8] {
        throw LuaError(kind: .runtime, message: "rendering views is not available yet in this build")
    }
}
