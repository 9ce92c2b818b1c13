/// The REPL's Tab completion names, from the registration tables.
public enum CompletionNames {
    /// Global names (functions and namespaces).
    public static func globals(_ library: LibrarySpec = ShapeLibrary.spec) -> [String] {
        (library.functions.map { $0.name } + library.namespaces.map { $0.name }).sorted()
    }

    /// Every method and field name of every type, for `value:` / `value.`.
    public static func members(_ library: LibrarySpec = ShapeLibrary.spec) -> [String] {
        var names = Set<String>()
        for type in library.types {
            type.registeredMethods.forEach { names.insert($0.name) }
            type.fields.forEach { names.insert($0.name) }
        }
        for namespace in library.namespaces {
            namespace.functions.forEach { names.insert($0.name) }
            namespace.constants.forEach { names.insert($0.name) }
        }
        return names.sorted()
    }
}

/// Completion after calls (`RoundedRectangle(10):` then Tab): the type a
/// chain of calls yields, found by following the return types the
/// registration tables declare. Nothing is evaluated, so Tab never runs a
/// constructor, a callback or a method with side effects.
public enum DeclaredTypes {
    /// One link of a chain after its head: `.name`, `:name`, or a call
    /// (`(...)`, `{...}` or a string argument).
    public enum Step: Equatable {
        case field(String)
        case method(String)
        case call
    }

    /// The type a chain starting at the global `head` yields, or nil when
    /// a link is not declared (a Lua function, a plain value, an unknown name).
    public static func type(ofGlobal head: String, _ steps: [Step],
                            _ library: LibrarySpec = ShapeLibrary.spec) -> String? {
        var rest = steps[...]
        let start: String?
        if let function = library.functions.first(where: { $0.name == head }) {
            guard rest.popFirst() == .call else { return nil }
            start = function.returns
        } else if let namespace = library.namespaces.first(where: { $0.name == head }) {
            switch rest.popFirst() {
            case .call?:
                start = namespace.callable?.returns
            case .field(let name)?:
                if let constant = namespace.constants.first(where: { $0.name == name }) {
                    start = constant.type
                } else if let function = namespace.functions.first(where: { $0.name == name }),
                          rest.popFirst() == .call {
                    start = function.returns
                } else {
                    return nil
                }
            default:
                return nil
            }
        } else {
            return nil
        }
        guard let start else { return nil }
        return type(startingAt: start, Array(rest), library)
    }

    /// The type the steps yield applied to a value of type `start`.
    public static func type(startingAt start: String, _ steps: [Step],
                            _ library: LibrarySpec = ShapeLibrary.spec) -> String? {
        var current = plain(start)
        var i = 0
        while i < steps.count {
            guard let type = library.types.first(where: { $0.name == current }) else { return nil }
            switch steps[i] {
            case .method(let name):
                guard i + 1 < steps.count, steps[i + 1] == .call,
                      let method = type.registeredMethods.first(where: { $0.name == name }) else { return nil }
                current = plain(method.returns)
                i += 2
            case .field(let name):
                guard let field = type.fields.first(where: { $0.name == name }) else { return nil }
                current = plain(field.type)
                i += 1
            case .call:
                return nil
            }
        }
        return current
    }

    /// Method names (for `:`) or method and field names (for `.`) of a
    /// declared type; empty for a type the library does not define.
    public static func members(ofType name: String, methodsOnly: Bool,
                               _ library: LibrarySpec = ShapeLibrary.spec) -> [String] {
        guard let type = library.types.first(where: { $0.name == plain(name) }) else { return [] }
        var names = Set(type.registeredMethods.map { $0.name })
        if !methodsOnly { names.formUnion(type.fields.map { $0.name }) }
        return names.sorted()
    }

    /// The keys a label table given to a function may hold: its
    /// parameters' labels (every variant's, for an overloaded function) and
    /// extra labels, in declaration order, each once.
    public static func labels(of function: FunctionSpec) -> [String] {
        var seen: Set<String> = []
        let all = (function.variants.isEmpty ? [function] : function.variants)
            .flatMap { $0.params.map(\.label) + $0.extraLabels }
        return all.filter { seen.insert($0).inserted }
    }

    /// Whether a table given to `function` may hold values by position
    /// (`VStack{Text("a"), Circle()}`), where Tab offers names as well.
    public static func takesPositionalValues(_ function: FunctionSpec) -> Bool {
        (function.variants.isEmpty ? [function] : function.variants).contains { f in
            f.params.contains {
                switch $0.kind {
                case .children, .list: return true
                default: return false
                }
            }
        }
    }

    /// The function a call of `head` (a global: `Circle{`) or of
    /// `head.name` (a namespace's: `Color.rgb{`) reaches.
    public static func function(global head: String, field name: String? = nil,
                                _ library: LibrarySpec = ShapeLibrary.spec) -> FunctionSpec? {
        guard let name else {
            return library.functions.first { $0.name == head } ?? library.namespaces.first { $0.name == head }?.callable
        }
        return library.namespaces.first { $0.name == head }?.functions.first { $0.name == name }
    }

    /// The method `name` of the declared type `type` (`v:frame{`).
    public static func method(_ name: String, ofType type: String,
                              _ library: LibrarySpec = ShapeLibrary.spec) -> FunctionSpec? {
        library.types.first { $0.name == plain(type) }?.registeredMethods.first { $0.name == name }
    }

    /// "Rect?" (may be nil) is a Rect for completion.
    static func plain(_ type: String) -> String {
        type.hasSuffix("?") ? String(type.dropLast()) : type
    }
}
