import ShapeCore

/// `shapelua --api`: the API reference as Markdown, generated from the
/// registration tables (committed as docs/API.md; a test keeps it in sync).
public enum APIMarkdown {
    public static func generate(_ library: LibrarySpec = ShapeLibrary.spec) -> String {
        var out = """
        # shapelua API reference

        Generated from the registration tables by `shapelua --api`; do not edit.

        Every function takes its arguments either positionally, in SwiftUI's
        label order, or as one table keyed by the labels (docs/BINDINGS.md):
        `p:addLine{to = {10, 0}}` is `p:addLine({10, 0})`. Optional
        parameters may be left out or given as `nil`. A point is `{x, y}`,
        `{x = .., y = ..}` or a `Point`; a size `{w, h}`, `{width = .., height = ..}`
        or a `Size`; a rect `{x, y, w, h}`, `{x =, y =, width =, height =}` or a `Rect`.


        """
        out += records(library.records) + "\n\n"
        out += names()
        out += "## Global functions\n\n"
        for spec in library.functions.sorted(by: { $0.name < $1.name }) { out += section(spec) }
        for namespace in library.namespaces { out += section(namespace) }
        for type in library.types {
            out += heading(type)
            for method in type.methods { out += section(method) }
        }
        return out
    }

    /// A namespace's section: its doc, its callable form, its constants
    /// and its functions.
    static func section(_ namespace: NamespaceSpec) -> String {
        var out = "## \(namespace.name)\n\n\(namespace.doc)\n\n"
        if let callable = namespace.callable { out += section(callable) }
        for constant in namespace.constants {
            out += "- `\(namespace.name).\(constant.name)`: \(constant.type)\n"
        }
        if !namespace.constants.isEmpty { out += "\n" }
        for spec in namespace.functions { out += section(spec) }
        return out
    }

    /// A type's section before its methods: its doc, its fields and the
    /// type it shares methods with.
    static func heading(_ type: TypeSpec) -> String {
        var out = "## \(type.name)\n\n\(type.doc)\n\n"
        if !type.fields.isEmpty {
            out += "Fields (read-only): "
            out += type.fields.map { "`\($0.name)` (\($0.doc))" }.joined(separator: ", ") + ".\n\n"
        }
        if let from = type.sharedFrom { out += "Also every method of \(from) (they return views).\n\n" }
        return out
    }

    /// Every name a string argument can be, listed once (the tables below
    /// list the values of each parameter that takes a fixed set).
    static func names() -> String {
        func list(_ names: [String]) -> String { names.map { "`\($0)`" }.joined(separator: " ") }
        return """
        ## Names

        - Colours: SwiftUI's \(list(Color.swiftUINames)) (Apple's light-mode
          values, docs/COLORS.md), Apple's adaptive colours
          \(list(Color.systemNames.filter { !Color.swiftUINames.contains($0) }))
          (light values unless `preferredColorScheme("dark")` picked dark, which
          also gives SwiftUI's names but black, white and clear their dark values;
          docs/COLORS.md), then every CSS named colour: \(list(Color.cssNames));
          and `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`. Names are case-insensitive.
        - Corners: \(list(CornerSet.validNames)); a corner set is one name or a list.
        - Edges: \(list(EdgeSet.names)); one name or a list.
        - Unit points: \(list(UnitPoint.names)), or `{x, y}` in 0…1.
        - Corner styles: \(list(RoundedCornerStyle.allCases.map(\.rawValue))). Fill rules:
          \(list(FillRule.allCases.map(\.rawValue))).
        - StrokeStyle `lineCap`: \(list(StrokeStyle.LineCap.allCases.map(\.rawValue)));
          `lineJoin`: \(list(StrokeStyle.LineJoin.allCases.map(\.rawValue))).
        - Text alignment: \(list(TextAlignment.allCases.map(\.rawValue))).
          Content modes: \(list(ContentMode.allCases.map(\.rawValue))).


        """
    }

    static func section(_ spec: FunctionSpec) -> String {
        if !spec.variants.isEmpty { return spec.variants.map { section($0) }.joined() }
        let signature = spec.labelTableOnly
            ? "\(spec.qualifiedName){\(spec.params.map { "\($0.label)=" }.joined(separator: ", "))}" : spec.signature
        var out = "### `\(signature)` → \(spec.returns)\n\n\(spec.doc)\n\n"
        if !spec.params.isEmpty {
            out += "| label | accepts | default | |\n| --- | --- | --- | --- |\n"
            for p in spec.params {
                var label = "`\(p.label)`"
                if !p.aliases.isEmpty { label += " (" + p.aliases.map { "`\($0)`" }.joined(separator: ", ") + ")" }
                out += "| \(label) | \(p.kind.markdown) | \(p.defaultText ?? "required") | \(p.doc) |\n"
            }
            out += "\n"
        }
        if !spec.extraLabels.isEmpty {
            out += "A label table may also hold: " + spec.extraLabels.map { "`\($0)`" }.joined(separator: ", ") + ".\n\n"
        }
        if let example = spec.example { out += "```lua\n\(example)\n```\n\n" }
        return out
    }

    /// The record tables, one sentence each, from their specs.
    static func records(_ records: [RecordSpec]) -> String {
        let sentences = records.map { record -> String in
            let own = record.fields.dropFirst(record.parent?.fields.count ?? 0)
            let keys = "`{" + own.map { "\($0.label)=" }.joined(separator: ", ") + "}`"
            var text = "`\(record.name)` is " + (record.parent.map { "`\($0.name)` plus \(keys)" } ?? keys)
            let aliases = own.flatMap(\.aliases)
            if !aliases.isEmpty { text += " (short keys " + aliases.map { "`\($0)`" }.joined(separator: ", ") + " too)" }
            if !record.doc.isEmpty { text += " (\(record.doc))" }
            return text
        }
        return "Tables named in the reference (a key they do not have is an error): " + sentences.joined(separator: "; ") + "."
    }
}
