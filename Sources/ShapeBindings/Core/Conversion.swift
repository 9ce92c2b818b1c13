import CLua
import CLuaBridge
import LuaBridge
import ShapeCore

/// docs/BINDINGS.md, "Conversions": one kind of argument, implemented once.
/// A conversion knows the kind the reference, the LuaLS file and the
/// completion show for it, how the usual good value is recognised in one
/// or two API calls (`fast`), and how any value is decoded with the
/// library's wording (`decode`), and how a value is returned as the
/// library's own Lua value of the kind (`push`, ConversionPush.swift).
/// Every reader of `Args` goes through one
/// (`a.need(0, "x", .number)`, `a.value("fillRule", .choice(...))`), and in
/// debug builds checks that the parameter it reads is declared with the
/// conversion's kind, so the docs cannot say one kind while the body reads
/// another.
protocol Conversion {
    associatedtype Value
    /// The kind a parameter read with this conversion is declared with.
    var kind: ParamKind { get }
    /// What "… expected, got nil" names when a required value is absent.
    var expected: String { get }
    /// The usual good value at the (present) stack index, or nil: every
    /// other value goes to `decode`. Accepts only what `decode` accepts,
    /// with the same value, so only the cost differs.
    func fast(_ call: LuaCall, _ index: Int32) -> Value?
    /// Any present value, or the error every form of a call gets.
    func decode(_ c: ArgContext) throws -> Value
    /// Pushes `value` as the library's Lua value of this kind, which
    /// `decode` (and `fast`) read back as `value`. Conversions that read
    /// arguments only say why (`ArgumentOnlyConversion`).
    func push(_ call: LuaCall, _ value: Value)
}

/// A finite number (`.number`), also read for an angle in degrees (`.angle`).
struct NumberConversion: Conversion {
    let kind: ParamKind
    var expected: String { "number" }
    @inline(__always)
    func fast(_ call: LuaCall, _ index: Int32) -> Double? { finiteLuaNumber(call.L, index) }
    func decode(_ c: ArgContext) throws -> Double { try c.number() }
}

/// A finite number ≥ 0.
struct LengthConversion: Conversion {
    var kind: ParamKind { .length }
    var expected: String { "number" }
    @inline(__always)
    func fast(_ call: LuaCall, _ index: Int32) -> Double? {
        guard let v = finiteLuaNumber(call.L, index), v >= 0 else { return nil }
        return v
    }
    func decode(_ c: ArgContext) throws -> Double { try c.length() }
}

/// A number ≥ 0 or `math.huge`.
struct ExtendedLengthConversion: Conversion {
    var kind: ParamKind { .extendedLength }
    var expected: String { "number" }
    @inline(__always)
    func fast(_ call: LuaCall, _ index: Int32) -> Double? { LengthConversion().fast(call, index) }
    func decode(_ c: ArgContext) throws -> Double { try c.extendedLength() }
}

struct IntegerConversion: Conversion {
    var kind: ParamKind { .integer }
    var expected: String { "number" }
    @inline(__always)
    func fast(_ call: LuaCall, _ index: Int32) -> Int? {
        guard lua_isinteger(call.L, index) != 0 else { return nil }
        return Int(exactly: shl_tointegerx(call.L, index, nil))
    }
    func decode(_ c: ArgContext) throws -> Int { try c.integer() }
}

struct BooleanConversion: Conversion {
    var kind: ParamKind { .boolean }
    var expected: String { "boolean" }
    @inline(__always)
    func fast(_ call: LuaCall, _ index: Int32) -> Bool? {
        lua_type(call.L, index) == LUA_TBOOLEAN ? lua_toboolean(call.L, index) != 0 : nil
    }
    func decode(_ c: ArgContext) throws -> Bool { try c.boolean() }
}

struct StringConversion: Conversion {
    var kind: ParamKind { .string }
    var expected: String { "string" }
    func fast(_ call: LuaCall, _ index: Int32) -> String? { nil }
    func decode(_ c: ArgContext) throws -> String { try c.string() }
}

/// One of a fixed list of names, as the enum case it names (compared as
/// bytes: a valid name builds no String). Holds the choices' immortal
/// buffers, so making one per call costs no reference counting.
struct ChoiceConversion<E: Equatable>: Conversion {
    let bytes: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>
    let names: UnsafeBufferPointer<String>
    let values: UnsafeBufferPointer<E>
    /// What the error calls a name ("fill rule"); the parameter's label without it.
    let noun: StaticString?
    init(_ choices: Choices<E>, noun: StaticString?) {
        bytes = choices.bytes; names = choices.nameBuffer; values = choices.valueBuffer; self.noun = noun
    }
    var kind: ParamKind { .choice(Array(names)) }
    var expected: String { "string" }
    @inline(__always)
    func fast(_ call: LuaCall, _ index: Int32) -> E? {
        nameIndex(bytes, call.L, index).map { values[$0] }
    }
    func decode(_ c: ArgContext) throws -> E {
        values[try c.choiceIndex(Array(names), kind: noun.map { "\($0)" })]
    }
}

/// One of a list of names, as the name.
struct NameConversion: Conversion {
    let names: [String]
    let noun: String?
    var kind: ParamKind { .choice(names) }
    var expected: String { "string" }
    func fast(_ call: LuaCall, _ index: Int32) -> String? { nil }
    func decode(_ c: ArgContext) throws -> String { try c.choice(names, kind: noun) }
}

/// A font weight by SwiftUI name; a wrong name is ShapeCore's error
/// ("fontWeight: unknown font weight 'fat'; did you mean ...").
struct FontWeightConversion: Conversion {
    static let names = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
    var kind: ParamKind { .choice(Self.names) }
    var expected: String { "string" }
    func fast(_ call: LuaCall, _ index: Int32) -> FontWeight? { nil }
    func decode(_ c: ArgContext) throws -> FontWeight { try FontWeight(named: try c.string()) }
}

/// A Point value or `{x, y}` / `{x=, y=}`.
struct PointConversion: Conversion {
    var kind: ParamKind { .point }
    var expected: String { "Point" }
    @inline(__always)
    func fast(_ call: LuaCall, _ index: Int32) -> Point? {
        if lua_type(call.L, index) == LUA_TTABLE {
            return NumberTableKeys.point.read(call.L, index).map { Point($0[0], $0[1]) }
        }
        return call.userdata(index, as: Point.self)?.pointee
    }
    func decode(_ c: ArgContext) throws -> Point { try c.point(c.stack) }
}

/// A Size value or `{w, h}` / `{width=, height=}`, each ≥ 0.
struct SizeConversion: Conversion {
    var kind: ParamKind { .size }
    var expected: String { "Size" }
    func fast(_ call: LuaCall, _ index: Int32) -> Size? { nil }
    func decode(_ c: ArgContext) throws -> Size { try c.size(c.stack) }
}

/// A Rect value or `{x, y, w, h}` / `{x=, y=, width=, height=}`, its size ≥ 0:
/// a value read in place, a table by `shl_number_table`.
struct RectConversion: Conversion {
    var kind: ParamKind { .rect }
    var expected: String { "Rect" }
    @inline(__always)
    func fast(_ call: LuaCall, _ index: Int32) -> Rect? {
        if let r = call.userdata(index, as: Rect.self) {
            return r.pointee.width >= 0 && r.pointee.height >= 0 ? r.pointee : nil
        }
        guard lua_type(call.L, index) == LUA_TTABLE, let v = NumberTableKeys.rect.read(call.L, index),
              v[2] >= 0, v[3] >= 0 else { return nil }
        return Rect(v[0], v[1], v[2], v[3])
    }
    func decode(_ c: ArgContext) throws -> Rect { try c.rect(c.stack) }
}

/// A style: a Color or gradient value or a colour name or hex string; a
/// Color value and a hex string (a script may format one per shape) read
/// inline.
struct StyleConversion: Conversion {
    var kind: ParamKind { .style }
    var expected: String { "style" }
    @inline(__always)
    func fast(_ call: LuaCall, _ index: Int32) -> ShapeStyle? {
        if let c = call.userdata(index, as: Color.self) { return .color(c.pointee) }
        if let c = ColorText.hexColor(call, index) { return .color(c) }
        return nil
    }
    func decode(_ c: ArgContext) throws -> ShapeStyle { try c.style(c.stack) }
}

/// Anything that draws: a view, shape, path, colour, gradient or colour name.
struct ViewConversion: Conversion {
    var kind: ParamKind { .view }
    var expected: String { "view" }
    func fast(_ call: LuaCall, _ index: Int32) -> View? { nil }
    func decode(_ c: ArgContext) throws -> View { try c.view(c.stack) }
}

/// A Transform value.
struct TransformConversion: Conversion {
    var kind: ParamKind { .transform }
    var expected: String { "Transform" }
    @inline(__always)
    func fast(_ call: LuaCall, _ index: Int32) -> AffineTransform? { call.userdata(index, as: AffineTransform.self)?.pointee }
    func decode(_ c: ArgContext) throws -> AffineTransform { try c.transform(c.stack) }
}

/// A unit point: a name (`"topLeading"`) or `{x, y}` in 0…1.
struct UnitPointConversion: Conversion {
    var kind: ParamKind { .unitPoint }
    var expected: String { "unit point" }
    func fast(_ call: LuaCall, _ index: Int32) -> UnitPoint? { nil }
    func decode(_ c: ArgContext) throws -> UnitPoint { try c.unitPoint(c.stack) }
}

/// A shape: a Shape value or a Path.
struct ShapeConversion: Conversion {
    var kind: ParamKind { .shape }
    var expected: String { "Shape" }
    func fast(_ call: LuaCall, _ index: Int32) -> (any Shape)? { nil }
    func decode(_ c: ArgContext) throws -> any Shape { try c.shape(c.stack) }
}

/// A corner name or a list of them.
struct CornersConversion: Conversion {
    var kind: ParamKind { .corners }
    var expected: String { "corner name or list" }
    func fast(_ call: LuaCall, _ index: Int32) -> CornerSet? { nil }
    func decode(_ c: ArgContext) throws -> CornerSet { try c.corners() }
}

/// An edge name or a list of them.
struct EdgesConversion: Conversion {
    var kind: ParamKind { .edges }
    var expected: String { "edge name or list" }
    func fast(_ call: LuaCall, _ index: Int32) -> EdgeSet? { nil }
    func decode(_ c: ArgContext) throws -> EdgeSet { try c.edges() }
}

/// A Lua function, as its stack index (the body keeps it or calls it).
struct FunctionConversion: Conversion {
    var kind: ParamKind { .function }
    var expected: String { "function" }
    func fast(_ call: LuaCall, _ index: Int32) -> Int32? { call.type(at: index) == .function ? index : nil }
    func decode(_ c: ArgContext) throws -> Int32 { try c.function() }
}

/// The finite number at a stack index, as `ArgContext.number()` reads it
/// (`lua_tonumberx`: numeric strings too).
@inline(__always)
func finiteLuaNumber(_ L: OpaquePointer, _ index: Int32) -> Double? {
    var isNumber: Int32 = 0
    let v = shl_tonumberx(L, index, &isNumber)
    return isNumber != 0 && v.isFinite ? v : nil
}

extension Conversion where Self == NumberConversion {
    static var number: Self { NumberConversion(kind: .number) }
    static var angle: Self { NumberConversion(kind: .angle) }
}
extension Conversion where Self == LengthConversion { static var length: Self { .init() } }
extension Conversion where Self == ExtendedLengthConversion { static var extendedLength: Self { .init() } }
extension Conversion where Self == IntegerConversion { static var integer: Self { .init() } }
extension Conversion where Self == BooleanConversion { static var boolean: Self { .init() } }
extension Conversion where Self == StringConversion { static var string: Self { .init() } }
extension Conversion where Self == PointConversion { static var point: Self { .init() } }
extension Conversion where Self == SizeConversion { static var size: Self { .init() } }
extension Conversion where Self == RectConversion { static var rect: Self { .init() } }
extension Conversion where Self == StyleConversion { static var style: Self { .init() } }
extension Conversion where Self == ViewConversion { static var view: Self { .init() } }
extension Conversion where Self == FontWeightConversion { static var fontWeight: Self { .init() } }
extension Conversion where Self == TransformConversion { static var transform: Self { .init() } }
extension Conversion where Self == UnitPointConversion { static var unitPoint: Self { .init() } }
extension Conversion where Self == ShapeConversion { static var shape: Self { .init() } }
extension Conversion where Self == CornersConversion { static var corners: Self { .init() } }
extension Conversion where Self == EdgesConversion { static var edges: Self { .init() } }
extension Conversion where Self == FunctionConversion { static var function: Self { .init() } }
extension Conversion where Self == NameConversion {
    static func name(_ names: [String], kind noun: String? = nil) -> Self { .init(names: names, noun: noun) }
}
extension Conversion {
    static func choice<E: Equatable>(_ choices: Choices<E>, kind noun: StaticString? = nil) -> ChoiceConversion<E>
    where Self == ChoiceConversion<E> { .init(choices, noun: noun) }
}

extension ParamKind {
    /// Whether a parameter declared with this kind may be read as `kind`
    /// (a conversion's, or what a closure reader states): the same kind,
    /// one of a `oneOf`'s, or any value. Compared by the reference's text
    /// (debug checks only).
    func admits(_ kind: ParamKind) -> Bool {
        if markdown == kind.markdown { return true } // a union read whole by a closure reader
        switch self {
        case .any: return true
        case .oneOf(let kinds): return kinds.contains { $0.admits(kind) }
        default: return markdown == kind.markdown
        }
    }
}

extension Args {
    /// Debug builds: parameter `i` is declared with a kind the reader reads
    /// (a conversion's, or the one a closure reader states).
    @inline(__always)
    func checkKind(_ i: Int, _ kind: @autoclosure () -> ParamKind) {
        assert(kindMismatch(i, kind()) == nil, kindMismatch(i, kind()) ?? "")
    }

    /// Why parameter `i` may not be read as `kind`, or nil when it may.
    func kindMismatch(_ i: Int, _ kind: ParamKind) -> String? {
        spec.params[i].kind.admits(kind) ? nil
            : "\(spec.name): parameter '\(spec.params[i].label)' is declared \(spec.params[i].kind.markdown), read as \(kind.markdown)"
    }

    /// Parameter `i` (labelled `label`, checked in debug builds) read with
    /// `conversion`, nil when absent: the usual value tested inline, any
    /// other through `conversion.decode` out of line.
    @inline(__always)
    func value<C: Conversion>(_ i: Int, _ label: StaticString, _ conversion: C) throws -> C.Value? {
        checkLabel(i, label)
        checkKind(i, conversion.kind)
        let index = rawSlots[i]
        if index == 0 { return nil }
        if let v = conversion.fast(call, index) { return v }
        return try generalValue(i, conversion)
    }

    /// Parameter `i`, required: absent is "number expected, got no value".
    @inline(__always)
    func need<C: Conversion>(_ i: Int, _ label: StaticString, _ conversion: C) throws -> C.Value {
        checkLabel(i, label)
        checkKind(i, conversion.kind)
        let index = rawSlots[i]
        if index != 0, let v = conversion.fast(call, index) { return v }
        return try generalNeed(i, conversion)
    }

    /// Parameter `label` read with `conversion`, nil when absent (the
    /// label found by `paramIndex`, then as by position).
    @inline(__always)
    func value<C: Conversion>(_ label: String, _ conversion: C) throws -> C.Value? {
        let i = paramIndex(label)
        checkKind(i, conversion.kind)
        let index = rawSlots[i]
        if index == 0 { return nil }
        if let v = conversion.fast(call, index) { return v }
        return try generalValue(i, conversion)
    }

    /// Parameter `label`, required.
    @inline(__always)
    func need<C: Conversion>(_ label: String, _ conversion: C) throws -> C.Value {
        let i = paramIndex(label)
        checkKind(i, conversion.kind)
        let index = rawSlots[i]
        if index != 0, let v = conversion.fast(call, index) { return v }
        return try generalNeed(i, conversion)
    }

    @inline(never)
    func generalValue<C: Conversion>(_ i: Int, _ conversion: C) throws -> C.Value? {
        let c = context(at: i)
        return c.isAbsent ? nil : try conversion.decode(c)
    }

    @inline(never)
    func generalNeed<C: Conversion>(_ i: Int, _ conversion: C) throws -> C.Value {
        let c = context(at: i)
        if c.isAbsent { throw absent(c, conversion.expected) }
        return try conversion.decode(c)
    }

    /// The index of parameter `label` (a programming error otherwise).
    func paramIndex(_ label: String) -> Int {
        guard let i = spec.paramIndex(label) else { preconditionFailure("\(spec.name) has no parameter '\(label)'") }
        return i
    }
}
