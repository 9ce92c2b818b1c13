import LuaBridge
import ShapeCore

/// docs/API.md shape modifiers that stay shapes, and `shape:path(rect)`.
enum ShapeMethods {
    static func selfShape(_ a: Args) throws -> ShapeValue {
        if let s = a.call.userdata(1, as: ShapeValue.self)?.pointee { return s }
        if let p = a.call.userdata(1, as: Path.self)?.pointee { return ShapeValue(shape: PathShape(p), description: "Path") }
        throw a.selfContext.typeError("Shape")
    }

    static let anchor = Param("anchor", .unitPoint, default: "\"center\"")

    static func anchorValue(_ a: Args) throws -> UnitPoint {
        try a.value("anchor", .unitPoint) ?? .center
    }

    static let all: [FunctionSpec] = [
        FunctionSpec("path", [Param("rect", .rect)], returns: "Path",
                     doc: "The shape's path in `rect`.") { a in
            let s = try selfShape(a)
            let rect = try a.need("rect", .rect)
            let path = try CallbackScope.run(a.call) { s.shape.path(in: rect) }
            a.call.push(userdata: try path.checkedFinite("the result"))
            return 1
        },
        FunctionSpec("inset", [Param("by", .number, aliases: ["amount"])], returns: "Shape",
                     doc: "The shape inset by `by`: a rounded shape's radii shrink by it (floored at 0); other shapes' outlines are offset inward.") { a in
            let s = try selfShape(a)
            let amount = try a.need("by", .number)
            let shape = s.shape, inset = shape.insetShape(by: amount)
            // Most shapes inset to the same kind of shape (a circle's inset
            // is a smaller circle; an `OffsetInsetShape`'s adds to its
            // amount): no deeper. Others wrap once (`OffsetInsetShape`).
            // shape_depth.lua draws and frees 100,000 such insets.
            let flat = ObjectIdentifier(type(of: inset)) == ObjectIdentifier(type(of: shape))
            return try a.push(shape: inset, .chain(ChainLink.after(s.text, spec: a.spec, literal: "inset(by: \(luaNumberText(amount)))")),
                              depth: Int(s.depth) + (flat ? 0 : 1))
        },
        FunctionSpec("offset", [Param("x", .number, default: "0"), Param("y", .number, default: "0")],
                     returns: "Shape", doc: "The shape moved by (x, y).") { a in
            let s = try selfShape(a)
            return try a.push(shape: s.shape.offset(x: try a.value("x", .number) ?? 0, y: try a.value("y", .number) ?? 0),
                              a.chainDescription(), depth: Int(s.depth) + 1)
        },
        FunctionSpec("rotation", [Param("degrees", .angle), anchor], returns: "Shape",
                     doc: "The shape rotated by `degrees` around `anchor` of its rect.") { a in
            let s = try selfShape(a)
            return try a.push(shape: s.shape.rotation(degrees: try a.need("degrees", .angle), anchor: try anchorValue(a)),
                              a.chainDescription(), depth: Int(s.depth) + 1)
        },
        FunctionSpec("scale", [Param("x", .number), Param("y", .number, default: "x"), anchor], returns: "Shape",
                     doc: "The shape scaled by x and y around `anchor`.") { a in
            let s = try selfShape(a)
            let x = try a.need("x", .number)
            return try a.push(shape: s.shape.scale(x: x, y: try a.value("y", .number) ?? x, anchor: try anchorValue(a)),
                              a.chainDescription(), depth: Int(s.depth) + 1)
        },
        FunctionSpec("transform", [Param("t", .transform)], returns: "Shape",
                     doc: "The shape mapped by a Transform.") { a in
            let s = try selfShape(a)
            return try a.push(shape: s.shape.transform(try a.need("t", .transform)),
                              .text("\(s.description).transform"), depth: Int(s.depth) + 1)
        },
    ]

}

