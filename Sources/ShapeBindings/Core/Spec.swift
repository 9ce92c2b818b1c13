import CLuaBridge
import LuaBridge
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The registration table: one `FunctionSpec` per Lua function or method,
/// one `TypeSpec` per userdata type. The argument decoder (docs/BINDINGS.md), the
/// `--api` Markdown, the LuaLS annotations and the REPL completion names
/// are all derived from these tables, so they cannot drift apart.

/// What a parameter accepts. Drives decoding, docs and annotations.
public enum ParamKind {
    /// A finite number.
    case number
    /// A finite number >= 0 (sizes, radii, widths).
    case length
    /// A number >= 0 that may be `math.huge` (frame's maxWidth/maxHeight).
    case extendedLength
    /// An angle in degrees (finite).
    case angle
    case integer
    case boolean
    case string
    /// One of a fixed set of names.
    case choice([String])
    case point, size, rect, transform, path, shape, view, style, unitPoint
    /// A colour: a Color value or a colour name or hex string (no gradient).
    case color
    case function
    /// A corner name or a list of them.
    case corners
    /// An edge name or a list of them.
    case edges
    /// A StrokeStyle table `{lineWidth=, lineCap=, ...}`.
    case strokeStyle
    /// A list of views (the children of a stack in its label table).
    case children
    /// A list of values of one kind.
    indirect case list(ParamKind)
    /// One of several kinds, tried in order.
    case oneOf([ParamKind])
    /// A table with fields (docs name it).
    case record(String)
    /// Any value, nil included (`help`'s subject): the body reads it.
    case any

    /// docs/GEOMETRY.md: an explicit `nil` for a style, a view or a shape is an
    /// error naming the argument, never "the default" (`fill(Color.lightRed)`
    /// must not draw black). nil in the middle still means the default for
    /// numbers, names and options.
    var refusesExplicitNil: Bool {
        switch self {
        case .style, .color, .view, .shape, .path: return true
        case .oneOf(let kinds): return kinds.allSatisfy { $0.refusesExplicitNil }
        default: return false
        }
    }

    /// What the "X expected, got nil" message says for such a kind (the
    /// same words the kind's decoder uses for a wrong value).
    var expectedText: String {
        switch self {
        case .style: return "Color, gradient or colour name"
        case .color: return "Color or colour name"
        case .view: return "view"
        case .shape: return "Shape"
        case .path: return "Path"
        case .oneOf(let kinds): return kinds.map { $0.expectedText }.joined(separator: " or ")
        default: return "value"
        }
    }

    /// Whether a Lua table can be a value of this kind (docs/BINDINGS.md: a lone
    /// table argument is a label table when the first parameter can never
    /// be a table).
    var acceptsTable: Bool {
        switch self {
        case .number, .length, .extendedLength, .angle, .integer, .boolean, .string,
             .choice, .transform, .path, .shape, .view, .function,
             .style, .color: // a Color or gradient value or a colour name, never a table
            return false
        case .point, .size, .rect, .unitPoint, .corners, .edges, .strokeStyle,
             .children, .list, .record, .any:
            return true
        case .oneOf(let kinds):
            return kinds.contains { $0.acceptsTable }
        }
    }
}

/// One parameter: its SwiftUI label (the key in a label table), the short
/// keys the library also accepts, its kind, and its default (nil: required).
public struct Param {
    public let label: String
    public let aliases: [String]
    public let kind: ParamKind
    /// How the default reads in docs; nil when the parameter is required.
    public let defaultText: String?
    public let doc: String

    public init(_ label: String, _ kind: ParamKind, default defaultText: String? = nil,
                aliases: [String] = [], doc: String = "") {
        self.label = label; self.kind = kind; self.defaultText = defaultText
        self.aliases = aliases; self.doc = doc
    }

    var isOptional: Bool { defaultText != nil }

    func matches(_ key: String) -> Bool { key == label || aliases.contains(key) }
}

/// One Lua function (a global, a field of a global table, or a method).
public final class FunctionSpec {
    public let name: String
    public let params: [Param]
    /// Keys that also make a lone table a label table (StrokeStyle fields
    /// for stroke/strokeBorder, docs/BINDINGS.md) and are passed to the body.
    public let extraLabels: [String]
    public let returns: String
    public let doc: String
    /// Examples of calls for the docs (optional).
    public let example: String?
    let body: (inout Args) throws -> Int32

    /// Set when registered: "View" for methods, "Transform" for fields of
    /// the global `Transform`, nil for globals.
    public internal(set) var owner: String?
    public internal(set) var isMethod = false
    /// A variant reached only through a label table (SwiftUI's flexible
    /// `frame(minWidth:...)`, `Color(hue:...)`): positionally its arguments
    /// would read as another variant's.
    public internal(set) var labelTableOnly = false

    /// 1 when Lua passes one extra value first (a callable table's __call).
    var argumentShift: Int32 = 0

    /// Stack index of the first argument after self.
    var firstArgument: Int32 { (isMethod ? 2 : 1) + argumentShift }

    /// The parameters' labels and their UTF-8 lengths (`paramIndex`).
    let labels: [String]
    let labelLengths: UnsafeBufferPointer<Int>
    /// The index of the `.children` parameter, or -1.
    let childrenParam: Int
    /// Indices of the `.view` and of the `.children` parameters (immortal,
    /// as `labelLengths`): every view a call returns reads their depths
    /// (`Args.inputDepth`).
    let viewParams: UnsafeBufferPointer<Int>
    let childrenParams: UnsafeBufferPointer<Int>
    /// True when a lone table argument is a label table only if one of its
    /// keys is a label: the first parameter can itself be a table (docs/BINDINGS.md).
    let labelsDecideTable: Bool
    /// Bit i: parameter i refuses an explicit nil (`ParamKind.refusesExplicitNil`).
    let refusingNil: UInt32

    public init(_ name: String, _ params: [Param] = [], extraLabels: [String] = [],
                returns: String, doc: String, example: String? = nil,
                _ body: @escaping (inout Args) throws -> Int32) {
        self.name = name; self.params = params; self.extraLabels = extraLabels
        self.returns = returns; self.doc = doc; self.example = example; self.body = body
        precondition(params.count <= Slots.capacity, "\(name): more parameters than Slots holds")
        labels = params.map(\.label)
        // Never freed: specs live as long as the process (an unsafe buffer
        // spares reference counting in the per-call lookup).
        labelLengths = UnsafeBufferPointer(immortal: labels.map(\.utf8.count))
        childrenParam = params.firstIndex { if case .children = $0.kind { return true }; return false } ?? -1
        viewParams = UnsafeBufferPointer(immortal: params.indices.filter {
            if case .view = params[$0].kind { return true }; return false
        })
        childrenParams = UnsafeBufferPointer(immortal: params.indices.filter {
            if case .children = params[$0].kind { return true }; return false
        })
        if let kind = params.first?.kind, childrenParam != 0 { labelsDecideTable = kind.acceptsTable } else { labelsDecideTable = false }
        refusingNil = params.indices.reduce(0) { mask, i in params[i].kind.refusesExplicitNil ? mask | 1 << UInt32(i) : mask }
    }

    /// Overloads sharing one Lua name (`addArc(tangent1End, ...)` and
    /// `addArc(center, ...)`): `select` picks one from the raw arguments
    /// before decoding. Empty for ordinary functions.
    public private(set) var variants: [FunctionSpec] = []
    var select: ((ArgumentShape) -> FunctionSpec)?

    /// An overloaded function: `select` sees the shape of the arguments
    /// (count, types, label-table keys) and picks a variant.
    public init(_ name: String, variants: [FunctionSpec], doc: String,
                select: @escaping (ArgumentShape, [FunctionSpec]) -> FunctionSpec) {
        self.name = name; self.params = []; self.extraLabels = []
        self.returns = variants.first?.returns ?? "any"; self.doc = doc; self.example = nil
        self.body = { _ in preconditionFailure("overloaded function called without a variant") }
        self.childrenParam = -1; self.labelsDecideTable = false; self.refusingNil = 0; self.labels = []; self.labelLengths = UnsafeBufferPointer(immortal: [])
        self.viewParams = UnsafeBufferPointer(immortal: []); self.childrenParams = UnsafeBufferPointer(immortal: [])
        self.variants = variants
        self.select = { shape in select(shape, variants) }
    }

    /// Marks this variant as reachable through a label table only.
    func labelOnly() -> FunctionSpec { labelTableOnly = true; return self }

    /// Keeps registration data (owner, method flag) in step with variants.
    func propagate() {
        let names = variants.flatMap { v in v.params.flatMap { [$0.label] + $0.aliases } + v.extraLabels }
        for v in variants {
            v.owner = owner; v.isMethod = isMethod; v.argumentShift = argumentShift
            v.overloadNames = names
        }
    }

    /// Every label table key of the overloaded function this is a variant
    /// of (empty otherwise): suggestions for a misspelt key.
    var overloadNames: [String] = []

    func isLabel(_ key: String) -> Bool {
        params.contains { $0.matches(key) } || extraLabels.contains(key)
    }

    /// The names a label table may use, as bytes (`LabelKeys`): built on
    /// the first label table the function gets, so start-up builds none.
    var labelKeys: LabelKeys { labelKeyStorage.keys { LabelKeys(for: self) } }
    private let labelKeyStorage = LabelKeysOnce()

    /// Bodies ask for their values by label (`a.need("width", .length)`) many
    /// times per call: lengths first, so most labels are passed over
    /// without comparing text.
    func paramIndex(_ label: String) -> Int? {
        let length = label.utf8.count
        let lengths = labelLengths
        for i in 0..<lengths.count where lengths[i] == length && labels[i] == label { return i }
        return nil
    }
}

/// A field of a userdata value (read-only), such as `Rect.midX`.
public struct FieldSpec {
    public let name: String
    public let type: String
    public let doc: String
}

extension UnsafeBufferPointer {
    /// A copy of `array` that is never deallocated.
    init(immortal array: [Element]) {
        // Most specs have no view or children parameter: an empty buffer
        // needs no memory (one allocation less per spec at start-up).
        if array.isEmpty { self.init(start: nil, count: 0); return }
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: Swift.max(array.count, 1))
        _ = buffer.initialize(from: array)
        self.init(start: buffer.baseAddress, count: array.count)
    }
}

/// A spec's `LabelKeys`, built by the first caller and never freed (specs
/// live as long as the process). Atomic: specs are shared by every Lua
/// state of the process, and tests run states on several threads at once.
struct LabelKeysOnce: ~Copyable {
    private let storage = Atomic<UnsafeMutableRawPointer?>(nil)

    func keys(_ make: () -> LabelKeys) -> LabelKeys {
        if let built = storage.load(ordering: .acquiring) {
            return built.assumingMemoryBound(to: LabelKeys.self).pointee
        }
        let made = UnsafeMutablePointer<LabelKeys>.allocate(capacity: 1)
        made.initialize(to: make())
        let (stored, winner) = storage.compareExchange(expected: nil, desired: UnsafeMutableRawPointer(made),
                                                       ordering: .acquiringAndReleasing)
        if stored { return made.pointee }
        // Another thread built it first: use that one (ours is a few bytes, kept).
        return winner!.assumingMemoryBound(to: LabelKeys.self).pointee
    }
}

/// A spec's label names grouped by length (`bucket`): a key is compared
/// only with the names of its own length modulo 32, usually one, so a
/// label costs the same whatever its place among the spec's names. In C's
/// layout (`shl_LabelNames`): the label-table pass is C's
/// (`shl_label_table`, CLuaBridge/tableloops.c).
struct LabelKeys {
    static let buckets = Int(SHL_LABEL_BUCKETS)
    /// Sorted by bucket, never freed (specs live as long as the process).
    let keys: UnsafeBufferPointer<shl_LabelKey>
    /// Bucket b's keys are `keys[starts[b] ..< starts[b + 1]]`.
    let starts: UnsafeBufferPointer<Int32>
    /// Both, for C.
    let names: UnsafePointer<shl_LabelNames>

    init(for spec: FunctionSpec) { self.init(LabelKey.table(LabelKey.names(of: spec))) }

    /// The keys of `record`: each field's label and aliases name its index.
    init(for record: RecordSpec) {
        self.init(LabelKey.table(record.fields.enumerated().flatMap { i, field in
            ([field.label] + field.aliases).map { ($0, i) }
        }))
    }

    private init(_ table: [shl_LabelKey]) {
        let all = table.sorted { $0.count % LabelKeys.buckets < $1.count % LabelKeys.buckets }
        var starts = [Int32](repeating: 0, count: LabelKeys.buckets + 1)
        for key in all { starts[key.count % LabelKeys.buckets + 1] += 1 }
        for b in 0..<LabelKeys.buckets { starts[b + 1] += starts[b] }
        keys = UnsafeBufferPointer(immortal: all)
        self.starts = UnsafeBufferPointer(immortal: starts)
        let names = UnsafeMutablePointer<shl_LabelNames>.allocate(capacity: 1)
        names.initialize(to: shl_LabelNames(keys: keys.baseAddress, starts: self.starts.baseAddress))
        self.names = UnsafePointer(names)
    }
}

/// One name a label table may use (`shl_LabelKey`), with what it names: a
/// parameter's index (its label or an alias), or `SHL_LABEL_EXTRA` (an
/// extra label such as a StrokeStyle field, or the children's own label).
/// Its bytes are never freed.
enum LabelKey {
    /// The spec's names, each once: extra labels, then every parameter's
    /// label and aliases; a name given twice means what its last mention
    /// says (so a parameter's name wins over the same extra label).
    static func names(of spec: FunctionSpec) -> [(String, Int)] {
        var names: [(String, Int)] = []
        func add(_ name: String, _ code: Int) {
            if let i = names.firstIndex(where: { $0.0 == name }) { names[i].1 = code } else { names.append((name, code)) }
        }
        for name in spec.extraLabels { add(name, Int(SHL_LABEL_EXTRA)) }
        for (i, param) in spec.params.enumerated() {
            for name in [param.label] + param.aliases { add(name, i == spec.childrenParam ? Int(SHL_LABEL_EXTRA) : i) }
        }
        return names
    }

    /// The names with their codes, in C's layout; their bytes are never freed.
    static func table(_ names: [(String, Int)]) -> [shl_LabelKey] {
        names.map { name, code in
            let bytes = UnsafeBufferPointer(immortal: Array(name.utf8))
            let start = bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!
            var key = shl_LabelKey()
            shl_label_key_init(&key, start, bytes.count, Int32(code))
            return key
        }
    }
}
