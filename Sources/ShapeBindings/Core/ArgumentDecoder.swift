import CLua
import LuaBridge

/// SPEC §2, implemented once for every function: maps the Lua arguments of
/// one call to the parameters of its `FunctionSpec`.
///
/// - Positional: argument k is parameter k; nil means "the default"; more
///   arguments than parameters is an error.
/// - Label table: exactly one argument, a plain table, and either one of its
///   string keys is a label (or an alias, or an extra label such as a
///   StrokeStyle field) or the first parameter can never be a table. Every
///   key must be a label: "frame: unknown option 'heigth'". Array items are
///   allowed only when the function has a `.children` parameter.
///
/// The result leaves each value at a stack index (`Args.slots`), so decoding
/// a value is the same code in both forms.
enum ArgumentDecoder {
    /// Picks the variant of an overloaded function, then decodes.
    static func decode(_ call: LuaCall, _ spec: FunctionSpec) throws -> Args {
        guard let select = spec.select else { return try decodeSingle(call, spec) }
        let first: Int32 = (spec.isMethod ? 2 : 1) + spec.argumentShift
        return try decodeSingle(call, select(ArgumentShape(stack: Stack(L: call.L), first: first)))
    }

    static func decodeSingle(_ call: LuaCall, _ spec: FunctionSpec) throws -> Args {
        let stack = Stack(L: call.L)
        let first: Int32 = (spec.isMethod ? 2 : 1) + spec.argumentShift
        let given = stack.top - first + 1
        var args = Args(call: call, spec: spec, firstIndex: first)
        if given == 1, stack.isTable(first), isLabelTable(stack, first, spec) {
            try decodeLabelTable(stack, first, spec, into: &args)
            return args
        }
        if given > spec.params.count {
            throw LuaCallError.message(
                "\(spec.name): too many arguments (at most \(spec.params.count), got \(given))")
        }
        for i in 0..<Int(max(given, 0)) {
            let index = first + Int32(i)
            if !stack.isNoneOrNil(index) { args.slots[i] = index }
        }
        return args
    }

    static func isLabelTable(_ stack: Stack, _ table: Int32, _ spec: FunctionSpec) -> Bool {
        guard let firstParam = spec.params.first else { return true }
        if !firstParam.kind.acceptsTable { return true }
        if case .children = firstParam.kind { return true }
        var hasLabel = false
        stack.forEachPair(table) { key, _ in
            if !hasLabel, let name = stack.string(key), spec.isLabel(name) { hasLabel = true }
        }
        return hasLabel
    }

    static func decodeLabelTable(_ stack: Stack, _ table: Int32, _ spec: FunctionSpec,
                                 into args: inout Args) throws {
        args.labelTable = table
        let childrenParam = spec.params.firstIndex { if case .children = $0.kind { return true }; return false }
        let arrayLength = stack.rawLength(table)
        // Every key must be known.
        try stack.forEachPair(table) { key, _ in
            if let name = stack.string(key) {
                if spec.isLabel(name) { return }
            } else if childrenParam != nil, let i = stack.integer(key),
                      stack.type(key) == LUA_TNUMBER, i >= 1, i <= arrayLength {
                return
            }
            throw LuaCallError.message("\(spec.name): unknown option \(stack.keyText(key))")
        }
        guard lua_checkstack(stack.L, Int32(spec.params.count + spec.extraLabels.count + 4)) != 0 else {
            throw LuaCallError.message("\(spec.name): stack overflow")
        }
        for (i, param) in spec.params.enumerated() {
            if i == childrenParam {
                args.slots[i] = table
                continue
            }
            for key in [param.label] + param.aliases {
                if stack.rawGet(table, key) > LUA_TNIL {
                    if args.slots[i] != 0 {
                        throw LuaCallError.message("\(spec.name): both '\(param.label)' and '\(key)' given")
                    }
                    args.slots[i] = stack.top
                } else {
                    stack.setTop(stack.top - 1)
                }
            }
        }
    }
}

/// The decoded arguments of one call, read by label.
public struct Args {
    let call: LuaCall
    let spec: FunctionSpec
    /// Stack index of the first parameter (after self).
    let firstIndex: Int32
    /// Stack index of each parameter's value; 0 when absent (or nil).
    var slots: [Int32]
    /// The label table's stack index, 0 for a positional call.
    var labelTable: Int32 = 0

    init(call: LuaCall, spec: FunctionSpec, firstIndex: Int32) {
        self.call = call; self.spec = spec; self.firstIndex = firstIndex
        self.slots = Array(repeating: 0, count: spec.params.count)
    }

    var stack: Stack { Stack(L: call.L) }
    var isLabelled: Bool { labelTable != 0 }

    /// The decoding context of parameter `label` (precondition: it exists).
    func context(_ label: String) -> ArgContext {
        guard let i = spec.paramIndex(label) else {
            preconditionFailure("\(spec.name) has no parameter '\(label)'")
        }
        return context(at: i)
    }

    func context(at i: Int) -> ArgContext {
        let index = slots[i]
        let argStackIndex = isLabelled ? labelTable : (index != 0 ? index : firstIndex + Int32(i))
        return ArgContext(stack: stack, index: index, argNumber: argStackIndex - spec.argumentShift,
                          label: spec.params[i].label, labelled: isLabelled, functionName: spec.name)
    }

    /// True when the parameter was given (not nil).
    func has(_ label: String) -> Bool { context(label).index != 0 }

    /// The context of `self` (stack index 1) for methods.
    var selfContext: ArgContext {
        ArgContext(stack: stack, index: 1, argNumber: 1, label: "self", labelled: false, functionName: spec.name)
    }

    /// An extra label's value (StrokeStyle fields given directly to stroke),
    /// pushed on the stack; 0 when absent.
    func extraLabelIndex(_ key: String) -> Int32 {
        guard isLabelled else { return 0 }
        if stack.rawGet(labelTable, key) > LUA_TNIL { return stack.top }
        stack.setTop(stack.top - 1)
        return 0
    }
}

/// Where a value comes from, for error messages that read like Lua's own.
struct ArgContext {
    let stack: Stack
    /// The value's stack index (0: absent).
    let index: Int32
    /// The argument number luaL_argerror reports (it adjusts for methods).
    let argNumber: Int32
    let label: String
    let labelled: Bool
    let functionName: String

    var isAbsent: Bool { index == 0 }

    /// "bad argument #n to 'f' (number expected, got string)"; in a label
    /// table the label comes first: "(width: number expected, got string)".
    func typeError(_ expected: String) -> LuaCallError {
        detail("\(expected) expected, got \(stack.typeName(index))")
    }

    func typeError(_ expected: String, got valueIndex: Int32) -> LuaCallError {
        detail("\(expected) expected, got \(stack.typeName(valueIndex))")
    }

    func detail(_ text: String) -> LuaCallError {
        .argument(Int(argNumber), labelled ? "\(label): \(text)" : text)
    }

    /// An error about the value itself, naming the parameter whatever the form.
    func valueError(_ text: String) -> LuaCallError {
        .argument(Int(argNumber), text)
    }

    /// A context for a part of this value (a point's x) at another index.
    func part(_ name: String, at valueIndex: Int32) -> ArgContext {
        ArgContext(stack: stack, index: valueIndex, argNumber: argNumber,
                   label: "\(label).\(name)", labelled: labelled, functionName: functionName)
    }
}

/// What an overloaded function's selector sees: the raw arguments.
public struct ArgumentShape {
    let stack: Stack
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

    /// The string keys of a lone table argument (empty otherwise).
    public var labelKeys: Set<String> {
        guard count == 1, stack.isTable(first) else { return [] }
        var keys = Set<String>()
        stack.forEachPair(first) { key, _ in if let s = stack.string(key) { keys.insert(s) } }
        return keys
    }

    /// True when argument k is a userdata of the named type.
    public func isNamed(_ k: Int, _ name: String) -> Bool {
        let index = first + Int32(k) - 1
        return index <= stack.top && stack.type(index) == LUA_TUSERDATA && stack.typeName(index) == name
    }
}
