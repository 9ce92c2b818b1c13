import CLua
import CLuaBridge
import LuaBridge

/// Lua's tostring of a float ("%.14g", ".0" added to integral values),
/// so Swift descriptions print numbers exactly as Lua prints them.
func luaNumberText(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
        shl_number2str(buffer.baseAddress!, value)
        return String(cString: buffer.baseAddress!)
    }
}

/// Numbers in messages: integers without ".0" ("got -3"), others as Lua.
func messageNumberText(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int64(value)) }
    return luaNumberText(value)
}

/// Lua's number text without a trailing ".0" ("10", "2.5"), for compact
/// listings such as a path's bounds.
func compactNumberText(_ value: Double) -> String {
    let text = luaNumberText(value)
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}
