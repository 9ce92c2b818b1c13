import CLua
import LuaBridge
import ShapeCore

/// A shape as Lua holds it: the ShapeCore shape and its constructor text
/// for `tostring` (SPEC §7: "RoundedRectangle(cornerRadius: 5.0, style: continuous)").
struct ShapeValue {
    let shape: any Shape
    /// Built on first use (`tostring`), not per construction: formatting
    /// numbers costs more than building the shape.
    let describe: () -> String
    var description: String { describe() }

    init(shape: any Shape, description: String) {
        self.shape = shape
        self.describe = { description }
    }

    init(shape: any Shape, lazyDescription: @escaping () -> String) {
        self.shape = shape
        self.describe = lazyDescription
    }
}

extension ArgContext {
    /// A shape: a Shape value or a Path (a path is a shape that ignores the rect).
    func shape(_ call: LuaCall) throws -> any Shape {
        if let s = userdata(call, ShapeValue.self) { return s.shape }
        if let p = userdata(call, Path.self) { return PathShape(p) }
        throw typeError("Shape")
    }

    /// A unit point: a name (`"topLeading"`, `"center"` …) or `{x, y}` in 0…1.
    func unitPoint(_ call: LuaCall) throws -> UnitPoint {
        if let name = stack.string(index) {
            do { return try UnitPoint(named: name) } catch { throw valueError("\(error)") }
        }
        guard stack.isTable(index) else { throw typeError("unit point name or {x, y}") }
        let v = try numberTable(["x", "y"], expected: "unit point")
        return UnitPoint(v[0], v[1])
    }
}

extension Args {
    /// Pushes a new Shape value.
    func push(shape: any Shape, _ description: String) -> Int32 {
        call.push(userdata: ShapeValue(shape: shape, description: description))
        return 1
    }

    /// For descriptions made from decoded Swift values only (never from the
    /// Lua stack, which is gone by the time the text is built).
    func push(shape: any Shape, lazy description: @escaping () -> String) -> Int32 {
        call.push(userdata: ShapeValue(shape: shape, lazyDescription: description))
        return 1
    }

    /// "name(label: value, ...)" from the arguments actually given, so
    /// every modifier prints its SwiftUI call form without per-function code.
    func callDescription() -> String {
        var parts: [String] = []
        for (i, param) in spec.params.enumerated() where slots[i] != 0 {
            if case .children = param.kind { continue }
            parts.append("\(param.label): \(valueText(slots[i]))")
        }
        return "\(spec.name)(\(parts.joined(separator: ", ")))"
    }

    func valueText(_ index: Int32) -> String {
        let stack = self.stack
        switch stack.type(index) {
        case LUA_TNUMBER: return luaNumberText(stack.number(index) ?? 0)
        case LUA_TSTRING: return stack.string(index) ?? ""
        case LUA_TBOOLEAN: return lua_toboolean(stack.L, index) != 0 ? "true" : "false"
        case LUA_TTABLE:
            var items: [String] = []
            let n = stack.rawLength(index)
            if n > 0 && n <= 8 {
                for i in 1...n {
                    stack.rawGet(index, i)
                    items.append(valueText(stack.top))
                    stack.setTop(stack.top - 1)
                }
                return "[" + items.joined(separator: ", ") + "]"
            }
            return "{...}"
        default: return stack.typeName(index)
        }
    }
}
