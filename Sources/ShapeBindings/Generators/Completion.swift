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
