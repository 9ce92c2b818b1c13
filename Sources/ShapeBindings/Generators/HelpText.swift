import ShapeCore

/// What `help(x)` prints: the API reference's own entries (`APIMarkdown`,
/// the text `shapelua --api` writes), found for a function, a type, a
/// namespace or a name. Nothing here is a second copy of the reference.
public enum HelpText {
    /// `help()`: how to use it.
    public static let usage = """
        help(x) prints the reference entry of x:
          help(Circle)        a function; help(Circle().fill) a method
          help(Color)         a table of the library: its functions and constants
          help(Circle())      a value: its type, with its fields and methods
          help("frame")       a name: every function and method called so;
                              "Shape.fill", "View" and "Color.red" name one
        The whole reference: shapelua --api (docs/API.md in the sources).

        """

    /// A function's or a method's entry (every variant of an overloaded one).
    static func entry(_ spec: FunctionSpec) -> String {
        APIMarkdown.section(spec)
    }

    /// A type's entry: its doc and fields, then its methods by name (each
    /// has its own entry: `help("Shape.fill")`).
    static func entry(_ type: TypeSpec) -> String {
        var out = APIMarkdown.heading(type)
        if !type.methods.isEmpty {
            out += "Methods: " + type.methods.map { "`\($0.name)`" }.joined(separator: ", ") + ".\n\n"
            out += "help(\"\(type.name).\(type.methods[0].name)\") prints one of them.\n"
        }
        return out
    }

    static func entry(_ namespace: NamespaceSpec) -> String {
        APIMarkdown.section(namespace)
    }

    /// `help(require "shape")`: the library's names.
    static func libraryEntry(_ library: LibrarySpec) -> String {
        "The shape library: " + CompletionNames.globals(library).map { "`\($0)`" }.joined(separator: ", ")
            + ".\n\nhelp(name) prints one of them.\n"
    }

    /// `help("name")`: a global function, a namespace or a type of that
    /// name, every method of it (on every type that has one, each entry
    /// once), or `Owner.member`; otherwise "unknown name" with the nearest.
    static func entry(named name: String, _ library: LibrarySpec) -> String {
        let types = library.types
        if let dot = name.firstIndex(where: { $0 == "." || $0 == ":" }) {
            let owner = String(name[..<dot]), member = String(name[name.index(after: dot)...])
            if let namespace = library.namespaces.first(where: { $0.name == owner }) {
                if let function = namespace.functions.first(where: { $0.name == member }) { return entry(function) }
                if let constant = namespace.constants.first(where: { $0.name == member }) {
                    let type = types.first { $0.name == constant.type }
                    return "`\(owner).\(member)`: \(constant.type)\n\n" + (type.map(entry) ?? "")
                }
                return unknown(name, candidates: namespace.functions.map { "\(owner).\($0.name)" }
                                   + namespace.constants.map { "\(owner).\($0.name)" })
            }
            if let type = types.first(where: { $0.name == owner }) {
                if let method = type.registeredMethods.first(where: { $0.name == member }) { return entry(method) }
                if let field = type.fields.first(where: { $0.name == member }) {
                    return "`\(owner).\(field.name)`: \(field.type), \(field.doc) (a read-only field of \(owner)).\n"
                }
                return unknown(name, candidates: type.registeredMethods.map { "\(owner).\($0.name)" }
                                   + type.fields.map { "\(owner).\($0.name)" })
            }
            return unknown(name, candidates: allNames(library))
        }
        if let function = library.functions.first(where: { $0.name == name }) { return entry(function) }
        if let namespace = library.namespaces.first(where: { $0.name == name }) { return entry(namespace) }
        if let type = types.first(where: { $0.name == name }) { return entry(type) }
        var seen: [ObjectIdentifier] = []
        var out = ""
        for type in types {
            for method in type.registeredMethods where method.name == name && !seen.contains(ObjectIdentifier(method)) {
                seen.append(ObjectIdentifier(method))
                out += entry(method)
            }
        }
        return out.isEmpty ? unknown(name, candidates: allNames(library)) : out
    }

    /// Every name `help` knows without a qualifier.
    static func allNames(_ library: LibrarySpec) -> [String] {
        var names = CompletionNames.globals(library) + library.types.map(\.name)
        for type in library.types { names += type.registeredMethods.map(\.name) }
        return names
    }

    static func unknown(_ name: String, candidates: [String]) -> String {
        "help: " + NameSuggestion.unknown("name", quoted: MessageText.quoted(name), name: name, candidates: candidates) + "\n"
    }

    /// A value the library did not make (a number, a Lua function, a plain
    /// table): what it is, and what help knows.
    static func notInLibrary(_ typeName: String) -> String {
        "help: \(article(typeName)) \(typeName) is not part of the shape library; help() says what help knows\n"
    }

    static func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
