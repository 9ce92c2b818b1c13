import ShapeCore

/// How a parameter kind reads in the Markdown reference and in LuaLS
/// annotations.
extension ParamKind {
    /// Short human text for the Markdown tables.
    var markdown: String {
        switch self {
        case .number: return "number"
        case .length: return "number ≥ 0"
        case .extendedLength: return "number ≥ 0 or `math.huge`"
        case .angle: return "degrees"
        case .integer: return "integer"
        case .boolean: return "boolean"
        case .string: return "string"
        case .choice(let names): return names.map { "`\"\($0)\"`" }.joined(separator: " \\| ")
        case .point: return "point"
        case .size: return "size"
        case .rect: return "rect"
        case .transform: return "Transform"
        case .path: return "Path"
        case .shape: return "shape"
        case .view: return "view"
        case .style: return "style (colour or gradient; colour names under [Names](#names))"
        case .color: return "colour (Color or colour name; names under [Names](#names))"
        case .unitPoint: return "unit point: `{x, y}` in 0…1 or " + Self.names(UnitPoint.names)
        case .function: return "function"
        case .corners: return "corner name or list of them: " + Self.names(CornerSet.validNames)
        case .edges: return "edge name or list of them: " + Self.names(EdgeSet.names)
        case .strokeStyle: return "StrokeStyle table"
        case .children: return "views (array items)"
        case .list(let kind): return "list of \(kind.markdown)"
        case .oneOf(let kinds): return kinds.map { $0.markdown }.joined(separator: " or ")
        case .record(let name): return name
        case .any: return "any value"
        }
    }

    /// `"a"` \| `"b"`: the accepted names in a Markdown table cell.
    static func names(_ list: [String]) -> String {
        list.map { "`\"\($0)\"`" }.joined(separator: " \\| ")
    }

    /// The LuaLS type expression (aliases are declared in the annotation file).
    var luaLS: String {
        switch self {
        case .number, .length, .extendedLength, .angle: return "number"
        case .integer: return "integer"
        case .boolean: return "boolean"
        case .string: return "string"
        case .choice(let names): return names.map { "\"\($0)\"" }.joined(separator: "|")
        case .point: return "PointLike"
        case .size: return "SizeLike"
        case .rect: return "RectLike"
        case .transform: return "Transform"
        case .path: return "Path"
        case .shape: return "ShapeLike"
        case .view: return "ViewLike"
        case .style: return "StyleLike"
        case .color: return "ColorLike"
        case .unitPoint: return "UnitPointLike"
        case .function: return "function"
        case .corners: return "Corners"
        case .edges: return "Edges"
        case .strokeStyle: return "StrokeStyle"
        case .children: return "ViewLike[]"
        case .list(let kind):
            let inner = kind.luaLS
            return inner.contains("|") ? "(\(inner))[]" : inner + "[]"
        case .oneOf(let kinds): return kinds.map { $0.luaLS }.joined(separator: "|")
        case .record(let name): return name
        case .any: return "any"
        }
    }
}

extension FunctionSpec {
    /// "owner.name" for namespace functions, "Owner:name" for methods.
    var qualifiedName: String {
        guard let owner else { return name }
        return isMethod ? "\(owner):\(name)" : "\(owner).\(name)"
    }

    /// `frame(width, height, alignment)`.
    var signature: String {
        let list = params.filter { if case .children = $0.kind { return false }; return true }
            .map { $0.label }.joined(separator: ", ")
        return "\(qualifiedName)(\(list))"
    }
}
