import LuaBridge
import ShapeBindings

/// Tab completion for the REPL: globals and keywords for a plain word; for
/// `prefix.partial` or `prefix:partial`, the fields (for `:` the functions)
/// of the value of `prefix`, found in its table and along its metatables'
/// `__index` tables.
///
/// The prefix is evaluated by Lua under a protected call with a small
/// instruction budget (an `__index` metamethod may run, and may fail
/// harmlessly); Swift then only reads the result with raw access, so no
/// metamethod is ever called from Swift. Values whose `__index` is a
/// function (shape-library types with fields) add the names their
/// library declares (`ViewOutput.members`). Only name chains (`a.b.c`) are
/// evaluated, never calls, so pressing Tab has no side effects a user
/// would not expect: after a call the completion follows the return types
/// the bindings declare (`DeclaredTypes`, `CallChain`).
final class Completion {
    /// The completion libedit's callbacks use.
    static var active: Completion?

    /// Kept while this completion is `active`: the line reader that made it
    /// so clears `active` when it goes (EditLineReader.deinit), or the
    /// static would keep the session and its Lua state would never be
    /// closed (no finalizers at Ctrl-D: open files' buffers lost).
    let session: Session
    /// Matches not yet handed to libedit.
    var pending: [String] = []

    init(session: Session) { self.session = session }

    static let keywords = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function",
        "goto", "if", "in", "local", "nil", "not", "or", "repeat", "return", "then",
        "true", "until", "while",
    ]

    /// The sorted completions of `text` (each a whole replacement for it).
    func candidates(for text: String) -> [String] {
        let lua = session.lua
        let base = lua.top
        defer { lua.setTop(base) }
        guard let separator = text.lastIndex(where: { $0 == "." || $0 == ":" }) else {
            lua.pushGlobals()
            var names = fieldNames(of: lua.top, functionsOnly: false)
            names.formUnion(Completion.keywords)
            return Completion.matching(names, text)
        }
        let prefix = String(text[..<separator])
        let partial = String(text[text.index(after: separator)...])
        let isMethod = text[separator] == ":"
        guard Completion.isNameChain(prefix), evaluate(prefix) else { return [] }
        var names = fieldNames(of: lua.top, functionsOnly: isMethod)
        let members = session.views.members(lua, at: lua.top)
        names.formUnion(members.methods)
        if !isMethod { names.formUnion(members.fields) }
        return Completion.matching(names, partial)
            .map { prefix + (isMethod ? ":" : ".") + $0 }
    }

    /// The completions of `word`, the text libedit will replace, when the
    /// line up to the cursor is `line`. After a call (`Circle():fi`, where
    /// libedit's word is only `:fi`) the candidates come from the declared
    /// return types, without evaluating the calls; otherwise as
    /// `candidates(for:)`.
    func candidates(for word: String, line: String) -> [String] {
        if let position = TableLabelPosition(line: line), word.hasSuffix(position.partial) {
            let stem = String(word.dropLast(position.partial.count))
            let (labels, positional) = self.labels(at: position)
            var names = Set(labels)
            // A table of children or items: its values are named too.
            if positional && stem.isEmpty { names.formUnion(candidates(for: position.partial)) }
            return Completion.matching(names, position.partial).map { stem + $0 }
        }
        guard let chain = CallChain(line: line), chain.hasCall,
              word.hasSuffix(String(chain.separator) + chain.partial) else {
            return candidates(for: word)
        }
        guard let type = declaredType(of: chain) else { return [] }
        let stem = String(word.dropLast(chain.partial.count))
        let names = DeclaredTypes.members(ofType: type, methodsOnly: chain.separator == ":")
        return Completion.matching(Set(names), chain.partial).map { stem + $0 }
    }

    /// The labels of the function whose table argument `position` is in:
    /// a library global or namespace function, or a method of a chain's
    /// declared type; none for anything else (a Lua function's table).
    /// Also whether that table may hold values by position.
    func labels(at position: TableLabelPosition) -> (labels: [String], positional: Bool) {
        guard let function = function(at: position) else { return ([], false) }
        return (DeclaredTypes.labels(of: function), DeclaredTypes.takesPositionalValues(function))
    }

    private func function(at position: TableLabelPosition) -> FunctionSpec? {
        if let global = position.global { return DeclaredTypes.function(global: global) }
        guard let chain = position.chain else { return nil }
        let name = chain.partial
        if chain.steps.isEmpty, chain.separator == ".",
           let function = DeclaredTypes.function(global: chain.head, field: name) {
            return function
        }
        let receiver = CallChain(head: chain.head, steps: chain.steps, separator: chain.separator, partial: "")
        guard let type = receiver.steps.isEmpty ? declaredType(ofValue: chain.head) : declaredType(of: receiver) else { return nil }
        return DeclaredTypes.method(name, ofType: type)
    }

    /// The declared type of the current value of the variable `name`.
    private func declaredType(ofValue name: String) -> String? {
        let lua = session.lua
        let base = lua.top
        defer { lua.setTop(base) }
        guard Completion.isNameChain(name), evaluate(name) else { return nil }
        return lua.metatableName(at: lua.top)
    }

    /// The type `chain` yields: from a library global by declared types
    /// alone, or from the current value of a name chain (`v:fill("red"):`
    /// reads `v`, a plain variable, then follows declared types).
    func declaredType(of chain: CallChain) -> String? {
        if let type = DeclaredTypes.type(ofGlobal: chain.head, chain.steps) { return type }
        var names = [chain.head]
        var rest = chain.steps[...]
        while case .field(let name)? = rest.first, rest.dropFirst().first != .call {
            names.append(name)
            rest = rest.dropFirst()
        }
        let lua = session.lua
        let base = lua.top
        defer { lua.setTop(base) }
        guard evaluate(names.joined(separator: ".")), let start = lua.metatableName(at: lua.top) else { return nil }
        return DeclaredTypes.type(startingAt: start, Array(rest))
    }

    /// The names starting with `partial`, sorted; names starting with "__"
    /// (metamethods, `__index` tables) only when `partial` does.
    static func matching(_ names: Set<String>, _ partial: String) -> [String] {
        names.filter { $0.hasPrefix(partial) && (partial.hasPrefix("__") || !$0.hasPrefix("__")) }.sorted()
    }

    /// Pushes the value of `expression` (one value, nil on any error).
    private func evaluate(_ expression: String) -> Bool {
        let lua = session.lua
        let base = lua.top
        lua.instructionLimit = 100_000
        lua.timeout = 0.5
        defer { session.applyLimits() }
        do {
            try lua.load("return " + expression, name: "=completion", mode: "t")
            try lua.call(arguments: 0, results: 1)
            return true
        } catch {
            lua.setTop(base)
            return false
        }
    }

    /// Identifier-like string keys of the table at `index` and of the
    /// `__index` tables of its metatables (at most 8 levels, so a cycle
    /// ends). Raw access only.
    func fieldNames(of index: Int32, functionsOnly: Bool) -> Set<String> {
        let lua = session.lua
        let base = lua.top
        defer { lua.setTop(base) }
        var names = Set<String>()
        var current = index
        for _ in 0..<8 {
            if lua.type(at: current) == .table {
                makeLazyFields(of: current)
                lua.forEachPair(current) { key, value in
                    if lua.type(at: key) == .string, let name = lua.string(at: key),
                       Completion.isIdentifier(name),
                       !functionsOnly || lua.type(at: value) == .function {
                        names.insert(name)
                    }
                }
            }
            guard lua.pushMetatable(of: current) else { break }               // mt
            guard lua.rawGet(-1, field: "__index") == .table else { break } // mt, __index
            current = lua.top
        }
        return names
    }

    /// A table whose `__pairs` is a C function — the library's namespaces,
    /// whose constants (`Color.red`) are made on first read — gets it
    /// called once (its results dropped; any error ignored), under the
    /// completion's limits: that puts the constants in the table, so the
    /// raw walk sees them. A `__pairs` written in Lua is never called.
    private func makeLazyFields(of index: Int32) {
        let lua = session.lua
        let index = lua.absoluteIndex(index)
        let base = lua.top
        defer { lua.setTop(base) }
        guard lua.pushMetatable(of: index) else { return }
        guard lua.rawGet(-1, field: "__pairs") == .function, lua.isCFunction(at: -1) else { return }
        lua.pushValue(at: index)
        lua.instructionLimit = 100_000
        lua.timeout = 0.5
        defer { session.applyLimits() }
        _ = try? lua.call(arguments: 1, results: 0)
    }

    static func isIdentifier<S: StringProtocol>(_ s: S) -> Bool {
        guard let first = s.utf8.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        return s.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || (48...57).contains($0) }
            && !keywords.contains(String(s))
    }

    static func isNameChain(_ s: String) -> Bool {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { isIdentifier($0) }
    }

    private static func isLetter(_ c: UInt8) -> Bool {
        (65...90).contains(c) || (97...122).contains(c)
    }
}
