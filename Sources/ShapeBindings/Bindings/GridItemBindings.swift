import LuaBridge
import ShapeCore

/// `GridItem`: a lazy grid's column (or row), as SwiftUI spells it —
/// `GridItem.fixed(100)`, `GridItem.flexible()`, `GridItem.adaptive(80)`,
/// each with `spacing` and `alignment` — and the callable form
/// `GridItem(size, spacing, alignment)`, where size is a number (fixed)
/// or the kind's name (`GridItem()` is SwiftUI's default: flexible).
enum GridItemBindings {
    static let kinds = ["fixed", "flexible", "adaptive"]

    static let spacingParam = Param("spacing", .length, default: "8", doc: "the space after this item")
    static let alignmentParam = Param("alignment", .choice(Alignment.names), default: "nil",
                                      doc: "where each cell sits in its cell (nil: the grid's alignment)")

    static let fixed = FunctionSpec(
        "fixed", [Param("size", .length), spacingParam, alignmentParam], returns: "GridItem",
        doc: "A track exactly `size` long, whatever the space.", example: "GridItem.fixed(100)"
    ) { a in
        try push(a, .fixed(try a.need("size", .length)))
    }

    static let flexible = FunctionSpec(
        "flexible", [Param("minimum", .length, default: "10"), Param("maximum", .extendedLength, default: "math.huge"),
                     spacingParam, alignmentParam], returns: "GridItem",
        doc: "One track taking an equal share of what the fixed items leave, kept within minimum…maximum.",
        example: "GridItem.flexible{minimum = 60, maximum = 200}"
    ) { a in
        let (lo, hi) = try bounds(a, defaultMinimum: 10)
        return try push(a, .flexible(minimum: lo, maximum: hi))
    }

    static let adaptive = FunctionSpec(
        "adaptive", [Param("minimum", .length), Param("maximum", .extendedLength, default: "math.huge"),
                     spacingParam, alignmentParam], returns: "GridItem",
        doc: "As many tracks of at least `minimum` as fit in a flexible item's share, sharing it equally, each at most `maximum`.",
        example: "GridItem.adaptive(80)"
    ) { a in
        guard a.has("minimum") else { throw a.absent(a.context("minimum"), "number") }
        let (lo, hi) = try bounds(a, defaultMinimum: 0)
        return try push(a, .adaptive(minimum: lo, maximum: hi))
    }

    static let call = FunctionSpec(
        "GridItem", [Param("size", .oneOf([.length, .choice(kinds)]), default: "\"flexible\"",
                           doc: "a number (fixed) or a kind: `\"flexible\"` (minimum 10) or `\"adaptive\"` (give `minimum`)"),
                     spacingParam, alignmentParam,
                     Param("minimum", .length, default: "nil"), Param("maximum", .extendedLength, default: "math.huge")],
        returns: "GridItem",
        doc: "GridItem(size, spacing, alignment) as SwiftUI's initializer: `GridItem()` is flexible, `GridItem(100)` fixed.",
        example: "GridItem{size = \"adaptive\", minimum = 80, spacing = 4}"
    ) { a in
        let c = a.context("size")
        if !c.isAbsent, c.stack.number(at: c.index) != nil {
            guard !a.has("minimum"), !a.has("maximum") else {
                throw LuaCallError.message("GridItem: a fixed size takes no minimum or maximum")
            }
            return try push(a, .fixed(try a.need("size", .length)))
        }
        switch try a.value("size", .name(kinds, kind: "GridItem size")) ?? "flexible" {
        case "adaptive":
            guard a.has("minimum") else {
                throw LuaCallError.message("GridItem: an adaptive item needs a minimum, e.g. GridItem{size = \"adaptive\", minimum = 80}")
            }
            let (lo, hi) = try bounds(a, defaultMinimum: 0)
            return try push(a, .adaptive(minimum: lo, maximum: hi))
        case "fixed":
            throw LuaCallError.message("GridItem: a fixed item is a number, e.g. GridItem(100) or GridItem.fixed(100)")
        default:
            let (lo, hi) = try bounds(a, defaultMinimum: 10)
            return try push(a, .flexible(minimum: lo, maximum: hi))
        }
    }

    /// minimum and maximum, checked: minimum ≤ maximum.
    static func bounds(_ a: Args, defaultMinimum: Double) throws -> (Double, Double) {
        let lo = try a.value("minimum", .length) ?? defaultMinimum
        let hi = try a.value("maximum", .extendedLength) ?? .infinity
        guard lo <= hi else {
            throw LuaCallError.message("\(a.spec.owner.map { "\($0)." } ?? "")\(a.spec.name): minimum (\(messageNumberText(lo))) is greater than maximum (\(messageNumberText(hi)))")
        }
        return (lo, hi)
    }

    static func push(_ a: Args, _ size: GridItem.Size) throws -> Int32 {
        let alignment = try a.has("alignment") ? ViewModifiers.alignment(a) : nil
        a.call.push(userdata: GridItem(size, spacing: try a.value("spacing", .length), alignment: alignment))
        return 1
    }

    static let namespace = NamespaceSpec(
        "GridItem", doc: "A lazy grid's column (LazyVGrid) or row (LazyHGrid): `GridItem.fixed(size)`, `GridItem.flexible(minimum, maximum)` (10 and math.huge by default), `GridItem.adaptive(minimum, maximum)`, each also taking `spacing` (the space after it, default 8) and `alignment`; `GridItem(size, spacing, alignment)` as SwiftUI's initializer.",
        functions: [fixed, flexible, adaptive], callable: call)

    static let type = TypeSpec(
        GridItem.self, name: "GridItem", doc: "A lazy grid's column or row: its size, the space after it and its cells' alignment.",
        describe: describe)

    /// SwiftUI's spelling: `GridItem(.adaptive(minimum: 80.0, maximum: inf), spacing: 4.0)`.
    static func describe(_ item: GridItem) -> String {
        let size: String
        switch item.size {
        case .fixed(let s): size = ".fixed(\(luaNumberText(s)))"
        case .flexible(let lo, let hi): size = ".flexible(minimum: \(luaNumberText(lo)), maximum: \(luaNumberText(hi)))"
        case .adaptive(let lo, let hi): size = ".adaptive(minimum: \(luaNumberText(lo)), maximum: \(luaNumberText(hi)))"
        }
        var text = "GridItem(\(size)"
        if let s = item.spacing { text += ", spacing: \(luaNumberText(s))" }
        if let al = item.alignment, let name = Alignment.names.first(where: { (try? Alignment(named: $0)) == al }) {
            text += ", alignment: \(name)"
        }
        return text + ")"
    }
}
