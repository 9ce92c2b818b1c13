import CLua
import CLuaBridge
import LuaBridge
import ShapeCore
#if canImport(Glibc)
import Glibc
#endif

/// Decoding one Lua value into a Swift value, with docs/GEOMETRY.md number rules:
/// finite everywhere (except `extendedLength`), >= 0 for lengths.
extension ArgContext {
    // The readers a loop calls millions of times are inlined down to their
    // one Lua API call and one test; what they say on a bad value is built
    // out of line (`numberError`), so a context costs nothing more than
    // its stack index when the value is good.

    @inline(__always)
    func number() throws -> Double {
        var isNumber: Int32 = 0
        let v = shl_tonumberx(stack.L, index, &isNumber)
        guard isNumber != 0, v.isFinite else { throw numberError(v, isNumber: isNumber != 0) }
        return v
    }

    /// "number expected, got string" or "x must be a finite number, got inf".
    @inline(never)
    func numberError(_ v: Double, isNumber: Bool) -> LuaCallError {
        isNumber ? valueError("\(label) must be a finite number, got \(messageNumberText(v))") : typeError("number")
    }

    @inline(__always)
    func length() throws -> Double {
        var isNumber: Int32 = 0
        let v = shl_tonumberx(stack.L, index, &isNumber)
        guard isNumber != 0, v >= 0, v.isFinite else { throw lengthError(v, isNumber: isNumber != 0) }
        return v
    }

    /// `number()`'s errors first, then "width must be >= 0, got -1".
    @inline(never)
    func lengthError(_ v: Double, isNumber: Bool) -> LuaCallError {
        guard isNumber, v.isFinite else { return numberError(v, isNumber: isNumber) }
        return valueError("\(label) must be >= 0, got \(messageNumberText(v))")
    }

    /// >= 0, and `math.huge` allowed (frame's maxWidth, maxHeight).
    func extendedLength() throws -> Double {
        guard let v = stack.number(at: index) else { throw typeError("number") }
        guard !v.isNaN, v != -.infinity else {
            throw valueError("\(label) must be a number or math.huge, got \(messageNumberText(v))")
        }
        guard v >= 0 else { throw valueError("\(label) must be >= 0, got \(messageNumberText(v))") }
        return v
    }

    func integer() throws -> Int {
        guard stack.number(at: index) != nil else { throw typeError("number") }
        guard let v = stack.integer(at: index) else { throw detail("number has no integer representation") }
        return v
    }

    func boolean() throws -> Bool {
        guard stack.type(index) == LUA_TBOOLEAN else { throw typeError("boolean") }
        return lua_toboolean(stack.L, index) != 0
    }

    func string() throws -> String {
        guard let s = stack.string(at: index) else { throw typeError("string") }
        return s
    }

    /// One of `names`: "unknown style 'round' (valid: continuous, circular)".
    /// Compared as bytes, so a valid name builds no String of its own.
    func choice(_ names: [String], kind: String? = nil) throws -> String {
        names[try choiceIndex(names, kind: kind)]
    }

    /// The enum case named by the string (see `choice(_:kind:)`).
    func choice<E>(_ choices: Choices<E>, kind: String? = nil) throws -> E {
        choices.values[try choiceIndex(choices.names, kind: kind)]
    }

    func choiceIndex(_ names: [String], kind: String?) throws -> Int {
        let found = stack.withBytes(at: index) { bytes in names.firstIndex { sameBytes($0, bytes) } }
        if let i = found ?? nil { return i }
        let s = try string()
        throw valueError(NameSuggestion.unknown(kind ?? label, s, valid: names))
    }

    func function() throws -> Int32 {
        guard stack.type(index) == LUA_TFUNCTION else { throw typeError("function") }
        return index
    }

    func table() throws -> Int32 {
        guard stack.isTable(at: index) else { throw typeError("table") }
        return index
    }

    /// A registered userdata value of type T (nil when it is something else).
    func userdata<T>(_ call: LuaCall, _ type: T.Type) -> T? {
        guard stack.type(index) == LUA_TUSERDATA else { return nil }
        return call.userdata(index, as: type)?.pointee
    }

    // MARK: points, sizes, rects (docs/BINDINGS.md: tables or values)

    /// Reads a table of numbers by position or by name: `{1, 2}` or
    /// `{x = 1, y = 2}`; no other keys; every component finite. One
    /// `lua_next` pass in C (`shl_number_table`: keys compared as bytes,
    /// nothing allocated); a table it refuses is read again here, only to
    /// word the error.
    @inline(__always)
    func numberTable(_ keys: NumberTableKeys) throws -> SIMD4<Double> {
        let L = stack.L
        let table = lua_absindex(L, index)
        if let values = keys.read(L, table) { return values }
        return try numberTableByName(keys, table, lua_gettop(L))
    }

    /// The error of a table `shl_number_table` refused (the same pass, in
    /// Swift, with the messages; it also accepts exactly what the C pass
    /// accepts, so a table both read gives the same values).
    @inline(never)
    func numberTableByName(_ keys: NumberTableKeys, _ table: Int32, _ base: Int32) throws -> SIMD4<Double> {
        let L = stack.L
        let names = keys.names, expected = keys.expected
        var values = SIMD4<Double>()
        var seen = 0
        lua_pushnil(L)
        while lua_next(L, table) != 0 { // key at base + 1, value at base + 2
            let key = base + 1, value = base + 2
            let slot = keys.slot(L, key)
            var failure: LuaCallError?
            if slot < 0 {
                failure = detail(stack.unknownKeyText("key", at: key, in: expected, candidates: names,
                                                      note: "keys: \(names.joined(separator: ", "))"))
            } else if seen & (1 << slot) != 0 {
                failure = detail("\(expected) component '\(names[slot])' given twice")
            } else if let v = stack.number(at: value) {
                if v.isFinite {
                    values[slot] = v
                    seen |= 1 << slot
                } else {
                    failure = valueError("\(label).\(names[slot]) must be a finite number, got \(messageNumberText(v))")
                }
            } else {
                failure = detail("\(expected) component '\(names[slot])' must be a number, got \(stack.typeName(at: value))")
            }
            if let failure { lua_settop(L, base); throw failure }
            lua_settop(L, base + 1)
        }
        if seen != (1 << names.count) - 1 {
            let missing = (0..<names.count).first { seen & (1 << $0) == 0 }!
            throw detail("\(expected) needs '\(names[missing])' ({\(names.joined(separator: ", "))} or {\(names.map { "\($0)=" }.joined(separator: ", "))})")
        }
        return values
    }

    func point(_ call: LuaCall) throws -> Point {
        if let p = userdata(call, Point.self) { return p }
        guard stack.isTable(at: index) else { throw typeError("Point") }
        let v = try numberTable(.point)
        return Point(v[0], v[1])
    }

    /// Sizes may be negative only where the caller says so; docs/GEOMETRY.md wants
    /// sizes >= 0.
    func size(_ call: LuaCall) throws -> Size {
        let s: Size
        if let u = userdata(call, Size.self) { s = u } else {
            guard stack.isTable(at: index) else { throw typeError("Size") }
            let v = try numberTable(.size)
            s = Size(v[0], v[1])
        }
        if s.width < 0 { throw valueError("\(label).width must be >= 0, got \(messageNumberText(s.width))") }
        if s.height < 0 { throw valueError("\(label).height must be >= 0, got \(messageNumberText(s.height))") }
        return s
    }

    func rect(_ call: LuaCall) throws -> Rect {
        let r: Rect
        if let u = userdata(call, Rect.self) { r = u } else {
            guard stack.isTable(at: index) else { throw typeError("Rect") }
            let v = try numberTable(.rect)
            r = Rect(v[0], v[1], v[2], v[3])
        }
        if r.width < 0 { throw valueError("\(label).width must be >= 0, got \(messageNumberText(r.width))") }
        if r.height < 0 { throw valueError("\(label).height must be >= 0, got \(messageNumberText(r.height))") }
        return r
    }
}

/// Readers that decode with a closure (a list, a record, a union such as
/// a length or a StrokeStyle, a name read into a String): the body states
/// the kind its closure reads (`as:`), beside the decoding, and debug
/// builds check that the parameter is declared with it, as the readers
/// taking a conversion check the conversion's kind. The kind is an
/// autoclosure: release builds never make it.
extension Args {
    /// The value of `label` decoded by `decode`, or nil when absent.
    func value<T>(_ label: String, as kind: @autoclosure () -> ParamKind,
                  _ decode: (ArgContext) throws -> T) throws -> T? {
        let i = paramIndex(label)
        checkKind(i, kind())
        let c = context(at: i)
        return c.isAbsent ? nil : try decode(c)
    }

    /// The value of a required parameter; absent is Lua's type error
    /// ("point expected, got no value").
    func need<T>(_ label: String, as kind: @autoclosure () -> ParamKind, _ expected: String,
                 _ decode: (ArgContext) throws -> T) throws -> T {
        let i = paramIndex(label)
        checkKind(i, kind())
        let c = context(at: i)
        if c.isAbsent { throw absent(c, expected) }
        return try decode(c)
    }

    /// A file or folder name for the file system: a string without NUL
    /// bytes. The C calls would see only the part before the first NUL
    /// (`"x.png\0.svg"` chose SVG by its end and wrote `x.png`), so a
    /// path is one value from the script to the file system or an error.
    func needPath(_ label: String) throws -> String {
        try need(label, as: .string, "string") { c in
            let path = try c.string()
            if let at = path.utf8.firstIndex(of: 0) {
                throw c.valueError("\(label) contains a NUL byte at byte \(path.utf8.distance(from: path.utf8.startIndex, to: at) + 1)")
            }
            return path
        }
    }

    // MARK: by position (the functions loops call)

    /// Parameter `i`'s context, read by its position in the spec's `params`:
    /// no lookup by label, for the bodies of the functions a loop calls a
    /// million times (Canvas drawing, shapes, `Rect`). `label` names the
    /// parameter for the reader and is checked in debug builds (every test
    /// build), so an index that drifts from its label fails the tests that
    /// call the function; release builds compare nothing.
    @inline(__always)
    func context(_ i: Int, _ label: StaticString) -> ArgContext {
        checkLabel(i, label)
        return context(at: i)
    }

    /// Debug builds: parameter `i` is the one labelled `label`.
    @inline(__always)
    func checkLabel(_ i: Int, _ label: StaticString) {
        assert(spec.params[i].label == "\(label)", "\(spec.name): parameter \(i) is '\(spec.params[i].label)', not '\(label)'")
    }

    /// The value of parameter `i` decoded by `decode`, or nil when absent.
    @inline(__always)
    func value<T>(_ i: Int, _ label: StaticString, as kind: @autoclosure () -> ParamKind,
                  _ decode: (ArgContext) throws -> T) throws -> T? {
        checkKind(i, kind())
        let c = context(i, label)
        return c.isAbsent ? nil : try decode(c)
    }

    /// Parameter `i`, required (the message of `need(_:as:_:_:)`).
    @inline(__always)
    func need<T>(_ i: Int, _ label: StaticString, as kind: @autoclosure () -> ParamKind, _ expected: String,
                 _ decode: (ArgContext) throws -> T) throws -> T {
        checkKind(i, kind())
        let c = context(i, label)
        if c.isAbsent { throw absent(c, expected) }
        return try decode(c)
    }

    /// "point expected, got no value" (or "got nil"): a required parameter
    /// that is absent. Built only on that error.
    func absent(_ c: ArgContext, _ expected: String) -> LuaCallError {
        let got = !isLabelled && c.argNumber + spec.argumentShift > stack.top ? "no value" : "nil"
        return c.detail("\(expected) expected, got \(got)")
    }

    /// The finite number at stack index `index` (0: absent).
    @inline(__always)
    func finiteNumber(at index: Int32) -> Double? {
        index == 0 ? nil : finiteLuaNumber(call.L, index)
    }

    /// The `self` value of a method, or "calling 'f' on bad self".
    func selfValue<T>(_ type: T.Type, _ name: String) throws -> T {
        guard let v = call.userdata(1, as: type)?.pointee else { throw selfContext.typeError(name) }
        return v
    }

    /// A pointer to `self` for methods that mutate in place (Path builders).
    func selfPointer<T>(_ type: T.Type, _ name: String) throws -> UnsafeMutablePointer<T> {
        guard let p = call.userdata(1, as: type) else { throw selfContext.typeError(name) }
        return p
    }
}

/// The keys of a table of numbers (`{x, y}` or `{x = , y = }`), with their
/// bytes for comparing against a Lua key without making a String.
struct NumberTableKeys {
    let expected: String
    let names: [String]
    /// How many components (`names.count`, kept apart from the array).
    let count: Int
    private let bytes: [[UInt8]]
    /// The names for `shl_number_table`; never freed (the keys are static lets).
    private let cNames: UnsafeMutablePointer<shl_NumberNames>

    init(_ expected: String, _ names: [String]) {
        precondition(names.count <= 4)
        self.expected = expected; self.names = names; self.count = names.count; self.bytes = names.map { Array($0.utf8) }
        cNames = .allocate(capacity: 1)
        cNames.initialize(to: shl_NumberNames())
        cNames.pointee.count = Int32(names.count)
        withUnsafeMutableBytes(of: &cNames.pointee.names) { slots in
            for (k, name) in names.enumerated() { slots.storeBytes(of: UnsafePointer(strdup(name)), toByteOffset: k * MemoryLayout<UnsafePointer<CChar>?>.stride, as: UnsafePointer<CChar>?.self) }
        }
        withUnsafeMutableBytes(of: &cNames.pointee.lengths) { slots in
            for (k, name) in names.enumerated() { slots.storeBytes(of: name.utf8.count, toByteOffset: k * MemoryLayout<Int>.stride, as: Int.self) }
        }
    }

    /// The table at the absolute index `table` read by `shl_number_table`:
    /// nil (stack as found) when it is anything but these components, each
    /// once, finite.
    @inline(__always)
    func read(_ L: OpaquePointer, _ table: Int32) -> SIMD4<Double>? {
        var values = SIMD4<Double>()
        let read = withUnsafeMutableBytes(of: &values) {
            shl_number_table(L, table, cNames, $0.baseAddress!.assumingMemoryBound(to: Double.self))
        }
        return read != 0 ? values : nil
    }

    static let point = NumberTableKeys("point", ["x", "y"])
    static let size = NumberTableKeys("size", ["width", "height"])
    static let rect = NumberTableKeys("rect", ["x", "y", "width", "height"])
    static let unitPoint = NumberTableKeys("unit point", ["x", "y"])

    /// The component the key at `key` names (an index 1...n or a name), or -1.
    func slot(_ L: OpaquePointer, _ key: Int32) -> Int {
        switch lua_type(L, key) {
        case LUA_TNUMBER:
            var ok: Int32 = 0
            let i = shl_tointegerx(L, key, &ok)
            return ok != 0 && i >= 1 && i <= lua_Integer(names.count) ? Int(i) - 1 : -1
        case LUA_TSTRING:
            var length = 0
            guard let p = shl_tolstring(L, key, &length) else { return -1 }
            for (k, name) in bytes.enumerated() where name.count == length {
                if name.withUnsafeBufferPointer({ memcmp($0.baseAddress!, p, length) == 0 }) { return k }
            }
            return -1
        default:
            return -1
        }
    }
}

/// The names of an enum's cases with the cases, built once (a static let
/// per use), so decoding a name builds neither an array nor a String.
struct Choices<E> {
    let names: [String]
    let values: [E]
    /// Each name's UTF-8, the names and the cases, never freed (choices
    /// are static lets): a conversion copies them without reference counting.
    let bytes: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>
    let nameBuffer: UnsafeBufferPointer<String>
    let valueBuffer: UnsafeBufferPointer<E>

    init(names: [String], values: [E]) {
        self.names = names; self.values = values
        bytes = UnsafeBufferPointer(immortal: names.map { UnsafeBufferPointer(immortal: Array($0.utf8)) })
        nameBuffer = UnsafeBufferPointer(immortal: names)
        valueBuffer = UnsafeBufferPointer(immortal: values)
    }

    /// The index of the name the string at stack index `index` is, byte
    /// for byte; nil for any other value (no message: the caller's general
    /// reader words it).
    @inline(__always)
    func index(_ L: OpaquePointer, _ index: Int32) -> Int? { nameIndex(bytes, L, index) }
}

/// The index of the name (among `bytes`) the string at stack index `index`
/// is, byte for byte; nil for any other value.
@inline(__always)
func nameIndex(_ bytes: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>, _ L: OpaquePointer, _ index: Int32) -> Int? {
    guard lua_type(L, index) == LUA_TSTRING else { return nil }
    var length = 0
    guard let p = shl_tolstring(L, index, &length) else { return nil }
    for k in 0..<bytes.count where bytes[k].count == length {
        if length == 0 || memcmp(bytes[k].baseAddress!, p, length) == 0 { return k }
    }
    return nil
}

extension Choices where E: CaseIterable & RawRepresentable, E.RawValue == String {
    init(_ type: E.Type) {
        let values = Array(E.allCases)
        self.init(names: values.map(\.rawValue), values: values)
    }
}

/// Whether `name`'s UTF-8 is exactly `bytes` (a memcmp for native strings).
@inline(__always)
func sameBytes(_ name: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard name.utf8.count == bytes.count else { return false }
    guard let base = bytes.baseAddress, bytes.count > 0 else { return true }
    return name.utf8.withContiguousStorageIfAvailable { memcmp($0.baseAddress!, base, bytes.count) == 0 }
        ?? name.utf8.elementsEqual(bytes)
}
