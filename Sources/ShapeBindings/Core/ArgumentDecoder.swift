import CLua
import CLuaBridge
import LuaBridge

/// docs/BINDINGS.md, implemented once for every function: maps the Lua arguments of
/// one call to the parameters of its `FunctionSpec`.
///
/// - Positional: argument k is parameter k; nil means "the default" except
///   for a style, view or shape (docs/GEOMETRY.md: an error naming the argument);
///   more arguments than parameters is an error.
/// - Label table: exactly one argument, a plain table, and either one of its
///   string keys is a label (or an alias, or an extra label such as a
///   StrokeStyle field) or the first parameter can never be a table. Every
///   key must be a label: "frame: unknown option 'heigth'". Array items are
///   allowed only when the function has a `.children` parameter.
/// - Children as arguments: a function with a `.children` parameter whose
///   first argument is a userdata (a view) takes every argument as a child.
///
/// The result leaves each value at a stack index (`Args.slots`), so decoding
/// a value is the same code in both forms.
///
/// Cost: this runs for every call of every function (Canvas loops make
/// millions), so neither form builds a Swift String, Array, Dictionary or
/// existential: slots are an inline buffer, and a label table is read in
/// one `lua_next` pass whose string keys are compared as bytes with the
/// function's names (`FunctionSpec.labelKeys`, built on the first label
/// table). Messages are built only once an error is certain.
enum ArgumentDecoder {
    /// Picks the variant of an overloaded function, then decodes.
    static func decode(_ call: LuaCall, _ spec: FunctionSpec) throws -> Args {
        guard let select = spec.select else { return try decodeSingle(call, spec) }
        return try decodeSingle(call, select(ArgumentShape(stack: call, first: spec.firstArgument)))
    }

    static func decodeSingle(_ call: LuaCall, _ spec: FunctionSpec) throws -> Args {
        let L = call.L
        let first = spec.firstArgument
        let given = lua_gettop(L) - first + 1
        var args = Args(call: call, spec: spec, firstIndex: first)
        if spec.childrenParam >= 0, given >= 1, lua_type(L, first) == LUA_TUSERDATA {
            // docs/API.md: `VStack(a, b, c)`, children as arguments, as a
            // SwiftUI user writes them (a first parameter such as spacing
            // is never a userdata, so the forms cannot be confused).
            args.childrenArguments = given
            return args
        }
        if given == 1, lua_type(L, first) == LUA_TTABLE, try decodeLabelTable(call, first, spec, into: &args) {
            return args
        }
        if given > Int32(spec.params.count) {
            throw LuaCallError.message(
                "\(spec.name): too many arguments (at most \(spec.params.count), got \(given))")
        }
        // Argument k is parameter k: its slot is its stack index, nil or
        // not (`Args.slots` reads a nil one as absent, and every reader
        // tests the value anyway), so only the parameters that refuse an
        // explicit nil look at a value here, in order.
        var i: Int32 = 0
        while i < given {
            args.rawSlots[Int(i)] = first + i
            i += 1
        }
        var refusing = spec.refusingNil & ((1 << UInt32(given)) &- 1)
        while refusing != 0 {
            let k = refusing.trailingZeroBitCount
            if lua_type(L, first + Int32(k)) == LUA_TNIL {
                throw args.context(at: k).typeError(spec.params[k].kind.expectedText, got: first + Int32(k))
            }
            refusing &= refusing &- 1
        }
        return args
    }

    /// Decodes the lone table at `table` as a label table; false (stack as
    /// found) when it is not one, i.e. none of its keys is a label and the
    /// first parameter can itself be a table (`addLine{10, 20}`).
    ///
    /// One `lua_next` pass, in C (`shl_label_table`, CLuaBridge/
    /// tableloops.c): a string key is compared, as bytes, with the spec's
    /// names of its length (`FunctionSpec.labelKeys`: two words), so a key
    /// costs its traversal step and a few compares: no String. A
    /// parameter's value stays where `lua_next` put it, its key pushed
    /// again above it for the next step (one push, cheaper than moving the
    /// value), so the pass reserves and copies nothing beforehand.
    ///
    /// Stack effect when true: + a key and its value per parameter given,
    /// and a copy of the first unknown key when there was one; `slots`
    /// point at the values.
    static func decodeLabelTable(_ call: LuaCall, _ table: Int32, _ spec: FunctionSpec,
                                 into args: inout Args) throws -> Bool {
        let L = call.L
        let base = lua_gettop(L)
        // At most one key and value per parameter stay, plus a copy of the
        // first unknown key and the traversal's key and value.
        guard lua_checkstack(L, 2 * Int32(spec.params.count) + 4) != 0 else {
            throw LuaCallError.message("\(spec.name): stack overflow")
        }
        let arrayLength = spec.childrenParam >= 0 ? lua_Integer(lua_rawlen(L, table)) : 0
        var slots = Slots()
        var unknown: Int32 = 0 // a copy of the first unknown key met
        let found = slots.withUnsafeMutablePointer { shl_label_table(L, table, spec.labelKeys.names, arrayLength, $0, &unknown) }
        if found & SHL_LABEL_FOUND == 0 && spec.labelsDecideTable {
            lua_settop(L, base)
            return false
        }
        if unknown != 0 {
            throw LuaCallError.message(spec.unknownOptionText(at: unknown, call))
        }
        if found & SHL_LABEL_DUPLICATE != 0 { throw duplicateLabelError(call, table, spec) }
        args.labelTable = table
        args.rawSlots = slots
        if spec.childrenParam >= 0 { args.rawSlots[spec.childrenParam] = table }
        return true
    }

    /// "f: both 'label' and 'alias' given": the first parameter (in order)
    /// given under two of its names, the second name in [label] + aliases
    /// order. Only built on that error.
    static func duplicateLabelError(_ call: LuaCall, _ table: Int32, _ spec: FunctionSpec) -> LuaCallError {
        for (i, param) in spec.params.enumerated() where i != spec.childrenParam {
            var found = false
            for key in [param.label] + param.aliases {
                let given = call.rawGet(table, field: key) != .nil
                call.pop()
                if given && found { return .message("\(spec.name): both '\(param.label)' and '\(key)' given") }
                found = found || given
            }
        }
        return .message("\(spec.name): a parameter given twice")
    }
}

/// Stack indices of a call's parameter values, inline (a call builds no
/// array). 0 means absent.
struct Slots {
    static let capacity = 12
    private var storage: (Int32, Int32, Int32, Int32, Int32, Int32,
                          Int32, Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    /// The slots as C's `int32_t slots[Slots.capacity]`.
    @inline(__always)
    mutating func withUnsafeMutablePointer<R>(_ body: (UnsafeMutablePointer<Int32>) -> R) -> R {
        withUnsafeMutableBytes(of: &storage) { body($0.baseAddress!.assumingMemoryBound(to: Int32.self)) }
    }

    subscript(i: Int) -> Int32 {
        get {
            precondition(i >= 0 && i < Slots.capacity)
            return withUnsafeBytes(of: storage) { $0.load(fromByteOffset: i * 4, as: Int32.self) }
        }
        set {
            precondition(i >= 0 && i < Slots.capacity)
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: newValue, toByteOffset: i * 4, as: Int32.self) }
        }
    }
}

/// `Args.slots`: a decoded call's slots, a nil positional argument read as
/// absent (0).
struct SlotReader {
    let L: OpaquePointer
    /// A label table's values are never nil.
    let labelled: Bool
    let raw: Slots

    subscript(i: Int) -> Int32 {
        @inline(__always) get {
            let index = raw[i]
            return index != 0 && !labelled && lua_type(L, index) == LUA_TNIL ? 0 : index
        }
    }
}

/// The decoded arguments of one call, read by label.
public struct Args {
    let call: LuaCall
    /// Specs live as long as the process (static tables): no reference
    /// counting per call.
    unowned(unsafe) let spec: FunctionSpec
    /// Stack index of the first parameter (after self).
    let firstIndex: Int32
    /// Stack index of each parameter's value as decoded: 0 when absent; in
    /// a positional call, the argument's index even when it is nil. The
    /// inline readers (ValueDecoding) test the value itself; everything
    /// else reads `slots`.
    var rawSlots = Slots()
    /// Stack index of each parameter's value; 0 when absent or nil.
    var slots: SlotReader { SlotReader(L: call.L, labelled: isLabelled, raw: rawSlots) }

    /// `slots[i]`, without copying the others.
    @inline(__always)
    func slot(_ i: Int) -> Int32 {
        let index = rawSlots[i]
        return index != 0 && !isLabelled && lua_type(call.L, index) == LUA_TNIL ? 0 : index
    }
    /// The label table's stack index, 0 for a positional call.
    var labelTable: Int32 = 0
    /// How many arguments are children given directly (`VStack(a, b)`),
    /// starting at `firstIndex`; 0 otherwise.
    var childrenArguments: Int32 = 0

    init(call: LuaCall, spec: FunctionSpec, firstIndex: Int32) {
        self.call = call; self.spec = spec; self.firstIndex = firstIndex
    }

    var stack: LuaCall { call }
    var isLabelled: Bool { labelTable != 0 }

    /// The decoding context of parameter `label` (precondition: it exists).
    func context(_ label: String) -> ArgContext {
        guard let i = spec.paramIndex(label) else {
            preconditionFailure("\(spec.name) has no parameter '\(label)'")
        }
        return context(at: i)
    }

    /// Inlined: the readers' common case then uses only `index`, and the
    /// rest of the context is built only on their (out-of-line) errors.
    @inline(__always)
    func context(at i: Int) -> ArgContext {
        let index = slot(i)
        let argStackIndex = isLabelled ? labelTable : (index != 0 ? index : firstIndex + Int32(i))
        return ArgContext(stack: call, index: index, argNumber: argStackIndex - spec.argumentShift,
                          spec: spec, param: i, labelled: isLabelled)
    }

    /// True when the parameter was given (not nil).
    func has(_ label: String) -> Bool { context(label).index != 0 }

    /// The context of `self` (stack index 1) for methods.
    var selfContext: ArgContext {
        ArgContext(stack: call, index: 1, argNumber: 1, label: "self", labelled: false)
    }

    /// An extra label's value (StrokeStyle fields given directly to stroke),
    /// pushed on the stack; 0 when absent.
    func extraLabelIndex(_ key: String) -> Int32 {
        guard isLabelled else { return 0 }
        if call.rawGet(labelTable, field: key) != .nil { return call.top }
        call.pop()
        return 0
    }
}

/// Where a value comes from, for error messages that read like Lua's own.
/// Trivial to copy (no String, no reference counted field) when it names a
/// parameter: it is made for every value of every call, and its label text
/// is built only when a message needs it.
struct ArgContext {
    let stack: LuaCall
    /// The value's stack index (0: absent).
    let index: Int32
    /// The argument number luaL_argerror reports (it adjusts for methods).
    let argNumber: Int32
    let labelled: Bool
    private let name: Name
    /// A list item (1-based) of the value `name` names, or 0: lists decode
    /// their items without building "label.[i]" per item.
    private let item: Int

    private enum Name {
        /// Parameter `index` of the spec (specs live as long as the process).
        case param(Unmanaged<FunctionSpec>, Int)
        case text(String)
    }

    init(stack: LuaCall, index: Int32, argNumber: Int32, label: String, labelled: Bool) {
        self.init(stack: stack, index: index, argNumber: argNumber, labelled: labelled, name: .text(label), item: 0)
    }

    /// Parameter `param` of `spec`.
    @inline(__always)
    init(stack: LuaCall, index: Int32, argNumber: Int32, spec: FunctionSpec, param: Int, labelled: Bool) {
        self.init(stack: stack, index: index, argNumber: argNumber, labelled: labelled,
                  name: .param(Unmanaged.passUnretained(spec), param), item: 0)
    }

    @inline(__always)
    private init(stack: LuaCall, index: Int32, argNumber: Int32, labelled: Bool, name: Name, item: Int) {
        self.stack = stack; self.index = index; self.argNumber = argNumber
        self.labelled = labelled; self.name = name; self.item = item
    }

    /// The name messages give the value: "width", "points.[2]", "stops.[1].color".
    var label: String {
        let base: String
        switch name {
        case .param(let spec, let i): base = spec.takeUnretainedValue().params[i].label
        case .text(let text): base = text
        }
        return item == 0 ? base : "\(base).[\(item)]"
    }

    var isAbsent: Bool { index == 0 }

    /// The function whose parameter this value is itself (not a list item
    /// or a part of one): records word their key errors as its options.
    var parameterOf: FunctionSpec? {
        if case .param(let spec, _) = name, item == 0 { return spec.takeUnretainedValue() }
        return nil
    }

    /// "bad argument #n to 'f' (number expected, got string)"; in a label
    /// table the label comes first: "(width: number expected, got string)".
    func typeError(_ expected: String) -> LuaCallError {
        detail("\(expected) expected, got \(stack.typeName(at: index))")
    }

    func typeError(_ expected: String, got valueIndex: Int32) -> LuaCallError {
        detail("\(expected) expected, got \(stack.typeName(at: valueIndex))")
    }

    func detail(_ text: String) -> LuaCallError {
        .argument(Int(argNumber), labelled ? "\(label): \(text)" : text)
    }

    /// An error about the value itself, naming the parameter whatever the form.
    func valueError(_ text: String) -> LuaCallError {
        .argument(Int(argNumber), text)
    }

    /// A context for a part of this value (a stop's colour) at another index.
    func part(_ name: String, at valueIndex: Int32) -> ArgContext {
        ArgContext(stack: stack, index: valueIndex, argNumber: argNumber, label: "\(label).\(name)", labelled: labelled)
    }

    /// The context of list item `i` (1-based) at another index.
    func item(_ i: Int, at valueIndex: Int32) -> ArgContext {
        if item != 0 { return part("[\(i)]", at: valueIndex) } // a list in a list: rare
        return ArgContext(stack: stack, index: valueIndex, argNumber: argNumber, labelled: labelled, name: name, item: i)
    }

    /// The same value under another label (messages name the field).
    func renamed(_ newLabel: String) -> ArgContext {
        ArgContext(stack: stack, index: index, argNumber: argNumber, label: newLabel, labelled: labelled)
    }
}

/// What an overloaded function's selector sees: the raw arguments.
public struct ArgumentShape {
    let stack: LuaCall
    /// Stack index of the first argument after self.
    let first: Int32

    /// Number of arguments after self.
    public var count: Int { Int(max(stack.top - first + 1, 0)) }

    /// The Lua type name of argument k (1-based, after self): "number", "table", ...
    public func type(_ k: Int) -> String {
        let index = first + Int32(k) - 1
        if index > stack.top { return "no value" }
        return String(cString: lua_typename(stack.L, stack.type(index)))
    }

    /// True when argument k (1-based, after self) is a Lua number: the
    /// selector test that builds no string.
    public func isNumber(_ k: Int) -> Bool {
        let index = first + Int32(k) - 1
        return index <= stack.top && stack.type(index) == LUA_TNUMBER
    }

    /// True when the lone table argument has a value at `key` (a raw
    /// lookup: the selector test that builds no Set).
    /// True when the only argument is a table (a label table or a list).
    public var isLoneTable: Bool { count == 1 && stack.isTable(at: first) }

    public func hasKey(_ key: String) -> Bool {
        guard count == 1, stack.isTable(at: first) else { return false }
        let found = stack.rawGet(first, field: key) != .nil
        stack.pop()
        return found
    }

    /// The string keys of a lone table argument (empty otherwise).
    public var labelKeys: Set<String> {
        guard count == 1, stack.isTable(at: first) else { return [] }
        var keys = Set<String>()
        stack.forEachPair(first) { key, _ in if let s = stack.string(at: key) { keys.insert(s) } }
        return keys
    }

    /// True when argument k is a userdata of the named type.
    public func isNamed(_ k: Int, _ name: String) -> Bool {
        let index = first + Int32(k) - 1
        return index <= stack.top && stack.type(index) == LUA_TUSERDATA && stack.typeName(at: index) == name
    }
}
