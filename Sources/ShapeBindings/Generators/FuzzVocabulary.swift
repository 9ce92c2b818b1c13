/// The names a fuzzer needs to reach deep into the library, read from the
/// registration tables so that a new parameter or enumeration case is
/// fuzzed without anyone remembering to list it (Tests/lua/fuzz.lua, the
/// test FuzzTests and the libFuzzer target Fuzz/LuaCalls use them).
public enum FuzzVocabulary {
    /// Every name of every `.choice` parameter (alignments, edges, styles,
    /// fill rules, font names, ...), sorted.
    public static func choices(_ library: LibrarySpec = ShapeLibrary.spec) -> [String] {
        var names = Set<String>()
        func collect(_ kind: ParamKind) {
            switch kind {
            case .choice(let list): list.forEach { names.insert($0) }
            case .list(let inner): collect(inner)
            case .oneOf(let kinds): kinds.forEach(collect)
            default: break
            }
        }
        forEachFunction(library) { f in f.params.forEach { collect($0.kind) } }
        return names.sorted()
    }

    /// Every key a label table may have (labels, their aliases, the extra
    /// labels such as StrokeStyle fields), sorted.
    public static func labels(_ library: LibrarySpec = ShapeLibrary.spec) -> [String] {
        var names = Set<String>()
        forEachFunction(library) { f in
            for p in f.params { names.insert(p.label); p.aliases.forEach { names.insert($0) } }
            f.extraLabels.forEach { names.insert($0) }
        }
        return names.sorted()
    }

    /// Globals, methods, namespace functions and every variant of each.
    private static func forEachFunction(_ library: LibrarySpec, _ body: (FunctionSpec) -> Void) {
        func visit(_ f: FunctionSpec) { body(f); f.variants.forEach(visit) }
        library.functions.forEach(visit)
        library.types.forEach { $0.registeredMethods.forEach(visit) }
        for namespace in library.namespaces {
            namespace.functions.forEach(visit)
            namespace.callable.map(visit)
        }
    }
}
