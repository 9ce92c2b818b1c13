import LuaBridge
import ShapeCore

/// docs/BINDINGS.md, "Conversions": the third part of a conversion's
/// contract, the way back. `push` makes the library's own Lua value of the
/// kind, the one `decode` reads back as the same value: a number, an
/// integer, a boolean, a string, a name, a Point/Size/Rect/Transform value,
/// a Color value for a colour and a Gradient value for a gradient.
/// A body returns through it with `a.returning(value, .point)`.

/// A number (an angle, a length, `math.huge` for an extended length),
/// a string or a name goes to Lua as itself.
extension Conversion where Value == Double {
    @inline(__always)
    func push(_ call: LuaCall, _ value: Double) { call.push(value) }
}
extension Conversion where Value == String {
    @inline(__always)
    func push(_ call: LuaCall, _ value: String) { call.push(value) }
}
extension IntegerConversion {
    /// An integer-subtype number (`math.type` says "integer").
    @inline(__always)
    func push(_ call: LuaCall, _ value: Int) { call.push(value) }
}
extension BooleanConversion {
    @inline(__always)
    func push(_ call: LuaCall, _ value: Bool) { call.push(value) }
}
extension ChoiceConversion {
    /// The case's name (the choices are few: a scan).
    func push(_ call: LuaCall, _ value: E) {
        for k in 0..<values.count where values[k] == value {
            call.push(names[k])
            return
        }
        assertionFailure("\(value) is none of the choices \(Array(names))")
        call.pushNil()
    }
}
extension FontWeightConversion {
    /// SwiftUI's name (`names` lists them in the cases' order).
    func push(_ call: LuaCall, _ value: FontWeight) {
        call.push(Self.names[FontWeight.allCases.firstIndex(of: value)!])
    }
}
/// A geometry value goes to Lua as its userdata (what `Point(...)`,
/// `Size(...)`, `Rect(...)` and the Transform constructors return).
protocol GeometryValueConversion: Conversion {}

extension GeometryValueConversion {
    @inline(__always)
    func push(_ call: LuaCall, _ value: Value) { call.push(userdata: value) }
}

extension PointConversion: GeometryValueConversion {}
extension SizeConversion: GeometryValueConversion {}
extension RectConversion: GeometryValueConversion {}
extension TransformConversion: GeometryValueConversion {}

extension StyleConversion {
    /// A colour as a Color value (what `Color(...)` returns), a gradient as
    /// a Gradient value (what `LinearGradient{...}` returns).
    @inline(__always)
    func push(_ call: LuaCall, _ value: ShapeStyle) {
        if case .color(let c) = value { call.push(userdata: c) } else { call.push(userdata: value) }
    }
}
extension FunctionConversion {
    /// The function at the stack index the conversion read (a copy of it).
    @inline(__always)
    func push(_ call: LuaCall, _ value: Int32) { call.pushValue(at: value) }
}

/// A conversion that reads arguments only: its kind's Lua value cannot be
/// made from the decoded value alone, or no library function returns one.
/// Each says why where it adopts this.
///
/// - view and shape: a view or shape value holds how it prints (the call
///   that made it, `ValueText`) and its nesting depth (bounded by
///   `ViewValue.maxDepth`/`ShapeValue.maxDepth`), which a ShapeCore `View`
///   or `Shape` does not carry; bindings push them with
///   `Args.push(view:_:)` and `Args.push(shape:_:depth:)`, which take both
///   from the call.
/// - unit point, corners, edges: no function returns one; scripts give
///   them as names (or lists, or `{x, y}`) and never get one back.
protocol ArgumentOnlyConversion: Conversion {}

extension ArgumentOnlyConversion {
    func push(_ call: LuaCall, _ value: Value) {
        assertionFailure("\(Self.self) reads arguments only: there is no Lua value to push for it")
        call.pushNil()
    }
}

extension ViewConversion: ArgumentOnlyConversion {}
extension ShapeConversion: ArgumentOnlyConversion {}
extension UnitPointConversion: ArgumentOnlyConversion {}
extension CornersConversion: ArgumentOnlyConversion {}
extension EdgesConversion: ArgumentOnlyConversion {}

extension Args {
    /// Returns `value` from a body as the library's Lua value of its kind
    /// (one result): `return a.returning(p, .point)`.
    @inline(__always)
    func returning<C: Conversion>(_ value: C.Value, _ conversion: C) -> Int32 {
        conversion.push(call, value)
        return 1
    }

    /// `value`, or nil when there is none (`path.currentPoint` of an empty path).
    @inline(__always)
    func returning<C: Conversion>(_ value: C.Value?, _ conversion: C) -> Int32 {
        if let value { conversion.push(call, value) } else { call.pushNil() }
        return 1
    }
}
