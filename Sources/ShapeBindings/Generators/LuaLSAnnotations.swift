/// The Lua-language-server annotation file (`---@meta`, committed as
/// docs/shapelua.d.lua) generated from the registration tables, so editors
/// complete and type-check scripts.
public enum LuaLSAnnotations {
    public static func generate(_ library: LibrarySpec = ShapeLibrary.spec) -> String {
        var out = """
        ---@meta
        -- shapelua: generated from the registration tables; do not edit.

        ---@alias PointLike Point|number[]|{x: number, y: number}
        ---@alias SizeLike Size|number[]|{width: number, height: number}
        ---@alias RectLike Rect|number[]|{x: number, y: number, width: number, height: number}
        ---@alias StyleLike string|Color|Gradient
        ---@alias ColorLike string|Color
        ---@alias UnitPointLike string|number[]|{x: number, y: number}
        ---@alias Corners string|string[]
        ---@alias Edges string|string[]
        ---@alias ShapeLike Shape|Path
        ---@alias ViewLike View|Shape|Path|Color|Gradient

        """
        out += recordClasses(library.records) + "\n"
        for type in library.types {
            out += "---@class \(type.name)\(type.sharedFrom.map { ": \($0)" } ?? "")\n"
            for field in type.fields { out += "---@field \(field.name) \(field.type) \(field.doc)\n" }
            for (name, _) in type.metamethods { out += "---@operator \(name.dropFirst(2))(\(type.name)): \(type.name)\n" }
            out += "local \(type.name)Methods = {}\n\n"
            for method in type.methods { out += function(method, prefix: "\(type.name)Methods:") }
        }
        for namespace in library.namespaces {
            out += "-- \(namespace.doc)\n"
            if let callable = namespace.callable {
                out += "---@class \(namespace.name)Namespace\n"
                out += "---@overload fun(\(parameterList(callable))): \(callable.returns)\n"
                out += "\(namespace.name) = {}\n"
            } else {
                out += "\(namespace.name) = {}\n"
            }
            for constant in namespace.constants {
                out += "---@type \(constant.type)\n\(namespace.name).\(constant.name) = nil\n"
            }
            out += "\n"
            for spec in namespace.functions { out += function(spec, prefix: "\(namespace.name).") }
        }
        for spec in library.functions { out += function(spec, prefix: "") }
        return out
    }

    static func parameterList(_ spec: FunctionSpec) -> String {
        spec.params.filter { if case .children = $0.kind { return false }; return true }
            .map { "\(safe($0.label))\($0.isOptional ? "?" : ""): \($0.kind.luaLS)" }
            .joined(separator: ", ")
    }

    static func function(_ spec: FunctionSpec, prefix: String) -> String {
        if !spec.variants.isEmpty { return spec.variants.map { function($0, prefix: prefix) }.joined() }
        var out = "--- \(spec.doc)\n"
        let params = spec.params.filter { if case .children = $0.kind { return false }; return true }
        for p in params {
            out += "---@param \(safe(p.label))\(p.isOptional ? "?" : "") \(p.kind.luaLS)\(p.doc.isEmpty ? "" : " " + p.doc)\n"
        }
        if !spec.params.isEmpty {
            var fields = spec.params.map { p -> String in
                if case .children = p.kind { return "[integer]: ViewLike" }
                return "\(p.label)\(p.isOptional ? "?" : ""): \(p.kind.luaLS)"
            }
            fields += spec.params.flatMap { p in p.aliases.map { "\($0)?: \(p.kind.luaLS)" } }
            fields += spec.extraLabels.map { "\($0)?: any" }
            out += "---@overload fun(\(spec.isMethod ? "self: \(spec.owner ?? "any"), " : "")args: {\(fields.joined(separator: ", "))}): \(spec.returns)\n"
        }
        out += "---@return \(spec.returns)\n"
        out += "function \(prefix)\(spec.name)(\(params.map { safe($0.label) }.joined(separator: ", "))) end\n\n"
        return out
    }

    /// `in` is a Lua keyword (docs/BINDINGS.md spells it `rect`).
    static func safe(_ name: String) -> String { name == "in" ? "rect" : name }

    /// A LuaLS class per record table: its own fields (after its parent's),
    /// each label then each short key; optional fields marked `?`.
    static func recordClasses(_ records: [RecordSpec]) -> String {
        var out = ""
        for record in records {
            out += "---@class \(record.name)\(record.parent.map { ": \($0.name)" } ?? "")\n"
            let own = record.fields.dropFirst(record.parent?.fields.count ?? 0)
            for field in own + own.flatMap({ f in f.aliases.map { Param($0, f.kind, default: f.defaultText) } }) {
                let type = field.kind.luaLS
                let text = field.isOptional ? (type.contains("|") ? "(\(type))?" : "\(type)?") : type
                out += "---@field \(field.label) \(text)\n"
            }
        }
        return out
    }
}
