#if canImport(Glibc)
import Glibc
#endif
import CLua
import LuaBridge
import ShapeCore

/// Readers for `FunctionSpec.fast` decoders: each accepts only the exact
/// plain value (a Lua number, not a numeric string; a registered userdata)
/// and answers nil for anything else, so the caller falls back to the
/// general decoder and its error messages. No Swift values are built on the
/// way (no strings, arrays or existentials): these run millions of times
/// when a Canvas draws in bulk.
enum FastArguments {
    /// A finite Lua number.
    @inline(__always)
    static func number(_ L: OpaquePointer, _ index: Int32) -> Double? {
        guard lua_type(L, index) == LUA_TNUMBER else { return nil }
        let v = shl_tonumberx(L, index, nil)
        return v.isFinite ? v : nil
    }

    /// A finite Lua number >= 0 (SPEC §1 lengths).
    @inline(__always)
    static func length(_ L: OpaquePointer, _ index: Int32) -> Double? {
        guard let v = number(L, index), v >= 0 else { return nil }
        return v
    }

    /// "circular" or "continuous", compared as bytes.
    static func cornerStyle(_ L: OpaquePointer, _ index: Int32) -> RoundedCornerStyle? {
        guard lua_type(L, index) == LUA_TSTRING else { return nil }
        var length = 0
        guard let p = shl_tolstring(L, index, &length) else { return nil }
        if length == 8 && memcmp(p, "circular", 8) == 0 { return .circular }
        if length == 10 && memcmp(p, "continuous", 10) == 0 { return .continuous }
        return nil
    }

    /// The values of a label table whose keys are all among `labels`
    /// (`labels[k]` names slot `slots[k]`; aliases share a slot), each read
    /// by `read` into `values`. Nil when a key is unknown or given twice,
    /// or a value is not what `read` accepts: the general decoder then
    /// reports it. Leaves the stack as found.
    static func labelTable(_ L: OpaquePointer, _ table: Int32, labels: [[UInt8]], slots: [Int],
                           into values: inout [Double], _ read: (Int, Int32) -> Double?) -> Bool? {
        let base = lua_gettop(L)
        defer { lua_settop(L, base) }
        var seen = 0
        lua_pushnil(L)
        while lua_next(L, table) != 0 {
            guard lua_type(L, -2) == LUA_TSTRING else { return nil }
            var length = 0
            guard let key = shl_tolstring(L, -2, &length) else { return nil }
            guard let k = labels.firstIndex(where: { label in
                label.count == length && label.withUnsafeBufferPointer { memcmp($0.baseAddress!, key, length) == 0 }
            }) else { return nil }
            let slot = slots[k]
            guard seen & (1 << slot) == 0, let v = read(slot, lua_gettop(L)) else { return nil }
            seen |= 1 << slot
            values[slot] = v
            lua_settop(L, -2)
        }
        return true
    }

    /// A Rect userdata with a size >= 0 (tables go the general way).
    @inline(__always)
    static func rect(_ L: OpaquePointer, _ index: Int32) -> Rect? {
        guard let r = userdata(L, index, Rect.self)?.pointee, r.width >= 0, r.height >= 0 else { return nil }
        return r
    }

    /// `LuaCall.userdata(_:as:)` specialised for `T` at the call site: the
    /// bridge's `@inlinable` header check (one load, one comparison with the
    /// address of `T`'s type metadata).
    @inline(__always)
    static func userdata<T>(_ L: OpaquePointer, _ index: Int32, _ type: T.Type) -> UnsafeMutablePointer<T>? {
        UserdataHeader.value(L, index, as: type)
    }
}

/// Colour names and hex strings given to Canvas drawing calls, parsed once:
/// `ctx:stroke(shape, "black", 1, rect)` in a loop would otherwise parse the
/// same text every time. Keyed by the string's bytes (a Lua string's
/// address may be reused for other text once it is collected).
struct ColorNameCache {
    private var names: [[UInt8]] = []
    private var colors: [Color] = []
    private var next = 0
    static let capacity = 8

    /// The colour the string at `index` names; nil when it is not a string
    /// or not a colour (the general decoder then reports it).
    mutating func color(_ L: OpaquePointer, _ index: Int32) -> Color? {
        var length = 0
        guard let p = shl_tolstring(L, index, &length) else { return nil }
        for i in names.indices where names[i].count == length {
            let same = length == 0 || names[i].withUnsafeBufferPointer { memcmp($0.baseAddress!, p, length) == 0 }
            if same { return colors[i] }
        }
        let bytes = UnsafeRawBufferPointer(start: p, count: length)
        guard let color = try? Color(String(decoding: bytes, as: UTF8.self)) else { return nil }
        if names.count < Self.capacity {
            names.append(Array(bytes)); colors.append(color)
        } else {
            names[next] = Array(bytes); colors[next] = color
            next = (next + 1) % Self.capacity
        }
        return color
    }
}
